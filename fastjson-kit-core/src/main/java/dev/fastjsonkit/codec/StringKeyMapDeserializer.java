/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code Map<String, Double>}: Jackson's {@code MapDeserializer} fast path for String keys, with the
 * value read inline ({@link #readDouble}) and a {@code LinkedHashMap} pre-sized from the last map
 * read. Anything but a {@code START_OBJECT} goes to Jackson's deserializer.
 */
final class StringKeyMapDeserializer extends FastContainerDeserializer {
    private static final long serialVersionUID = 1L;

    private final boolean linked;
    private transient JsonDeserializer<Object> valueDeser;
    /** Size of the last map read: a benign race, only a capacity hint. */
    private int lastSize;

    StringKeyMapDeserializer(JavaType type) {
        super(type);
        this.linked = type.getRawClass() != HashMap.class;
    }

    @Override
    FastContainerDeserializer copy() {
        return new StringKeyMapDeserializer(type);
    }

    @Override
    boolean contextualize(DeserializationContext ctxt, BeanProperty property) throws JsonMappingException {
        valueDeser = ctxt.findContextualValueDeserializer(type.getContentType(), property);
        intsAsDoubles = intsAsDoubles(ctxt, Double.class);
        return JacksonDefaults.is(valueDeser, DOUBLE_DESERIALIZER)
                && JacksonDefaults.isStd(ctxt.findKeyDeserializer(type.getKeyType(), property));
    }

    @Override
    public LogicalType logicalType() {
        return LogicalType.Map;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!fast || !p.isExpectedStartObjectToken()) {
            return fallback(ctxt).deserialize(p, ctxt);
        }
        final Map<String, Object> m;
        if (linked) {
            int n = lastSize;
            m = n <= 12 ? new LinkedHashMap<>() : new LinkedHashMap<>(n + (n >> 1));
        } else {
            m = new HashMap<>();
        }
        final JsonDeserializer<Object> vd = valueDeser;
        final boolean ints = intsAsDoubles;
        String key;
        while ((key = p.nextFieldName()) != null) {
            JsonToken t = p.nextToken();
            try {
                m.put(key, t == JsonToken.VALUE_NULL ? vd.getNullValue(ctxt) : readDouble(p, ctxt, vd, ints));
            } catch (Exception e) {
                throw wrap(ctxt, e, m, key);
            }
        }
        lastSize = m.size();
        return m;
    }
}
