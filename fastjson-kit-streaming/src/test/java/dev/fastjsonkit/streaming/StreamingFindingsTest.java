/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import java.io.CharConversionException;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the streaming part of the hostile-input suite found, one test per finding: the fixed bugs
 * stay fixed, and the documented behaviour of jackson-core stays pinned (so the test fails, and
 * the documentation can go, when Jackson changes).
 */
class StreamingFindingsTest {

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Fixed: {@code Row.getBigDecimal} threw {@link NumberFormatException} ("Exponent overflow")
     * for a valid JSON number whose scale does not fit an {@code int}; now a WrongShapeException
     * naming the field, like any other value a getter cannot return.
     */
    @Test
    void fieldExtractorGetBigDecimalOfAnOutOfRangeExponentIsAWrongShape() throws IOException {
        byte[] doc = utf8("[{\"a\":1e-2147483649},{\"a\":1e2147483648}]");
        FieldExtractor<BigDecimal> ex = FieldExtractor.builder().fields("a").build(r -> r.getBigDecimal("a"));
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(doc))).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("1e-2147483649").hasMessageContaining("/0/a");
        // the other getters are unaffected
        assertThat(FieldExtractor.builder().fields("a").build(r -> r.getDouble("a")).list(ExtractorCore.Input.of(doc)))
                .containsExactly(0.0, Double.POSITIVE_INFINITY);
        assertThat(FieldExtractor.builder().fields("a").build(r -> r.getBigDecimal("a"))
                .list(ExtractorCore.Input.of(utf8("[{\"a\":1e-2147483647}]")))).containsExactly(new BigDecimal("1e-2147483647"));
    }

    /**
     * Fixed: {@code PointerExtractor.asBigDecimal()} let jackson-core's {@link NumberFormatException}
     * out for the same numbers.
     */
    @Test
    void pointerExtractorAsBigDecimalOfAnOutOfRangeExponentIsAWrongShape() throws IOException {
        assertThatThrownBy(() -> PointerExtractor.at("/a").find(ExtractorCore.Input.of(utf8("{\"a\":1e-2147483649}")),
                PointerExtractor.asBigDecimal())).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("1e-2147483649").hasMessageContaining("'/a'");
        assertThat(PointerExtractor.at("/a").find(ExtractorCore.Input.of(utf8("{\"a\":1e-2147483649}")), PointerExtractor.asDouble()))
                .contains(0.0);
    }

    /**
     * Fixed: a line that jackson-core takes for UTF-32 in an unsupported byte order (here
     * {@code 00 00 5B 00}) ended NdjsonReader with a bare {@link CharConversionException}: no line
     * number, and not skipped by {@code skipBadLines}. Now a LineException with it as the cause.
     */
    @Test
    void ndjsonLineThatLooksLikeUcs4IsABadLineWithItsNumber() throws IOException {
        byte[] doc = {'1', '\n', 0, 0, '[', 0, '\n', '2', '\n'};
        NdjsonReader<String> texts = NdjsonReader.of(JsonParser::getText);
        Throwable t = catchThrowable(() -> texts.forEach(doc, x -> { }));
        assertThat(t).isInstanceOf(NdjsonReader.LineException.class).hasMessageStartingWith("Line 2: ")
                .hasCauseInstanceOf(CharConversionException.class);
        assertThat(((NdjsonReader.LineException) t).lineNumber()).isEqualTo(2);

        List<Object> seen = new ArrayList<>();
        long n = texts.skipBadLines(bad -> seen.add("bad " + bad.lineNumber())).forEach(doc, seen::add);
        assertThat(n).isEqualTo(2);
        assertThat(seen).containsExactly("1", "bad 2", "2");
    }

    /**
     * Pinned (jackson-core, documented): the skip path checks UTF-8 continuation bytes but not the
     * surrogate range, so a UTF-8-encoded surrogate ({@code ED A0 80}, U+D800; JSONTestSuite
     * {@code i_string_UTF8_surrogate_U+D800}, an implementation-defined case) in content an
     * extractor skips is accepted, while decoding the same string fails.
     */
    @Test
    void aUtf8EncodedSurrogateIsAcceptedWhereSkippedAndRejectedWhereDecoded() throws IOException {
        byte[] doc = {'[', '{', '"', 'a', '"', ':', '1', ',', '"', 'x', '"', ':', '"', (byte) 0xED, (byte) 0xA0,
            (byte) 0x80, '"', '}', ']'};
        // skipping follows the running jackson-core too: 2.22 and before accept it, 2.23 rejects it
        Throwable skippedByJackson = org.assertj.core.api.Assertions.catchThrowable(() -> {
            try (com.fasterxml.jackson.core.JsonParser p = new com.fasterxml.jackson.core.JsonFactory().createParser(doc)) {
                while (p.nextToken() != null) {
                    p.skipChildren();
                }
            }
        });
        if (skippedByJackson == null) {
            assertThat(FieldExtractor.builder().fields("a").build(r -> r.getLong("a")).list(ExtractorCore.Input.of(doc))).containsExactly(1L);
            assertThat(ElementStream.of(p -> null).forEach(ExtractorCore.Input.of(doc), x -> { })).isEqualTo(1);
        } else {
            assertThatThrownBy(() -> FieldExtractor.builder().fields("a").build(r -> r.getLong("a")).list(ExtractorCore.Input.of(doc)))
                    .isInstanceOf(JsonParseException.class).hasMessage(skippedByJackson.getMessage());
            return;
        }
        // decoding follows the running jackson-core: 2.22 rejects the surrogate, 2.18.12 accepts it
        Throwable oracle = org.assertj.core.api.Assertions.catchThrowable(() -> StreamingReaders.ORACLE.readValue(doc));
        Throwable decoded = org.assertj.core.api.Assertions.catchThrowable(
                () -> FieldExtractor.builder().fields("x").build(r -> r.getString("x")).list(ExtractorCore.Input.of(doc)));
        assertThat(decoded == null).as("the extractor decodes as Jackson does").isEqualTo(oracle == null);
        if (oracle != null) {
            assertThat(oracle).isInstanceOf(JsonParseException.class).hasMessageContaining("Illegal surrogate character");
            assertThat(decoded).isInstanceOf(JsonParseException.class).hasMessageContaining("Illegal surrogate character");
        }
    }

    /**
     * Pinned (jackson-core 2.22.4, found by the first real fuzzing sessions of {@code pointerRoot}
     * and {@code pointerWildcard}): {@code UTF8StreamJsonParser} pads the last quad of a name with
     * {@code 0xFF} bytes, so a name holding invalid {@code 0xFF} bytes just before its last
     * {@code len % 4} bytes ({@code "\xFFb"}) has the same quads as a shorter name ({@code "b"}).
     * When that name is already in the symbol table (earlier in the document, or in an earlier
     * document read through the same factory) it is returned without decoding: the invalid name is
     * read as {@code "b"}. Otherwise it is decoded and rejected. A name-confusion
     * parser differential that every byte-input reader of jackson-core before 2.23 has, the shared
     * mapper included; jackson-core 2.23 rejects such a name, and so do the extractors there.
     */
    @Test
    void aNameWithInvalidFfBytesIsReadAsANameSeenBefore() throws IOException {
        byte[] alone = {'{', '"', (byte) 0xFF, 'b', '"', ':', '2', '}'};
        byte[] afterB = {'{', '"', 'b', '"', ':', '1', ',', '"', (byte) 0xFF, 'b', '"', ':', '2', '}'};
        // alone, with a fresh factory: rejected
        assertThatThrownBy(() -> PointerExtractor.at("/b").find(ExtractorCore.Input.of(alone), PointerExtractor.asLong()))
                .isInstanceOf(JsonParseException.class).hasMessageContaining("Invalid UTF-8 start byte 0xff");
        // jackson-core 2.23 checks the bytes of every name: the extractor then rejects it as Jackson does
        Throwable jackson = org.assertj.core.api.Assertions.catchThrowable(() -> StreamingReaders.MAPPER.readTree(afterB));
        if (jackson != null) {
            assertThatThrownBy(() -> PointerExtractor.at("/b").findAll(ExtractorCore.Input.of(afterB), PointerExtractor.asLong()))
                    .isInstanceOf(JsonParseException.class).hasMessage(jackson.getMessage());
            return;
        }
        // after "b" in the same document: read as a second "b", which replaces the first (as in readTree)
        assertThat(PointerExtractor.at("/b").findAll(ExtractorCore.Input.of(afterB), PointerExtractor.asLong())).containsExactly(2L);
        assertThat(StreamingReaders.MAPPER.readTree(afterB).toString()).isEqualTo("{\"b\":2}");
        // after "b" in an earlier document through the same (long-lived) extractor: read as "b"
        PointerExtractor shared = PointerExtractor.at("/b");
        assertThat(shared.find(ExtractorCore.Input.of(utf8("{\"b\":1}")), PointerExtractor.asLong())).contains(1L);
        assertThat(shared.find(ExtractorCore.Input.of(alone), PointerExtractor.asLong())).contains(2L);
    }
}
