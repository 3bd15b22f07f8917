/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The kit's reading of creator-read types ({@link CreatorRunDeserializer}) against the same mapper
 * with {@code beanReads(false)} (databind's {@code BeanDeserializer}): the value read (written back
 * by the reference) or the failure (exception class and message: location and reference path), for
 * records and {@code @JsonCreator} constructors and factories with every parameter kind the run
 * takes, over seeded documents in creator order, pretty-printed, with members shuffled, missing,
 * duplicated, unknown, ignored, renamed by alias or case, null, of the wrong type and overflowing,
 * every truncation and random byte mutations; from {@code byte[]}, a stream handing out 1 to 9
 * bytes a read, {@code String}, a tree and per-call reader features; under ten configurations
 * (the creator features on and off); and the parser's state after a read.
 */
class CreatorRunDeserializerTest {
    private static final List<Consumer<FastMappers.Builder>> CONFIGS = List.of(
            b -> { },
            b -> b.ignoreUnknownProperties(false),
            b -> b.blackbird(false),
            b -> b.customize(m -> m.enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES)),
            b -> b.customize(m -> m.enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING,
                    DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)),
            b -> b.customize(m -> m.enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)),
            b -> b.customize(m -> m.enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)),
            b -> b.customize(m -> m.disable(DeserializationFeature.WRAP_EXCEPTIONS)),
            b -> b.customize(m -> m.enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES,
                    DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES).disable(
                    DeserializationFeature.FAIL_ON_IGNORED_PROPERTIES)),
            // nulls read as empty strings (not as null): string nulls are then left to databind
            b -> b.customize(m -> m.defaultSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY))));

    private static final TypeReference<Batch> BATCH = new TypeReference<>() {};
    private static final ObjectMapper WRITER = FastMappers.builder().beanReads(false).build();

    private static int compared;
    private static int edited;

    /** The kit's mapper and its reference under {@code config}. */
    private static ObjectMapper[] pair(Consumer<FastMappers.Builder> config) {
        return ContainerReadModuleTest.pair(b -> b.beanReads(false), config);
    }

    @Test
    void readsWhatDatabindReadsOnGeneratedDocuments() {
        for (int c = 0; c < CONFIGS.size(); c++) {
            ObjectMapper[] m = pair(CONFIGS.get(c));
            Random r = new Random(47 + c);
            for (int i = 0; i < 80; i++) {
                for (byte[] doc : variants(m[1], r)) {
                    assertSame(m[0], m[1], "config " + c + " doc " + i, doc, r.nextLong());
                }
            }
        }
        assertThat(compared).isGreaterThan(10_000);
        assertThat(edited).as("documents edited").isGreaterThan(1_000);
    }

    @Test
    void readsWhatDatabindReadsOnTruncationsAndMutations() {
        ObjectMapper[] m = pair(b -> { });
        ObjectMapper[] strict = pair(b -> b.ignoreUnknownProperties(false)
                .customize(x -> x.enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)));
        Random r = new Random(9);
        for (int i = 0; i < 10; i++) {
            byte[] doc = write(m[1], batch(r));
            for (int cut = 0; cut < doc.length; cut++) {
                assertSame(m[0], m[1], "doc " + i + " cut at " + cut, Arrays.copyOf(doc, cut), cut);
            }
            for (int k = 0; k < 120; k++) {
                byte[] bad = doc.clone();
                for (int n = 1 + r.nextInt(3); n > 0; n--) {
                    bad[r.nextInt(bad.length)] = (byte) MUTANTS.charAt(r.nextInt(MUTANTS.length()));
                }
                assertSame(m[0], m[1], "doc " + i + " mutation " + k, bad, k);
                assertSame(strict[0], strict[1], "strict doc " + i + " mutation " + k, bad, k);
            }
        }
    }

    private static final String MUTANTS = "\"\\:,{}[]0-9.eEtfnu \u0001\u00ffaz";

    @Test
    void readsHandWrittenCasesAsDatabind() {
        String[] recs = {
            "{\"name\":\"a\",\"count\":1,\"boxed\":2,\"id\":3,\"boxedLong\":4,\"flag\":true,\"boxedFlag\":false,"
                    + "\"color\":\"bleu\",\"tags\":[\"x\",\"y\"],\"last\":\"z\"}",
            "{\"name\":\"a\",\"count\":13,\"boxed\":2,\"id\":3,\"boxedLong\":4,\"flag\":true,\"boxedFlag\":false,"
                    + "\"color\":\"RED\",\"tags\":[],\"last\":\"z\"}",
            "{\"name\":\"jme\",\"count\":1,\"boxed\":null,\"id\":3,\"boxedLong\":null,\"flag\":false,\"boxedFlag\":null,"
                    + "\"color\":null,\"tags\":null,\"last\":null}",
            "{\"name\":null,\"count\":null,\"boxed\":2,\"id\":null,\"boxedLong\":4,\"flag\":null,\"boxedFlag\":true,"
                    + "\"color\":\"GREEN\",\"tags\":[\"x\"],\"last\":\"z\"}",
            "{\"name\":\"a\",\"count\":2147483648,\"boxed\":2,\"id\":9223372036854775808,\"boxedLong\":4,\"flag\":true,"
                    + "\"boxedFlag\":false,\"color\":\"RED\",\"tags\":[],\"last\":\"z\"}",
            "{\"name\":\"a\",\"count\":1,\"boxed\":2,\"id\":3,\"boxedLong\":4,\"flag\":true,\"boxedFlag\":false,"
                    + "\"color\":\"RED\",\"tags\":[],\"last\":\"z\",\"name\":\"again\"}",
            "{\"name\":\"a\",\"count\":1,\"boxed\":2,\"id\":3,\"boxedLong\":4,\"flag\":true,\"boxedFlag\":false,"
                    + "\"color\":\"RED\",\"tags\":[],\"last\":\"z\",\"other\":{\"q\":[1]}}",
            "{\"name\":\"a\",\"count\":1}",
            "{}",
            "{\"count\":1.5,\"name\":\"a\"}",
            "{\"name\":\"a\",\"count\":\"7\",\"boxed\":\"x\"}",
            "{\"name\":\"a\",\"count\":1,\"boxed\":2,\"id\":3,\"boxedLong\":4,\"flag\":\"true\",\"boxedFlag\":0,"
                    + "\"color\":\"purple\",\"tags\":\"t\",\"last\":5}",
            "{ \"name\" : \"a\" ,\n \"count\" : -0 }",
            "{\"name\":\"a\",\"count\":01}",
            "[\"a\",1]",
            "\"text\"",
            "null",
            "{\"name\":\"a\",\"count\":1,\"boxed\":2,\"id\":3,\"boxedLong\":4,\"flag\":true,\"boxedFlag\":false,"
                    + "\"color\":\"RED\",\"tags\":[],\"last\":\"z\"",
        };
        Map<String, Class<?>> more = new LinkedHashMap<>();
        more.put("{\"a\":\"x\",\"b\":2,\"extra\":\"e\"}", Made.class);
        more.put("{\"extra\":\"e\",\"a\":\"x\",\"b\":2}", Made.class);
        more.put("{\"a\":\"x\",\"b\":2,\"c\":3}", Made.class);
        more.put("{\"a\":\"nul\",\"b\":2,\"extra\":\"e\"}", Factory.class);
        more.put("{\"a\":\"sub\",\"b\":2,\"extra\":\"e\",\"more\":1}", Factory.class);
        more.put("{\"a\":\"x\",\"b\":-2}", Factory.class);
        more.put("{\"a\":\"x\",\"b\":2}", Factory.class);
        more.put("{\"a\":\"x\",\"bee\":2}", Aliased.class);
        more.put("{\"a\":\"x\",\"b\":2}", Aliased.class);
        more.put("{\"a\":\"x\",\"skip\":1,\"b\":2}", Ignoring.class);
        more.put("{\"a\":\"x\",\"b\":2,\"skip\":1}", Ignoring.class);
        more.put("{\"a\":\"x\",\"b\":2,\"hidden\":\"h\"}", Ignoring.class);
        more.put("{\"x\":1,\"y\":-4}", Pt.class);
        more.put("{\"x\":1,\"y\":-4,\"x\":2}", Pt.class);
        more.put("{\"y\":-4,\"x\":1}", Pt.class);
        more.put("{\"x\":1}", Pt.class);
        more.put("{\"x\":null,\"y\":2}", Pt.class);
        more.put("{\"label\":\"l\",\"pt\":{\"x\":1,\"y\":2},\"pts\":[{\"x\":3,\"y\":4},{\"y\":5,\"x\":6}]}", Outer.class);
        more.put("{\"label\":\"l\",\"pt\":{\"x\":1,\"y\":\"2\"},\"pts\":[]}", Outer.class);
        more.put("{\"label\":\"l\",\"pts\":[{\"x\":3,\"y\":4},{\"x\":3,\"y\":4,\"z\":0}]}", Outer.class);
        more.put("{\"ratio\":1.5,\"n\":1}", WithDouble.class);
        more.put("{\"ratio\":1,\"n\":1,\"n\":2}", WithDouble.class);
        more.put("{\"ratio\":[1],\"n\":1}", WithDouble.class);
        more.put("{\"tags\":[\"a\",1],\"x\":1}", TagsFirst.class);
        more.put("{\"tags\":[\"a\",\"b\"],\"x\":1}", TagsFirst.class);
        more.put("{\"tags\":[],\"x\":1,\"tags\":[null]}", TagsFirst.class);
        more.put("{\"tags\":{},\"x\":1}", TagsFirst.class);
        more.put("{\"pt\":{\"x\":1,\"y\":2},\"label\":\"l\",\"pts\":[]}", Outer.class);
        more.put("{\"label\":\"l\",\"pt\":[1,2],\"pts\":{}}", Outer.class);
        more.put("{\"label\":\"l\",\"pt\":null,\"pts\":null}", Outer.class);
        for (Consumer<FastMappers.Builder> config : CONFIGS) {
            ObjectMapper[] m = pair(config);
            for (String d : recs) {
                sameOnEveryCut(m, d, Rec.class);
                sameOnEveryCut(m, d, Made.class);
            }
            more.forEach((d, type) -> sameOnEveryCut(m, d, type));
        }
    }

    @Test
    void leavesTheParserWhereDatabindLeavesIt() {
        ObjectMapper[] m = pair(b -> { });
        String[] docs = {"[{\"x\":1,\"y\":2},{\"x\":3,\"y\":4,\"z\":[5]},{\"y\":1,\"x\":2}, {\"x\":3 , \"y\":\"a\"}]",
            "{\"a\":{\"x\":1,\"y\":2},\"b\":7}", "[{\"x\":1,\n\"y\":2}\n,{\"x\":1,\"y\":2} ]"};
        for (String d : docs) {
            byte[] doc = d.getBytes(StandardCharsets.UTF_8);
            for (int skip = 0; skip < 4; skip++) {
                for (boolean stream : new boolean[] {false, true}) {
                    assertThat(ContainerReads.positioned(m[0], doc, skip, Pt.class, stream, skip))
                            .as("%s skip %d", d, skip)
                            .isEqualTo(ContainerReads.positioned(m[1], doc, skip, Pt.class, stream, skip));
                }
            }
        }
    }

    @Test
    void replacesOnlyVanillaCreatorDeserializers() throws IOException {
        ObjectMapper kit = pair(b -> { })[0];
        assertThat(planned(kit, Rec.class)).isTrue();
        assertThat(planned(kit, Pt.class)).isTrue();
        assertThat(planned(kit, Made.class)).isTrue();
        assertThat(planned(kit, Factory.class)).as("a static factory (may return null: databind's handling differs by version)").isFalse();
        assertThat(planned(kit, Aliased.class)).isTrue();
        assertThat(planned(kit, Ignoring.class)).isTrue();
        assertThat(planned(kit, WithBeanSetter.class)).as("a bean property besides the creator's").isFalse();
        assertThat(planned(kit, Outer.class)).as("a bean parameter").isTrue();
        assertThat(planned(kit, WithDouble.class)).as("a double parameter").isTrue();
        assertThat(planned(kit, Batch.class)).as("only parameters the run opens").isTrue();
        assertThat(planned(kit, IgnoredComponent.class)).as("an ignored parameter").isFalse();
        assertThat(deserializer(kit, Outer.class)).isInstanceOf(CreatorRunDeserializer.class);
        assertThat(planned(kit, Injected.class)).as("an injected parameter").isFalse();
        assertThat(deserializer(kit, Delegating.class)).isNotInstanceOf(CreatorRunDeserializer.class);
        assertThat(deserializer(kit, BeanRunDeserializerTest.Item.class)).isInstanceOf(BeanRunDeserializer.class);
        ObjectMapper off = FastMappers.builder().beanReads(false).build();
        assertThat(deserializer(off, Rec.class)).isNotInstanceOf(CreatorRunDeserializer.class);
        ObjectMapper noEngine = FastMappers.builder().engine(false).build();
        assertThat(deserializer(noEngine, Rec.class)).isNotInstanceOf(CreatorRunDeserializer.class);
        assertThat(FastMappers.json().readValue("{\"x\":1,\"y\":2}", Pt.class)).isEqualTo(new Pt(1, 2));
    }

    @Test
    void takesTheRunWhereTheParametersComeInCreatorOrder() throws IOException {
        ObjectMapper kit = pair(b -> { })[0];
        Probe.fast = 0;
        Probe.resumed = 0;
        Probe.calls = 0;
        List<Probe> l = kit.readValue(("[{\"a\":\"x\",\"b\":1,\"n\":1,\"z\":true},{\"a\":\"y\",\"b\":2,\"n\":null,\"z\":null,\"c\":3},{\"b\":3,\"a\":\"z\"},"
                + "{\"a\":\"w\",\"b\":1.5}]").getBytes(StandardCharsets.UTF_8), new TypeReference<List<Probe>>() {});
        assertThat(l).hasSize(4);
        assertThat(Probe.calls).isEqualTo(4);
        assertThat(Probe.fast).as("creator calls from the run").isEqualTo(2);
        assertThat(Probe.resumed).as("creator calls after a run that stopped early").isEqualTo(1);
    }

    @Test
    void takesNullsOfBoxedParametersInTheRun() throws IOException {
        ObjectMapper[] m = pair(b -> { });
        Probe.fast = 0;
        Probe.resumed = 0;
        Probe.calls = 0;
        String doc = "[{\"a\":null,\"b\":1,\"n\":null,\"z\":null},{\"a\":\"y\",\"b\":2,\"n\":null,\"z\":true},"
                + "{\"a\":\"y\",\"b\":2,\n \"n\" : null ,\"z\":null ,\"c\":1},{\"a\":\"y\",\"b\":null,\"n\":3,\"z\":false},"
                + "{\"a\":\"y\",\"b\":2,\"n\":nul,\"z\":false}]";
        TypeReference<List<Probe>> type = new TypeReference<>() {};
        List<Probe> l = m[0].readValue(doc.substring(0, doc.lastIndexOf(",{")).concat("]")
                .getBytes(StandardCharsets.UTF_8), type);
        assertThat(l).hasSize(4);
        assertThat(Probe.fast).as("creator calls from the run").isEqualTo(3);
        assertThat(Probe.resumed).as("a primitive's null: databind's").isEqualTo(1);
        sameOnEveryCut(m, doc, Probe[].class);
        ObjectMapper[] strict = pair(b -> b.customize(x -> x.enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES,
                DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)));
        sameOnEveryCut(strict, doc, Probe[].class);
    }

    // ---------------------------------------------------------------- helpers

    private static JsonDeserializer<Object> deserializer(ObjectMapper m, Class<?> type) throws IOException {
        DefaultDeserializationContext c = ((DefaultDeserializationContext) m.getDeserializationContext())
                .createInstance(m.getDeserializationConfig(), null, null);
        return c.findRootValueDeserializer(m.constructType(type));
    }

    private static boolean planned(ObjectMapper m, Class<?> type) throws IOException {
        return deserializer(m, type) instanceof CreatorRunDeserializer d && d.planned();
    }

    private static void sameOnEveryCut(ObjectMapper[] m, String d, Class<?> type) {
        byte[] doc = d.getBytes(StandardCharsets.UTF_8);
        for (int cut = 0; cut <= doc.length; cut++) {
            byte[] part = Arrays.copyOf(doc, cut);
            String want = read(m[1], part, type);
            String got = read(m[0], part, type);
            compared++;
            if (!want.equals(got)) {
                assertThat(got).as("%s as %s cut at %d", d, type.getSimpleName(), cut).isEqualTo(want);
            }
        }
    }

    private static List<byte[]> variants(ObjectMapper ref, Random r) {
        Batch b = batch(r);
        List<byte[]> out = new ArrayList<>();
        out.add(write(ref, b));
        try {
            out.add(ref.writerWithDefaultPrettyPrinter().writeValueAsBytes(b));
            JsonNode tree = ref.valueToTree(b);
            for (int k = 0; k < 4; k++) {
                JsonNode t = tree.deepCopy();
                edit(t, r);
                out.add(ref.writeValueAsBytes(t));
                edited++;
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Shuffles, drops, duplicates, renames, nulls or mistypes some members of each object in {@code t}. */
    private static void edit(JsonNode t, Random r) {
        MemberEdits.edit(t, r, 4, 30, CreatorRunDeserializerTest::ownEdit, 20);
    }

    /** The edits of creator reads: a member dropped or unknown, a nested object, constructors that throw. */
    private static boolean ownEdit(ObjectNode o, String n, JsonNode v, int pick) {
        switch (pick) {
            case 9 -> { } // dropped
            case 10 -> o.put("skip", 1);
            case 11 -> o.putObject(n).put("q", 1);
            case 12 -> o.put(n, 13); // Rec's constructor throws
            case 13 -> o.put(n, "jme"); // Rec's constructor throws
            case 14 -> o.put(n, -9); // Made's constructor throws
            default -> {
                return false;
            }
        }
        return true;
    }

    private static Batch batch(Random r) {
        List<Rec> recs = new ArrayList<>();
        for (int k = r.nextInt(4); k > 0; k--) {
            recs.add(rec(r));
        }
        List<Made> made = new ArrayList<>();
        for (int k = r.nextInt(3); k > 0; k--) {
            Made m = new Made(TEXTS[r.nextInt(TEXTS.length)], pick(r, new int[] {0, 2, -8, Integer.MAX_VALUE}));
            m.extra = r.nextBoolean() ? null : "e";
            made.add(m);
        }
        Map<String, Pt> pts = new LinkedHashMap<>();
        for (int k = r.nextInt(3); k > 0; k--) {
            pts.put("p" + k, new Pt(r.nextInt(2000) - 1000, pick(r, new int[] {-4, 123, 0, Integer.MIN_VALUE})));
        }
        return new Batch(recs, made, pts, r.nextBoolean() ? rec(r) : null,
                new Factory(TEXTS[r.nextInt(TEXTS.length)], r.nextInt(5)));
    }

    private static final String[] TEXTS = {"", "a", "plain ascii text", "esc \" \\ / \n \t", "caf\u00e9", "\u4e2d\u6587",
        "\ud83d\ude00 emoji", "\u0001ctl", "RED", "bleu", "sub", "nul", "long " + "x".repeat(300)};

    private static Rec rec(Random r) {
        return new Rec(r.nextInt(8) == 0 ? null : TEXTS[r.nextInt(TEXTS.length)],
                pick(r, new int[] {0, 1, -1, 12, 640, Integer.MAX_VALUE, Integer.MIN_VALUE}),
                r.nextInt(5) == 0 ? null : pick(r, new int[] {0, 7, -300, 1 << 20}),
                r.nextBoolean() ? r.nextLong() : pick(r, new int[] {0, 5, -2}),
                r.nextInt(5) == 0 ? null : (long) r.nextInt(),
                r.nextBoolean(), r.nextInt(4) == 0 ? null : r.nextBoolean(),
                r.nextInt(5) == 0 ? null : Color.values()[r.nextInt(3)],
                r.nextInt(5) == 0 ? null : new ArrayList<>(Arrays.asList(TEXTS).subList(0, r.nextInt(4))),
                TEXTS[r.nextInt(TEXTS.length)]);
    }

    private static int pick(Random r, int[] values) {
        return values[r.nextInt(values.length)];
    }

    private static byte[] write(ObjectMapper ref, Object v) {
        try {
            return ref.writeValueAsBytes(v);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void assertSame(ObjectMapper kit, ObjectMapper ref, String label, byte[] doc, long seed) {
        for (int path = 0; path < 6; path++) {
            String want = read(ref, doc, path, seed);
            String got = read(kit, doc, path, seed);
            compared++;
            if (!want.equals(got)) {
                assertThat(got).as("%s, path %d, doc %s", label, path, new String(doc, StandardCharsets.UTF_8))
                        .isEqualTo(want);
            }
        }
    }

    private static String read(ObjectMapper m, byte[] doc, int path, long seed) {
        try {
            Object v = switch (path) {
                case 0 -> m.readValue(doc, BATCH);
                case 1 -> m.readValue(new EngineParserHarness.Trickle(doc, seed), BATCH);
                case 2 -> m.readValue(new String(doc, StandardCharsets.UTF_8), BATCH);
                case 3 -> m.readerFor(BATCH).with(DeserializationFeature.READ_ENUMS_USING_TO_STRING).readValue(doc);
                case 4 -> m.readerFor(BATCH).with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                        .without(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).readValue(doc);
                default -> m.convertValue(m.readTree(doc), BATCH);
            };
            return WRITER.writeValueAsString(v);
        } catch (IOException | RuntimeException e) {
            return ContainerReads.failure(e);
        }
    }

    private static String read(ObjectMapper m, byte[] doc, Class<?> type) {
        try {
            Object v = m.readValue(doc, type);
            return (v == null ? "null " : v.getClass().getSimpleName() + " ") + WRITER.writeValueAsString(v);
        } catch (IOException | RuntimeException e) {
            return ContainerReads.failure(e);
        }
    }

    // ---------------------------------------------------------------- models

    /** Three constants, one renamed, {@code toString} lower case (for {@code READ_ENUMS_USING_TO_STRING}). */
    public enum Color {
        RED, GREEN, @JsonProperty("bleu") BLUE;

        @Override
        public String toString() {
            return name().toLowerCase();
        }
    }

    /** Every parameter kind the run takes; the constructor throws on some values. */
    public record Rec(String name, int count, Integer boxed, long id, Long boxedLong, boolean flag, Boolean boxedFlag,
            Color color, List<String> tags, String last) {
        public Rec {
            if (count == 13) {
                throw new IllegalArgumentException("thirteen");
            }
            if ("jme".equals(name)) {
                throw new IllegalStateException("no jme");
            }
        }
    }

    /** A record of two ints, as the bench's. */
    public record Pt(int x, int y) {}

    /** A {@code @JsonCreator} constructor and a setter after it. */
    public static final class Made {
        final String a;
        final int b;
        public String extra;

        @JsonCreator
        public Made(@JsonProperty("a") String a, @JsonProperty("b") int b) {
            if (b == -9) {
                throw new IllegalArgumentException("minus nine");
            }
            this.a = a;
            this.b = b;
        }

        public String getA() { return a; }
        public int getB() { return b; }
    }

    /** A {@code @JsonCreator} factory that returns null or a subtype for some values. */
    public static class Factory {
        final String a;
        final int b;
        public String extra;

        Factory(String a, int b) {
            this.a = a;
            this.b = b;
        }

        @JsonCreator
        public static Factory of(@JsonProperty("a") String a, @JsonProperty("b") int b) {
            if (b < 0) {
                throw new IllegalArgumentException("negative");
            }
            return "nul".equals(a) ? null : "sub".equals(a) ? new Sub(a, b) : new Factory(a, b);
        }

        public String getA() { return a; }
        public int getB() { return b; }
    }

    /** What {@link Factory} returns for "sub": databind reads the rest as this subtype. */
    public static final class Sub extends Factory {
        public int more;

        Sub(String a, int b) {
            super(a, b);
        }
    }

    /** An alias on a parameter. */
    public record Aliased(String a, @JsonAlias("bee") int b) {}

    /** Ignored names and an ignored setter. */
    @JsonIgnoreProperties({"skip"})
    public record Ignoring(String a, int b) {
        @JsonIgnore
        public String hidden() {
            return "h";
        }
    }

    /** Records inside a record, a list and (in {@link Batch}) a map. */
    public record Outer(String label, Pt pt, List<Pt> pts) {}

    /** A bean property besides the creator's parameters. */
    public static final class WithBeanSetter {
        final String a;
        public Pt pt;

        @JsonCreator
        public WithBeanSetter(@JsonProperty("a") String a) {
            this.a = a;
        }

        public String getA() { return a; }
    }

    /** A string list first. */
    public record TagsFirst(List<String> tags, int x) {}

    /** A parameter the run does not take. */
    public record WithDouble(double ratio, int n) {}

    /** An ignored component. */
    public record IgnoredComponent(String a, @JsonIgnore int b) {}

    /** An injected parameter. */
    public static final class Injected {
        final String a;

        @JsonCreator
        public Injected(@JsonProperty("a") String a,
                @com.fasterxml.jackson.annotation.JacksonInject("v") String v) {
            this.a = a + v;
        }
    }

    /** A delegating creator. */
    public static final class Delegating {
        final Map<String, Object> m;

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        public Delegating(Map<String, Object> m) {
            this.m = m;
        }
    }

    /** Counts its creator calls, and those made from the run. */
    public record Probe(String a, int b, Long n, Boolean z) {
        static int calls;
        static int fast;
        static int resumed;

        public Probe {
            calls++;
            String at = "";
            for (StackTraceElement e : new Throwable().getStackTrace()) {
                if (e.getClassName().equals(CreatorRunDeserializer.class.getName())) {
                    at += e.getMethodName() + " ";
                }
            }
            if (at.startsWith("built deserialize")) {
                fast++;
            } else if (at.contains("rest")) {
                resumed++;
            }
        }
    }

    /** What the generated documents hold. */
    public record Batch(List<Rec> recs, List<Made> made, Map<String, Pt> pts, Rec one, Factory factory) {}
}
