/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializerFactory;
import com.fasterxml.jackson.databind.deser.ResolvableDeserializer;
import com.fasterxml.jackson.databind.type.ArrayType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;
import com.fasterxml.jackson.databind.util.ClassUtil;

/**
 * Builds Jackson's own deserializer for a type, as Jackson would without this kit's module, so a
 * hand-written reader can step aside to it. Jackson's vanilla factory holds no custom
 * deserializers; element deserializers are still looked up through the context, so other modules'
 * element deserializers apply.
 */
final class JacksonDefaults {
    private JacksonDefaults() {}

    @SuppressWarnings("unchecked")
    static JsonDeserializer<Object> deserializer(DeserializationContext ctxt, JavaType type, BeanProperty property)
            throws JsonMappingException {
        DeserializationConfig config = ctxt.getConfig();
        BeanDescription desc = config.introspect(type);
        BeanDeserializerFactory f = BeanDeserializerFactory.instance;
        JsonDeserializer<?> d;
        if (type instanceof MapType) {
            d = f.createMapDeserializer(ctxt, (MapType) type, desc);
        } else if (type instanceof CollectionType) {
            d = f.createCollectionDeserializer(ctxt, (CollectionType) type, desc);
        } else if (type instanceof ArrayType) {
            d = f.createArrayDeserializer(ctxt, (ArrayType) type, desc);
        } else {
            throw new IllegalArgumentException("not a container type: " + type);
        }
        if (d instanceof ResolvableDeserializer) {
            ((ResolvableDeserializer) d).resolve(ctxt);
        }
        return (JsonDeserializer<Object>) ctxt.handleSecondaryContextualization(d, property, type);
    }

    static final String DATABIND = "com.fasterxml.jackson.databind.";

    /** Whether {@code s} is one of Jackson's own (de)serializers, not a user's. */
    static boolean isStd(Object s) {
        return s != null && ClassUtil.isJacksonStdImpl(s);
    }

    /**
     * Whether {@code s} is exactly Jackson's (de)serializer class {@code name}: not a user's, and
     * not another standard one such as {@code ToStringSerializer}.
     */
    static boolean is(Object s, String name) {
        return s != null && s.getClass().getName().equals(name);
    }
}
