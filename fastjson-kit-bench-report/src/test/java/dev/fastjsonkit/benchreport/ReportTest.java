/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {

    private static String sample() throws IOException {
        try (InputStream in = ReportTest.class.getResourceAsStream("/jmh-sample.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void strippingDropsRawSamplesAndKeepsWhatTheReportReads(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("run.json");
        Files.writeString(file, sample());
        JmhJson.strip(file);
        String stripped = Files.readString(file);
        assertThat(stripped).doesNotContain("rawData", "scoreConfidence");
        assertThat(JmhJson.parse(stripped)).isEqualTo(JmhJson.parse(sample())); // records: NaN equals NaN
    }

    @Test
    void parsesScoresParamsAndAllocation() throws IOException {
        List<Result> results = JmhJson.parse(sample());

        assertThat(results).hasSize(5);
        Result fast = results.get(0);
        assertThat(fast.className()).isEqualTo("FastNumbersBench");
        assertThat(fast.method()).isEqualTo("read_fastMappers");
        assertThat(fast.op()).isEqualTo("read");
        assertThat(fast.variant()).isEqualTo("fastMappers");
        assertThat(fast.params()).containsExactly(Map.entry("doc", "geojson"));
        assertThat(fast.score()).isEqualTo(5000.0);
        assertThat(fast.error()).isEqualTo(100.0);
        assertThat(fast.unit()).isEqualTo("us/op");
        assertThat(fast.bytesPerOp()).isEqualTo(4200000.5);
        // older JMH versions prefix secondary metrics with a middle dot
        assertThat(results.get(1).bytesPerOp()).isEqualTo(8000000.0);
        // no -prof gc, and JMH's "NaN" error string
        assertThat(results.get(2).bytesPerOp()).isNaN();
        assertThat(results.get(2).error()).isNaN();
    }

    @Test
    void variantParamOverridesTheMethodName() throws IOException {
        Result r = JmhJson.parse(sample()).get(3);
        assertThat(r.op()).isEqualTo("extract");
        assertThat(r.variant()).isEqualTo("fieldExtractor");
        assertThat(r.params()).containsOnlyKeys("feed");
    }

    @Test
    void timeRatiosAreBaselineOverVariantAndBaselineComesFirst() throws IOException {
        List<Analysis.Row> rows = Analysis.rows(JmhJson.parse(sample()));

        Analysis.Row base = rows.get(0);
        assertThat(base.result().method()).isEqualTo("read_jackson");
        assertThat(base.isBaseline()).isTrue();
        assertThat(base.ratio()).isEqualTo(1.0);

        Analysis.Row fast = rows.get(1);
        assertThat(fast.result().method()).isEqualTo("read_fastMappers");
        assertThat(fast.ratio()).isEqualTo(4.0);
        // 2% relative error on each side
        assertThat(fast.ratioError()).isCloseTo(4.0 * Math.sqrt(2 * 0.02 * 0.02), within(1e-9));

        // only compared within the same parameters: currency has a baseline alone
        Analysis.Row currency = rows.get(2);
        assertThat(currency.result().params()).containsEntry("doc", "currency");
        assertThat(currency.isBaseline()).isTrue();
    }

    @Test
    void throughputRatiosAreVariantOverBaselineAndLooseBaselineNamesWork() throws IOException {
        List<Analysis.Row> rows = Analysis.rows(JmhJson.parse(sample()));
        Analysis.Row base = rows.get(3);
        Analysis.Row extractor = rows.get(4);
        assertThat(base.result().variant()).isEqualTo("jacksonDatabind");
        assertThat(base.isBaseline()).isTrue();
        assertThat(extractor.result().variant()).isEqualTo("fieldExtractor");
        assertThat(extractor.ratio()).isEqualTo(3.0);
    }

    @Test
    void rowsWithoutBaselineHaveNoRatio() {
        Result a = new Result("x.y.SomeBench.alpha", "avgt", Map.of(), null, 1, 0.1, "us/op", Double.NaN);
        Result b = new Result("x.y.SomeBench.beta", "avgt", Map.of(), null, 2, 0.1, "us/op", Double.NaN);
        List<Analysis.Row> rows = Analysis.rows(List.of(a, b));
        assertThat(rows).extracting(Analysis.Row::ratio).allMatch(d -> d.isNaN());
        assertThat(rows).extracting(Analysis.Row::baseline).containsOnlyNulls();
    }

    /** A descriptor as a bench supplies it; the renderer knows these names only from here. */
    static final ReportConfig CONFIG = ReportConfig.of(String.join("\n",
            "groups=numbers,streaming,peers",
            "group.numbers.title=2. Fast numbers",
            "group.numbers.classes=FastNumbersBench, FastNumbersTreeBench",
            "group.numbers.about=Numbers, read and written.",
            "group.streaming.title=6. Streaming",
            "group.streaming.classes=StreamingBench",
            "group.peers.title=7. Peers (context rows, never a target)",
            "group.peers.classes=PeersBench",
            "baseline.label=plain Jackson",
            "summary.variant=fastMappers",
            "summary.title=Summary: `FastMappers.json()` against plain Jackson",
            "highlight.class=FastNumbersBench",
            "highlight.params=doc=geojson",
            "highlight.label=Canada-like GeoJSON POJO",
            "highlight.target.read=3",
            "compare.variants=fastMappersWriterOn,fastMappersWriterOff",
            "compare.title=`USE_FAST_DOUBLE_WRITER`: on against off"));

    @Test
    void groupsComeFromTheDescriptorAndUnknownClassesGetTheirOwn() {
        assertThat(CONFIG.title("FastNumbersTreeBench")).isEqualTo("2. Fast numbers");
        assertThat(CONFIG.title("StreamingBench")).isEqualTo("6. Streaming");
        assertThat(CONFIG.title("NewBench")).isEqualTo("Other: NewBench");
        assertThat(CONFIG.about("2. Fast numbers")).isEqualTo("Numbers, read and written.");
        assertThat(List.of("Other: A", "7. Peers (context rows, never a target)", "6. Streaming", "2. Fast numbers")
                .stream().sorted(CONFIG.order()).toList())
                .containsExactly("2. Fast numbers", "6. Streaming", "7. Peers (context rows, never a target)", "Other: A");
        assertThat(ReportConfig.slug("7. Peers (context rows, never a target)")).isEqualTo("7-peers");
        assertThat(ReportConfig.slug("8. Whole documents: FastMappers.json() against plain Jackson"))
                .isEqualTo("8-whole-documents");
    }

    @Test
    void descriptorWithoutAGroupsClassesIsRejectedNamingTheKey() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ReportConfig.of("groups=a\ngroup.a.title=A"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("group.a.classes");
    }

    @Test
    void tableHasScoreRatioAndBytes() throws IOException {
        StringBuilder md = new StringBuilder();
        MarkdownReport.table(md, Analysis.rows(JmhJson.parse(sample()).subList(0, 2)), "plain Jackson");
        assertThat(md.toString()).isEqualTo(""
                + "| Benchmark | Params | Variant | Score ± error | Unit | vs plain Jackson | B/op |\n"
                + "|---|---|---|---:|---|---:|---:|\n"
                + "| read | doc=geojson | **jackson** (baseline) | 20,000 ± 400.0 | us/op | 1.00× | 8,000,000 |\n"
                + "| read | doc=geojson | fastMappers | 5,000 ± 100.0 | us/op | 4.00× ± 0.11 | 4,200,001 |\n");
    }

    @Test
    void numbersAreFormattedToAboutFourDigits() {
        assertThat(MarkdownReport.num(12345.6)).isEqualTo("12,346");
        assertThat(MarkdownReport.num(123.456)).isEqualTo("123.5");
        assertThat(MarkdownReport.num(12.3456)).isEqualTo("12.35");
        assertThat(MarkdownReport.num(1.23456)).isEqualTo("1.235");
        assertThat(MarkdownReport.num(0.00123456)).isEqualTo("0.00123");
        assertThat(MarkdownReport.num(Double.NaN)).isEqualTo("NaN");
        assertThat(MarkdownReport.ratio(0.0312)).isEqualTo("0.031");
        assertThat(MarkdownReport.ratio(2.345)).isEqualTo("2.35");
    }

    @Test
    void shortRunsAreFlagged() throws IOException {
        JmhJson.RunInfo full = new JmhJson.RunInfo("1.37", "17", "vm", "17", "java", List.of(), 2, 4, "1 s", 5, "1 s");
        JmhJson.RunInfo tiny = new JmhJson.RunInfo("1.37", "17", "vm", "17", "java", List.of(), 1, 0, "100 ms", 1, "100 ms");
        assertThat(new Run("a", List.of(), full, new Properties()).isShort()).isFalse();
        assertThat(new Run("a", List.of(), tiny, new Properties()).isShort()).isTrue();
        assertThat(Run.seconds("500 ms")).isEqualTo(0.5);
    }

    @Test
    void rendersReportWithEnvironmentSummaryWriterDecisionAndChart(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("jdk17.json");
        Files.writeString(json, sample());
        String on = sample().replace("read_fastMappers", "write_fastMappersWriterOn");
        Path json25 = dir.resolve("jdk25.json");
        Files.writeString(json25, on.replaceFirst("read_jackson", "write_fastMappersWriterOff")
                .replace("\"17.0.15\"", "\"25.0.3\""));
        Path out = dir.resolve("docs/benchmarks.md");

        Report.write(out, List.of(Run.load("JDK 17", json), Run.load("JDK 25", json25)), CONFIG, "regenerate");

        String md = Files.readString(out);
        assertThat(md).contains("## Environment", "| JDK | 17.0.15 (OpenJDK 64-Bit Server VM",
                "## Summary: `FastMappers.json()` against plain Jackson",
                "| FastNumbersBench | read | doc=geojson | 4.00× ± 0.11 |",
                "Canada-like GeoJSON POJO read: **4.00×** (target ≥ 3×)",
                "## `USE_FAST_DOUBLE_WRITER`: on against off",
                "| JDK 25 | FastNumbersBench | write | doc=geojson | 5,000 ± 100.0 | 20,000 ± 400.0 | us/op | **4.00× ± 0.11** |",
                "## 2. Fast numbers", "![2. Fast numbers: ratios](benchmarks-2-fast-numbers.png)",
                "### FastNumbersBench · JDK 17", "### FastNumbersBench · JDK 25", "## 6. Streaming");
        assertThat(md.indexOf("## 2. Fast numbers")).isLessThan(md.indexOf("## 6. Streaming"));
        assertThat(dir.resolve("docs/benchmarks-2-fast-numbers.png")).isNotEmptyFile();
        assertThat(Files.readAllBytes(dir.resolve("docs/benchmarks-2-fast-numbers.png")))
                .startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void eachGroupShowsOnlyItsNewestRunPerJdk(@TempDir Path dir) throws Exception {
        Path older = dir.resolve("older.json");
        Path newer = dir.resolve("newer.json");
        Files.writeString(older, sample());
        // the newer run measured only FastNumbersBench: StreamingBench keeps the older run
        Files.writeString(newer, sample().replace("StreamingBench", "FastNumbersBench"));
        Files.writeString(dir.resolve("older.env.properties"), "date=2026-11-22T07\\:00\\:00Z\n");
        Files.writeString(dir.resolve("newer.env.properties"), "date=2026-11-22T09\\:00\\:00Z\n");
        List<Run> runs = List.of(Run.load("newer", newer), Run.load("older", older)); // not in date order

        Map<String, List<Report.Slice>> groups = Report.newestPerGroup(runs, CONFIG);

        assertThat(groups.get("2. Fast numbers")).extracting(s -> s.run().label()).containsExactly("newer");
        assertThat(groups.get("6. Streaming")).extracting(s -> s.run().label()).containsExactly("older");
        Path out = dir.resolve("benchmarks.md");
        Report.write(out, runs, CONFIG, "regenerate");
        String md = Files.readString(out);
        assertThat(md).contains("### FastNumbersBench · newer", "### StreamingBench · older")
                .doesNotContain("### FastNumbersBench · older");
    }
}
