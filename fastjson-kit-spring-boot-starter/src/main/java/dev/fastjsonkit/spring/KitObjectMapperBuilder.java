/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.function.Supplier;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

/**
 * Spring's builder, giving every JSON mapper it builds a new kit factory, unless a customizer set a
 * factory of its own or the builder makes an XML mapper. A customizer cannot set the factory
 * instead: Spring Boot builds its XML converter's mapper from the same customized builder, and
 * Spring casts the factory of an XML mapper to {@code XmlFactory}.
 */
final class KitObjectMapperBuilder extends Jackson2ObjectMapperBuilder {
    private final Supplier<JsonFactory> kitFactory;
    private boolean xml;
    private boolean ownFactory;

    KitObjectMapperBuilder(Supplier<JsonFactory> kitFactory) {
        this.kitFactory = kitFactory;
    }

    @Override
    public Jackson2ObjectMapperBuilder createXmlMapper(boolean createXmlMapper) {
        xml = createXmlMapper;
        return super.createXmlMapper(createXmlMapper);
    }

    @Override
    public Jackson2ObjectMapperBuilder factory(JsonFactory factory) {
        ownFactory = true;
        return super.factory(factory);
    }

    @Override
    public <T extends ObjectMapper> T build() {
        if (xml || ownFactory) {
            return super.build();
        }
        super.factory(kitFactory.get()); // one factory per mapper: a mapper makes itself its codec
        try {
            return super.build();
        } finally {
            super.factory(null);
        }
    }
}
