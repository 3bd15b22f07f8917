/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring.webapp;

import com.fasterxml.jackson.annotation.JsonIgnore;
import org.springframework.boot.jackson.JsonMixin;

/** The application's {@code @JsonMixin}: {@link Legacy#getSecret()} is never written. */
@JsonMixin(Legacy.class)
abstract class LegacyMixin {
    @JsonIgnore
    abstract String getSecret();
}
