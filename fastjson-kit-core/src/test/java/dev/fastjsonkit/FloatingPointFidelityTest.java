/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Property tests, bounded and seeded: doubles and floats (random bit patterns, subnormals,
 * extremes, negative zero) round-trip bit-exact through {@link FastMappers#json()} as root values,
 * in arrays, in bean fields and in maps, and are written as the same bytes as plain Jackson with
 * the kit's documented choices; {@link BigDecimal}s keep their value and scale.
 *
 * <p>Each property runs {@value #TRIES} generated values plus fixed edge cases. The seed is fixed
 * so CI is reproducible; run with {@code -Dfidelity.seed=<n>} to explore other values (a failure
 * message names its seed and the failing values).
 */
@Tag("fidelity")
class FloatingPointFidelityTest {

    /** Generated values per property. */
    static final int TRIES = 1000;

    static final long SEED = Long.getLong("fidelity.seed", 20261122L);

    private static final JsonMapper FAST = FastMappers.json();
    private static final ObjectMapper PLAIN = new ObjectMapper();
    private static final JsonMapper PLAIN_WITH_CHOICES = CorpusFidelityTest.PLAIN_WITH_CHOICES;

    static final double[] DOUBLE_EDGES = {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE,
        -Double.MAX_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL),
        Math.nextUp(Double.MIN_NORMAL), Math.nextDown(Double.MAX_VALUE), 2.2250738585072011e-308, 4.9e-324,
        1e23, 2e23, 8.41e21, 9007199254740993.0, 0.1, 0.3, 1.0 / 3, Math.PI, 1e-7, 1e7, 1e16, 123456789.0,
        Math.ulp(1.0), 1 + Math.ulp(1.0), (double) Float.MAX_VALUE, (double) Float.MIN_VALUE};

    static final float[] FLOAT_EDGES = {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.MIN_NORMAL, -Float.MIN_NORMAL, Math.nextDown(Float.MIN_NORMAL), Math.nextUp(Float.MIN_NORMAL),
        0.1f, 0.3f, 1f / 3, (float) Math.PI, 1e-7f, 1e7f, 16777217f, 3.4e38f, 1.17549435E-38f, 1.4e-45f};

    /** Finite doubles: a quarter random bit patterns, a quarter subnormals, decimal-looking values and integers. */
    static double[] doubles(Random r) {
        double[] out = new double[TRIES + DOUBLE_EDGES.length];
        int i = 0;
        while (i < TRIES) {
            double d = switch (i % 4) {
                case 0 -> Double.longBitsToDouble(r.nextLong());
                case 1 -> (r.nextBoolean() ? -1 : 1) * Double.longBitsToDouble(r.nextLong() & 0x000F_FFFF_FFFF_FFFFL);
                case 2 -> Math.round(r.nextDouble() * 1e9) / Math.pow(10, r.nextInt(12));
                default -> (double) r.nextLong() * Math.pow(2, r.nextInt(200) - 100);
            };
            if (Double.isFinite(d)) {
                out[i++] = d;
            }
        }
        System.arraycopy(DOUBLE_EDGES, 0, out, TRIES, DOUBLE_EDGES.length);
        return out;
    }

    static float[] floats(Random r) {
        float[] out = new float[TRIES + FLOAT_EDGES.length];
        int i = 0;
        while (i < TRIES) {
            float f = switch (i % 3) {
                case 0 -> Float.intBitsToFloat(r.nextInt());
                case 1 -> (r.nextBoolean() ? -1 : 1) * Float.intBitsToFloat(r.nextInt() & 0x007F_FFFF);
                default -> Math.round(r.nextFloat() * 1e6f) / (float) Math.pow(10, r.nextInt(7));
            };
            if (Float.isFinite(f)) {
                out[i++] = f;
            }
        }
        System.arraycopy(FLOAT_EDGES, 0, out, TRIES, FLOAT_EDGES.length);
        return out;
    }

    /** A bean with every floating-point field shape. */
    public static class Numbers {
        public double d;
        public Double boxed;
        public float f;
        public Float boxedF;
        public double[] ds;
        public List<Double> list;
    }

    public static class Decimal {
        public BigDecimal value;
        public Map<String, BigDecimal> byName;
    }

    private final List<String> failures = new ArrayList<>();

    private void check(boolean ok, String what) {
        if (!ok && failures.size() < 20) {
            failures.add(what);
        }
    }

    private void assertNoFailures() {
        assertThat(failures).as("failures with -Dfidelity.seed=" + SEED).isEmpty();
    }

    private static boolean same(double a, double b) {
        return Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b);
    }

    private static boolean same(float a, float b) {
        return Float.floatToRawIntBits(a) == Float.floatToRawIntBits(b);
    }

    @Test
    void doublesRoundTripBitExactAsRootValuesAndTreeNodes() throws Exception {
        for (double d : doubles(new Random(SEED))) {
            byte[] json = FAST.writeValueAsBytes(d);
            check(same(FAST.readValue(json, double.class), d), "root double " + d);
            check(same(FAST.readValue(json, Double.class), d), "root Double " + d);
            check(same(FAST.readTree(json).doubleValue(), d), "tree " + d);
            check(same(PLAIN.readValue(json, double.class), d), "plain reads fast's " + d);
            check(java.util.Arrays.equals(json, PLAIN_WITH_CHOICES.writeValueAsBytes(d)), "bytes of " + d);
        }
        assertNoFailures();
    }

    @Test
    void doublesRoundTripBitExactInArraysBeanFieldsAndMaps() throws Exception {
        double[] all = doubles(new Random(SEED + 1));
        double[] back = FAST.readValue(FAST.writeValueAsBytes(all), double[].class);
        List<Double> list = FAST.readValue(FAST.writeValueAsBytes(all), new TypeReference<List<Double>>() {});
        Map<String, Double> map = new LinkedHashMap<>();
        for (int i = 0; i < all.length; i++) {
            check(same(back[i], all[i]), "double[] " + all[i]);
            check(same(list.get(i), all[i]), "List<Double> " + all[i]);
            map.put("k" + i, all[i]);
        }
        byte[] mapJson = FAST.writeValueAsBytes(map);
        Map<String, Double> mapBack = FastMappers.reader(new TypeReference<Map<String, Double>>() {}).readValue(mapJson);
        map.forEach((k, v) -> check(same(mapBack.get(k), v), "Map<String,Double> " + v));
        check(java.util.Arrays.equals(mapJson, PLAIN_WITH_CHOICES.writeValueAsBytes(map)), "bytes of the map");
        for (int i = 0; i < all.length; i++) {
            Numbers n = new Numbers();
            n.d = all[i];
            n.boxed = all[all.length - 1 - i];
            n.ds = new double[] {all[i], -all[i]};
            n.list = List.of(all[i]);
            byte[] json = FastMappers.writer(Numbers.class).writeValueAsBytes(n);
            Numbers m = FastMappers.reader(Numbers.class).readValue(json);
            check(same(m.d, n.d) && same(m.boxed, n.boxed) && same(m.ds[0], n.ds[0]) && same(m.ds[1], n.ds[1])
                    && same(m.list.get(0), n.list.get(0)), "bean with " + all[i]);
            check(java.util.Arrays.equals(json, PLAIN_WITH_CHOICES.writerFor(Numbers.class).writeValueAsBytes(n)),
                    "bean bytes with " + all[i]);
        }
        assertNoFailures();
    }

    @Test
    void floatsRoundTripBitExactAsRootValuesArraysBeanFieldsAndMaps() throws Exception {
        float[] all = floats(new Random(SEED + 2));
        for (float f : all) {
            byte[] json = FAST.writeValueAsBytes(f);
            check(same(FAST.readValue(json, float.class), f), "root float " + f);
            check(same(PLAIN.readValue(json, float.class), f), "plain reads fast's float " + f);
            check(java.util.Arrays.equals(json, PLAIN_WITH_CHOICES.writeValueAsBytes(f)), "bytes of float " + f);
            Numbers n = new Numbers();
            n.f = f;
            n.boxedF = -f;
            Numbers m = FastMappers.reader(Numbers.class).readValue(FastMappers.writer(Numbers.class).writeValueAsBytes(n));
            check(same(m.f, n.f) && same(m.boxedF, n.boxedF), "bean float " + f);
        }
        float[] back = FAST.readValue(FAST.writeValueAsBytes(all), float[].class);
        Map<String, Float> map = new LinkedHashMap<>();
        for (int i = 0; i < all.length; i++) {
            check(same(back[i], all[i]), "float[] " + all[i]);
            map.put("k" + i, all[i]);
        }
        Map<String, Float> mapBack = FAST.readValue(FAST.writeValueAsBytes(map), new TypeReference<Map<String, Float>>() {});
        map.forEach((k, v) -> check(same(mapBack.get(k), v), "Map<String,Float> " + v));
        assertNoFailures();
    }

    @Test
    void negativeZeroStaysNegativeEverywhere() throws Exception {
        assertThat(FAST.writeValueAsString(-0.0)).isEqualTo("-0.0");
        assertThat(Double.doubleToRawLongBits(FAST.readValue("-0.0", double.class))).isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertThat(Double.doubleToRawLongBits(FAST.readTree("[-0.0]").get(0).doubleValue()))
                .isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertThat(Float.floatToRawIntBits(FAST.readValue("-0.0", float.class))).isEqualTo(Float.floatToRawIntBits(-0f));
        // "-0" is an integer in JSON: a tree keeps it as int 0, as plain Jackson does
        assertThat(FAST.readTree("-0")).isEqualTo(PLAIN.readTree("-0"));
    }

    /** BigDecimals with random unscaled values (some with trailing zeros) and scales from -30 to 60. */
    static List<BigDecimal> decimals(Random r) {
        List<BigDecimal> out = new ArrayList<>();
        for (int i = 0; i < TRIES; i++) {
            BigInteger unscaled = new BigInteger(1 + r.nextInt(130), r);
            if (r.nextInt(4) == 0) {
                unscaled = unscaled.multiply(BigInteger.TEN.pow(1 + r.nextInt(5)));
            }
            out.add(new BigDecimal(r.nextBoolean() ? unscaled : unscaled.negate(), r.nextInt(91) - 30));
        }
        for (String s : List.of("0", "0.0", "0.000", "-0.00", "1.50", "100", "1E+3", "1.0E-10", "12345678901234567890.1234567890",
                "1E+400", "1E-400", "9.999999999999999999E+307")) {
            out.add(new BigDecimal(s));
        }
        return out;
    }

    @Test
    void bigDecimalsKeepValueAndScaleThroughReadAndWrite() throws Exception {
        Map<String, BigDecimal> byName = new LinkedHashMap<>();
        for (BigDecimal v : decimals(new Random(SEED + 3))) {
            Decimal d = new Decimal();
            d.value = v;
            byte[] json = FastMappers.writer(Decimal.class).writeValueAsBytes(d);
            Decimal back = FastMappers.reader(Decimal.class).readValue(json);
            check(back.value.equals(v), v + " read back as " + back.value + " (scale " + v.scale() + " -> "
                    + back.value.scale() + ")");
            check(PLAIN.readValue(json, Decimal.class).value.equals(back.value), "plain reads " + v + " differently");
            check(java.util.Arrays.equals(json, PLAIN_WITH_CHOICES.writerFor(Decimal.class).writeValueAsBytes(d)),
                    "bytes of " + v);
            BigDecimal root = FastMappers.reader(BigDecimal.class).readValue(FAST.writeValueAsBytes(v));
            check(root.equals(v), "root " + v + " read back as " + root);
            byName.put("k" + byName.size(), v);
        }
        Decimal all = new Decimal();
        all.byName = byName;
        byte[] json = FAST.writeValueAsBytes(all);
        Decimal back = FAST.readValue(json, Decimal.class);
        byName.forEach((k, v) -> check(back.byName.get(k).equals(v), "Map<String,BigDecimal> " + v));
        // trees with exact decimals equal plain Jackson's (which normalizes trailing zeros the same way)
        JsonNode fastTree = FAST.reader().with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).readTree(json);
        JsonNode plainTree = PLAIN.reader().with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).readTree(json);
        check(fastTree.equals(plainTree), "exact-decimal tree differs from plain Jackson's");
        assertNoFailures();
    }
}
