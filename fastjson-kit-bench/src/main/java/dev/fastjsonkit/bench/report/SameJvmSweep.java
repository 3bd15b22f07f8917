/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.report;

import dev.fastjsonkit.bench.SameJvmCheck;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs {@link SameJvmCheck} on every pair a JMH regex selects, each pair in a fresh JVM, and
 * writes one markdown table: per pair the baseline's and the other side's median thread CPU time
 * per call, their ratio and its interquartile range. The check behind a JMH run's pair ratios,
 * never the claim itself.
 *
 * <pre>
 * java -cp benchmarks.jar dev.fastjsonkit.bench.report.SameJvmSweep REGEX OUT.md
 * </pre>
 *
 * <p>Pairs are grouped as in {@link PairedRun} (same class, op and parameters; the
 * {@code jackson} side is the baseline); a group without exactly two sides is skipped. The data
 * folder comes to the child JVMs through the environment ({@code FASTJSONKIT_DATA}).
 */
public final class SameJvmSweep {
    private static final Pattern LINE = Pattern.compile(
            ": (\\S+) ([0-9.]+) ns/op, (\\S+) ([0-9.]+) ns/op, ratio ([0-9.]+) \\(IQR ([0-9.]+)-([0-9.]+)\\)");

    private SameJvmSweep() {}

    /** One pair's outcome: times in ns per call, ratio baseline/other (above 1: other faster). */
    record Row(String pair, double baselineNanos, double otherNanos, double ratio, double q1, double q3) {}

    /**
     * Entry point.
     *
     * @param args the benchmark regex and the markdown file to write
     * @throws IOException if a child JVM cannot be started or the file cannot be written
     * @throws InterruptedException if interrupted while waiting for a child JVM
     * @throws IllegalStateException if a child JVM fails or prints no result line
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 2) {
            System.err.println("usage: SameJvmSweep REGEX OUT.md");
            System.exit(2);
        }
        List<Row> rows = new ArrayList<>();
        for (List<PairedRun.Side> pair : PairedRun.pairs(PairedRun.find(args[0]), Map.of())) {
            if (pair.size() != 2) {
                continue;
            }
            Row r = check(pair.get(0), pair.get(1));
            System.out.println(format(r));
            rows.add(r);
        }
        Files.writeString(Path.of(args[1]), table(rows), StandardCharsets.UTF_8);
    }

    private static Row check(PairedRun.Side base, PairedRun.Side other) throws IOException, InterruptedException {
        String cls = base.benchmark().substring(0, base.benchmark().lastIndexOf('.'));
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-cp", System.getProperty("java.class.path"), SameJvmCheck.class.getName(),
                cls.substring(cls.lastIndexOf('.') + 1)));
        base.params().forEach((k, v) -> cmd.add(k + "=" + v));
        cmd.add(method(base));
        cmd.add(method(other));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            throw new IllegalStateException("SameJvmCheck failed for " + base + ":\n" + out);
        }
        return parse(base.pairLabel(), out);
    }

    private static String method(PairedRun.Side s) {
        return s.benchmark().substring(s.benchmark().lastIndexOf('.') + 1);
    }

    /**
     * Reads the result line {@link SameJvmCheck} prints.
     *
     * @param pair the pair's name for the table
     * @param output the child JVM's output
     * @return the row
     * @throws IllegalStateException if the output has no result line
     */
    static Row parse(String pair, String output) {
        Matcher m = LINE.matcher(output);
        if (!m.find()) {
            throw new IllegalStateException("no SameJvmCheck result line for " + pair + " in:\n" + output);
        }
        return new Row(pair, Double.parseDouble(m.group(2)), Double.parseDouble(m.group(4)),
                Double.parseDouble(m.group(5)), Double.parseDouble(m.group(6)), Double.parseDouble(m.group(7)));
    }

    static String format(Row r) {
        return String.format(Locale.ROOT, "| %s | %,.0f | %,.0f | %.3f | %.3f–%.3f |", r.pair(), r.baselineNanos(),
                r.otherNanos(), r.ratio(), r.q1(), r.q3());
    }

    /**
     * The markdown table, rows in the order given, with a count line.
     *
     * @param rows the rows
     * @return the markdown
     */
    static String table(List<Row> rows) {
        StringBuilder sb = new StringBuilder("| Pair | baseline ns/call | other ns/call | ratio | IQR |\n"
                + "|---|---:|---:|---:|---:|\n");
        rows.forEach(r -> sb.append(format(r)).append('\n'));
        long below = rows.stream().filter(r -> r.ratio() < 1).count();
        long wholly = rows.stream().filter(r -> r.q3() < 1).count();
        return sb.append(String.format(Locale.ROOT, "%n%d pairs; ratio below 1: %d; interquartile range wholly below 1: %d%n",
                rows.size(), below, wholly)).toString();
    }
}
