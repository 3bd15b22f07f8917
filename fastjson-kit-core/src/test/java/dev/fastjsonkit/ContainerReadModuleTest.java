/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The kit's {@code Object} and {@code JsonNode} reading ({@link ContainerReadModule}) against
 * databind's own deserializers on the same engine (the same builder with
 * {@code containerReads(false)}) and against plain {@code new ObjectMapper()}: the same values
 * (classes of every value and node, key order) or the same exception class and message (with its
 * location), over the corpus, JSONTestSuite, generated and truncated documents, byte[] and
 * 1-9-byte InputStreams, every read path, binds from a positioned parser (the parser's state
 * afterwards), and each feature that changes the values switched on.
 */
@Tag("fidelity")
class ContainerReadModuleTest {

    /** The mapper under test and its reference: the same configuration, the kit's reads off. */
    static ObjectMapper[] pair(Consumer<FastMappers.Builder> config) {
        return pair(b -> b.containerReads(false), config);
    }

    /** The mapper under test and its reference: the same configuration, the reference with {@code off} applied. */
    static ObjectMapper[] pair(Consumer<FastMappers.Builder> off, Consumer<FastMappers.Builder> config) {
        FastMappers.Builder on = FastMappers.builder();
        FastMappers.Builder ref = FastMappers.builder();
        off.accept(ref);
        config.accept(on);
        config.accept(ref);
        return new ObjectMapper[] {on.build(), ref.build()};
    }

    private static final ObjectMapper[] DEFAULTS = pair(b -> { });
    private static final ObjectMapper KIT = DEFAULTS[0];
    private static final ObjectMapper REF = DEFAULTS[1];

    private static int compared;

    private static void assertSameReads(ObjectMapper kit, ObjectMapper ref, String label, byte[] doc, long seed) {
        for (ContainerReads.Path path : ContainerReads.Path.values()) {
            String want = ContainerReads.read(ref, doc, path, seed);
            String got = ContainerReads.read(kit, doc, path, seed);
            compared++;
            if (!want.equals(got)) {
                assertThat(got).as("%s, %s, doc %s", label, path, new String(doc, StandardCharsets.UTF_8)).isEqualTo(want);
            }
        }
    }

    private static void assertSamePositioned(ObjectMapper kit, ObjectMapper ref, String label, byte[] doc, long seed) {
        int n = Math.min(ContainerReads.containers(ref, doc), 6);
        for (int skip = 0; skip < n; skip++) {
            for (Class<?> type : List.of(Object.class, JsonNode.class)) {
                for (boolean stream : new boolean[] {false, true}) {
                    String want = ContainerReads.positioned(ref, doc, skip, type, stream, seed);
                    String got = ContainerReads.positioned(kit, doc, skip, type, stream, seed);
                    compared++;
                    if (!want.equals(got)) {
                        assertThat(got).as("%s, container %d as %s, stream %s", label, skip, type.getSimpleName(), stream)
                                .isEqualTo(want);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("dev.fastjsonkit.CorpusFidelityTest#corpusFiles")
    void readsTheCorpusAsDatabindAndPlainJacksonDo(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        assertSameReads(KIT, REF, name, doc, 1);
        ObjectMapper plain = new ObjectMapper();
        for (ContainerReads.Path path : List.of(ContainerReads.Path.TREE, ContainerReads.Path.OBJECT,
                ContainerReads.Path.RAW_MAP, ContainerReads.Path.MAP, ContainerReads.Path.TREE_STREAM)) {
            assertThat(ContainerReads.read(KIT, doc, path, 7)).as("%s %s", name, path)
                    .isEqualTo(ContainerReads.read(plain, doc, path, 7));
        }
    }

    @ParameterizedTest
    @MethodSource("dev.fastjsonkit.CorpusFidelityTest#corpusFiles")
    void keysAreTheSymbolTablesInternedStrings(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        KIT.readTree(doc); // the second read finds every name in the symbol table
        assertKeysInterned(KIT.readValue(doc, Object.class));
        JsonNode tree = KIT.readTree(doc);
        assertThat(tree).isEqualTo(new ObjectMapper().readTree(doc));
        assertKeysInterned(KIT.convertValue(tree, Object.class));
    }

    private static void assertKeysInterned(Object v) {
        if (v instanceof Map<?, ?> m) {
            for (Map.Entry<?, ?> e : m.entrySet()) {
                assertThat(e.getKey()).isSameAs(((String) e.getKey()).intern());
                assertKeysInterned(e.getValue());
            }
        } else if (v instanceof List<?> l) {
            l.forEach(ContainerReadModuleTest::assertKeysInterned);
        }
    }

    @Test
    void readsJsonTestSuiteAsDatabindDoes() {
        java.nio.file.Path folder = ConformanceCase.jsonTestSuiteFolder();
        assumeTrue(folder != null, "shared/data/JSONTestSuite/test_parsing not found: the conformance check is skipped");
        List<ConformanceCase> cases = ConformanceCase.jsonTestSuite(folder);
        assertThat(cases).hasSizeGreaterThan(300);
        long seed = 0;
        for (ConformanceCase c : cases) {
            assertSameReads(KIT, REF, c.toString(), c.bytes(), seed++);
            assertSamePositioned(KIT, REF, c.toString(), c.bytes(), seed);
        }
    }

    @Test
    void readsGeneratedDocumentsAsDatabindDoes() {
        Random r = new Random(20261123);
        for (int i = 0; i < 400; i++) {
            byte[] doc = i % 2 == 0 ? EngineDocuments.document(r, 50 + r.nextInt(i < 380 ? 3000 : 40000))
                    : Shapes.document(r, 2 + r.nextInt(i < 380 ? 300 : 3000));
            assertSameReads(KIT, REF, "doc " + i, doc, i);
            if (i % 4 < 2) {
                assertSamePositioned(KIT, REF, "doc " + i, doc, i);
            }
        }
        assertThat(compared).isGreaterThan(3000);
    }

    @Test
    void readsEveryTruncationAsDatabindDoes() {
        Random r = new Random(7);
        List<byte[]> docs = new ArrayList<>();
        docs.add(utf8("{\"a\":[1,-0,2.5e3,true,false,null,\"x\\u00e9\\n\"],\"b\":{\"c\":{}},\"d\":[[]],\"e\":\"\u00e9\u20ac\"}"));
        docs.add(utf8("[{\"id\":1,\"id\":2},\r\n {\"n\" :  12345678901, \"m\": -9223372036854775808}, 1e400, 0.1]"));
        for (int i = 0; i < 8; i++) {
            docs.add(Shapes.document(r, 20));
        }
        for (byte[] doc : docs) {
            for (int len = 0; len <= doc.length; len++) {
                byte[] cut = java.util.Arrays.copyOf(doc, len);
                assertSameReads(KIT, REF, "truncated at " + len, cut, len);
            }
            assertSamePositioned(KIT, REF, "whole", doc, 3);
        }
    }

    private static final String NOT_CANONICAL = "names not canonicalized";
    private static final String NOT_INTERNED = "names not interned";

    static Stream<Object[]> configurations() {
        return Stream.of(
                new Object[] {"USE_BIG_INTEGER_FOR_INTS", feature(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)},
                new Object[] {"USE_LONG_FOR_INTS", feature(DeserializationFeature.USE_LONG_FOR_INTS)},
                new Object[] {"USE_BIG_DECIMAL_FOR_FLOATS", feature(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)},
                new Object[] {"USE_JAVA_ARRAY_FOR_JSON_ARRAY", feature(DeserializationFeature.USE_JAVA_ARRAY_FOR_JSON_ARRAY)},
                new Object[] {"FAIL_ON_READING_DUP_TREE_KEY", feature(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)},
                new Object[] {"READ_NULL_PROPERTIES off", (Consumer<FastMappers.Builder>) b -> b.customize(
                        m -> m.disable(JsonNodeFeature.READ_NULL_PROPERTIES))},
                new Object[] {"STRICT_DUPLICATE_DETECTION", (Consumer<FastMappers.Builder>) b -> b.customize(
                        m -> m.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION))},
                new Object[] {"ALLOW_COMMENTS and trailing commas", (Consumer<FastMappers.Builder>) b -> b.customize(
                        m -> m.enable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_TRAILING_COMMA,
                                JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS, JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS))},
                new Object[] {NOT_CANONICAL, (Consumer<FastMappers.Builder>) b -> { }},
                new Object[] {NOT_INTERNED, (Consumer<FastMappers.Builder>) b -> { }},
                new Object[] {"exact big decimals", (Consumer<FastMappers.Builder>) b -> b.customize(
                        m -> m.nodeFactory(JsonNodeFactory.withExactBigDecimals(true)))},
                new Object[] {"a JsonNodeFactory subclass", (Consumer<FastMappers.Builder>) b -> b.customize(
                        m -> m.nodeFactory(new JsonNodeFactory(false) {
                            private static final long serialVersionUID = 1L;
                        }))},
                new Object[] {"no fast double parser", (Consumer<FastMappers.Builder>) b -> b.fastDoubleParser(false)},
                new Object[] {"tight stream-read limits", (Consumer<FastMappers.Builder>) b -> b.streamReadConstraints(
                        StreamReadConstraints.builder().maxNestingDepth(12).maxNumberLength(12).maxStringLength(30)
                                .maxNameLength(9).build())},
                new Object[] {"a token limit", (Consumer<FastMappers.Builder>) b -> b.streamReadConstraints(
                        StreamReadConstraints.builder().maxTokenCount(200).build())},
                new Object[] {"trailing tokens allowed", (Consumer<FastMappers.Builder>) b -> b.rejectTrailingTokens(false)});
    }

    private static Consumer<FastMappers.Builder> feature(DeserializationFeature f) {
        return b -> b.customize(m -> m.enable(f));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void readsAsDatabindDoesWithEachFeature(String name, Consumer<FastMappers.Builder> config) {
        ObjectMapper[] mappers = pair(config);
        for (ObjectMapper m : mappers) { // factory features: set on the built mapper's factory
            if (name.equals(NOT_CANONICAL)) {
                m.getFactory().disable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES);
            } else if (name.equals(NOT_INTERNED)) {
                m.getFactory().disable(JsonFactory.Feature.INTERN_FIELD_NAMES);
            }
        }
        Random r = new Random(name.hashCode());
        for (int i = 0; i < 60; i++) {
            byte[] doc = i % 3 == 0 ? EngineDocuments.document(r, 50 + r.nextInt(2000)) : Shapes.document(r, 2 + r.nextInt(200));
            assertSameReads(mappers[0], mappers[1], name + " doc " + i, doc, i);
            if (i % 6 == 0) {
                assertSamePositioned(mappers[0], mappers[1], name + " doc " + i, doc, i);
            }
        }
    }

    /** A bean holding the three kinds of values the module reads. */
    public static final class Holder {
        public Object any;
        public Map<String, Object> map;
        public JsonNode node;
        public List<Object> list;
    }

    @Test
    void readsValuesInsideBeansAndThroughOtherParsersAsDatabindDoes() throws IOException {
        Random r = new Random(11);
        for (int i = 0; i < 150; i++) {
            byte[] value = Shapes.object(r, 2 + r.nextInt(100));
            String v = new String(value, StandardCharsets.UTF_8);
            byte[] doc = utf8("{\"any\":" + v + ",\"map\":" + v + ",\n\"node\":" + v + ",\"list\":[" + v + "," + v + "]}");
            String want = describeHolder(REF, doc);
            assertThat(describeHolder(KIT, doc)).as(v).isEqualTo(want);
            JsonNode tree = KIT.readTree(doc);
            assertThat(ContainerReads.describe(KIT.treeToValue(tree, Object.class)))
                    .isEqualTo(ContainerReads.describe(REF.treeToValue(REF.readTree(doc), Object.class)));
            assertThat(ContainerReads.describe(KIT.convertValue(KIT.readValue(doc, Object.class), JsonNode.class)))
                    .isEqualTo(ContainerReads.describe(REF.convertValue(REF.readValue(doc, Object.class), JsonNode.class)));
            assertThat(ContainerReads.describe(KIT.readValue(v, Object.class)))
                    .isEqualTo(ContainerReads.describe(REF.readValue(value, Object.class)));
        }
    }

    private static String describeHolder(ObjectMapper m, byte[] doc) {
        try {
            Holder h = m.readValue(doc, Holder.class);
            return ContainerReads.describe(h.any) + ContainerReads.describe(h.map) + ContainerReads.describe(h.node)
                    + ContainerReads.describe(h.list);
        } catch (IOException e) {
            return ContainerReads.failure(e);
        }
    }

    @Test
    void aDeserializerAModuleRegistersStillWins() throws IOException {
        class Fixed<T> extends StdDeserializer<T> {
            private static final long serialVersionUID = 1L;
            private final T value;

            Fixed(Class<T> type, T value) {
                super(type);
                this.value = value;
            }

            @Override
            public T deserialize(JsonParser p, com.fasterxml.jackson.databind.DeserializationContext c) throws IOException {
                p.skipChildren();
                return value;
            }
        }
        SimpleModule module = new SimpleModule();
        module.addDeserializer(JsonNode.class, new Fixed<>(JsonNode.class, JsonNodeFactory.instance.textNode("mine")));
        module.addDeserializer(Object.class, new Fixed<>(Object.class, "mine"));
        module.addDeserializer(String.class, new Fixed<>(String.class, "str"));
        ObjectMapper m = FastMappers.builder().addModule(module).build();
        byte[] doc = utf8("{\"a\":{\"b\":[1,\"x\"]}}");
        assertThat(m.readTree(doc).asText()).isEqualTo("mine");
        assertThat(m.readValue(doc, Object.class)).isEqualTo("mine");
        assertThat(m.readValue(doc, ContainerReads.MAP)).isEqualTo(Map.of("a", "mine"));

        SimpleModule strings = new SimpleModule();
        strings.addDeserializer(String.class, new Fixed<>(String.class, "str"));
        ObjectMapper s = FastMappers.builder().addModule(strings).build();
        ObjectMapper plain = JsonMapper.builder().addModule(strings).build();
        assertThat(s.readValue(doc, Object.class)).isEqualTo(plain.readValue(doc, Object.class))
                .isEqualTo(Map.of("a", Map.of("b", List.of(1, "str"))));
    }

    /**
     * Objects whose members the scan collects before making their map: 0 to 40 members (past the
     * sizes where an empty map would grow its table), nested in each other, names given twice at
     * the start, middle and end (the first place kept, the last value), a null replaced and
     * replacing, read to {@code Object} and {@code JsonNode} on every path, and with duplicates
     * failing a tree read; then a scan that stops inside a long object (an escaped name) and
     * documents read after it by the same thread's kept parser.
     */
    @Test
    void readsObjectsOfManyMembersAndDuplicateNamesAsDatabindDoes() throws IOException {
        ObjectMapper[] dups = pair(feature(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY));
        Random r = new Random(17);
        for (int n = 0; n <= 40; n++) {
            for (int variant = 0; variant < 4; variant++) {
                StringBuilder doc = new StringBuilder("{");
                for (int i = 0; i < n; i++) {
                    int dup = variant == 0 ? -1 : variant == 1 ? 0 : variant == 2 ? n / 2 : n - 1;
                    String name = i > 0 && i == n - 1 && dup >= 0 && dup < i ? "m" + dup : "m" + i;
                    doc.append(i == 0 ? "" : ",").append('"').append(name).append("\":");
                    int kind = r.nextInt(5);
                    doc.append(kind == 0 ? "null" : kind == 1 ? "\"v" + i + "\"" : kind == 2 ? String.valueOf(i)
                            : kind == 3 ? "{\"in\":" + i + ",\"m0\":[" + i + "]}" : "[true,{}]");
                }
                doc.append('}');
                String nested = "[" + doc + ",{\"outer\":" + doc + ",\"after\":1}]";
                for (String d : List.of(doc.toString(), nested)) {
                    assertSameReads(KIT, REF, "n " + n + " variant " + variant, utf8(d), n);
                    assertSameReads(dups[0], dups[1], "duplicates failing, n " + n, utf8(d), n);
                }
            }
        }
        StringBuilder stops = new StringBuilder("{\"k\":{");
        for (int i = 0; i < 30; i++) {
            stops.append('"').append("s").append(i).append("\":\"x").append(i).append("\",");
        }
        stops.append("\"esc\\u0061ped\":1},\"tail\":[1,2]}");
        for (int round = 0; round < 3; round++) {
            assertSameReads(KIT, REF, "a scan stopped inside a long object", utf8(stops.toString()), round);
            assertSameReads(KIT, REF, "the next document", utf8("{\"a\":{\"b\":1,\"c\":[2]}}"), round);
        }
    }

    /**
     * Names predicted from the name before them and the name whose value their object is: two
     * kinds of object sharing names ({@code id}, {@code id_str}) followed by different names in
     * each, names differing in their last byte only ({@code name}, {@code namf}) in the same
     * place, objects whose names come in another order or with one left out or added, the same
     * shapes as array elements and as values of other names, each document read three times (the
     * predictions learned in the first read are checked against the bytes in the next).
     */
    @Test
    void readsNamesSharedByKindsOfObjectAsDatabindDoes() {
        StringBuilder doc = new StringBuilder("{\"statuses\":[");
        Random r = new Random(23);
        for (int i = 0; i < 300; i++) {
            String user = switch (r.nextInt(4)) {
                case 0 -> "{\"id\":" + i + ",\"id_str\":\"" + i + "\",\"name\":\"n\",\"url\":null}";
                case 1 -> "{\"id_str\":\"" + i + "\",\"id\":" + i + ",\"namf\":\"n\"}";
                case 2 -> "{\"id\":" + i + ",\"name\":\"n\",\"url\":\"u\",\"extra\":[1]}";
                default -> "{\"id\":" + i + ",\"id_str\":\"" + i + "\",\"text\":\"t\"}";
            };
            doc.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"id_str\":\"").append(i)
                    .append("\",\"text\":\"t").append(i).append("\",\"user\":").append(user)
                    .append(",\"retweeted\":").append(r.nextBoolean() ? "{\"id\":1,\"user\":" + user + "}" : "null")
                    .append(",\"users\":[").append(user).append(',').append(user).append("]}");
        }
        doc.append("]}");
        for (int round = 0; round < 3; round++) {
            assertSameReads(KIT, REF, "names shared by kinds of object", utf8(doc.toString()), round);
        }
    }

    @Test
    void theScanTakesMostGeneratedDocumentsSoThatTheComparisonsTestIt() throws IOException {
        Random r = new Random(3);
        int taken = 0;
        for (int i = 0; i < 200; i++) {
            byte[] doc = Shapes.document(r, 2 + r.nextInt(300));
            try (JsonParser p = KIT.createParser(doc)) {
                p.nextToken();
                if (p instanceof EngineParser e && e.scanContainer(i % 2 == 0 ? null : JsonNodeFactory.instance, false)
                        != EngineParser.NOT_SCANNED) {
                    taken++;
                }
            }
        }
        assertThat(taken).isGreaterThan(150);
    }

    @Test
    void theScanTakesNamesNearTheEndOfTheInputAndLeavesEmptyContainersToDatabind() throws IOException {
        for (String doc : List.of("{\"id\":1}", "{\"a\":{\"b\":2}}", "[{\"xyz\":1}]", "{\"k\":\"\"}", "{\"abcd\":[]}",
                "{\"a\":1,\"bcdefghijklmnopq\":0}", "{\"\":1}")) {
            for (boolean tree : new boolean[] {false, true}) {
                try (JsonParser p = KIT.createParser(utf8(doc))) {
                    p.nextToken();
                    assertThat(((EngineParser) p).scanContainer(tree ? JsonNodeFactory.instance : null, false))
                            .as(doc).isNotSameAs(EngineParser.NOT_SCANNED);
                }
            }
            assertSameReads(KIT, REF, doc, utf8(doc), 1);
        }
        for (String doc : List.of("[ ]  ", "{}   ", "[]   ")) {
            try (JsonParser p = KIT.createParser(utf8(doc))) {
                p.nextToken();
                assertThat(((EngineParser) p).scanContainer(null, false)).as(doc).isSameAs(EngineParser.NOT_SCANNED);
            }
            assertSameReads(KIT, REF, doc, utf8(doc), 1);
        }
    }

    @Test
    void theSwitchDecidesWhoseDeserializerTheMapperFinds() throws IOException {
        JsonDeserializer<Object> on = rootDeserializer(KIT, JsonNode.class);
        JsonDeserializer<Object> off = rootDeserializer(REF, JsonNode.class);
        assertThat(on).isInstanceOf(ContainerReadModule.NodeReader.class);
        assertThat(on.getDelegatee()).isSameAs(off);
        assertThat(rootDeserializer(KIT, Object.class)).isInstanceOf(ContainerReadModule.UntypedReader.class);
        assertThat(rootDeserializer(REF, Object.class)).isNotInstanceOf(ContainerReadModule.UntypedReader.class);
        assertThat(FastMappers.builder().containerReads(false).modules())
                .noneMatch(m -> m instanceof ContainerReadModule);
        assertThat(FastMappers.builder().engine(false).modules()).noneMatch(m -> m instanceof ContainerReadModule);
        assertThat(FastMappers.builder().modules()).anyMatch(m -> m instanceof ContainerReadModule);
    }

    private static JsonDeserializer<Object> rootDeserializer(ObjectMapper m, Class<?> type) throws IOException {
        return ((com.fasterxml.jackson.databind.deser.DefaultDeserializationContext) m.getDeserializationContext())
                .createDummyInstance(m.getDeserializationConfig()).findRootValueDeserializer(m.constructType(type));
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Well-formed documents for the scan: every number shape (ints at the int and long edges,
     * 19 digits and more, {@code -0}, fractions, exponents, {@code 1e400}, long mantissas), strings
     * with escapes and non-ASCII text, names new and repeated (duplicates included), empty
     * containers, whitespace of every kind, deep nesting.
     */
    static final class Shapes {
        private static final String[] NUMBERS = {"0", "-0", "1", "-1", "9", "10", "999999999", "1000000000",
            "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967296", "99999999999", "123456789012345678",
            "999999999999999999", "1000000000000000000", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "-9223372036854775809", "12345678901234567890123", "0.0", "-0.0", "0.5", "1.25",
            "1e3", "1E3", "1e+3", "1e-3", "-1.5E-7", "1e400", "-1e400", "4.9e-324", "2.2250738585072014E-308",
            "3.141592653589793238462643383279", "0.1000000000000000055511151231257827", "123456789.123456789e12"};
        private static final String[] STRINGS = {"", "a", "plain text", "caf\u00e9", "\u20ac100", "\uD83D\uDE00",
            "\\\"q\\\"", "a\\\\b", "\\/", "\\b\\f\\n\\r\\t", "\\u0041\\u00e9", "\\uD834\\uDD1E", "\u4e00\u4e8c\u4e09",
            "x".repeat(40)};
        private static final String[] NAMES = {"id", "name", "a", "", "text", "user", "screen_name", "created_at",
            "profile_background_image_url_https", "profile_background_image_url", "x", "id_str", "entities",
            "a_b_c_d_e_f_g", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq"};
        /** Names the scan leaves to jackson-core (non-ASCII, an escape): rare, or most documents would only test that. */
        private static final String[] RARE_NAMES = {"caf\u00e9", "tab\\tname", "\\u0041"};
        private static final String[] WS = {"", "", "", " ", "\n", "\r\n", "\t", "  \n    ", "\r"};

        /** A JSON string token (quotes included) of every kind the generated documents use. */
        static String string(Random r) {
            return '"' + STRINGS[r.nextInt(STRINGS.length)] + '"';
        }

        static byte[] document(Random r, int budget) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            value(r, out, budget, 0, r.nextInt(5) == 0 ? 300 : 30);
            return out.toByteArray();
        }

        static byte[] object(Random r, int budget) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            container(r, out, true, budget, 0, 20);
            return out.toByteArray();
        }

        private static void value(Random r, ByteArrayOutputStream out, int budget, int depth, int maxDepth) {
            int kind = budget <= 0 || depth >= maxDepth ? 2 + r.nextInt(3) : r.nextInt(depth == 0 ? 2 : 5);
            switch (kind) {
                case 0, 1 -> container(r, out, kind == 0, budget, depth, maxDepth);
                case 2 -> write(out, NUMBERS[r.nextInt(NUMBERS.length)]);
                case 3 -> write(out, new String[] {"true", "false", "null"}[r.nextInt(3)]);
                default -> write(out, "\"" + STRINGS[r.nextInt(STRINGS.length)] + "\"");
            }
        }

        private static void container(Random r, ByteArrayOutputStream out, boolean object, int budget, int depth,
                int maxDepth) {
            if (r.nextInt(30) == 0) { // a deep, narrow stack
                int n = 1 + r.nextInt(maxDepth);
                write(out, (object ? "{\"d\":" : "[").repeat(n) + "1" + (object ? "}" : "]").repeat(n));
                return;
            }
            out.write(object ? '{' : '[');
            int n = r.nextInt(7);
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    write(out, WS[r.nextInt(WS.length)] + ",");
                }
                write(out, WS[r.nextInt(WS.length)]);
                if (object) {
                    int pick = r.nextInt(200);
                    String name = pick == 0 ? RARE_NAMES[r.nextInt(RARE_NAMES.length)]
                            : pick < 25 ? "n" + r.nextInt(100000) : NAMES[r.nextInt(NAMES.length)];
                    write(out, "\"" + name + "\"" + WS[r.nextInt(WS.length)] + ":" + WS[r.nextInt(WS.length)]);
                }
                value(r, out, (budget - 2) / Math.max(1, n), depth + 1, maxDepth);
            }
            write(out, WS[r.nextInt(WS.length)]);
            out.write(object ? '}' : ']');
        }

        private static void write(ByteArrayOutputStream out, String s) {
            out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
        }
    }
}
