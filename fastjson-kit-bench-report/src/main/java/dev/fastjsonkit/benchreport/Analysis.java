/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds each result's baseline and computes its ratio. Results are compared only within the same
 * class, op and parameters; the baseline is the variant named {@code jackson} (or
 * {@code baseline}, {@code plain}; failing those, the first variant starting with
 * {@code jackson} or {@code baseline}).
 */
public final class Analysis {
    private Analysis() {}

    /**
     * A result with its baseline and ratio.
     *
     * @param result the result
     * @param baseline the baseline result, or null if its comparison group has none
     * @param ratio how many times faster than the baseline (greater than 1 is faster), NaN without a baseline
     * @param ratioError the ratio's error, from the scores' relative errors; NaN if unknown
     */
    public record Row(Result result, Result baseline, double ratio, double ratioError) {
        /** @return whether this row is its group's baseline */
        public boolean isBaseline() {
            return baseline == result;
        }
    }

    /**
     * Tells whether a variant name marks a baseline exactly.
     *
     * @param variant the variant name
     * @return whether it is {@code jackson}, {@code baseline} or {@code plain}, ignoring case
     */
    public static boolean isExactBaseline(String variant) {
        String v = variant.toLowerCase(Locale.ROOT);
        return v.equals("jackson") || v.equals("baseline") || v.equals("plain");
    }

    private static boolean isLooseBaseline(String variant) {
        String v = variant.toLowerCase(Locale.ROOT);
        return v.startsWith("jackson") || v.startsWith("baseline");
    }

    /**
     * How many times faster {@code r} is than {@code base}: for time units {@code base/r}, for
     * throughput units {@code r/base}.
     *
     * @param r a result
     * @param base its baseline
     * @return the speed-up; greater than 1 is faster
     */
    public static double ratio(Result r, Result base) {
        return r.higherIsBetter() ? r.score() / base.score() : base.score() / r.score();
    }

    static double ratioError(Result r, Result base, double ratio) {
        if (r == base) {
            return 0;
        }
        double a = r.error() / r.score();
        double b = base.error() / base.score();
        return ratio * Math.sqrt(a * a + b * b);
    }

    /**
     * Orders results for a table and attaches their baselines: ops in order of first appearance,
     * then parameter sets in order of first appearance, the baseline first, then the other
     * variants in file order.
     *
     * @param results results of one run (any classes)
     * @return the rows
     */
    public static List<Row> rows(List<Result> results) {
        Map<String, Map<String, List<Result>>> byOpThenParams = new LinkedHashMap<>();
        for (Result r : results) {
            byOpThenParams.computeIfAbsent(r.className() + '#' + r.op(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(r.paramsText(), k -> new ArrayList<>()).add(r);
        }
        List<Row> rows = new ArrayList<>();
        for (Map<String, List<Result>> byParams : byOpThenParams.values()) {
            for (List<Result> same : byParams.values()) {
                Result base = baseline(same);
                if (base != null) {
                    rows.add(new Row(base, base, 1.0, 0.0));
                }
                for (Result r : same) {
                    if (r == base) {
                        continue;
                    }
                    double ratio = base == null ? Double.NaN : ratio(r, base);
                    rows.add(new Row(r, base, ratio, base == null ? Double.NaN : ratioError(r, base, ratio)));
                }
            }
        }
        return rows;
    }

    static Result baseline(List<Result> same) {
        for (Result r : same) {
            if (isExactBaseline(r.variant())) {
                return r;
            }
        }
        for (Result r : same) {
            if (isLooseBaseline(r.variant())) {
                return r;
            }
        }
        return null;
    }
}
