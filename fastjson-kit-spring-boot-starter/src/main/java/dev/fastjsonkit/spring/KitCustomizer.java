/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import com.fasterxml.jackson.databind.Module;
import dev.fastjsonkit.FastMappers;
import java.util.List;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.core.Ordered;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

/**
 * Adds the kit's modules and feature defaults to Spring Boot's builder. It runs first, at
 * {@link #ORDER}, so what runs after it wins: Boot's own customizer (order 0), which applies
 * Boot's defaults, the {@code spring.jackson.*} properties and the application's {@code Module}
 * beans ({@code @JsonComponent}, {@code @JsonMixin}, parameter names), then the application's
 * customizers (unordered ones run last). The kit's modules are registered before Boot's, so
 * the application's serializers take precedence over the kit's for the same type.
 */
final class KitCustomizer implements Jackson2ObjectMapperBuilderCustomizer, Ordered {
    /** Before Spring Boot's standard customizer, whose order is 0. */
    static final int ORDER = -100;

    private final FastMappers.Builder kit;

    KitCustomizer(FastMappers.Builder kit) {
        this.kit = kit;
    }

    @Override
    public void customize(Jackson2ObjectMapperBuilder builder) {
        List<Module> modules = kit.modules().stream().map(JsonOnlyModule::new).map(Module.class::cast).toList();
        builder.modulesToInstall(list -> list.addAll(modules));
        kit.features().forEach((feature, on) -> {
            if (on) {
                builder.featuresToEnable(feature);
            } else {
                builder.featuresToDisable(feature);
            }
        });
    }

    @Override
    public int getOrder() {
        return ORDER;
    }
}
