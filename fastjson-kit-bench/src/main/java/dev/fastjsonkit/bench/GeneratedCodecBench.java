/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.codec.CodecData;
import dev.fastjsonkit.bench.model.generated.Dto20;
import dev.fastjsonkit.bench.model.generated.MediaItem;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
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
 * Codecs generated for {@code @FastCodec} types against plain Jackson, on MediaItem and on a
 * 20-property DTO of mixed types ({@link Dto20}): {@code jackson} is the baseline (a reused
 * {@code new ObjectMapper()}; for the DTO, which holds an {@code Instant}, with
 * {@code JavaTimeModule} and ISO dates, as any user of {@code java.time} configures it),
 * {@code fastMappers} is {@code FastMappers.builder().generatedCodecs(false)} (the kit without
 * generated codecs) and {@code generated} is {@code FastMappers.builder()} (the kit with them; its
 * {@code explain} is checked to say the codec serves). All rows read and write the same bytes,
 * checked in {@link #check()}.
 *
 * <p>Quick run: {@code java -jar fastjson-kit-bench/target/benchmarks.jar GeneratedCodecBench -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class GeneratedCodecBench {
    /** The model: {@code MEDIA} (MediaItem) or {@code DTO} (the 20-property DTO). */
    @Param({"MEDIA", "DTO"})
    public String shape;

    private ObjectWriter jacksonWriter;
    private ObjectReader jacksonReader;
    private ObjectWriter fastMappersWriter;
    private ObjectReader fastMappersReader;
    private ObjectWriter generatedWriter;
    private ObjectReader generatedReader;
    private Object value;
    private byte[] json;

    /**
     * Builds the mappers, the value and its JSON (written by plain Jackson).
     *
     * @throws IOException never
     */
    @Setup
    public void setup() throws IOException {
        Class<?> type = shape.equals("MEDIA") ? MediaItem.class : Dto20.class;
        ObjectMapper jackson = shape.equals("MEDIA") ? new ObjectMapper()
                : new ObjectMapper().registerModule(new JavaTimeModule())
                        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        ObjectMapper kit = FastMappers.builder().generatedCodecs(false).build();
        ObjectMapper generated = FastMappers.builder().build();
        String why = GeneratedCodecs.explain(generated, type);
        if (!why.equals("generated codec: writes and reads")) {
            throw new IllegalStateException(type.getSimpleName() + ": " + why);
        }
        json = shape.equals("MEDIA") ? jackson.writeValueAsBytes(CodecData.mediaContent())
                : jackson.writeValueAsBytes(dto());
        value = jackson.readValue(json, type);
        jacksonWriter = jackson.writerFor(type);
        jacksonReader = jackson.readerFor(type);
        fastMappersWriter = kit.writerFor(type);
        fastMappersReader = kit.readerFor(type);
        generatedWriter = generated.writerFor(type);
        generatedReader = generated.readerFor(type);
    }

    static Dto20 dto() {
        Dto20 d = new Dto20();
        d.id = 912_345_678_901L;
        d.name = "Ada Lovelace";
        d.email = "ada@example.org";
        d.city = "London";
        d.country = "GB";
        d.locale = "en-GB";
        d.note = "prefers \"analytical\" engines";
        d.age = 36;
        d.score = 9_876;
        d.visits = 123_456;
        d.level = 7;
        d.created = 1_700_000_000_000L;
        d.updated = 1_732_000_000_123L;
        d.balance = -4_200_50L;
        d.active = true;
        d.verified = false;
        d.status = Dto20.Status.SUSPENDED;
        d.lastLogin = Instant.parse("2026-11-23T12:34:56.789Z");
        d.tags = List.of("admin", "beta", "eu");
        d.address = new Dto20.Address();
        d.address.street = "12 St James's Square";
        d.address.zip = "SW1Y 4LB";
        d.address.floor = 2;
        return d;
    }

    /**
     * Checks, after the measurement, that every row writes Jackson's bytes and reads a value that
     * Jackson writes back to the same bytes.
     *
     * @throws IOException never
     * @throws IllegalStateException if a row differs from plain Jackson
     */
    @TearDown
    public void check() throws IOException {
        for (ObjectWriter w : new ObjectWriter[] {fastMappersWriter, generatedWriter}) {
            if (!Arrays.equals(json, w.writeValueAsBytes(value))) {
                throw new IllegalStateException(shape + ": bytes differ from Jackson's");
            }
        }
        for (ObjectReader r : new ObjectReader[] {fastMappersReader, generatedReader}) {
            if (!Arrays.equals(json, jacksonWriter.writeValueAsBytes(r.readValue(json)))) {
                throw new IllegalStateException(shape + ": read differs from Jackson's");
            }
        }
    }

    /** @return Jackson's bytes @throws IOException never */
    @Benchmark
    public byte[] write_jackson() throws IOException {
        return jacksonWriter.writeValueAsBytes(value);
    }

    /** @return the kit's bytes without generated codecs @throws IOException never */
    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappersWriter.writeValueAsBytes(value);
    }

    /** @return the generated codec's bytes @throws IOException never */
    @Benchmark
    public byte[] write_generated() throws IOException {
        return generatedWriter.writeValueAsBytes(value);
    }

    /** @return Jackson's value @throws IOException never */
    @Benchmark
    public Object read_jackson() throws IOException {
        return jacksonReader.readValue(json);
    }

    /** @return the kit's value without generated codecs @throws IOException never */
    @Benchmark
    public Object read_fastMappers() throws IOException {
        return fastMappersReader.readValue(json);
    }

    /** @return the generated codec's value @throws IOException never */
    @Benchmark
    public Object read_generated() throws IOException {
        return generatedReader.readValue(json);
    }
}
