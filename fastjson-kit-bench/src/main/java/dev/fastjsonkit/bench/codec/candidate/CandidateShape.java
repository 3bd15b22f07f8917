/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JDK shapes that had a hand-written codec candidate. Only the readers of the shapes marked
 * {@code shippedReader} ship (core's {@code FastCodecs}); every serializer and the other readers
 * are the rejected candidates of this package.
 */
enum CandidateShape {
    MAP_OF_DOUBLE(ValueKind.DOUBLE, true),
    MAP_OF_LONG(ValueKind.LONG, false),
    MAP_OF_INTEGER(ValueKind.INTEGER, false),
    MAP_OF_STRING(ValueKind.STRING, false),
    MAP_OF_BOOLEAN(ValueKind.BOOLEAN, false),
    LIST_OF_STRING(ValueKind.STRING, false),
    LIST_OF_DOUBLE(ValueKind.DOUBLE, true),
    LIST_OF_LONG(ValueKind.LONG, false),
    LIST_OF_INTEGER(ValueKind.INTEGER, false),
    DOUBLE_ARRAY_2D(ValueKind.DOUBLE, true),
    DOUBLE_ARRAY_3D(ValueKind.DOUBLE, false);

    final ValueKind kind;
    /** Whether core ships this shape's reader, so the candidate module uses core's. */
    final boolean shippedReader;

    CandidateShape(ValueKind kind, boolean shippedReader) {
        this.kind = kind;
        this.shippedReader = shippedReader;
    }

    /**
     * Returns the shape of an exact type: {@code Map}, {@code HashMap} or {@code LinkedHashMap} with
     * String keys and a scalar value; {@code List} or {@code ArrayList} of a scalar;
     * {@code double[][]} or {@code double[][][]}. Null for anything else.
     */
    static CandidateShape of(JavaType type) {
        Class<?> raw = type.getRawClass();
        if (type instanceof MapType) {
            if ((raw == Map.class || raw == HashMap.class || raw == LinkedHashMap.class)
                    && type.getKeyType().getRawClass() == String.class) {
                ValueKind k = ValueKind.of(type.getContentType().getRawClass());
                return k == null ? null : valueOf("MAP_OF_" + k.name());
            }
        } else if (type instanceof CollectionType) {
            if (raw == List.class || raw == ArrayList.class) {
                ValueKind k = ValueKind.of(type.getContentType().getRawClass());
                return k == null || k == ValueKind.BOOLEAN ? null : valueOf("LIST_OF_" + k.name());
            }
        } else if (raw == double[][].class) {
            return DOUBLE_ARRAY_2D;
        } else if (raw == double[][][].class) {
            return DOUBLE_ARRAY_3D;
        }
        return null;
    }
}
