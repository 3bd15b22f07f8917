/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * {@code double[][]} and {@code double[][][]}: the bytes of Jackson's {@code ObjectArraySerializer}
 * over {@code DoubleArraySerializer}, without the per-row serializer dispatch.
 */
final class NestedDoubleArraySerializer extends StdSerializer<Object> implements ContextualSerializer {
    private static final long serialVersionUID = 1L;

    private static final String DOUBLE_ARRAY = JacksonDefaults.DATABIND + "ser.std.StdArraySerializers$DoubleArraySerializer";

    private final JavaType type;
    private final int depth;
    private final transient JsonSerializer<Object> fallback;
    final boolean fast;

    NestedDoubleArraySerializer(JavaType type, int depth) {
        this(type, depth, null, false);
    }

    private NestedDoubleArraySerializer(JavaType type, int depth, JsonSerializer<Object> fallback, boolean fast) {
        super(type);
        this.type = type;
        this.depth = depth;
        this.fallback = fallback;
        this.fast = fast;
    }

    @Override
    public JsonSerializer<?> createContextual(SerializerProvider prov, BeanProperty property)
            throws JsonMappingException {
        JsonSerializer<Object> fb = JacksonDefaults.serializer(prov, type, property);
        JsonFormat.Value format = findFormatOverrides(prov, property, handledType());
        boolean ok = format.getFeature(JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED) == null
                && Contexts.plainContainer(prov, property, type.getRawClass())
                && JacksonDefaults.is(prov.findContentValueSerializer(double[].class, property), DOUBLE_ARRAY);
        if (ok && depth == 3) {
            JsonSerializer<Object> rows = prov.findContentValueSerializer(double[][].class, property);
            ok = JacksonDefaults.is(rows, JacksonDefaults.DATABIND + "ser.std.ObjectArraySerializer")
                    || rows instanceof NestedDoubleArraySerializer;
        }
        return new NestedDoubleArraySerializer(type, depth, fb, ok);
    }

    @Override
    public boolean isEmpty(SerializerProvider prov, Object value) {
        return ((Object[]) value).length == 0;
    }

    @Override
    public void serialize(Object value, JsonGenerator g, SerializerProvider prov) throws IOException {
        if (!fast || prov.isEnabled(SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)) {
            fallback(prov).serialize(value, g, prov);
            return;
        }
        if (depth == 2) {
            write2(value, g, prov);
        } else {
            Object[] a = (Object[]) value;
            g.writeStartArray(a, a.length);
            for (Object rows : a) {
                if (rows == null) {
                    prov.defaultSerializeNull(g);
                } else {
                    write2(rows, g, prov);
                }
            }
            g.writeEndArray();
        }
    }

    private static void write2(Object value, JsonGenerator g, SerializerProvider prov) throws IOException {
        double[][] a = (double[][]) value;
        g.writeStartArray(a, a.length);
        for (double[] row : a) {
            if (row == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeArray(row, 0, row.length);
            }
        }
        g.writeEndArray();
    }

    @Override
    public void serializeWithType(Object value, JsonGenerator g, SerializerProvider prov, TypeSerializer ts)
            throws IOException {
        fallback(prov).serializeWithType(value, g, prov, ts);
    }

    @Override
    public void acceptJsonFormatVisitor(JsonFormatVisitorWrapper visitor, JavaType typeHint)
            throws JsonMappingException {
        fallback(visitor.getProvider()).acceptJsonFormatVisitor(visitor, typeHint);
    }

    private JsonSerializer<Object> fallback(SerializerProvider prov) throws JsonMappingException {
        return fallback != null ? fallback : JacksonDefaults.serializer(prov, type, null);
    }
}
