/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import dev.fastjsonkit.EngineParserHarness.Input;
import dev.fastjsonkit.EngineParserHarness.Mode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The differential suite of the engine's parser: every input is read by {@link EngineParser}
 * (through {@link FastJsonFactory}) and by jackson-core's {@code UTF8StreamJsonParser} with the
 * same configuration, in lock step, in every {@link Mode} and from every {@link Input}; see
 * {@link EngineParserHarness} for what each step compares.
 */
@Tag("fidelity")
class EngineParserTest {

    /** The shared mapper's factory settings. */
    private static final Supplier<JsonFactoryBuilder> DEFAULTS = () -> FastMappers.builder().factoryBuilder();

    /** Non-default read features and tight limits, so that the engine's fallbacks are exercised. */
    private static final Supplier<JsonFactoryBuilder> LENIENT = () -> new JsonFactoryBuilder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS,
                    JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER, JsonReadFeature.ALLOW_TRAILING_COMMA,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(300).maxNumberLength(12)
                    .maxNestingDepth(12).maxNameLength(40).build());

    @AfterAll
    static void report() {
        System.out.printf("EngineParserTest: %d cases, %d lock steps%n", EngineParserHarness.cases, EngineParserHarness.steps);
    }

    private static void all(String label, byte[] doc, long seed, Mode... modes) throws IOException {
        for (Supplier<JsonFactoryBuilder> config : List.of(DEFAULTS, LENIENT)) {
            // each its own buffer pool: a shared one would hand the two parsers differently grown
            // buffers, and jackson-core's length messages depend on those sizes
            JsonFactory engine = new FastJsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
            JsonFactory jackson = new JsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
            for (Mode mode : modes) {
                for (Input input : Input.values()) {
                    EngineParserHarness.assertSame(label, doc, engine, jackson, mode, input, seed);
                }
            }
        }
    }

    @Test
    void matchesJacksonOnJsonTestSuite() throws IOException {
        Path folder = ConformanceCase.jsonTestSuiteFolder();
        assumeTrue(folder != null, "shared/data/JSONTestSuite/test_parsing not found: JSONTestSuite cases skipped");
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        for (Path f : files) {
            all(f.getFileName().toString(), Files.readAllBytes(f), f.hashCode(), Mode.values());
        }
        assertThat(files).hasSizeGreaterThan(300);
    }

    @Test
    void matchesJacksonOnTheCorpus() throws IOException {
        Path root = SharedData.root();
        assumeTrue(root != null && Files.isDirectory(root.resolve("corpus")), "shared/data/corpus not found: corpus cases skipped");
        for (String name : List.of("twitter.json", "citm_catalog.json", "canada.json", "USD.json",
                "jvm-serializers/media.1.json", "jvm-serializers/media.2.json", "jvm-serializers/media.3.json",
                "jvm-serializers/media.4.json")) {
            Path f = root.resolve("corpus").resolve(name);
            if (Files.isRegularFile(f)) {
                all(name, Files.readAllBytes(f), name.hashCode(), Mode.FULL, Mode.SKIP, Mode.CALLS, Mode.MATCH);
            }
        }
    }

    @Test
    void matchesJacksonOnGeneratedDocuments() throws IOException {
        for (int i = 0; i < 400; i++) {
            Random r = new Random(i);
            byte[] doc = EngineDocuments.document(r, i % 10 == 9 ? 30_000 : 600);
            all("generated #" + i, doc, i, Mode.values());
        }
    }

    /**
     * Several root values in one input, as NDJSON lines read by one parser: the engine takes a
     * later root object or array itself, as jackson-core's nextToken does (no separator required).
     */
    @Test
    void matchesJacksonOnSeveralRootValues() throws IOException {
        String[] separators = {"\n", "", " ", "\r\n", "\n\n", "\t", "\u001e", ",", "\n//c\n"};
        for (int i = 0; i < 200; i++) {
            Random r = new Random(7000 + i);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (int n = 1 + r.nextInt(6); n > 0; n--) {
                out.writeBytes(EngineDocuments.document(r, 150));
                out.writeBytes(separators[r.nextInt(separators.length)].getBytes(StandardCharsets.ISO_8859_1));
            }
            all("root values #" + i, out.toByteArray(), i, Mode.values());
        }
    }

    @Test
    void matchesJacksonOnEveryTruncation() throws IOException {
        for (int i = 0; i < 16; i++) {
            byte[] doc = EngineDocuments.document(new Random(1000 + i), 120);
            for (int len = 0; len <= doc.length; len++) {
                byte[] prefix = java.util.Arrays.copyOf(doc, len);
                all("truncated #" + i + " at " + len, prefix, len, Mode.FULL, Mode.LAZY);
            }
        }
    }

    @Test
    void matchesJacksonOnMutatedDocuments() throws IOException {
        byte[] interesting = "\"\\\u0000\n\r\t{}[],: u0123456789abcdefABCDEF".getBytes(StandardCharsets.ISO_8859_1);
        for (int i = 0; i < 2000; i++) {
            Random r = new Random(5000 + i);
            byte[] doc = EngineDocuments.document(r, 200);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int mutations = 1 + r.nextInt(3);
            int[] at = r.ints(mutations, 0, doc.length).sorted().toArray();
            int k = 0;
            for (int p = 0; p < doc.length; p++) {
                while (k < at.length && at[k] == p) {
                    int b = r.nextInt(3) == 0 ? interesting[r.nextInt(interesting.length)] : r.nextInt(256);
                    switch (r.nextInt(3)) {
                        case 0 -> out.write(b); // insert
                        case 1 -> p++; // delete
                        default -> { out.write(b); p++; } // replace
                    }
                    k++;
                }
                if (p < doc.length) {
                    out.write(doc[p]);
                }
            }
            all("mutated #" + i, out.toByteArray(), i, Mode.FULL, Mode.LAZY, Mode.CALLS, Mode.MATCH);
        }
    }

    @Test
    void matchesJacksonOnEscapeDenseStrings() throws IOException {
        // string values with an escape every few bytes (JsonBytes.escapedWords), each with one unit
        // at a random offset: an escape of every form, or what breaks a rule, so that skipped and
        // read strings fail as jackson-core's do, at the same place
        String dense = "<a href=\\\"https:\\/\\/x.io\\/p\\/7\\\">it<\\/a> \\n\\t<p>a\\\"b";
        String[] units = {"\\\"", "\\/", "\\n", "\\\\", "\\r", "\\u00e9", "\\uD83D\\uDE00", "\\uDE00", "é", "東",
            "\\x", "\\u12g4", "\\\u0001", "\\é", "\\", "\u0000", "\t", "\r"};
        for (int i = 0; i < 300; i++) {
            Random r = new Random(9000 + i);
            StringBuilder doc = new StringBuilder("{\"a\":[");
            for (int v = 0; v < 6; v++) {
                String s = "abcdefgh".substring(r.nextInt(8)) + dense.repeat(1 + r.nextInt(4));
                int at = r.nextInt(s.length() + 1);
                if (at > 0 && s.charAt(at - 1) == '\\') {
                    at++; // not inside an escape
                }
                String unit = units[r.nextInt(r.nextInt(3) == 0 ? units.length : 8)];
                doc.append(v == 0 ? "" : ",").append('"').append(s, 0, at).append(unit).append(s.substring(at)).append('"');
            }
            doc.append("],\"b\":\"").append(dense).append("\"}");
            all("escape-dense #" + i, doc.toString().getBytes(StandardCharsets.UTF_8), i, Mode.values());
        }
    }

    @Test
    void matchesJacksonOnLongEscapeDenseStringsWithPlainStretches() throws IOException {
        // string values of escape-dense runs long enough for escapedWords's widest window, plain
        // stretches of lengths about each window's between them, a '#' after an escaped quote
        // (flagged by a borrow, taken as plain), and one unit at a random offset; then the
        // document cut at random lengths, each read from bytes and from 1 to 9 bytes a read
        String dense = "<a href=\\\"https:\\/\\/x.io\\/p\\/7\\\">it<\\/a> \\n\\t<p>a\\\"b \\\"#x\\\"##";
        String[] units = {"\\\"#", "\\\"", "\\n", "\\\\", "\\u00e9", "é", "\\x", "\\u12g4", "\u0000", "\t", "\\"};
        int[] stretches = {0, 9, 65, 135, 263, 1030};
        for (int i = 0; i < 60; i++) {
            Random r = new Random(9300 + i);
            StringBuilder doc = new StringBuilder("{\"a\":[");
            for (int v = 0; v < 3; v++) {
                StringBuilder s = new StringBuilder("abcdefgh".substring(r.nextInt(8)));
                for (int n = 1 + r.nextInt(3); n > 0; n--) {
                    s.append(dense.repeat(1 + r.nextInt(r.nextInt(2) == 0 ? 40 : 4)));
                    s.append("plain text ".repeat(100), 0, stretches[r.nextInt(stretches.length)]);
                }
                int at = r.nextInt(s.length() + 1);
                while (at > 0 && at < s.length() && s.charAt(at - 1) == '\\') {
                    at++; // not inside an escape
                }
                String unit = r.nextInt(3) == 0 ? "" : units[r.nextInt(units.length)];
                doc.append(v == 0 ? "" : ",").append('"').append(s, 0, at).append(unit).append(s.substring(at)).append('"');
            }
            doc.append("],\"b\":1}");
            byte[] bytes = doc.toString().getBytes(StandardCharsets.UTF_8);
            // every mode: read in full, a too-long string after one of 262 chars gets the length
            // jackson-core's grown text buffer reports (500, not the string's 577: fitsSegment)
            all("long escape-dense #" + i, bytes, i, Mode.values());
            for (int k = 0; k < 3; k++) {
                int len = r.nextInt(bytes.length);
                all("long escape-dense #" + i + " cut at " + len, java.util.Arrays.copyOf(bytes, len), len, Mode.values());
            }
        }
    }

    @Test
    void matchesJacksonOnNonAsciiStringsWithBrokenSequences() throws IOException {
        // string values of two- and three-byte text (JsonBytes.utf8Words), each with one unit at a
        // random offset: a valid sequence, an escape, or a byte or sequence jackson-core rejects
        // (a lone lead or continuation byte, an overlong form, a surrogate, beyond U+10FFFF, a
        // control byte), so that skipped and read strings fail as jackson-core's do, at the same
        // place; from an InputStream of 1 to 9 bytes a read, a sequence is split over every refill
        String text = "Привет мир 東京 日本語 café Ελλάδα жизнь naïve ";
        int[][] units = {{0xC3, 0xA9}, {0xE6, 0x9D, 0xB1}, {0xF0, 0x9F, 0x98, 0x80}, {'\\', 'n'}, {'\\', 'u', '0', '0', 'e', '9'},
            {0x80}, {0xBF}, {0xC3}, {0xC3, 'a'}, {0xC0, 0x80}, {0xC1, 0xBF}, {0xE0, 0x80, 0x80}, {0xE0, 0x9F, 0xBF},
            {0xED, 0xA0, 0x80}, {0xE6, 0x9D}, {0xE6, 0x9D, '"'}, {0xF0, 0x80, 0x80, 0x80}, {0xF4, 0x90, 0x80, 0x80},
            {0xF5, 0x80, 0x80, 0x80}, {0xF8, 0x80, 0x80, 0x80}, {0xFF}, {0x00}, {0x1F}, {'\t'}};
        for (int i = 0; i < 300; i++) {
            Random r = new Random(9500 + i);
            ByteArrayOutputStream doc = new ByteArrayOutputStream();
            doc.writeBytes("{\"a\":[".getBytes(StandardCharsets.UTF_8));
            for (int v = 0; v < 6; v++) {
                byte[] s = ("abcdefgh".substring(r.nextInt(8)) + text.repeat(1 + r.nextInt(4))).getBytes(StandardCharsets.UTF_8);
                int at = r.nextInt(s.length + 1);
                while (at < s.length && (s[at] & 0xC0) == 0x80) {
                    at++; // not inside a sequence
                }
                int[] unit = units[r.nextInt(r.nextInt(3) == 0 ? units.length : 5)];
                doc.writeBytes((v == 0 ? "\"" : ",\"").getBytes(StandardCharsets.UTF_8));
                doc.write(s, 0, at);
                for (int u : unit) {
                    doc.write(u);
                }
                doc.write(s, at, s.length - at);
                doc.write('"');
            }
            doc.writeBytes(("],\"b\":\"" + text + "\"}").getBytes(StandardCharsets.UTF_8));
            all("non-ASCII #" + i, doc.toByteArray(), i, Mode.values());
        }
    }

    @Test
    void matchesJacksonOnRepeatedLongNames() throws IOException {
        // names seen often enough for the engine's long-name cache, many of them alike but for
        // the bytes between their first and last eight
        for (int i = 0; i < 40; i++) {
            Random r = new Random(7000 + i);
            List<String> names = EngineDocuments.longNames(r, 20 + r.nextInt(400));
            byte[] doc = EngineDocuments.members(r, k -> names.get(Math.floorMod(k * 31 + k / 7, names.size())),
                    100 + r.nextInt(300));
            all("long names #" + i, doc, i, Mode.values());
        }
    }

    @Test
    void matchesJacksonOnListsOfObjectsWithShortNamesAndIntegers() throws IOException {
        // objects of one shape, as the engine predicts their names (the name at the same index of
        // the object before), broken now and then by a name that differs in one byte, is longer
        // or shorter, has an escape or is missing; integers of every length and sign around the
        // nine digits read in one pass, and numbers that are not such integers
        String[] names = {"", "x", "y", "id", "xy", "abcdefg", "abcdefh", "abcdef", "abcdefgh", "x\\u0041", "é"};
        String[] numbers = {"0", "-0", "7", "-7", "123", "-45678", "999999999", "-999999999", "1000000000",
            "-1000000000", "2147483648", "12345678901234567890", "1.5", "-2e3", "00", "-01", "1.", "-"};
        for (int i = 0; i < 60; i++) {
            Random r = new Random(8000 + i);
            int fields = 1 + r.nextInt(10);
            StringBuilder doc = new StringBuilder("[");
            for (int o = 0, n = 20 + r.nextInt(60); o < n; o++) {
                doc.append(o == 0 ? "{" : ",{");
                for (int f = 0; f < fields; f++) {
                    String name = r.nextInt(12) == 0 ? names[r.nextInt(names.length)] : names[f % 6];
                    if (r.nextInt(25) == 0) {
                        continue;
                    }
                    String value = r.nextInt(4) == 0 ? numbers[r.nextInt(numbers.length)]
                            : Integer.toString(r.nextInt(3) == 0 ? -r.nextInt(1 << r.nextInt(31)) : r.nextInt(1 << r.nextInt(31)));
                    doc.append(f == 0 ? "" : ",").append('"').append(name).append("\":").append(value);
                }
                doc.append('}');
            }
            all("short names #" + i, doc.append(']').toString().getBytes(StandardCharsets.UTF_8), i, Mode.values());
        }
    }

    @Test
    void leavesTheSymbolTableAsJacksonDoesWhenItOverflows() throws Exception {
        // more distinct names than a symbol table keeps (jackson-core empties it and starts over),
        // and a few hot names throughout, which the engine's cache holds
        Random r = new Random(42);
        List<String> names = EngineDocuments.longNames(r, 70_000);
        byte[] doc = EngineDocuments.members(r, k -> names.get(k % 10 == 0 ? k % 5 : k % names.size()), 70_000);
        java.lang.reflect.Field symbols = com.fasterxml.jackson.core.json.UTF8StreamJsonParser.class
                .getDeclaredField("_symbols");
        symbols.setAccessible(true);
        // when a table grows depends on where names land, which depends on the root's seed (by
        // default the clock's): both roots get the same one
        java.lang.reflect.Method root = com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer.class
                .getDeclaredMethod("createRoot", int.class);
        root.setAccessible(true);
        java.lang.reflect.Field rootField = JsonFactory.class.getDeclaredField("_byteSymbolCanonicalizer");
        rootField.setAccessible(true);
        for (boolean intern : new boolean[] {false, true}) {
            JsonFactory engine = new FastJsonFactory(DEFAULTS.get().configure(JsonFactory.Feature.INTERN_FIELD_NAMES, intern));
            JsonFactory jackson = new JsonFactory(DEFAULTS.get().configure(JsonFactory.Feature.INTERN_FIELD_NAMES, intern));
            rootField.set(engine, root.invoke(null, 12345));
            rootField.set(jackson, root.invoke(null, 12345));
            try (com.fasterxml.jackson.core.JsonParser e = engine.createParser(doc);
                    com.fasterxml.jackson.core.JsonParser j = jackson.createParser(doc)) {
                assertThat(e).isInstanceOf(EngineParser.class);
                int tokens = 0;
                for (var t = j.nextToken(); t != null; t = j.nextToken(), tokens++) {
                    assertThat(e.nextToken()).isEqualTo(t);
                    assertThat(e.currentName()).isEqualTo(j.currentName());
                }
                assertThat(e.nextToken()).isNull();
                var je = (com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer) symbols.get(j);
                var ee = (com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer) symbols.get(e);
                assertThat(je.bucketCount()).as("the table outgrew its limit").isEqualTo(0x10000);
                assertThat(ee.size()).as("names in the table after %d tokens", tokens).isEqualTo(je.size());
                assertThat(ee.bucketCount()).isEqualTo(je.bucketCount());
            }
        }
    }

    @Test
    void usesTheEngineForByteInputAndJacksonsParserWhenOff() throws IOException {
        byte[] doc = "{\"a\":\"b\"}".getBytes(StandardCharsets.UTF_8);
        assertThat(new FastJsonFactory(DEFAULTS.get()).createParser(doc)).isInstanceOf(EngineParser.class);
        assertThat(new FastJsonFactory(DEFAULTS.get(), false).createParser(doc)).isNotInstanceOf(EngineParser.class);
        assertThat(FastMappers.json().getFactory().createParser(doc)).isInstanceOf(EngineParser.class);
        assertThat(FastMappers.builder().engine(false).build().getFactory().createParser(doc))
                .isNotInstanceOf(EngineParser.class);
        assertThat(FastMappers.builder().fastDoubleWriter(false).build().getFactory().createParser(doc))
                .isInstanceOf(EngineParser.class);
        assertThat(FastMappers.builder().engine(false).build().getFactory().copy().createParser(doc))
                .isNotInstanceOf(EngineParser.class);
    }
}
