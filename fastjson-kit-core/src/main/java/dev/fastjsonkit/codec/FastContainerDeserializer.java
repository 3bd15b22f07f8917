/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.util.AccessPattern;
import com.fasterxml.jackson.databind.util.ClassUtil;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;

/**
 * Common part of the hand-written container deserializers: after contextualization each instance
 * holds Jackson's own deserializer for the same type and property ({@link #fallback}) and hands it
 * every token, feature and call that its fast path does not cover, so values and exceptions are
 * Jackson's.
 */
abstract class FastContainerDeserializer extends com.fasterxml.jackson.databind.deser.std.StdDeserializer<Object>
        implements ContextualDeserializer {
    private static final long serialVersionUID = 1L;

    final JavaType type;
    transient JsonDeserializer<Object> fallback;
    /** Whether the fast path applies: standard element deserializers, default null handling. */
    boolean fast;
    /** Whether Jackson's coercion config reads integer tokens into floating-point targets as is. */
    boolean intsAsDoubles;

    FastContainerDeserializer(JavaType type) {
        super(type);
        this.type = type;
    }

    /** Returns a copy of this deserializer for a property, before its fields are set. */
    abstract FastContainerDeserializer copy();

    /** Returns whether the fast path applies to {@code property}; may set element deserializers. */
    abstract boolean contextualize(DeserializationContext ctxt, BeanProperty property) throws JsonMappingException;

    @Override
    public final JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws JsonMappingException {
        FastContainerDeserializer d = copy();
        d.fallback = JacksonDefaults.deserializer(ctxt, type, property);
        DeserializationConfig config = ctxt.getConfig();
        d.fast = Contexts.defaultNulls(findContentNullStyle(ctxt, property))
                && Contexts.plainProperty(config, ctxt.getAnnotationIntrospector(), property)
                && d.contextualize(ctxt, property);
        return d;
    }

    /** Jackson's own deserializer of {@code Double} elements, whose fast path {@link #readDouble} copies. */
    static final String DOUBLE_DESERIALIZER = JacksonDefaults.DATABIND + "deser.std.NumberDeserializers$DoubleDeserializer";

    /**
     * Reads the non-null current token as a {@code Double} element: floating-point tokens (and
     * integer tokens when {@code intsAsDoubles}) without a {@code String} ({@link DoubleText});
     * every other token goes to {@code std}, Jackson's standard element deserializer, so coercions
     * and errors are Jackson's own.
     */
    static Object readDouble(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std,
            boolean intsAsDoubles) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NUMBER_FLOAT || (t == JsonToken.VALUE_NUMBER_INT && intsAsDoubles)) {
            return DoubleText.read(p);
        }
        return std.deserialize(p, ctxt);
    }

    boolean intsAsDoubles(DeserializationContext ctxt, Class<?> target) {
        return ctxt.findCoercionAction(LogicalType.Float, target, CoercionInputShape.Integer)
                == CoercionAction.TryConvert;
    }

    final JsonDeserializer<Object> fallback(DeserializationContext ctxt) throws JsonMappingException {
        return fallback != null ? fallback : JacksonDefaults.deserializer(ctxt, type, null);
    }

    @Override
    public final Object deserialize(JsonParser p, DeserializationContext ctxt, Object intoValue) throws IOException {
        return fallback(ctxt).deserialize(p, ctxt, intoValue);
    }

    @Override
    public final Object deserializeWithType(JsonParser p, DeserializationContext ctxt, TypeDeserializer td)
            throws IOException {
        return fallback(ctxt).deserializeWithType(p, ctxt, td);
    }

    @Override
    public final Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
        return fallback != null ? fallback.getNullValue(ctxt) : null;
    }

    @Override
    public final AccessPattern getNullAccessPattern() {
        return fallback != null ? fallback.getNullAccessPattern() : AccessPattern.CONSTANT;
    }

    @Override
    public final Object getEmptyValue(DeserializationContext ctxt) throws JsonMappingException {
        return fallback(ctxt).getEmptyValue(ctxt);
    }

    @Override
    public final AccessPattern getEmptyAccessPattern() {
        return AccessPattern.DYNAMIC;
    }

    @Override
    public final Boolean supportsUpdate(DeserializationConfig config) {
        return fallback != null ? fallback.supportsUpdate(config) : Boolean.TRUE;
    }

    @Override
    public final boolean isCachable() {
        return fallback == null;
    }

    /** Jackson's {@code ContainerDeserializerBase.wrapAndThrow}: the same exception and path. */
    static IOException wrap(DeserializationContext ctxt, Throwable t, Object ref, String key) throws IOException {
        while (t instanceof InvocationTargetException && t.getCause() != null) {
            t = t.getCause();
        }
        ClassUtil.throwIfError(t);
        if (ctxt != null && !ctxt.isEnabled(DeserializationFeature.WRAP_EXCEPTIONS)) {
            ClassUtil.throwIfRTE(t);
        }
        if (t instanceof IOException && !(t instanceof JsonMappingException)) {
            throw (IOException) t;
        }
        throw JsonMappingException.wrapWithPath(t, ref, ClassUtil.nonNull(key, "N/A"));
    }
}
