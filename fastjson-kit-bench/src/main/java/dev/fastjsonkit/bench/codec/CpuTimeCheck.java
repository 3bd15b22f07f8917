/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec;

import dev.fastjsonkit.bench.CodecBench;
import dev.fastjsonkit.bench.SameJvmCheck;
import java.util.concurrent.Callable;

/**
 * A contention-robust A/B check of {@code CodecBench}, for a shared, overloaded machine where JMH's
 * wall-clock errors exceed the means: it alternates Jackson and the hand-written path in short
 * rounds and times each on the thread's CPU clock, so time spent descheduled does not count
 * ({@link SameJvmCheck#compare}, for every shape and both directions). It prints the median ns/op
 * of each side over the measured rounds and the median per-round ratio. It is not a
 * substitute for JMH on a quiet machine (no fork isolation; caches are still shared).
 *
 * <p>Run: {@code java -cp fastjson-kit-bench/target/benchmarks.jar dev.fastjsonkit.bench.codec.CpuTimeCheck [shape...]}.
 */
public final class CpuTimeCheck {
    private CpuTimeCheck() {}

    /**
     * Measures every shape of {@code CodecBench}, or the given ones.
     *
     * @param args shape names; none for all
     * @throws Exception if setup fails (the hand-written output differs from Jackson's)
     */
    public static void main(String[] args) throws Exception {
        String[] shapes = args.length > 0 ? args : new String[] {"MAP_OF_DOUBLE", "MAP_OF_LONG", "MAP_OF_INTEGER",
            "MAP_OF_STRING", "MAP_OF_BOOLEAN", "LIST_OF_STRING", "LIST_OF_DOUBLE", "LIST_OF_LONG", "LIST_OF_INTEGER",
            "DOUBLE_ARRAY_2D", "DOUBLE_ARRAY_3D", "ARTICLE", "MEDIA"};
        System.out.printf("%-16s %-5s %12s %12s %7s  (median of 30 rounds, thread CPU time)%n",
                "shape", "dir", "jackson ns", "hand ns", "ratio");
        for (String shape : shapes) {
            CodecBench b = new CodecBench();
            b.shape = shape;
            b.setup();
            report(shape, "Read", b::read_jackson, b::read_handWritten);
            report(shape, "Write", b::write_jackson, b::write_handWritten);
        }
    }

    private static void report(String shape, String dir, Callable<Object> jackson, Callable<Object> hand)
            throws Exception {
        SameJvmCheck.Comparison r = SameJvmCheck.compare(jackson, hand);
        System.out.printf("%-16s %-5s %12.0f %12.0f %6.2fx  (IQR of the per-round ratio %.2f..%.2f)%n", shape, dir,
                r.baselineNanos(), r.otherNanos(), r.ratio(), r.ratioQ1(), r.ratioQ3());
    }
}
