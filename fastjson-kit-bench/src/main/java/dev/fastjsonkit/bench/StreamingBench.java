/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.fastjsonkit.streaming.ElementStream;
import dev.fastjsonkit.streaming.FastSkipJsonFactory;
import dev.fastjsonkit.streaming.FieldExtractor;
import dev.fastjsonkit.streaming.PointerExtractor;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * fastjson-kit-streaming against plain Jackson ({@code new ObjectMapper()}, reused) on a generated
 * feed of 50 articles: {@code large} has bodies of about 20 KiB (about 1 MiB in all), {@code small}
 * bodies of about 200 bytes.
 *
 * <ul>
 *   <li>{@code fields}: {@code fieldExtractor} (its default factory, {@link FastSkipJsonFactory})
 *       and {@code fieldExtractorPlainFactory} vs {@code jackson} (all articles bound to
 *       {@code List<Article>}) vs {@code handRolled} (the seed's depth-counter parser): the
 *       summaries {@code {id, title, viewCount}}; target at least 5x over full databind on
 *       {@code large}.</li>
 *   <li>{@code pointer}: {@code pointerExtractor} (checks the whole document),
 *       {@code pointerExtractorStopAtMatch} (stops at the match, like {@code ObjectReader.at()})
 *       and the same with a plain factory vs {@code jackson} ({@code ObjectReader.at()}): the
 *       title of article 25; target at least 1.5x.</li>
 *   <li>{@code skip}: every token of the feed, no string read, with a
 *       {@link FastSkipJsonFactory} parser vs a plain {@code JsonFactory} one.</li>
 *   <li>{@code elements}: {@code elementStream} (each article to a tree, one at a time) vs
 *       {@code readTree}.</li>
 * </ul>
 *
 * <p>Run: {@code java -jar fastjson-kit-bench/target/benchmarks.jar StreamingBench -prof gc}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@State(Scope.Benchmark)
public class StreamingBench {

    /** Which feed: {@code large} (about 20 KiB bodies) or {@code small} (about 200 byte bodies). */
    @Param({"large", "small"})
    public String feed;

    private byte[] json;
    private final ObjectMapper mapper = new ObjectMapper();
    private JavaType listOfArticles;
    private ObjectReader atTitle;
    private final JsonFactory factory = new JsonFactory();
    private final JsonFactory fastSkipFactory = new FastSkipJsonFactory();

    private final FieldExtractor<Summary> summaries = FieldExtractor.builder()
            .fields("id", "title", "viewCount")
            .build(r -> new Summary(r.getString("id"), r.getString("title"), r.getLong("viewCount")));
    private final FieldExtractor<Summary> summariesPlainFactory = FieldExtractor.builder()
            .factory(new JsonFactory())
            .fields("id", "title", "viewCount")
            .build(r -> new Summary(r.getString("id"), r.getString("title"), r.getLong("viewCount")));
    private final PointerExtractor title25 = PointerExtractor.at("/25/title");
    private final PointerExtractor title25Fast = PointerExtractor.at("/25/title").stopAtMatch();
    private final PointerExtractor title25PlainFactoryStop = PointerExtractor.at("/25/title").factory(new JsonFactory())
            .stopAtMatch();
    private final ElementStream<JsonNode> trees = ElementStream.of(p -> mapper.readTree(p));

    /** The summary the seed needs. */
    public record Summary(String id, String title, long viewCount) {
    }

    /** Full article, for the databind baseline. */
    public static final class Article {
        public String id;
        public String title;
        public Author author;
        public List<String> tags;
        public String body;
        public long viewCount;
        public List<Comment> comments;
        public boolean published;
        public double score;
    }

    /** Nested author. */
    public static final class Author {
        public String name;
        public int followers;
        public List<Link> links;
    }

    /** Nested link. */
    public static final class Link {
        public String rel;
        public String href;
    }

    /** Nested comment. */
    public static final class Comment {
        public String user;
        public String text;
        public List<Integer> likes;
    }

    /**
     * Builds the feed (deterministic, seed 42) and the reused readers.
     *
     * @throws IOException never, in practice (in-memory writing)
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        json = generate(50, "large".equals(feed) ? 20_000 : 200, 42);
        listOfArticles = mapper.getTypeFactory().constructCollectionType(List.class, Article.class);
        atTitle = mapper.readerFor(String.class).at("/25/title");
        // sanity: every path sees the same data
        List<Summary> a = summaries.list(json);
        List<Summary> b = fields_handRolled();
        List<Article> c = fields_jackson();
        if (skip_jackson() != skip_fastSkip()) {
            throw new IllegalStateException("token counts disagree");
        }
        if (!a.equals(b) || !a.equals(fields_fieldExtractorPlainFactory()) || a.size() != c.size() || !a.get(25).title().equals(pointer_jackson())
                || !pointer_jackson().equals(pointer_pointerExtractor()) || !pointer_jackson().equals(pointer_pointerExtractorStopAtMatch())
                || !pointer_jackson().equals(pointer_pointerExtractorStopAtMatchPlainFactory())) {
            throw new IllegalStateException("benchmark paths disagree");
        }
    }

    private static final String[] WORDS = ("the of and to in is that for it as was with be by on not he this are or his "
            + "from at which but have an they you were her she there been one all we their has would when if so no "
            + "will more about up out can other into what some time only new could these two may first then do any "
            + "like my now over such our man me even most made after also did many before must through back years "
            + "where much your way well down should because each just those people how too little state good very "
            + "make world still own see men work long get here between both life being under never day same another "
            + "know while last might us great old year off come since against go came right used take three").split(" ");

    /**
     * Generates a feed like the examples' FeedSummaries: articles with a long body before viewCount.
     * Bodies are prose-like: ASCII words, a sentence break every 17 words, a paragraph break
     * ({@code \n\n}, escaped in JSON) every 200 words and a quoted non-ASCII word every 500.
     */
    static byte[] generate(int articles, int bodyChars, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonGenerator g = new JsonFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
            g.writeStartArray();
            for (int n = 0; n < articles; n++) {
                g.writeStartObject();
                g.writeStringField("id", "art-" + n);
                g.writeStringField("title", "Article " + n + " about " + (char) ('A' + rnd.nextInt(26)));
                g.writeObjectFieldStart("author");
                g.writeStringField("name", "Author " + rnd.nextInt(1000));
                g.writeNumberField("followers", rnd.nextInt(1_000_000));
                g.writeArrayFieldStart("links");
                g.writeStartObject();
                g.writeStringField("rel", "home");
                g.writeStringField("href", "https://example.com/a/" + n);
                g.writeEndObject();
                g.writeEndArray();
                g.writeEndObject();
                g.writeArrayFieldStart("tags");
                for (int t = rnd.nextInt(5); t >= 0; t--) {
                    g.writeString("tag" + rnd.nextInt(100));
                }
                g.writeEndArray();
                StringBuilder body = new StringBuilder(bodyChars + 16);
                for (int w = 1; body.length() < bodyChars; w++) {
                    body.append(WORDS[rnd.nextInt(WORDS.length)]);
                    body.append(w % 500 == 0 ? " \"caf\u00e9\" " : w % 200 == 0 ? ".\n\n" : w % 17 == 0 ? ". " : " ");
                }
                g.writeStringField("body", body.toString());
                g.writeNumberField("viewCount", rnd.nextLong(0, 5_000_000));
                g.writeArrayFieldStart("comments");
                for (int c = rnd.nextInt(3); c > 0; c--) {
                    g.writeStartObject();
                    g.writeStringField("user", "u" + rnd.nextInt(10_000));
                    g.writeStringField("text", "nice");
                    g.writeArrayFieldStart("likes");
                    g.writeNumber(rnd.nextInt(100));
                    g.writeEndArray();
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeBooleanField("published", rnd.nextBoolean());
                g.writeNumberField("score", rnd.nextInt(50) / 10.0);
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        return bytes.toByteArray();
    }

    // ---------------------------------------------------------------------------------------
    // Field extraction

    /**
     * The field extractor: summaries of all articles.
     *
     * @return the summaries
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public List<Summary> fields_fieldExtractor() throws IOException {
        return summaries.list(json);
    }

    /**
     * The field extractor with a plain {@code JsonFactory} instead of its default
     * {@link FastSkipJsonFactory}: summaries of all articles.
     *
     * @return the summaries
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public List<Summary> fields_fieldExtractorPlainFactory() throws IOException {
        return summariesPlainFactory.list(json);
    }

    /**
     * Baseline: full databind of every article to {@code List<Article>}.
     *
     * @return the articles
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public List<Article> fields_jackson() throws IOException {
        return mapper.readValue(json, listOfArticles);
    }

    /**
     * The seed's style: a hand-rolled streaming parser with a depth counter.
     *
     * @return the summaries
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public List<Summary> fields_handRolled() throws IOException {
        List<Summary> out = new ArrayList<>();
        try (JsonParser p = factory.createParser(json)) {
            p.nextToken(); // START_ARRAY
            while (p.nextToken() == JsonToken.START_OBJECT) {
                String id = null;
                String title = null;
                long views = 0;
                int depth = 1;
                while (depth > 0) {
                    JsonToken t = p.nextToken();
                    if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                        depth++;
                    } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                        depth--;
                    } else if (t == JsonToken.FIELD_NAME && depth == 1) {
                        String name = p.currentName();
                        JsonToken v = p.nextToken();
                        switch (name) {
                            case "id" -> id = p.getText();
                            case "title" -> title = p.getText();
                            case "viewCount" -> views = p.getLongValue();
                            default -> {
                                if (v == JsonToken.START_OBJECT || v == JsonToken.START_ARRAY) {
                                    depth++;
                                }
                            }
                        }
                    }
                }
                out.add(new Summary(id, title, views));
            }
        }
        return out;
    }

    // ---------------------------------------------------------------------------------------
    // Skipping: every token of the feed, no string read

    /**
     * Baseline: walks every token with a plain {@code JsonFactory} parser, reading no string.
     *
     * @return the number of tokens
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public long skip_jackson() throws IOException {
        return countTokens(factory);
    }

    /**
     * Walks every token with a {@link FastSkipJsonFactory} parser, reading no string.
     *
     * @return the number of tokens
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public long skip_fastSkip() throws IOException {
        return countTokens(fastSkipFactory);
    }

    private long countTokens(JsonFactory f) throws IOException {
        long n = 0;
        try (JsonParser p = f.createParser(json)) {
            while (p.nextToken() != null) {
                n++;
            }
        }
        return n;
    }

    // ---------------------------------------------------------------------------------------
    // Pointer extraction

    /**
     * The pointer extractor, checking the whole document.
     *
     * @return the title of article 25
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public String pointer_pointerExtractor() throws IOException {
        return title25.find(json, PointerExtractor.asString()).orElseThrow();
    }

    /**
     * The pointer extractor, stopping at the match (the same work as {@code ObjectReader.at()}).
     *
     * @return the title of article 25
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public String pointer_pointerExtractorStopAtMatch() throws IOException {
        Optional<String> s = title25Fast.find(json, PointerExtractor.asString());
        return s.orElseThrow();
    }

    /**
     * The pointer extractor stopping at the match, with a plain {@code JsonFactory} instead of its
     * default {@link FastSkipJsonFactory}.
     *
     * @return the title of article 25
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public String pointer_pointerExtractorStopAtMatchPlainFactory() throws IOException {
        return title25PlainFactoryStop.find(json, PointerExtractor.asString()).orElseThrow();
    }

    /**
     * Baseline: {@code ObjectReader.at("/25/title")}.
     *
     * @return the title of article 25
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public String pointer_jackson() throws IOException {
        return atTitle.readValue(json);
    }

    // ---------------------------------------------------------------------------------------
    // Element streaming

    /**
     * The element stream: each article to a tree, one at a time.
     *
     * @param bh sink for the trees
     * @return the number of articles
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public long elements_elementStream(Blackhole bh) throws IOException {
        return trees.forEach(json, bh::consume);
    }

    /**
     * Baseline: the whole feed to one tree.
     *
     * @return the tree
     * @throws IOException never for the generated feed
     */
    @Benchmark
    public JsonNode elements_jackson() throws IOException {
        return mapper.readTree(json);
    }
}
