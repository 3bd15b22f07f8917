/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads JMH's {@code -rf json} result files. */
public final class JmhJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JmhJson() {}

    /** What a JMH result file says about the run, from its first entry. */
    public record RunInfo(String jmhVersion, String jdkVersion, String vmName, String vmVersion, String jvm,
            List<String> jvmArgs, int forks, int warmupIterations, String warmupTime,
            int measurementIterations, String measurementTime) {}

    /**
     * Rewrites a JMH JSON result file without what the report never reads (raw samples, their
     * histograms, percentiles and confidence intervals), so committed results stay small: a
     * whole-suite run shrinks from about 1.5 MB to about 300 KB.
     *
     * @param file a JMH {@code -rf json} file
     * @throws IOException when it cannot be read or written
     */
    public static void strip(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        for (JsonNode bench : root) {
            List<JsonNode> metrics = new ArrayList<>();
            metrics.add(bench.path("primaryMetric"));
            bench.path("secondaryMetrics").forEach(metrics::add);
            for (JsonNode m : metrics) {
                if (m instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
                    o.remove(List.of("rawData", "rawDataHistogram", "scorePercentiles", "scoreConfidence"));
                }
            }
        }
        MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), root);
    }

    /**
     * Parses a JMH JSON result file.
     *
     * @param file the file
     * @return its entries, in file order
     * @throws IOException if it cannot be read or is not JMH JSON
     */
    public static List<Result> read(Path file) throws IOException {
        return parse(MAPPER.readTree(file.toFile()));
    }

    /**
     * Parses JMH JSON text.
     *
     * @param json the text
     * @return its entries, in order
     * @throws IOException if it is not JSON
     */
    public static List<Result> parse(String json) throws IOException {
        return parse(MAPPER.readTree(json));
    }

    private static List<Result> parse(JsonNode root) throws IOException {
        if (root == null || !root.isArray()) {
            throw new IOException("not a JMH JSON result: expected an array");
        }
        List<Result> out = new ArrayList<>();
        for (JsonNode e : root) {
            Map<String, String> params = new LinkedHashMap<>();
            String variant = null;
            JsonNode p = e.path("params");
            for (Map.Entry<String, JsonNode> f : p.properties()) {
                if (f.getKey().equals("variant")) {
                    variant = f.getValue().asText();
                } else {
                    params.put(f.getKey(), f.getValue().asText());
                }
            }
            JsonNode pm = e.path("primaryMetric");
            double alloc = Double.NaN;
            for (Map.Entry<String, JsonNode> f : e.path("secondaryMetrics").properties()) {
                if (f.getKey().endsWith("gc.alloc.rate.norm")) {
                    alloc = number(f.getValue().path("score"));
                }
            }
            out.add(new Result(e.path("benchmark").asText(), e.path("mode").asText(), params, variant,
                    number(pm.path("score")), number(pm.path("scoreError")), pm.path("scoreUnit").asText(), alloc));
        }
        return out;
    }

    /**
     * Reads the run description from a JMH JSON file's first entry.
     *
     * @param file the file
     * @return the description, or null if the file has no entries
     * @throws IOException if it cannot be read
     */
    public static RunInfo runInfo(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        if (!root.isArray() || root.isEmpty()) {
            return null;
        }
        JsonNode e = root.get(0);
        List<String> args = new ArrayList<>();
        e.path("jvmArgs").forEach(a -> args.add(a.asText()));
        return new RunInfo(e.path("jmhVersion").asText(), e.path("jdkVersion").asText(), e.path("vmName").asText(),
                e.path("vmVersion").asText(), e.path("jvm").asText(), args, e.path("forks").asInt(),
                e.path("warmupIterations").asInt(), e.path("warmupTime").asText(),
                e.path("measurementIterations").asInt(), e.path("measurementTime").asText());
    }

    private static double number(JsonNode n) {
        // JMH writes "NaN" as a string when the error is undefined
        if (n.isNumber()) {
            return n.asDouble();
        }
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
