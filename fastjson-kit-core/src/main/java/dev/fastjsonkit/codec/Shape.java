package dev.fastjsonkit.codec;

import java.util.EnumSet;
import java.util.Set;

/**
 * The JDK shapes with a hand-written codec candidate, and which directions ship. A direction ships
 * only if it beat Jackson's own (de)serializer by at least 1.3x in {@code CodecBench}; the figures
 * are in {@code docs/serializers.md}.
 */
enum Shape {
    MAP_OF_DOUBLE(ValueKind.DOUBLE),
    MAP_OF_LONG(ValueKind.LONG),
    MAP_OF_INTEGER(ValueKind.INTEGER),
    MAP_OF_STRING(ValueKind.STRING),
    MAP_OF_BOOLEAN(ValueKind.BOOLEAN),
    LIST_OF_STRING(ValueKind.STRING),
    LIST_OF_DOUBLE(ValueKind.DOUBLE),
    LIST_OF_LONG(ValueKind.LONG),
    LIST_OF_INTEGER(ValueKind.INTEGER),
    DOUBLE_ARRAY_2D(ValueKind.DOUBLE),
    DOUBLE_ARRAY_3D(ValueKind.DOUBLE);

    final ValueKind kind;

    Shape(ValueKind kind) {
        this.kind = kind;
    }

    static Shape map(ValueKind k) {
        switch (k) {
            case DOUBLE: return MAP_OF_DOUBLE;
            case LONG: return MAP_OF_LONG;
            case INTEGER: return MAP_OF_INTEGER;
            case STRING: return MAP_OF_STRING;
            default: return MAP_OF_BOOLEAN;
        }
    }

    static Shape list(ValueKind k) {
        switch (k) {
            case DOUBLE: return LIST_OF_DOUBLE;
            case LONG: return LIST_OF_LONG;
            case INTEGER: return LIST_OF_INTEGER;
            case STRING: return LIST_OF_STRING;
            default: return null;
        }
    }

    /**
     * The shapes whose serializer ships in {@link FastCodecs#module()}: none. Every candidate
     * writer measured 0.94x to 1.07x of Jackson's own ({@code CpuTimeCheck}, thread CPU time): the
     * cost is the generator's number and string writing, which both sides share byte for byte.
     */
    static final Set<Shape> SHIPPED_WRITERS = EnumSet.noneOf(Shape.class);

    /**
     * The shapes whose deserializer ships in {@link FastCodecs#module()}: those reading doubles,
     * where reading without a String wins (USD-shaped {@code Map<String, Double>} 1.93x,
     * {@code List<Double>} 1.43x, GPS-precision {@code double[][]} 1.56x; {@code CpuTimeCheck}).
     * The others measured 0.96x to 1.23x and are rejected (docs/serializers.md).
     */
    static final Set<Shape> SHIPPED_READERS = EnumSet.of(MAP_OF_DOUBLE, LIST_OF_DOUBLE, DOUBLE_ARRAY_2D);
}
