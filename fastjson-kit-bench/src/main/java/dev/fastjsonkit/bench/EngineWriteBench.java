/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.model.FeatureCollection;
import dev.fastjsonkit.bench.model.media.setters.MediaContent;
import java.io.IOException;
import java.util.ArrayList;
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
 * The engine's generator on the write side: {@code FastMappers.json()} against plain
 * {@code new ObjectMapper()} (baseline) writing each document back to bytes, from its POJO
 * ({@code media}: MediaItem, {@code canada}: the GeoJSON model) or its {@code Map}
 * ({@code twitter}, {@code citm}), and from its {@code JsonNode} tree; and tokens only: the
 * document's token sequence, recorded once, replayed into a generator of jackson-core's plain
 * {@code JsonFactory} (baseline) and of the mappers' engine factory, into a fresh byte array as
 * {@code writeValueAsBytes} does. Names are replayed with {@code writeFieldName(String)}, integers
 * with {@code writeNumber(int)} or {@code (long)}, as a {@code Map} or tree write calls them.
 * {@code empty} is the per-call floor: an empty list written to bytes ({@code []}).
 *
 * <p>Quick run: {@code java -jar benchmarks.jar EngineWriteBench -f 1 -wi 3 -w 1s -i 5 -r 1s -prof gc};
 * paired: {@code SameJvmCheck EngineWriteBench doc=twitter tokens_jacksonCore tokens_engine}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class EngineWriteBench {
    @Param({"media", "twitter", "citm", "canada"})
    public String doc;

    private Object value;
    private JsonNode tree;
    private ObjectMapper jackson;
    private ObjectMapper fastMappers;
    private final JsonFactory jacksonCore = new JsonFactory();
    private JsonFactory engine;
    private byte[] kinds;
    private Object[] texts;
    private long[] longs;
    private double[] doubles;

    @Setup
    public void setup() throws IOException {
        jackson = Mappers.plain();
        fastMappers = FastMappers.json();
        engine = fastMappers.getFactory();
        byte[] json = BenchData.bytes(switch (doc) {
            case "media" -> BenchData.Doc.MEDIA;
            case "twitter" -> BenchData.Doc.TWITTER;
            case "citm" -> BenchData.Doc.CITM;
            case "canada" -> BenchData.Doc.GEOJSON;
            default -> throw new IllegalArgumentException(doc);
        });
        value = switch (doc) {
            case "media" -> jackson.readValue(json, MediaContent.class);
            case "canada" -> jackson.readValue(json, FeatureCollection.class);
            default -> jackson.readValue(json, Object.class);
        };
        tree = jackson.readTree(json);
        record(json);
    }

    /**
     * Checks, after the measurement, that the kit's bytes are plain Jackson's (see
     * {@link FastNumbersBench#check()} for why not in setup).
     *
     * @throws IOException never
     * @throws IllegalStateException if a variant differs
     */
    @TearDown
    public void check() throws IOException {
        Sanity.sameJson(doc + " write_fastMappers", write_jackson(), write_fastMappers());
        Sanity.sameJson(doc + " writeTree_fastMappers", writeTree_jackson(), writeTree_fastMappers());
        Sanity.sameJson(doc + " empty_fastMappers", empty_jackson(), empty_fastMappers());
        if (!Arrays.equals(tokens_jacksonCore(), tokens_engine()) && !doc.equals("canada")) { // JDK 17 double spelling may differ
            throw new IllegalStateException(doc + ": the engine's replayed tokens differ from jackson-core's");
        }
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
    public byte[] writeTree_jackson() throws IOException {
        return jackson.writeValueAsBytes(tree);
    }

    @Benchmark
    public byte[] writeTree_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(tree);
    }

    /** @return {@code []} written by plain Jackson @throws IOException never */
    @Benchmark
    public byte[] empty_jackson() throws IOException {
        return jackson.writeValueAsBytes(EMPTY);
    }

    /** @return {@code []} written by the kit's mapper @throws IOException never */
    @Benchmark
    public byte[] empty_fastMappers() throws IOException {
        return fastMappers.writeValueAsBytes(EMPTY);
    }

    private static final List<Object> EMPTY = List.of();

    /** @return the document's tokens written by jackson-core's generator @throws IOException never */
    @Benchmark
    public byte[] tokens_jacksonCore() throws IOException {
        return replay(jacksonCore);
    }

    /** @return the document's tokens written by the engine's generator @throws IOException never */
    @Benchmark
    public byte[] tokens_engine() throws IOException {
        return replayEngine(engine);
    }

    private static final byte START_OBJECT = 0, END_OBJECT = 1, START_ARRAY = 2, END_ARRAY = 3, NAME = 4,
            STRING = 5, INT = 6, LONG = 7, FLOAT = 8, TRUE = 9, FALSE = 10, NULL = 11;

    /**
     * Replays the tokens into a generator of {@code f}, for {@link #tokens_jacksonCore()};
     * {@link #replayEngine} is the same loop, for {@link #tokens_engine()}, so that each loop is
     * compiled for one generator class, as in an application that uses one. With one loop for
     * both, every call in it saw two generator classes and the JIT's choices for that one loop
     * decided both sides: citm_catalog's tokens, paired, on unchanged code, ran 1.35x, 1.39x,
     * 1.46x and 1.90x in four runs (2-core machine shared with other jobs); with a loop each,
     * 1.66x and 1.83x in two.
     */
    private byte[] replay(JsonFactory f) throws IOException {
        BufferRecycler br = f._getBufferRecycler();
        try (ByteArrayBuilder bb = new ByteArrayBuilder(br)) {
            try (JsonGenerator g = f.createGenerator(bb)) {
                byte[] k = kinds;
                for (int i = 0; i < k.length; i++) {
                    switch (k[i]) {
                        case START_OBJECT -> g.writeStartObject();
                        case END_OBJECT -> g.writeEndObject();
                        case START_ARRAY -> g.writeStartArray();
                        case END_ARRAY -> g.writeEndArray();
                        case NAME -> g.writeFieldName((String) texts[i]);
                        case STRING -> g.writeString((String) texts[i]);
                        case INT -> g.writeNumber((int) longs[i]);
                        case LONG -> g.writeNumber(longs[i]);
                        case FLOAT -> g.writeNumber(doubles[i]);
                        case TRUE -> g.writeBoolean(true);
                        case FALSE -> g.writeBoolean(false);
                        default -> g.writeNull();
                    }
                }
            }
            return bb.getClearAndRelease();
        } finally {
            br.releaseToPool();
        }
    }

    /** The loop of {@link #replay}, for {@link #tokens_engine()} alone. */
    private byte[] replayEngine(JsonFactory f) throws IOException {
        BufferRecycler br = f._getBufferRecycler();
        try (ByteArrayBuilder bb = new ByteArrayBuilder(br)) {
            try (JsonGenerator g = f.createGenerator(bb)) {
                byte[] k = kinds;
                for (int i = 0; i < k.length; i++) {
                    switch (k[i]) {
                        case START_OBJECT -> g.writeStartObject();
                        case END_OBJECT -> g.writeEndObject();
                        case START_ARRAY -> g.writeStartArray();
                        case END_ARRAY -> g.writeEndArray();
                        case NAME -> g.writeFieldName((String) texts[i]);
                        case STRING -> g.writeString((String) texts[i]);
                        case INT -> g.writeNumber((int) longs[i]);
                        case LONG -> g.writeNumber(longs[i]);
                        case FLOAT -> g.writeNumber(doubles[i]);
                        case TRUE -> g.writeBoolean(true);
                        case FALSE -> g.writeBoolean(false);
                        default -> g.writeNull();
                    }
                }
            }
            return bb.getClearAndRelease();
        } finally {
            br.releaseToPool();
        }
    }

    private void record(byte[] json) throws IOException {
        List<Byte> k = new ArrayList<>();
        List<Object> t = new ArrayList<>();
        List<Long> l = new ArrayList<>();
        List<Double> d = new ArrayList<>();
        try (JsonParser p = jackson.createParser(json)) {
            for (JsonToken tok = p.nextToken(); tok != null; tok = p.nextToken()) {
                Object text = null;
                long lv = 0;
                double dv = 0;
                byte kind = switch (tok) {
                    case START_OBJECT -> START_OBJECT;
                    case END_OBJECT -> END_OBJECT;
                    case START_ARRAY -> START_ARRAY;
                    case END_ARRAY -> END_ARRAY;
                    case VALUE_TRUE -> TRUE;
                    case VALUE_FALSE -> FALSE;
                    case VALUE_NULL -> NULL;
                    default -> -1;
                };
                if (tok == JsonToken.FIELD_NAME) {
                    kind = NAME;
                    text = p.currentName();
                } else if (tok == JsonToken.VALUE_STRING) {
                    kind = STRING;
                    text = p.getText();
                } else if (tok == JsonToken.VALUE_NUMBER_INT) {
                    lv = p.getLongValue();
                    kind = lv == (int) lv ? INT : LONG;
                } else if (tok == JsonToken.VALUE_NUMBER_FLOAT) {
                    kind = FLOAT;
                    dv = p.getDoubleValue();
                } else if (kind < 0) {
                    throw new IllegalStateException("unexpected token " + tok);
                }
                k.add(kind);
                t.add(text);
                l.add(lv);
                d.add(dv);
            }
        }
        kinds = new byte[k.size()];
        longs = new long[k.size()];
        doubles = new double[k.size()];
        for (int i = 0; i < kinds.length; i++) {
            kinds[i] = k.get(i);
            longs[i] = l.get(i);
            doubles[i] = d.get(i);
        }
        texts = t.toArray();
    }
}
