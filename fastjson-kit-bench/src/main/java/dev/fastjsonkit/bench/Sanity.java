/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Cheap checks run once in {@code @Setup}: an optimized path must give the baseline's answer, or
 * the benchmark refuses to run (it throws, and quick mode fails).
 */
public final class Sanity {
    private static final ObjectMapper REF = new ObjectMapper();

    private Sanity() {}

    /**
     * Throws unless both values have the same JSON tree under plain Jackson (doubles compared
     * exactly, property order ignored).
     *
     * @param what what is compared, for the message
     * @param expected the baseline's value
     * @param actual the optimized path's value
     * @throws IllegalStateException if they differ
     */
    public static void sameValue(String what, Object expected, Object actual) {
        JsonNode e = REF.valueToTree(expected);
        JsonNode a = REF.valueToTree(actual);
        if (!e.equals(a)) {
            throw new IllegalStateException(what + ": value differs from the baseline's\n  expected "
                    + abbreviate(e.toString()) + "\n  actual   " + abbreviate(a.toString()));
        }
    }

    /**
     * Throws unless both outputs are the same bytes or, failing that, parse with plain Jackson to
     * equal trees (doubles compared exactly). The fast double writer may print a shorter but
     * equal double on JDK 17; that is the same answer.
     *
     * @param what what is compared, for the message
     * @param expected the baseline's output
     * @param actual the optimized path's output
     * @throws IllegalStateException if they differ
     */
    public static void sameJson(String what, byte[] expected, byte[] actual) {
        if (Arrays.equals(expected, actual)) {
            return;
        }
        try {
            JsonNode e = REF.readTree(expected);
            JsonNode a = REF.readTree(actual);
            if (!e.equals(a)) {
                int i = Arrays.mismatch(expected, actual);
                throw new IllegalStateException(what + ": output differs from the baseline's at byte " + i
                        + "\n  expected " + excerpt(expected, i) + "\n  actual   " + excerpt(actual, i));
            }
        } catch (IOException ex) {
            throw new UncheckedIOException(what + ": output does not parse", ex);
        }
    }

    private static String excerpt(byte[] b, int at) {
        int from = Math.max(0, at - 40);
        int to = Math.min(b.length, at + 40);
        return new String(b, from, to - from, java.nio.charset.StandardCharsets.UTF_8);
    }

    private static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "...";
    }
}
