/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.alibaba.fastjson2.JSON;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.Currency;
import dev.fastjsonkit.bench.model.FeatureCollection;
import dev.fastjsonkit.bench.model.media.setters.MediaContent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
 * Group 7, peers: context rows, never a target. fastjson2, Gson and Jackson 3.2 (plain
 * {@code tools.jackson.databind.ObjectMapper}, its defaults) beside plain Jackson 2 (baseline)
 * and {@code FastMappers.json()}, reading UTF-8 bytes into the same POJOs and writing them back
 * to UTF-8 bytes, with each library's defaults. Gson has no byte API, so its rows include the
 * UTF-8 decoding and encoding.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class PeersBench {
    @Param({"media", "currency", "geojson"})
    public String doc;

    private Class<?> type;
    private byte[] json;
    private Object value;
    private ObjectMapper jackson;
    private ObjectMapper fastMappers;
    private Gson gson;
    private tools.jackson.databind.ObjectMapper jackson3;

    @Setup
    public void setup() throws IOException {
        switch (doc) {
            case "media" -> { type = MediaContent.class; json = BenchData.bytes(BenchData.Doc.MEDIA); }
            case "currency" -> { type = Currency.class; json = BenchData.bytes(BenchData.Doc.CURRENCY); }
            case "geojson" -> { type = FeatureCollection.class; json = BenchData.bytes(BenchData.Doc.GEOJSON); }
            default -> throw new IllegalArgumentException(doc);
        }
        jackson = Mappers.plain();
        fastMappers = FastMappers.json();
        gson = new Gson();
        jackson3 = new tools.jackson.databind.ObjectMapper();
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
        Sanity.sameValue(doc + " read_fastMappers", value, read_fastMappers());
        Sanity.sameValue(doc + " read_fastjson2", value, read_fastjson2());
        Sanity.sameValue(doc + " read_gson", value, read_gson());
        Sanity.sameValue(doc + " read_jackson3", value, read_jackson3());
        Sanity.sameJson(doc + " write_fastMappers", write_jackson(), write_fastMappers());
        // peers omit nulls and order properties their own way: compare what they wrote, read back
        Sanity.sameValue(doc + " write_fastjson2", value, jackson.readValue(write_fastjson2(), type));
        Sanity.sameValue(doc + " write_gson", value, jackson.readValue(write_gson(), type));
        Sanity.sameValue(doc + " write_jackson3", value, jackson.readValue(write_jackson3(), type));
    }

    @Benchmark
    public Object read_jackson() throws IOException {
        return jackson.readValue(json, type);
    }

    @Benchmark
    public Object read_fastMappers() throws IOException {
        return fastMappers.readValue(json, type);
    }

    @Benchmark
    public Object read_fastjson2() {
        return JSON.parseObject(json, type);
    }

    @Benchmark
    public Object read_gson() {
        return gson.fromJson(new String(json, StandardCharsets.UTF_8), type);
    }

    @Benchmark
    public Object read_jackson3() {
        return jackson3.readValue(json, type);
    }

    @Benchmark
    public byte[] write_jackson() throws IOException {
        return jackson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastjson2() {
        return JSON.toJSONBytes(value);
    }

    @Benchmark
    public byte[] write_gson() {
        return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public byte[] write_jackson3() {
        return jackson3.writeValueAsBytes(value);
    }
}
