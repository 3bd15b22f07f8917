/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.type.ArrayType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the hand-written reader for a type: only the exact shipped shapes ({@code Map},
 * {@code HashMap} or {@code LinkedHashMap} with String keys and {@code Double} values;
 * {@code List} or {@code ArrayList} of {@code Double}; {@code double[][]}) and only when no
 * annotation gives a key, element or type deserializer. Everything else returns null, so Jackson
 * builds its own.
 */
final class CodecLookup extends Deserializers.Base {

    @Override
    public JsonDeserializer<?> findMapDeserializer(MapType type, DeserializationConfig config,
            BeanDescription desc, KeyDeserializer keyDeser, TypeDeserializer vtd, JsonDeserializer<?> valueDeser) {
        Class<?> raw = type.getRawClass();
        boolean shape = (raw == Map.class || raw == HashMap.class || raw == LinkedHashMap.class)
                && type.getKeyType().getRawClass() == String.class && isDouble(type.getContentType());
        return shape && keyDeser == null && vtd == null && valueDeser == null ? new StringKeyMapDeserializer(type) : null;
    }

    @Override
    public JsonDeserializer<?> findCollectionDeserializer(CollectionType type, DeserializationConfig config,
            BeanDescription desc, TypeDeserializer etd, JsonDeserializer<?> elementDeser) {
        Class<?> raw = type.getRawClass();
        boolean shape = (raw == List.class || raw == ArrayList.class) && isDouble(type.getContentType());
        return shape && etd == null && elementDeser == null ? new ScalarListDeserializer(type) : null;
    }

    @Override
    public JsonDeserializer<?> findArrayDeserializer(ArrayType type, DeserializationConfig config,
            BeanDescription desc, TypeDeserializer etd, JsonDeserializer<?> elementDeser) {
        boolean shape = type.getRawClass() == double[][].class;
        return shape && etd == null && elementDeser == null ? new NestedDoubleArrayDeserializer(type) : null;
    }

    private static boolean isDouble(JavaType t) {
        return t.getRawClass() == Double.class;
    }
}
