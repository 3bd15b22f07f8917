/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rejected hand-written readers: {@code Map<String, V>} and {@code List<E>} of a non-double
 * scalar, and {@code double[][][]}. Each keeps the loop that was measured: the element read inline
 * ({@link ValueKind#read}), maps pre-sized from the last map read, rings handed to the
 * {@code double[][]} reader one by one. Measurement-only: anything but the expected start token is
 * refused as Jackson's {@code handleUnexpectedToken} does, and no feature or annotation is looked
 * at; none of them ships.
 */
final class CandidateReaders {
    private CandidateReaders() {}

    /** {@code Map<String, V>}, {@code V} a scalar of {@link ValueKind}. */
    static final class MapReader extends StdDeserializer<Object> implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        private final JavaType type;
        private final ValueKind kind;
        private final transient JsonDeserializer<Object> values;
        private final boolean linked;
        /** Size of the last map read: a benign race, only a capacity hint. */
        private int lastSize;

        MapReader(JavaType type, ValueKind kind, JsonDeserializer<Object> values) {
            super(type);
            this.type = type;
            this.kind = kind;
            this.values = values;
            this.linked = type.getRawClass() != HashMap.class;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
                throws JsonMappingException {
            return new MapReader(type, kind, ctxt.findContextualValueDeserializer(type.getContentType(), property));
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartObjectToken()) {
                return ctxt.handleUnexpectedToken(type, p);
            }
            int n = lastSize;
            Map<String, Object> m = !linked ? new HashMap<>()
                    : n <= 12 ? new LinkedHashMap<>() : new LinkedHashMap<>(n + (n >> 1));
            String key;
            while ((key = p.nextFieldName()) != null) {
                JsonToken t = p.nextToken();
                try {
                    m.put(key, t == JsonToken.VALUE_NULL ? values.getNullValue(ctxt) : kind.read(p, ctxt, values, false));
                } catch (Exception e) {
                    throw JsonMappingException.wrapWithPath(e, m, key);
                }
            }
            lastSize = m.size();
            return m;
        }
    }

    /** {@code List<E>}, {@code E} a scalar of {@link ValueKind}. */
    static final class ListReader extends StdDeserializer<Object> implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;

        private final JavaType type;
        private final ValueKind kind;
        private final transient JsonDeserializer<Object> values;

        ListReader(JavaType type, ValueKind kind, JsonDeserializer<Object> values) {
            super(type);
            this.type = type;
            this.kind = kind;
            this.values = values;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
                throws JsonMappingException {
            return new ListReader(type, kind, ctxt.findContextualValueDeserializer(type.getContentType(), property));
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartArrayToken()) {
                return ctxt.handleUnexpectedToken(type, p);
            }
            ArrayList<Object> list = new ArrayList<>();
            JsonToken t;
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                try {
                    list.add(t == JsonToken.VALUE_NULL ? values.getNullValue(ctxt) : kind.read(p, ctxt, values, false));
                } catch (Exception e) {
                    throw JsonMappingException.wrapWithPath(e, list, list.size());
                }
            }
            return list;
        }
    }

    /** {@code double[][][]}: its own outer loop, each ring read by the {@code double[][]} reader in force. */
    static final class RingsReader extends StdDeserializer<Object> implements ContextualDeserializer {
        private static final long serialVersionUID = 1L;
        /** The reference Jackson's {@code ObjectArrayDeserializer} reports in paths: its {@code Object[]} chunk. */
        private static final Object[] CHUNK = new Object[0];

        private final JavaType type;
        private final transient JsonDeserializer<Object> rings;

        RingsReader(JavaType type, JsonDeserializer<Object> rings) {
            super(type);
            this.type = type;
            this.rings = rings;
        }

        @Override
        public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
                throws JsonMappingException {
            return new RingsReader(type, ctxt.findContextualValueDeserializer(type.getContentType(), property));
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartArrayToken()) {
                return ctxt.handleUnexpectedToken(type, p);
            }
            double[][][] out = new double[4][][];
            int n = 0;
            JsonToken t;
            try {
                while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                    double[][] ring = t == JsonToken.VALUE_NULL ? null : (double[][]) rings.deserialize(p, ctxt);
                    if (n == out.length) {
                        out = Arrays.copyOf(out, n * 2);
                    }
                    out[n++] = ring;
                }
            } catch (Exception e) {
                throw JsonMappingException.wrapWithPath(e, CHUNK, n);
            }
            return n == out.length ? out : Arrays.copyOf(out, n);
        }
    }
}
