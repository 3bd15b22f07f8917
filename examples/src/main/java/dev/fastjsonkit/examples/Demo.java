/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * Demo: runs every building block of fastjson-kit on embedded, generated data (or on real files
 * from a folder given as the first argument: canada.json, USD.json) and prints, per block, what it
 * did and a ROUGH speed ratio against plain Jackson measured right there. For real numbers, run
 * the JMH bench (docs/benchmarks.md).
 *
 * Run from the repository root:  mvn -B -q -Pdemo -DskipTests package
 * With real files:               mvn -B -q -Pdemo -DskipTests package -Ddemo.args=../shared/data/corpus
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.FastCodecs;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.streaming.ElementStream;
import dev.fastjsonkit.streaming.ExtractorCore.Input;
import dev.fastjsonkit.streaming.FieldExtractor;
import dev.fastjsonkit.streaming.NdjsonReader;
import dev.fastjsonkit.streaming.PointerExtractor;
import dev.fastjsonkit.streaming.ReaderBinder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The demo of README.md: one section per building block. */
public final class Demo {

    private static final ObjectMapper PLAIN = new ObjectMapper();

    /** The seed's small DTO; no dates, so that plain Jackson can read it too. */
    public static final class ArticleSummary {
        public String id;
        public String title;
        public long viewCount;
    }

    private Demo() {}

    /**
     * Runs every section and prints its results.
     *
     * @param args optional: a folder holding canada.json and USD.json to use instead of generated data
     * @throws Exception if a section fails
     */
    public static void main(String[] args) throws Exception {
        Path real = args.length > 0 ? Path.of(args[0]) : null;
        byte[] canada = read(real, "canada.json", GeoJson.generate(60, 2_000, 1));
        byte[] usd = read(real, "USD.json", CurrencyRates.generate(160, 7));
        System.out.println("fastjson-kit demo: every ratio below is ROUGH (measured in-process for about a second,"
                + " no JMH); run the bench for real numbers.");
        mapperReuse();
        fastNumbers(canada);
        cachedReader(usd);
        handWrittenCodecs(usd);
        Path feed = Files.createTempFile("fastjson-kit-demo-feed", ".json");
        try {
            FeedSummaries.Totals totals = FeedSummaries.generate(feed, 4, 42);
            byte[] feedBytes = Files.readAllBytes(feed);
            fieldExtractor(feed, feedBytes, totals);
            pointerExtractor(feedBytes);
            elementStream(feedBytes);
        } finally {
            Files.deleteIfExists(feed);
        }
        ndjson();
    }

    private static byte[] read(Path dir, String name, byte[] generated) throws IOException {
        if (dir != null && Files.isRegularFile(dir.resolve(name))) {
            System.out.println("using " + dir.resolve(name));
            return Files.readAllBytes(dir.resolve(name));
        }
        return generated;
    }

    private static void section(String title) {
        System.out.println();
        System.out.println("== " + title);
    }

    /** A new ObjectMapper per call against the shared FastMappers.json(). */
    private static void mapperReuse() throws Exception {
        section("FastMappers.json(): one shared mapper instead of a new ObjectMapper per call");
        String json = "{\"id\":\"a1\",\"title\":\"Hello\",\"viewCount\":42}";
        ArticleSummary a = FastMappers.json().readValue(json, ArticleSummary.class);
        System.out.println("read article " + a.id + " with viewCount=" + a.viewCount);
        System.out.println("speed: " + Rough.ratio(
                () -> new ObjectMapper().readValue(json, ArticleSummary.class),
                () -> FastMappers.json().readValue(json, ArticleSummary.class)));
    }

    /** Plain Jackson (reused) against FastMappers.json() on FP-heavy GeoJSON. */
    private static void fastNumbers(byte[] canada) throws Exception {
        section("Fast double parsing (and writing on JDK 18-): canada-shaped GeoJSON, "
                + canada.length / 1024 + " KiB");
        GeoJson.FeatureCollection fc = FastMappers.json().readValue(canada, GeoJson.FeatureCollection.class);
        long points = fc.features.stream().flatMap(f -> java.util.Arrays.stream(f.geometry.coordinates))
                .mapToLong(ring -> ring.length).sum();
        System.out.println("read " + points + " points; same values as plain Jackson: "
                + java.util.Arrays.deepEquals(fc.features.get(0).geometry.coordinates,
                        PLAIN.readValue(canada, GeoJson.FeatureCollection.class).features.get(0).geometry.coordinates));
        System.out.println("read speed:  " + Rough.ratio(
                () -> PLAIN.readValue(canada, GeoJson.FeatureCollection.class),
                () -> FastMappers.reader(GeoJson.FeatureCollection.class).readValue(canada)));
        System.out.println("write speed: " + Rough.ratio(
                () -> PLAIN.writeValueAsBytes(fc),
                () -> FastMappers.writer(GeoJson.FeatureCollection.class).writeValueAsBytes(fc)));
    }

    /** mapper.readValue against a cached ObjectReader on a small document. */
    private static void cachedReader(byte[] usd) throws Exception {
        section("Cached ObjectReader: USD-shaped rates, " + usd.length + " bytes");
        CurrencyRates.Rates r = FastMappers.reader(CurrencyRates.Rates.class).readValue(usd);
        System.out.println("read " + r.rates.size() + " rates, base " + r.base);
        System.out.println("speed: " + Rough.ratio(
                () -> PLAIN.readValue(usd, CurrencyRates.Rates.class),
                () -> FastMappers.reader(CurrencyRates.Rates.class).readValue(usd)));
    }

    /** The hand-written Map<String, Double> reader that FastMappers.json() registers, proven and timed. */
    private static void handWrittenCodecs(byte[] usd) throws Exception {
        section("Hand-written codecs: Map<String, Double> of exchange rates, no String per double");
        byte[] rates = PLAIN.writeValueAsBytes(PLAIN.readTree(usd).get("rates"));
        TypeReference<Map<String, Double>> type = new TypeReference<>() {};
        Map<String, Double> read = FastMappers.reader(type).readValue(rates);
        CodecContract.of(PLAIN, type).withModule(FastCodecs.module()).verify(List.of(read));
        System.out.println("read " + read.size() + " rates; contract kit: same bytes and equal values as"
                + " Jackson's own MapDeserializer");
        System.out.println("speed: " + Rough.ratio(
                () -> PLAIN.readValue(rates, type),
                () -> FastMappers.reader(type).readValue(rates)));
        System.out.println("your own codec, proven the same way: see HandWrittenSerializer");
    }

    /** FieldExtractor against binding the whole feed with plain Jackson. */
    private static void fieldExtractor(Path feed, byte[] bytes, FeedSummaries.Totals expected) throws Exception {
        section("FieldExtractor: id, title, viewCount of every article; bodies skipped, "
                + bytes.length / 1024 + " KiB feed");
        FeedSummaries.Totals totals = FeedSummaries.summarize(feed);
        System.out.println(totals.toString().replace(System.lineSeparator(), " ")
                + (totals.equals(expected) ? " (as generated)" : " (WRONG: generated " + expected + ")"));
        FieldExtractor<ArticleSummary> summaries = FieldExtractor.builder()
                .fields("id", "title", "viewCount")
                .build(row -> {
                    ArticleSummary a = new ArticleSummary();
                    a.id = row.getString("id");
                    a.title = row.getString("title");
                    a.viewCount = row.getLong("viewCount");
                    return a;
                });
        // the fair baseline: a summary type, unknown properties (bodies included) ignored
        ObjectReader plainSummaries = PLAIN.readerFor(new TypeReference<List<ArticleSummary>>() {})
                .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        System.out.println("speed against readerFor(List<ArticleSummary>), unknown properties ignored: " + Rough.ratio(
                () -> plainSummaries.readValue(bytes),
                () -> summaries.list(Input.of(bytes))));
    }

    /** PointerExtractor against ObjectReader.at(). */
    private static void pointerExtractor(byte[] feed) throws Exception {
        section("PointerExtractor: the value at /150/viewCount without binding the rest");
        PointerExtractor at = PointerExtractor.at("/150/viewCount");
        ObjectReader plainAt = PLAIN.readerFor(JsonNode.class).at("/150/viewCount");
        System.out.println("/150/viewCount = " + at.find(Input.of(feed), PointerExtractor.asLong()).orElseThrow()
                + " (ObjectReader.at() says " + plainAt.readValue(feed, JsonNode.class) + ")");
        System.out.println("speed against ObjectReader.at(), reading and checking the whole document: "
                + Rough.ratio(() -> plainAt.readValue(feed, JsonNode.class),
                        () -> at.find(Input.of(feed), PointerExtractor.asLong())));
        PointerExtractor first = at.stopAtMatch();
        System.out.println("speed against ObjectReader.at(), both stopping at the match:            "
                + Rough.ratio(() -> plainAt.readValue(feed, JsonNode.class),
                        () -> first.find(Input.of(feed), PointerExtractor.asLong())));
    }

    /** ElementStream with a cached ObjectReader against MappingIterator over the array. */
    private static void elementStream(byte[] feed) throws Exception {
        section("ElementStream: one article at a time, bound by a cached ObjectReader");
        ObjectReader reader = FastMappers.reader(ArticleSummary.class)
                .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        ElementStream<ArticleSummary> articles = ElementStream.of(ReaderBinder.<ArticleSummary>of(reader));
        long[] views = new long[1];
        long n = articles.forEach(Input.of(feed), a -> views[0] += a.viewCount);
        System.out.println("streamed " + n + " articles, viewCountSum=" + views[0]);
        ObjectReader plain = PLAIN.readerFor(ArticleSummary.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        System.out.println("speed against plain Jackson's MappingIterator over the array: " + Rough.ratio(
                () -> {
                    try (MappingIterator<ArticleSummary> it = plain.readValues(feed)) {
                        while (it.hasNext()) {
                            Rough.sink = it.next();
                        }
                    }
                    return Rough.sink;
                },
                () -> articles.forEach(Input.of(feed), a -> Rough.sink = a)));
    }

    /** NdjsonReader that skips and reports a bad line. */
    private static void ndjson() throws Exception {
        section("NdjsonReader: one value per line, bad lines skipped and reported");
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 10_000; i++) {
            sb.append(i == 5_000 ? "{\"id\":\"broken\",\"viewCount\":" : "{\"id\":\"a" + i
                    + "\",\"title\":\"t\",\"viewCount\":" + i + "}").append('\n');
        }
        byte[] lines = sb.toString().getBytes(StandardCharsets.UTF_8);
        ObjectReader reader = FastMappers.reader(ArticleSummary.class);
        NdjsonReader<ArticleSummary> ndjson = NdjsonReader.of(ReaderBinder.<ArticleSummary>of(reader))
                .skipBadLines(bad -> System.out.println("skipped bad line " + bad.lineNumber() + ": "
                        + bad.error().getMessage().lines().findFirst().orElse("")));
        long n = ndjson.forEach(lines, a -> { });
        System.out.println("read " + n + " good lines");
        NdjsonReader<ArticleSummary> quiet = NdjsonReader.of(ReaderBinder.<ArticleSummary>of(reader)).skipBadLines(bad -> { });
        System.out.println("speed against plain Jackson's MappingIterator: " + Rough.ratio(
                () -> {
                    try (var it = PLAIN.readerFor(ArticleSummary.class).readValues(
                            new String(lines, StandardCharsets.UTF_8).replace("{\"id\":\"broken\",\"viewCount\":\n", ""))) {
                        return it.readAll();
                    }
                },
                () -> quiet.forEach(lines, a -> Rough.sink = a)));
    }
}
