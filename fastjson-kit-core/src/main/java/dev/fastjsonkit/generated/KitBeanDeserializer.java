/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.util.IgnorePropertiesUtil;
import com.fasterxml.jackson.databind.util.NameTransformer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;

/**
 * The base of the kit's bean deserializers (generated codecs', the kit's bean reading's): databind's
 * {@link BeanDeserializer}, replaced where databind made its own or Blackbird's, and made unwrapping
 * as databind makes its own. {@code BeanDeserializer.unwrappingDeserializer} makes an unwrapping
 * copy only for its own class and returns any subclass unchanged, which then read the enclosing
 * object's other members as its own and found none of its properties: a generated codec's type
 * read back as a {@code @JsonUnwrapped} property came back null. For use by the kit only.
 */
public abstract class KitBeanDeserializer extends BeanDeserializer {
    private static final long serialVersionUID = 1L;

    private static final String BLACKBIRD_DESERIALIZER =
            "com.fasterxml.jackson.module.blackbird.deser.SuperSonicBeanDeserializer";

    /** The transformer an unwrapping copy is being made for, as {@link BeanDeserializer} guards recursion. */
    private transient volatile NameTransformer transforming;

    /**
     * Copies databind's deserializer for the type.
     *
     * @param src databind's (or Blackbird's) bean deserializer
     */
    protected KitBeanDeserializer(BeanDeserializerBase src) {
        super(src);
    }

    private KitBeanDeserializer(BeanDeserializerBase src, NameTransformer transformer) {
        super(src, transformer);
    }

    /**
     * Returns whether {@code d} is a bean deserializer the kit may replace: databind's own
     * {@link BeanDeserializer} or Blackbird's, not a custom one, a generated codec's or another
     * module's.
     *
     * @param d the deserializer a bean deserializer modifier is given
     * @return whether the kit may replace it
     */
    public static boolean replaceable(JsonDeserializer<?> d) {
        Class<?> c = d.getClass();
        return c == BeanDeserializer.class || c.getName().equals(BLACKBIRD_DESERIALIZER);
    }

    /**
     * Reads a member of a creator-read object that is neither a creator parameter nor a property,
     * the parser at its value, as databind's {@code _deserializeUsingPropertyBased} reads it (for a
     * type without an any-setter): an ignored name is handed to {@code handleIgnoredProperty}, with
     * unknown members ignored the value is skipped, else name and value are buffered for
     * {@code handleUnknownProperties} once the bean is made.
     *
     * @param p the parser, at the member's value
     * @param ctxt the read's context
     * @param name the member's name
     * @param unknown the members buffered so far, or null
     * @return the members buffered, {@code unknown} or a new buffer holding this member
     * @throws IOException as databind's handling of the member throws
     */
    protected final TokenBuffer otherMember(JsonParser p, DeserializationContext ctxt, String name, TokenBuffer unknown)
            throws IOException {
        if (IgnorePropertiesUtil.shouldIgnore(name, _ignorableProps, _includableProps)) {
            handleIgnoredProperty(p, ctxt, handledType(), name);
            return unknown;
        }
        if (_ignoreAllUnknown) {
            p.skipChildren();
            return unknown;
        }
        TokenBuffer b = unknown == null ? ctxt.bufferForInputBuffering(p) : unknown;
        b.writeFieldName(name);
        b.copyCurrentStructure(p);
        return b;
    }

    /**
     * Returns databind's unwrapping deserializer for the type ({@code @JsonUnwrapped}), as
     * {@code BeanDeserializer.unwrappingDeserializer} makes it for its own class.
     */
    @Override
    public JsonDeserializer<Object> unwrappingDeserializer(NameTransformer transformer) {
        if (transforming == transformer) {
            return this;
        }
        transforming = transformer;
        try {
            return new Unwrapping(this, transformer);
        } finally {
            transforming = null;
        }
    }

    /** databind's unwrapping bean deserializer: {@link BeanDeserializer}'s reads, names transformed. */
    private static final class Unwrapping extends KitBeanDeserializer {
        private static final long serialVersionUID = 1L;

        Unwrapping(BeanDeserializerBase src, NameTransformer transformer) {
            super(src, transformer);
        }
    }
}
