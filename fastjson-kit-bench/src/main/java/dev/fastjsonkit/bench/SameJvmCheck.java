package dev.fastjsonkit.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Times two benchmark methods of one bench class in one JVM, alternating them in 40 ms rounds on
 * the thread's CPU clock, so both sides see the same machine state and time spent descheduled
 * does not count. It answers one question JMH cannot on a noisy machine whose speed drifts over
 * minutes: JMH runs the two rows of a pair minutes apart, in different forks, and its error does
 * not include that drift. Not a substitute for JMH (one JVM, no fork isolation, both sides share
 * its JIT profile); use it to check a JMH ratio, never as the claim.
 *
 * <p>Run: {@code java -cp benchmarks.jar dev.fastjsonkit.bench.SameJvmCheck CodecBench shape=LIST_OF_LONG
 * read_jackson read_fastMappers}. Prints the median ns/op of each side over 30 rounds (after 10
 * warm-up rounds), the ratio first/second (above 1 means the second is faster), and the
 * interquartile range of the per-round ratios.
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
     * @throws Exception if the class, a field or a method does not exist, or setup fails
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
            Field f = c.getField(kv[0]);
            if (!f.isAnnotationPresent(Param.class)) {
                throw new IllegalArgumentException(kv[0] + " is not a @Param field of " + c.getSimpleName());
            }
            f.set(bench, kv[1]);
        }
        for (Method m : c.getMethods()) {
            if (m.isAnnotationPresent(Setup.class) && m.getParameterCount() == 0) {
                m.invoke(bench);
            }
        }
        Method a = c.getMethod(args[args.length - 2]);
        Method b = c.getMethod(args[args.length - 1]);
        int warm = 10;
        int rounds = 30;
        double[] ta = new double[rounds];
        double[] tb = new double[rounds];
        double[] ratio = new double[rounds];
        for (int r = -warm; r < rounds; r++) {
            boolean aFirst = (r & 1) == 0;
            double x = aFirst ? round(a, bench) : 0;
            double y = round(b, bench);
            if (!aFirst) {
                x = round(a, bench);
            }
            if (r >= 0) {
                ta[r] = x;
                tb[r] = y;
                ratio[r] = x / y;
            }
        }
        Arrays.sort(ta);
        Arrays.sort(tb);
        Arrays.sort(ratio);
        System.out.printf("%s %s: %s %.1f ns/op, %s %.1f ns/op, ratio %.3f (IQR %.3f-%.3f)%n",
                args[0], String.join(" ", Arrays.copyOfRange(args, 1, args.length - 2)),
                a.getName(), median(ta), b.getName(), median(tb), median(ratio),
                ratio[rounds / 4], ratio[rounds * 3 / 4]);
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Calls {@code m} for about 40 ms of thread CPU time; returns CPU ns per call. */
    private static double round(Method m, Object bench) throws Exception {
        long calls = 0;
        long start = THREADS.getCurrentThreadCpuTime();
        long now;
        Object sink = null;
        do {
            for (int i = 0; i < 16; i++) {
                sink = m.invoke(bench);
            }
            calls += 16;
            now = THREADS.getCurrentThreadCpuTime();
        } while (now - start < ROUND_NANOS);
        if (sink == null && m.getReturnType() != void.class) {
            throw new IllegalStateException(m.getName() + " returned null");
        }
        return (double) (now - start) / calls;
    }
}
