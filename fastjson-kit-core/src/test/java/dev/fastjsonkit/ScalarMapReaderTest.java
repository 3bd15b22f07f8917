/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The kit's scan of {@code Map<String, V>} with scalar values ({@link ScalarMapReader}) against the
 * same builder with {@code containerReads(false)} and against plain {@code new ObjectMapper()}:
 * equal maps (classes, key order, every value's class and bits) or the same exception class and
 * message, for maps inside beans and at the root, from byte[] and 1-9-byte InputStreams, over
 * generated, mismatched, truncated and mutated documents, and with each setting that changes how
 * databind reads such maps.
 */
@Tag("fidelity")
class ScalarMapReaderTest {

    /** Every kind of scalar map, and map classes the scan takes and does not take. */
    public static final class Maps {
        public Map<String, Double> doubles;
        public Map<String, Integer> ints;
        public Map<String, Long> longs;
        public Map<String, String> strings;
        public Map<String, Boolean> booleans;
        public HashMap<String, Double> hashed;
        public LinkedHashMap<String, Integer> linked;
        public TreeMap<String, Double> sorted;
    }

    private static final String[] FIELDS = {"doubles", "ints", "longs", "strings", "booleans", "hashed", "linked", "sorted"};

    private static final List<TypeReference<?>> ROOTS = List.of(new TypeReference<Map<String, Double>>() {},
            new TypeReference<Map<String, Integer>>() {}, new TypeReference<Map<String, Long>>() {},
            new TypeReference<Map<String, String>>() {}, new TypeReference<Map<String, Boolean>>() {},
            new TypeReference<HashMap<String, Double>>() {});

    private static ObjectMapper[] pair(Consumer<FastMappers.Builder> config) {
        return ContainerReadModuleTest.pair(config);
    }

    private static final ObjectMapper[] DEFAULTS = pair(b -> { });
    private static final ObjectMapper PLAIN = new ObjectMapper();

    private static String read(ObjectMapper m, byte[] doc, Object type, long seed, boolean stream) {
        try {
            Object v = type instanceof TypeReference<?> t
                    ? (stream ? m.readValue(new EngineParserHarness.Trickle(doc, seed), t) : m.readValue(doc, t))
                    : (stream ? m.readValue(new EngineParserHarness.Trickle(doc, seed), (Class<?>) type)
                            : m.readValue(doc, (Class<?>) type));
            if (v instanceof Annotated a) {
                return ContainerReads.describe(Arrays.asList(a.ignoring, a.skippingNulls, a.custom, a.keys));
            }
            if (v instanceof Maps x) {
                return ContainerReads.describe(Arrays.asList(x.doubles, x.ints, x.longs, x.strings, x.booleans, x.hashed,
                        x.linked, x.sorted));
            }
            return ContainerReads.describe(v);
        } catch (IOException | RuntimeException e) {
            return ContainerReads.failure(e);
        }
    }

    private static int compared;

    private static void assertSame(ObjectMapper[] pair, ObjectMapper plain, String label, byte[] doc, Object type, long seed) {
        for (boolean stream : new boolean[] {false, true}) {
            String want = read(pair[1], doc, type, seed, stream);
            String got = read(pair[0], doc, type, seed, stream);
            compared++;
            if (!want.equals(got)) {
                assertThat(got).as("%s, stream %s, doc %s", label, stream, new String(doc, StandardCharsets.UTF_8))
                        .isEqualTo(want);
            }
            if (plain != null && !stream) {
                assertThat(got).as("%s against plain Jackson, doc %s", label, new String(doc, StandardCharsets.UTF_8))
                        .isEqualTo(read(plain, doc, type, seed, false));
            }
        }
    }

    /** A value for a map of {@code kind} (1 Double ... 5 Boolean): mostly its natural token, sometimes another. */
    private static String value(Random r, int kind) {
        if (r.nextInt(40) == 0) {
            return switch (r.nextInt(8)) {
                case 0 -> "null";
                case 1 -> "\"12\"";
                case 2 -> "1.5";
                case 3 -> "123456789012345678901";
                case 4 -> "[1]";
                case 5 -> "{}";
                case 6 -> "true";
                default -> "-0";
            };
        }
        return switch (kind) {
            case 1 -> number(r, true);
            case 2 -> String.valueOf(r.nextInt(3) == 0 ? r.nextInt() : r.nextInt(1000) - 500);
            case 3 -> String.valueOf(r.nextInt(3) == 0 ? r.nextLong() : r.nextInt(100000));
            case 4 -> ContainerReadModuleTest.Shapes.string(r);
            default -> r.nextBoolean() ? "true" : "false";
        };
    }

    /** A number of every shape: integers, fractions, exponents, 1 to 25 digits, zeros, overflow. */
    static String number(Random r, boolean floats) {
        StringBuilder sb = new StringBuilder();
        if (r.nextInt(3) == 0) {
            sb.append('-');
        }
        int whole = 1 + r.nextInt(r.nextInt(4) == 0 ? 20 : 4);
        sb.append(whole == 1 ? (char) ('0' + r.nextInt(10)) : (char) ('1' + r.nextInt(9)));
        for (int k = 1; k < whole; k++) {
            sb.append((char) ('0' + r.nextInt(10)));
        }
        if (floats && r.nextInt(5) != 0) {
            sb.append('.');
            int fraction = 1 + r.nextInt(r.nextBoolean() ? 5 : 20);
            for (int k = 0; k < fraction; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
        }
        if (floats && r.nextInt(6) == 0) {
            sb.append(r.nextBoolean() ? 'e' : 'E').append(r.nextBoolean() ? "-" : r.nextBoolean() ? "+" : "")
                    .append(r.nextInt(r.nextInt(8) == 0 ? 400 : 30));
        }
        return sb.toString();
    }

    static String map(Random r, int kind, int size) {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < size; i++) {
            sb.append(i == 0 ? "" : r.nextInt(8) == 0 ? " ,\n  " : ",");
            String key = r.nextInt(10) == 0 ? "k" + r.nextInt(3) : "k" + i + (r.nextInt(6) == 0 ? "\u00e9" : "");
            sb.append('"').append(key).append(r.nextInt(8) == 0 ? "\" : " : "\":").append(value(r, kind));
        }
        return sb.append(r.nextInt(8) == 0 ? "\n}" : "}").toString();
    }

    private static byte[] maps(Random r) {
        StringBuilder sb = new StringBuilder("{");
        int[] kinds = {1, 2, 3, 4, 5, 1, 2, 1};
        for (int f = 0; f < FIELDS.length; f++) {
            sb.append(f == 0 ? "" : ",").append('"').append(FIELDS[f]).append("\":")
                    .append(map(r, kinds[f], r.nextInt(4) == 0 ? r.nextInt(300) : r.nextInt(12)));
        }
        return sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void readsGeneratedMapsAsDatabindAndPlainJacksonDo() {
        Random r = new Random(20261124);
        for (int i = 0; i < 300; i++) {
            assertSame(DEFAULTS, PLAIN, "beans " + i, maps(r), Maps.class, i);
            int kind = 1 + r.nextInt(5);
            byte[] root = map(r, kind, r.nextInt(60)).getBytes(StandardCharsets.UTF_8);
            assertSame(DEFAULTS, PLAIN, "root " + i, root, ROOTS.get(kind - 1), i);
            assertSame(DEFAULTS, PLAIN, "hashed root " + i, map(r, 1, r.nextInt(40)).getBytes(StandardCharsets.UTF_8),
                    ROOTS.get(5), i);
        }
        assertThat(compared).isGreaterThan(1500);
    }

    @Test
    void readsEveryTruncationAndMutationAsDatabindDoes() {
        Random r = new Random(5);
        for (int i = 0; i < 12; i++) {
            byte[] doc = maps(new Random(i));
            for (int len = 0; len < doc.length; len += 1 + doc.length / 300) {
                assertSame(DEFAULTS, null, "truncated at " + len, Arrays.copyOf(doc, len), Maps.class, len);
            }
            for (int k = 0; k < 60; k++) {
                byte[] bad = doc.clone();
                String bytes = "\"{}[],:-+.eE0123456789 \n\\x\u00ff";
                bad[r.nextInt(bad.length)] = (byte) bytes.charAt(r.nextInt(bytes.length()));
                assertSame(DEFAULTS, null, "mutated " + k, bad, Maps.class, k);
            }
        }
    }

    @Test
    void readsTheUsdRatesAsPlainJacksonDoes() throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus("USD.json"));
        String rates = new String(doc, StandardCharsets.UTF_8);
        int start = rates.indexOf("\"rates\"");
        byte[] map = rates.substring(rates.indexOf('{', start), rates.indexOf('}', start) + 1).getBytes(StandardCharsets.UTF_8);
        for (TypeReference<?> t : List.of(ROOTS.get(0), ROOTS.get(5), new TypeReference<Map<String, Object>>() {})) {
            assertSame(DEFAULTS, PLAIN, "USD rates as " + t.getType(), map, t, 1);
        }
    }

    /**
     * Fractions at the edges of the scan's one-pass read ({@code ContainerScan.fraction}): 16 and 17
     * digits, values around 2^53, zeros with a sign, a fraction that ends the scanned bytes, a point
     * without digits and one followed by an exponent.
     */
    @Test
    void readsFractionsAtTheEdgesOfTheExactPathAsPlainJacksonDoes() {
        String[] numbers = {"0.5", "-0.0", "0.0000000000000000", "-0.000", "1.0", "9007199254740.992",
            "9007199254740.993", "900719925474099.3", "90071992547409.93", "1234567890123456.7", "0.1234567890123456",
            "0.12345678901234567", "123456789012345678.5", "3.67", "-2070.81", "1.5e3", "1.5E-3", "2.0e+1",
            "0.30000000000000004", "4.9406564584124654e-324", "1.7976931348623157e308", "1.", "1.e5", "-.5", "01.5"};
        for (String n : numbers) {
            for (String doc : List.of("{\"a\":" + n + "}", "{\"a\":" + n + " }", "{\"a\":" + n + ",\"b\":1}", "{\"a\":" + n)) {
                for (TypeReference<?> t : List.of(ROOTS.get(0), new TypeReference<Map<String, Object>>() {})) {
                    assertSame(DEFAULTS, PLAIN, n + " as " + t.getType(), doc.getBytes(StandardCharsets.UTF_8), t, 7);
                }
            }
        }
    }

    /** A map property with settings that change how databind reads it: none of them may be scanned away. */
    public static final class Annotated {
        @JsonIgnoreProperties("k1")
        public Map<String, Double> ignoring;
        @JsonSetter(contentNulls = Nulls.SKIP)
        public Map<String, Integer> skippingNulls;
        @JsonDeserialize(contentUsing = Doubled.class)
        public Map<String, Integer> custom;
        @JsonDeserialize(keyUsing = Upper.class)
        public Map<String, String> keys;
    }

    public static final class Doubled extends StdDeserializer<Integer> {
        private static final long serialVersionUID = 1L;

        public Doubled() {
            super(Integer.class);
        }

        @Override
        public Integer deserialize(JsonParser p, DeserializationContext c) throws IOException {
            return p.getIntValue() * 2;
        }
    }

    public static final class Upper extends KeyDeserializer {
        @Override
        public Object deserializeKey(String key, DeserializationContext c) {
            return key.toUpperCase(java.util.Locale.ROOT);
        }
    }

    @Test
    void settingsThatChangeTheValuesAreDatabinds() throws IOException {
        byte[] doc = ("{\"ignoring\":{\"k0\":1.5,\"k1\":2},\"skippingNulls\":{\"a\":1,\"b\":null},"
                + "\"custom\":{\"a\":21},\"keys\":{\"a\":\"x\"}}").getBytes(StandardCharsets.UTF_8);
        assertSame(DEFAULTS, PLAIN, "annotated", doc, Annotated.class, 1);
        Annotated a = DEFAULTS[0].readValue(doc, Annotated.class);
        assertThat(a.ignoring).containsOnlyKeys("k0");
        assertThat(a.skippingNulls).containsOnlyKeys("a");
        assertThat(a.custom).containsEntry("a", 42);
        assertThat(a.keys).containsEntry("A", "x");

        Random r = new Random(9);
        List<Consumer<FastMappers.Builder>> configs = List.of(
                b -> b.customize(m -> m.withCoercionConfig(LogicalType.Float,
                        c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))),
                b -> b.customize(m -> m.withCoercionConfig(LogicalType.Float,
                        c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.AsNull))),
                b -> b.customize(m -> m.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)),
                b -> b.customize(m -> m.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)),
                b -> b.customize(m -> m.activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                        .allowIfBaseType(Object.class).build(), ObjectMapper.DefaultTyping.NON_FINAL)),
                b -> b.addModule(new SimpleModule().addDeserializer(Double.class, new StdDeserializer<Double>(Double.class) {
                    private static final long serialVersionUID = 1L;

                    @Override
                    public Double deserialize(JsonParser p, DeserializationContext c) throws IOException {
                        return -p.getDoubleValue();
                    }
                })),
                b -> b.handWrittenCodecs(false),
                b -> b.fastDoubleParser(false));
        for (int c = 0; c < configs.size(); c++) {
            ObjectMapper[] mappers = pair(configs.get(c));
            for (int i = 0; i < 40; i++) {
                assertSame(mappers, null, "config " + c + " doc " + i, maps(r), Maps.class, i);
            }
        }
    }

    @Test
    void theScanServesTheMapsItTakesSoThatTheComparisonsTestIt() throws IOException {
        for (TypeReference<?> t : ROOTS) {
            JsonDeserializer<Object> d = rootDeserializer(DEFAULTS[0], t);
            assertThat(d).as("%s", t.getType()).isInstanceOf(ScalarMapReader.class);
            assertThat(((ScalarMapReader) d).scans()).as("%s", t.getType()).isTrue();
        }
        assertThat(rootDeserializer(DEFAULTS[0], new TypeReference<TreeMap<String, Double>>() {}))
                .isNotInstanceOf(ScalarMapReader.class).isNotNull();
        ObjectMapper typed = FastMappers.builder().customize(m -> m.activateDefaultTyping(BasicPolymorphicTypeValidator
                .builder().allowIfBaseType(Object.class).build(), ObjectMapper.DefaultTyping.EVERYTHING)).build();
        JsonDeserializer<Object> d = rootDeserializer(typed, ROOTS.get(0));
        assertThat(!(d instanceof ScalarMapReader s) || !s.scans()).isTrue();
        assertThat(rootDeserializer(DEFAULTS[1], ROOTS.get(0))).isNotInstanceOf(ScalarMapReader.class);
        assertThat(JsonMapper.builder().build().readValue("{\"a\":1}", ROOTS.get(0))).isEqualTo(Map.of("a", 1.0));
    }

    private static JsonDeserializer<Object> rootDeserializer(ObjectMapper m, TypeReference<?> type) throws IOException {
        return ((com.fasterxml.jackson.databind.deser.DefaultDeserializationContext) m.getDeserializationContext())
                .createDummyInstance(m.getDeserializationConfig()).findRootValueDeserializer(m.constructType(type));
    }
}
