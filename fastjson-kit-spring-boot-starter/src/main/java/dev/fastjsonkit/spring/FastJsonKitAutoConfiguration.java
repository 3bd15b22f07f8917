/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import dev.fastjsonkit.FastMappers;
import java.util.List;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Scope;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

/**
 * Applies fastjson-kit to the {@code ObjectMapper} Spring Boot 3 builds, keeping Boot's own
 * Jackson configuration: the kit's factory (its double writer and stream constraints) for every
 * JSON mapper Boot's {@code Jackson2ObjectMapperBuilder} builds, and the kit's Blackbird, codecs
 * and feature defaults through a {@code Jackson2ObjectMapperBuilderCustomizer} that runs before
 * Boot's and the application's, so that {@code spring.jackson.*}, the application's customizers,
 * {@code @JsonComponent} and {@code @JsonMixin} win wherever they differ from the kit.
 *
 * <p>On unless {@code fastjson-kit.enabled=false}. Backs off, as Boot does, when the application
 * declares its own {@code Jackson2ObjectMapperBuilder} bean. Without Spring Boot 3's Jackson 2
 * customizer API (Spring Boot 4), it applies nothing and logs one warning at start-up. Properties:
 * {@link FastJsonKitProperties}; guide: {@code docs/spring-boot.md}.
 */
@AutoConfiguration(beforeName = "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration")
@ConditionalOnProperty(prefix = "fastjson-kit", name = "enabled", havingValue = "true", matchIfMissing = true)
@EnableConfigurationProperties(FastJsonKitProperties.class)
public class FastJsonKitAutoConfiguration {

    /** Spring Boot 3's customizer API for its Jackson 2 builder; Spring Boot 4 moved it. */
    static final String BOOT3_JACKSON2_CUSTOMIZER =
            "org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer";

    /** Creates the auto-configuration; Spring Boot calls this. */
    public FastJsonKitAutoConfiguration() {}

    /** Spring Boot 3 with Jackson 2: the kit's customizer and a builder that gives JSON mappers the kit's factory. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {BOOT3_JACKSON2_CUSTOMIZER,
            "org.springframework.http.converter.json.Jackson2ObjectMapperBuilder",
            "com.fasterxml.jackson.databind.ObjectMapper"})
    static class Jackson2Configuration {

        @Bean
        Jackson2ObjectMapperBuilderCustomizer fastJsonKitCustomizer(FastJsonKitProperties properties) {
            return new KitCustomizer(properties.toBuilder());
        }

        /** As Spring Boot's own builder bean (same name, so Boot's backs off), with the kit's factory. */
        @Bean
        @Scope(ConfigurableBeanFactory.SCOPE_PROTOTYPE)
        @ConditionalOnMissingBean
        Jackson2ObjectMapperBuilder jacksonObjectMapperBuilder(ApplicationContext context,
                List<Jackson2ObjectMapperBuilderCustomizer> customizers, FastJsonKitProperties properties) {
            FastMappers.Builder kit = properties.toBuilder();
            KitObjectMapperBuilder builder = new KitObjectMapperBuilder(kit::buildFactory);
            builder.applicationContext(context);
            for (Jackson2ObjectMapperBuilderCustomizer customizer : customizers) {
                customizer.customize(builder);
            }
            return builder;
        }
    }

    /** No Spring Boot 3 Jackson 2 builder to configure (Spring Boot 4): say so once at start-up. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnMissingClass(BOOT3_JACKSON2_CUSTOMIZER)
    static class NoJackson2Configuration {

        @Bean
        Jackson2MissingWarning fastJsonKitJackson2MissingWarning(ApplicationContext context) {
            return new Jackson2MissingWarning(context.getClassLoader(), context);
        }
    }
}
