/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonPointer;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static dev.fastjsonkit.streaming.TestData.utf8;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code FieldExtractor}'s fast path over a {@code byte[]} ({@link FieldScan}) gives what the
 * parser path gives: the same rows, the same getter exceptions with their locations, the same
 * exception at the same point (after the same elements) for malformed, truncated and mutated
 * input. The parser path is the same extractor with the same (engine) factory passed explicitly,
 * which turns the fast path off.
 */
class FieldScanTest {

    private static final String[] FEED_FIELDS = {"id", "title", "viewCount", "author/name", "author/id"};
    private static final String[] TYPE_FIELDS = {"s", "i", "f", "t", "n", "o", "arr", "l", "neg0", "u",
        "nested/s", "nested/deep/x"};
    private static final String[] TWEET_FIELDS = {"id", "text", "user/screen_name"};

    private static final String TYPES = "[{\"s\":\"x\",\"i\":-12,\"f\":1.50E+3,\"t\":true,\"n\":null,"
            + "\"o\":{\"a\":[1,{\"b\":2}]},\"arr\":[1,2],\"big\":12345678901234567890,\"l\":123456789012345678,"
            + "\"neg0\":-0,\"u\":\"\\u00e9\\ud83d\\ude00 caf\u00e9 \u6771\\\"\\/\\n\",\"skip\":[true,false,null,-1.5e-3,\"\\\\\"],"
            + "\"nested\":{\"s\":\"in\",\"deep\":{\"x\":1.0},\"other\":{}}},"
            + " {\"nested\":5,\"s\":7,\"i\":\"7\",\"f\":false,\"t\":\"true\",\"o\":[],\"arr\":{}},"
            + "\n{\"nested\":{\"s\":\"a\",\"s\":\"b\"},\"nested\":{\"deep\":{}}},\t{} ,{\"i\":1,\"i\":2.5}]";

    private static final String TWEETS = "{\"meta\":{\"a\":[1,2],\"statuses\":0},\"statuses\":[{\"id\":1,"
            + "\"user\":{\"id\":9,\"screen_name\":\"a\",\"x\":[]},\"text\":\"t\\u0041\"},{\"id\":2,\"text\":\"t2\","
            + "\"user\":null},{\"id\":3,\"user\":{\"screen_name\":\"c\"},\"user\":{\"n\":1}}],"
            + "\"after\":{\"statuses\":1},\"z\":[{\"statuses\":2}]}";

    /** A row rendered through every getter, a getter's exception (message with location) included. */
    private static String render(FieldExtractor.Row r, String[] fields) {
        StringBuilder sb = new StringBuilder();
        for (String f : fields) {
            sb.append(f).append('=').append(r.has(f)).append(r.isNull(f));
            sb.append(get(() -> r.getString(f))).append(get(() -> r.getLong(f))).append(get(() -> r.getLong(f, 7)))
                    .append(get(() -> r.getInt(f))).append(get(() -> r.getDouble(f)))
                    .append(get(() -> r.getBoolean(f, true))).append(get(() -> r.getBigDecimal(f))).append(';');
        }
        return sb.toString();
    }

    private interface Getter {
        Object get() throws IOException;
    }

    private static String get(Getter g) {
        try {
            return "|" + g.get();
        } catch (IOException | RuntimeException e) {
            return "|" + e.getClass().getSimpleName() + ":" + e.getMessage();
        }
    }

    /** What forEach hands on and how it ends: the values, then the count or the exception. */
    private static String outcome(FieldExtractor<String> ex, byte[] doc) {
        List<String> seen = new ArrayList<>();
        try {
            long n = ex.forEach(ExtractorCore.Input.of(doc), seen::add);
            return seen + " n=" + n;
        } catch (IOException | RuntimeException e) {
            return seen + " " + e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** Whether rows are rendered through the string getter only (the hostile inputs: fewer exceptions to make). */
    private static boolean light;

    private static FieldExtractor<String> extractor(String at, String[] fields, JsonFactory factory) {
        FieldExtractor.Builder b = FieldExtractor.builder().at(at).fields(fields);
        if (factory != null) {
            b.factory(factory);
        }
        boolean l = light;
        return b.build(r -> l ? renderLight(r, fields) : render(r, fields));
    }

    private static String renderLight(FieldExtractor.Row r, String[] fields) {
        StringBuilder sb = new StringBuilder();
        for (String f : fields) {
            sb.append(r.has(f) ? get(() -> r.getString(f)) : "-");
        }
        return sb.toString();
    }

    /** Asserts the fast path and the parser path agree on {@code doc}; returns the outcome. */
    private static String same(String at, String[] fields, byte[] doc) {
        String fast = outcome(extractor(at, fields, null), doc);
        String parser = outcome(extractor(at, fields, ExtractorCore.newDefaultFactory()), doc);
        assertThat(fast).as("fast path on %s", new String(doc, StandardCharsets.ISO_8859_1)).isEqualTo(parser);
        return fast;
    }

    /** The fast path's own answer: the element count when it read the whole document, else -(k + 1). */
    private static long scanned(String at, String[] fields, byte[] doc) throws IOException {
        FieldScan scan = FieldScan.of(fields, JsonPointer.compile(at), ExtractorCore.newDefaultFactory().streamReadConstraints());
        Map<String, Integer> slots = new HashMap<>();
        for (int i = 0; i < fields.length; i++) {
            slots.put(fields[i], i);
        }
        return scan.read(doc, new FieldExtractor.RowImpl(fields, slots), i -> { });
    }

    /** Every truncation and a set of one-byte replacements and insertions at every offset. */
    private static void hostile(String at, String[] fields, byte[] doc) {
        light = true;
        try {
            mutations(at, fields, doc);
        } finally {
            light = false;
        }
    }

    private static void mutations(String at, String[] fields, byte[] doc) {
        byte[] replacements = {'"', '\\', '}', ']', ',', ':', '\r', '1', (byte) 0xFF};
        byte[] insertions = {'"', '{', ',', ' '};
        for (int len = 0; len < doc.length; len++) {
            same(at, fields, java.util.Arrays.copyOf(doc, len));
        }
        for (int i = 0; i < doc.length; i++) {
            for (byte r : replacements) {
                byte[] m = doc.clone();
                m[i] = r;
                same(at, fields, m);
            }
            for (byte r : insertions) {
                byte[] ins = new byte[doc.length + 1];
                System.arraycopy(doc, 0, ins, 0, i);
                ins[i] = r;
                System.arraycopy(doc, i, ins, i + 1, doc.length - i);
                same(at, fields, ins);
            }
        }
    }

    @Test
    void readsTheSameRowsAsTheParserAndTakesTheFastPath() throws IOException {
        byte[] feed = utf8(TestData.feed(6, 150, 3));
        assertThat(same("", FEED_FIELDS, feed)).endsWith("n=6");
        assertThat(scanned("", FEED_FIELDS, feed)).isEqualTo(6);
        assertThat(same("", TYPE_FIELDS, utf8(TYPES))).endsWith("n=5");
        // an integer of more than 18 digits is left to the parser (the long range check, BigInteger text)
        String[] big = {"big"};
        assertThat(same("", big, utf8(TYPES))).endsWith("n=5");
        assertThat(scanned("", big, utf8(TYPES))).isEqualTo(-1);
        assertThat(scanned("", TYPE_FIELDS, utf8(TYPES))).isEqualTo(5);
        assertThat(same("/statuses", TWEET_FIELDS, utf8(TWEETS))).endsWith("n=3");
        assertThat(scanned("/statuses", TWEET_FIELDS, utf8(TWEETS))).isEqualTo(3);
        byte[] indexed = utf8("{\"a\":[{\"items\":[]},{\"x\":0,\"items\":[{\"id\":1},{\"id\":\"2\"}],\"y\":2}],\"b\":[1]}");
        assertThat(same("/a/1/items", new String[] {"id"}, indexed)).endsWith("n=2");
        assertThat(scanned("/a/1/items", new String[] {"id"}, indexed)).isEqualTo(2);
    }

    /** The document pretty-printed by Jackson: line feeds, indentation, {@code " : "}. */
    private static byte[] pretty(String json) throws IOException {
        com.fasterxml.jackson.databind.ObjectMapper m = new com.fasterxml.jackson.databind.ObjectMapper();
        return m.writerWithDefaultPrettyPrinter().writeValueAsBytes(m.readTree(json));
    }

    @Test
    void readsPrettyPrintedDocumentsOnTheFastPath() throws IOException {
        // readTree keeps the last of repeated members: the documents differ from the compact ones there
        byte[] types = pretty(TYPES);
        assertThat(same("", TYPE_FIELDS, types)).endsWith("n=5");
        assertThat(scanned("", TYPE_FIELDS, types)).isEqualTo(5);
        byte[] tweets = pretty(TWEETS);
        assertThat(same("/statuses", TWEET_FIELDS, tweets)).endsWith("n=3");
        assertThat(scanned("/statuses", TWEET_FIELDS, tweets)).isEqualTo(3);
        byte[] deep = pretty("[{\"a\":{\"b\":{\"c\":{\"d\":[[[{\"e\":1}]]]}}},\"id\":7}]");
        assertThat(same("", new String[] {"id"}, deep)).endsWith("n=1");
        assertThat(scanned("", new String[] {"id"}, deep)).isEqualTo(1);
    }

    @Test
    void hostilePrettyTweets() throws IOException {
        hostile("/statuses", TWEET_FIELDS, pretty(TWEETS));
    }

    @Test
    void longNamesAreMatchedByEveryByte() throws IOException {
        // selected names of 9 to 17 bytes (a head word and a tail word, or Arrays.equals) among
        // names of the same length that differ in their first, middle or last byte
        String[] fields = {"viewCount", "screen_name_x", "sixteen_bytes_ab", "seventeen_bytes_a", "in/nested_name"};
        // (each decoy after the selected member: a decoy taken would replace its value)
        byte[] doc = utf8("[{\"viewCount\":2,\"viewCounT\":1,\"ViewCount\":3,\"screen_name_x\":\"s\","
                + "\"screen_nAme_x\":4,\"sixteen_bytes_ab\":6,\"sixteen_bytes_aB\":5,\"Sixteen_bytes_ab\":7,"
                + "\"seventeen_bytes_a\":9,\"seventeen_bytes_A\":8,\"in\":{\"nested_name\":10,\"nested_namE\":1}},"
                + "{\"viewCount\":1,\"viewCountX\":2,\"viewCoun\":3,\"in\":{\"nested_name\":\"z\"}}]");
        String out = same("", fields, doc);
        // the numbers as getLong, getLong with a default, getInt and getDouble give them
        assertThat(out).endsWith("n=2").contains("|2|2|2|2.0|").contains("screen_name_x=truefalse|s|")
                .contains("|6|6|6|6.0|").contains("|9|9|9|9.0|").contains("|10|10|10|10.0|");
        assertThat(scanned("", fields, doc)).isEqualTo(2);
    }

    @Test
    void getterExceptionsHaveTheParsersLocation() {
        // a string where a number is read, and the other way round, on the third line
        byte[] doc = utf8("[{\"id\":\"a\",\"n\":1},\n{\"id\":2,\n\"n\":\"x\"}]");
        String out = same("", new String[] {"id", "n"}, doc);
        assertThat(out).contains("line: 3").contains("/1/id").contains("/1/n");
    }

    @Test
    void fallsBackWhereTheScanStopsAndGivesTheParsersAnswer() throws IOException {
        String[] id = {"id", "title"};
        String[] docs = {
            "", " ", "[]", "[ ]", "{}", "[1]", "[{\"id\":1}]x", "[{\"id\":1}] []", "[{\"id\":1},]", "[{\"id\":1,}]",
            "[{\"id\" : 1 , \"title\" :\"t\"}\n,\t{}]", "[{\"id\":1}\r\n]", "[{\"i\\u0064\":1}]", "[{\"\u00e9\":1,\"id\":2}]",
            "[{\"id\":12345678901234567890}]", "[{\"id\":1234567890123456789}]", "[{\"id\":-9223372036854775808}]",
            "[{\"id\":01}]", "[{\"id\":-}]", "[{\"id\":1.}]", "[{\"id\":tru}]", "[{\"id\":nulls}]", "[{\"id\":true1}]",
            "[{\"id\":1,\"id\":\"two\"}]", "[{\"id\":\"\\x\"}]", "[{\"id\":\"a\tb\"}]", "[{\"id\":\"\\ud800\"}]",
            "[{\"x\":{\"id\":1},\"id\":[1,2,]}]", "[{\"id\":1}", "[{\"id\":1},{\"id\":2}", "[{\"id\":1}{\"id\":2}]",
            "[{\"id\":1}]\n", "[{\"id\":1}] // c", "[{'id':1}]", "[{\"id\":NaN}]", "[{\"id\":1e999}]",
        };
        for (String d : docs) {
            same("", id, utf8(d));
        }
        // the byte-order mark, UTF-16: left to the parser's encoding detection
        same("", id, utf8("\uFEFF[{\"id\":1}]"));
        same("", id, "[{\"id\":1}]".getBytes(StandardCharsets.UTF_16LE));
        same("", id, "[{\"id\":1}]".getBytes(StandardCharsets.UTF_16));
        // invalid UTF-8 in a name and in a value
        same("", id, new byte[] {'[', '{', '"', 'a', (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80, '"', ':', '1', '}',
            ',', '{', '"', 'i', 'd', '"', ':', '2', '}', ']'});
        same("", id, new byte[] {'[', '{', '"', 'i', 'd', '"', ':', '"', (byte) 0xFF, '"', '}', ']'});
        // a carriage return stops the scan after the first element: the parser reads on from there
        assertThat(scanned("", id, utf8("[{\"id\":1},\r\n{\"id\":2}]"))).isEqualTo(-2);
        assertThat(same("", id, utf8("[{\"id\":1},\r\n{\"id\":2}]"))).endsWith("n=2");
    }

    @Test
    void duplicatesAreReadAsThePathReadsThem() {
        String[] u = {"u/admin", "u/name"};
        same("", u, utf8("[{\"u\":{\"admin\":true},\"u\":{\"name\":\"x\"}}]"));
        same("", u, utf8("[{\"u\":{\"admin\":true},\"u\":false}]"));
        // a second member on the path to the array fails, wherever it is
        String[] id = {"id"};
        assertThat(same("/items", id, utf8("{\"items\":[{\"id\":1}],\"items\":[{\"id\":666}]}")))
                .contains("WrongShapeException").contains("no second member 'items'");
        same("/a/items", id, utf8("{\"a\":{\"items\":[],\"b\":1,\"items\":2}}"));
        same("/a/0", id, utf8("{\"a\":[[{\"id\":1}],[],3]}"));
        same("/a/0", id, utf8("{\"a\":{\"0\":[{\"id\":1}],\"0\":[]}}"));
        same("/a/2", id, utf8("{\"a\":[[],[]]}"));
        same("/a/x", id, utf8("{\"a\":[[],[]]}"));
        same("/missing", id, utf8("{\"a\":[[],[]]}"));
    }

    @Test
    void nestingAndLengthLimitsAreThoseOfTheFactory() {
        String[] id = {"id", "x"};
        for (int depth : new int[] {996, 997, 998, 999, 1000, 1001}) {
            String deep = "[".repeat(depth) + "]".repeat(depth);
            same("", id, utf8("[{\"id\":1,\"x\":" + deep + "}]"));
            same("", id, utf8("[{\"id\":1,\"y\":" + deep + "}]"));
            String objects = "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
            same("", id, utf8("[{\"y\":" + objects + ",\"id\":1}]"));
        }
        same("", id, utf8("[{\"id\":1" + "0".repeat(1100) + "}]"));
        same("", id, utf8("[{\"y\":1" + "0".repeat(1100) + ",\"id\":1}]"));
        same("", id, utf8("[{\"id\":1.5" + "0".repeat(1100) + "}]"));
        same("", id, utf8("[{\"id\":\"" + "a".repeat(70_000) + "\",\"" + "n".repeat(60_000) + "\":1}]"));
    }

    @Test
    void anActionOrMapperFailureStopsReadingAsOnTheParserPath() {
        byte[] doc = utf8("[{\"id\":1},{\"id\":2},{\"id\":3},{\"id\":x}]");
        for (FieldExtractor<String> ex : List.of(extractor("", new String[] {"id"}, null),
                extractor("", new String[] {"id"}, ExtractorCore.newDefaultFactory()))) {
            List<String> seen = new ArrayList<>();
            Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> ex.forEach(ExtractorCore.Input.of(doc), v -> {
                if (seen.size() == 2) {
                    throw new IllegalStateException("stop");
                }
                seen.add(v);
            }));
            assertThat(t).hasMessage("stop");
            assertThat(seen).hasSize(2);
        }
    }

    /** Skipped string bodies of the kinds the string skip takes word by word: escaped, non-ASCII, HTML-like. */
    private static final String[] BODIES = {
        "\\u041f\\u0440\\u0438 \\u043c\\u0438\\u0440\\u0430 ab. \\u6771\\uD83D\\uDE00 x \\u00E9\\u00e9",
        "\u041f\u0440\u0438\u0432\u0435\u0442 \u043c\u0438\u0440 \u6771\u4eac \u65e5\u672c\u8a9e caf\u00e9 \u0395\u03bb\u03bb\u03ac\u03b4\u03b1 \ud83d\ude00 \u0436\u0438\u0437\u043d\u044c",
        "<a href=\\\"https:\\/\\/x.io\\/p\\/7\\\">it<\\/a> \\n\\t<p>a\\\"b \\r\\\\ \\b\\f end"};

    /** Units that break the skip of a string, or end it, put at every offset of each body. */
    private static final int[][] BREAKING = {{'\\', 'u', '1', '2', 'g', '4'}, {'\\', 'u', '1', '2', '"'},
        {'\\', 'u', 'F', 'F', 'F', 'G'}, {'\\', 'x'}, {'\\', '\''}, {0x01}, {0x1F}, {'\t'}, {'\n'}, {'"'}, {'\\'},
        {0xC3}, {0xC3, 'a'}, {0x80}, {0xFF}, {0xF8, 0x80, 0x80, 0x80}, {0xE6, 0x9D}, {0xE6, 0x9D, '"'},
        {0xC0, 0x80}, {0xC1, 0xBF}, {0xE0, 0x80, 0x80}, {0xED, 0xA0, 0x80}, {0xF0, 0x80, 0x80, 0x80},
        {0xF4, 0x90, 0x80, 0x80}, {0xF5, 0x80, 0x80, 0x80}, {0xF0, 0x9F, 0x98, 0x80}};

    @Test
    void skippedStringsBreakWhereJacksonCoresParserBreaks() {
        // the fast path against a plain jackson-core JsonFactory (not the engine, whose string
        // skip shares the fast path's routines): each breaking unit at every offset of a skipped
        // body after eight lead offsets, so that escapes, sequences and the closing quote fall at
        // every word offset and straddle word ends; then every truncation of each body
        int cases = 0;
        for (String body : BODIES) {
            cases += breaksWhereJacksonCoreBreaks("", body);
        }
        assertThat(cases).isGreaterThan(10_000);
    }

    @Test
    void longEscapedStringsBreakWhereJacksonCoresParserBreaks() {
        // as above, in the tail of a body of escaped text over a kilobyte long, where the engine
        // skips escapes a word at a time instead of an escape a step
        StringBuilder run = new StringBuilder();
        while (run.length() < 1100) {
            run.append(BODIES[0]).append(' ');
        }
        assertThat(breaksWhereJacksonCoreBreaks(run.toString(), BODIES[0])).isGreaterThan(10_000);
    }

    @Test
    void longHtmlLikeStringsBreakWhereJacksonCoresParserBreaks() {
        // as above, after over two kilobytes of HTML-like text, where the engine's window of
        // escape-word steps has grown to its widest, and after plain text past its first window
        StringBuilder run = new StringBuilder();
        while (run.length() < 2200) {
            run.append(BODIES[2]).append(' ');
        }
        assertThat(breaksWhereJacksonCoreBreaks(run.toString(), BODIES[2])).isGreaterThan(10_000);
        assertThat(breaksWhereJacksonCoreBreaks(run + "plain text ".repeat(13), BODIES[2])).isGreaterThan(10_000);
    }

    /**
     * Puts each {@link #BREAKING} unit at every offset of {@code body}, after {@code head} and 0 to
     * 7 lead bytes, in a skipped member of a two-element feed, then cuts the document with
     * {@code head + body} at every length through {@code body}; each time the extractor's outcome
     * must be a plain jackson-core factory's. Returns the documents with a unit put in.
     */
    private int breaksWhereJacksonCoreBreaks(String head, String body) {
        JsonFactory plain = new JsonFactory();
        String[] fields = {"id", "viewCount"};
        byte[] before = head.getBytes(StandardCharsets.UTF_8);
        byte[] text = body.getBytes(StandardCharsets.UTF_8);
        int cases = 0;
        for (int[] unit : BREAKING) {
            for (int lead = 0; lead < 8; lead++) {
                for (int at = 0; at <= text.length; at++) {
                    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
                    out.writeBytes(("[{\"id\":\"a\",\"body\":\"" + "abcdefgh".substring(lead)).getBytes(StandardCharsets.UTF_8));
                    out.write(before, 0, before.length);
                    out.write(text, 0, at);
                    for (int u : unit) {
                        out.write(u);
                    }
                    out.write(text, at, text.length - at);
                    out.writeBytes("\",\"viewCount\":1},{\"id\":\"b\",\"body\":\"x\"}]".getBytes(StandardCharsets.UTF_8));
                    assertSameOutcome(fields, plain, out.toByteArray());
                    cases++;
                }
            }
        }
        byte[] whole = ("[{\"id\":\"a\",\"body\":\"" + head + body + "\"}]").getBytes(StandardCharsets.UTF_8);
        for (int len = whole.length - text.length - 4; len <= whole.length; len++) {
            assertSameOutcome(fields, plain, java.util.Arrays.copyOf(whole, len));
        }
        return cases;
    }

    private static void assertSameOutcome(String[] fields, JsonFactory plain, byte[] doc) {
        assertThat(outcome(extractor("", fields, null), doc)).as("%s", new String(doc, StandardCharsets.ISO_8859_1))
                .isEqualTo(outcome(extractor("", fields, plain), doc));
    }

    @Test
    void hostileFeed() {
        hostile("", FEED_FIELDS, utf8(TestData.feed(2, 20, 5)));
    }

    @Test
    void hostileTypes() {
        hostile("", TYPE_FIELDS, utf8(TYPES));
    }

    @Test
    void hostileTweets() {
        hostile("/statuses", TWEET_FIELDS, utf8(TWEETS));
    }
}
