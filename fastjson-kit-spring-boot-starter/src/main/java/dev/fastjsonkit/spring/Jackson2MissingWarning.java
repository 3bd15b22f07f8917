/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.util.ClassUtils;

/**
 * Logs one warning at start-up when the starter is on but the application has no Spring Boot 3
 * Jackson 2 builder to apply the kit to: Spring Boot 4, whose mapper is Jackson 3. It stays quiet
 * when the application already has a Jackson 2 {@code ObjectMapper} singleton made by the kit (the
 * way out the warning gives).
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
    private final ListableBeanFactory beans;

    Jackson2MissingWarning(ClassLoader classLoader, ListableBeanFactory beans) {
        this.classLoader = classLoader;
        this.beans = beans;
    }

    /** Returns the warning, naming Jackson 3 when it is on the class path. */
    String message() {
        boolean jackson3 = ClassUtils.isPresent("tools.jackson.databind.json.JsonMapper", classLoader);
        return String.format(MESSAGE, jackson3 ? " (Jackson 3 is on the class path: Spring Boot 4?)" : "");
    }

    @Override
    public void afterSingletonsInstantiated() {
        if (!hasKitMapper()) {
            LOG.warn(message());
        }
    }

    /** Returns whether a created ObjectMapper singleton has the kit's factory or codecs. */
    private boolean hasKitMapper() {
        return beans.getBeansOfType(ObjectMapper.class, false, false).values().stream().anyMatch(m ->
                m.getFactory().getClass().getPackageName().equals("dev.fastjsonkit")
                        || m.getRegisteredModuleIds().stream().anyMatch(id -> String.valueOf(id).startsWith("fastjson-kit")));
    }
}
