/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.util.NameTransformer;

/**
 * databind's own bean deserializer for a type read as a {@code @JsonUnwrapped} property, made from
 * a subclass of {@link BeanDeserializer} (a generated codec's, the kit's bean reading's).
 * {@code BeanDeserializer.unwrappingDeserializer} makes one only for its own class and returns any
 * subclass unchanged, which then reads the enclosing object's other members as its own and finds
 * none of its properties: a generated codec's type read back unwrapped came back null. Such a
 * subclass returns {@link #of} instead. For use by the kit's deserializers only.
 */
public final class UnwrappingBeanDeserializer extends BeanDeserializer {
    private static final long serialVersionUID = 1L;

    /** The transformer a copy is being made for, as {@link BeanDeserializer} guards recursion. */
    private transient volatile NameTransformer transforming;

    private UnwrappingBeanDeserializer(BeanDeserializerBase src, NameTransformer transformer) {
        super(src, transformer);
    }

    /**
     * Returns databind's unwrapping deserializer for {@code src}'s type, as
     * {@code BeanDeserializer.unwrappingDeserializer} makes it for its own class.
     *
     * @param src the resolved bean deserializer
     * @param transformer the names' prefix and suffix
     * @return the unwrapping deserializer
     */
    public static JsonDeserializer<Object> of(BeanDeserializerBase src, NameTransformer transformer) {
        return new UnwrappingBeanDeserializer(src, transformer);
    }

    @Override
    public JsonDeserializer<Object> unwrappingDeserializer(NameTransformer transformer) {
        if (transforming == transformer) {
            return this;
        }
        transforming = transformer;
        try {
            return new UnwrappingBeanDeserializer(this, transformer);
        } finally {
            transforming = null;
        }
    }
}
