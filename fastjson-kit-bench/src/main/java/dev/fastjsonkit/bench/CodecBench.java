/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.module.SimpleModule;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.codec.CodecData;
import dev.fastjsonkit.bench.codec.candidate.CandidateCodecs;
import dev.fastjsonkit.codec.ArticleSummary;
import dev.fastjsonkit.codec.ArticleSummaryCodec;
import dev.fastjsonkit.codec.MediaContent;
import dev.fastjsonkit.codec.MediaContentCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * Hand-written codecs against Jackson's own (de)serializers, per shape: both sides are a plain
 * {@code new ObjectMapper()}, reused; the hand-written side only adds the codec's module. The
 * {@code MAP_*}, {@code LIST_*} and {@code DOUBLE_ARRAY_*} shapes are the codec candidates
 * ({@code CandidateCodecs}: core's shipped readers plus the rejected candidates of that shape);
 * {@code ARTICLE} and {@code MEDIA} are the hand-written examples.
 * The checks after the measurement fail if the hand-written bytes differ from Jackson's or a read differs.
 *
 * <p>Two more rows per shape: {@code fastMappers} is what a kit user gets
 * ({@code FastMappers.builder().build()}, whose defaults register the shipped codecs, plus the
 * example codec for {@code ARTICLE} and {@code MEDIA}); {@code read_parseOnlyCeiling} reads every
 * token of the same JSON with a plain parser (strings and numbers decoded) and binds nothing, so
 * its ratio is the most any deserializer on jackson-core's parser can gain over plain Jackson.
 * {@code write_emptyCallCeiling} and {@code read_emptyCallCeiling} make the same point for the
 * per-call cost: plain Jackson writing or reading the one-token value {@code true} through an
 * {@code ObjectWriter}/{@code ObjectReader} (buffer recycler, generator or parser, serializer
 * provider or deserialization context). No codec, however cheap, gets a call below that cost, so
 * these rows' ratios bound what any hand-written (de)serializer can show through
 * {@code writeValueAsBytes}/{@code readValue}. {@code write_tokensOnlyCeiling} is the write twin of
 * {@code read_parseOnlyCeiling}: the same tokens, recorded once at setup (names pre-encoded, values
 * pre-decoded), written to a fresh generator of the kit's factory into a fresh byte array, as
 * {@code writeValueAsBytes} does, but with no serializer, provider or property access at all. Its
 * ratio is the most any serializer emitting through jackson-core's generator can gain over plain
 * Jackson.
 *
 * <p>Quick run: {@code java -jar fastjson-kit-bench/target/benchmarks.jar CodecBench -f 1 -wi 3 -i 3 -w 1s -r 1s -prof gc}.
 *
 * <p>{@code read_parseOnlyCeiling} looks names up as any {@code nextToken()} loop does, which a
 * deserializer using {@code nextFieldName(SerializableString)} avoids, so it is not a floor for
 * such a deserializer. {@code read_matchedNamesCeiling} is: the same tokens read through the kit's
 * parser, every name matched with {@code nextFieldName(SerializableString)} against the name
 * recorded at setup (a byte comparison, no symbol-table lookup: the fastest name path jackson-core
 * offers), string values decoded, integers converted, floating-point numbers left as text, nothing
 * bound. Every reader that consumes the document through jackson-core's parser does at least
 * this, plus its per-call set-up.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class CodecBench {

    /** The shape under test. */
    @Param({"MAP_OF_DOUBLE", "MAP_OF_LONG", "MAP_OF_INTEGER", "MAP_OF_STRING", "MAP_OF_BOOLEAN",
        "LIST_OF_STRING", "LIST_OF_DOUBLE", "LIST_OF_LONG", "LIST_OF_INTEGER",
        "DOUBLE_ARRAY_2D", "DOUBLE_ARRAY_3D", "ARTICLE", "MEDIA"})
    public String shape;

    private ObjectWriter jacksonWriter;
    private ObjectWriter handWrittenWriter;
    private ObjectWriter fastMappersWriter;
    private ObjectReader fastMappersReader;
    private final JsonFactory tokensOnly = new JsonFactory();
    private ObjectReader jacksonReader;
    private ObjectReader handWrittenReader;
    private Object value;
    private byte[] json;
    private ObjectWriter emptyCallWriter;
    private ObjectReader emptyCallReader;
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private JsonFactory kitFactory;
    private byte[] tokenKinds;
    private Object[] tokenTexts;
    private long[] tokenLongs;
    private double[] tokenDoubles;
    private SerializableString[] expectedNames;

    /**
     * Builds both mappers, the value and its JSON, and checks that both sides agree.
     *
     * @throws IOException never for the generated data
     */
    @Setup
    public void setup() throws IOException {
        ObjectMapper jackson = new ObjectMapper();
        ObjectMapper handWritten = new ObjectMapper();
        TypeReference<?> ref;
        Module module;
        switch (shape) {
            case "ARTICLE":
                value = CodecData.article();
                ref = new TypeReference<ArticleSummary>() {};
                module = new SimpleModule().addSerializer(ArticleSummary.class, new ArticleSummaryCodec.Serializer())
                        .addDeserializer(ArticleSummary.class, new ArticleSummaryCodec.Deserializer());
                break;
            case "MEDIA":
                value = CodecData.mediaContent();
                ref = new TypeReference<MediaContent>() {};
                module = new SimpleModule().addSerializer(MediaContent.class, new MediaContentCodec.Serializer())
                        .addDeserializer(MediaContent.class, new MediaContentCodec.Deserializer());
                break;
            default:
                module = CandidateCodecs.module(shape);
                switch (shape) {
                    case "MAP_OF_DOUBLE": value = CodecData.currencyRates(); ref = new TypeReference<Map<String, Double>>() {}; break;
                    case "MAP_OF_LONG": value = CodecData.longMap(100); ref = new TypeReference<Map<String, Long>>() {}; break;
                    case "MAP_OF_INTEGER": value = CodecData.intMap(100); ref = new TypeReference<Map<String, Integer>>() {}; break;
                    case "MAP_OF_STRING": value = CodecData.stringMap(100); ref = new TypeReference<Map<String, String>>() {}; break;
                    case "MAP_OF_BOOLEAN": value = CodecData.booleanMap(100); ref = new TypeReference<Map<String, Boolean>>() {}; break;
                    case "LIST_OF_STRING": value = CodecData.stringList(100); ref = new TypeReference<List<String>>() {}; break;
                    case "LIST_OF_DOUBLE": value = CodecData.doubleList(100); ref = new TypeReference<List<Double>>() {}; break;
                    case "LIST_OF_LONG": value = CodecData.longList(100); ref = new TypeReference<List<Long>>() {}; break;
                    case "LIST_OF_INTEGER": value = CodecData.intList(100); ref = new TypeReference<List<Integer>>() {}; break;
                    case "DOUBLE_ARRAY_2D": value = CodecData.track(1000); ref = new TypeReference<double[][]>() {}; break;
                    case "DOUBLE_ARRAY_3D": value = CodecData.polygon(4, 250); ref = new TypeReference<double[][][]>() {}; break;
                    default: throw new IllegalArgumentException(shape);
                }
        }
        handWritten.registerModule(module);
        // what a user of the kit gets: FastMappers' defaults (shipped codecs included), plus the
        // example codec for the two example types
        ObjectMapper kit = shape.equals("ARTICLE") || shape.equals("MEDIA")
                ? FastMappers.builder().addModule(module).build() : FastMappers.builder().build();
        JavaType type = jackson.getTypeFactory().constructType(ref);
        fastMappersWriter = kit.writerFor(type);
        fastMappersReader = kit.readerFor(type);
        jacksonWriter = jackson.writerFor(type);
        handWrittenWriter = handWritten.writerFor(type);
        jacksonReader = jackson.readerFor(type);
        handWrittenReader = handWritten.readerFor(type);
        json = jacksonWriter.writeValueAsBytes(value);
        emptyCallWriter = jackson.writerFor(Boolean.class);
        kitFactory = kit.getFactory();
        recordTokens();
        emptyCallReader = jackson.readerFor(Boolean.class);
    }

    /**
     * Checks, after the measurement, that the ceilings, the hand-written codec and FastMappers
     * agree with plain Jackson. It runs here and not in {@link #setup()} so that a fork runs no
     * other variant's code before the measured one is compiled (see
     * {@link FastNumbersBench#check()}); setup writes the input once with plain Jackson.
     *
     * @throws IOException never
     * @throws IllegalStateException if a variant differs from plain Jackson
     */
    @TearDown
    public void check() throws IOException {
        read_matchedNamesCeiling(); // throws if a recorded name does not match
        if (!Arrays.equals(fastMappersWriter.writeValueAsBytes(value), write_tokensOnlyCeiling())) {
            throw new IllegalStateException(shape + ": replayed tokens differ from FastMappers' bytes");
        }
        if (!Arrays.equals(json, handWrittenWriter.writeValueAsBytes(value))) {
            throw new IllegalStateException(shape + ": hand-written bytes differ from Jackson's");
        }
        if (!Arrays.equals(json, fastMappersWriter.writeValueAsBytes(value))
                && !shape.contains("DOUBLE") && !shape.equals("MEDIA")) { // doubles: JDK 17 spelling may differ
            throw new IllegalStateException(shape + ": FastMappers bytes differ from Jackson's");
        }
        if (!Objects.deepEquals(jacksonReader.readValue(json), fastMappersReader.readValue(json))) {
            throw new IllegalStateException(shape + ": FastMappers read differs from Jackson's");
        }
        if (!Objects.deepEquals(jacksonReader.readValue(json), handWrittenReader.readValue(json))) {
            throw new IllegalStateException(shape + ": hand-written read differs from Jackson's");
        }
    }

    /** @return Jackson's bytes @throws IOException never */
    @Benchmark
    public byte[] write_jackson() throws IOException {
        return jacksonWriter.writeValueAsBytes(value);
    }

    /** @return the hand-written codec's bytes @throws IOException never */
    @Benchmark
    public byte[] write_handWritten() throws IOException {
        return handWrittenWriter.writeValueAsBytes(value);
    }

    /** @return FastMappers' bytes (its defaults, plus the example codec for ARTICLE and MEDIA) @throws IOException never */
    @Benchmark
    public byte[] write_fastMappers() throws IOException {
        return fastMappersWriter.writeValueAsBytes(value);
    }

    /** @return FastMappers' value (its defaults, plus the example codec for ARTICLE and MEDIA) @throws IOException never */
    @Benchmark
    public Object read_fastMappers() throws IOException {
        return fastMappersReader.readValue(json);
    }

    /**
     * The ceiling for any deserializer on Jackson's parser: every token read (numbers and strings
     * decoded), nothing bound. No reader can beat plain Jackson by more than this row's ratio.
     *
     * @return the number of tokens
     * @throws IOException never
     */
    @Benchmark
    public long read_parseOnlyCeiling() throws IOException {
        long n = 0;
        try (JsonParser p = tokensOnly.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.VALUE_STRING) {
                    n += p.getTextLength();
                } else if (t == JsonToken.VALUE_NUMBER_FLOAT) {
                    n += (long) p.getDoubleValue();
                } else if (t == JsonToken.VALUE_NUMBER_INT) {
                    n += p.getLongValue();
                }
            }
        }
        return n;
    }

    /**
     * The floor for any deserializer on jackson-core's parser, names matched the fastest way:
     * every token read through the kit's parser, each name by {@code nextFieldName(SerializableString)}
     * against the name recorded at setup, strings decoded, integers converted, floating-point numbers
     * left as text, nothing bound.
     *
     * @return a checksum of lengths and integers
     * @throws IOException never
     */
    @Benchmark
    public long read_matchedNamesCeiling() throws IOException {
        long n = 0;
        SerializableString[] names = expectedNames;
        try (JsonParser p = kitFactory.createParser(json)) {
            for (int i = 0; i < names.length; i++) {
                SerializableString name = names[i];
                if (name != null) {
                    if (!p.nextFieldName(name)) {
                        throw new IllegalStateException("expected " + name + " at token " + i);
                    }
                    continue;
                }
                JsonToken t = p.nextToken();
                if (t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NUMBER_FLOAT) {
                    n += p.getTextLength();
                } else if (t == JsonToken.VALUE_NUMBER_INT) {
                    n += p.getLongValue();
                }
            }
        }
        return n;
    }

    /** @return Jackson's value @throws IOException never */
    @Benchmark
    public Object read_jackson() throws IOException {
        return jacksonReader.readValue(json);
    }

    /** @return the hand-written codec's value @throws IOException never */
    @Benchmark
    public Object read_handWritten() throws IOException {
        return handWrittenReader.readValue(json);
    }

    /**
     * The per-call floor of a write: plain Jackson's {@code writeValueAsBytes(Boolean.TRUE)} on a
     * cached {@code ObjectWriter}. A codec's write cannot take less time than this.
     *
     * @return {@code true}'s bytes
     * @throws IOException never
     */
    @Benchmark
    public byte[] write_emptyCallCeiling() throws IOException {
        return emptyCallWriter.writeValueAsBytes(Boolean.TRUE);
    }

    /**
     * The per-call floor of a read: plain Jackson's {@code readValue} of {@code true} on a cached
     * {@code ObjectReader}. A codec's read cannot take less time than this.
     *
     * @return {@code Boolean.TRUE}
     * @throws IOException never
     */
    @Benchmark
    public Object read_emptyCallCeiling() throws IOException {
        return emptyCallReader.readValue(TRUE);
    }

    /**
     * The generator's floor of a write: every token of the same JSON, recorded at setup, written
     * by a fresh generator of the kit's factory into a fresh byte array (the buffer recycler
     * handling of {@code writeValueAsBytes}), with nothing serialized. A serializer emitting these
     * tokens through jackson-core's generator cannot take less time than this.
     *
     * @return the same bytes as {@code write_fastMappers}
     * @throws IOException never
     */
    @Benchmark
    public byte[] write_tokensOnlyCeiling() throws IOException {
        BufferRecycler br = kitFactory._getBufferRecycler();
        try (ByteArrayBuilder bb = new ByteArrayBuilder(br)) {
            try (JsonGenerator g = kitFactory.createGenerator(bb)) {
                byte[] kinds = tokenKinds;
                for (int i = 0; i < kinds.length; i++) {
                    switch (kinds[i]) {
                        case START_OBJECT: g.writeStartObject(); break;
                        case END_OBJECT: g.writeEndObject(); break;
                        case START_ARRAY: g.writeStartArray(); break;
                        case END_ARRAY: g.writeEndArray(); break;
                        case NAME: g.writeFieldName((SerializedString) tokenTexts[i]); break;
                        case STRING: g.writeString((String) tokenTexts[i]); break;
                        case INT: g.writeNumber(tokenLongs[i]); break;
                        case FLOAT: g.writeNumber(tokenDoubles[i]); break;
                        case TRUE_: g.writeBoolean(true); break;
                        case FALSE_: g.writeBoolean(false); break;
                        default: g.writeNull(); break;
                    }
                }
            }
            return bb.getClearAndRelease();
        } finally {
            br.releaseToPool();
        }
    }

    private static final byte START_OBJECT = 0, END_OBJECT = 1, START_ARRAY = 2, END_ARRAY = 3, NAME = 4,
            STRING = 5, INT = 6, FLOAT = 7, TRUE_ = 8, FALSE_ = 9, NULL = 10;

    private void recordTokens() throws IOException {
        List<Byte> kinds = new ArrayList<>();
        List<Object> texts = new ArrayList<>();
        List<Long> longs = new ArrayList<>();
        List<Double> doubles = new ArrayList<>();
        try (JsonParser p = tokensOnly.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                byte k;
                Object text = null;
                long l = 0;
                double d = 0;
                switch (t) {
                    case START_OBJECT: k = START_OBJECT; break;
                    case END_OBJECT: k = END_OBJECT; break;
                    case START_ARRAY: k = START_ARRAY; break;
                    case END_ARRAY: k = END_ARRAY; break;
                    case FIELD_NAME: k = NAME; text = new SerializedString(p.currentName()); break;
                    case VALUE_STRING: k = STRING; text = p.getText(); break;
                    case VALUE_NUMBER_INT: k = INT; l = p.getLongValue(); break;
                    case VALUE_NUMBER_FLOAT: k = FLOAT; d = p.getDoubleValue(); break;
                    case VALUE_TRUE: k = TRUE_; break;
                    case VALUE_FALSE: k = FALSE_; break;
                    case VALUE_NULL: k = NULL; break;
                    default: throw new IllegalStateException("unexpected token " + t);
                }
                kinds.add(k);
                texts.add(text);
                longs.add(l);
                doubles.add(d);
            }
        }
        tokenKinds = new byte[kinds.size()];
        expectedNames = new SerializableString[kinds.size()];
        for (int i = 0; i < expectedNames.length; i++) {
            expectedNames[i] = kinds.get(i) == NAME ? (SerializableString) texts.get(i) : null;
        }
        tokenTexts = texts.toArray();
        tokenLongs = new long[kinds.size()];
        tokenDoubles = new double[kinds.size()];
        for (int i = 0; i < tokenKinds.length; i++) {
            tokenKinds[i] = kinds.get(i);
            tokenLongs[i] = longs.get(i);
            tokenDoubles[i] = doubles.get(i);
        }
    }
}
