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
 * Group 2, fast numbers, on trees ({@code readTree} and writing a {@code JsonNode}): the same
 * variants as {@link FastNumbersBench}. Run it on JDK 17 and on JDK 25.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class FastNumbersTreeBench {
    @Param({"currency", "geojson"})
    public String doc;

    private byte[] json;
    private JsonNode tree;
    private ObjectMapper jackson;
    private ObjectMapper fastParser;
    private ObjectMapper fastWriter;
    private ObjectMapper fastWriterJackson;
    private ObjectMapper fastMappers;
    private ObjectMapper fastMappersWriterOn;
    private ObjectMapper fastMappersWriterOff;

    @Setup
    public void setup() throws IOException {
        json = BenchData.bytes(switch (doc) {
            case "currency" -> BenchData.Doc.CURRENCY;
            case "geojson" -> BenchData.Doc.GEOJSON;
            default -> throw new IllegalArgumentException(doc);
        });
        jackson = Mappers.plain();
        fastParser = Mappers.bare().fastDoubleParser(true).fastBigNumberParser(true).build();
        fastWriter = Mappers.bare().fastDoubleWriter(true).build();
        fastWriterJackson = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .enable(com.fasterxml.jackson.core.StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
        fastMappers = FastMappers.json();
        fastMappersWriterOn = FastMappers.builder().fastDoubleWriter(true).build();
        fastMappersWriterOff = FastMappers.builder().fastDoubleWriter(false).build();
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
        Sanity.sameValue(doc + " readTree_fastParser", tree, readTree_fastParser());
        Sanity.sameValue(doc + " readTree_fastMappers", tree, readTree_fastMappers());
        byte[] expected = writeTree_jackson();
        Sanity.sameJson(doc + " writeTree_fastWriter", expected, writeTree_fastWriter());
        Sanity.sameJson(doc + " writeTree_fastWriterJackson", expected, writeTree_fastWriterJackson());
        Sanity.sameJson(doc + " writeTree_fastMappers", expected, writeTree_fastMappers());
        Sanity.sameJson(doc + " writeTree_fastMappersWriterOn", expected, writeTree_fastMappersWriterOn());
        Sanity.sameJson(doc + " writeTree_fastMappersWriterOff", expected, writeTree_fastMappersWriterOff());
    }

    @Benchmark
    public JsonNode readTree_jackson() throws IOException {
        return jackson.readTree(json);
    }

    @Benchmark
    public JsonNode readTree_fastParser() throws IOException {
        return fastParser.readTree(json);
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
    public byte[] writeTree_fastWriter() throws IOException {
        return fastWriter.writeValueAsBytes(tree);
    }

    /**
     * jackson-core's own fast writer: a plain {@code JsonMapper} with {@code USE_FAST_DOUBLE_WRITER}
     * on (one {@code String} per double), for comparison with {@code fastWriter}.
     *
     * @return the bytes
     * @throws IOException never
     */
    @Benchmark
    public byte[] writeTree_fastWriterJackson() throws IOException {
        return fastWriterJackson.writeValueAsBytes(tree);
    }

    @Benchmark
    public byte[] writeTree_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(tree);
    }

    @Benchmark
    public byte[] writeTree_fastMappersWriterOn() throws IOException {
        return fastMappersWriterOn.writeValueAsBytes(tree);
    }

    @Benchmark
    public byte[] writeTree_fastMappersWriterOff() throws IOException {
        return fastMappersWriterOff.writeValueAsBytes(tree);
    }
}
