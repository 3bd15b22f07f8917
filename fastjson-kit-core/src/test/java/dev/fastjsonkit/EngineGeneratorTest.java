/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engine's generators write jackson-core's bytes and chars, and throw jackson-core's
 * exceptions, for seeded random sequences of every {@code JsonGenerator} method: strings of every
 * char class (controls, quotes, Latin-1, BMP, surrogate pairs, lone surrogates) and length (across
 * the 8000-byte buffer), names, numbers of every shape, raw values, binary, nesting, misplaced
 * calls. Each configuration under which the engine must fall back to jackson-core's code is
 * replayed too.
 */
@Tag("fidelity")
class EngineGeneratorTest {

    /** The configurations replayed: default features, and each one the engine leaves to jackson-core. */
    enum Config {
        DEFAULTS(b -> b),
        FAST_DOUBLE_WRITER(b -> b.enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)),
        LOWER_CASE_HEX(b -> b.disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)),
        ESCAPE_NON_ASCII(b -> b.enable(JsonWriteFeature.ESCAPE_NON_ASCII)),
        HIGHEST_NON_ESCAPED_200(b -> b.highestNonEscapedChar(200)),
        CUSTOM_ESCAPES(b -> b.characterEscapes(new SlashAndEAcute())),
        APOSTROPHE_QUOTES(b -> b.quoteChar('\'')),
        ESCAPE_FORWARD_SLASHES(b -> b.enable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES)),
        COMBINE_SURROGATES(b -> b.enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)),
        UNQUOTED_NAMES(b -> b.disable(JsonWriteFeature.QUOTE_FIELD_NAMES)),
        NUMBERS_AS_STRINGS(b -> b.enable(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS)),
        NAN_AS_NUMBERS(b -> b.disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)),
        ROOT_SEPARATOR(b -> b.rootValueSeparator("|")),
        NO_ROOT_SEPARATOR(b -> b.rootValueSeparator((String) null)),
        DUPLICATE_DETECTION(b -> b.enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION)),
        PRETTY_PRINTER(b -> b);

        final UnaryOperator<JsonFactoryBuilder> settings;

        Config(UnaryOperator<JsonFactoryBuilder> settings) {
            this.settings = settings;
        }

        JsonFactory jackson() {
            return settings.apply(new JsonFactoryBuilder()).build();
        }

        JsonFactory engine() {
            return new FastJsonFactory(settings.apply(new JsonFactoryBuilder()));
        }

        JsonGenerator configure(JsonGenerator g) {
            return this == PRETTY_PRINTER ? g.setPrettyPrinter(new DefaultPrettyPrinter()) : g;
        }
    }

    /** Escapes {@code /} with a backslash and U+00E9 as {@code <e>}: a custom {@code CharacterEscapes}. */
    static final class SlashAndEAcute extends CharacterEscapes {
        private static final long serialVersionUID = 1L;

        @Override
        public int[] getEscapeCodesForAscii() {
            int[] codes = standardAsciiEscapesForJSON();
            codes['/'] = ESCAPE_STANDARD;
            return codes;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return ch == 0xE9 ? new SerializedString("<e>") : null;
        }
    }

    @Test
    void theMappersGeneratorsAreTheEngines() throws IOException {
        JsonFactory f = new FastJsonFactory(new JsonFactoryBuilder());
        try (JsonGenerator g = f.createGenerator(new ByteArrayOutputStream())) {
            assertThat(g).isExactlyInstanceOf(EngineGenerator.class);
        }
        try (JsonGenerator g = f.createGenerator(new StringWriter())) {
            assertThat(g).isExactlyInstanceOf(EngineCharGenerator.class);
        }
    }

    @ParameterizedTest
    @EnumSource(Config.class)
    void randomCallSequencesWriteJacksonCoresBytesAndChars(Config config) throws IOException {
        int sequences = config == Config.DEFAULTS ? 1500 : 150;
        JsonFactory jackson = config.jackson();
        JsonFactory engine = config.engine();
        int calls = 0;
        int failures = 0;
        java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
        for (int seed = 0; seed < sequences; seed++) {
            List<Call> seq = RandomCalls.sequence(new SplittableRandom(seed * 31L + config.ordinal()));
            calls += seq.size();
            for (boolean bytes : new boolean[] {true, false}) {
                Outcome expected = replay(jackson, config, seq, bytes);
                Outcome actual = replay(engine, config, seq, bytes);
                assertThat(actual).as("%s seed %d %s", config, seed, bytes ? "bytes" : "chars")
                        .withFailMessage(() -> diff(expected, actual, seq)).isEqualTo(expected);
                failures += expected.error == null ? 0 : 1;
                if (expected.error != null) {
                    kinds.merge(expected.error.replaceAll("^[0-9]+ ", "").replaceAll("[0-9]+", "#").substring(0,
                            Math.min(70, expected.error.length() - 3)), 1, Integer::sum);
                }
            }
        }
        System.out.printf("EngineGeneratorTest %s: %d sequences, %d calls, %d replays ended in jackson-core's exception%n",
                config, sequences, calls, failures);
        System.out.println("  exceptions: " + kinds);
    }

    @SuppressWarnings("deprecation")
    @Test
    void escapingChangedOnALiveGeneratorIsJacksonCores() throws IOException {
        int calls = 0;
        for (int seed = 0; seed < 300; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Call> seq = new ArrayList<>(RandomCalls.sequence(rnd));
            for (int k = rnd.nextInt(1, 6); k > 0; k--) {
                int what = rnd.nextInt(8);
                boolean on = rnd.nextBoolean();
                seq.add(rnd.nextInt(seq.size() + 1), new Call("change " + what + " " + on, g -> {
                    switch (what) {
                        case 0 -> g.configure(JsonGenerator.Feature.ESCAPE_NON_ASCII, on);
                        case 1 -> g.setHighestNonEscapedChar(on ? 0 : 300);
                        case 2 -> g.setCharacterEscapes(on ? new SlashAndEAcute() : null);
                        case 3 -> g.configure(JsonGenerator.Feature.WRITE_HEX_UPPER_CASE, on);
                        case 4 -> g.overrideStdFeatures(JsonGenerator.Feature.COMBINE_UNICODE_SURROGATES_IN_UTF8.getMask(),
                                on ? -1 : 0);
                        case 5 -> g.setFeatureMask(g.getFeatureMask() ^ JsonGenerator.Feature.WRITE_HEX_UPPER_CASE.getMask());
                        case 6 -> g.configure(JsonGenerator.Feature.QUOTE_FIELD_NAMES, on);
                        default -> g.setPrettyPrinter(on ? new DefaultPrettyPrinter() : null);
                    }
                }));
            }
            calls += seq.size();
            for (boolean bytes : new boolean[] {true, false}) {
                assertSame(replay(Config.DEFAULTS.jackson(), Config.DEFAULTS, seq, bytes),
                        replay(Config.DEFAULTS.engine(), Config.DEFAULTS, seq, bytes), seq);
            }
        }
        assertThat(calls).isGreaterThan(300);
    }

    /**
     * Names written again as the same instance (as a {@code Map}'s keys are) come from the
     * thread's name cache: every kind of name, near and across the buffer's end, and a name where
     * a value is expected after it was cached.
     */
    @Test
    void repeatedNameInstancesAreJacksonCores() throws IOException {
        List<String> pool = new ArrayList<>(List.of("", "a", "id", "name", "created_at", "x\"y", "tab\there", "\u0001",
                "caf\u00e9", "\u00ff\u00fe", "\u20ac", "\ud83d\ude00", "\ud800", "k".repeat(NameCache.MAX_CHARS),
                "k".repeat(NameCache.MAX_CHARS + 1), "\u0001".repeat(NameCache.MAX_CHARS)));
        for (int i = 0; i < 30; i++) {
            pool.add("field" + i);
        }
        for (int chars = 5; chars <= 24; chars++) { // quoted, 7 to 26 bytes: around the two words a cache entry holds
            pool.add("n".repeat(chars));
        }
        pool.addAll(List.of("\t".repeat(6), "\t".repeat(7), "\u00e9".repeat(7), "\u00e9".repeat(8), "\u20ac".repeat(5)));
        for (int seed = 0; seed < 40; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Call> seq = new ArrayList<>();
            seq.add(new Call("[", JsonGenerator::writeStartArray));
            for (int o = rnd.nextInt(50, 400); o > 0; o--) {
                seq.add(new Call("{", JsonGenerator::writeStartObject));
                for (int k = rnd.nextInt(0, 12); k > 0; k--) {
                    String name = pool.get(rnd.nextInt(pool.size()));
                    seq.add(new Call("name " + name, g -> g.writeFieldName(name)));
                    if (rnd.nextInt(500) == 0) {
                        seq.add(new Call("name again " + name, g -> g.writeFieldName(name))); // a value expected
                    }
                    String value = "v".repeat(rnd.nextInt(0, 120));
                    seq.add(new Call("string " + value.length(), g -> g.writeString(value)));
                }
                seq.add(new Call("}", JsonGenerator::writeEndObject));
            }
            seq.add(new Call("]", JsonGenerator::writeEndArray));
            for (boolean bytes : new boolean[] {true, false}) {
                for (int twice = 0; twice < 2; twice++) {
                    assertSame(replay(Config.DEFAULTS.jackson(), Config.DEFAULTS, seq, bytes),
                            replay(Config.DEFAULTS.engine(), Config.DEFAULTS, seq, bytes), seq);
                }
            }
        }
    }

    @Test
    void aCachedNameIsNotReusedUnderTheOtherHexCase() throws IOException {
        String name = "\u001f"; // escaped as \u001F or \u001f: the one name whose bytes depend on the hex case
        List<Call> seq = new ArrayList<>();
        seq.add(new Call("{", JsonGenerator::writeStartObject));
        for (int i = 0; i < 3; i++) {
            seq.add(new Call("name", g -> g.writeFieldName(name)));
            seq.add(new Call("int", g -> g.writeNumber(1)));
        }
        seq.add(new Call("}", JsonGenerator::writeEndObject));
        for (Config config : new Config[] {Config.DEFAULTS, Config.LOWER_CASE_HEX, Config.DEFAULTS}) {
            assertSame(replay(config.jackson(), config, seq, true), replay(config.engine(), config, seq, true), seq);
        }
    }

    @Test
    void integersAtEveryDigitCountBoundaryAreJacksonCores() throws IOException {
        List<Call> seq = new ArrayList<>();
        seq.add(new Call("[", JsonGenerator::writeStartArray));
        long p = 1;
        for (int digits = 1; digits <= 19; digits++) {
            for (long v : new long[] {p - 1, p, p + 1, -p + 1, -p, -p - 1}) {
                seq.add(new Call("long " + v, g -> g.writeNumber(v)));
                if (v == (int) v) {
                    seq.add(new Call("int " + v, g -> g.writeNumber((int) v)));
                }
            }
            p *= 10;
        }
        for (long v : new long[] {Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE,
            Integer.MIN_VALUE - 1L, Integer.MAX_VALUE + 1L, Long.MIN_VALUE + 1}) {
            seq.add(new Call("long " + v, g -> g.writeNumber(v)));
            seq.add(new Call("int " + (int) v, g -> g.writeNumber((int) v)));
        }
        seq.add(new Call("]", JsonGenerator::writeEndArray));
        for (boolean bytes : new boolean[] {true, false}) {
            assertSame(replay(Config.DEFAULTS.jackson(), Config.DEFAULTS, seq, bytes),
                    replay(Config.DEFAULTS.engine(), Config.DEFAULTS, seq, bytes), seq);
        }
    }

    @Test
    void everyCharOfTheBasicPlaneAloneAndInLongTextIsJacksonCores() throws IOException {
        List<Call> seq = new ArrayList<>();
        seq.add(new Call("{", JsonGenerator::writeStartObject));
        StringBuilder all = new StringBuilder();
        for (int c = 0; c <= 0xFFFF; c++) {
            String s = "a" + (char) c + "bcdefghijklmnop" + (char) c;
            all.append((char) c);
            seq.add(new Call("name " + c, g -> g.writeFieldName(s)));
            seq.add(new Call("string " + c, g -> g.writeString(s)));
        }
        String text = all.toString();
        seq.add(new Call("all chars name", g -> g.writeFieldName(text)));
        seq.add(new Call("all chars", g -> g.writeString(text)));
        seq.add(new Call("all chars as char[]", g -> g.writeFieldName("x")));
        seq.add(new Call("all chars as char[] value", g -> g.writeString(text.toCharArray(), 0, text.length())));
        seq.add(new Call("}", JsonGenerator::writeEndObject));
        for (Config config : new Config[] {Config.DEFAULTS, Config.LOWER_CASE_HEX}) {
            for (boolean bytes : new boolean[] {true, false}) {
                assertSame(replay(config.jackson(), config, seq, bytes), replay(config.engine(), config, seq, bytes), seq);
            }
        }
    }

    @Test
    void nestingUpToTheWriteConstraintsLimitAndOneBeyondIsJacksonCores() throws IOException {
        int max = new JsonFactory().streamWriteConstraints().getMaxNestingDepth();
        for (int depth : new int[] {max, max + 1}) {
            List<Call> seq = new ArrayList<>();
            for (int i = 0; i < depth; i++) {
                if ((i & 1) == 0) {
                    seq.add(new Call("[", JsonGenerator::writeStartArray));
                } else {
                    seq.add(new Call("{", JsonGenerator::writeStartObject));
                    seq.add(new Call("name", g -> g.writeFieldName("k")));
                }
            }
            seq.add(new Call("1", g -> g.writeNumber(1)));
            for (boolean bytes : new boolean[] {true, false}) {
                Outcome expected = replay(Config.DEFAULTS.jackson(), Config.DEFAULTS, seq, bytes);
                assertThat(expected.error == null).isEqualTo(depth == max);
                assertSame(expected, replay(Config.DEFAULTS.engine(), Config.DEFAULTS, seq, bytes), seq);
            }
        }
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json", "USD.json",
        "jvm-serializers/media.1.json", "jvm-serializers/media.2.json", "jvm-serializers/media.3.json", "jvm-serializers/media.4.json"})
    void corpusFilesWrittenBackFromMapsAndTreesAreJacksonCoresBytes(String name) throws IOException {
        byte[] doc = java.nio.file.Files.readAllBytes(SharedData.corpus(name));
        for (Config config : new Config[] {Config.DEFAULTS, Config.FAST_DOUBLE_WRITER}) {
            com.fasterxml.jackson.databind.ObjectMapper plain = new com.fasterxml.jackson.databind.ObjectMapper(config.jackson())
                    .enable(com.fasterxml.jackson.core.JsonParser.Feature.ALLOW_COMMENTS);
            com.fasterxml.jackson.databind.ObjectMapper engine = new com.fasterxml.jackson.databind.ObjectMapper(config.engine());
            for (Object value : new Object[] {plain.readValue(doc, Object.class), plain.readTree(doc)}) {
                assertThat(engine.writeValueAsBytes(value)).as("%s %s bytes", name, config).isEqualTo(plain.writeValueAsBytes(value));
                assertThat(engine.writeValueAsString(value)).as("%s %s chars", name, config).isEqualTo(plain.writeValueAsString(value));
            }
        }
    }

    /**
     * Names given as {@code SerializedString} (bean properties), strings of every char class and
     * numbers, each written at every offset across the end of the generator's 8000-byte buffer,
     * so that each room check of the engine's paths meets the boundary; also a
     * {@code SerializableString} of another class, which stays jackson-core's.
     */
    @Test
    void valuesAndSerializedNamesAcrossTheBufferEndAreJacksonCores() throws IOException {
        SplittableRandom rnd = new SplittableRandom(8000);
        List<Call> items = new ArrayList<>();
        for (int len : new int[] {0, 1, 3, 4, 7, 8, 9, 16, 17, 255, 300}) {
            String name = RandomCalls.text(rnd, len).replaceAll("[\\ud800-\\udfff]", "?");
            SerializedString serialized = new SerializedString(name);
            items.add(new Call("name serialized " + len, g -> g.writeFieldName(serialized)));
            SerializableString other = new OtherSerializableString(name);
            items.add(new Call("name other serializable " + len, g -> g.writeFieldName(other)));
            String text = RandomCalls.text(rnd, len);
            items.add(new Call("name " + len, g -> g.writeFieldName(text)));
        }
        for (Config config : new Config[] {Config.DEFAULTS, Config.LOWER_CASE_HEX, Config.ROOT_SEPARATOR, Config.PRETTY_PRINTER,
                Config.UNQUOTED_NAMES, Config.DUPLICATE_DETECTION}) {
            for (int pad = 7960; pad <= 8000; pad++) {
                for (int k = 0; k < items.size(); k++) {
                    Call name = items.get(k);
                    Call value = RandomCalls.value(new SplittableRandom(pad * 131L + k));
                    int padding = pad;
                    List<Call> seq = List.of(
                            new Call("{", JsonGenerator::writeStartObject),
                            new Call("pad " + pad, g -> {
                                g.writeFieldName("p");
                                g.writeString("x".repeat(padding));
                            }),
                            name, value,
                            new Call("{ with value", g -> {
                                g.writeFieldName("o");
                                g.writeStartObject(null);
                                g.writeFieldName(name.what());
                                g.writeNumber(Long.MIN_VALUE);
                                g.writeEndObject();
                                g.writeFieldName("a");
                                g.writeStartArray(null, 2);
                                g.writeNumber(-7);
                                g.writeString("\u00e9\u4e2d\ud83d\ude00\ud800\u001f");
                                g.writeEndArray();
                            }),
                            new Call("}", JsonGenerator::writeEndObject),
                            new Call("root 1", g -> g.writeNumber(1)),
                            new Call("root string", g -> g.writeString("\u4e2d")));
                    for (boolean bytes : new boolean[] {true, false}) {
                        Outcome expected = replay(config.jackson(), config, seq, bytes);
                        Outcome actual = replay(config.engine(), config, seq, bytes);
                        assertSame(expected, actual, seq);
                    }
                }
            }
        }
    }

    @Test
    void nullsAndBooleansInEveryContextAndAcrossTheBufferEndAreJacksonCores() throws IOException {
        for (Config config : Config.values()) {
            for (int pad = 7960; pad <= 8000; pad++) {
                int padding = pad;
                List<Call> seq = List.of(
                        new Call("root null", JsonGenerator::writeNull),
                        new Call("root true", g -> g.writeBoolean(true)),
                        new Call("{ pad " + pad, g -> {
                            g.writeStartObject();
                            g.writeFieldName(new SerializedString("p")); // no NameCache room check: values reach the buffer end
                            g.writeString("x".repeat(padding));
                        }),
                        new Call("n: null", g -> {
                            g.writeFieldName(new SerializedString("n"));
                            g.writeNull();
                        }),
                        new Call("t: true", g -> {
                            g.writeFieldName(new SerializedString("t"));
                            g.writeBoolean(true);
                        }),
                        new Call("f: false", g -> {
                            g.writeFieldName(new SerializedString("f"));
                            g.writeBoolean(false);
                        }),
                        new Call("[null, false, true]", g -> {
                            g.writeFieldName(new SerializedString("a"));
                            g.writeStartArray();
                            g.writeNull();
                            g.writeBoolean(false);
                            g.writeBoolean(true);
                            g.writeEndArray();
                        }),
                        new Call("null where a name is expected", JsonGenerator::writeNull),
                        new Call("}", JsonGenerator::writeEndObject),
                        new Call("root false", g -> g.writeBoolean(false)));
                for (boolean bytes : new boolean[] {true, false}) {
                    Outcome expected = replay(config.jackson(), config, seq, bytes);
                    Outcome actual = replay(config.engine(), config, seq, bytes);
                    assertThat(expected.error).as("the misplaced null fails in jackson-core").isNotNull();
                    assertSame(expected, actual, seq);
                }
            }
        }
    }

    /** A {@code SerializableString} that is not jackson-core's {@code SerializedString}: written by jackson-core's code. */
    static final class OtherSerializableString extends SerializedString {
        private static final long serialVersionUID = 1L;

        OtherSerializableString(String v) {
            super(v);
        }
    }

    /** One generator call, named for failure messages. */
    record Call(String what, Op op) {
        @Override
        public String toString() {
            return what;
        }
    }

    /** A call on a generator. */
    interface Op {
        void apply(JsonGenerator g) throws IOException;
    }

    /**
     * What a replay produced: the output after {@code close()}, and the first exception (index of
     * the call, class and message), if any.
     */
    record Outcome(String output, String error) {}

    static Outcome replay(JsonFactory f, Config config, List<Call> seq, boolean bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter chars = new StringWriter();
        JsonGenerator g = config.configure(bytes ? f.createGenerator(out) : f.createGenerator(chars));
        String error = null;
        for (int i = 0; i < seq.size() && error == null; i++) {
            try {
                seq.get(i).op().apply(g);
            } catch (IOException | RuntimeException e) {
                // messages name the generator's class: the engine's differs from jackson-core's by design
                error = i + " " + e.getClass().getName() + ": "
                        + String.valueOf(e.getMessage()).replace(g.getClass().getName(), "<generator class>");
            }
        }
        try {
            g.close();
        } catch (IOException | RuntimeException e) {
            error = (error == null ? "" : error + "; ") + "close: " + e.getClass().getName() + ": " + e.getMessage();
        }
        return new Outcome(bytes ? hex(out.toByteArray()) : chars.toString(), error);
    }

    /** The bytes as text where they are printable ASCII, so that a failure shows where they differ. */
    private static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder(b.length);
        for (byte x : b) {
            if (x >= 0x20 && x < 0x7F && x != '%') {
                sb.append((char) x);
            } else {
                sb.append('%').append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
            }
        }
        return sb.toString();
    }

    /** Asserts equal outcomes; a failure shows where they first differ, not the whole output. */
    private static void assertSame(Outcome expected, Outcome actual, List<Call> seq) {
        assertThat(actual).withFailMessage(() -> diff(expected, actual, seq)).isEqualTo(expected);
    }

    private static String diff(Outcome expected, Outcome actual, List<Call> seq) {
        String a = expected.output;
        String b = actual.output;
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return "differs at output index " + i + ": expected ..." + a.substring(Math.max(0, i - 40), Math.min(a.length(), i + 40))
                + "\n but was ..." + b.substring(Math.max(0, i - 40), Math.min(b.length(), i + 40))
                + "\n errors: " + expected.error + " / " + actual.error + "\n calls: " + seq.size()
                + " " + seq.subList(0, Math.min(seq.size(), 60));
    }
}
