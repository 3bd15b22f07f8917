/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * Rough: the demo's stopwatch. It runs two tasks alternately for a fixed time and reports the ratio
 * of their rates. It is NOT a benchmark (no forks, little warm-up, a noisy machine): the demo labels
 * every figure it prints as rough and points to fastjson-kit-bench for real numbers.
 */
package dev.fastjsonkit.examples;

import java.util.Locale;
import java.util.concurrent.Callable;

/** Measures a rough speed ratio between a plain-Jackson task and a kit task, right there. */
final class Rough {
    /** Milliseconds each task gets per round; three rounds, the first discarded as warm-up. */
    private static final long ROUND_MILLIS = Long.getLong("demo.roundMillis", 300);

    /** Keeps results alive so the JIT cannot drop the work. */
    static volatile Object sink;

    private Rough() {}

    /**
     * Returns "kit is N.N× plain Jackson (rough)" for the two tasks.
     *
     * @param plain the plain-Jackson task
     * @param kit the kit's task doing the same work
     * @return the labelled ratio of operations per second, kit over plain
     * @throws Exception if a task fails
     */
    static String ratio(Callable<?> plain, Callable<?> kit) throws Exception {
        double plainRate = 0;
        double kitRate = 0;
        for (int round = 0; round < 3; round++) {
            double p = rate(plain);
            double k = rate(kit);
            if (round > 0) {
                plainRate += p;
                kitRate += k;
            }
        }
        return String.format(Locale.ROOT, "%.1fx plain Jackson (rough, %d ms rounds; real numbers: docs/benchmarks.md)",
                kitRate / plainRate, ROUND_MILLIS);
    }

    private static double rate(Callable<?> task) throws Exception {
        long end = System.nanoTime() + ROUND_MILLIS * 1_000_000;
        long ops = 0;
        long start = System.nanoTime();
        long now;
        do {
            sink = task.call();
            ops++;
            now = System.nanoTime();
        } while (now < end);
        return ops / ((now - start) / 1e9);
    }
}
