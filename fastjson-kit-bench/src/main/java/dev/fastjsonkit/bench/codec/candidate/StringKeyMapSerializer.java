/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
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
import com.fasterxml.jackson.databind.ser.std.StdKeySerializers;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Map;

/**
 * {@code Map<String, V>} for a scalar {@code V}: the bytes of Jackson's {@code MapSerializer}
 * without its per-entry dispatch. Steps aside to Jackson's serializer when the property or the
 * configuration asks for anything it does not do (see {@link #createContextual}).
 */
final class StringKeyMapSerializer extends StdSerializer<Map<?, ?>> implements ContextualSerializer {
    private static final long serialVersionUID = 1L;

    private final JavaType type;
    private final ValueKind kind;
    private final transient BeanProperty property;
    private final transient JsonSerializer<Object> fallback;
    final boolean fast;

    StringKeyMapSerializer(JavaType type, ValueKind kind) {
        this(type, kind, null, null, false);
    }

    private StringKeyMapSerializer(JavaType type, ValueKind kind, BeanProperty property,
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
        boolean ok = Contexts.plainContainer(prov, property, type.getRawClass())
                && JacksonDefaults.is(prov.findContentValueSerializer(type.getContentType(), property), kind.stdSerializer)
                && prov.findKeySerializer(type.getKeyType(), property) instanceof StdKeySerializers.StringKeySerializer;
        if (ok) {
            JsonFormat.Value format = findFormatOverrides(prov, property, Map.class);
            JsonInclude.Value incl = findIncludeOverrides(prov, property, Map.class);
            ok = format.getFeature(JsonFormat.Feature.WRITE_SORTED_MAP_ENTRIES) == null
                    && Contexts.includesAllContent(incl);
        }
        return new StringKeyMapSerializer(type, kind, property, fb, ok);
    }

    @Override
    public boolean isEmpty(SerializerProvider prov, Map<?, ?> value) {
        return fallback != null ? fallback.isEmpty(prov, value) : value.isEmpty();
    }

    @Override
    public void serialize(Map<?, ?> map, JsonGenerator g, SerializerProvider prov) throws IOException {
        if (!fast || prov.isEnabled(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                || !prov.isEnabled(SerializationFeature.WRITE_NULL_MAP_VALUES)) {
            fallback(prov).serialize(map, g, prov);
            return;
        }
        g.writeStartObject(map);
        final ValueKind k = kind;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            Object key = e.getKey();
            if (key == null) {
                prov.findNullKeySerializer(type.getKeyType(), property).serialize(null, g, prov);
            } else {
                g.writeFieldName((String) key);
            }
            Object v = e.getValue();
            if (v == null) {
                prov.defaultSerializeNull(g);
            } else {
                k.write(g, v);
            }
        }
        g.writeEndObject();
    }

    @Override
    public void serializeWithType(Map<?, ?> value, JsonGenerator g, SerializerProvider prov, TypeSerializer ts)
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
