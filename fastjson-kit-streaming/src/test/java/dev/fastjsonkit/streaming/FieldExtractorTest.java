/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.fastjsonkit.streaming.TestData.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

class FieldExtractorTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    record Summary(String id, String title, long viewCount) {
    }

    private static final FieldExtractor<Summary> SUMMARIES = FieldExtractor.builder()
            .fields("id", "title", "viewCount")
            .build(r -> new Summary(r.getString("id"), r.getString("title"), r.getLong("viewCount", -1)));

    /** The same summaries, from the whole tree. */
    private static List<Summary> expected(byte[] json) throws IOException {
        List<Summary> out = new ArrayList<>();
        for (JsonNode a : MAPPER.readTree(json)) {
            out.add(new Summary(a.has("id") ? a.get("id").asText() : null,
                    a.has("title") ? a.get("title").asText() : null,
                    a.has("viewCount") ? a.get("viewCount").asLong() : -1));
        }
        return out;
    }

    @Test
    void readsSeedSummariesOutOfArticlesWithLargeBodiesLikeDatabind() throws IOException {
        byte[] feed = utf8(TestData.feed(40, 5000, 1));
        List<Summary> got = SUMMARIES.list(ExtractorCore.Input.of(feed));
        assertThat(got).hasSize(40).isEqualTo(expected(feed));
        assertThat(got.get(3).title()).as("article 3 has no title").isNull();
        assertThat(got.get(0).title()).isEqualTo("Title \"0\" \u00e9t\u00e9");
    }

    @Test
    void everyInputKindAndModeGivesTheSameResult(@TempDir Path tmp) throws IOException {
        byte[] feed = utf8(TestData.feed(25, 300, 2));
        Path file = tmp.resolve("feed.json");
        Files.write(file, feed);
        List<Summary> want = expected(feed);

        assertThat(SUMMARIES.list(ExtractorCore.Input.of(new ByteArrayInputStream(feed)))).isEqualTo(want);
        assertThat(SUMMARIES.list(ExtractorCore.Input.of(new StringReader(new String(feed, "UTF-8"))))).isEqualTo(want);
        assertThat(SUMMARIES.list(ExtractorCore.Input.of(file))).isEqualTo(want);
        List<Summary> seen = new ArrayList<>();
        assertThat(SUMMARIES.forEach(ExtractorCore.Input.of(file), seen::add)).isEqualTo(25);
        assertThat(seen).isEqualTo(want);
        try (Stream<Summary> s = SUMMARIES.stream(ExtractorCore.Input.of(feed))) {
            assertThat(s.collect(Collectors.toList())).isEqualTo(want);
        }
        try (ExtractorCore.CloseableIterator<Summary> it = SUMMARIES.iterator(ExtractorCore.Input.of(new StringReader(new String(feed, "UTF-8"))))) {
            List<Summary> l = new ArrayList<>();
            it.forEachRemaining(l::add);
            assertThat(l).isEqualTo(want);
        }
    }

    @Test
    void readsArrayAtJsonPointerWithEscapes() throws IOException {
        String json = "{\"skip\":{\"x\":[1,2,3]},\"a/b\":{\"m~n\":[0,{\"list\":[{\"id\":\"1\"},{\"id\":\"2\"}]}]}}";
        FieldExtractor<String> ex = FieldExtractor.builder().at("/a~1b/m~0n/1/list").fields("id")
                .build(r -> r.getString("id"));
        assertThat(ex.list(ExtractorCore.Input.of(utf8(json)))).containsExactly("1", "2");
    }

    @Test
    void readsMembersInAnyOrderAndRepeatedMembersLastWins() throws IOException {
        String json = "[{\"a\":1,\"b\":2,\"c\":3},{\"c\":30,\"a\":10},{\"b\":200,\"x\":{},\"a\":100,\"c\":300,\"d\":1},"
                + "{},{\"a\":1,\"a\":2,\"c\":5},{\"a\":7,\"b\":8,\"c\":9}]";
        FieldExtractor<String> ex = FieldExtractor.builder().fields("a", "c")
                .build(r -> r.getLong("a", -1) + "/" + r.getLong("c", -1));
        assertThat(ex.list(ExtractorCore.Input.of(utf8(json)))).containsExactly("1/3", "10/30", "100/300", "-1/-1", "2/5", "7/9");
    }

    @Test
    void rowFindsFieldsByEqualNamesNotOnlyByTheSameString() throws IOException {
        String json = "[{\"a\":1,\"b\":\"x\"}]";
        FieldExtractor<String> ex = FieldExtractor.builder().fields("a", "b")
                .build(r -> r.getString(new String("b")) + r.getLong(new StringBuilder("a").toString()) + r.getString("b"));
        assertThat(ex.list(ExtractorCore.Input.of(utf8(json)))).containsExactly("x1x");
        FieldExtractor<String> wrong = FieldExtractor.builder().fields("a").build(r -> r.getString("b"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> wrong.list(ExtractorCore.Input.of(utf8(json))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Not a selected field: 'b'");
    }

    @Test
    void learnsOrderForManyElementsWithChangingOrder() throws IOException {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 200; i++) {
            sb.append(i == 0 ? "" : ",");
            sb.append(i % 3 == 0 ? "{\"a\":" + i + ",\"b\":\"s" + i + "\"}" : "{\"b\":\"s" + i + "\",\"z\":[1],\"a\":" + i + "}");
        }
        FieldExtractor<String> ex = FieldExtractor.builder().fields("a", "b")
                .build(r -> r.getString("b") + r.getInt("a"));
        List<String> got = ex.list(ExtractorCore.Input.of(utf8(sb.append("]").toString())));
        assertThat(got).hasSize(200);
        for (int i = 0; i < 200; i++) {
            assertThat(got.get(i)).isEqualTo("s" + i + i);
        }
    }

    @Test
    void readsElementsThatLeaveOutAddMoveAndRepeatMembersOfTheLearnedOrderAsReadTreeDoes() throws IOException {
        // mostly one member order, with members left out, added, swapped and repeated, at two levels:
        // every element read as readTree reads it, whether the learned order is kept or relearned
        java.util.Random rnd = new java.util.Random(7);
        String[] top = {"a", "b", "c", "d", "e", "u", "f"};
        String[] nested = {"n", "m", "k", "j"};
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < 400; i++) {
            sb.append(i == 0 ? "{" : ",{");
            List<String> members = new ArrayList<>();
            for (String name : top) {
                if (rnd.nextInt(6) != 0) {
                    members.add(name);
                }
                if (rnd.nextInt(8) == 0) {
                    members.add(rnd.nextBoolean() ? "x" + rnd.nextInt(3) : top[rnd.nextInt(top.length)]);
                }
            }
            if (members.size() > 1 && rnd.nextInt(5) == 0) {
                int k = rnd.nextInt(members.size() - 1);
                members.add(k, members.remove(k + 1));
            }
            for (int m = 0; m < members.size(); m++) {
                sb.append(m == 0 ? "" : ",").append('"').append(members.get(m)).append("\":");
                if (members.get(m).equals("u")) {
                    sb.append(rnd.nextInt(10) == 0 ? "[1]" : "{");
                    if (sb.charAt(sb.length() - 1) == '{') {
                        int n = 0;
                        for (String name : nested) {
                            if (rnd.nextInt(5) != 0) {
                                sb.append(n++ == 0 ? "" : ",").append('"').append(name).append("\":").append(rnd.nextInt(100));
                            }
                        }
                        sb.append('}');
                    }
                } else {
                    sb.append(rnd.nextInt(100));
                }
            }
            sb.append('}');
        }
        byte[] json = utf8(sb.append(']').toString());
        FieldExtractor<String> ex = FieldExtractor.builder().fields("b", "e", "u/m", "u/j")
                .build(r -> r.getLong("b", -1) + "/" + r.getLong("e", -1) + "/" + r.getLong("u/m", -1) + "/"
                        + r.getLong("u/j", -1));
        List<String> want = new ArrayList<>();
        for (JsonNode e : new ObjectMapper().readTree(json)) {
            JsonNode u = e.path("u");
            want.add(e.path("b").asLong(-1) + "/" + e.path("e").asLong(-1) + "/"
                    + (u.isObject() ? u.path("m").asLong(-1) : -1) + "/" + (u.isObject() ? u.path("j").asLong(-1) : -1));
        }
        for (int round = 0; round < 3; round++) { // the same extractor again: with the orders it learned
            assertThat(ex.list(ExtractorCore.Input.of(json))).containsExactlyElementsOf(want);
        }
    }

    @Test
    void readsNestedFieldPathsAndTreatsNonObjectIntermediatesAsAbsent() throws IOException {
        String json = "[{\"user\":{\"name\":\"ann\",\"deep\":{\"x\":1}},\"id\":1},"
                + "{\"user\":null,\"id\":2},{\"id\":3,\"user\":[1,2]},{\"user\":{\"deep\":{\"x\":4}},\"id\":4}]";
        FieldExtractor<String> ex = FieldExtractor.builder().fields("id", "user/name", "user/deep/x")
                .build(r -> r.getLong("id") + ":" + r.getString("user/name") + ":" + r.getLong("user/deep/x", -1));
        assertThat(ex.list(ExtractorCore.Input.of(utf8(json)))).containsExactly("1:ann:1", "2:null:-1", "3:null:-1", "4:null:4");
    }

    @Test
    void typedGettersKeepFullPrecisionAndDistinguishNullFromAbsent() throws IOException {
        String json = "[{\"l\":9223372036854775807,\"i\":-2147483648,\"d\":0.1,\"b\":true,"
                + "\"big\":123456789012345678901234567890.5,\"n\":null,\"s\":\"x\",\"o\":{\"k\":1}}]";
        List<String> out = FieldExtractor.builder().fields("l", "i", "d", "b", "big", "n", "s", "o", "gone")
                .build(r -> {
                    assertThat(r.getLong("l")).isEqualTo(Long.MAX_VALUE);
                    assertThat(r.getInt("i")).isEqualTo(Integer.MIN_VALUE);
                    assertThat(r.getDouble("d")).isEqualTo(0.1);
                    assertThat(r.getDouble("l")).isEqualTo(9.223372036854775807E18);
                    assertThat(r.getBoolean("b")).isTrue();
                    assertThat(r.getBigDecimal("big")).isEqualTo(new BigDecimal("123456789012345678901234567890.5"));
                    assertThat(r.getBigDecimal("l")).isEqualTo(new BigDecimal(Long.MAX_VALUE));
                    assertThat(r.has("n")).isTrue();
                    assertThat(r.isNull("n")).isTrue();
                    assertThat(r.has("gone")).isFalse();
                    assertThat(r.isNull("gone")).isFalse();
                    assertThat(r.getString("n")).isNull();
                    assertThat(r.getString("gone")).isNull();
                    assertThat(r.getBigDecimal("gone")).isNull();
                    assertThat(r.getLong("gone", 5)).isEqualTo(5);
                    assertThat(r.getInt("n", 6)).isEqualTo(6);
                    assertThat(r.getDouble("gone", 1.5)).isEqualTo(1.5);
                    assertThat(r.getBoolean("n", true)).isTrue();
                    assertThat(r.has("o")).isTrue();
                    assertThatThrownBy(() -> r.getInt("l")).isInstanceOf(ExtractorCore.WrongShapeException.class)
                            .hasMessageContaining("/0/l");
                    assertThatThrownBy(() -> r.getLong("big")).isInstanceOf(ExtractorCore.WrongShapeException.class);
                    assertThatThrownBy(() -> r.getLong("gone")).isInstanceOf(ExtractorCore.WrongShapeException.class)
                            .hasMessageContaining("no such member");
                    assertThatThrownBy(() -> r.getString("o")).isInstanceOf(ExtractorCore.WrongShapeException.class)
                            .hasMessageContaining("START_OBJECT");
                    assertThatThrownBy(() -> r.getBoolean("s")).isInstanceOf(ExtractorCore.WrongShapeException.class);
                    assertThatThrownBy(() -> r.getString("nope")).isInstanceOf(IllegalArgumentException.class);
                    return "ok";
                }).list(ExtractorCore.Input.of(utf8(json)));
        assertThat(out).containsExactly("ok");
    }

    @Test
    void wrongTypeFromGetterNamesFieldPointerAndLocation() {
        String json = "[{\"id\":1},\n{\"id\":\"two\"}]";
        FieldExtractor<Long> ex = FieldExtractor.builder().fields("id").build(r -> r.getLong("id"));
        Throwable t = catchThrowable(() -> ex.list(ExtractorCore.Input.of(utf8(json))));
        assertThat(t).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected VALUE_NUMBER_INT")
                .hasMessageContaining("found VALUE_STRING")
                .hasMessageContaining("'/1/id'");
        assertThat(((StreamReadException) t).getLocation().getLineNr()).isEqualTo(2);
    }

    @Test
    void rejectsObjectWhereArrayExpectedWithPointerAndLocation() {
        String json = "{\"data\":\n  {\"items\": {\"a\":1}}}";
        FieldExtractor<String> ex = FieldExtractor.builder().at("/data/items").fields("a").build(r -> "");
        Throwable t = catchThrowable(() -> ex.list(ExtractorCore.Input.of(utf8(json))));
        assertThat(t).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .isInstanceOf(StreamReadException.class)
                .hasMessageContaining("Expected START_ARRAY but found START_OBJECT at JSON Pointer '/data/items'")
                .hasMessageContaining("line: 2, column: 13");
        StreamReadException e = (StreamReadException) t;
        assertThat(e.getLocation().getLineNr()).isEqualTo(2);
        assertThat(e.getLocation().getColumnNr()).isEqualTo(13);
    }

    @Test
    void rejectsNonObjectElementWithItsPointer() {
        FieldExtractor<String> ex = FieldExtractor.builder().fields("a").build(r -> "");
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(utf8("[{\"a\":1}, 2]"))))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("found VALUE_NUMBER_INT at JSON Pointer '/1'");
    }

    @Test
    void rejectsPointerThatDoesNotResolve() {
        FieldExtractor<String> ex = FieldExtractor.builder().at("/a/3").fields("x").build(r -> "");
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(utf8("{\"a\":[1,2]}"))))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected element 3 but found END_ARRAY");
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(utf8("{\"b\":[1,2]}"))))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected member 'a' but found END_OBJECT");
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(utf8(""))))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("end of input");
    }

    @Test
    void rejectsContentAfterTheRootValue() {
        assertThatThrownBy(() -> SUMMARIES.list(ExtractorCore.Input.of(utf8("[] []"))))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected end of input but found START_ARRAY");
        assertThatThrownBy(() -> SUMMARIES.list(ExtractorCore.Input.of(utf8("[]x")))).isInstanceOf(JsonParseException.class);
        assertThatThrownBy(() -> FieldExtractor.builder().at("/a").fields("x").build(r -> "")
                .list(ExtractorCore.Input.of(utf8("{\"a\":[],\"b\":[}")))).isInstanceOf(JsonParseException.class);
    }

    @Test
    void truncatedInputAtEveryByteOffsetIsAnExceptionNeverAResult() throws IOException {
        byte[] doc = utf8("{\"meta\":{\"n\":2},\"items\":[{\"id\":1,\"t\":\"\u00e9x\",\"o\":{\"a\":[1,2.5e3]}},"
                + "{\"id\":2,\"t\":\"y\",\"o\":null}],\"end\":true}");
        FieldExtractor<String> ex = FieldExtractor.builder().at("/items").fields("id", "t")
                .build(r -> r.getLong("id") + r.getString("t"));
        assertThat(ex.list(ExtractorCore.Input.of(doc))).containsExactly("1\u00e9x", "2y");
        for (int cut = 0; cut < doc.length; cut++) {
            byte[] part = Arrays.copyOf(doc, cut);
            assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(part))).as("cut at %d", cut).isInstanceOf(IOException.class);
            // the lazy iterator throws as well; it never just ends
            assertThatThrownBy(() -> {
                try (ExtractorCore.CloseableIterator<String> it = ex.iterator(ExtractorCore.Input.of(part))) {
                    while (it.hasNext()) {
                        it.next();
                    }
                }
            }).as("iterator cut at %d", cut).isInstanceOfAny(IOException.class, UncheckedIOException.class);
        }
    }

    @Test
    void lazyIteratorClosesItsInputAtEndOnErrorAndOnEarlyClose() throws IOException {
        byte[] feed = utf8(TestData.feed(5, 10, 3));
        TestData.TrackingStream s1 = new TestData.TrackingStream(feed);
        ExtractorCore.CloseableIterator<Summary> it = SUMMARIES.iterator(ExtractorCore.Input.of(s1));
        while (it.hasNext()) {
            it.next();
        }
        assertThat(s1.closed).isTrue();

        TestData.TrackingStream s2 = new TestData.TrackingStream(feed);
        try (Stream<Summary> s = SUMMARIES.stream(ExtractorCore.Input.of(s2))) {
            assertThat(s.findFirst()).isPresent();
        }
        assertThat(s2.closed).isTrue();

        TestData.TrackingStream s3 = new TestData.TrackingStream(Arrays.copyOf(feed, feed.length - 2));
        ExtractorCore.CloseableIterator<Summary> it3 = SUMMARIES.iterator(ExtractorCore.Input.of(s3));
        assertThatThrownBy(() -> it3.forEachRemaining(x -> { }))
                .isInstanceOf(UncheckedIOException.class).hasCauseInstanceOf(JsonParseException.class);
        assertThat(s3.closed).isTrue();

        TestData.TrackingStream s4 = new TestData.TrackingStream(utf8("{\"a\":1}"));
        assertThatThrownBy(() -> SUMMARIES.iterator(ExtractorCore.Input.of(s4))).isInstanceOf(ExtractorCore.WrongShapeException.class);
        assertThat(s4.closed).isTrue();

        TestData.TrackingStream s5 = new TestData.TrackingStream(utf8("[{\"id\":1}]"));
        assertThatThrownBy(() -> FieldExtractor.builder().fields("id").build(r -> {
            throw new IllegalStateException("boom");
        }).forEach(ExtractorCore.Input.of(s5), x -> { })).hasMessage("boom");
        assertThat(s5.closed).isTrue();
    }

    @Test
    void streamReadConstraintsOfTheCallersFactoryApply() {
        JsonFactory strict = JsonFactory.builder().streamReadConstraints(
                StreamReadConstraints.builder().maxNestingDepth(5).maxStringLength(10).build()).build();
        FieldExtractor<String> ex = FieldExtractor.builder().factory(strict).fields("s")
                .build(r -> r.getString("s"));
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(utf8("[{\"x\":[[[[[[1]]]]]]}]"))))
                .isInstanceOf(StreamConstraintsException.class);
        assertThatThrownBy(() -> ex.list(ExtractorCore.Input.of(utf8("[{\"s\":\"01234567890123456789\"}]"))))
                .isInstanceOf(StreamConstraintsException.class);
    }

    @Test
    @Timeout(60)
    void deepNestingIsAConstraintErrorNotAStackOverflow() {
        String deep = "[{\"a\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}]";
        assertThatThrownBy(() -> FieldExtractor.builder().fields("a").build(r -> "").list(ExtractorCore.Input.of(utf8(deep))))
                .isInstanceOf(StreamConstraintsException.class);
        String deepObj = "[{\"a\":" + "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000) + "}]";
        assertThatThrownBy(() -> FieldExtractor.builder().fields("a/a/a/a").build(r -> "").list(ExtractorCore.Input.of(utf8(deepObj))))
                .isInstanceOf(StreamConstraintsException.class);
    }

    @Test
    void builderRejectsBadFieldSelections() {
        assertThatThrownBy(() -> FieldExtractor.builder().fields()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FieldExtractor.builder().fields("a", "a")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FieldExtractor.builder().fields("user", "user/name"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FieldExtractor.builder().build(r -> "")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> FieldExtractor.builder().at("nope")).isInstanceOf(IllegalArgumentException.class);
    }

    // ---------------------------------------------------------------------------------------
    // Real data

    record Tweet(long id, String text, String screenName) {
    }

    @Test
    void twitterStatusesMatchDatabindIncludingExact64BitIds() throws IOException {
        Path file = TestData.corpus("twitter.json");
        List<Tweet> got = FieldExtractor.builder().at("/statuses").fields("id", "text", "user/screen_name")
                .build(r -> new Tweet(r.getLong("id"), r.getString("text"), r.getString("user/screen_name")))
                .list(ExtractorCore.Input.of(file));
        List<Tweet> want = new ArrayList<>();
        for (JsonNode s : MAPPER.readTree(file.toFile()).at("/statuses")) {
            want.add(new Tweet(s.get("id").longValue(), s.get("text").textValue(),
                    s.at("/user/screen_name").textValue()));
        }
        assertThat(got).hasSize(100).isEqualTo(want);
        assertThat(got.get(0).id()).isEqualTo(505874924095815681L);
    }

    @Test
    void citmEventsIsAnObjectSoItIsRejectedAndPerformancesAreRead() throws IOException {
        Path file = TestData.corpus("citm_catalog.json");
        // /events is an object of objects keyed by id: not an array, so a wrong-shape error
        assertThatThrownBy(() -> FieldExtractor.builder().at("/events").fields("id").build(r -> "").list(ExtractorCore.Input.of(file)))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected START_ARRAY but found START_OBJECT at JSON Pointer '/events'");
        List<String> got = FieldExtractor.builder().at("/performances").fields("id", "eventId", "venueCode")
                .build(r -> r.getLong("id") + "|" + r.getLong("eventId") + "|" + r.getString("venueCode"))
                .list(ExtractorCore.Input.of(file));
        List<String> want = new ArrayList<>();
        for (JsonNode p : MAPPER.readTree(file.toFile()).get("performances")) {
            want.add(p.get("id").longValue() + "|" + p.get("eventId").longValue() + "|" + p.get("venueCode").textValue());
        }
        assertThat(got).isNotEmpty().isEqualTo(want);
    }

    @Test
    @Timeout(120)
    void everyInvalidSuiteFileIsAnException() throws IOException {
        FieldExtractor<String> ex = FieldExtractor.builder().fields("a").build(r -> r.getString("a"));
        List<String> silent = new ArrayList<>();
        List<Path> files = TestData.suite("n_");
        assertThat(files).hasSizeGreaterThan(150);
        for (Path f : files) {
            byte[] doc = Files.readAllBytes(f);
            Throwable t = catchThrowable(() -> ex.list(ExtractorCore.Input.of(doc)));
            if (!(t instanceof IOException)) {
                silent.add(f.getFileName() + " -> " + t);
            }
        }
        assertThat(silent).isEmpty();
    }

    @Test
    @Timeout(120)
    void validSuiteFilesAreReadOrRejectedOnlyForTheirShape() throws IOException {
        FieldExtractor<String> ex = FieldExtractor.builder().fields("a").build(r -> "x");
        List<String> bad = new ArrayList<>();
        int read = 0;
        for (Path f : TestData.suite("y_")) {
            byte[] doc = Files.readAllBytes(f);
            JsonNode tree = MAPPER.readTree(doc);
            boolean arrayOfObjects = tree.isArray();
            for (JsonNode e : tree) {
                arrayOfObjects &= e.isObject();
            }
            Throwable t = catchThrowable(() -> ex.list(ExtractorCore.Input.of(doc)));
            if (arrayOfObjects ? t != null : !(t instanceof ExtractorCore.WrongShapeException)) {
                bad.add(f.getFileName() + " -> " + t);
            }
            read += arrayOfObjects ? 1 : 0;
        }
        assertThat(bad).isEmpty();
        assertThat(read).isPositive();
    }

    @Test
    void itsBinderExtractsTheFieldsOfEveryNdjsonLineAndOfStreamedElements() throws IOException {
        FieldExtractor<String> ex = FieldExtractor.builder().fields("id", "user/name")
                .build(r -> r.getLong("id") + ":" + r.getString("user/name"));
        byte[] lines = utf8("{\"id\":1,\"user\":{\"name\":\"a\"},\"body\":\"x\"}\n\n{\"user\":{\"name\":\"b\"},\"id\":2}\n[3]\n");
        List<String> got = new ArrayList<>();
        List<Long> bad = new ArrayList<>();
        NdjsonReader.of(ex.binder()).skipBadLines(b -> bad.add(b.lineNumber())).forEach(lines, got::add);
        assertThat(got).containsExactly("1:a", "2:b");
        assertThat(bad).containsExactly(4L);
        assertThatThrownBy(() -> NdjsonReader.of(ex.binder()).forEach(lines, x -> { }))
                .isInstanceOf(NdjsonReader.LineException.class).hasMessageContaining("Line 4: Expected START_OBJECT");

        byte[] doc = utf8("{\"items\":[{\"id\":1,\"user\":{\"name\":\"a\"}},{\"id\":2}]}");
        assertThat(ElementStream.of(ex.binder()).at("/items").stream(ExtractorCore.Input.of(doc)).collect(Collectors.toList()))
                .containsExactly("1:a", "2:null")
                .isEqualTo(FieldExtractor.builder().at("/items").fields("id", "user/name")
                        .build(r -> r.getLong("id") + ":" + r.getString("user/name")).list(ExtractorCore.Input.of(doc)));
    }
}
