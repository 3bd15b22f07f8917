/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One entry of a JMH JSON result file: a benchmark method with one set of parameters.
 *
 * <p>The method name follows the bench's convention {@code op_variant}, e.g.
 * {@code read_fastMappers}: {@link #op()} is {@code read}, {@link #variant()} is
 * {@code fastMappers}. A method without {@code _} is its own op and variant. A {@code @Param}
 * named {@code variant} overrides the variant and is left out of {@link #params()}.
 *
 * @param benchmark the full name, e.g. {@code dev.fastjsonkit.bench.FastNumbersBench.read_jackson}
 * @param mode JMH mode: thrpt, avgt, sample, ss
 * @param params the benchmark parameters, in JMH's order, without {@code variant}
 * @param variantParam the value of a {@code variant} parameter, or null
 * @param score the primary score
 * @param error the 99.9% error of the score (NaN if JMH had too few samples)
 * @param unit the score unit, e.g. {@code us/op} or {@code ops/s}
 * @param bytesPerOp {@code gc.alloc.rate.norm} (B/op), or NaN without {@code -prof gc}
 */
public record Result(String benchmark, String mode, Map<String, String> params, String variantParam,
        double score, double error, String unit, double bytesPerOp) {

    public Result {
        Objects.requireNonNull(benchmark, "benchmark");
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** @return the simple class name, e.g. {@code FastNumbersBench} */
    public String className() {
        String cls = benchmark.substring(0, Math.max(0, benchmark.lastIndexOf('.')));
        return cls.substring(cls.lastIndexOf('.') + 1);
    }

    /** @return the method name, e.g. {@code read_jackson} */
    public String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** @return the operation, the method name before its last {@code _} */
    public String op() {
        if (variantParam != null) {
            return method();
        }
        int i = method().lastIndexOf('_');
        return i > 0 ? method().substring(0, i) : method();
    }

    /** @return the variant, the method name after its last {@code _} (or the variant param) */
    public String variant() {
        if (variantParam != null) {
            return variantParam;
        }
        int i = method().lastIndexOf('_');
        return i > 0 ? method().substring(i + 1) : method();
    }

    /** @return whether a higher score is better (throughput units such as {@code ops/s}) */
    public boolean higherIsBetter() {
        return unit.startsWith("ops/");
    }

    /** @return the parameters as {@code k=v, k=v}, or an empty string */
    public String paramsText() {
        StringBuilder sb = new StringBuilder();
        params.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append('=').append(v));
        return sb.toString();
    }
}
