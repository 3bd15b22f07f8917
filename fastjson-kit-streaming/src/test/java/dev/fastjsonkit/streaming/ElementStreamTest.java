/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.fastjsonkit.streaming.TestData.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

class ElementStreamTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ElementStream<JsonNode> TREES = ElementStream.of(p -> MAPPER.readTree(p));

    public static final class Article {
        public String id;
        public String title;
        public long viewCount;
        public String body;
        public JsonNode author;
        public List<Object> tags;
    }

    @Test
    void bindsEachElementWithAnObjectReaderLikeWholeDatabind() throws IOException {
        byte[] feed = utf8(TestData.feed(30, 200, 4));
        ObjectReader reader = MAPPER.readerFor(Article.class);
        List<Article> got = new ArrayList<>();
        long n = ElementStream.of(reader::<Article>readValue).forEach(ExtractorCore.Input.of(feed), got::add);
        Article[] want = MAPPER.readValue(feed, Article[].class);
        assertThat(n).isEqualTo(30);
        assertThat(got).usingRecursiveFieldByFieldElementComparator().containsExactly(want);
    }

    @Test
    void streamsElementsOfAnyTypeAtAPointerInEveryInputKind(@TempDir Path tmp) throws IOException {
        String json = "{\"skip\":[1,[2]],\"data\":{\"rows\":[1,\"two\",null,[3,[4]],{\"five\":5},true,-0.5e-3]}}";
        byte[] doc = utf8(json);
        List<JsonNode> want = new ArrayList<>();
        MAPPER.readTree(doc).at("/data/rows").forEach(want::add);
        ElementStream<JsonNode> rows = TREES.at("/data/rows");
        Path file = tmp.resolve("rows.json");
        Files.write(file, doc);
        try (Stream<JsonNode> s = rows.stream(ExtractorCore.Input.of(doc))) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        try (Stream<JsonNode> s = rows.stream(ExtractorCore.Input.of(new StringReader(json)))) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        try (Stream<JsonNode> s = rows.stream(ExtractorCore.Input.of(new ByteArrayInputStream(doc)))) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        try (Stream<JsonNode> s = rows.stream(ExtractorCore.Input.of(file))) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        List<JsonNode> got = new ArrayList<>();
        rows.forEach(ExtractorCore.Input.of(new StringReader(json)), got::add);
        rows.forEach(ExtractorCore.Input.of(file), got::add);
        rows.forEach(ExtractorCore.Input.of(new ByteArrayInputStream(doc)), got::add);
        assertThat(got).hasSize(want.size() * 3);
    }

    @Test
    void binderMayReadPartOfAnElementAndTheRestIsSkipped() throws IOException {
        ElementStream<String> firstNames = ElementStream.of(p -> {
            p.nextToken(); // into the object: first member name only
            return p.currentName();
        });
        assertThat(firstNames.stream(ExtractorCore.Input.of(utf8("[{\"a\":{\"x\":[1]},\"b\":2},{\"c\":[]}]"))).collect(Collectors.toList()))
                .containsExactly("a", "c");
        ElementStream<String> nothing = ElementStream.of(p -> "n");
        assertThat(nothing.forEach(ExtractorCore.Input.of(utf8("[[1,[2]],{\"a\":{}},3]")), x -> { })).isEqualTo(3);
    }

    @Test
    void binderThatMovesPastItsElementIsRejected() {
        ElementStream<Object> greedy = ElementStream.of(p -> p.nextToken());
        assertThatThrownBy(() -> greedy.forEach(ExtractorCore.Input.of(utf8("[1,2,3]")), x -> { })).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void rejectsObjectWhereArrayExpectedWithPointerAndLocation() {
        Throwable t = catchThrowable(() -> TREES.at("/a").forEach(ExtractorCore.Input.of(utf8("{\n\"a\": {\"b\": 1}}")), x -> { }));
        assertThat(t).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected START_ARRAY but found START_OBJECT at JSON Pointer '/a'")
                .hasMessageContaining("line: 2, column: 6");
        assertThatThrownBy(() -> TREES.at("/missing").forEach(ExtractorCore.Input.of(utf8("{\"a\":[]}")), x -> { }))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected member 'missing'");
    }

    @Test
    void bindingErrorsAndTrailingContentStopTheStream() {
        ObjectReader reader = MAPPER.readerFor(Article.class);
        assertThatThrownBy(() -> ElementStream.of(reader::<Article>readValue).forEach(ExtractorCore.Input.of(utf8("[{\"viewCount\":\"x\"}]")), x -> { }))
                .isInstanceOf(MismatchedInputException.class);
        assertThatThrownBy(() -> TREES.forEach(ExtractorCore.Input.of(utf8("[1] 2")), x -> { }))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected end of input but found VALUE_NUMBER_INT");
    }

    @Test
    void truncatedInputAtEveryByteOffsetIsAnExceptionNeverAResult() throws IOException {
        byte[] doc = utf8("{\"x\":{\"y\":[1]},\"rows\":[{\"a\":[1,2]},\"s\u00e9\",3.5,[[]],null],\"after\":{\"z\":false}}");
        assertThat(TREES.at("/rows").forEach(ExtractorCore.Input.of(doc), x -> { })).isEqualTo(5);
        for (int cut = 0; cut < doc.length; cut++) {
            byte[] part = Arrays.copyOf(doc, cut);
            assertThatThrownBy(() -> TREES.at("/rows").forEach(ExtractorCore.Input.of(part), x -> { }))
                    .as("cut at %d", cut).isInstanceOf(IOException.class);
            assertThatThrownBy(() -> {
                try (Stream<JsonNode> s = TREES.at("/rows").stream(ExtractorCore.Input.of(part))) {
                    s.forEach(x -> { });
                }
            }).as("stream cut at %d", cut).isInstanceOfAny(IOException.class, UncheckedIOException.class);
        }
    }

    @Test
    void iteratorClosesItsInputAtEndOnErrorAndOnEarlyClose() throws IOException {
        TestData.TrackingStream s1 = new TestData.TrackingStream(utf8("[1,2,3]"));
        Iterator<JsonNode> it = TREES.iterator(ExtractorCore.Input.of(s1));
        it.forEachRemaining(x -> { });
        assertThat(s1.closed).isTrue();
        TestData.TrackingStream s2 = new TestData.TrackingStream(utf8("[1,2,3]"));
        try (ExtractorCore.CloseableIterator<JsonNode> it2 = TREES.iterator(ExtractorCore.Input.of(s2))) {
            assertThat(it2.next().asInt()).isEqualTo(1);
        }
        assertThat(s2.closed).isTrue();
        TestData.TrackingStream s3 = new TestData.TrackingStream(utf8("[1,2,"));
        ExtractorCore.CloseableIterator<JsonNode> it3 = TREES.iterator(ExtractorCore.Input.of(s3));
        assertThatThrownBy(() -> it3.forEachRemaining(x -> { }))
                .isInstanceOf(UncheckedIOException.class).hasCauseInstanceOf(JsonParseException.class);
        assertThat(s3.closed).isTrue();
    }

    @Test
    @Timeout(120)
    void streamsAnArrayLargerThanTheHeapInConstantMemory() throws IOException {
        int elements = 80_000; // ~330 MB of JSON, more than the 256 MB test heap
        byte[] element = ("{\"id\":1,\"body\":\"" + "x".repeat(4000) + "\",\"nested\":{\"a\":[1,2,3]}},")
                .getBytes(StandardCharsets.US_ASCII);
        InputStream in = new InputStream() {
            int pos = -1; // -1: '[' not yet sent
            int count;
            final byte[] tail = "{\"id\":1}]".getBytes(StandardCharsets.US_ASCII);
            byte[] cur = new byte[] {'['};

            @Override
            public int read() {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (pos < 0) {
                    pos = 0;
                }
                if (pos == cur.length) {
                    if (cur == tail) {
                        return -1;
                    }
                    count++;
                    cur = count <= elements ? element : tail;
                    pos = 0;
                }
                int n = Math.min(len, cur.length - pos);
                System.arraycopy(cur, pos, b, off, n);
                pos += n;
                return n;
            }
        };
        AtomicLong ids = new AtomicLong();
        long n = TREES.forEach(ExtractorCore.Input.of(in), node -> ids.addAndGet(node.get("id").asLong()));
        assertThat(n).isEqualTo(elements + 1);
        assertThat(ids.get()).isEqualTo(elements + 1);
    }

    // ---------------------------------------------------------------------------------------
    // Real data

    @Test
    void twitterStatusesStreamLikeDatabind() throws IOException {
        Path file = TestData.corpus("twitter.json");
        List<String> got = new ArrayList<>();
        TREES.at("/statuses").forEach(ExtractorCore.Input.of(file), s ->
                got.add(s.get("id").longValue() + "|" + s.get("text").textValue() + "|" + s.at("/user/screen_name").textValue()));
        List<String> want = new ArrayList<>();
        for (JsonNode s : MAPPER.readTree(file.toFile()).get("statuses")) {
            want.add(s.get("id").longValue() + "|" + s.get("text").textValue() + "|" + s.at("/user/screen_name").textValue());
        }
        assertThat(got).hasSize(100).isEqualTo(want);
    }

    @Test
    void citmPerformancesStreamLikeDatabindAndEventsObjectIsRejected() throws IOException {
        Path file = TestData.corpus("citm_catalog.json");
        JsonNode tree = MAPPER.readTree(file.toFile());
        List<JsonNode> got = new ArrayList<>();
        TREES.at("/performances").forEach(ExtractorCore.Input.of(file), got::add);
        List<JsonNode> want = new ArrayList<>();
        tree.get("performances").forEach(want::add);
        assertThat(got).hasSize(want.size()).isEqualTo(want);
        assertThatThrownBy(() -> TREES.at("/events").forEach(ExtractorCore.Input.of(file), x -> { }))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("found START_OBJECT at JSON Pointer '/events'");
        // an array inside one event, by pointer
        List<JsonNode> topics = new ArrayList<>();
        TREES.at("/events/138586341/topicIds").forEach(ExtractorCore.Input.of(file), topics::add);
        assertThat(topics).isEqualTo(toList(tree.at("/events/138586341/topicIds")));
    }

    private static List<JsonNode> toList(JsonNode array) {
        List<JsonNode> l = new ArrayList<>();
        array.forEach(l::add);
        return l;
    }

    @Test
    @Timeout(120)
    void everyInvalidSuiteFileIsAnException() throws IOException {
        List<String> silent = new ArrayList<>();
        List<Path> files = TestData.suite("n_");
        assertThat(files).hasSizeGreaterThan(150);
        for (Path f : files) {
            byte[] doc = Files.readAllBytes(f);
            Throwable t = catchThrowable(() -> TREES.forEach(ExtractorCore.Input.of(doc), x -> { }));
            Throwable t2 = catchThrowable(() -> ElementStream.of(p -> "skipped").forEach(ExtractorCore.Input.of(doc), x -> { }));
            if (!(t instanceof IOException) || !(t2 instanceof IOException)) {
                silent.add(f.getFileName() + " -> " + t + " / " + t2);
            }
        }
        assertThat(silent).isEmpty();
    }

    @Test
    @Timeout(120)
    void validSuiteArraysStreamLikeDatabindAndOtherRootsAreWrongShape() throws IOException {
        List<String> bad = new ArrayList<>();
        for (Path f : TestData.suite("y_")) {
            byte[] doc = Files.readAllBytes(f);
            JsonNode tree = MAPPER.readTree(doc);
            Throwable t = catchThrowable(() -> {
                List<JsonNode> got = new ArrayList<>();
                TREES.forEach(ExtractorCore.Input.of(doc), got::add);
                if (!got.equals(toList(tree))) {
                    throw new AssertionError("differs: " + got);
                }
            });
            if (tree.isArray() ? t != null : !(t instanceof ExtractorCore.WrongShapeException)) {
                bad.add(f.getFileName() + " -> " + t);
            }
        }
        assertThat(bad).isEmpty();
    }
}
