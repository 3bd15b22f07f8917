/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 7's limits through every extractor, eager and lazy, from bytes and from a stream, with a
 * {@link JsonFactory} carrying {@link StreamReadConstraints} passed via {@code .factory(...)}:
 * 100k-deep nesting, a 10 MB number, a string and a name over their limits and a document over
 * its length each end in Jackson's {@link StreamConstraintsException} naming the limit (for
 * NDJSON as the cause of the {@code LineException}, for lazy iterators as the cause of the
 * {@code UncheckedIOException}), never in a {@link StackOverflowError} or an
 * {@link OutOfMemoryError}. The test JVM runs with {@code -Xmx256m -Xss1m}.
 *
 * <p>Each payload sits in a selected place ({@code [{"a": PAYLOAD}]}), so every extractor decodes
 * it: {@code FieldExtractor} selects {@code a}, the others copy whole values.
 * {@link #aSkippedStringIsNotHeldToMaxStringLengthButToTheDocumentLength} shows what holds for
 * content that is skipped.
 */
class StreamingLimitsTest {

    private static final int DEPTH = 100_000;
    private static JsonFactory limited(StreamReadConstraints.Builder c) {
        return JsonFactory.builder().streamReadConstraints(c.build()).build();
    }

    /** An extractor reading a whole input with a factory; returns whatever it read. */
    @FunctionalInterface
    interface Extractor {
        Object read(JsonFactory f, byte[] doc, boolean fromStream) throws IOException;
    }

    private static Object drain(Stream<?> s) {
        try (s) {
            return s.count();
        }
    }

    static final List<Arguments> EXTRACTORS = List.of(
            Arguments.of("PointerExtractor.find", (Extractor) (f, doc, st) -> st
                    ? PointerExtractor.at("").factory(f).find(ExtractorCore.Input.of(new ByteArrayInputStream(doc)), StreamingReaders::copy)
                    : PointerExtractor.at("").factory(f).find(ExtractorCore.Input.of(doc), StreamingReaders::copy)),
            Arguments.of("PointerExtractor.findAll /*/a", (Extractor) (f, doc, st) -> st
                    ? PointerExtractor.at("/*/a").factory(f).findAll(ExtractorCore.Input.of(new ByteArrayInputStream(doc)), StreamingReaders::copy)
                    : PointerExtractor.at("/*/a").factory(f).findAll(ExtractorCore.Input.of(doc), StreamingReaders::copy)),
            Arguments.of("ElementStream.forEach", (Extractor) (f, doc, st) -> {
                List<Object> out = new ArrayList<>();
                ElementStream<Object> es = ElementStream.<Object>of(StreamingReaders::copy).factory(f);
                return st ? es.forEach(ExtractorCore.Input.of(new ByteArrayInputStream(doc)), out::add) : es.forEach(ExtractorCore.Input.of(doc), out::add);
            }),
            Arguments.of("ElementStream.stream", (Extractor) (f, doc, st) -> {
                ElementStream<Object> es = ElementStream.<Object>of(StreamingReaders::copy).factory(f);
                return drain(st ? es.stream(ExtractorCore.Input.of(new ByteArrayInputStream(doc))) : es.stream(ExtractorCore.Input.of(doc)));
            }),
            Arguments.of("FieldExtractor.list", (Extractor) (f, doc, st) -> {
                FieldExtractor<Object> fe = FieldExtractor.builder().factory(f).fields("a").build(r -> r.has("a"));
                return st ? fe.list(ExtractorCore.Input.of(new ByteArrayInputStream(doc))) : fe.list(ExtractorCore.Input.of(doc));
            }),
            Arguments.of("FieldExtractor.stream", (Extractor) (f, doc, st) -> {
                FieldExtractor<Object> fe = FieldExtractor.builder().factory(f).fields("a").build(r -> r.has("a"));
                return drain(st ? fe.stream(ExtractorCore.Input.of(new ByteArrayInputStream(doc))) : fe.stream(ExtractorCore.Input.of(doc)));
            }),
            Arguments.of("NdjsonReader.forEach", (Extractor) (f, doc, st) -> {
                NdjsonReader<Object> nd = NdjsonReader.<Object>of(StreamingReaders::copy).factory(f);
                return st ? nd.forEach(new ByteArrayInputStream(doc), x -> { }) : nd.forEach(doc, x -> { });
            }),
            Arguments.of("NdjsonReader.stream", (Extractor) (f, doc, st) -> {
                NdjsonReader<Object> nd = NdjsonReader.<Object>of(StreamingReaders::copy).factory(f);
                return drain(st ? nd.stream(new ByteArrayInputStream(doc)) : nd.stream(doc));
            }));

    private static byte[] wrapped(String payload) {
        return ("[{\"a\":" + payload + "}]").getBytes(StandardCharsets.US_ASCII);
    }

    private static final byte[] DEEP_ARRAYS = wrapped("[".repeat(DEPTH) + "]".repeat(DEPTH));
    private static final byte[] DEEP_OBJECTS = wrapped("{\"a\":".repeat(DEPTH) + "1" + "}".repeat(DEPTH));
    private static final byte[] NUMBER_10MB = wrapped("1".repeat(10 * 1024 * 1024));
    private static final byte[] LONG_STRING = wrapped("\"" + "x".repeat(20_000) + "\"");
    private static final byte[] LONG_NAME = wrapped("{\"" + "n".repeat(2_000) + "\":1}");
    /** 1.2 MB on one line: an array of 200k small numbers, every piece within its own limit. */
    private static final byte[] LONG_DOCUMENT = wrapped("[" + "1,".repeat(600_000) + "1]");

    static Stream<Arguments> cases() {
        // one limit per factory: a 10 MB number also exceeds the default maxStringLength (20M chars)
        // were it lower, as jackson-core buffers number text like strings
        List<Object[]> limits = List.of(
                new Object[] {"100k-deep arrays", DEEP_ARRAYS, limited(StreamReadConstraints.builder().maxNestingDepth(500)),
                    "StreamReadConstraints.getMaxNestingDepth()"},
                new Object[] {"100k-deep objects", DEEP_OBJECTS, limited(StreamReadConstraints.builder().maxNestingDepth(500)),
                    "StreamReadConstraints.getMaxNestingDepth()"},
                new Object[] {"10 MB number", NUMBER_10MB, limited(StreamReadConstraints.builder().maxNumberLength(1_000)),
                    "StreamReadConstraints.getMaxNumberLength()"},
                new Object[] {"string over maxStringLength", LONG_STRING,
                    limited(StreamReadConstraints.builder().maxStringLength(10_000)),
                    "StreamReadConstraints.getMaxStringLength()"},
                new Object[] {"name over maxNameLength", LONG_NAME, limited(StreamReadConstraints.builder().maxNameLength(1_000)),
                    "StreamReadConstraints.getMaxNameLength()"},
                new Object[] {"document over maxDocumentLength", LONG_DOCUMENT,
                    limited(StreamReadConstraints.builder().maxDocumentLength(1_000_000)),
                    "StreamReadConstraints.getMaxDocumentLength()"});
        List<Arguments> out = new ArrayList<>();
        for (Arguments e : EXTRACTORS) {
            for (Object[] l : limits) {
                for (boolean fromStream : new boolean[] {false, true}) {
                    out.add(Arguments.of(e.get()[0], l[0], fromStream ? "InputStream" : "byte[]", e.get()[1], l[1], l[2], l[3]));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}, {1}, {2}")
    @MethodSource("cases")
    @Timeout(60)
    void eachLimitEndsInJacksonsConstraintExceptionNamingIt(String extractor, String limit, String input,
            Extractor read, byte[] doc, JsonFactory f, String limitName) {
        Throwable t = catchThrowable(() -> read.read(f, doc, input.equals("InputStream")));
        assertThat(t).as("%s on a %s from %s", extractor, limit, input).isNotNull();
        assertThat(t).as("never an Error").isNotInstanceOf(Error.class);
        Throwable cause = t instanceof UncheckedIOException ? t.getCause() : t;
        NdjsonReader.LineException line = cause instanceof NdjsonReader.LineException le ? le : null;
        cause = line != null ? line.getCause() : cause;
        assertThat(cause).as("%s on a %s from %s: %s", extractor, limit, input, t)
                .isInstanceOf(StreamConstraintsException.class);
        assertThat(cause.getMessage()).contains(limitName);
        if (line != null) {
            assertThat(line.lineNumber()).isEqualTo(1);
        }
    }

    /** The long document and string are read by a default factory: it is the limits that refuse them. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("extractors")
    @Timeout(60)
    void theLongDocumentAndStringAreReadWithDefaultLimits(String extractor, Extractor read) throws IOException {
        JsonFactory defaults = new JsonFactory();
        assertThat(read.read(defaults, LONG_DOCUMENT, false)).isNotNull();
        assertThat(read.read(defaults, LONG_STRING, true)).isNotNull();
    }

    static Stream<Arguments> extractors() {
        return EXTRACTORS.stream();
    }

    /**
     * Skipped content is not decoded, so jackson-core does not hold a skipped string to
     * {@code maxStringLength} (it is never buffered); the document length still bounds it. Names
     * are always decoded and stay limited. Pinned, so the test fails when Jackson changes.
     */
    @Test
    @Timeout(60)
    void aSkippedStringIsNotHeldToMaxStringLengthButToTheDocumentLength() throws IOException {
        byte[] skipped = ("[{\"a\":1,\"body\":\"" + "x".repeat(20_000) + "\"}]").getBytes(StandardCharsets.US_ASCII);
        JsonFactory stringLimited = limited(StreamReadConstraints.builder().maxStringLength(10_000).maxNameLength(1_000));
        FieldExtractor<Object> fe = FieldExtractor.builder().factory(stringLimited).fields("a").build(r -> r.has("a"));
        assertThat(fe.list(ExtractorCore.Input.of(skipped))).hasSize(1);
        assertThat(ElementStream.of(p -> null).factory(stringLimited).forEach(ExtractorCore.Input.of(skipped), x -> { })).isEqualTo(1);

        JsonFactory small = JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
                .maxStringLength(10_000).maxDocumentLength(15_000).build()).build();
        Throwable t = catchThrowable(() -> FieldExtractor.builder().factory(small).fields("a")
                .build(StreamingReaders::row).list(ExtractorCore.Input.of(skipped)));
        assertThat(t).isInstanceOf(StreamConstraintsException.class)
                .hasMessageContaining("StreamReadConstraints.getMaxDocumentLength()");

        byte[] skippedName = ("[{\"a\":1,\"x\":{\"" + "n".repeat(2_000) + "\":1}}]").getBytes(StandardCharsets.US_ASCII);
        assertThat(catchThrowable(() -> fe.list(ExtractorCore.Input.of(skippedName)))).isInstanceOf(StreamConstraintsException.class)
                .hasMessageContaining("StreamReadConstraints.getMaxNameLength()");
    }
}
