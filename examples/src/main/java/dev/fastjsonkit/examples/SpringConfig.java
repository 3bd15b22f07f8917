/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * SpringConfig: how a Spring application (Spring Boot 3 included) exposes the kit's mapper as its
 * Jackson ObjectMapper. Spring Boot's JacksonAutoConfiguration backs off when the application
 * defines its own ObjectMapper bean, and Spring MVC's JSON converter then uses this one.
 * See docs/migration.md for what changes and what to watch for.
 * On Spring Boot 3, prefer fastjson-kit-spring-boot-starter (docs/spring-boot.md, examples/spring-boot-app):
 * it applies the kit to Boot's own mapper and keeps spring.jackson.* and the application's customizers.
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.MapperCache;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/** A Spring configuration that replaces the seed's {@code JacksonConfig}. */
@Configuration
public class SpringConfig {

    /**
     * Returns the application's ObjectMapper: the kit's choices, built once for the context.
     *
     * <p>It is a mapper of the application's own rather than the frozen {@code FastMappers.json()},
     * because Spring components and libraries (Boot's customizers, HATEOAS, springdoc, ...) may
     * register modules on the context's mapper, which the frozen mapper refuses.
     *
     * @return the mapper; a singleton bean
     */
    @Bean
    @Primary
    public ObjectMapper objectMapper() {
        return FastMappers.builder()
                // the seed's JacksonConfig settings go here, e.g.:
                // .customize(b -> b.serializationInclusion(JsonInclude.Include.NON_NULL))
                .build();
    }

    /**
     * Returns cached readers and writers of the application's mapper, for hot paths.
     *
     * @param mapper the application's mapper
     * @return the cache; a singleton bean
     */
    @Bean
    public MapperCache mapperCache(ObjectMapper mapper) {
        return FastMappers.cache(mapper);
    }

    /**
     * Starts a context with this configuration and prints what the mapper writes.
     *
     * @param args ignored
     * @throws Exception if Jackson fails (it does not, on this input)
     */
    public static void main(String[] args) throws Exception {
        try (var ctx = new AnnotationConfigApplicationContext(SpringConfig.class)) {
            ObjectMapper mapper = ctx.getBean(ObjectMapper.class);
            MapperCache cache = ctx.getBean(MapperCache.class);
            System.out.println("context mapper modules: " + mapper.getRegisteredModuleIds());
            System.out.println("writes: " + cache.writer(QuickStart.Article.class)
                    .writeValueAsString(cache.reader(QuickStart.Article.class)
                            .readValue("{\"id\":\"s1\",\"published\":\"2026-11-22\",\"unknown\":true}")));
        }
    }
}
