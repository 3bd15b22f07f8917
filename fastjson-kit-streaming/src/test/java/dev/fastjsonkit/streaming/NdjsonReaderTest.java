/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.fastjsonkit.streaming.TestData.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

class NdjsonReaderTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final NdjsonReader<JsonNode> TREES = NdjsonReader.of(p -> MAPPER.readTree(p));

    record Event(String type, long n) {
    }

    @Test
    void readsOneValueOfAnyTypePerLineSkippingBlankLinesAndCarriageReturns(@TempDir Path tmp) throws IOException {
        String text = "{\"a\":1}\r\n[1,2]\n\n  \n\"s\"\n3.5\nnull\ntrue\n{\"nested\":{\"x\":[{}]}}";
        List<JsonNode> want = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                want.add(MAPPER.readTree(line));
            }
        }
        byte[] bytes = utf8(text);
        Path file = tmp.resolve("x.ndjson");
        Files.write(file, bytes);
        try (Stream<JsonNode> s = TREES.stream(bytes)) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        try (Stream<JsonNode> s = TREES.stream(new StringReader(text))) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        try (Stream<JsonNode> s = TREES.stream(file)) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        List<JsonNode> got = new ArrayList<>();
        assertThat(TREES.forEach(new ByteArrayInputStream(bytes), got::add)).isEqualTo(want.size());
        assertThat(TREES.forEach(new StringReader(text + "\n"), got::add)).isEqualTo(want.size());
        assertThat(TREES.forEach(file, got::add)).isEqualTo(want.size());
        assertThat(got).hasSize(want.size() * 3);
    }

    @Test
    void bindsLinesWithAnObjectReader() throws IOException {
        ObjectReader reader = MAPPER.readerFor(Event.class);
        List<Event> got = new ArrayList<>();
        NdjsonReader.of(reader::<Event>readValue).forEach(utf8("{\"type\":\"a\",\"n\":1}\n{\"type\":\"b\",\"n\":2}\n"), got::add);
        assertThat(got).containsExactly(new Event("a", 1), new Event("b", 2));
    }

    @Test
    void malformedLineFailsWithItsLineNumberAndColumn() {
        String text = "{\"a\":1}\n{\"a\":2}\n\n{\"a\": tru}\n{\"a\":4}\n";
        Throwable t = catchThrowable(() -> TREES.forEach(utf8(text), x -> { }));
        assertThat(t).isInstanceOf(NdjsonReader.LineException.class)
                .hasMessageStartingWith("Line 4: ")
                .hasCauseInstanceOf(JsonParseException.class)
                .hasMessageContaining("line: 4, column: ");
        NdjsonReader.LineException e = (NdjsonReader.LineException) t;
        assertThat(e.lineNumber()).isEqualTo(4);
        assertThat(e.getLocation().getLineNr()).isEqualTo(4);
        assertThat(e.getLocation().getColumnNr()).isBetween(7, 11);
    }

    @Test
    void skipsAndReportsBadLinesWhenAsked() throws IOException {
        String text = "{\"type\":\"a\",\"n\":1}\n{\"type\":\"b\",\n{\"type\":\"c\",\"n\":\"NaN\"}\n{\"type\":\"x\",\"n\":0} 2\n"
                + "{\"type\":\"d\",\"n\":4}\n[1,2,\n{\"type\":\"e\",\"n\":5}";
        List<NdjsonReader.BadLine> bad = new ArrayList<>();
        List<Event> got = new ArrayList<>();
        long n = NdjsonReader.of(MAPPER.readerFor(Event.class)::<Event>readValue).skipBadLines(bad::add)
                .forEach(new StringReader(text), got::add);
        assertThat(n).isEqualTo(3);
        assertThat(got).containsExactly(new Event("a", 1), new Event("d", 4), new Event("e", 5));
        assertThat(bad).extracting(NdjsonReader.BadLine::lineNumber).containsExactly(2L, 3L, 4L, 6L);
        assertThat(bad.get(0).error()).hasCauseInstanceOf(JsonParseException.class);
        assertThat(bad.get(1).error()).hasCauseInstanceOf(MismatchedInputException.class);
        assertThat(bad.get(2).error()).hasMessageContaining("Expected the end of the line but found VALUE_NUMBER_INT");
    }

    @Test
    void lineLongerThanTheLimitIsABadLineAndNotBuffered() throws IOException {
        String text = "1\n[" + "0,".repeat(5000) + "0]\n3\n";
        assertThatThrownBy(() -> TREES.maxLineLength(100).forEach(utf8(text), x -> { }))
                .isInstanceOf(NdjsonReader.LineException.class).hasMessageContaining("Line 2: longer than 100 bytes");
        List<NdjsonReader.BadLine> bad = new ArrayList<>();
        List<JsonNode> got = new ArrayList<>();
        TREES.maxLineLength(100).skipBadLines(bad::add).forEach(new StringReader(text), got::add);
        assertThat(got).extracting(JsonNode::asInt).containsExactly(1, 3);
        assertThat(bad).singleElement().satisfies(b -> assertThat(b.error()).hasMessageContaining("chars"));
    }

    @Test
    void streamReadConstraintsApplyPerLine() {
        JsonFactory f = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(3).build()).build();
        Throwable t = catchThrowable(() -> TREES.factory(f).forEach(utf8("[[1]]\n[[[[1]]]]\n"), x -> { }));
        assertThat(t).isInstanceOf(NdjsonReader.LineException.class).hasMessageStartingWith("Line 2: ")
                .hasCauseInstanceOf(StreamConstraintsException.class);
    }

    @Test
    void iteratorThrowsOnABadLineAndClosesItsInput() {
        TestData.TrackingStream in = new TestData.TrackingStream(utf8("1\n2\n{\n4\n"));
        ExtractorCore.CloseableIterator<JsonNode> it = TREES.iterator(in);
        assertThat(it.next().asInt()).isEqualTo(1);
        assertThat(it.next().asInt()).isEqualTo(2);
        assertThatThrownBy(it::hasNext).isInstanceOf(UncheckedIOException.class)
                .hasCauseInstanceOf(NdjsonReader.LineException.class).hasMessageContaining("Line 3");
        assertThat(in.closed).isTrue();
        TestData.TrackingStream in2 = new TestData.TrackingStream(utf8("1\n2\n"));
        try (Stream<JsonNode> s = TREES.stream(in2)) {
            assertThat(s.findFirst()).isPresent();
        }
        assertThat(in2.closed).isTrue();
    }

    @Test
    void truncatedInputAtEveryByteOffsetFailsOnTheCutLineOrIsACompleteShorterStream() throws IOException {
        String text = "{\"a\":[1,{\"b\":\"\u00e9\"}]}\n[true,null,-1.5e3]\n\"str\"\n";
        byte[] doc = utf8(text);
        assertThat(TREES.forEach(doc, x -> { })).isEqualTo(3);
        for (int cut = 0; cut < doc.length; cut++) {
            byte[] part = Arrays.copyOf(doc, cut);
            String prefix = new String(part, StandardCharsets.UTF_8);
            // a cut right after a line end (or inside the final newline) leaves whole lines: valid NDJSON
            String lastLine = prefix.substring(prefix.lastIndexOf('\n') + 1);
            boolean wholeLines = lastLine.isEmpty() || isCompleteJson(lastLine);
            Throwable t = catchThrowable(() -> TREES.forEach(part, x -> { }));
            if (wholeLines) {
                assertThat(t).as("cut at %d", cut).isNull();
            } else {
                assertThat(t).as("cut at %d", cut).isInstanceOf(NdjsonReader.LineException.class)
                        .hasMessageStartingWith("Line " + (prefix.chars().filter(c -> c == '\n').count() + 1) + ":");
            }
        }
    }

    private static boolean isCompleteJson(String s) {
        try {
            MAPPER.readTree(s);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Test
    @Timeout(120)
    void everyInvalidSuiteFileIsAnExceptionUnlessItIsOnlyBlank() throws IOException {
        List<String> silent = new ArrayList<>();
        List<Path> files = TestData.suite("n_");
        assertThat(files).hasSizeGreaterThan(150);
        List<String> blank = new ArrayList<>();
        for (Path f : files) {
            byte[] doc = Files.readAllBytes(f);
            List<JsonNode> got = new ArrayList<>();
            Throwable t = catchThrowable(() -> TREES.forEach(doc, got::add));
            if (t == null && got.isEmpty()) {
                blank.add(f.getFileName().toString()); // no values at all: an empty NDJSON stream
            } else if (!(t instanceof NdjsonReader.LineException)) {
                silent.add(f.getFileName() + " -> " + t + " " + got);
            }
        }
        assertThat(silent).isEmpty();
        // only inputs with no JSON text at all (empty, whitespace, a lone BOM) are an empty stream
        assertThat(blank).allSatisfy(name -> assertThat(name).containsAnyOf("no_data", "whitespace", "single_space",
                "BOM"));
    }

    @Test
    @Timeout(120)
    void validSuiteFilesOnOneLineAreReadLikeDatabind() throws IOException {
        List<String> bad = new ArrayList<>();
        int read = 0;
        for (Path f : TestData.suite("y_")) {
            byte[] doc = Files.readAllBytes(f);
            String text = new String(doc, StandardCharsets.UTF_8);
            if (text.strip().contains("\n")) {
                continue; // a value spread over lines is not one NDJSON line
            }
            JsonNode want = MAPPER.readTree(doc);
            Throwable t = catchThrowable(() -> {
                List<JsonNode> got = new ArrayList<>();
                TREES.forEach(doc, got::add);
                if (!got.equals(List.of(want))) {
                    throw new AssertionError("differs: " + got);
                }
            });
            if (t != null) {
                bad.add(f.getFileName() + " -> " + t);
            }
            read++;
        }
        assertThat(bad).isEmpty();
        assertThat(read).isGreaterThan(80);
    }

    @Test
    void twitterStatusesAsNdjsonMatchDatabind() throws IOException {
        Path file = TestData.corpus("twitter.json");
        JsonNode tree = MAPPER.readTree(file.toFile());
        StringBuilder nd = new StringBuilder();
        for (JsonNode s : tree.get("statuses")) {
            nd.append(MAPPER.writeValueAsString(s)).append('\n');
        }
        List<String> got = new ArrayList<>();
        NdjsonReader.of(p -> MAPPER.readValue(p, Map.class)).forEach(utf8(nd.toString()), m ->
                got.add(m.get("id") + "|" + m.get("text") + "|" + ((Map<?, ?>) m.get("user")).get("screen_name")));
        List<String> want = new ArrayList<>();
        for (JsonNode s : tree.get("statuses")) {
            want.add(s.get("id").longValue() + "|" + s.get("text").textValue() + "|" + s.at("/user/screen_name").textValue());
        }
        assertThat(got).hasSize(100).isEqualTo(want);
    }

    @Test
    void theLineEndSearchesFindTheFirstAndTheLastNewlineAtEveryOffset() {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        for (int round = 0; round < 2_000; round++) {
            byte[] b = new byte[rnd.nextInt(40)];
            for (int i = 0; i < b.length; i++) { // newlines, bytes one off, high bytes
                int k = rnd.nextInt(6);
                b[i] = (byte) (k == 0 ? '\n' : k == 1 ? 0x0B : k == 2 ? 0x09 : k == 3 ? 0x8A : k == 4 ? 0 : 'a');
            }
            int from = b.length == 0 ? 0 : rnd.nextInt(b.length + 1);
            int to = from + rnd.nextInt(b.length - from + 1);
            int want = from;
            while (want < to && b[want] != '\n') {
                want++;
            }
            assertThat(NdjsonLines.newline(b, from, to)).as("round %d", round).isEqualTo(want);
            int last = to - 1;
            while (last >= from && b[last] != '\n') {
                last--;
            }
            assertThat(NdjsonLines.lastNewline(b, from, to)).as("round %d, last", round).isEqualTo(last < from ? -1 : last);
        }
    }

    /** Lines, good and bad, whose mix the one-parser read must report exactly as lines read alone. */
    private static final String[] LINES = {"{\"a\":1}", "[1,2,3]", "\"text\"", "42", "-0.5e3", "true", "null", "", " ",
        "\t \r", "{\"a\":{\"b\":[1,{}]}} ", "17 ", "3\r", "{\"a\":", "[", "[1,", "]", "}", "1,", ",2", "{\"a\":1} 2",
        "1 2", "{\"a\":1}x", "tru", "\"open", "{\"a\" 1}", "01", "[1]]", "{}{}", "\"\\u12\"", "\u00e9\"", "nul",
        "{\"deep\":" + "[".repeat(5), "]]]]]}", "1e", "/* c */ 1", "\"a\" // c", "{\"a\":\r1}", "1\r2", "\"a\tb\"",
        "\"a", "b\"", "[\"x\r\"]"};

    /** What one line gives when read alone, as the contract says: a value, nothing, or the cause's message. */
    private static Object aloneReference(JsonFactory f, String line) {
        try (com.fasterxml.jackson.core.JsonParser p = f.createParser(line.getBytes(StandardCharsets.UTF_8))) {
            if (p.nextToken() == null) {
                return null;
            }
            JsonNode v = MAPPER.readTree(p);
            com.fasterxml.jackson.core.JsonToken extra = p.nextToken();
            return extra == null ? v : "Expected the end of the line but found " + extra + " (one JSON value per line)";
        } catch (IOException e) {
            return e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage() : e.toString();
        }
    }

    @Test
    void oneParserOverTheWholeInputReportsEveryLineAsIfReadAlone() throws IOException {
        readsEveryLineAsIfReadAlone(ExtractorCore.newDefaultFactory(), 16);
    }

    /**
     * Raw control characters in strings: a string may hide a line feed from the parser's line
     * count (jackson-core before 2.23 does not count one inside a string, so on 2.18 to 2.22 this
     * fails for a reader that trusts the count; 2.23 counts it).
     */
    @Test
    void withRawControlCharactersAllowedAStringOverALineEndIsTwoBadLines() throws IOException {
        JsonFactory f = JsonFactory.builder().enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
                .build();
        List<Object> got = new ArrayList<>();
        NdjsonReader.<JsonNode>of(p -> MAPPER.readTree(p)).factory(f).skipBadLines(b -> got.add(b.lineNumber()))
                .forEach(utf8("1\n\"a\n b\"\n\"c\td\"\n"), got::add);
        assertThat(got).containsExactly(MAPPER.readTree("1"), 2L, 3L, MAPPER.readTree("\"c\\td\""));
        readsEveryLineAsIfReadAlone(f, 17);
    }

    private static void readsEveryLineAsIfReadAlone(JsonFactory f, long seed) throws IOException {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        for (int round = 0; round < 3_000; round++) {
            List<String> lines = new ArrayList<>();
            for (int n = rnd.nextInt(1, 120); n > 0; n--) { // runs of good lines, some bad ones
                lines.add(LINES[rnd.nextInt(4) == 0 ? rnd.nextInt(LINES.length) : rnd.nextInt(7)]);
            }
            String text = String.join("\n", lines) + (rnd.nextBoolean() ? "\n" : "");
            List<Object> want = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                Object r = aloneReference(f, lines.get(i));
                if (r instanceof String message) {
                    want.add("Line " + (i + 1) + ": " + message);
                } else if (r != null) {
                    want.add(r);
                }
            }
            List<Object> got = new ArrayList<>();
            NdjsonReader<JsonNode> reader = NdjsonReader.<JsonNode>of(p -> MAPPER.readTree(p)).factory(f).skipBadLines(b -> got.add(
                    b.error().getMessage().startsWith("Line " + b.lineNumber() + ": ") ? b.error().getOriginalMessage() : "?"));
            reader.forEach(utf8(text), got::add);
            assertThat(got).as("round %d: %s", round, text).isEqualTo(want);
            got.clear();
            int chunk = rnd.nextInt(1, 10);
            reader.forEach(new ByteArrayInputStream(utf8(text)) {
                @Override
                public synchronized int read(byte[] b, int off, int len) {
                    return super.read(b, off, Math.min(len, chunk));
                }
            }, got::add);
            assertThat(got).as("round %d, stream in chunks of %d: %s", round, chunk, text).isEqualTo(want);
        }
    }
}
