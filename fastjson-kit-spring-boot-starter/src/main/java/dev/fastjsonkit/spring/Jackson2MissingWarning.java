/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.util.ClassUtils;

/**
 * Logs one warning at start-up when the starter is on but the application has no Spring Boot 3
 * Jackson 2 builder to apply the kit to: Spring Boot 4, whose mapper is Jackson 3.
 */
final class Jackson2MissingWarning implements SmartInitializingSingleton {
    static final String MESSAGE = "fastjson-kit-spring-boot-starter is NOT applied: it configures the Jackson 2"
            + " ObjectMapper of Spring Boot 3 (through"
            + " org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer), which this"
            + " application does not have%s. The kit is Jackson 2 only. Either use the Jackson 2 converter: add"
            + " org.springframework.boot:spring-boot-jackson2, set"
            + " spring.http.converters.preferred-json-mapper=jackson2 and declare an ObjectMapper bean built with"
            + " dev.fastjsonkit.FastMappers.builder().build(); or remove fastjson-kit-spring-boot-starter"
            + " (fastjson-kit.enabled=false silences this warning).";

    private static final Log LOG = LogFactory.getLog(FastJsonKitAutoConfiguration.class);

    private final ClassLoader classLoader;

    Jackson2MissingWarning(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    /** Returns the warning, naming Jackson 3 when it is on the class path. */
    String message() {
        boolean jackson3 = ClassUtils.isPresent("tools.jackson.databind.json.JsonMapper", classLoader);
        return String.format(MESSAGE, jackson3 ? " (Jackson 3 is on the class path: Spring Boot 4?)" : "");
    }

    @Override
    public void afterSingletonsInstantiated() {
        LOG.warn(message());
    }
}
