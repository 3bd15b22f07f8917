/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
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
 * Whole documents: {@code FastMappers.json()} against plain Jackson (baseline) reading every
 * corpus document as a tree and writing it back, so that "never slower on any workload" covers
 * the twitter and citm_catalog shapes too; {@code logs} (generated application log events) is the
 * shape where plain-ASCII string values are most of the bytes.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class DocumentsBench {
    @Param({"twitter", "citm", "geojson", "currency", "media", "logs"})
    public String doc;

    private byte[] json;
    private JsonNode tree;
    private ObjectMapper jackson;
    private ObjectMapper fastMappers;

    @Setup
    public void setup() throws IOException {
        json = BenchData.bytes(switch (doc) {
            case "twitter" -> BenchData.Doc.TWITTER;
            case "citm" -> BenchData.Doc.CITM;
            case "geojson" -> BenchData.Doc.GEOJSON;
            case "currency" -> BenchData.Doc.CURRENCY;
            case "media" -> BenchData.Doc.MEDIA;
            case "logs" -> BenchData.Doc.LOG_EVENTS;
            default -> throw new IllegalArgumentException(doc);
        });
        jackson = Mappers.plain();
        fastMappers = FastMappers.json();
        tree = jackson.readTree(json);
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
        Sanity.sameValue(doc + " readTree_fastMappers", tree, readTree_fastMappers());
        Sanity.sameJson(doc + " writeTree_fastMappers", writeTree_jackson(), writeTree_fastMappers());
    }

    @Benchmark
    public JsonNode readTree_jackson() throws IOException {
        return jackson.readTree(json);
    }

    @Benchmark
    public JsonNode readTree_fastMappers() throws IOException {
        return fastMappers.readTree(json);
    }

    @Benchmark
    public byte[] writeTree_jackson() throws IOException {
        return jackson.writeValueAsBytes(tree);
    }

    @Benchmark
    public byte[] writeTree_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(tree);
    }
}
