/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

/**
 * One JMH result file with its label (e.g. "JDK 17") and what is known about its run.
 *
 * @param label the label shown in the report
 * @param results the file's entries
 * @param info the JVM and iteration settings from the file, or null if it is empty
 * @param env the machine, date and arguments recorded by {@code BenchReport run} beside the
 *     file ({@code FILE.env.properties}); empty if there was none
 */
public record Run(String label, List<Result> results, JmhJson.RunInfo info, Properties env) {

    /**
     * Reads a JMH JSON file and the {@code .env.properties} file beside it, if any.
     *
     * @param label the label shown in the report
     * @param json the JMH {@code -rf json} file
     * @return the run
     * @throws IOException if a file cannot be read or the JSON is not JMH's
     */
    public static Run load(String label, Path json) throws IOException {
        Properties env = new Properties();
        Path envFile = envFile(json.toAbsolutePath());
        if (Files.isRegularFile(envFile)) {
            try (Reader r = Files.newBufferedReader(envFile, StandardCharsets.UTF_8)) {
                env.load(r);
            }
        }
        return new Run(label, JmhJson.read(json), JmhJson.runInfo(json), env);
    }

    /**
     * @param json a JMH JSON file, {@code NAME.json}
     * @return the file beside it that records the run's machine, date and arguments, {@code NAME.env.properties}
     */
    public static Path envFile(Path json) {
        String name = json.getFileName().toString().replaceFirst("\\.json$", "");
        return json.resolveSibling(name + ".env.properties");
    }

    /** @return the JDK's major version, e.g. {@code 17}; {@code ?} if unknown */
    public String jdk() {
        if (info == null || info.jdkVersion() == null) {
            return "?";
        }
        return info.jdkVersion().split("[.+-]", 2)[0];
    }

    /** @return the ISO date the run recorded, or an empty string (older than any date) */
    public String date() {
        return env.getProperty("date", "");
    }

    /** @return whether the run is too short for its figures to mean much */
    public boolean isShort() {
        if (info == null) {
            return true;
        }
        return info.forks() < 1 || info.measurementIterations() * seconds(info.measurementTime()) < 3.0;
    }

    static double seconds(String jmhTime) {
        // JMH writes e.g. "1 s", "100 ms", "500 us"
        String[] p = jmhTime.trim().split("\\s+");
        if (p.length != 2) {
            return 0;
        }
        double v;
        try {
            v = Double.parseDouble(p[0]);
        } catch (NumberFormatException e) {
            return 0;
        }
        return switch (p[1]) {
            case "s" -> v;
            case "ms" -> v / 1e3;
            case "us" -> v / 1e6;
            case "ns" -> v / 1e9;
            case "min" -> v * 60;
            default -> 0;
        };
    }
}
