/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link FastSkipJsonFactory} parsers behave exactly like jackson-core's own: the same tokens,
 * locations, exceptions and messages, whatever the strings that get skipped contain and wherever
 * the input buffer boundaries fall.
 */
class FastSkipJsonFactoryTest {

    private static final JsonFactory PLAIN = new JsonFactory();
    private static final JsonFactory FAST = new FastSkipJsonFactory();

    @Test
    void usesTheFastParserForPlainUtf8AndJacksonsOwnOtherwise() throws IOException {
        byte[] utf8 = "{\"a\":\"x\"}".getBytes(StandardCharsets.UTF_8);
        try (JsonParser p = FAST.createParser(utf8)) {
            assertThat(p).isInstanceOf(FastSkipJsonFactory.Parser.class);
        }
        try (JsonParser p = FAST.createParser(new ByteArrayInputStream(utf8))) {
            assertThat(p).isInstanceOf(FastSkipJsonFactory.Parser.class);
        }
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '[', '1', ']'};
        byte[] utf16 = "[\"x\"]".getBytes(StandardCharsets.UTF_16BE);
        for (byte[] other : List.of(bom, utf16, "[1]".getBytes(StandardCharsets.UTF_8))) {
            assertThat(trace(FAST, other, false)).isEqualTo(trace(PLAIN, other, false));
            try (JsonParser p = FAST.createParser(other)) {
                assertThat(p).isNotInstanceOf(FastSkipJsonFactory.Parser.class);
            }
        }
    }

    @Test
    void skipsGeneratedStringsLikeJacksonWhateverTheyContain() throws IOException {
        SplittableRandom rnd = new SplittableRandom(20261122);
        for (int i = 0; i < 4_000; i++) {
            byte[] doc = document(rnd);
            String why = "document #" + i + ": " + new String(doc, StandardCharsets.ISO_8859_1);
            assertThat(trace(FAST, doc, false)).as(why).isEqualTo(trace(PLAIN, doc, false));
            assertThat(trace(FAST, doc, true)).as(why + " (as a trickling stream)").isEqualTo(trace(PLAIN, doc, true));
        }
    }

    @Test
    void skipsLikeJacksonAtEveryTruncationOfADocument() throws IOException {
        byte[] doc = ("{\"s\":\"ab\\\"c\\u00e9 \u00e9\u20ac\ud83d\ude00 0123456789abcdef\\n\",\"n\":[1,\"x\"],"
                + "\"t\":\"" + "y".repeat(40) + "\"}").getBytes(StandardCharsets.UTF_8);
        for (int cut = 0; cut <= doc.length; cut++) {
            byte[] part = java.util.Arrays.copyOf(doc, cut);
            assertThat(trace(FAST, part, false)).as("cut at " + cut).isEqualTo(trace(PLAIN, part, false));
            assertThat(trace(FAST, part, true)).as("cut at " + cut).isEqualTo(trace(PLAIN, part, true));
        }
    }

    @Test
    void honoursTheStringFeaturesLikeJackson() throws IOException {
        JsonFactory plain = JsonFactory.builder().enable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
                .enable(JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER).build();
        JsonFactory fast = new FastSkipJsonFactory(new JsonFactoryBuilder().enable(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS)
                .enable(JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER));
        byte[] doc = "[\"a\tb\nc\\qd 0123456789\",\"\u0001\",2]".getBytes(StandardCharsets.UTF_8);
        assertThat(trace(fast, doc, false)).isEqualTo(trace(plain, doc, false)).doesNotContainPattern("Exception");
        assertThat(trace(FAST, doc, false)).isEqualTo(trace(PLAIN, doc, false)).contains("JsonParseException");
    }

    @Test
    void appliesTheStreamReadConstraintsAndKeepsItsClassWhenCopied() throws Exception {
        FastSkipJsonFactory small = new FastSkipJsonFactory(new JsonFactoryBuilder()
                .streamReadConstraints(StreamReadConstraints.builder().maxDocumentLength(10).maxNestingDepth(2).build()));
        assertThat(trace(small, "[\"0123456789abcdef\"]".getBytes(StandardCharsets.UTF_8), false))
                .contains("Document length");
        assertThat(trace(small, "[[[1]]]".getBytes(StandardCharsets.UTF_8), true)).contains("nesting depth");

        assertThat(small.copy()).isInstanceOf(FastSkipJsonFactory.class);
        assertThat(small.copy().streamReadConstraints().getMaxNestingDepth()).isEqualTo(2);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(small);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertThat(in.readObject()).isInstanceOf(FastSkipJsonFactory.class);
        }
    }

    @Test
    void agreesWithJacksonOnEveryJsonTestSuiteFile() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String prefix : List.of("y_", "n_", "i_")) {
            files.addAll(TestData.suite(prefix));
        }
        for (Path file : files) {
            byte[] doc = Files.readAllBytes(file);
            assertThat(trace(FAST, doc, false)).as(file.getFileName().toString()).isEqualTo(trace(PLAIN, doc, false));
            assertThat(trace(FAST, doc, true)).as(file.getFileName().toString()).isEqualTo(trace(PLAIN, doc, true));
        }
    }

    /**
     * Everything a caller can observe while walking the document without reading strings: each
     * token, field names, numbers, the location after each token, and the failure, if any.
     */
    static String trace(JsonFactory factory, byte[] doc, boolean trickle) throws IOException {
        StringBuilder out = new StringBuilder();
        InputStream in = trickle ? new Trickle(doc) : null;
        try (JsonParser p = trickle ? factory.createParser(in) : factory.createParser(doc)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                out.append(t);
                if (t == JsonToken.FIELD_NAME || t.isNumeric()) {
                    out.append('(').append(p.getText()).append(')');
                }
                out.append('@').append(p.currentLocation().getByteOffset()).append(':')
                        .append(p.currentLocation().getLineNr()).append(':').append(p.currentLocation().getColumnNr())
                        .append(' ');
            }
        } catch (IOException e) {
            out.append(e.getClass().getName()).append(": ").append(e.getMessage());
        }
        return out.toString();
    }

    /** A random document: strings with every kind of content, valid or not, between other values. */
    private static byte[] document(SplittableRandom rnd) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes("{\"k\":[".getBytes(StandardCharsets.UTF_8));
        for (int v = rnd.nextInt(1, 5); v > 0; v--) {
            b.write('"');
            for (int n = rnd.nextInt(60); n > 0; n--) {
                piece(rnd, b);
            }
            if (rnd.nextInt(20) > 0) {
                b.write('"');
            }
            b.writeBytes(",7,".getBytes(StandardCharsets.UTF_8));
        }
        b.writeBytes("\"end\"]}".getBytes(StandardCharsets.UTF_8));
        byte[] doc = b.toByteArray();
        return rnd.nextInt(10) == 0 ? java.util.Arrays.copyOf(doc, rnd.nextInt(doc.length + 1)) : doc;
    }

    private static void piece(SplittableRandom rnd, ByteArrayOutputStream b) {
        int kind = rnd.nextInt(100);
        if (kind < 60) {
            for (int n = rnd.nextInt(1, 20); n > 0; n--) {
                int c = rnd.nextInt(0x20, 0x7F);
                b.write(c == '"' || c == '\\' ? 'q' : c);
            }
            return;
        }
        String s = switch (kind) {
            case 60, 61, 62 -> "\\n";
            case 63, 64 -> "\\\"";
            case 65, 66 -> "\\\\";
            case 67 -> "\\u00e9";
            case 68 -> "\\u12";      // bad hex
            case 69 -> "\\x";        // bad escape
            case 70, 71, 72 -> "\u00e9";
            case 73, 74 -> "\u20ac";
            case 75, 76 -> "\ud83d\ude00";
            default -> null;
        };
        if (s != null) {
            b.writeBytes(s.getBytes(StandardCharsets.UTF_8));
            return;
        }
        switch (kind) {
            case 77, 78 -> b.write(rnd.nextInt(0x20)); // raw control character
            case 79, 80 -> b.write(rnd.nextInt(0x80, 0x100)); // a lone high byte
            case 81 -> { // a lead byte with a bad continuation
                b.write(0xE2);
                b.write(rnd.nextBoolean() ? 0x82 : 0x41);
                b.write(0x41);
            }
            case 82 -> b.write(0x7F);
            default -> b.write(' ');
        }
    }

    /** An input stream that hands out 1 to 9 bytes per read, to put buffer ends everywhere. */
    private static final class Trickle extends InputStream {
        private final byte[] data;
        private final SplittableRandom rnd;
        private int pos;

        Trickle(byte[] data) {
            this.data = data;
            this.rnd = new SplittableRandom(data.length);
        }

        @Override
        public int read() {
            return pos < data.length ? data[pos++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (pos >= data.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, rnd.nextInt(1, 10)), data.length - pos);
            System.arraycopy(data, pos, b, off, n);
            pos += n;
            return n;
        }
    }
}
