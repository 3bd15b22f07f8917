/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.media.setters.MediaContent;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Group 1, mapper reuse: a new {@code ObjectMapper} per call against one reused plain mapper (the
 * baseline, {@code _jackson}) and the shared {@code FastMappers.json()}, reading and writing the
 * MediaItem document.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class MapperReuseBench {
    private ObjectMapper jackson;
    private ObjectMapper fastMappers;
    private byte[] json;
    private MediaContent value;

    @Setup
    public void setup() throws IOException {
        jackson = Mappers.plain();
        fastMappers = FastMappers.json();
        json = BenchData.bytes(BenchData.Doc.MEDIA);
        value = jackson.readValue(json, MediaContent.class);
    }

    /**
     * Checks, after the measurement, that every variant agrees with plain Jackson. It runs here
     * and not in {@link #setup()} so that a fork runs no other variant's code before the measured
     * one is compiled (see {@link FastNumbersBench#check()}).
     *
     * @throws IOException never
     * @throws IllegalStateException if a variant differs from plain Jackson
     */
    @TearDown
    public void check() throws IOException {
        Sanity.sameValue("read_newMapper", value, read_newMapper());
        Sanity.sameValue("read_fastMappers", value, read_fastMappers());
        Sanity.sameJson("write_newMapper", write_jackson(), write_newMapper());
        Sanity.sameJson("write_fastMappers", write_jackson(), write_fastMappers());
    }

    @Benchmark
    public MediaContent read_newMapper() throws IOException {
        return new ObjectMapper().readValue(json, MediaContent.class);
    }

    @Benchmark
    public MediaContent read_jackson() throws IOException {
        return jackson.readValue(json, MediaContent.class);
    }

    @Benchmark
    public MediaContent read_fastMappers() throws IOException {
        return fastMappers.readValue(json, MediaContent.class);
    }

    @Benchmark
    public byte[] write_newMapper() throws IOException {
        return new ObjectMapper().writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_jackson() throws IOException {
        return jackson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(value);
    }
}
