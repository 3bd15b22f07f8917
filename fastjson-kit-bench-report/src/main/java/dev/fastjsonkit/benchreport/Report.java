/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes {@code docs/benchmarks.md} and one PNG chart per group beside it, from JMH JSON runs and
 * a {@link ReportConfig}. Each group shows only its newest run per JDK major version (newest by
 * the {@code date} that {@code BenchReport run} records; without one, the later run given wins),
 * so the page stays short while every older run stays in its JSON file.
 */
public final class Report {
    private Report() {}

    /**
     * The results of one run that belong to one group.
     *
     * @param run the run
     * @param results its results in the group, in file order
     */
    public record Slice(Run run, List<Result> results) {}

    /**
     * Picks, for every group, the newest run per JDK that has results in it.
     *
     * @param runs the runs, oldest first when they carry no date
     * @param config the descriptor that maps classes to groups and orders the groups
     * @return per group title, in report order, one slice per JDK, in the order of {@code runs}
     */
    public static Map<String, List<Slice>> newestPerGroup(List<Run> runs, ReportConfig config) {
        Map<String, Map<String, Slice>> byGroupThenJdk = new TreeMap<>(config.order());
        for (Run run : runs) {
            Map<String, List<Result>> perGroup = new LinkedHashMap<>();
            run.results().forEach(r -> perGroup.computeIfAbsent(config.title(r.className()), k -> new ArrayList<>())
                    .add(r));
            perGroup.forEach((group, results) -> byGroupThenJdk.computeIfAbsent(group, k -> new LinkedHashMap<>())
                    .merge(run.jdk(), new Slice(run, results),
                            (old, now) -> now.run().date().compareTo(old.run().date()) >= 0 ? now : old));
        }
        Map<String, List<Slice>> out = new LinkedHashMap<>();
        byGroupThenJdk.forEach((group, perJdk) -> {
            List<Slice> slices = new ArrayList<>(perJdk.values());
            slices.sort((a, b) -> Integer.compare(runs.indexOf(a.run()), runs.indexOf(b.run())));
            out.put(group, slices);
        });
        return out;
    }

    /**
     * @param groups slices per group
     * @return the distinct runs the slices come from, in first-appearance order
     */
    static List<Run> runsOf(Map<String, List<Slice>> groups) {
        LinkedHashSet<Run> runs = new LinkedHashSet<>();
        groups.values().forEach(slices -> slices.forEach(s -> runs.add(s.run())));
        return new ArrayList<>(runs);
    }

    /**
     * Writes the markdown and the charts.
     *
     * @param out the markdown file; the charts go beside it, named after it and each group's slug
     * @param runs the runs to choose from
     * @param config the descriptor of the benchmarks
     * @param command the command that regenerates the report, quoted at the top
     * @return the number of charts written
     * @throws IOException if a file cannot be written
     */
    public static int write(Path out, List<Run> runs, ReportConfig config, String command) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Path dir = out.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        String base = out.getFileName().toString().replaceFirst("\\.md$", "");
        Map<String, List<Slice>> groups = newestPerGroup(runs, config);
        Map<String, String> charts = new LinkedHashMap<>();
        for (var g : groups.entrySet()) {
            Map<String, List<Analysis.Row>> perRun = new LinkedHashMap<>();
            g.getValue().forEach(s -> perRun.put(s.run().label(), Analysis.rows(s.results())));
            String name = base + "-" + ReportConfig.slug(g.getKey()) + ".png";
            if (Charts.write(dir.resolve(name), g.getKey(), config.baselineLabel(), perRun)) {
                charts.put(g.getKey(), name);
            }
        }
        Files.writeString(out, MarkdownReport.render(groups, charts, command, config), StandardCharsets.UTF_8);
        return charts.size();
    }
}
