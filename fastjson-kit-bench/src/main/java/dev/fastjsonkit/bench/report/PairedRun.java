/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fastjsonkit.benchreport.Analysis;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs JMH so that the rows of each pair are measured side by side in time: for every pair
 * (same class, op and parameters, different variant, e.g. {@code read_jackson} and
 * {@code read_fastMappers}), one fork of each side, then one fork of each side in the other
 * order, and so on for {@code rounds} rounds. The forks of each row are then merged into one JMH
 * result, so score, error and {@code gc.alloc.rate.norm} are computed by JMH as for a
 * {@code -f rounds} run.
 *
 * <p>Why: plain JMH runs every {@code fastMappers} row of a class and then every {@code jackson}
 * row, minutes apart, and on a noisy machine whose speed drifts over minutes that drift lands
 * in the ratio of every pair (measured: {@code docs/serializers.md}, "The targets a third
 * time"). Here the two sides of a pair are at most one fork apart.
 */
final class PairedRun {
    private static final ObjectMapper JSON = new ObjectMapper();

    private PairedRun() {}

    /** One row to measure: a benchmark method with one value per parameter. */
    record Side(String benchmark, Map<String, String> params) {
        String op() {
            String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            int u = method.lastIndexOf('_');
            return benchmark.substring(0, benchmark.lastIndexOf('.') + 1) + (u < 0 ? method : method.substring(0, u));
        }

        /** The pair this side belongs to: class, op and parameters other than {@code variant}. */
        String pairKey() {
            return op() + " " + pairParams();
        }

        /** The pair's short name: simple class name, op and parameters, e.g. {@code CodecBench.read {shape=MEDIA}}. */
        String pairLabel() {
            String op = op();
            String cls = op.substring(0, op.lastIndexOf('.'));
            return cls.substring(cls.lastIndexOf('.') + 1) + op.substring(op.lastIndexOf('.')) + " " + pairParams();
        }

        private Map<String, String> pairParams() {
            Map<String, String> rest = new TreeMap<>(params);
            rest.remove("variant");
            return rest;
        }
    }

    /**
     * Lists the rows the regex selects, grouped into pairs, each pair's sides baseline first.
     *
     * @param entries the matching benchmarks (one entry per method and mode)
     * @param fixed parameter values given on the command line ({@code -p}), which replace the
     *     declared ones
     * @return the groups in benchmark order; groups with one side are kept (they run alone)
     */
    static List<List<Side>> pairs(Collection<BenchmarkListEntry> entries, Map<String, List<String>> fixed) {
        List<Side> sides = new ArrayList<>();
        for (BenchmarkListEntry e : entries) {
            Map<String, List<String>> space = new LinkedHashMap<>();
            e.getParams().orElse(Map.of()).forEach((k, v) -> space.put(k, fixed.getOrDefault(k, List.of(v))));
            for (Map<String, String> params : product(space)) {
                sides.add(new Side(e.getUsername(), params));
            }
        }
        return group(sides);
    }

    /**
     * Groups rows into pairs by {@link Side#pairKey()}, in order of first appearance, each
     * group's baseline ({@code jackson}, {@code baseline} or {@code plain}) first.
     *
     * @param sides the rows
     * @return the groups
     */
    static List<List<Side>> group(List<Side> sides) {
        Map<String, List<Side>> groups = new LinkedHashMap<>();
        for (Side s : sides) {
            groups.computeIfAbsent(s.pairKey(), k -> new ArrayList<>()).add(s);
        }
        List<List<Side>> out = new ArrayList<>();
        for (List<Side> g : groups.values()) {
            g.sort((a, b) -> Boolean.compare(!isBaseline(a), !isBaseline(b)));
            out.add(g);
        }
        return out;
    }

    private static boolean isBaseline(Side s) {
        String v = s.params().getOrDefault("variant",
                s.benchmark().substring(s.benchmark().lastIndexOf('_') + 1));
        return Analysis.isExactBaseline(v);
    }

    static List<Map<String, String>> product(Map<String, List<String>> space) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Map.Entry<String, List<String>> p : space.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : p.getValue()) {
                    Map<String, String> m = new LinkedHashMap<>(partial);
                    m.put(p.getKey(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }

    /**
     * The order of the sides in round {@code round}: as given in even rounds, reversed in odd.
     *
     * @param sides a pair's sides, baseline first
     * @param round the round, from 0
     * @return the order to run them in
     */
    static List<Side> order(List<Side> sides, int round) {
        List<Side> o = new ArrayList<>(sides);
        if (round % 2 == 1) {
            Collections.reverse(o);
        }
        return o;
    }

    /**
     * Runs the pairs and writes one JMH JSON file.
     *
     * @param regex the benchmarks to run (JMH include syntax)
     * @param rounds forks per row, run one per round
     * @param parent the other JMH options (warm-up, measurement, profilers, JVM arguments,
     *     {@code -p} parameter values); no include pattern
     * @param json the result file
     * @return how many rows ran
     * @throws RunnerException if JMH fails
     * @throws IOException if the file cannot be written
     */
    static int run(String regex, int rounds, Options parent, Path json) throws RunnerException, IOException {
        var entries = find(regex);
        Map<String, List<String>> fixed = new LinkedHashMap<>();
        for (BenchmarkListEntry e : entries) {
            for (String name : e.getParams().orElse(Map.of()).keySet()) {
                var given = parent.getParameter(name);
                if (given.hasValue()) {
                    fixed.put(name, List.copyOf(given.get()));
                }
            }
        }
        List<List<Side>> pairs = pairs(entries, fixed);
        Map<Side, List<RunResult>> runs = new LinkedHashMap<>();
        int done = 0;
        int total = pairs.stream().mapToInt(List::size).sum() * rounds;
        for (List<Side> pair : pairs) {
            for (int round = 0; round < rounds; round++) {
                for (Side s : order(pair, round)) {
                    System.out.printf("%n# paired run: fork %d of %d, %s %s (%d/%d)%n", round + 1, rounds,
                            s.benchmark(), s.params(), ++done, total);
                    ChainedOptionsBuilder b = new OptionsBuilder().parent(parent)
                            .include("^" + Pattern.quote(s.benchmark()) + "$")
                            .forks(1).warmupForks(0);
                    s.params().forEach((k, v) -> b.param(k, v));
                    runs.computeIfAbsent(s, k -> new ArrayList<>()).addAll(new Runner(b.build()).run());
                }
            }
        }
        List<RunResult> merged = new ArrayList<>();
        for (List<RunResult> rs : runs.values()) {
            List<BenchmarkResult> forks = new ArrayList<>();
            rs.forEach(r -> forks.addAll(r.getBenchmarkResults()));
            merged.add(new RunResult(rs.get(0).getParams(), forks));
        }
        try (PrintStream out = new PrintStream(Files.newOutputStream(json), false, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(merged);
        }
        setForks(json, rounds);
        return merged.size();
    }

    /**
     * The benchmarks a JMH include regex selects, one entry per method and mode.
     *
     * @param regex the pattern, JMH include syntax
     * @return the entries, in JMH's order
     */
    static Collection<BenchmarkListEntry> find(String regex) {
        return BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(regex), List.of());
    }

    /** JMH writes each merged row's own fork count (1); the row has {@code rounds} forks. */
    private static void setForks(Path json, int rounds) throws IOException {
        JsonNode root = JSON.readTree(json.toFile());
        for (JsonNode e : root) {
            ((ObjectNode) e).put("forks", rounds);
        }
        JSON.writerWithDefaultPrettyPrinter().writeValue(json.toFile(), root);
    }
}
