/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * FastMappers.json() against plain Jackson on the real corpus (when present) and on generated
 * documents: equal values read, equal bytes written under the same documented choices, and
 * doubles that round-trip bit-exact.
 */
@Tag("fidelity")
class CorpusFidelityTest {

    private static final ObjectMapper PLAIN = new ObjectMapper();
    private static final JsonMapper FAST = FastMappers.json();

    /** Plain Jackson with the kit's documented output choices, but no fast parsers and no Blackbird. */
    static final JsonMapper PLAIN_WITH_CHOICES = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(new Jdk8Module())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .configure(StreamWriteFeature.USE_FAST_DOUBLE_WRITER,
                    FAST.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER))
            .build();

    static Stream<String> corpusFiles() {
        return Stream.of("twitter.json", "citm_catalog.json", "canada.json", "USD.json");
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void readsTheSameTreeAsPlainJackson(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        assertThat(FAST.readTree(doc)).isEqualTo(PLAIN.readTree(doc));
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void readsTheSameMapsAsPlainJackson(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        TypeReference<Map<String, Object>> type = new TypeReference<>() {};
        assertThat(FAST.readValue(doc, type)).isEqualTo(PLAIN.readValue(doc, type));
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void writesTheSameBytesAsPlainJacksonWithTheSameChoices(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        JsonNode tree = PLAIN.readTree(doc);
        assertThat(FAST.writeValueAsBytes(tree)).isEqualTo(PLAIN_WITH_CHOICES.writeValueAsBytes(tree));
        Map<String, Object> map = PLAIN.readValue(doc, new TypeReference<>() {});
        assertThat(FAST.writeValueAsBytes(map)).isEqualTo(PLAIN_WITH_CHOICES.writeValueAsBytes(map));
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void writesValuesThatPlainJacksonReadsBackEqual(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        JsonNode tree = PLAIN.readTree(doc);
        assertThat(PLAIN.readTree(FAST.writeValueAsBytes(tree))).isEqualTo(tree);
        if (!FAST.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)) {
            assertThat(FAST.writeValueAsBytes(tree)).isEqualTo(PLAIN.writeValueAsBytes(tree));
        }
    }

    @Test
    void canadaDoublesRoundTripBitExactThroughAPojo() throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus("canada.json"));
        FeatureCollection fast = FAST.readValue(doc, FeatureCollection.class);
        FeatureCollection plain = PLAIN.readValue(doc, FeatureCollection.class);
        assertThat(fast.features).hasSameSizeAs(plain.features);
        for (int i = 0; i < plain.features.size(); i++) {
            assertThat(fast.features.get(i).properties).isEqualTo(plain.features.get(i).properties);
            assertThat(fast.features.get(i).geometry.type).isEqualTo(plain.features.get(i).geometry.type);
        }
        assertBitExact(doubles(fast), doubles(plain));
        FeatureCollection back = FAST.readValue(FAST.writeValueAsBytes(fast), FeatureCollection.class);
        assertBitExact(doubles(back), doubles(fast));
        assertThat(FAST.writeValueAsBytes(fast)).isEqualTo(PLAIN_WITH_CHOICES.writeValueAsBytes(fast));
    }

    @Test
    void currencyRatesReadEqualAsDoublesAndKeepTheirScaleAsBigDecimals() throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus("USD.json"));
        assertThat(FAST.readValue(doc, Currency.class)).usingRecursiveComparison()
                .isEqualTo(PLAIN.readValue(doc, Currency.class));
        CurrencyExact fast = FAST.readValue(doc, CurrencyExact.class);
        CurrencyExact plain = PLAIN.readValue(doc, CurrencyExact.class);
        assertThat(fast.rates).hasSize(plain.rates.size());
        fast.rates.forEach((k, v) -> {
            assertThat(v.scale()).as(k).isEqualTo(plain.rates.get(k).scale());
            assertThat(v).as(k).isEqualTo(plain.rates.get(k));
        });
        assertThat(FAST.writeValueAsBytes(fast)).isEqualTo(PLAIN.writeValueAsBytes(plain));
    }

    @ParameterizedTest
    @ValueSource(longs = {1L, 42L, 20261122L})
    void generatedDoublesRoundTripBitExact(long seed) throws IOException {
        Random r = new Random(seed);
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            switch (i % 4) {
                case 0 -> values.add(Double.longBitsToDouble(r.nextLong()));
                case 1 -> values.add(r.nextDouble() * Math.pow(10, r.nextInt(40) - 20));
                case 2 -> values.add(Math.round(r.nextDouble() * 100_000) / 100.0);
                default -> values.add((double) (float) r.nextGaussian());
            }
        }
        values.removeIf(d -> d.isNaN() || d.isInfinite());
        values.addAll(List.of(0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE,
                Double.MIN_NORMAL, 4.9e-324, 2.2250738585072011e-308, 1e23, 8.41e21, 5e-324, 9007199254740993.0));
        double[] in = values.stream().mapToDouble(Double::doubleValue).toArray();
        byte[] json = FAST.writeValueAsBytes(in);
        double[] viaFast = FAST.readValue(json, double[].class);
        double[] viaPlain = PLAIN.readValue(json, double[].class);
        assertBitExact(viaFast, in);
        assertBitExact(viaPlain, in);
        assertThat(json).isEqualTo(PLAIN_WITH_CHOICES.writeValueAsBytes(in));
        JsonNode tree = FAST.readTree(PLAIN.writeValueAsBytes(in));
        for (int i = 0; i < in.length; i++) {
            assertThat(Double.doubleToRawLongBits(((DoubleNode) tree.get(i)).doubleValue()))
                    .isEqualTo(Double.doubleToRawLongBits(in[i]));
        }
    }

    @Test
    void fastWriterMaySpellADoubleShorterButItReadsBackToTheSameBits() throws IOException {
        double d = 2e23; // JDK 17's Double.toString writes 1.9999999999999998E23 (JDK-4511638)
        String fast = FAST.writeValueAsString(d);
        String plain = PLAIN.writeValueAsString(d);
        assertThat(Double.doubleToRawLongBits(PLAIN.readValue(fast, double.class)))
                .isEqualTo(Double.doubleToRawLongBits(d));
        assertThat(Double.doubleToRawLongBits(PLAIN.readValue(plain, double.class)))
                .isEqualTo(Double.doubleToRawLongBits(d));
        if (FAST.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)) {
            assertThat(fast).isEqualTo("2.0E23");
        } else {
            assertThat(fast).isEqualTo(plain);
        }
    }

    private static void assertBitExact(double[] actual, double[] expected) {
        assertThat(actual).hasSameSizeAs(expected);
        for (int i = 0; i < expected.length; i++) {
            if (Double.doubleToRawLongBits(actual[i]) != Double.doubleToRawLongBits(expected[i])) {
                throw new AssertionError("double #" + i + ": expected " + expected[i] + " but was " + actual[i]);
            }
        }
    }

    private static double[] doubles(FeatureCollection fc) {
        return fc.features.stream().flatMap(f -> Stream.of(f.geometry.coordinates))
                .flatMap(Stream::of).flatMapToDouble(java.util.Arrays::stream).toArray();
    }

    public static class FeatureCollection {
        public String type;
        public List<Feature> features;
    }

    public static class Feature {
        public String type;
        public Map<String, String> properties;
        public Geometry geometry;
    }

    public static class Geometry {
        public String type;
        public double[][][] coordinates;
    }

    public static class Currency {
        public String provider;
        public String terms;
        public String base;
        public String date;
        @JsonProperty("time_last_updated")
        public long timeLastUpdated;
        public Map<String, Double> rates;
    }

    public static class CurrencyExact {
        public String provider;
        public String terms;
        public String base;
        public String date;
        @JsonProperty("time_last_updated")
        public long timeLastUpdated;
        public Map<String, BigDecimal> rates;
    }

}
