/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;

/** The mappers lined up by the benchmarks. */
public final class Mappers {
    private Mappers() {}

    /**
     * The baseline of every table: plain {@code new ObjectMapper()}, built once and reused.
     *
     * @return a new plain mapper
     */
    public static ObjectMapper plain() {
        return new ObjectMapper();
    }

    /**
     * A {@link FastMappers#builder()} with every switch off: behaves as {@code new ObjectMapper()},
     * so turning one switch back on isolates that switch.
     *
     * @return a new builder with every choice off
     */
    public static FastMappers.Builder bare() {
        return FastMappers.builder()
                .fastDoubleParser(false)
                .fastBigNumberParser(false)
                .fastDoubleWriter(false)
                .blackbird(false)
                .javaTimeModule(false)
                .jdk8Module(false)
                .isoDates(false)
                .ignoreUnknownProperties(false)
                .generatedCodecs(false);
    }
}
