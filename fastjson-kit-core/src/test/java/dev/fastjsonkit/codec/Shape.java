/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import java.util.EnumSet;
import java.util.Set;

/**
 * The JDK shapes that had a hand-written codec candidate, as labels of the test cases. Only the
 * readers of {@link #SHIPPED_READERS} ship in {@link FastCodecs#module()}; the rejected candidates
 * live in the bench module, and here their cases check that the shipped module leaves them to
 * Jackson.
 */
enum Shape {
    MAP_OF_DOUBLE,
    MAP_OF_LONG,
    MAP_OF_INTEGER,
    MAP_OF_STRING,
    MAP_OF_BOOLEAN,
    LIST_OF_STRING,
    LIST_OF_DOUBLE,
    LIST_OF_LONG,
    LIST_OF_INTEGER,
    DOUBLE_ARRAY_2D,
    DOUBLE_ARRAY_3D;

    /** The shapes whose hand-written reader ships. */
    static final Set<Shape> SHIPPED_READERS = EnumSet.of(MAP_OF_DOUBLE, LIST_OF_DOUBLE, DOUBLE_ARRAY_2D);
}
