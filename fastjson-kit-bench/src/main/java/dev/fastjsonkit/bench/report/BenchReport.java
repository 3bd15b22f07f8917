/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.report;

import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.bench.data.Generators;
import dev.fastjsonkit.benchreport.JmhJson;
import dev.fastjsonkit.benchreport.Report;
import dev.fastjsonkit.benchreport.ReportConfig;
import dev.fastjsonkit.benchreport.Run;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * The report's command line.
 *
 * <pre>
 * java -cp benchmarks.jar dev.fastjsonkit.bench.report.BenchReport run --json FILE [JMH args...]
 *     runs JMH with -rf json into FILE, forwarding -Dfastjsonkit.data to the forks, and records
 *     the machine, date and arguments in FILE's .env.properties; then drops from FILE what the
 *     report never reads (raw samples, percentiles), so results stay small enough to commit
 * java -cp benchmarks.jar dev.fastjsonkit.bench.report.BenchReport run --json FILE --paired REGEX [JMH args...]
 *     the same, but the rows of each pair run fork by fork side by side ({@link PairedRun}):
 *     REGEX selects the benchmarks (give no other include pattern), -f N the forks per row
 *     (default 2), one per round
 * java -cp benchmarks.jar dev.fastjsonkit.bench.report.BenchReport render --out docs/benchmarks.md [--config FILE] [LABEL=]FILE...
 *     writes the markdown and one PNG chart per group beside it, from existing JMH JSON files, with
 *     fastjson-kit-bench-report's renderer: each group shows its newest run per JDK. A FILE without
 *     LABEL= is labelled with its name. The groups, their order and texts come from this module's
 *     {@code report.properties} (or FILE of --config): the renderer knows no benchmark by name.
 * </pre>
 */
public final class BenchReport {
    private BenchReport() {}

    /**
     * Entry point.
     *
     * @param args {@code run ...} or {@code render ...}
     * @throws Exception on failure (the JVM exits non-zero)
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            usage();
        }
        switch (args[0]) {
            case "run" -> System.exit(run(Arrays.copyOfRange(args, 1, args.length)));
            case "render" -> render(Arrays.copyOfRange(args, 1, args.length));
            default -> usage();
        }
    }

    private static void usage() {
        System.err.println("usage: BenchReport run --json FILE [--paired REGEX] [JMH args...]");
        System.err.println("       BenchReport render --out docs/benchmarks.md [--command TEXT] [--config FILE] [LABEL=]FILE...");
        System.exit(2);
    }

    static int run(String[] args) throws IOException, CommandLineOptionException {
        if (args.length < 2 || !args[0].equals("--json")) {
            usage();
        }
        Path json = Path.of(args[1]).toAbsolutePath();
        String paired = null;
        int from = 2;
        if (args.length >= 4 && args[2].equals("--paired")) {
            paired = args[3];
            from = 4;
        }
        String[] jmhArgs = Arrays.copyOfRange(args, from, args.length);
        CommandLineOptions cmd = new CommandLineOptions(jmhArgs);
        if (paired != null && !cmd.getIncludes().isEmpty()) {
            System.err.println("--paired takes the benchmark regex; give no other include pattern: " + cmd.getIncludes());
            return 2;
        }
        ChainedOptionsBuilder b = new OptionsBuilder().parent(cmd);
        if (paired == null) {
            b.resultFormat(ResultFormatType.JSON).result(json.toString());
        }
        var dir = BenchData.dataDir();
        if (dir.isPresent()) {
            List<String> append = new ArrayList<>(cmd.getJvmArgsAppend().orElse(List.of()));
            append.add("-D" + BenchData.DATA_PROPERTY + "=" + dir.get().toAbsolutePath());
            b.jvmArgsAppend(append.toArray(String[]::new));
        }
        Files.createDirectories(json.getParent());
        Properties env = environment(String.join(" ", Arrays.copyOfRange(args, 2, args.length)));
        int rounds = cmd.getForkCount().orElse(2);
        if (paired != null) {
            env.setProperty("order", "paired: each pair's rows ran fork by fork side by side, " + rounds
                    + " rounds of one fork per row, the order swapped every round");
        }
        try (Writer w = Files.newBufferedWriter(envFile(json), StandardCharsets.UTF_8)) {
            env.store(w, "fastjson-kit bench run");
        }
        try {
            int ran = paired != null ? PairedRun.run(paired, rounds, b.build(), json) : new Runner(b.build()).run().size();
            if (ran == 0) {
                System.err.println("No benchmark ran: check the include pattern.");
                return 1;
            }
        } catch (RunnerException e) {
            e.printStackTrace();
            return 1;
        }
        JmhJson.strip(json);
        System.out.println("JMH results: " + json);
        return 0;
    }

    static Path envFile(Path json) {
        return Run.envFile(json);
    }

    static Properties environment(String jmhArgs) {
        Properties p = new Properties();
        p.setProperty("cpu", cpuModel());
        p.setProperty("cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        p.setProperty("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        p.setProperty("date", ZonedDateTime.now(ZoneOffset.UTC).withNano(0).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        p.setProperty("jmhArgs", jmhArgs.isBlank() ? "(none: the classes' annotations)" : jmhArgs);
        p.setProperty("data", BenchData.dataDir().map(d -> "real files from " + d)
                .orElse("generated, seed " + Generators.SEED));
        p.setProperty("versions", "Jackson " + version("com.fasterxml.jackson.core", "jackson-databind")
                + ", fastjson2 " + version("com.alibaba.fastjson2", "fastjson2")
                + ", Gson " + version("com.google.code.gson", "gson")
                + ", JMH " + version("org.openjdk.jmh", "jmh-core"));
        return p;
    }

    static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    static String version(String group, String artifact) {
        String res = "META-INF/maven/" + group + "/" + artifact + "/pom.properties";
        try (InputStream in = BenchReport.class.getClassLoader().getResourceAsStream(res)) {
            if (in == null) {
                return "?";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "?");
        } catch (IOException e) {
            return "?";
        }
    }

    /** The descriptor of this module's benchmarks, on the classpath beside this class. */
    static final String CONFIG = "report.properties";

    static void render(String[] args) throws IOException {
        Path out = null;
        Path config = null;
        String command = "fastjson-kit-bench/run-report.sh --render";
        Map<String, Path> files = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--command" -> command = args[++i];
                case "--config" -> config = Path.of(args[++i]);
                default -> {
                    int eq = args[i].indexOf('=');
                    Path file = Path.of(eq < 0 ? args[i] : args[i].substring(eq + 1));
                    String label = eq < 0 ? file.getFileName().toString().replaceFirst("\\.json$", "")
                            : args[i].substring(0, eq);
                    if (label.isEmpty()) {
                        usage();
                    }
                    files.put(label, file);
                }
            }
        }
        if (out == null || files.isEmpty()) {
            usage();
        }
        List<Run> runs = new ArrayList<>();
        for (Map.Entry<String, Path> f : files.entrySet()) {
            runs.add(Run.load(f.getKey(), f.getValue()));
        }
        int charts = Report.write(out, runs, config(config), command);
        System.out.println("Report: " + out + " (" + charts + " charts)");
    }

    static ReportConfig config(Path file) throws IOException {
        if (file != null) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                return ReportConfig.read(r);
            }
        }
        try (InputStream in = BenchReport.class.getResourceAsStream(CONFIG)) {
            if (in == null) {
                throw new IOException("no " + CONFIG + " beside " + BenchReport.class.getName());
            }
            return ReportConfig.read(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
    }
}
