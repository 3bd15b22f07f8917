/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fastjsonkit.benchreport.ReportConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchReportTest {

    @Test
    void everyBenchmarkClassHasAGroupInTheDescriptor() throws IOException {
        ReportConfig config = BenchReport.config(null);
        TreeSet<String> classes = new TreeSet<>();
        PairedRun.find(".*").forEach(e -> {
            String cls = e.getUserClassQName();
            classes.add(cls.substring(cls.lastIndexOf('.') + 1));
        });
        assertThat(classes).as("benchmark classes in benchmarks.jar's list").contains("CodecBench", "StreamingBench");
        assertThat(classes.stream().filter(c -> config.title(c).startsWith("Other: ")).toList())
                .as("classes that report.properties puts in no group").isEmpty();
    }

    @Test
    void rendersFilesLabelledByTheirNamesWithTheBenchDescriptor(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("jdk17-sample.json");
        Files.writeString(json, """
                [ { "jmhVersion" : "1.37", "benchmark" : "dev.fastjsonkit.bench.CodecBench.read_fastMappers",
                    "mode" : "avgt", "threads" : 1, "forks" : 2, "jvm" : "java", "jvmArgs" : [ ],
                    "jdkVersion" : "17.0.15", "vmName" : "OpenJDK 64-Bit Server VM", "vmVersion" : "17",
                    "warmupIterations" : 5, "warmupTime" : "1 s", "measurementIterations" : 5,
                    "measurementTime" : "1 s", "params" : { "shape" : "MAP_OF_DOUBLE" },
                    "primaryMetric" : { "score" : 500.0, "scoreError" : 10.0, "scoreUnit" : "ns/op" },
                    "secondaryMetrics" : { } },
                  { "jmhVersion" : "1.37", "benchmark" : "dev.fastjsonkit.bench.CodecBench.read_jackson",
                    "mode" : "avgt", "threads" : 1, "forks" : 2, "jvm" : "java", "jvmArgs" : [ ],
                    "jdkVersion" : "17.0.15", "vmName" : "OpenJDK 64-Bit Server VM", "vmVersion" : "17",
                    "warmupIterations" : 5, "warmupTime" : "1 s", "measurementIterations" : 5,
                    "measurementTime" : "1 s", "params" : { "shape" : "MAP_OF_DOUBLE" },
                    "primaryMetric" : { "score" : 1000.0, "scoreError" : 20.0, "scoreUnit" : "ns/op" },
                    "secondaryMetrics" : { } } ]
                """);
        Path out = dir.resolve("benchmarks.md");

        BenchReport.render(new String[] {"--out", out.toString(), json.toString()});

        assertThat(Files.readString(out)).contains("## 5. Hand-written and generated codecs", "### CodecBench · jdk17-sample",
                "| CodecBench | read | shape=MAP_OF_DOUBLE | 2.00× ± 0.057 |");
        assertThat(List.of(dir.resolve("benchmarks-5-hand-written-and-generated-codecs.png"))).allMatch(Files::isRegularFile);
    }
}
