/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Samples and hostile inputs for every codec shape, shared by the codec tests. */
final class CodecCases {
    private CodecCases() {}

    static final class Case {
        final Shape shape;
        final TypeReference<?> type;
        final List<Object> samples;
        final String[] inputs;

        Case(Shape shape, TypeReference<?> type, List<Object> samples, String... inputs) {
            this.shape = shape;
            this.type = type;
            this.samples = samples;
            this.inputs = inputs;
        }

        @Override
        public String toString() {
            return shape.name();
        }
    }

    /** Inputs every container shape must read like Jackson: wrong root tokens, malformed JSON. */
    private static final String[] ROOT = {"null", "1", "\"\"", "\"x\"", "true", "[]", "{}", "[null]", "[[]]", "{\"a\"", "[1,"};

    static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case(Shape.MAP_OF_DOUBLE, new TypeReference<Map<String, Double>>() {},
                List.of(rates(), map(), map("a", null), map("neg", -0.0, "max", Double.MAX_VALUE, "min", Double.MIN_VALUE,
                        "nan", Double.NaN, "inf", Double.NEGATIVE_INFINITY, "int", 3.0, "big", 1e300, "tiny", 1.5e-300,
                        "ключ\"\n", 0.1, "\u0000", 17.0 / 3)),
                with("{\"a\":\"1.5\"}", "{\"a\":\"x\"}", "{\"a\":1}", "{\"a\":null}", "{\"a\":true}", "{\"a\":[1]}",
                        "{\"a\":{}}", "{\"a\":1e400}", "{\"a\":-0.0}", "{\"a\":1.0E-5}", "{\"a\":\"NaN\"}", "{\"a\":1,\"a\":2}",
                        "{\"a\":01}", "{\"a\":9007199254740993}", "{\"a\":123456789012345678901234567890}",
                        "{\"a\":0.30000000000000004}", "{\"a\":2.2250738585072011e-308}", "{\"a\":-1.5,\"b\":7E2}",
                        "{\"a\":1.7976931348623157e308,\"b\":4.9e-324}", "{\"a\":.5}", "{\"a\":1.}",
                        "{\"a\":-0}", "{\"a\":0e0}", "{\"a\":-0e-0}", "{\"a\":-0,\"b\":-0.0,\"c\":0}")));
        cases.add(new Case(Shape.MAP_OF_LONG, new TypeReference<Map<String, Long>>() {},
                List.of(map("a", 1L, "b", Long.MIN_VALUE, "c", Long.MAX_VALUE, "d", null), map()),
                with("{\"a\":1.5}", "{\"a\":\"12\"}", "{\"a\":99999999999999999999}", "{\"a\":null}", "{\"a\":true}",
                        "{\"a\":1e3}", "{\"a\":[1]}")));
        cases.add(new Case(Shape.MAP_OF_INTEGER, new TypeReference<Map<String, Integer>>() {},
                List.of(map("a", 1, "b", Integer.MIN_VALUE, "c", Integer.MAX_VALUE, "d", null), map()),
                with("{\"a\":1.5}", "{\"a\":\"12\"}", "{\"a\":3000000000}", "{\"a\":null}", "{\"a\":true}", "{\"a\":\"\"}")));
        cases.add(new Case(Shape.MAP_OF_STRING, new TypeReference<Map<String, String>>() {},
                List.of(map("a", "x", "b", "", "c", null, "é", "\uD834\uDD1E \"q\" \\ \t"), map()),
                with("{\"a\":1}", "{\"a\":true}", "{\"a\":[\"x\"]}", "{\"a\":{}}", "{\"a\":null}", "{\"a\":1.5}")));
        cases.add(new Case(Shape.MAP_OF_BOOLEAN, new TypeReference<Map<String, Boolean>>() {},
                List.of(map("a", true, "b", false, "c", null), map()),
                with("{\"a\":1}", "{\"a\":\"true\"}", "{\"a\":0}", "{\"a\":null}", "{\"a\":\"x\"}", "{\"a\":[true]}")));
        cases.add(new Case(Shape.LIST_OF_STRING, new TypeReference<List<String>>() {},
                List.of(list("a", "", null, "\uD834\uDD1E"), list(), list("one")),
                with("[\"a\",1]", "[true]", "[[\"b\"]]", "[{}]", "[null]", "[1.5]", "[\"a\",[]]")));
        cases.add(new Case(Shape.LIST_OF_DOUBLE, new TypeReference<List<Double>>() {},
                List.of(list(1.5, -0.0, null, 1e-7, 12.0), list(), list(2.5)),
                with("[1,\"2\"]", "[\"x\"]", "[null]", "[true]", "[[1]]", "[1e400]", "[\"NaN\"]", "[-0]", "[-0.0]", "[0e0]",
                        "[-0e-0]", "[-0,-0.0,0,0.0]")));
        cases.add(new Case(Shape.LIST_OF_LONG, new TypeReference<List<Long>>() {},
                List.of(list(1L, null, Long.MAX_VALUE), list(), list(7L)),
                with("[1.5]", "[\"2\"]", "[99999999999999999999]", "[null]", "[true]")));
        cases.add(new Case(Shape.LIST_OF_INTEGER, new TypeReference<List<Integer>>() {},
                List.of(list(1, null, Integer.MIN_VALUE), list(), list(7)),
                with("[1.5]", "[\"2\"]", "[3000000000]", "[null]", "[true]")));
        cases.add(new Case(Shape.DOUBLE_ARRAY_2D, new TypeReference<double[][]>() {},
                List.of(track(), new double[0][], new double[][] {{}}, new double[][] {{1.5}}, new double[][] {null, {1, 2}},
                        new double[][] {{-0.0, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY}}),
                with("[[1,2],[3.5]]", "[[1,\"2\"]]", "[[null]]", "[null]", "[1]", "[[true]]", "[\"x\"]", "[[1e400]]",
                        "[[\"NaN\"]]", "[[{}]]", "[[1.5,2],[\"x\"]]", "[[-0]]", "[[-0.0]]", "[[0e0]]", "[[-0e-0]]",
                        "[[-0,-0.0],[0]]", "[[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]]")));
        cases.add(new Case(Shape.DOUBLE_ARRAY_3D, new TypeReference<double[][][]>() {},
                List.of(polygon(), new double[0][][], new double[][][] {null, {null, {1}}}, new double[][][] {{{2.5}}}),
                with("[[[1,2]]]", "[[null]]", "[null]", "[[[null]]]", "[1]", "[[1]]", "[[\"x\"]]", "[[[1,\"x\"]]]", "[[[-0]]]",
                        "[[[-0.0,0e0,-0e-0]]]")));
        return cases;
    }

    private static String[] with(String... inputs) {
        String[] all = Arrays.copyOf(ROOT, ROOT.length + inputs.length);
        System.arraycopy(inputs, 0, all, ROOT.length, inputs.length);
        return all;
    }

    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    static List<Object> list(Object... v) {
        return new ArrayList<>(Arrays.asList(v));
    }

    /** USD.json-shaped rates: 162 entries, mostly short decimals, some integers. */
    static Map<String, Object> rates() {
        SplittableRandom r = new SplittableRandom(42);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("USD", 1.0);
        while (m.size() < 162) {
            String code = "" + (char) ('A' + r.nextInt(26)) + (char) ('A' + r.nextInt(26)) + (char) ('A' + r.nextInt(26));
            m.put(code, r.nextInt(10) == 0 ? (double) r.nextInt(30) : Math.round(r.nextDouble() * 1e6) / 100.0);
        }
        return m;
    }

    /** GPS-precision pairs. */
    static double[][] track() {
        SplittableRandom r = new SplittableRandom(7);
        double[][] out = new double[300][];
        for (int j = 0; j < out.length; j++) {
            out[j] = new double[] {Math.round((-141 + r.nextDouble() * 90) * 1e6) / 1e6, r.nextDouble() * 90};
        }
        return out;
    }

    /** canada.json-shaped rings: full-precision pairs. */
    static double[][][] polygon() {
        SplittableRandom r = new SplittableRandom(6);
        double[][][] out = new double[3][100][];
        for (double[][] ring : out) {
            for (int j = 0; j < ring.length; j++) {
                ring[j] = new double[] {-141 + r.nextDouble() * 90, 41 + r.nextDouble() * 42};
            }
        }
        return out;
    }

    static Map<String, Object> nullKeyMap() {
        Map<String, Object> m = new HashMap<>();
        m.put(null, 1.0);
        return Collections.unmodifiableMap(m);
    }

    @SuppressWarnings("unchecked")
    static <V> Map<String, V> castMap(Map<String, Object> m) {
        return (Map<String, V>) (Map<String, ?>) m;
    }

    @SuppressWarnings("unchecked")
    static <V> List<V> castList(List<Object> l) {
        return (List<V>) (List<?>) l;
    }
}
