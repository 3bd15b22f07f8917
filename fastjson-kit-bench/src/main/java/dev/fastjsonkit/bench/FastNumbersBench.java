/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.Currency;
import dev.fastjsonkit.bench.model.CurrencyDecimal;
import dev.fastjsonkit.bench.model.FeatureCollection;
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
 * Group 2, fast numbers, on POJOs: the Currency document (doubles, or BigDecimal rates) and the
 * canada-shaped GeoJSON ({@code double[][][]} coordinates). Run it on JDK 17 and on JDK 25.
 *
 * <p>Variants: {@code jackson} (plain, the baseline); {@code fastParser} (only
 * {@code USE_FAST_DOUBLE_PARSER} and {@code USE_FAST_BIG_NUMBER_PARSER} on);
 * {@code fastWriter} (only the builder's {@code fastDoubleWriter} on: fastjson-kit's generator);
 * {@code fastWriterJackson} (a plain mapper with jackson-core's {@code USE_FAST_DOUBLE_WRITER});
 * {@code fastMappers}
 * ({@code FastMappers.json()}, whose writer choice follows the JDK); {@code fastMappersWriterOn}
 * and {@code fastMappersWriterOff} (the builder's defaults with the fast writer forced on or
 * off), from which the {@code USE_FAST_DOUBLE_WRITER} decision is read.
 *
 * <p>The {@code writeString} rows write the same value with {@code writeValueAsString}: Jackson's
 * {@code Writer}-based generator, for which the kit has its own char twin of the double writer.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class FastNumbersBench {
    @Param({"currency", "currencyBigDecimal", "geojson"})
    public String doc;

    private Class<?> type;
    private byte[] json;
    private Object value;
    private ObjectMapper jackson;
    private ObjectMapper fastParser;
    private ObjectMapper fastWriter;
    private ObjectMapper fastWriterJackson;
    private ObjectMapper fastMappers;
    private ObjectMapper fastMappersWriterOn;
    private ObjectMapper fastMappersWriterOff;

    @Setup
    public void setup() throws IOException {
        switch (doc) {
            case "currency" -> { type = Currency.class; json = BenchData.bytes(BenchData.Doc.CURRENCY); }
            case "currencyBigDecimal" -> { type = CurrencyDecimal.class; json = BenchData.bytes(BenchData.Doc.CURRENCY); }
            case "geojson" -> { type = FeatureCollection.class; json = BenchData.bytes(BenchData.Doc.GEOJSON); }
            default -> throw new IllegalArgumentException(doc);
        }
        jackson = Mappers.plain();
        fastParser = Mappers.bare().fastDoubleParser(true).fastBigNumberParser(true).build();
        fastWriter = Mappers.bare().fastDoubleWriter(true).build();
        fastWriterJackson = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .enable(com.fasterxml.jackson.core.StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
        fastMappers = FastMappers.json();
        fastMappersWriterOn = FastMappers.builder().fastDoubleWriter(true).build();
        fastMappersWriterOff = FastMappers.builder().fastDoubleWriter(false).build();
        value = jackson.readValue(json, type);
    }

    /**
     * Checks, after the measurement, that every variant reads the value plain Jackson reads and
     * writes the bytes it writes. The check runs here and not in {@link #setup()} so that the
     * measured fork has run no other mapper's write path before it is compiled (the likely
     * mechanism, inferred and not shown with a JIT log: each other variant's writes add its
     * generator class to the JIT's type profile of Jackson's shared serializer code).
     *
     * <p>Measured with {@link SameJvmCheck}, {@code BigDecimal} document, 12 JVMs each: with the
     * checks in setup, the kit's generator ({@code fastWriter}) ran at 0.863-1.010 of plain
     * Jackson's speed, six JVMs with the whole interquartile range below 1.0; with the checks
     * here, 0.996-1.021 and none (see {@code docs/core.md}).
     *
     * @throws IOException never
     * @throws IllegalStateException if a variant differs from plain Jackson
     */
    @TearDown
    public void check() throws IOException {
        Sanity.sameValue(doc + " read_fastParser", value, read_fastParser());
        Sanity.sameValue(doc + " read_fastMappers", value, read_fastMappers());
        byte[] expected = write_jackson();
        Sanity.sameJson(doc + " write_fastWriter", expected, write_fastWriter());
        Sanity.sameJson(doc + " write_fastWriterJackson", expected, write_fastWriterJackson());
        Sanity.sameJson(doc + " write_fastMappers", expected, write_fastMappers());
        Sanity.sameJson(doc + " write_fastMappersWriterOn", expected, write_fastMappersWriterOn());
        Sanity.sameJson(doc + " write_fastMappersWriterOff", expected, write_fastMappersWriterOff());
        Sanity.sameJson(doc + " writeString_jackson", expected, utf8(writeString_jackson()));
        Sanity.sameJson(doc + " writeString_fastWriterJackson", expected, utf8(writeString_fastWriterJackson()));
        Sanity.sameJson(doc + " writeString_fastMappers", expected, utf8(writeString_fastMappers()));
    }

    private static byte[] utf8(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Benchmark
    public Object read_jackson() throws IOException {
        return jackson.readValue(json, type);
    }

    @Benchmark
    public Object read_fastParser() throws IOException {
        return fastParser.readValue(json, type);
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
    public byte[] write_fastWriter() throws IOException {
        return fastWriter.writeValueAsBytes(value);
    }

    /**
     * jackson-core's own fast writer: a plain {@code JsonMapper} with {@code USE_FAST_DOUBLE_WRITER}
     * on (one {@code String} per double), for comparison with {@code fastWriter}.
     *
     * @return the bytes
     * @throws IOException never
     */
    @Benchmark
    public byte[] write_fastWriterJackson() throws IOException {
        return fastWriterJackson.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappersWriterOn() throws IOException {
        return fastMappersWriterOn.writeValueAsBytes(value);
    }

    @Benchmark
    public byte[] write_fastMappersWriterOff() throws IOException {
        return fastMappersWriterOff.writeValueAsBytes(value);
    }

    /** @return plain Jackson's text ({@code Writer} output) @throws IOException never */
    @Benchmark
    public String writeString_jackson() throws IOException {
        return jackson.writeValueAsString(value);
    }

    /** @return the text of a plain mapper with jackson-core's {@code USE_FAST_DOUBLE_WRITER} @throws IOException never */
    @Benchmark
    public String writeString_fastWriterJackson() throws IOException {
        return fastWriterJackson.writeValueAsString(value);
    }

    /** @return {@code FastMappers.json()}'s text (its char generator writes doubles itself) @throws IOException never */
    @Benchmark
    public String writeString_fastMappers() throws IOException {
        return fastMappers.writeValueAsString(value);
    }
}
