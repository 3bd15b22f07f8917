/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.MapSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The kit's writing of untyped maps and lists ({@link ContainerWriteModule}) against databind's
 * own serializers (the same builder with {@code containerWrites(false)}) and plain
 * {@code new ObjectMapper()}: the same bytes, or the same exception class and message (with its
 * reference path), over the corpus read back to {@code Object} and generated values of every
 * value class, key class and container class, through every write path, and with each setting
 * that makes databind's serializer write.
 */
@Tag("fidelity")
class ContainerWriteModuleTest {

    /** The mapper under test and its reference: the same configuration, the kit's writes off. */
    static ObjectMapper[] pair(Consumer<FastMappers.Builder> config) {
        return ContainerReadModuleTest.pair(b -> b.containerWrites(false), config);
    }

    private static final ObjectMapper[] DEFAULTS = pair(b -> { });
    private static final ObjectMapper KIT = DEFAULTS[0];
    private static final ObjectMapper REF = DEFAULTS[1];

    enum Path { BYTES, STRING, STREAM, WRITER, GENERATOR, CHARS, TOKENS }

    /** What a write gives: its text, or the exception's class, message and reference path. */
    static String write(ObjectMapper m, Object v, Path path) {
        try {
            switch (path) {
                case BYTES:
                    return new String(m.writeValueAsBytes(v), StandardCharsets.UTF_8);
                case STRING:
                    return m.writeValueAsString(v);
                case STREAM: {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    m.writeValue(out, v);
                    return out.toString(StandardCharsets.UTF_8);
                }
                case WRITER:
                    return new String(m.writerFor(Object.class).writeValueAsBytes(v), StandardCharsets.UTF_8);
                case GENERATOR: {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    try (JsonGenerator g = m.getFactory().createGenerator(out)) {
                        g.writeStartArray();
                        m.writeValue(g, v);
                        g.writeEndArray();
                    }
                    return out.toString(StandardCharsets.UTF_8);
                }
                case CHARS: {
                    StringWriter w = new StringWriter();
                    m.writeValue(w, v);
                    return w.toString();
                }
                case TOKENS:
                    return m.valueToTree(v).toString();
                default:
                    throw new AssertionError(path);
            }
        } catch (Exception e) {
            String refs = e instanceof JsonMappingException jme ? jme.getPathReference() : "";
            return "EXCEPTION " + e.getClass().getName() + ": " + e.getMessage() + " | " + refs;
        }
    }

    private static int compared;

    private static void assertSameWrites(ObjectMapper kit, ObjectMapper ref, String label, Object v) {
        for (Path path : Path.values()) {
            String want = write(ref, v, path);
            String got = write(kit, v, path);
            compared++;
            if (!want.equals(got)) {
                assertThat(got).as("%s, %s", label, path).isEqualTo(want);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("dev.fastjsonkit.CorpusFidelityTest#corpusFiles")
    void writesTheCorpusAsDatabindAndPlainJacksonDo(String name) throws IOException {
        byte[] doc = Files.readAllBytes(SharedData.corpus(name));
        Object v = new ObjectMapper().readValue(doc, Object.class);
        assertSameWrites(KIT, REF, name, v);
        assertThat(KIT.writeValueAsBytes(v)).isEqualTo(new ObjectMapper().writeValueAsBytes(v));
        assertThat(KIT.writeValueAsBytes(KIT.readValue(doc, Map.class))).isEqualTo(REF.writeValueAsBytes(v));
    }

    enum Color { RED, GREEN }

    /** A bean inside an untyped map: written by the serializer databind finds for it. */
    public static final class Point {
        public int x = 1;
        public String label = "p";
    }

    /** A bean with no properties: databind refuses it (FAIL_ON_EMPTY_BEANS), with the path. */
    public static final class Empty {
    }

    private static final String[] STRINGS = {"", "a", "plain ascii text", "quote \" backslash \\ slash /",
        "tab\tnewline\ncontrol\u0001\u001f", "caf\u00e9 \u00ff", "\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8",
        "emoji \ud83d\ude00", "lone \ud800 surrogate", "\u2028\u2029", "x".repeat(300)};

    private static Object scalar(Random r) {
        switch (r.nextInt(22)) {
            case 0: case 1: case 2: return STRINGS[r.nextInt(STRINGS.length)];
            case 3: case 4: return r.nextInt();
            case 5: return r.nextInt(100) - 50;
            case 6: case 7: return r.nextLong();
            case 8: return r.nextDouble() * 1e6;
            case 9: return new double[] {Double.NaN, Double.POSITIVE_INFINITY, -0.0, 1e300, 4.9e-324}[r.nextInt(5)];
            case 10: return r.nextBoolean();
            case 11: return null;
            case 12: return r.nextFloat();
            case 13: return (short) r.nextInt();
            case 14: return (byte) r.nextInt();
            case 15: return new BigInteger(100, r);
            case 16: return new BigDecimal(new BigInteger(60, r), r.nextInt(20) - 10);
            case 17: return Color.values()[r.nextInt(2)];
            case 18: return (char) ('a' + r.nextInt(26));
            case 19: return new Point();
            case 20: return Instant.ofEpochSecond(r.nextInt(2_000_000_000));
            default: return Optional.of("in optional");
        }
    }

    private static Object key(Random r, boolean stringsOnly) {
        if (stringsOnly || r.nextInt(8) != 0) {
            return r.nextInt(5) == 0 ? STRINGS[r.nextInt(STRINGS.length)] + r.nextInt(3) : "k" + r.nextInt(40);
        }
        switch (r.nextInt(5)) {
            case 0: return r.nextInt(1000);
            case 1: return r.nextLong();
            case 2: return Color.values()[r.nextInt(2)];
            case 3: return new UUID(r.nextLong(), r.nextLong());
            default: return r.nextBoolean();
        }
    }

    static Object value(Random r, int depth) {
        if (depth <= 0 || r.nextInt(3) == 0) {
            return scalar(r);
        }
        int n = r.nextInt(7) == 0 ? 1 : r.nextInt(6);
        if (r.nextBoolean()) {
            int kind = r.nextInt(4);
            boolean stringKeys = kind == 2 || r.nextInt(3) != 0; // a TreeMap cannot mix key classes
            Map<Object, Object> m = kind == 0 ? new LinkedHashMap<>() : kind == 1 ? new HashMap<>()
                    : kind == 2 ? new TreeMap<>() : new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                m.put(key(r, stringKeys), value(r, depth - 1));
            }
            return kind == 3 ? Collections.unmodifiableMap(m) : m;
        }
        List<Object> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(value(r, depth - 1));
        }
        switch (r.nextInt(5)) {
            case 0: return new LinkedList<>(l);
            case 1: return Arrays.asList(l.toArray());
            case 2: return Collections.unmodifiableList(l);
            default: return l;
        }
    }

    @Test
    void writesGeneratedValuesAsDatabind() {
        Random r = new Random(20261128);
        for (int i = 0; i < 3000; i++) {
            Object v = value(r, 1 + r.nextInt(5));
            assertSameWrites(KIT, REF, "value " + i, v);
        }
        assertThat(compared).isGreaterThan(3000);
    }

    @Test
    void failuresCarryDatabindsMessageAndPath() {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("ok", 1);
        inner.put("bad", new Empty());
        List<Object> list = new ArrayList<>(List.of("a", "b"));
        list.add(inner);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("list", list);
        Map<Object, Object> nullKey = new HashMap<>();
        nullKey.put(null, 1);
        Map<String, Object> deepNullKey = new LinkedHashMap<>();
        deepNullKey.put("x", List.of(1, 2, nullKey));
        Map<String, Object> cyclic = new LinkedHashMap<>();
        List<Object> cyclicList = new ArrayList<>(List.of("x", cyclic));
        cyclic.put("list", cyclicList); // beyond the stream-write nesting depth, with the whole path
        for (Object v : List.of(root, nullKey, deepNullKey, List.of(1, new Empty()), cyclic, cyclicList)) {
            for (Path path : Path.values()) {
                if (path == Path.TOKENS && (v == cyclic || v == cyclicList)) {
                    continue; // a TokenBuffer has no nesting limit: databind's own write overflows the stack
                }
                String want = write(REF, v, path);
                assertThat(want).startsWith("EXCEPTION");
                assertThat(write(KIT, v, path)).as("%s", path).isEqualTo(want);
            }
        }
        assertThat(write(KIT, root, Path.BYTES)).contains("java.util.LinkedHashMap[\"list\"]->java.util.ArrayList[2]"
                + "->java.util.LinkedHashMap[\"bad\"]");
    }

    /** A value whose serializer adds an entry to a map (the map it is in): a map changed while written. */
    @JsonSerialize(using = Grower.Writer.class)
    static final class Grower {
        final Map<Object, Object> into;

        Grower(Map<Object, Object> into) {
            this.into = into;
        }

        static final class Writer extends StdSerializer<Grower> {
            private static final long serialVersionUID = 1L;

            Writer() {
                super(Grower.class);
            }

            @Override
            public void serialize(Grower v, JsonGenerator g, SerializerProvider p) throws IOException {
                v.into.put("added" + v.into.size(), 0);
                g.writeString("grown");
            }
        }
    }

    /** A map of {@code keys} (each value 1) with a {@link Grower} at {@code growerAt} of its iteration order, not the last. */
    private static Map<Object, Object> growing(Map<Object, Object> m, int growerAt, String... keys) {
        for (String k : keys) {
            m.put(k, 1);
        }
        Object at = new ArrayList<>(m.keySet()).get(growerAt);
        m.put(at, new Grower(m));
        return m;
    }

    @Test
    void aMapChangedWhileWrittenFailsAsDatabindsLoopFails() {
        String[] keys = {"a", "b", "c", "d"};
        for (Path path : Path.values()) {
            for (int at = 0; at < keys.length - 1; at++) {
                String want = write(REF, growing(new LinkedHashMap<>(), at, keys), path);
                assertThat(want).startsWith("EXCEPTION").contains("ConcurrentModificationException");
                assertThat(write(KIT, growing(new LinkedHashMap<>(), at, keys), path)).as("%s", path).isEqualTo(want);
                want = write(REF, growing(new HashMap<>(), at, keys), path);
                assertThat(want).startsWith("EXCEPTION").contains("ConcurrentModificationException");
                assertThat(write(KIT, growing(new HashMap<>(), at, keys), path)).as("%s", path).isEqualTo(want);
            }
        }
    }

    @Test
    void aMapChangedByItsLastEntrysWriteFailsWhereDatabindsLoopWritesOn() {
        Map<Object, Object> m = new LinkedHashMap<>();
        m.put("a", 1);
        m.put("grower", new Grower(m));
        assertThat(write(REF, m, Path.BYTES)).isEqualTo("{\"a\":1,\"grower\":\"grown\"}");
        m.remove("added2");
        assertThat(write(KIT, m, Path.BYTES)).startsWith("EXCEPTION " + JsonMappingException.class.getName())
                .contains("ConcurrentModificationException").endsWith("java.util.LinkedHashMap[\"grower\"]");
    }

    /** Writes with one setting that makes databind's serializer write; the kit must give the same. */
    private static void assertSameWith(String label, Consumer<FastMappers.Builder> config) {
        ObjectMapper[] p = pair(config);
        Random r = new Random(label.hashCode());
        for (int i = 0; i < 300; i++) {
            assertSameWrites(p[0], p[1], label + " " + i, value(r, 1 + r.nextInt(4)));
        }
    }

    @JsonIgnoreProperties({"k1", "k2"})
    abstract static class IgnoringMixIn {
    }

    @Test
    void settingsThatChangeTheOutputAreDatabinds() {
        assertSameWith("default typing", b -> b.customize(j -> j.activateDefaultTyping(
                BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build())));
        assertSameWith("content inclusion", b -> b.customize(j -> j.defaultPropertyInclusion(
                JsonInclude.Value.construct(JsonInclude.Include.ALWAYS, JsonInclude.Include.NON_NULL))));
        assertSameWith("non-empty inclusion", b -> b.customize(j -> j.serializationInclusion(JsonInclude.Include.NON_EMPTY)));
        assertSameWith("sorted for Map", b -> b.customize(j -> j.withConfigOverride(Map.class,
                o -> o.setFormat(JsonFormat.Value.empty().withFeature(JsonFormat.Feature.WRITE_SORTED_MAP_ENTRIES)))));
        assertSameWith("ignored for Map", b -> b.customize(j -> j.withConfigOverride(Map.class,
                o -> o.setIgnorals(JsonIgnoreProperties.Value.forIgnoredProperties("k1", "k3")))));
        assertSameWith("mix-in", b -> b.customize(j -> j.addMixIn(LinkedHashMap.class, IgnoringMixIn.class)));
        assertSameWith("sorted entries", b -> b.customize(j -> j.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)));
        assertSameWith("unwrapped single", b -> b.customize(j -> j.enable(SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)));
        assertSameWith("unwrapped single for List", b -> b.customize(j -> j.withConfigOverride(List.class,
                o -> o.setFormat(JsonFormat.Value.empty().withFeature(JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)))));
        assertSameWith("never unwrapped for List", b -> b.customize(j -> j.enable(SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)
                .withConfigOverride(List.class, o -> o.setFormat(JsonFormat.Value.empty()
                        .withoutFeature(JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)))));
        assertSameWith("indented", b -> b.customize(j -> j.enable(SerializationFeature.INDENT_OUTPUT)));
        assertSameWith("null map values", b -> b.customize(j -> j.disable(SerializationFeature.WRITE_NULL_MAP_VALUES)));
        assertSameWith("the engine off", b -> b.fastDoubleWriter(false).engine(false));
        SimpleModule custom = new SimpleModule("custom");
        custom.addSerializer(String.class, new StdSerializer<>(String.class) {
            @Override
            public void serialize(String value, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeString(value.toUpperCase(java.util.Locale.ROOT));
            }
        });
        custom.addSerializer(Long.class, new StdSerializer<>(Long.class) {
            @Override
            public void serialize(Long value, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeString("L" + value);
            }
        });
        custom.addKeySerializer(String.class, new StdSerializer<>(String.class) {
            @Override
            public void serialize(String value, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeFieldName("key:" + value);
            }
        });
        assertSameWith("custom serializers", b -> b.addModule(custom));
        assertSameWith("integers as strings", b -> b.customize(j -> j.withConfigOverride(Integer.class,
                o -> o.setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING)))));
        assertSameWith("booleans as numbers", b -> b.customize(j -> j.withConfigOverride(Boolean.class,
                o -> o.setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.NUMBER)))));
    }

    @Test
    void perCallFeaturesAreDatabinds() throws IOException {
        Random r = new Random(7);
        for (int i = 0; i < 300; i++) {
            Object v = value(r, 1 + r.nextInt(4));
            for (SerializationFeature f : List.of(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS,
                    SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED, SerializationFeature.INDENT_OUTPUT)) {
                assertThat(write(KIT.writer().with(f), v)).as("%s %d", f, i).isEqualTo(write(REF.writer().with(f), v));
            }
        }
    }

    private static String write(com.fasterxml.jackson.databind.ObjectWriter w, Object v) {
        try {
            return new String(w.writeValueAsBytes(v), StandardCharsets.UTF_8);
        } catch (Exception e) {
            return "EXCEPTION " + e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** A bean whose map and list properties (with an annotation that changes them) stay databind's. */
    public static final class Holder {
        @JsonInclude(content = JsonInclude.Include.NON_NULL)
        public Map<String, Object> attributes = new LinkedHashMap<>();
        @JsonFormat(with = JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)
        public List<Object> tags = new ArrayList<>();
        public Map<String, Object> plain = new LinkedHashMap<>();
    }

    @Test
    void mapsAndListsAsBeanPropertiesAreDatabinds() {
        Random r = new Random(11);
        for (int i = 0; i < 200; i++) {
            Holder h = new Holder();
            h.attributes.put("a", null);
            h.attributes.put("b", value(r, 3));
            h.tags.add(value(r, 2));
            h.plain.put("c", value(r, 3));
            h.plain.put("d", null);
            assertSameWrites(KIT, REF, "holder " + i, h);
        }
    }

    @Test
    void theMappersSerializerIsTheKitsWrapperAroundDatabinds() throws IOException {
        JsonSerializer<Object> s = KIT.getSerializerProviderInstance().findValueSerializer(LinkedHashMap.class);
        assertThat(s).isInstanceOf(ContainerWriteModule.MapWriter.class);
        assertThat(s.getDelegatee()).isInstanceOf(MapSerializer.class);
        assertThat(REF.getSerializerProviderInstance().findValueSerializer(LinkedHashMap.class))
                .isInstanceOf(MapSerializer.class);
        assertThat(FastMappers.builder().modules()).hasAtLeastOneElementOfType(ContainerWriteModule.class);
        assertThat(FastMappers.builder().containerWrites(false).modules())
                .noneMatch(m -> m instanceof ContainerWriteModule);
    }
}
