/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.fastjsonkit.bench.data.BenchData;
import dev.fastjsonkit.streaming.ElementStream;
import dev.fastjsonkit.streaming.ExtractorCore.Input;
import dev.fastjsonkit.streaming.FieldExtractor;
import dev.fastjsonkit.streaming.NdjsonReader;
import dev.fastjsonkit.streaming.PointerExtractor;
import dev.fastjsonkit.streaming.ReaderBinder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * fastjson-kit-streaming against the strongest plain-Jackson way to do the same job, with a
 * reused mapper: each {@code <group>_jackson} row is the fair baseline of its group.
 *
 * <ul>
 *   <li>{@code fields}: {@code FieldExtractor} vs a summary type bound by
 *       {@code readerFor(new TypeReference<List<Summary>>(){})} (a wrapper type holding the list
 *       for {@code /statuses} and {@code /performances}), unknown properties ignored;
 *       {@code fields_handRolled} is the article-feed example's depth-counter parser (feeds only);
 *       {@code context_fullBind} (every article to a full type, or {@code readTree} for the real
 *       files) is context, not a baseline.</li>
 *   <li>{@code pointer}: {@code PointerExtractor.stopAtMatch()} vs {@code ObjectReader.at()}.</li>
 *   <li>{@code elements}: {@code ElementStream} with the summary reader as binder ({@code ReaderBinder}) vs
 *       {@code MappingIterator} over the array, the same reader.</li>
 *   <li>{@code ndjson}: {@code NdjsonReader} with the same reader vs {@code MappingIterator} over
 *       the lines; {@code ndjson_fieldBinder} reads the summary fields with
 *       {@code FieldExtractor.binder()} instead; {@code ndjsonStream_ndjsonReader} and
 *       {@code ndjsonChars_ndjsonReader} read the same lines from an {@code InputStream} and a
 *       {@code Reader}, against {@code ndjsonStream_jackson} and {@code ndjsonChars_jackson}.</li>
 * </ul>
 *
 * <p>Inputs ({@code input}): feeds of 50 articles whose bodies are plain ASCII prose
 * ({@code ascii}), HTML-like text full of escapes {@code \"}, {@code \/}, {@code \n}, {@code \t}
 * ({@code html}), mostly non-ASCII UTF-8 ({@code nonascii}) or the same written as <code>&#92;uXXXX</code>
 * escapes ({@code uescaped}), with small (about 200 chars) or large (about 20,000 chars) bodies;
 * {@code twitter} ({@code /statuses}: id, text, user/screen_name) and {@code citm}
 * ({@code /performances}: id, start, venueCode) from {@link BenchData} (the real files with
 * {@code -Dfastjsonkit.data=DIR}, else generated look-alikes). NDJSON is each input's array
 * elements, one per line. Every row's result is checked equal to its baseline's in
 * {@link #check()}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class StreamingBench {

    /** The input: {@code <text>-<small|large>} feeds, or a real file. */
    @Param({"ascii-small", "ascii-large", "html-small", "html-large", "nonascii-small", "nonascii-large",
        "uescaped-small", "uescaped-large", "twitter", "citm"})
    public String input;

    private final ObjectMapper mapper = new ObjectMapper();
    private final JsonFactory factory = new JsonFactory();

    private byte[] json;
    private byte[] ndjson;
    private String ndjsonText;
    private String array; // JSON Pointer of the array
    private String pointer; // a string value deep in the document
    private boolean feed;

    private FieldExtractor<Object> fieldExtractor;
    private FieldExtractor<Object> fieldExtractorPlain; // with a plain JsonFactory: the engine's share
    private ObjectReader summariesReader; // the whole document to summaries
    private java.util.function.Function<Object, List<?>> summariesOf;
    private ObjectReader elementReader; // one summary, unknown properties ignored
    private ObjectReader atReader;
    private PointerExtractor stopAtMatch;
    private ElementStream<Object> elementStream;
    private NdjsonReader<Object> ndjsonReader;
    private NdjsonReader<Object> ndjsonFields;

    // ---------------------------------------------------------------------------------------
    // Summary types: public fields, unknown properties ignored by the readers

    /** Feed article summary. */
    public static final class FeedSummary {
        public String id;
        public String title;
        public long viewCount;

        @Override
        public String toString() {
            return id + "|" + title + "|" + viewCount;
        }
    }

    /** Tweet summary, with a nested user summary. */
    public static final class TweetSummary {
        public long id;
        public String text;
        public TweetUser user;

        @Override
        public String toString() {
            return id + "|" + text + "|" + (user == null ? null : user.screen_name);
        }
    }

    /** The user of a tweet: its screen name only. */
    public static final class TweetUser {
        public String screen_name;
    }

    /** The statuses of twitter.json. */
    public static final class Tweets {
        public List<TweetSummary> statuses;
    }

    /** Performance summary of citm_catalog.json. */
    public static final class PerformanceSummary {
        public long id;
        public long start;
        public String venueCode;

        @Override
        public String toString() {
            return id + "|" + start + "|" + venueCode;
        }
    }

    /** The performances of citm_catalog.json. */
    public static final class Catalog {
        public List<PerformanceSummary> performances;
    }

    /** Full article, for the context row. */
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
     * Builds the input, its NDJSON and the reused readers and extractors.
     *
     * @throws IOException never, in practice
     */
    @Setup
    public void setUp() throws IOException {
        ObjectReader lenient = mapper.reader().without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        if (input.equals("twitter")) {
            json = BenchData.bytes(BenchData.Doc.TWITTER);
            array = "/statuses";
            pointer = "/statuses/50/text";
            summariesReader = lenient.forType(Tweets.class);
            summariesOf = d -> ((Tweets) d).statuses;
            elementReader = lenient.forType(TweetSummary.class);
        } else if (input.equals("citm")) {
            json = BenchData.bytes(BenchData.Doc.CITM);
            array = "/performances";
            pointer = "/performances/100/venueCode";
            summariesReader = lenient.forType(Catalog.class);
            summariesOf = d -> ((Catalog) d).performances;
            elementReader = lenient.forType(PerformanceSummary.class);
        } else {
            feed = true;
            String[] kind = input.split("-");
            json = generate(50, kind[1].equals("large") ? 20_000 : 200, kind[0], 42);
            array = "";
            pointer = "/25/title";
            summariesReader = lenient.forType(new TypeReference<List<FeedSummary>>() { });
            summariesOf = d -> (List<?>) d;
            elementReader = lenient.forType(FeedSummary.class);
        }
        fieldExtractor = summaryExtractor(FieldExtractor.builder().at(array));
        fieldExtractorPlain = summaryExtractor(FieldExtractor.builder().factory(new JsonFactory()).at(array));
        atReader = mapper.readerFor(String.class).at(pointer);
        stopAtMatch = PointerExtractor.at(pointer).stopAtMatch();
        elementStream = ElementStream.<Object>of(ReaderBinder.of(elementReader)).at(array);
        ndjsonReader = NdjsonReader.<Object>of(ReaderBinder.of(elementReader));
        ndjsonFields = NdjsonReader.<Object>of(fieldExtractor.binder());
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        for (JsonNode element : mapper.readTree(json).at(array)) {
            lines.write(mapper.writeValueAsBytes(element));
            lines.write('\n');
        }
        ndjson = lines.toByteArray();
        ndjsonText = new String(ndjson, StandardCharsets.UTF_8);
    }

    /** The input's summary fields, read into the baseline's summary type. */
    private FieldExtractor<Object> summaryExtractor(FieldExtractor.Builder b) {
        return switch (input) {
            case "twitter" -> b.fields("id", "text", "user/screen_name").build(r -> {
                TweetSummary t = new TweetSummary();
                t.id = r.getLong("id");
                t.text = r.getString("text");
                if (r.has("user/screen_name")) {
                    t.user = new TweetUser();
                    t.user.screen_name = r.getString("user/screen_name");
                }
                return t;
            });
            case "citm" -> b.fields("id", "start", "venueCode").build(r -> {
                PerformanceSummary s = new PerformanceSummary();
                s.id = r.getLong("id");
                s.start = r.getLong("start");
                s.venueCode = r.getString("venueCode");
                return s;
            });
            default -> b.fields("id", "title", "viewCount").build(r -> {
                FeedSummary s = new FeedSummary();
                s.id = r.getString("id");
                s.title = r.getString("title");
                s.viewCount = r.getLong("viewCount");
                return s;
            });
        };
    }

    /**
     * Checks that every row gives its baseline's result (run last, as JMH runs teardowns).
     *
     * @throws IOException never for these inputs
     */
    @TearDown
    public void check() throws IOException {
        String want = fields_jackson().toString();
        Sanity.sameValue(input + " fields_fieldExtractor", want, fields_fieldExtractor().toString());
        Sanity.sameValue(input + " fields_fieldExtractorPlainFactory", want, fields_fieldExtractorPlainFactory().toString());
        if (feed) {
            Sanity.sameValue(input + " fields_handRolled", want, fields_handRolled().toString());
        }
        Sanity.sameValue(input + " pointer", pointer_jackson(), pointer_pointerExtractorStopAtMatch());
        Sanity.sameValue(input + " elements", want, elements_jackson().toString());
        Sanity.sameValue(input + " elements_elementStream", want, elements_elementStream().toString());
        Sanity.sameValue(input + " ndjson", want, ndjson_jackson().toString());
        Sanity.sameValue(input + " ndjson_ndjsonReader", want, ndjson_ndjsonReader().toString());
        Sanity.sameValue(input + " ndjson_fieldBinder", want, ndjson_fieldBinder().toString());
        Sanity.sameValue(input + " ndjsonStream_jackson", want, ndjsonStream_jackson().toString());
        Sanity.sameValue(input + " ndjsonStream_ndjsonReader", want, ndjsonStream_ndjsonReader().toString());
        Sanity.sameValue(input + " ndjsonChars_jackson", want, ndjsonChars_jackson().toString());
        Sanity.sameValue(input + " ndjsonChars_ndjsonReader", want, ndjsonChars_ndjsonReader().toString());
    }

    private static final String[] WORDS = ("the of and to in is that for it as was with be by on not he this are or his "
            + "from at which but have an they you were her she there been one all we their has would when if so no "
            + "will more about up out can other into what some time only new could these two may first then do any "
            + "like my now over such our man me even most made after also did many before must through back years "
            + "where much your way well down should because each just those people how too little state good very").split(" ");
    private static final String[] NON_ASCII = ("Привет мир жизнь время город работа слово дело день рука "
            + "東京 大阪 世界 日本語 情報 新聞 音楽 天気 Ελλάδα γλώσσα θάλασσα ήλιος café naïve Zürich").split(" ");

    /** One word of body text of the given kind. */
    private static String word(SplittableRandom rnd, String kind, int w) {
        return switch (kind) {
            case "html" -> w % 7 == 0 ? "<a href=\"https://example.com/p/" + w + "\">" + WORDS[rnd.nextInt(WORDS.length)] + "</a>"
                    : w % 11 == 0 ? "</p>\n<p class=\"x\">\t" : WORDS[rnd.nextInt(WORDS.length)];
            case "nonascii", "uescaped" -> NON_ASCII[rnd.nextInt(NON_ASCII.length)];
            default -> WORDS[rnd.nextInt(WORDS.length)];
        };
    }

    /**
     * Generates a feed like the examples' FeedSummaries: articles with a long body before
     * viewCount, the body text of the given kind; {@code html} is written with {@code /}
     * escaped, {@code uescaped} with every non-ASCII char as <code>&#92;uXXXX</code>.
     */
    static byte[] generate(int articles, int bodyChars, String kind, long seed) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonFactory f = JsonFactory.builder()
                .configure(JsonWriteFeature.ESCAPE_FORWARD_SLASHES, kind.equals("html"))
                .configure(JsonWriteFeature.ESCAPE_NON_ASCII, kind.equals("uescaped")).build();
        try (JsonGenerator g = f.createGenerator(bytes)) {
            g.writeStartArray();
            for (int n = 0; n < articles; n++) {
                g.writeStartObject();
                g.writeStringField("id", "art-" + n);
                g.writeStringField("title", "Article " + n + " " + word(rnd, kind, 1) + " " + word(rnd, kind, 2));
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
                StringBuilder body = new StringBuilder(bodyChars + 64);
                for (int w = 1; body.length() < bodyChars; w++) {
                    body.append(word(rnd, kind, w)).append(w % 17 == 0 ? ". " : " ");
                }
                g.writeStringField("body", body.toString());
                g.writeNumberField("viewCount", rnd.nextLong(0, 5_000_000));
                g.writeArrayFieldStart("comments");
                for (int c = rnd.nextInt(3); c > 0; c--) {
                    g.writeStartObject();
                    g.writeStringField("user", "u" + rnd.nextInt(10_000));
                    g.writeStringField("text", word(rnd, kind, c) + " " + word(rnd, kind, c + 1));
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
     * Baseline: the summary type (a wrapper holding the list for the real files), unknown
     * properties ignored.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<?> fields_jackson() throws IOException {
        return summariesOf.apply(summariesReader.readValue(json));
    }

    /**
     * {@code FieldExtractor}: the same summaries.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> fields_fieldExtractor() throws IOException {
        return fieldExtractor.list(Input.of(json));
    }

    /**
     * {@code FieldExtractor} with a plain {@code JsonFactory} instead of its default factory: what
     * the extractor gains without the faster parser engine.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> fields_fieldExtractorPlainFactory() throws IOException {
        return fieldExtractorPlain.list(Input.of(json));
    }

    /**
     * The article-feed example's hand-rolled parser with a depth counter (meaningful for the
     * feeds only; it reads {@code id}, {@code title} and {@code viewCount} of root elements).
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<FeedSummary> fields_handRolled() throws IOException {
        List<FeedSummary> out = new ArrayList<>();
        try (JsonParser p = factory.createParser(json)) {
            p.nextToken(); // START_ARRAY
            while (p.nextToken() == JsonToken.START_OBJECT) {
                FeedSummary s = new FeedSummary();
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
                            case "id" -> s.id = p.getText();
                            case "title" -> s.title = p.getText();
                            case "viewCount" -> s.viewCount = p.getLongValue();
                            default -> {
                                if (v == JsonToken.START_OBJECT || v == JsonToken.START_ARRAY) {
                                    depth++;
                                }
                            }
                        }
                    }
                }
                out.add(s);
            }
        }
        return out;
    }

    /**
     * Context, not a baseline: full databind of every article (feeds) or {@code readTree} (real files).
     *
     * @return the bound document
     * @throws IOException never for these inputs
     */
    @Benchmark
    public Object context_fullBind() throws IOException {
        return feed ? mapper.readValue(json, new TypeReference<List<Article>>() { }) : mapper.readTree(json);
    }

    // ---------------------------------------------------------------------------------------
    // Pointer

    /**
     * Baseline: {@code ObjectReader.at(pointer)}, a string.
     *
     * @return the value
     * @throws IOException never for these inputs
     */
    @Benchmark
    public String pointer_jackson() throws IOException {
        return atReader.readValue(json);
    }

    /**
     * {@code PointerExtractor.stopAtMatch()}: the same value.
     *
     * @return the value
     * @throws IOException never for these inputs
     */
    @Benchmark
    public String pointer_pointerExtractorStopAtMatch() throws IOException {
        return stopAtMatch.find(Input.of(json), PointerExtractor.asString()).orElseThrow();
    }

    // ---------------------------------------------------------------------------------------
    // Elements

    /**
     * Baseline: {@code MappingIterator} over the array's elements, with the summary reader.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> elements_jackson() throws IOException {
        List<Object> out = new ArrayList<>();
        try (JsonParser p = factory.createParser(json)) {
            p.nextToken();
            if (!array.isEmpty()) { // walk to the member holding the array, skipping the others
                String name = array.substring(1);
                while (p.nextToken() == JsonToken.FIELD_NAME && !name.equals(p.currentName())) {
                    p.nextToken();
                    p.skipChildren();
                }
                p.nextToken();
            }
            p.nextToken(); // the first element
            try (MappingIterator<Object> it = elementReader.readValues(p)) {
                while (it.hasNextValue()) {
                    out.add(it.nextValue());
                }
            }
        }
        return out;
    }

    /**
     * {@code ElementStream} with the same reader as binder.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> elements_elementStream() throws IOException {
        List<Object> out = new ArrayList<>();
        elementStream.forEach(Input.of(json), out::add);
        return out;
    }

    // ---------------------------------------------------------------------------------------
    // NDJSON

    /**
     * Baseline: {@code MappingIterator} over the lines, with the summary reader.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjson_jackson() throws IOException {
        return drain(elementReader.readValues(ndjson));
    }

    /** Reads every value of {@code it} into a list and closes it. */
    private static List<Object> drain(MappingIterator<Object> it) throws IOException {
        List<Object> out = new ArrayList<>();
        try (it) {
            while (it.hasNextValue()) {
                out.add(it.nextValue());
            }
        }
        return out;
    }

    /**
     * {@code NdjsonReader} with the same reader as binder.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjson_ndjsonReader() throws IOException {
        List<Object> out = new ArrayList<>();
        ndjsonReader.forEach(ndjson, out::add);
        return out;
    }

    /**
     * Baseline for stream input: {@code MappingIterator} over the lines read from an
     * {@code InputStream}, with the summary reader.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjsonStream_jackson() throws IOException {
        return drain(elementReader.readValues(new ByteArrayInputStream(ndjson)));
    }

    /**
     * {@code NdjsonReader} from an {@code InputStream}, with the same reader as binder.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjsonStream_ndjsonReader() throws IOException {
        List<Object> out = new ArrayList<>();
        ndjsonReader.forEach(new ByteArrayInputStream(ndjson), out::add);
        return out;
    }

    /**
     * Baseline for character input: {@code MappingIterator} over the lines read from a
     * {@code Reader}, with the summary reader.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjsonChars_jackson() throws IOException {
        return drain(elementReader.readValues(new StringReader(ndjsonText)));
    }

    /**
     * {@code NdjsonReader} from a {@code Reader}, with the same reader as binder.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjsonChars_ndjsonReader() throws IOException {
        List<Object> out = new ArrayList<>();
        ndjsonReader.forEach(new StringReader(ndjsonText), out::add);
        return out;
    }

    /**
     * {@code NdjsonReader} with {@code FieldExtractor.binder()}: the summary fields of each line.
     *
     * @return the summaries
     * @throws IOException never for these inputs
     */
    @Benchmark
    public List<Object> ndjson_fieldBinder() throws IOException {
        List<Object> out = new ArrayList<>();
        ndjsonFields.forEach(ndjson, out::add);
        return out;
    }
}
