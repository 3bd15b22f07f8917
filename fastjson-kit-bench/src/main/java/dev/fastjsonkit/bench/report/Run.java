package dev.fastjsonkit.bench.report;

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
