/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.TypeBindings;
import com.fasterxml.jackson.databind.type.TypeFactory;
import com.fasterxml.jackson.databind.type.TypeModifier;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Strict whole-document reads: every entry point that reads a whole source rejects content after
 * the root value with a Jackson exception naming line and column, on the shared mapper, on
 * builder-made mappers, their copies and their readers; binding from a positioned parser and
 * {@code readValues} sequences keep working. JSONTestSuite through {@code json().readTree} and
 * {@code json().readValue(…, Object.class)} runs in {@link FastMappersConformanceTest}.
 */
class WholeDocumentMapperTest {

    /** Trailing content, what the exception must say, and on which line (the column is plain Jackson's). */
    private static final String[][] TRAILING = {
        {"{\"a\":1} {\"a\":2}", "Trailing token", "line: 1, column: "},
        {"{\"a\":1}xyz", "Unrecognized token 'xyz'", "line: 1, column: "},
        {"{\"a\":1}\n\n  ]", "Unexpected close marker ']'", "line: 3, column: "},
        {"{\"a\":1},", "Unexpected character (','", "line: 1, column: "},
    };

    /** Plain Jackson with the feature on: the exact message, column included, must be its. */
    private static final ObjectMapper PLAIN = JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    public static class Item {
        public int a;
    }

    interface Read {
        Object read(String doc, Path file) throws Exception;
    }

    /** Every whole-source entry point of {@code m} and of its readers, by name. */
    private static Map<String, Read> entryPoints(ObjectMapper m) {
        ObjectReader r = m.readerFor(Item.class);
        ObjectReader tree = m.readerFor(JsonNode.class);
        return Map.ofEntries(
                Map.entry("readValue(String)", (d, f) -> m.readValue(d, Item.class)),
                Map.entry("readValue(String, TypeReference)", (d, f) -> m.readValue(d, new TypeReference<Map<String, Integer>>() {})),
                Map.entry("readValue(byte[])", (d, f) -> m.readValue(utf8(d), Object.class)),
                Map.entry("readValue(byte[], off, len)", (d, f) -> m.readValue(utf8(d + " {}"), 0, utf8(d).length, Item.class)),
                Map.entry("readValue(InputStream)", (d, f) -> m.readValue(new ByteArrayInputStream(utf8(d)), Item.class)),
                Map.entry("readValue(Reader)", (d, f) -> m.readValue(new StringReader(d), Item.class)),
                Map.entry("readValue(File)", (d, f) -> m.readValue(f.toFile(), Item.class)),
                Map.entry("readValue(URL)", (d, f) -> m.readValue(f.toUri().toURL(), Item.class)),
                Map.entry("readValue(Files.newInputStream(Path))", (d, f) -> m.readValue(Files.newInputStream(f), Item.class)),
                Map.entry("readTree(String)", (d, f) -> m.readTree(d)),
                Map.entry("readTree(byte[])", (d, f) -> m.readTree(utf8(d))),
                Map.entry("readTree(InputStream)", (d, f) -> m.readTree(new ByteArrayInputStream(utf8(d)))),
                Map.entry("readTree(Reader)", (d, f) -> m.readTree(new StringReader(d))),
                Map.entry("readTree(File)", (d, f) -> m.readTree(f.toFile())),
                Map.entry("readTree(URL)", (d, f) -> m.readTree(f.toUri().toURL())),
                Map.entry("reader.readValue(String)", (d, f) -> r.readValue(d)),
                Map.entry("reader.readValue(byte[])", (d, f) -> r.readValue(utf8(d))),
                Map.entry("reader.readValue(InputStream)", (d, f) -> r.readValue(new ByteArrayInputStream(utf8(d)))),
                Map.entry("reader.readValue(Reader)", (d, f) -> r.readValue(new StringReader(d))),
                Map.entry("reader.readValue(File)", (d, f) -> r.readValue(f.toFile())),
                Map.entry("reader.readValue(URL)", (d, f) -> r.readValue(f.toUri().toURL())),
                Map.entry("reader.forType(Map).with(feature).readValue", (d, f) -> r.forType(Map.class)
                        .with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).readValue(d)),
                Map.entry("reader.readTree(String)", (d, f) -> r.readTree(d)),
                Map.entry("reader.readTree(InputStream)", (d, f) -> r.readTree(new ByteArrayInputStream(utf8(d)))),
                Map.entry("readerFor(JsonNode).readValue(byte[])", (d, f) -> tree.readValue(utf8(d))));
    }

    private static void rejectsTrailingContentEverywhere(ObjectMapper m, Path dir) throws Exception {
        assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isTrue();
        int n = 0;
        for (String[] c : TRAILING) {
            Path file = Files.writeString(dir.resolve("doc" + n++ + ".json"), c[0]);
            Map<String, Read> plain = entryPoints(PLAIN);
            for (Map.Entry<String, Read> e : entryPoints(m).entrySet()) {
                String jackson = catchThrowable(() -> plain.get(e.getKey()).read(c[0], file)).getMessage();
                assertThatThrownBy(() -> e.getValue().read(c[0], file)).as("%s of %s", e.getKey(), c[0])
                        .isInstanceOf(JsonProcessingException.class)
                        .hasMessageContaining(c[1]).hasMessageContaining(c[2]).hasMessage(jackson);
            }
            Path clean = Files.writeString(dir.resolve("clean" + n + ".json"), "{\"a\":1}\n ");
            for (Map.Entry<String, Read> e : entryPoints(m).entrySet()) {
                assertThat(e.getValue().read("{\"a\":1}\n ", clean)).as(e.getKey()).isNotNull();
            }
        }
    }

    @Test
    void sharedMapperRejectsContentAfterTheRootValueFromEveryWholeSource(@TempDir Path dir) throws Exception {
        rejectsTrailingContentEverywhere(FastMappers.json(), dir);
    }

    @Test
    void builtMappersTheirCopiesAndRebuildsRejectContentAfterTheRootValue(@TempDir Path dir) throws Exception {
        JsonMapper built = FastMappers.builder().build();
        rejectsTrailingContentEverywhere(built, dir);
        rejectsTrailingContentEverywhere(built.copy(), dir);
        rejectsTrailingContentEverywhere(built.rebuild().build(), dir);
        rejectsTrailingContentEverywhere(FastMappers.json().copy(), dir);
        rejectsTrailingContentEverywhere(FastMappers.builder().fastDoubleWriter(false).blackbird(false).build(), dir);
    }

    @Test
    void cachedReadersOfTheSharedMapperRejectContentAfterTheRootValue() {
        for (ObjectReader r : List.of(FastMappers.reader(Item.class), FastMappers.reader(new TypeReference<List<Item>>() {}),
                FastMappers.cache(FastMappers.builder().build()).reader(Item.class))) {
            boolean list = r.getValueType().isCollectionLikeType();
            String doc = list ? "[{\"a\":1}] []" : "{\"a\":1} {}";
            assertThatThrownBy(() -> r.readValue(doc)).as(r.getValueType().toString())
                    .isInstanceOf(MismatchedInputException.class).hasMessageContaining("Trailing token")
                    .hasMessageContaining("line: 1, column: ");
        }
    }

    @Test
    void pointerReadersKeepTheStrictness() throws Exception {
        ObjectReader at = FastMappers.reader(Item.class).at("/item");
        assertThat(at).isInstanceOf(WholeDocumentReader.class);
        assertThat(at.<Item>readValue("{\"item\":{\"a\":3}}").a).isEqualTo(3);
        String jackson = catchThrowable(() -> PLAIN.readerFor(Item.class).at("/item").readValue("{\"item\":{\"a\":3}} x"))
                .getMessage();
        assertThatThrownBy(() -> at.readValue("{\"item\":{\"a\":3}} x")).isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("line: 1, column: ").hasMessage(jackson);
    }

    @Test
    void emptyInputFailsTheStrictTreeReadLikeReadValue() throws Exception {
        assertThatThrownBy(() -> FastMappers.json().readTree(""))
                .isInstanceOf(MismatchedInputException.class).hasMessageContaining("No content to map");
        assertThatThrownBy(() -> FastMappers.json().readTree(new ByteArrayInputStream(new byte[0])))
                .isInstanceOf(MismatchedInputException.class);
        assertThatThrownBy(() -> FastMappers.json().readValue(" ", Object.class))
                .isInstanceOf(MismatchedInputException.class);
        assertThat(FastMappers.builder().rejectTrailingTokens(false).build().readTree("").isMissingNode()).isTrue();
    }

    /** The extractors' and users' pattern: bind one element, then the parser points at the next. */
    private static void bindsElementsFromAPositionedParser(ObjectMapper m) throws Exception {
        String doc = "[{\"a\":1},{\"a\":2},{\"a\":3},{\"a\":4},{\"a\":5},{\"a\":6}] trailing";
        ObjectReader r = m.readerFor(Item.class);
        List<Integer> seen = new ArrayList<>();
        try (JsonParser p = m.getFactory().createParser(doc)) {
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_ARRAY);
            p.nextToken();
            seen.add(m.readValue(p, Item.class).a);
            p.nextToken();
            seen.add(m.<Item>readValue(p, new TypeReference<Item>() {}).a);
            p.nextToken();
            seen.add(m.<Item>readValue(p, m.constructType(Item.class)).a);
            p.nextToken();
            seen.add(r.<Item>readValue(p).a);
            p.nextToken();
            seen.add(m.<JsonNode>readTree(p).get("a").asInt());
            p.nextToken();
            seen.add(r.<JsonNode>readTree(p).get("a").asInt());
            assertThat(p.nextToken()).isEqualTo(JsonToken.END_ARRAY);
        }
        assertThat(seen).containsExactly(1, 2, 3, 4, 5, 6);
        try (JsonParser p = m.getFactory().createParser("{\"a\":7} {\"a\":8}")) {
            assertThat(r.withValueToUpdate(new Item()).<Item>readValue(p).a).isEqualTo(7);
            assertThat(r.<Item>readValue(p).a).isEqualTo(8);
        }
    }

    @Test
    void bindingOneValueFromAPositionedParserDoesNotLookAtWhatFollows() throws Exception {
        bindsElementsFromAPositionedParser(FastMappers.json());
        bindsElementsFromAPositionedParser(FastMappers.builder().build());
        bindsElementsFromAPositionedParser(FastMappers.json().copy());
    }

    @Test
    void readValuesSequencesReadEveryDocument() throws Exception {
        String ndjson = "{\"a\":1}\n{\"a\":2}\n{\"a\":3}\n";
        try (MappingIterator<Item> it = FastMappers.reader(Item.class).readValues(ndjson)) {
            assertThat(it.readAll()).extracting(i -> i.a).containsExactly(1, 2, 3);
        }
        try (JsonParser p = FastMappers.json().createParser(ndjson);
             MappingIterator<Item> it = FastMappers.json().readValues(p, Item.class)) {
            assertThat(it.readAll()).extracting(i -> i.a).containsExactly(1, 2, 3);
        }
    }

    @Test
    void switchOffRestoresJackson2sLenientWholeDocumentReads() throws Exception {
        JsonMapper lenient = FastMappers.builder().rejectTrailingTokens(false).build();
        assertThat(lenient.readValue("{\"a\":1} {\"a\":2}", Item.class).a).isEqualTo(1);
        assertThat(lenient.readTree("[1]]").size()).isEqualTo(1);
        assertThat(lenient.readerFor(Item.class).<Item>readValue("{\"a\":1}xyz").a).isEqualTo(1);
        bindsElementsFromAPositionedParser(lenient);
    }

    /** Turns every {@code Map} root into a {@code TreeMap}, to see which type factory a read used. */
    private static final class SortedMaps extends TypeModifier {
        private final JavaType sorted = TypeFactory.defaultInstance().constructMapType(TreeMap.class, String.class, Object.class);

        @Override
        public JavaType modifyType(JavaType type, Type jdkType, TypeBindings context, TypeFactory typeFactory) {
            return type.getRawClass() == Map.class ? sorted : type;
        }
    }

    @Test
    void readValueOfAClassTakesTheRootTypeOfTheCurrentTypeFactory() throws Exception {
        JsonMapper m = FastMappers.builder().build();
        byte[] doc = utf8("{\"b\":1,\"a\":2}");
        assertThat(m.readValue(doc, Map.class)).isInstanceOf(LinkedHashMap.class);
        m.setTypeFactory(m.getTypeFactory().withModifier(new SortedMaps()));
        assertThat(m.readValue(doc, Map.class)).isInstanceOf(TreeMap.class);
        assertThat(m.readValue(doc, 0, doc.length, Map.class)).isInstanceOf(TreeMap.class);
        assertThat(m.readValue(new ByteArrayInputStream(doc), Map.class)).isInstanceOf(TreeMap.class);
        assertThat(m.readValue(new String(doc, StandardCharsets.UTF_8), Map.class)).isInstanceOf(TreeMap.class);
        assertThat(m.constructType(Map.class).getRawClass()).isEqualTo(TreeMap.class);
        assertThat(m.constructType(Item.class)).isEqualTo(m.getTypeFactory().constructType(Item.class));
        assertThat(FastMappers.json().readValue(doc, Map.class)).isInstanceOf(LinkedHashMap.class);
        assertThat(FastMappers.json().constructType(Map.class).getRawClass()).isEqualTo(Map.class);
        assertThatThrownBy(() -> FastMappers.json().constructType((Type) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(catchThrowable(() -> PLAIN.constructType((Type) null)).getMessage());
    }

    /** {@code readValue(…, Class)} of each source with a null type, then with a null source. */
    private static List<Read> nullArguments(ObjectMapper m) {
        return List.of(
                (d, f) -> m.readValue(utf8(d), (Class<?>) null),
                (d, f) -> m.readValue(utf8(d), 0, 2, (Class<?>) null),
                (d, f) -> m.readValue(new ByteArrayInputStream(utf8(d)), (Class<?>) null),
                (d, f) -> m.readValue(d, (Class<?>) null),
                (d, f) -> m.readValue((byte[]) null, Item.class),
                (d, f) -> m.readValue((byte[]) null, 0, 2, Item.class),
                (d, f) -> m.readValue((java.io.InputStream) null, Item.class),
                (d, f) -> m.readValue((String) null, Item.class));
    }

    @Test
    void readValueOfAClassFailsAsJacksonDoesOnNullArguments() {
        List<Read> plain = nullArguments(PLAIN);
        for (ObjectMapper m : List.of(FastMappers.json(), FastMappers.builder().build())) {
            List<Read> reads = nullArguments(m);
            for (int i = 0; i < reads.size(); i++) {
                Read r = reads.get(i);
                Read jackson = plain.get(i);
                Throwable expected = catchThrowable(() -> jackson.read("{}", null));
                assertThat(expected).as("case %d", i).isNotNull();
                assertThatThrownBy(() -> r.read("{}", null)).as("case %d", i)
                        .isInstanceOf(expected.getClass()).hasMessage(expected.getMessage());
            }
        }
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
