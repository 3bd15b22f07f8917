/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The mappers' byte generators write doubles exactly as jackson-core's generator does under the
 * same features, whatever the surrounding output (pretty printing, numbers as strings, non-finite
 * values, buffer flushes).
 */
@Tag("fidelity")
class FastDoubleGeneratorTest {

    private static final ObjectMapper FAST = FastMappers.builder().fastDoubleWriter(true).build();
    private static final ObjectMapper PLAIN = JsonMapper.builder().enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();

    @Test
    void byteAndWriterGeneratorsAreTheFastOnes() throws IOException {
        try (JsonGenerator g = FAST.createGenerator(new ByteArrayOutputStream())) {
            assertThat(g).isInstanceOf(EngineGenerator.class);
        }
        try (JsonGenerator g = FastMappers.json().createGenerator(new ByteArrayOutputStream())) {
            assertThat(g).isInstanceOf(EngineGenerator.class);
        }
        try (JsonGenerator g = FastMappers.json().copy().createGenerator(new ByteArrayOutputStream())) {
            assertThat(g).isInstanceOf(EngineGenerator.class);
        }
        try (JsonGenerator g = FAST.createGenerator(new java.io.StringWriter())) {
            assertThat(g).isInstanceOf(EngineCharGenerator.class);
        }
    }

    @Test
    void writesTheSameBytesAsJacksonAcrossBufferFlushes() throws IOException {
        SplittableRandom rnd = new SplittableRandom(3);
        double[] values = new double[50_000]; // about 1 MB: many 8000-byte buffer flushes
        for (int i = 0; i < values.length; i++) {
            values[i] = switch (i % 4) {
                case 0 -> Double.longBitsToDouble(rnd.nextLong());
                case 1 -> rnd.nextDouble(-180, 180);
                case 2 -> rnd.nextInt(100_000) / 100.0;
                default -> -rnd.nextInt(10);
            };
            if (!Double.isFinite(values[i])) {
                values[i] = 0.5;
            }
        }
        assertSameBytes(values);
        Map<String, Object> mixed = new LinkedHashMap<>();
        mixed.put("d", 1.5);
        mixed.put("boxed", List.of(0.1, -0.0, 1e300, Double.MIN_VALUE));
        mixed.put("array", new double[][] {{1.0, 2.25}, {}});
        mixed.put("s", "x");
        assertSameBytes(mixed);
    }

    @Test
    void leavesNonFiniteValuesAndNumbersAsStringsToJackson() throws IOException {
        List<Double> odd = new ArrayList<>(List.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2.5));
        assertSameBytes(odd);
        for (ObjectWriter[] w : List.of(
                new ObjectWriter[] {FAST.writer().without(JsonWriteFeature.WRITE_NAN_AS_STRINGS),
                    PLAIN.writer().without(JsonWriteFeature.WRITE_NAN_AS_STRINGS)},
                new ObjectWriter[] {FAST.writer().with(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS),
                    PLAIN.writer().with(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS)},
                new ObjectWriter[] {FAST.writer().with(SerializationFeature.INDENT_OUTPUT),
                    PLAIN.writer().with(SerializationFeature.INDENT_OUTPUT)})) {
            assertThat(new String(w[0].writeValueAsBytes(odd), "UTF-8"))
                    .isEqualTo(new String(w[1].writeValueAsBytes(odd), "UTF-8"));
            assertThat(w[0].writeValueAsString(odd)).isEqualTo(w[1].writeValueAsString(odd));
        }
    }

    @Test
    void appliesTheFactorysEscapesAndRootSeparatorLikeJackson() throws IOException {
        ObjectMapper fast = FastMappers.builder().fastDoubleWriter(true).build();
        ObjectMapper plain = JsonMapper.builder().enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();
        for (ObjectMapper m : List.of(fast, plain)) {
            m.getFactory().setCharacterEscapes(new com.fasterxml.jackson.core.io.CharacterEscapes() {
                @Override
                public int[] getEscapeCodesForAscii() {
                    int[] codes = standardAsciiEscapesForJSON();
                    codes['/'] = ESCAPE_STANDARD;
                    return codes;
                }

                @Override
                public com.fasterxml.jackson.core.SerializableString getEscapeSequence(int ch) {
                    return null;
                }
            });
            m.getFactory().setRootValueSeparator("|");
        }
        Object value = Map.of("a/b", List.of(1.5, 2.0));
        for (boolean bytes : new boolean[] {true, false}) {
            StringBuilder a = new StringBuilder();
            StringBuilder b = new StringBuilder();
            for (ObjectMapper m : List.of(fast, plain)) {
                java.io.StringWriter w = new java.io.StringWriter();
                ByteArrayOutputStream o = new ByteArrayOutputStream();
                try (JsonGenerator g = bytes ? m.createGenerator(o) : m.createGenerator(w)) {
                    m.writeValue(g, value);
                    m.writeValue(g, value);
                }
                (m == fast ? a : b).append(bytes ? o.toString("UTF-8") : w.toString());
            }
            assertThat(a.toString()).isEqualTo(b.toString()).contains("a\\u002Fb").contains("|");
        }
    }

    @Test
    void builtMapperWithTheFastWriterOffUsesJacksonCoresGenerators() throws IOException {
        ObjectMapper off = FastMappers.builder().fastDoubleWriter(false).build();
        ObjectMapper on = FastMappers.builder().fastDoubleWriter(true).build();
        try (com.fasterxml.jackson.core.JsonGenerator g = off.createGenerator(new ByteArrayOutputStream());
                com.fasterxml.jackson.core.JsonGenerator h = on.createGenerator(new ByteArrayOutputStream())) {
            assertThat(g).isExactlyInstanceOf(com.fasterxml.jackson.core.json.UTF8JsonGenerator.class);
            assertThat(h).isExactlyInstanceOf(EngineGenerator.class);
        }
    }

    @Test
    void writesJdkTextWhenTheFastWriterIsOff() throws IOException {
        ObjectMapper off = FastMappers.builder().fastDoubleWriter(false).build();
        double[] values = {2.0E-3, 1.0E23, 0.1, 65.613616999999977, 5e-324};
        assertThat(off.writeValueAsString(values)).isEqualTo(new ObjectMapper().writeValueAsString(values));
        assertThat(new String(off.writeValueAsBytes(values), "UTF-8")).isEqualTo(new ObjectMapper().writeValueAsString(values));
    }

    @Test
    void writesDoubleArraysAsJacksonCoresWriteArrayDoes() throws IOException {
        double[] values = {1.5, -0.0, Double.NaN, 65.613616999999977, 1e300};
        String[] expected = new String[2];
        for (int k = 0; k < 2; k++) {
            ByteArrayOutputStream o = new ByteArrayOutputStream();
            try (JsonGenerator g = (k == 0 ? FAST : PLAIN).createGenerator(o)) {
                g.writeArray(values, 0, 2); // root, then root again: the separator
                g.writeArray(values, 3, 2);
                g.writeStartObject();
                g.writeFieldName("a");
                g.writeArray(values, 0, 0);
                g.writeFieldName("b");
                g.writeArray(values, 1, 4); // a NaN: jackson-core's loop
                g.writeFieldName("c");
                g.writeStartArray();
                g.writeArray(values, 3, 1);
                g.writeArray(values, 0, 2);
                g.writeEndArray();
                g.writeEndObject();
            }
            expected[k] = o.toString("UTF-8");
        }
        assertThat(expected[0]).isEqualTo(expected[1]).contains("[1.5,-0.0] [65.61361699999998,1.0E300]");
        assertSameBytes(values);
        assertSameBytes(new double[][] {values, {}, {0.1}});
        assertThat(FAST.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(values))
                .isEqualTo(PLAIN.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(values));
        assertThat(FAST.writer().with(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS).writeValueAsBytes(values))
                .isEqualTo(PLAIN.writer().with(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS).writeValueAsBytes(values));
    }

    @Test
    void failsOnDoubleArraysAsJacksonCoreDoes() throws IOException {
        double[] values = {1.5, 2.5};
        List<String> failures = new ArrayList<>();
        for (ObjectMapper m : List.of(FAST, PLAIN)) {
            try (JsonGenerator g = m.createGenerator(new ByteArrayOutputStream())) {
                failures.add(failure(() -> g.writeArray(values, 1, 2))); // past the end
                failures.add(failure(() -> g.writeArray((double[]) null, 0, 0)));
                g.writeStartObject();
                failures.add(failure(() -> g.writeArray(values, 0, 2))); // a value where a name is due
            }
            try (JsonGenerator g = m.createGenerator(new ByteArrayOutputStream())) {
                int depth = m.getFactory().streamWriteConstraints().getMaxNestingDepth();
                for (int i = 0; i < depth; i++) {
                    g.writeStartArray();
                }
                failures.add(failure(() -> g.writeArray(values, 0, 2))); // one level too deep
                failures.add(String.valueOf(g.getOutputContext().getNestingDepth()));
            }
        }
        assertThat(failures.subList(0, 5)).isEqualTo(failures.subList(5, 10)).doesNotContain("none");
    }

    private interface Write {
        void run() throws IOException;
    }

    private static String failure(Write w) {
        try {
            w.run();
            return "none";
        } catch (IOException | RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    private static void assertSameBytes(Object value) throws IOException {
        assertThat(FAST.writeValueAsString(value)).isEqualTo(PLAIN.writeValueAsString(value));
        java.io.StringWriter sa = new java.io.StringWriter();
        java.io.StringWriter sb = new java.io.StringWriter();
        FAST.writeValue(sa, value);
        PLAIN.writeValue(sb, value);
        assertThat(sa.toString()).isEqualTo(sb.toString());
        assertThat(new String(FAST.writeValueAsBytes(value), "UTF-8"))
                .isEqualTo(new String(PLAIN.writeValueAsBytes(value), "UTF-8"));
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        FAST.writeValue(a, value);
        PLAIN.writeValue(b, value);
        assertThat(a.toString("UTF-8")).isEqualTo(b.toString("UTF-8"));
    }
}
