/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.Order;
import dev.fastjsonkit.bench.model.OrderBatch;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Group 4, readers and writers: {@code mapper.readValue(bytes, Class)} (baseline) against a cached
 * {@code ObjectReader} of the same plain mapper, and {@code writeValueAsBytes} against a cached
 * {@code ObjectWriter}; plus {@code FastMappers.json()} and its cached
 * {@code FastMappers.reader/writer}. Payloads: one order (about 200 B) and 250 orders (about
 * 50 KB).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class ReadersWritersBench {
    @Param({"small", "large"})
    public String payload;

    private Class<?> type;
    private byte[] json;
    private Object value;
    private ObjectMapper jackson;
    private ObjectReader objectReader;
    private ObjectWriter objectWriter;
    private ObjectMapper fastMappers;

    @Setup
    public void setup() throws IOException {
        switch (payload) {
            case "small" -> { type = Order.class; json = BenchData.bytes(BenchData.Doc.ORDER); }
            case "large" -> { type = OrderBatch.class; json = BenchData.bytes(BenchData.Doc.ORDER_BATCH); }
            default -> throw new IllegalArgumentException(payload);
        }
        jackson = Mappers.plain();
        objectReader = jackson.readerFor(type);
        objectWriter = jackson.writerFor(type);
        fastMappers = FastMappers.json();
        value = jackson.readValue(json, type);
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
        Sanity.sameJson(payload + " round trip", json, write_jackson());
        Sanity.sameValue(payload + " read_objectReader", value, read_objectReader());
        Sanity.sameValue(payload + " read_fastMappers", value, read_fastMappers());
        Sanity.sameValue(payload + " read_fastMappersReader", value, read_fastMappersReader());
        byte[] expected = write_jackson();
        Sanity.sameJson(payload + " write_objectWriter", expected, write_objectWriter());
        Sanity.sameJson(payload + " write_fastMappers", expected, write_fastMappers());
        Sanity.sameJson(payload + " write_fastMappersWriter", expected, write_fastMappersWriter());
    }

    @Benchmark
    public Object read_jackson() throws IOException {
        return jackson.readValue(json, type);
    }

    @Benchmark
    public Object read_objectReader() throws IOException {
        return objectReader.readValue(json);
    }

    @Benchmark
    public Object read_fastMappers() throws IOException {
        return fastMappers.readValue(json, type);
    }

    @Benchmark
    public Object read_fastMappersReader() throws IOException {
        return FastMappers.reader(type).readValue(json);
    }

    @Benchmark
    public byte[] write_jackson() throws IOException {
        return jackson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_objectWriter() throws IOException {
        return objectWriter.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappersWriter() throws IOException {
        return FastMappers.writer(type).writeValueAsBytes(value);
    }
}
