/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.std.CollectionDeserializer;
import com.fasterxml.jackson.databind.util.ClassUtil;
import java.io.IOException;
import java.util.Collection;

/**
 * The array read of a generated codec's collection property ({@code List}, {@code Set}, ... of a
 * nested type) whose deserializer is databind's own {@link CollectionDeserializer}: a copy of that
 * deserializer (made once, when the codec is resolved) whose {@link #readArray} is the loop of its
 * {@code _deserializeFromArray}, called by the generated code straight from the property at a
 * {@code START_ARRAY}, without the property's and the deserializer's dispatch around it. Every
 * other token (a single value as an array, a string, a null) goes to the property's own
 * deserializer. The element's deserializer is whatever the mapper has for the element type: the
 * element's generated codec, which itself steps aside to Jackson where it must, or any other.
 *
 * <p>Values and exceptions are databind's (2.19.1 and later): a {@code null} element is skipped
 * ({@code @JsonSetter(contentNulls = SKIP)}), replaced by the content null provider or added as
 * null (failing as databind fails for a collection refusing nulls); an element's failure is wrapped
 * with the element's index unless {@code WRAP_EXCEPTIONS} is off. For use by generated code only.
 */
final class CollectionRead extends CollectionDeserializer {
    private static final long serialVersionUID = 1L;

    private CollectionRead(CollectionDeserializer src) {
        super(src);
    }

    /**
     * Returns the read for a property whose value deserializer is {@code d}, or null if {@code d}
     * is not databind's own {@link CollectionDeserializer} reading arrays through its element
     * deserializer alone: a delegating creator, type information on the elements or object
     * identity is left to it.
     *
     * @param d the property's value deserializer, or null
     * @return the read, or null
     */
    static CollectionRead of(JsonDeserializer<?> d) {
        if (d == null || d.getClass() != CollectionDeserializer.class) {
            return null;
        }
        CollectionRead r = new CollectionRead((CollectionDeserializer) (Object) d);
        if (r._delegateDeserializer != null || r._valueTypeDeserializer != null || r._valueDeserializer == null
                || r._valueDeserializer.getObjectIdReader() != null || r._valueInstantiator == null) {
            return null;
        }
        return r;
    }

    /**
     * Reads the array whose {@code START_ARRAY} is the current token, as databind's
     * {@code CollectionDeserializer} reads it, leaving the parser at its {@code END_ARRAY}.
     *
     * @param p the parser, at a {@code START_ARRAY}
     * @param ctxt the context
     * @return the new collection
     * @throws IOException as databind's deserializer would
     */
    Collection<Object> readArray(JsonParser p, DeserializationContext ctxt) throws IOException {
        final JsonDeserializer<Object> vd = _valueDeserializer;
        if (vd.getObjectIdReader() != null) { // as databind checks it per call
            return deserialize(p, ctxt);
        }
        final Collection<Object> result = createDefaultInstance(ctxt);
        p.assignCurrentValue(result);
        JsonToken t;
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            try {
                Object value = t == JsonToken.VALUE_NULL ? null : vd.deserialize(p, ctxt);
                if (value == null) {
                    if (t == JsonToken.VALUE_NULL && _skipNullValues) {
                        continue;
                    }
                    value = _nullProvider.getNullValue(ctxt);
                    if (value == null) {
                        _tryToAddNull(p, ctxt, result);
                        continue;
                    }
                }
                result.add(value);
            } catch (Exception e) {
                if (!ctxt.isEnabled(DeserializationFeature.WRAP_EXCEPTIONS)) {
                    ClassUtil.throwIfRTE(e);
                }
                throw JsonMappingException.wrapWithPath(e, result, result.size());
            }
        }
        return result;
    }
}
