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
import java.util.Arrays;

/**
 * {@code double[][]}: Jackson's {@code ObjectArrayDeserializer} over
 * {@code PrimitiveArrayDeserializers.DoubleDeser}, with one scratch buffer per call, rows copied
 * to their exact length, and doubles read without a {@code String} ({@link DoubleText}). A
 * {@code double[][][]} is Jackson's array deserializer over this one.
 */
final class NestedDoubleArrayDeserializer extends FastContainerDeserializer {
    private static final long serialVersionUID = 1L;

    private transient JsonDeserializer<Object> rowDeser;
    /** The reference Jackson's {@code ObjectArrayDeserializer} reports in paths: its {@code Object[]} chunk. */
    private static final Object[] CHUNK = new Object[0];
    private static final Elements ELEMENTS = new Elements();

    /**
     * Parses a rare token inside a row exactly as Jackson's {@code DoubleDeser} does, including its
     * messages, which name the handled type ("element of `double[]`").
     */
    private static final class Elements extends com.fasterxml.jackson.databind.deser.std.StdDeserializer<double[]> {
        private static final long serialVersionUID = 1L;

        Elements() {
            super(double[].class);
        }

        double parse(JsonParser p, DeserializationContext ctxt) throws IOException {
            return _parseDoublePrimitive(p, ctxt);
        }

        @Override
        public double[] deserialize(JsonParser p, DeserializationContext ctxt) {
            throw new UnsupportedOperationException();
        }
    }

    NestedDoubleArrayDeserializer(JavaType type) {
        super(type);
    }

    @Override
    FastContainerDeserializer copy() {
        return new NestedDoubleArrayDeserializer(type);
    }

    @Override
    boolean contextualize(DeserializationContext ctxt, BeanProperty property) throws JsonMappingException {
        JavaType row = ctxt.constructType(double[].class);
        rowDeser = ctxt.findContextualValueDeserializer(row, property);
        intsAsDoubles = intsAsDoubles(ctxt, Double.TYPE);
        return JacksonDefaults.is(rowDeser, JacksonDefaults.DATABIND + "deser.std.PrimitiveArrayDeserializers$DoubleDeser");
    }

    @Override
    public LogicalType logicalType() {
        return LogicalType.Array;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!fast || !p.isExpectedStartArrayToken()) {
            return fallback(ctxt).deserialize(p, ctxt);
        }
        return read2(p, ctxt, new double[][][] {{new double[16]}});
    }

    /** Reads rows after their {@code START_ARRAY}; {@code box[0][0]} is the shared scratch row. */
    private double[][] read2(JsonParser p, DeserializationContext ctxt, double[][][] box) throws IOException {
        double[][] out = new double[8][];
        int n = 0;
        JsonToken t;
        try {
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                double[] row;
                if (t == JsonToken.START_ARRAY) {
                    row = readRow(p, ctxt, box);
                } else if (t == JsonToken.VALUE_NULL) {
                    row = (double[]) rowDeser.getNullValue(ctxt);
                } else {
                    row = (double[]) rowDeser.deserialize(p, ctxt);
                }
                if (n == out.length) {
                    out = Arrays.copyOf(out, n * 2);
                }
                out[n++] = row;
            }
        } catch (Exception e) {
            throw JsonMappingException.wrapWithPath(e, CHUNK, n);
        }
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    private double[] readRow(JsonParser p, DeserializationContext ctxt, double[][][] box) throws IOException {
        double[] buf = box[0][0];
        final boolean ints = intsAsDoubles;
        int n = 0;
        JsonToken t;
        try {
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                double v;
                if (t == JsonToken.VALUE_NUMBER_FLOAT || (t == JsonToken.VALUE_NUMBER_INT && ints)) {
                    v = DoubleText.read(p);
                } else {
                    v = ELEMENTS.parse(p, ctxt);
                }
                if (n == buf.length) {
                    buf = Arrays.copyOf(buf, n * 2);
                    box[0][0] = buf;
                }
                buf[n++] = v;
            }
        } catch (Exception e) {
            throw JsonMappingException.wrapWithPath(e, buf, n);
        }
        return Arrays.copyOf(buf, n);
    }
}
