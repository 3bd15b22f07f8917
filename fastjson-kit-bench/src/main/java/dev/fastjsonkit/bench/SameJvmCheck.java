/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import java.lang.annotation.Annotation;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.concurrent.Callable;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Times two benchmark methods of one bench class in one JVM, alternating them in 40 ms rounds on
 * the thread's CPU clock, so both sides see the same machine state and time spent descheduled
 * does not count. It answers one question JMH cannot on a noisy machine whose speed drifts over
 * minutes: JMH runs the two rows of a pair minutes apart, in different forks, and its error does
 * not include that drift. Not a substitute for JMH (one JVM, no fork isolation, both sides share
 * its JIT profile); use it to check a JMH ratio, never as the claim.
 *
 * <p>Run: {@code java -cp benchmarks.jar dev.fastjsonkit.bench.SameJvmCheck CodecBench shape=LIST_OF_LONG
 * read_jackson read_fastMappers}. Prints the median ns/op of each side over 30 rounds (after
 * warm-up rounds that end once the JIT has compiled nothing for five rounds: 10 to 150), the
 * ratio first/second (above 1 means the second is faster), and the interquartile range of the
 * per-round ratios. Runs the class's {@code @Setup} methods first and
 * its {@code @TearDown} methods (the benches' output checks) last, as JMH does.
 */
public final class SameJvmCheck {
    private SameJvmCheck() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final long ROUND_NANOS = 40_000_000L;

    /**
     * Runs the check.
     *
     * @param args the bench class's simple name, then {@code name=value} for each {@code @Param}
     *     to set, then the two method names (baseline first)
     * @throws IllegalArgumentException if a parameter argument is not {@code name=value} or names no {@code @Param}
     * @throws ReflectiveOperationException if the class, a field or a method does not exist
     * @throws Exception whatever setup or a benchmark method throws
     */
    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: SameJvmCheck BenchClass [param=value...] baselineMethod otherMethod");
            System.exit(2);
        }
        Class<?> c = Class.forName(SameJvmCheck.class.getPackageName() + "." + args[0]);
        Object bench = c.getConstructor().newInstance();
        for (int i = 1; i < args.length - 2; i++) {
            String[] kv = args[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("expected a @Param as name=value, found '" + args[i] + "'");
            }
            Field f = c.getField(kv[0]);
            if (!f.isAnnotationPresent(Param.class)) {
                throw new IllegalArgumentException(kv[0] + " is not a @Param field of " + c.getSimpleName());
            }
            f.set(bench, kv[1]);
        }
        runAll(Setup.class, bench);
        Method a = c.getMethod(args[args.length - 2]);
        Method b = c.getMethod(args[args.length - 1]);
        Comparison r = compare(() -> a.invoke(bench), () -> b.invoke(bench));
        System.out.printf("%s %s: %s %.1f ns/op, %s %.1f ns/op, ratio %.3f (IQR %.3f-%.3f)%n",
                args[0], String.join(" ", Arrays.copyOfRange(args, 1, args.length - 2)),
                a.getName(), r.baselineNanos(), b.getName(), r.otherNanos(), r.ratio(), r.ratioQ1(), r.ratioQ3());
        runAll(TearDown.class, bench);
    }

    /**
     * Calls every public no-argument method of the bench that carries the annotation, as JMH
     * calls its {@code @Setup} and {@code @TearDown} methods.
     *
     * @param phase {@link Setup} or {@link TearDown}
     * @param bench the bench instance
     * @throws ReflectiveOperationException if a method cannot be called or throws (the cause is
     *     the method's exception, e.g. a failed output check)
     */
    static void runAll(Class<? extends Annotation> phase, Object bench) throws ReflectiveOperationException {
        for (Method m : bench.getClass().getMethods()) {
            if (m.isAnnotationPresent(phase) && m.getParameterCount() == 0) {
                m.invoke(bench);
            }
        }
    }

    /**
     * One comparison's result.
     *
     * @param baselineNanos the baseline's median thread CPU time per call, in ns
     * @param otherNanos the other side's median thread CPU time per call, in ns
     * @param ratio the median of the per-round ratios baseline/other (above 1: the other is faster)
     * @param ratioQ1 the first quartile of the per-round ratios
     * @param ratioQ3 the third quartile of the per-round ratios
     */
    public record Comparison(double baselineNanos, double otherNanos, double ratio, double ratioQ1, double ratioQ3) {}

    /** Warm-up rounds (of each operation) before the JIT's idleness is looked at. */
    private static final int MIN_WARM = 10;
    /** Consecutive warm-up rounds without a compilation that end the warm-up. */
    private static final int IDLE_ROUNDS = 5;
    /** The most warm-up rounds, compiling or not. */
    private static final int MAX_WARM = 150;

    /**
     * Alternates the two operations in 40 ms rounds of thread CPU time, the order swapped every
     * round: warm-up rounds until the JIT has compiled nothing for {@link #IDLE_ROUNDS} rounds in
     * a row (at least {@link #MIN_WARM}, at most {@link #MAX_WARM}), then 30 measured. Why: a
     * fixed 10 rounds (0.8 s of this thread's CPU) often measured C1-compiled code on a loaded
     * 2-core machine, where the C2 compiler thread gets little CPU. StreamingBench's
     * fields_fieldExtractor on nonascii-small ran JsonBytes.utf8Words and JsonSkip.container as
     * tier-2 (C1) code until 5.4 s into an 11 s run, well into the measured rounds
     * (-XX:+PrintCompilation), and the same JVM's second and third 40-round comparison gave
     * 1.91 and 1.91 against the first's 1.59 (html-small 1.83, 1.83 against 1.75; the extractor
     * alone, both sides, 31 us a call, against 63-71 us when alternated with the baseline under
     * the fixed warm-up; load 5-7, 2026-11-29). Runs on the calling thread.
     *
     * @param baseline the operation to compare against; must not return null
     * @param other the operation under test; must not return null
     * @return medians and the per-round ratio's median and quartiles
     * @throws Exception whatever an operation throws
     * @throws IllegalStateException if an operation returns null (a sign the work was skipped)
     */
    public static Comparison compare(Callable<?> baseline, Callable<?> other) throws Exception {
        int idle = 0;
        for (int w = 0; w < MAX_WARM && (w < MIN_WARM || idle < IDLE_ROUNDS); w++) {
            long compiled = compileMillis();
            if ((w & 1) == 0) {
                round(baseline);
                round(other);
            } else {
                round(other);
                round(baseline);
            }
            idle = compiled >= 0 && compileMillis() == compiled ? idle + 1 : 0;
        }
        int rounds = 30;
        double[] ta = new double[rounds];
        double[] tb = new double[rounds];
        double[] ratio = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            boolean baselineFirst = (r & 1) == 0;
            double x = baselineFirst ? round(baseline) : 0;
            double y = round(other);
            if (!baselineFirst) {
                x = round(baseline);
            }
            ta[r] = x;
            tb[r] = y;
            ratio[r] = x / y;
        }
        Arrays.sort(ta);
        Arrays.sort(tb);
        Arrays.sort(ratio);
        return new Comparison(median(ta), median(tb), median(ratio), ratio[rounds / 4], ratio[rounds * 3 / 4]);
    }

    /** The JIT's total compilation time so far in ms, or -1 where the JVM does not report it. */
    private static long compileMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Calls {@code op} for about 40 ms of thread CPU time; returns CPU ns per call. */
    private static double round(Callable<?> op) throws Exception {
        long calls = 0;
        long start = THREADS.getCurrentThreadCpuTime();
        long now;
        Object sink = null;
        do {
            for (int i = 0; i < 16; i++) {
                sink = op.call();
            }
            calls += 16;
            now = THREADS.getCurrentThreadCpuTime();
        } while (now - start < ROUND_NANOS);
        if (sink == null) {
            throw new IllegalStateException("an operation returned null");
        }
        return (double) (now - start) / calls;
    }
}
