/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * {@code NdjsonReader} over a {@code Reader}: whole lines in the char buffer are read by one parser
 * (as bytes when they are ASCII, else as chars), and every line must still read as if it were
 * parsed alone from its chars: the same value, or the same error (message, cause class, column in
 * chars) on the right line, wherever the buffer boundaries and the reads' chunks fall.
 */
class NdjsonCharsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Lines, good and bad, ASCII and not, with the chars a byte parser could read otherwise. */
    private static final String[] LINES = {"{\"a\":1}", "[1,2,3]", "\"text\"", "42", "-0.5e3", "true", "null",
        "{\"k\":\"\u00e9t\u00e9\"}", "[\"\u65e5\u672c\"]", "\"\uD83D\uDE00\"", "", " ", "\t \r", "{\"a\":{\"b\":[1,{}]}} ",
        "17 ", "3\r", "{\"a\":", "[", "[1,", "]", "}", "1,", "{\"a\":1} 2", "1 2", "{\"a\":1}x", "tru", "\"open",
        "01", "[1]]", "{}{}", "\"\\u12\"", "\u00e9\"", "\"\u00e9", "{\"deep\":" + "[".repeat(5), "1e",
        "/* c */ 1", "{\"a\":\r1}", "1\r2", "\"a\tb\"", "\"\uD800\"", "[\"\uDC00x\"]", "\"\uD83D\"",
        "\u0000", "\u0000[\u00001", "\u0000\"\u0000", "\uFEFF1", "\"\uFEFF\"", "1\u00a0", "\u00a01", "[\"x\r\"]",
        "{\"\u00e9\":\"\u00e9\"}", "\"" + "\u00e9".repeat(300) + "\"", "[" + "\"ab\",".repeat(200) + "0]"};

    /** What one line gives when parsed alone from its chars: a value, null (blank) or the error. */
    private static Object alone(JsonFactory f, String line) {
        try (JsonParser p = f.createParser(line)) {
            if (p.nextToken() == null) {
                return null;
            }
            JsonNode v = MAPPER.readTree(p);
            JsonToken extra = p.nextToken();
            return extra == null ? v : "Expected the end of the line but found " + extra + " (one JSON value per line)"
                    + " @" + p.currentTokenLocation().getColumnNr() + " null";
        } catch (JsonProcessingException e) {
            return e.getOriginalMessage() + " @" + (e.getLocation() == null ? -1 : e.getLocation().getColumnNr()) + " "
                    + e.getClass().getSimpleName();
        } catch (IOException e) {
            return e.toString();
        }
    }

    /** The values, and for each bad line what {@link #alone} gives, prefixed with its line number. */
    private static List<Object> expected(JsonFactory f, List<String> lines) {
        List<Object> want = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Object r = alone(f, lines.get(i));
            if (r instanceof String message) {
                want.add("Line " + (i + 1) + ": " + message);
            } else if (r != null) {
                want.add(r);
            }
        }
        return want;
    }

    private static List<Object> read(NdjsonReader<JsonNode> reader, Reader in) throws IOException {
        List<Object> got = new ArrayList<>();
        reader.skipBadLines(b -> {
            NdjsonReader.LineException e = b.error();
            Throwable cause = e.getCause();
            got.add(e.getMessage().startsWith("Line " + b.lineNumber() + ": ") && e.getLocation().getLineNr() == b.lineNumber()
                    ? e.getOriginalMessage() + " @" + e.getLocation().getColumnNr() + " "
                            + (cause == null ? null : cause.getClass().getSimpleName())
                    : "? " + e);
        }).forEach(in, got::add);
        return got;
    }

    /** A reader that hands out at most {@code chunk} chars per read. */
    static Reader chunked(String text, int chunk) {
        return new StringReader(text) {
            @Override
            public int read(char[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    private static NdjsonReader<JsonNode> trees(JsonFactory f) {
        return NdjsonReader.<JsonNode>of(p -> MAPPER.readTree(p)).factory(f);
    }

    private static void readsEveryLineAsIfReadAlone(JsonFactory f, long seed, int rounds) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        NdjsonReader<JsonNode> reader = trees(f);
        for (int round = 0; round < rounds; round++) {
            List<String> lines = new ArrayList<>();
            boolean ascii = rnd.nextBoolean(); // whole inputs of ASCII lines, and inputs that mix
            for (int n = rnd.nextInt(1, 120); n > 0; n--) { // runs of good lines, some bad ones
                String line = LINES[rnd.nextInt(4) == 0 ? rnd.nextInt(LINES.length) : rnd.nextInt(10)];
                lines.add(ascii && !line.chars().allMatch(c -> c < 0x80) ? "1" : line);
            }
            String text = String.join(rnd.nextInt(4) == 0 ? "\r\n" : "\n", lines) + (rnd.nextBoolean() ? "\n" : "");
            if (text.contains("\r\n")) { // (the \r is whitespace at the end of its line)
                lines = List.of(text.split("\n", -1));
                if (text.endsWith("\n")) {
                    lines = lines.subList(0, lines.size() - 1);
                }
            }
            List<Object> want = expected(f, lines);
            assertThat(read(reader, new StringReader(text))).as("round %d: %s", round, text).isEqualTo(want);
            int chunk = rnd.nextInt(1, 10);
            assertThat(read(reader, chunked(text, chunk))).as("round %d, chunks of %d: %s", round, chunk, text)
                    .isEqualTo(want);
        }
    }

    @Test
    @Timeout(120)
    void everyLineReadsAsIfParsedAloneFromItsChars() throws IOException {
        readsEveryLineAsIfReadAlone(ExtractorCore.newDefaultFactory(), 21, 2_000);
        readsEveryLineAsIfReadAlone(new JsonFactory(), 22, 500);
    }

    @Test
    @Timeout(120)
    void withRawControlCharactersAllowedToo() throws IOException {
        readsEveryLineAsIfReadAlone(JsonFactory.builder().enable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS).build(), 23,
                500);
    }

    /** A random line that may be long, with ASCII, two- and three-byte chars and surrogate pairs. */
    private static String randomLine(SplittableRandom rnd, int maxChars) throws IOException {
        StringBuilder s = new StringBuilder();
        int n = rnd.nextInt(maxChars);
        boolean ascii = rnd.nextInt(3) == 0;
        while (s.length() < n) {
            int k = ascii ? 0 : rnd.nextInt(8);
            s.append(k == 5 ? '\u00e9' : k == 6 ? '\u6771' : k == 7 ? "\uD83D\uDE00" : String.valueOf((char) ('a' + rnd.nextInt(26))));
        }
        return rnd.nextBoolean() ? MAPPER.writeValueAsString(s.toString())
                : MAPPER.writeValueAsString(java.util.Map.of("id", rnd.nextInt(), "body", s.toString(), "n", List.of(1, 2)));
    }

    /** Lines around and beyond the buffer's size, so that buffers end inside lines and inside pairs. */
    @Test
    @Timeout(300)
    void linesAcrossBufferBoundariesReadAsMappingIteratorReadsThem() throws IOException {
        SplittableRandom rnd = new SplittableRandom(31);
        NdjsonReader<JsonNode> reader = trees(ExtractorCore.newDefaultFactory());
        for (int round = 0; round < 12; round++) {
            List<String> lines = new ArrayList<>();
            int total = 0;
            while (total < 3 * NdjsonLines.CHAR_BUFFER) {
                int r = rnd.nextInt(10);
                String line = randomLine(rnd, r == 0 ? NdjsonLines.CHAR_BUFFER + 5_000 : r < 3 ? 20_000 : 700);
                lines.add(line);
                total += line.length() + 1;
            }
            String text = String.join("\n", lines);
            List<Object> want = new ArrayList<>();
            try (MappingIterator<JsonNode> it = MAPPER.readerFor(JsonNode.class).readValues(new StringReader(text))) {
                it.forEachRemaining(want::add);
            }
            assertThat(want).hasSize(lines.size());
            int chunk = round % 3 == 0 ? rnd.nextInt(1, 10) : Integer.MAX_VALUE;
            assertThat(read(reader, chunked(text, chunk))).as("round %d", round).isEqualTo(want);
            // with bad lines among them, each reported as if parsed alone
            for (int i = 0; i < 5; i++) {
                int at = rnd.nextInt(lines.size());
                String line = lines.get(at);
                int cut = rnd.nextInt(line.length());
                lines.set(at, line.substring(0, cut) + (rnd.nextBoolean() ? "" : "\u00e9x\uD83D"));
            }
            text = String.join("\n", lines);
            assertThat(read(reader, chunked(text, chunk))).as("round %d, with bad lines", round)
                    .isEqualTo(expected(ExtractorCore.newDefaultFactory(), lines));
        }
    }

    @Test
    @Timeout(120)
    void aBadLineAtEveryPositionIsReportedOnItsLineAndTheRestIsRead() throws IOException {
        SplittableRandom rnd = new SplittableRandom(41);
        JsonFactory f = ExtractorCore.newDefaultFactory();
        NdjsonReader<JsonNode> reader = trees(f);
        for (String bad : new String[] {"{\"a\":", "\"\u00e9", "1 2", "\u0000", "[1]]", "{\"\u00e9\":tru}"}) {
            for (boolean ascii : new boolean[] {true, false}) {
                List<String> lines = new ArrayList<>();
                for (int i = 0; i < 40; i++) {
                    lines.add(ascii ? "{\"id\":" + i + ",\"s\":\"" + "x".repeat(rnd.nextInt(50)) + "\"}"
                            : "{\"id\":" + i + ",\"s\":\"" + "\u00e9\u6771".repeat(rnd.nextInt(50)) + "\"}");
                }
                for (int at = 0; at < lines.size(); at++) {
                    List<String> with = new ArrayList<>(lines);
                    with.set(at, bad);
                    String text = String.join(at % 2 == 0 ? "\n" : "\r\n", with) + "\n";
                    List<Object> want = expected(f, List.of(text.split("\n")));
                    assertThat(read(reader, new StringReader(text))).as("%s at %d", bad, at).isEqualTo(want);
                    assertThat(read(reader, chunked(text, 1 + at % 9))).as("%s at %d, chunked", bad, at).isEqualTo(want);
                    int line = at + 1;
                    Throwable t = catchThrowable(() -> reader.forEach(new StringReader(text), x -> { }));
                    assertThat(t).as("%s at %d, failing", bad, at).isInstanceOf(NdjsonReader.LineException.class)
                            .hasMessageStartingWith("Line " + line + ": ");
                }
            }
        }
    }

    @Test
    void theLimitIsInCharsAndANonAsciiLineUnderItIsRead() throws IOException {
        String longInBytes = "\"" + "\u6771".repeat(60) + "\""; // 62 chars, 182 bytes
        String tooLong = "\"" + "\u6771".repeat(70) + "\""; // 72 chars
        String asciiTooLong = "\"" + "x".repeat(70) + "\"";
        String text = "1\n" + longInBytes + "\n" + tooLong + "\n" + asciiTooLong + "\n2\n";
        List<Object> got = read(trees(ExtractorCore.newDefaultFactory()).maxLineLength(64), new StringReader(text));
        assertThat(got).containsExactly(MAPPER.readTree("1"), MAPPER.readTree(longInBytes),
                "Line 3: longer than 64 chars @-1 null", "Line 4: longer than 64 chars @-1 null", MAPPER.readTree("2"));
    }

    @Test
    void streamReadConstraintsApplyToEachLineInChars() throws IOException {
        JsonFactory f = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxDocumentLength(40).build()).build();
        String fits = "\"" + "\u00e9".repeat(30) + "\""; // 32 chars, 62 bytes
        String over = "[" + "1,".repeat(30) + "1]";
        List<String> lines = List.of("1", fits, over, "2", fits, fits);
        String text = String.join("\n", lines);
        assertThat(read(trees(f), new StringReader(text))).isEqualTo(expected(f, lines))
                .contains(MAPPER.readTree(fits));
    }

    /** An input decorator sees the chars as chars: ASCII lines are then not read as bytes. */
    @Test
    void aFactoryWithAnInputDecoratorGetsTheChars() throws IOException {
        JsonFactory f = JsonFactory.builder().inputDecorator(new com.fasterxml.jackson.core.io.InputDecorator() {
            @Override
            public java.io.InputStream decorate(com.fasterxml.jackson.core.io.IOContext ctxt, java.io.InputStream in) {
                throw new AssertionError("bytes");
            }

            @Override
            public java.io.InputStream decorate(com.fasterxml.jackson.core.io.IOContext ctxt, byte[] src, int offset,
                    int length) {
                throw new AssertionError("bytes");
            }

            @Override
            public Reader decorate(com.fasterxml.jackson.core.io.IOContext ctxt, Reader r) throws IOException {
                StringBuilder s = new StringBuilder();
                for (int c; (c = r.read()) >= 0; ) {
                    s.append(c == '7' ? '8' : (char) c);
                }
                return new StringReader(s.toString());
            }
        }).build();
        assertThat(read(trees(f), new StringReader("1\n[7,\"a\"]\n77\n"))).containsExactly(MAPPER.readTree("1"),
                MAPPER.readTree("[8,\"a\"]"), MAPPER.readTree("88"));
        assertThat(read(trees(f), new StringReader("1\n[7,\"\u00e9\"]\n77\n"))).containsExactly(MAPPER.readTree("1"),
                MAPPER.readTree("[8,\"\u00e9\"]"), MAPPER.readTree("88"));
    }

    @Test
    void aNulAtTheStartOfAnAsciiLineIsACharError() throws IOException {
        JsonFactory f = ExtractorCore.newDefaultFactory();
        List<String> lines = List.of("\u0000[\u00001", "1", "\u0000\"\u0000", "2");
        for (int chunk = 1; chunk < 10; chunk++) {
            assertThat(read(trees(f), chunked(String.join("\n", lines), chunk))).isEqualTo(expected(f, lines))
                    .hasSize(4);
        }
    }
}
