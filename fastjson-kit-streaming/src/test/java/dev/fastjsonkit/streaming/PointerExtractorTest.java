/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.fastjsonkit.streaming.TestData.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

class PointerExtractorTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String DOC = "{\"a\":{\"b\":[10,{\"c\":\"x\"},[true]]},\"k/~\":{\"\":3},"
            + "\"items\":[{\"id\":1,\"n\":null},{\"id\":2},{\"other\":3},{\"id\":4.5}],\"big\":1e400}";

    @Test
    void findsScalarsAtPointersIncludingEscapesAndEmptyNames() throws IOException {
        byte[] doc = utf8(DOC);
        assertThat(PointerExtractor.at("/a/b/0").find(ExtractorCore.Input.of(doc), PointerExtractor.asLong())).contains(10L);
        assertThat(PointerExtractor.at("/a/b/1/c").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).contains("x");
        assertThat(PointerExtractor.at("/a/b/2/0").find(ExtractorCore.Input.of(doc), PointerExtractor.asBoolean())).contains(true);
        assertThat(PointerExtractor.at("/k~1~0/").find(ExtractorCore.Input.of(doc), PointerExtractor.asDouble())).contains(3.0);
        assertThat(PointerExtractor.at("/items/3/id").find(ExtractorCore.Input.of(doc), PointerExtractor.asBigDecimal()))
                .contains(new BigDecimal("4.5"));
        assertThat(PointerExtractor.at("/big").find(ExtractorCore.Input.of(doc), PointerExtractor.asBigDecimal()))
                .contains(new BigDecimal("1e400"));
    }

    @Test
    void absentPathsAndJsonNullGiveEmpty() throws IOException {
        byte[] doc = utf8(DOC);
        assertThat(PointerExtractor.at("/a/zz").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).isEmpty();
        assertThat(PointerExtractor.at("/a/b/9").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).isEmpty();
        assertThat(PointerExtractor.at("/a/b/x").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).isEmpty();
        assertThat(PointerExtractor.at("/a/b/0/deeper").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).isEmpty();
        assertThat(PointerExtractor.at("/items/0/n").find(ExtractorCore.Input.of(doc), PointerExtractor.asString())).isEmpty();
    }

    @Test
    void handsSubtreeToUserFunctionAsPositionedParser() throws IOException {
        byte[] doc = utf8(DOC);
        Optional<JsonNode> node = PointerExtractor.at("/a").find(ExtractorCore.Input.of(doc), p -> MAPPER.readTree(p));
        assertThat(node).contains(MAPPER.readTree(doc).at("/a"));
        // a function that reads only part of the subtree: the rest is skipped
        Optional<String> first = PointerExtractor.at("/a").find(ExtractorCore.Input.of(doc), p -> {
            p.nextToken();
            return p.currentName();
        });
        assertThat(first).contains("b");
        // an ObjectReader bound to a type
        ObjectReader r = MAPPER.readerFor(Map.class);
        assertThat(PointerExtractor.at("/a/b/1").<Map<String, Object>>find(ExtractorCore.Input.of(doc), r::readValue))
                .contains(Map.of("c", "x"));
    }

    @Test
    void wildcardMatchesEveryArrayElementAndObjectMemberInOrder() throws IOException {
        byte[] doc = utf8(DOC);
        assertThat(PointerExtractor.at("/items/*/id").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asBigDecimal()))
                .containsExactly(BigDecimal.ONE, BigDecimal.valueOf(2), new BigDecimal("4.5"));
        assertThat(PointerExtractor.at("/*/b/0").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asLong())).containsExactly(10L);
        assertThat(PointerExtractor.at("/items/*/id").find(ExtractorCore.Input.of(doc), PointerExtractor.asLong())).contains(1L);
        assertThat(PointerExtractor.at("/nothing/*").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asLong())).isEmpty();
        assertThat(PointerExtractor.at("/items/*/*").findAll(ExtractorCore.Input.of(doc), p -> p.getText()))
                .containsExactly("1", "null", "2", "3", "4.5");
    }

    @Test
    void allInputKindsGiveTheSameResult(@TempDir Path tmp) throws IOException {
        byte[] doc = utf8(DOC);
        Path file = tmp.resolve("d.json");
        Files.write(file, doc);
        PointerExtractor ex = PointerExtractor.at("/a/b/1/c");
        assertThat(ex.find(ExtractorCore.Input.of(new ByteArrayInputStream(doc)), PointerExtractor.asString())).contains("x");
        assertThat(ex.find(ExtractorCore.Input.of(new StringReader(DOC)), PointerExtractor.asString())).contains("x");
        assertThat(ex.find(ExtractorCore.Input.of(file), PointerExtractor.asString())).contains("x");
        PointerExtractor all = PointerExtractor.at("/items/*/id");
        assertThat(all.findAll(ExtractorCore.Input.of(new ByteArrayInputStream(doc)), PointerExtractor.asDouble())).hasSize(3);
        assertThat(all.findAll(ExtractorCore.Input.of(new StringReader(DOC)), PointerExtractor.asDouble())).hasSize(3);
        assertThat(all.findAll(ExtractorCore.Input.of(file), PointerExtractor.asDouble())).containsExactly(1.0, 2.0, 4.5);
    }

    @Test
    void scalarReaderRejectsWrongTypeWithPointerAndLocation() {
        Throwable t = catchThrowable(() -> PointerExtractor.at("/items/3/id")
                .find(ExtractorCore.Input.of(utf8("{\"items\":[1,2,3,\n {\"id\":4.5}]}")), PointerExtractor.asLong()));
        assertThat(t).isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected VALUE_NUMBER_INT but found VALUE_NUMBER_FLOAT at JSON Pointer '/items/3/id'")
                .hasMessageContaining("line: 2");
        assertThat(((StreamReadException) t).getLocation().getColumnNr()).isEqualTo(8);
        assertThatThrownBy(() -> PointerExtractor.at("/a").find(ExtractorCore.Input.of(utf8("{\"a\":[1]}")), PointerExtractor.asString()))
                .isInstanceOf(ExtractorCore.WrongShapeException.class).hasMessageContaining("START_ARRAY");
        assertThatThrownBy(() -> PointerExtractor.at("/a").find(ExtractorCore.Input.of(utf8("{\"a\":18446744073709551616}")),
                PointerExtractor.asLong())).hasMessageContaining("out of range");
    }

    @Test
    void readsAndChecksTheRestOfTheDocumentUnlessStopAtMatch() throws IOException {
        byte[] brokenAfter = utf8("{\"a\":1,\"b\":[1,2,}");
        assertThatThrownBy(() -> PointerExtractor.at("/a").find(ExtractorCore.Input.of(brokenAfter), PointerExtractor.asLong()))
                .isInstanceOf(JsonParseException.class);
        assertThat(PointerExtractor.at("/a").stopAtMatch().find(ExtractorCore.Input.of(brokenAfter), PointerExtractor.asLong())).contains(1L);
        assertThatThrownBy(() -> PointerExtractor.at("/a").find(ExtractorCore.Input.of(utf8("{\"a\":1} {}")), PointerExtractor.asLong()))
                .isInstanceOf(ExtractorCore.WrongShapeException.class)
                .hasMessageContaining("Expected end of input but found START_OBJECT");
        // with no match, stopAtMatch still reads everything
        assertThatThrownBy(() -> PointerExtractor.at("/zz").stopAtMatch().find(ExtractorCore.Input.of(brokenAfter), PointerExtractor.asLong()))
                .isInstanceOf(JsonParseException.class);
    }

    @Test
    void readerThatMovesPastTheValueIsRejected() {
        assertThatThrownBy(() -> PointerExtractor.at("/a/0").find(ExtractorCore.Input.of(utf8("{\"a\":[1,2]}")), p -> p.nextToken()))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void truncatedInputAtEveryByteOffsetIsAnExceptionNeverAResult() throws IOException {
        byte[] doc = utf8("{\"x\":[1,{\"y\":\"\u00e9\"}],\"items\":[{\"id\":7},{\"id\":8}],\"z\":{\"q\":[null]}}");
        assertThat(PointerExtractor.at("/items/*/id").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asLong())).containsExactly(7L, 8L);
        for (int cut = 0; cut < doc.length; cut++) {
            byte[] part = Arrays.copyOf(doc, cut);
            assertThatThrownBy(() -> PointerExtractor.at("/items/*/id").findAll(ExtractorCore.Input.of(part), PointerExtractor.asLong()))
                    .as("findAll cut at %d", cut).isInstanceOf(IOException.class);
            assertThatThrownBy(() -> PointerExtractor.at("/items/0/id").find(ExtractorCore.Input.of(part), PointerExtractor.asLong()))
                    .as("find cut at %d", cut).isInstanceOf(IOException.class);
            assertThatThrownBy(() -> PointerExtractor.at("").find(ExtractorCore.Input.of(part), p -> MAPPER.readTree(p)))
                    .as("root cut at %d", cut).isInstanceOf(IOException.class);
        }
    }

    @Test
    void streamReadConstraintsOfTheCallersFactoryApply() {
        JsonFactory f = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(5).build()).build();
        assertThatThrownBy(() -> PointerExtractor.at("/a").factory(f).find(ExtractorCore.Input.of(utf8("{\"a\":1234567890}")),
                PointerExtractor.asLong())).isInstanceOf(StreamConstraintsException.class);
    }

    @Test
    @Timeout(60)
    void deepNestingIsAConstraintErrorNotAStackOverflow() {
        String deep = "[".repeat(200_000);
        assertThatThrownBy(() -> PointerExtractor.at("/0/0/0").find(ExtractorCore.Input.of(utf8(deep)), p -> p.skipChildren()))
                .isInstanceOf(StreamConstraintsException.class);
        assertThatThrownBy(() -> PointerExtractor.at("/*/*/*/*").findAll(ExtractorCore.Input.of(utf8(deep)), p -> p.skipChildren()))
                .isInstanceOf(StreamConstraintsException.class);
    }

    // ---------------------------------------------------------------------------------------
    // Real data

    @Test
    void twitterValuesMatchDatabindAndObjectReaderAt() throws IOException {
        Path file = TestData.corpus("twitter.json");
        byte[] doc = Files.readAllBytes(file);
        JsonNode tree = MAPPER.readTree(doc);
        List<Long> ids = PointerExtractor.at("/statuses/*/id").findAll(ExtractorCore.Input.of(file), PointerExtractor.asLong());
        List<String> texts = PointerExtractor.at("/statuses/*/text").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asString());
        List<String> names = PointerExtractor.at("/statuses/*/user/screen_name").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asString());
        List<Long> wantIds = new ArrayList<>();
        List<String> wantTexts = new ArrayList<>();
        List<String> wantNames = new ArrayList<>();
        for (JsonNode s : tree.get("statuses")) {
            wantIds.add(s.get("id").longValue());
            wantTexts.add(s.get("text").textValue());
            wantNames.add(s.at("/user/screen_name").textValue());
        }
        assertThat(ids).hasSize(100).isEqualTo(wantIds);
        assertThat(texts).isEqualTo(wantTexts);
        assertThat(names).isEqualTo(wantNames);
        // single values and subtrees agree with ObjectReader.at()
        for (String ptr : List.of("/statuses/0/id", "/statuses/57/user/screen_name", "/search_metadata/max_id")) {
            JsonNode viaAt = MAPPER.reader().at(ptr).readTree(doc);
            assertThat(PointerExtractor.at(ptr).find(ExtractorCore.Input.of(doc), p -> MAPPER.readTree(p))).as(ptr).contains(viaAt);
        }
        assertThat(PointerExtractor.at("/statuses/3/user").find(ExtractorCore.Input.of(doc), p -> MAPPER.readTree(p)))
                .contains(tree.at("/statuses/3/user"));
    }

    @Test
    void citmEventsObjectOfObjectsByPointerAndWildcard() throws IOException {
        Path file = TestData.corpus("citm_catalog.json");
        JsonNode tree = MAPPER.readTree(file.toFile());
        assertThat(PointerExtractor.at("/events/138586341/name").find(ExtractorCore.Input.of(file), PointerExtractor.asString()))
                .contains(tree.at("/events/138586341/name").textValue());
        // the wildcard also walks object members: the name of every event, in document order
        List<String> names = PointerExtractor.at("/events/*/name").findAll(ExtractorCore.Input.of(file), PointerExtractor.asString());
        List<String> want = new ArrayList<>();
        for (Iterator<JsonNode> it = tree.get("events").elements(); it.hasNext(); ) {
            want.add(it.next().get("name").textValue());
        }
        assertThat(names).hasSize(tree.get("events").size()).isEqualTo(want);
    }

    @Test
    @Timeout(120)
    void everyInvalidSuiteFileIsAnException() throws IOException {
        List<String> silent = new ArrayList<>();
        List<Path> files = TestData.suite("n_");
        assertThat(files).hasSizeGreaterThan(150);
        ExtractorCore.Binder<Object> skip = p -> {
            p.skipChildren();
            return "read";
        };
        for (Path f : files) {
            byte[] doc = Files.readAllBytes(f);
            for (String ptr : List.of("", "/0", "/*", "/a/*/b")) {
                Throwable t = catchThrowable(() -> PointerExtractor.at(ptr).findAll(ExtractorCore.Input.of(doc), skip));
                if (!(t instanceof IOException)) {
                    silent.add(f.getFileName() + " at '" + ptr + "' -> " + t);
                }
                Throwable t2 = catchThrowable(() -> PointerExtractor.at(ptr).find(ExtractorCore.Input.of(doc), JsonParser::getText));
                if (!(t2 instanceof IOException)) {
                    silent.add(f.getFileName() + " find at '" + ptr + "' -> " + t2);
                }
            }
        }
        assertThat(silent).isEmpty();
    }

    @Test
    @Timeout(120)
    void everyValidSuiteFileIsReadLikeDatabind() throws IOException {
        List<String> bad = new ArrayList<>();
        for (Path f : TestData.suite("y_")) {
            byte[] doc = Files.readAllBytes(f);
            JsonNode want = MAPPER.readTree(doc);
            Throwable t = catchThrowable(() -> {
                Optional<JsonNode> got = PointerExtractor.at("").find(ExtractorCore.Input.of(doc), p -> MAPPER.readTree(p));
                if (!got.orElse(MAPPER.nullNode()).equals(want)) {
                    throw new AssertionError("differs: " + got);
                }
            });
            if (t != null) {
                bad.add(f.getFileName() + " -> " + t);
            }
        }
        assertThat(bad).isEmpty();
    }
}
