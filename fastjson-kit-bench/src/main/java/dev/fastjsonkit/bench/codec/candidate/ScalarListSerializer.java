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
import java.util.List;
import java.util.RandomAccess;

/**
 * {@code List<E>} for a scalar {@code E}: the bytes of Jackson's {@code IndexedListSerializer} /
 * {@code StringCollectionSerializer}. Steps aside for single-element unwrapping and non-standard
 * element serializers.
 */
final class ScalarListSerializer extends StdSerializer<List<?>> implements ContextualSerializer {
    private static final long serialVersionUID = 1L;

    private final JavaType type;
    private final ValueKind kind;
    private final transient BeanProperty property;
    private final transient JsonSerializer<Object> fallback;
    final boolean fast;

    ScalarListSerializer(JavaType type, ValueKind kind) {
        this(type, kind, null, null, false);
    }

    private ScalarListSerializer(JavaType type, ValueKind kind, BeanProperty property,
            JsonSerializer<Object> fallback, boolean fast) {
        super(type);
        this.type = type;
        this.kind = kind;
        this.property = property;
        this.fallback = fallback;
        this.fast = fast;
    }

    @Override
    public JsonSerializer<?> createContextual(SerializerProvider prov, BeanProperty property)
            throws JsonMappingException {
        JsonSerializer<Object> fb = JacksonDefaults.serializer(prov, type, property);
        JsonFormat.Value format = findFormatOverrides(prov, property, List.class);
        boolean ok = format.getFeature(JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED) == null
                && Contexts.includesAllContent(findIncludeOverrides(prov, property, List.class))
                && Contexts.plainContainer(prov, property, type.getRawClass())
                && JacksonDefaults.is(prov.findContentValueSerializer(type.getContentType(), property), kind.stdSerializer);
        return new ScalarListSerializer(type, kind, property, fb, ok);
    }

    @Override
    public boolean isEmpty(SerializerProvider prov, List<?> value) {
        return value.isEmpty();
    }

    @Override
    public void serialize(List<?> list, JsonGenerator g, SerializerProvider prov) throws IOException {
        if (!fast || prov.isEnabled(SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)) {
            fallback(prov).serialize(list, g, prov);
            return;
        }
        final int n = list.size();
        final ValueKind k = kind;
        g.writeStartArray(list, n);
        if (list instanceof RandomAccess) {
            for (int i = 0; i < n; i++) {
                Object v = list.get(i);
                if (v == null) {
                    prov.defaultSerializeNull(g);
                } else {
                    k.write(g, v);
                }
            }
        } else {
            for (Object v : list) {
                if (v == null) {
                    prov.defaultSerializeNull(g);
                } else {
                    k.write(g, v);
                }
            }
        }
        g.writeEndArray();
    }

    @Override
    public void serializeWithType(List<?> value, JsonGenerator g, SerializerProvider prov, TypeSerializer ts)
            throws IOException {
        fallback(prov).serializeWithType(value, g, prov, ts);
    }

    @Override
    public void acceptJsonFormatVisitor(JsonFormatVisitorWrapper visitor, JavaType typeHint)
            throws JsonMappingException {
        fallback(visitor.getProvider()).acceptJsonFormatVisitor(visitor, typeHint);
    }

    private JsonSerializer<Object> fallback(SerializerProvider prov) throws JsonMappingException {
        return fallback != null ? fallback : JacksonDefaults.serializer(prov, type, property);
    }
}
