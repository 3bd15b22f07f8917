/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.type.TypeFactory;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.CreatorPoint;
import dev.fastjsonkit.bench.model.Point;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
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
 * Group 3, access modules: plain Jackson (baseline), Afterburner, Blackbird and
 * {@code FastMappers.json()} reading and writing MediaItem in four bean styles. The Afterburner
 * and Blackbird rows are {@code new ObjectMapper()} plus the module and nothing else, so they
 * differ from the baseline only by the module. The {@code recordList} and {@code creatorList}
 * styles read 1,000 two-field objects, records and {@code @JsonCreator} classes, where the
 * per-object cost of the creator call and the bean deserializer shows ({@code docs/core.md},
 * "Creators with arguments").
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class AccessModulesBench {
    @Param({"setters", "fields", "creator", "record", "recordList", "creatorList"})
    public String style;

    private JavaType type;
    private byte[] json;
    private Object value;
    private ObjectMapper jackson;
    private ObjectMapper afterburner;
    private ObjectMapper blackbird;
    private ObjectMapper fastMappers;

    @Setup
    public void setup() throws IOException {
        jackson = Mappers.plain();
        TypeFactory types = jackson.getTypeFactory();
        type = switch (style) {
            case "setters" -> types.constructType(dev.fastjsonkit.bench.model.media.setters.MediaContent.class);
            case "fields" -> types.constructType(dev.fastjsonkit.bench.model.media.fields.MediaContent.class);
            case "creator" -> types.constructType(dev.fastjsonkit.bench.model.media.creator.MediaContent.class);
            case "record" -> types.constructType(dev.fastjsonkit.bench.model.media.records.MediaContent.class);
            case "recordList" -> types.constructCollectionType(List.class, Point.class);
            case "creatorList" -> types.constructCollectionType(List.class, CreatorPoint.class);
            default -> throw new IllegalArgumentException(style);
        };
        json = style.endsWith("List") ? points(1_000) : BenchData.bytes(BenchData.Doc.MEDIA);
        afterburner = Mappers.plain().registerModule(new AfterburnerModule());
        blackbird = Mappers.plain().registerModule(new BlackbirdModule());
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
        Sanity.sameJson(style + " read_jackson", json, jackson.writeValueAsBytes(value));
        Sanity.sameValue(style + " read_afterburner", value, read_afterburner());
        Sanity.sameValue(style + " read_blackbird", value, read_blackbird());
        Sanity.sameValue(style + " read_fastMappers", value, read_fastMappers());
        byte[] expected = write_jackson();
        Sanity.sameJson(style + " write_afterburner", expected, write_afterburner());
        Sanity.sameJson(style + " write_blackbird", expected, write_blackbird());
        Sanity.sameJson(style + " write_fastMappers", expected, write_fastMappers());
    }

    private static byte[] points(int n) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < n; i++) {
            sb.append(i == 0 ? "{\"x\":" : ",{\"x\":").append(i * 7919 % 100_000).append(",\"y\":").append(-i).append('}');
        }
        return sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public Object read_jackson() throws IOException {
        return jackson.readValue(json, type);
    }

    @Benchmark
    public Object read_afterburner() throws IOException {
        return afterburner.readValue(json, type);
    }

    @Benchmark
    public Object read_blackbird() throws IOException {
        return blackbird.readValue(json, type);
    }

    @Benchmark
    public Object read_fastMappers() throws IOException {
        return fastMappers.readValue(json, type);
    }

    @Benchmark
    public byte[] write_jackson() throws IOException {
        return jackson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_afterburner() throws IOException {
        return afterburner.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_blackbird() throws IOException {
        return blackbird.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(value);
    }
}
