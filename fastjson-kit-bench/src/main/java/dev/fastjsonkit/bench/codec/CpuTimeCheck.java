package dev.fastjsonkit.bench.codec;

import dev.fastjsonkit.bench.CodecBench;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * A contention-robust A/B check of {@code CodecBench}, for a shared, overloaded machine where JMH's
 * wall-clock errors exceed the means: it alternates Jackson and the hand-written path in short
 * rounds and times each on the thread's CPU clock, so time spent descheduled does not count. It
 * prints the median ns/op of each side over the measured rounds and their ratio. It is not a
 * substitute for JMH on a quiet machine (no fork isolation; caches are still shared).
 *
 * <p>Run: {@code java -cp fastjson-kit-bench/target/benchmarks.jar dev.fastjsonkit.bench.codec.CpuTimeCheck [shape...]}.
 */
public final class CpuTimeCheck {
    private CpuTimeCheck() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

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
        System.out.printf("%-16s %-5s %12s %12s %7s  (median of 20 rounds, thread CPU time)%n",
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
        int warm = 8;
        int rounds = 20;
        double[] j = new double[rounds];
        double[] h = new double[rounds];
        for (int r = -warm; r < rounds; r++) {
            double a = round(jackson);
            double c = round(hand);
            if (r >= 0) {
                j[r] = a;
                h[r] = c;
            }
        }
        Arrays.sort(j);
        Arrays.sort(h);
        double mj = (j[rounds / 2 - 1] + j[rounds / 2]) / 2;
        double mh = (h[rounds / 2 - 1] + h[rounds / 2]) / 2;
        System.out.printf("%-16s %-5s %12.0f %12.0f %6.2fx  (jackson %.0f..%.0f, hand %.0f..%.0f)%n", shape, dir, mj,
                mh, mj / mh, j[rounds / 4], j[3 * rounds / 4], h[rounds / 4], h[3 * rounds / 4]);
    }

    /** Runs {@code op} for about 40 ms of thread CPU time; returns CPU ns per call. */
    private static double round(Callable<Object> op) throws Exception {
        long start = THREADS.getCurrentThreadCpuTime();
        long n = 0;
        long now;
        Object sink = null;
        do {
            for (int i = 0; i < 16; i++) {
                sink = op.call();
            }
            n += 16;
            now = THREADS.getCurrentThreadCpuTime();
        } while (now - start < 40_000_000L);
        if (sink == null) {
            throw new IllegalStateException();
        }
        return (now - start) / (double) n;
    }
}
