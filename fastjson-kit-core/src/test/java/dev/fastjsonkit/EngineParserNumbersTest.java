/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine's integers against jackson-core's, in lock step: integers of every length from 1 to
 * 21 digits, with and without sign, on both sides of the int and long ranges, with leading zeroes,
 * a lone {@code -} and letters after the digits, at the root and in containers, from a
 * {@code byte[]} and from 1-9-byte reads. Each number token is read through every numeric accessor,
 * in an order that varies by step (the first accessor decides how jackson-core resolves the value),
 * and a seeded step closes the parser first and then reads.
 */
@Tag("fidelity")
class EngineParserNumbersTest {

    private static final List<Supplier<JsonFactoryBuilder>> CONFIGS = List.of(
            () -> FastMappers.builder().factoryBuilder(),
            () -> new JsonFactoryBuilder().enable(JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS,
                    JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS, JsonReadFeature.ALLOW_TRAILING_DECIMAL_POINT_FOR_NUMBERS)
                    .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(12).build()),
            () -> new JsonFactoryBuilder().streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(3).build()),
            EngineParserNumbersTest::keepingTheTokenOnClose);

    /**
     * Jackson 2.20 and later clear the current token on close by default; off (and on 2.18), a
     * closed parser still has its number token, and the accessors then fail or not by version.
     */
    private static JsonFactoryBuilder keepingTheTokenOnClose() {
        JsonFactoryBuilder b = new JsonFactoryBuilder();
        for (StreamReadFeature f : StreamReadFeature.values()) {
            if (f.name().equals("CLEAR_CURRENT_TOKEN_ON_CLOSE")) {
                b.disable(f);
            }
        }
        return b;
    }

    private interface Accessor {
        Object read(JsonParser p) throws IOException;
    }

    private static final List<Accessor> ACCESSORS = List.of(
            JsonParser::getIntValue, JsonParser::getLongValue, JsonParser::getNumberValue, JsonParser::getNumberType,
            JsonParser::getDoubleValue, JsonParser::getBigIntegerValue, JsonParser::getDecimalValue,
            JsonParser::getNumberValueExact, JsonParser::getNumberValueDeferred, JsonParser::getValueAsInt,
            JsonParser::getValueAsLong, JsonParser::getValueAsString, JsonParser::getText, JsonParser::isNaN,
            JsonParser::getFloatValue, p -> new String(p.getTextCharacters(), p.getTextOffset(), p.getTextLength()),
            p -> p.getNumberValue().getClass().getSimpleName(), JsonParser::getNumberTypeFP);

    /** The integer texts: every length, every sign, range edges, and malformed starts. */
    private static List<String> integers() {
        List<String> out = new ArrayList<>();
        Random r = new Random(15);
        for (int len = 1; len <= 21; len++) {
            StringBuilder nines = new StringBuilder();
            StringBuilder any = new StringBuilder().append(1 + r.nextInt(9));
            for (int i = 0; i < len; i++) {
                nines.append('9');
                if (i > 0) {
                    any.append(r.nextInt(10));
                }
            }
            for (String s : List.of(nines.toString(), any.toString(), "1" + "0".repeat(len - 1))) {
                out.add(s);
                out.add("-" + s);
            }
        }
        for (long v : new long[] {0, 1, 127, 128, -128, -129, Integer.MAX_VALUE, Integer.MIN_VALUE,
                Integer.MAX_VALUE + 1L, Integer.MIN_VALUE - 1L, Long.MAX_VALUE, Long.MIN_VALUE, 999_999_999, 1_000_000_000,
                -999_999_999, -1_000_000_000, 99_999_999_999_999_999L, 999_999_999_999_999_999L, 4_294_967_296L}) {
            out.add(Long.toString(v));
        }
        out.addAll(List.of("-0", "00", "01", "-00", "-01", "0001", "9223372036854775808", "-9223372036854775809",
                "-", "-x", "+1", "1x", "12a", "-7]", "0.", "1.5", "-2e3", "3E", "40e+1", ".5", "-.5", "- 1", "1-"));
        return out;
    }

    /** The documents an integer text is tried in: at the root, in arrays and as object values. */
    private static List<String> documents(String n) {
        return List.of(n, " " + n + " ", "[" + n + "]", "[" + n + "," + n + " ]", "{\"a\":" + n + ",\"b\":[" + n + "]}",
                "{\"a\":" + n + "}", "[\"" + "s".repeat(n.length() % 7) + "\"," + n + "\n," + n + "\t]", "[" + n + "," + n);
    }

    @Test
    void readsIntegersOfEveryLengthAsJacksonDoes() throws IOException {
        int cases = 0;
        long seed = 0;
        for (String n : integers()) {
            for (String doc : documents(n)) {
                byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
                for (Supplier<JsonFactoryBuilder> config : CONFIGS) {
                    JsonFactory engine = new FastJsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
                    JsonFactory jackson = new JsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
                    for (int k = 0; k < 5; k++) { // once from a byte[], four times trickled differently
                        EngineParserHarness.Input input = k == 0 ? EngineParserHarness.Input.BYTES : EngineParserHarness.Input.TRICKLE;
                        seed++;
                        assertSame(doc + " (" + input + ", seed " + seed + ")", bytes, engine, jackson, input, seed);
                        cases++;
                    }
                }
            }
        }
        assertThat(cases).isGreaterThan(25_000);
    }

    @Test
    void readsIntegersAcrossEveryBufferBoundaryAsJacksonDoes() throws IOException {
        StringBuilder doc = new StringBuilder("{\"n\":[");
        for (String n : integers()) {
            if (n.matches("-?[1-9][0-9]*|-?0")) {
                doc.append(n).append(',');
            }
        }
        doc.append("0],\"m\":-12}");
        byte[] bytes = doc.toString().getBytes(StandardCharsets.UTF_8);
        for (long seed = 0; seed < 300; seed++) {
            for (Supplier<JsonFactoryBuilder> config : CONFIGS) {
                JsonFactory engine = new FastJsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
                JsonFactory jackson = new JsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
                assertSame("integers, seed " + seed, bytes, engine, jackson, EngineParserHarness.Input.TRICKLE, seed);
            }
        }
    }

    private static JsonParser open(JsonFactory f, byte[] doc, EngineParserHarness.Input input, long seed) throws IOException {
        return input == EngineParserHarness.Input.BYTES ? f.createParser(doc)
                : f.createParser(new EngineParserHarness.Trickle(doc, seed));
    }

    private static void assertSame(String label, byte[] doc, JsonFactory engine, JsonFactory jackson,
            EngineParserHarness.Input input, long seed) throws IOException {
        Random r = new Random(seed);
        int closeAt = r.nextInt(8);
        try (JsonParser j = open(jackson, doc, input, seed); JsonParser e = open(engine, doc, input, seed)) {
            for (int step = 0; step < 40; step++) {
                boolean close = step == closeAt;
                int how = r.nextInt(4);
                int first = r.nextInt(ACCESSORS.size());
                String expected = observe(j, how, first, close);
                String actual = observe(e, how, first, close);
                assertThat(actual).as("%s, step %d", label, step).isEqualTo(expected);
                if (close || expected.startsWith("END") || expected.contains("EXC")) {
                    return;
                }
            }
        }
    }

    /** Moves one token ({@code how} picks the call databind would make) and reads it every way. */
    private static String observe(JsonParser p, int how, int first, boolean close) {
        StringBuilder sb = new StringBuilder();
        JsonToken t;
        try {
            switch (how) {
                case 0 -> sb.append("name=").append(p.nextFieldName());
                case 1 -> sb.append("int=").append(p.nextIntValue(-5));
                case 2 -> sb.append("long=").append(p.nextLongValue(-5));
                default -> p.nextToken();
            }
            t = p.currentToken();
        } catch (IOException | RuntimeException ex) {
            return sb.append(" EXC ").append(ex).toString();
        }
        if (t == null) {
            return "END " + sb;
        }
        sb.append(' ').append(t);
        if (close) {
            try {
                p.close();
            } catch (IOException ex) {
                sb.append(" close: ").append(ex);
            }
        }
        if (t.isNumeric()) {
            for (int k = 0; k < ACCESSORS.size(); k++) {
                try {
                    sb.append(" | ").append(ACCESSORS.get((first + k) % ACCESSORS.size()).read(p));
                } catch (NullPointerException ex) {
                    // jackson-core's own, on a closed parser; its message depends on whether the JIT
                    // threw a preallocated one (OmitStackTraceInFastThrow), so only the class counts
                    sb.append(" | NullPointerException");
                } catch (IOException | RuntimeException ex) {
                    sb.append(" | ").append(ex.getClass().getSimpleName()).append(": ").append(ex.getMessage());
                }
            }
        }
        return sb.toString();
    }
}
