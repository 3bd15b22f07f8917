/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.Currency;
import dev.fastjsonkit.bench.model.FeatureCollection;
import dev.fastjsonkit.bench.model.media.setters.MediaContent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
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
 * The read side of the kit's parser engine, each row beside plain Jackson ({@code new
 * ObjectMapper()}, reused): the typed read ({@code media}: MediaItem, {@code currency}: USD,
 * {@code geojson}: canada; {@code twitter} and {@code citm} to {@code Map}), every document to
 * {@code Map} and to {@code JsonNode}, and the parsers alone: {@code tokens} walks
 * {@code nextToken()} reading every string value with {@code getText()}, {@code fields} walks
 * {@code nextFieldName()} as databind does, matching each name against a map of the document's
 * names. {@code empty} is the per-call floor: a 4-byte document to {@code JsonNode}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class EngineReadBench {
    @Param({"media", "twitter", "citm", "currency", "geojson"})
    public String doc;

    private static final byte[] EMPTY = "[  ]".getBytes(StandardCharsets.US_ASCII);

    private Class<?> type;
    private byte[] json;
    private ObjectMapper jackson;
    private ObjectMapper fastMappers;
    private JsonFactory jacksonFactory;
    private JsonFactory engineFactory;
    private final Map<String, Integer> names = new HashMap<>();

    @Setup
    public void setup() throws IOException {
        switch (doc) {
            case "media" -> { type = MediaContent.class; json = BenchData.bytes(BenchData.Doc.MEDIA); }
            case "currency" -> { type = Currency.class; json = BenchData.bytes(BenchData.Doc.CURRENCY); }
            case "geojson" -> { type = FeatureCollection.class; json = BenchData.bytes(BenchData.Doc.GEOJSON); }
            case "twitter" -> { type = Map.class; json = BenchData.bytes(BenchData.Doc.TWITTER); }
            case "citm" -> { type = Map.class; json = BenchData.bytes(BenchData.Doc.CITM); }
            default -> throw new IllegalArgumentException(doc);
        }
        jackson = Mappers.plain();
        fastMappers = FastMappers.json();
        jacksonFactory = jackson.getFactory();
        engineFactory = fastMappers.getFactory();
        try (JsonParser p = jacksonFactory.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) {
                    names.putIfAbsent(p.currentName(), names.size());
                }
            }
        }
    }

    /**
     * Checks, after the measurement, that every variant agrees with plain Jackson (see
     * {@link FastNumbersBench#check()} for why not in setup).
     *
     * @throws IOException never
     * @throws IllegalStateException if a variant differs from plain Jackson
     */
    @TearDown
    public void check() throws IOException {
        Sanity.sameValue(doc + " read_fastMappers", read_jackson(), read_fastMappers());
        Sanity.sameValue(doc + " map_fastMappers", map_jackson(), map_fastMappers());
        Sanity.sameValue(doc + " tree_fastMappers", tree_jackson(), tree_fastMappers());
        Sanity.sameValue(doc + " empty_fastMappers", empty_jackson(), empty_fastMappers());
        if (tokens_jackson() != tokens_engine() || fields_jackson() != fields_engine()) {
            throw new IllegalStateException(doc + ": the engine's parser walked the document differently");
        }
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
    public Object map_jackson() throws IOException {
        return jackson.readValue(json, Map.class);
    }

    @Benchmark
    public Object map_fastMappers() throws IOException {
        return fastMappers.readValue(json, Map.class);
    }

    @Benchmark
    public JsonNode tree_jackson() throws IOException {
        return jackson.readTree(json);
    }

    @Benchmark
    public JsonNode tree_fastMappers() throws IOException {
        return fastMappers.readTree(json);
    }

    @Benchmark
    public JsonNode empty_jackson() throws IOException {
        return jackson.readTree(EMPTY);
    }

    @Benchmark
    public JsonNode empty_fastMappers() throws IOException {
        return fastMappers.readTree(EMPTY);
    }

    @Benchmark
    public long tokens_jackson() throws IOException {
        return tokens(jacksonFactory);
    }

    @Benchmark
    public long tokens_engine() throws IOException {
        return tokens(engineFactory);
    }

    @Benchmark
    public long fields_jackson() throws IOException {
        return fields(jacksonFactory);
    }

    @Benchmark
    public long fields_engine() throws IOException {
        return fields(engineFactory);
    }

    private long tokens(JsonFactory f) throws IOException {
        long sum = 0;
        try (JsonParser p = f.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                sum += t == JsonToken.VALUE_STRING ? p.getText().length() : t.ordinal();
            }
        }
        return sum;
    }

    private long fields(JsonFactory f) throws IOException {
        long sum = 0;
        try (JsonParser p = f.createParser(json)) {
            while (p.nextToken() != null) {
                for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
                    sum += names.get(name);
                    if (p.nextToken() == JsonToken.VALUE_STRING) {
                        sum += p.getText().length();
                    }
                }
            }
        }
        return sum;
    }
}
