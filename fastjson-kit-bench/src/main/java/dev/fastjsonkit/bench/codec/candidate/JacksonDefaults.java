/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.BeanSerializerFactory;
import com.fasterxml.jackson.databind.ser.ResolvableSerializer;
import com.fasterxml.jackson.databind.util.ClassUtil;

/**
 * Builds Jackson's own serializer for a type, as Jackson would without a candidate, so a candidate
 * serializer can step aside to it.
 */
final class JacksonDefaults {
    private JacksonDefaults() {}

    @SuppressWarnings("unchecked")
    static JsonSerializer<Object> serializer(SerializerProvider prov, JavaType type, BeanProperty property)
            throws JsonMappingException {
        JsonSerializer<Object> ser = BeanSerializerFactory.instance.createSerializer(prov, type);
        if (ser instanceof ResolvableSerializer) {
            ((ResolvableSerializer) ser).resolve(prov);
        }
        return (JsonSerializer<Object>) prov.handleSecondaryContextualization(ser, property);
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
