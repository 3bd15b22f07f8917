/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.databind.Module;

/**
 * Hand-written Jackson deserializers for hot JDK shapes, as one Jackson {@link Module}.
 * {@code FastMappers.json()} registers it; add it to your own mapper with
 * {@code mapper.registerModule(FastCodecs.module())}.
 *
 * <p>They read values equal to Jackson's and throw the same exceptions. Where a feature or an
 * annotation would change the result (key or content deserializers, type information, ignored or
 * included keys, non-default content null handling, a user's own element deserializer, ...), they
 * step aside and Jackson's own deserializer does the work. Only exact types are taken: {@code Map},
 * {@code HashMap} and {@code LinkedHashMap} with {@code String} keys and {@code Double} values,
 * {@code List} and {@code ArrayList} of {@code Double}, and {@code double[][]}.
 *
 * <p>What ships: the deserializers of {@code Map<String, Double>} (1.93x Jackson's own on
 * USD.json-shaped rates), {@code List<Double>} (1.43x) and {@code double[][]} (1.56x on
 * GPS-precision pairs), which read doubles without a {@code String} per value. A candidate ships
 * only if it beat Jackson's own (de)serializer for its shape by at least 1.3x; every candidate
 * serializer and the other deserializers measured 0.94x to 1.23x and do not ship. Figures, method
 * and caveats: {@code docs/serializers.md} ({@code CodecBench}, {@code CpuTimeCheck}). The rejected
 * candidates live in the bench module ({@code dev.fastjsonkit.bench.codec.candidate}).
 */
public final class FastCodecs {
    private FastCodecs() {}

    private static final Module MODULE = new CodecModule();

    /**
     * Returns the module with every shipped hand-written codec.
     *
     * @return the module; one shared, stateless instance; thread-safe; register it on any number
     *     of mappers
     */
    public static Module module() {
        return MODULE;
    }
}
