/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.util.ClassUtil;
import java.io.IOException;
import java.util.ArrayList;

/**
 * {@code List<Double>}: Jackson's {@code CollectionDeserializer} loop with the element read inline
 * ({@link #readDouble}). Anything but a {@code START_ARRAY} goes to Jackson's deserializer.
 */
final class ScalarListDeserializer extends FastContainerDeserializer {
    private static final long serialVersionUID = 1L;

    private transient JsonDeserializer<Object> valueDeser;

    ScalarListDeserializer(JavaType type) {
        super(type);
    }

    @Override
    FastContainerDeserializer copy() {
        return new ScalarListDeserializer(type);
    }

    @Override
    boolean contextualize(DeserializationContext ctxt, BeanProperty property) throws JsonMappingException {
        valueDeser = ctxt.findContextualValueDeserializer(type.getContentType(), property);
        intsAsDoubles = intsAsDoubles(ctxt, Double.class);
        return JacksonDefaults.is(valueDeser, DOUBLE_DESERIALIZER);
    }

    @Override
    public LogicalType logicalType() {
        return LogicalType.Collection;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!fast || !p.isExpectedStartArrayToken()) {
            return fallback(ctxt).deserialize(p, ctxt);
        }
        final ArrayList<Object> list = new ArrayList<>();
        final JsonDeserializer<Object> vd = valueDeser;
        final boolean ints = intsAsDoubles;
        JsonToken t;
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            try {
                list.add(t == JsonToken.VALUE_NULL ? vd.getNullValue(ctxt) : readDouble(p, ctxt, vd, ints));
            } catch (Exception e) {
                if (ctxt != null && !ctxt.isEnabled(DeserializationFeature.WRAP_EXCEPTIONS)) {
                    ClassUtil.throwIfRTE(e);
                }
                throw JsonMappingException.wrapWithPath(e, list, list.size());
            }
        }
        return list;
    }
}
