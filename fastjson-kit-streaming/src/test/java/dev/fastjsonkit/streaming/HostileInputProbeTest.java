/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The defects a hostile-input probe found, one test each: only Jackson exceptions leave an
 * extractor, a read of 0 fails instead of spinning, a long NDJSON line is never buffered, and a
 * duplicate member means what it means to {@code readTree}.
 */
class HostileInputProbeTest {

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** {@code [{"a\xF4\x90\x80\x80":1},{"b":2}]}: a name above U+10FFFF, read leniently by
     * jackson-core before 2.23, rejected by 2.23. */
    @Test
    void aMalformedNameDoesNotBreakMemberOrderLearning() throws IOException {
        byte[] doc = HexFormat.of().parseHex("5b7b2261f4908080223a317d2c7b2262223a327d5d");
        // jackson-core 2.23 rejects the name; the extractor follows the running jackson-core
        Throwable jackson = org.assertj.core.api.Assertions.catchThrowable(() -> StreamingReaders.MAPPER.readTree(doc));
        if (jackson != null) {
            assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> FieldExtractor.builder().fields("id")
                    .build(r -> r.has("id")).list(ExtractorCore.Input.of(doc))))
                    .isInstanceOf(com.fasterxml.jackson.core.JsonParseException.class).hasMessage(jackson.getMessage());
            return;
        }
        assertThat(StreamingReaders.MAPPER.readTree(doc).size()).isEqualTo(2);
        assertThat(FieldExtractor.builder().fields("id").build(r -> r.has("id")).list(ExtractorCore.Input.of(doc))).containsExactly(false, false);
        byte[] twice = HexFormat.of().parseHex("5b7b2261f4908080223a317d2c7b2261f4908080223a327d5d");
        assertThat(FieldExtractor.builder().fields("id").build(r -> r.has("id")).list(ExtractorCore.Input.of(twice))).containsExactly(false, false);
    }

    /** An input that never ends and never gives a byte: each read returns 0. */
    private static InputStream zeros(byte[] head) {
        return new InputStream() {
            private int pos;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (pos < head.length && len > 0) {
                    b[off] = head[pos++];
                    return 1;
                }
                return 0;
            }
        };
    }

    @Test
    @Timeout(60)
    void aStreamWhoseReadReturnsZeroFailsLikeAPlainFactory() {
        for (String head : new String[] {"", "[", "[1,", "[1,2,3"}) {
            Throwable plain = catchThrowable(() -> drain(new JsonFactory().createParser(zeros(utf8(head)))));
            Throwable fast = catchThrowable(() -> drain(ExtractorCore.newDefaultFactory().createParser(zeros(utf8(head)))));
            assertThat(plain).as("plain, after '%s'", head).isExactlyInstanceOf(IOException.class);
            assertThat(fast).as("engine, after '%s'", head).isExactlyInstanceOf(IOException.class)
                    .hasMessage(plain.getMessage());
        }
        assertThat(catchThrowable(() -> ElementStream.of(p -> null).forEach(ExtractorCore.Input.of(zeros(utf8("[1,"))), x -> { })))
                .isExactlyInstanceOf(IOException.class).hasMessageContaining("returned 0");
    }

    @Test
    @Timeout(60)
    void ndjsonFromAStreamOrReaderWhoseReadReturnsZeroFails() {
        NdjsonReader<String> texts = NdjsonReader.of(JsonParser::getText).skipBadLines(bad -> { });
        assertThat(catchThrowable(() -> texts.forEach(zeros(utf8("1\n2")), x -> { })))
                .isExactlyInstanceOf(IOException.class).hasMessageContaining("returned 0");
        Reader zeroChars = new Reader() {
            @Override
            public int read(char[] b, int off, int len) {
                return 0;
            }

            @Override
            public void close() {
            }
        };
        assertThat(catchThrowable(() -> texts.forEach(zeroChars, x -> { })))
                .isExactlyInstanceOf(IOException.class).hasMessageContaining("returned 0");
    }

    private static void drain(JsonParser p) throws IOException {
        try (p) {
            while (p.nextToken() != null) {
                p.getText();
            }
        }
    }

    /** {@code n} chars of one line {@code [0,0,...,0]} (n odd, at least 3), then {@code rest}. */
    private static Reader longLine(long n, String rest) {
        return new Reader() {
            private long pos;
            private int restPos;

            @Override
            public int read(char[] b, int off, int len) {
                int i = 0;
                for (; i < len && pos < n; i++, pos++) {
                    b[off + i] = pos == 0 ? '[' : pos == n - 1 ? ']' : pos % 2 == 1 ? '0' : ',';
                }
                for (; i < len && restPos < rest.length(); i++) {
                    b[off + i] = rest.charAt(restPos++);
                }
                return i == 0 && len > 0 ? -1 : i;
            }

            @Override
            public void close() {
            }
        };
    }

    /** Runs under the build's -Xmx256m: neither line is held in memory. */
    @Test
    @Timeout(300)
    void ndjsonReaderNeverBuffersALongLine() throws IOException {
        NdjsonReader<Object> sizes = NdjsonReader.of(p -> {
            long n = 0;
            if (p.currentToken() == JsonToken_START_ARRAY) {
                while (p.nextToken() != com.fasterxml.jackson.core.JsonToken.END_ARRAY) {
                    n++;
                }
            }
            return n == 0 ? p.getText() : n;
        });
        List<Object> got = new ArrayList<>();
        sizes.forEach(longLine(34_000_001, "\n\"after\"\n"), got::add);
        assertThat(got).containsExactly(17_000_000L, "after");

        List<Object> seen = new ArrayList<>();
        sizes.skipBadLines(bad -> seen.add(bad.error().getOriginalMessage())).forEach(longLine(70_000_001, "\n\"after\"\n"),
                seen::add);
        assertThat(seen).containsExactly("Line 1: longer than " + NdjsonReader.DEFAULT_MAX_LINE_LENGTH + " chars", "after");
    }

    private static final com.fasterxml.jackson.core.JsonToken JsonToken_START_ARRAY =
            com.fasterxml.jackson.core.JsonToken.START_ARRAY;

    @Test
    void pointerExtractorFindsTheLastDuplicateAsReadTreeDoes() throws IOException {
        byte[] doc = utf8("{\"role\":\"user\",\"role\":\"admin\"}");
        assertThat(StreamingReaders.MAPPER.readTree(doc).at("/role").asText()).isEqualTo("admin");
        assertThat(PointerExtractor.at("/role").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).contains("admin");
        assertThat(PointerExtractor.at("/role").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asString())).containsExactly("admin");
        // documented: stopping at the first match cannot see a later duplicate
        assertThat(PointerExtractor.at("/role").stopAtMatch().find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).contains("user");

        byte[] nested = utf8("{\"a\":{\"x\":1},\"b\":{\"x\":2},\"a\":{\"y\":3},\"c\":[{\"x\":4},{\"x\":5,\"x\":6}]}");
        JsonNode tree = StreamingReaders.MAPPER.readTree(nested);
        List<Long> want = new ArrayList<>();
        tree.forEach(v -> {
            if (v.has("x")) {
                want.add(v.get("x").asLong());
            }
        });
        assertThat(PointerExtractor.at("/*/x").findAll(ExtractorCore.Input.of(nested), PointerExtractor.asLong())).containsExactlyElementsOf(want)
                .containsExactly(2L);
        assertThat(PointerExtractor.at("/c/*/x").findAll(ExtractorCore.Input.of(nested), PointerExtractor.asLong())).containsExactly(4L, 6L);
        assertThat(PointerExtractor.at("/a/x").find(ExtractorCore.Input.of(nested), PointerExtractor.asLong())).isEmpty();
        // find reads the first match only; when a later duplicate removes it after others were passed over
        assertThat(catchThrowable(() -> PointerExtractor.at("/*/x").find(ExtractorCore.Input.of(utf8("{\"a\":{\"x\":1},\"b\":{\"x\":2},\"a\":{}}")),
                PointerExtractor.asLong()))).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("'a'").hasMessageContaining("line: 1, column: ");
        List<JsonNode> members = new ArrayList<>();
        tree.elements().forEachRemaining(members::add);
        assertThat(PointerExtractor.at("/*").findAll(ExtractorCore.Input.of(nested), p -> StreamingReaders.MAPPER.<JsonNode>readTree(p)))
                .containsExactlyElementsOf(members);
    }

    @Test
    void aDuplicateOfTheStreamedArraysMemberFailsNamingItAndWhere() {
        byte[] doc = utf8("{\"items\":[{\"id\":1}],\n \"items\":[{\"id\":666}]}");
        Throwable es = catchThrowable(() -> ElementStream.of(p -> StreamingReaders.MAPPER.readTree(p)).at("/items")
                .forEach(ExtractorCore.Input.of(doc), x -> { }));
        Throwable fe = catchThrowable(() -> FieldExtractor.builder().at("/items").fields("id").build(r -> r.getLong("id"))
                .list(ExtractorCore.Input.of(doc)));
        for (Throwable t : new Throwable[] {es, fe}) {
            assertThat(t).isInstanceOf(com.fasterxml.jackson.core.exc.StreamReadException.class)
                    .hasMessageContaining("'items'").hasMessageContaining("JSON Pointer '/items'")
                    .hasMessageContaining("line: 2, column: 2");
        }
        byte[] deeper = utf8("{\"a\":{\"b\":[1],\"c\":2,\"b\":[3]}}");
        assertThat(catchThrowable(() -> ElementStream.of(JsonParser::getLongValue).at("/a/b").forEach(ExtractorCore.Input.of(deeper), x -> { })))
                .hasMessageContaining("'b'").hasMessageContaining("'/a/b'");
        // a repeated member elsewhere, or above the path, is not the streamed array's
        byte[] elsewhere = utf8("{\"a\":{\"b\":[1],\"c\":2,\"c\":[3]},\"b\":4}");
        assertThat(catchThrowable(() -> ElementStream.of(JsonParser::getLongValue).at("/a/b").forEach(ExtractorCore.Input.of(elsewhere), x -> { })))
                .isNull();
    }

    @Test
    void aRepeatedMemberOfAnElementReplacesTheEarlierAndIsNeverMerged() throws IOException {
        FieldExtractor<String> ex = FieldExtractor.builder().fields("u/admin", "u/name", "id")
                .build(r -> r.has("u/admin") + " " + r.getString("u/name") + " " + r.getLong("id", -1));
        String[] docs = {"[{\"u\":{\"admin\":true},\"u\":{\"name\":\"x\"}}]", "[{\"u\":{\"admin\":true},\"u\":false}]",
            "[{\"id\":1,\"u\":{\"admin\":true},\"id\":2}]", "[{\"u\":{\"name\":\"a\"},\"u\":{\"name\":\"b\",\"admin\":1}}]"};
        String[] want = {"false x -1", "false null -1", "true null 2", "true b -1"};
        for (int i = 0; i < docs.length; i++) {
            byte[] doc = utf8(docs[i]);
            JsonNode tree = StreamingReaders.MAPPER.readTree(doc).get(0);
            assertThat(want[i]).startsWith(String.valueOf(!tree.at("/u/admin").isMissingNode()));
            // twice: the second element is read with the learned member order
            assertThat(ex.list(ExtractorCore.Input.of(utf8("[" + docs[i].substring(1, docs[i].length() - 1) + ","
                    + docs[i].substring(1))))).as(docs[i]).containsExactly(want[i], want[i]);
        }
    }

    @Test
    void wrongShapeOfTheStreamedArraysMemberStillNamesTheTokens() {
        assertThatThrownBy(() -> ElementStream.of(p -> null).at("/items").forEach(ExtractorCore.Input.of(utf8("{\"items\":5}")), x -> { }))
                .hasMessageContaining("Expected START_ARRAY but found VALUE_NUMBER_INT");
    }
}
