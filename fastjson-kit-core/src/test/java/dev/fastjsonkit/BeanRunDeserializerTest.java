/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonMerge;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.JsonView;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
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
 * The kit's bean reading ({@link BeanRunDeserializer}) against the same mapper with
 * {@code beanReads(false)} (databind's bean deserializer, Blackbird's where on): the value read
 * (written back by the reference, with the setter calls each bean saw, in order) or the failure
 * (exception class and message: location and reference path), over generated beans written in
 * declared order, pretty-printed, with shuffled, duplicated, unknown and aliased names, nulls and
 * values of the wrong type, every truncation and random byte mutations; from {@code byte[]}, a
 * stream handing out 1 to 9 bytes a read, {@code String}, a tree and a per-call reader feature;
 * under seven configurations (one reading nulls as empty strings).
 */
class BeanRunDeserializerTest {
    private static final List<Consumer<FastMappers.Builder>> CONFIGS = List.of(
            b -> { },
            b -> b.ignoreUnknownProperties(false),
            b -> b.blackbird(false),
            b -> b.customize(m -> m.enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES)),
            b -> b.customize(m -> m.enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING,
                    DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)),
            b -> b.customize(m -> m.disable(DeserializationFeature.WRAP_EXCEPTIONS)),
            // nulls read as empty strings (not as null): the runs leave string nulls to databind
            b -> b.customize(m -> m.defaultSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY))));

    private static final TypeReference<List<Item>> ITEMS = new TypeReference<>() {};
    private static final ObjectMapper WRITER = FastMappers.builder().beanReads(false).build();

    private static int compared;
    private static int differentFromOrder;

    /** The kit's mapper and its reference under {@code config}. */
    private static ObjectMapper[] pair(Consumer<FastMappers.Builder> config) {
        return ContainerReadModuleTest.pair(b -> b.beanReads(false), config);
    }

    @Test
    void readsWhatDatabindReadsOnGeneratedDocuments() {
        for (int c = 0; c < CONFIGS.size(); c++) {
            ObjectMapper[] m = pair(CONFIGS.get(c));
            Random r = new Random(31 + c);
            for (int i = 0; i < 150; i++) {
                for (byte[] doc : variants(m[1], r)) {
                    assertSame(m[0], m[1], "config " + c + " doc " + i, doc, r.nextLong());
                }
            }
        }
        assertThat(compared).isGreaterThan(10_000);
        assertThat(differentFromOrder).as("documents not in declared order").isGreaterThan(500);
    }

    @Test
    void readsWhatDatabindReadsOnTruncationsAndMutations() {
        ObjectMapper[] m = pair(b -> { });
        ObjectMapper[] strict = pair(b -> b.ignoreUnknownProperties(false));
        Random r = new Random(5);
        for (int i = 0; i < 12; i++) {
            byte[] doc = write(m[1], items(r, 2));
            for (int cut = 0; cut < doc.length; cut++) {
                byte[] part = Arrays.copyOf(doc, cut);
                assertSame(m[0], m[1], "doc " + i + " cut at " + cut, part, cut);
            }
            for (int k = 0; k < 150; k++) {
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
    void readsAnnotatedAndUnwrappedTypesAsDatabind() {
        ObjectMapper[] m = pair(b -> { });
        ObjectMapper[] strict = pair(b -> b.ignoreUnknownProperties(false));
        String[] docs = {
            "{\"n\":\"a\",\"qty\":3,\"secret\":\"s\",\"keep\":null,\"upper\":\"abc\",\"color\":\"GREEN\",\"merged\":[\"y\"],\"extra\":1}",
            "{\"n\":\"a\",\"quantity\":3,\"keep\":\"k\",\"upper\":\"x\",\"color\":\"bleu\",\"merged\":[],\"ro\":\"r\"}",
            "{\"quantity\":1,\"n\":\"b\",\"q\":2,\"color\":\"blue\",\"merged\":null}",
            "{\"a\":1,\"skip\":2,\"b\":\"x\",\"name\":\"n\",\"count\":4}",
            "{\"label\":\"l\",\"x\":1,\"y\":2,\"z\":3}",
            "{\"label\":\"l\",\"y\":\"2\",\"x\":1}",
            "{\"visible\":\"v\",\"hidden\":\"h\"}",
            "{\"n\":null,\"quantity\":2,\"blank\":null,\"strict\":\"s\"}",
            "{\"n\":\"a\",\"blank\":\"b\",\"strict\":null}",
        };
        Class<?>[] types = {Annotated.class, Annotated.class, Annotated.class, Open.class, Holder.class, Holder.class,
            Viewed.class, Annotated.class, Annotated.class};
        for (int i = 0; i < docs.length; i++) {
            byte[] doc = docs[i].getBytes(StandardCharsets.UTF_8);
            for (int cut = 0; cut <= doc.length; cut++) {
                byte[] part = Arrays.copyOf(doc, cut);
                String want = read(m[1], part, types[i]);
                assertThat(read(m[0], part, types[i])).as("%s cut at %d", docs[i], cut).isEqualTo(want);
                assertThat(read(strict[0], part, types[i])).as("strict %s cut at %d", docs[i], cut)
                        .isEqualTo(read(strict[1], part, types[i]));
                compared += 2;
            }
        }
        assertThat(read(m[0], docs[0].getBytes(StandardCharsets.UTF_8), Annotated.class))
                .contains("\"n\":\"a\"", "\"quantity\":3", "\"keep\":\"default\"", "\"upper\":\"ABC\"", "[\"x\",\"y\"]");
        assertThat(read(m[0], docs[4].getBytes(StandardCharsets.UTF_8), Holder.class)).contains("\"x\":1", "\"y\":2");
        assertThat(read(m[0], docs[7].getBytes(StandardCharsets.UTF_8), Annotated.class))
                .contains("\"n\":null", "\"blank\":\"\"", "\"strict\":\"s\"");
        assertThat(read(m[0], docs[8].getBytes(StandardCharsets.UTF_8), Annotated.class)).contains("strict");
    }

    @Test
    void replacesOnlyVanillaBeanDeserializers() throws IOException {
        ObjectMapper kit = pair(b -> { })[0];
        DefaultDeserializationContext c = ((DefaultDeserializationContext) kit.getDeserializationContext())
                .createInstance(kit.getDeserializationConfig(), null, null);
        assertThat(c.findRootValueDeserializer(kit.constructType(Item.class))).isInstanceOf(BeanRunDeserializer.class);
        assertThat(c.findRootValueDeserializer(kit.constructType(Annotated.class))).isInstanceOf(BeanRunDeserializer.class);
        assertThat(c.findRootValueDeserializer(kit.constructType(Viewed.class))).isNotInstanceOf(BeanRunDeserializer.class);
        assertThat(c.findRootValueDeserializer(kit.constructType(Created.class))).isNotInstanceOf(BeanRunDeserializer.class);
        ObjectMapper off = FastMappers.builder().beanReads(false).build();
        DefaultDeserializationContext o = ((DefaultDeserializationContext) off.getDeserializationContext())
                .createInstance(off.getDeserializationConfig(), null, null);
        assertThat(o.findRootValueDeserializer(off.constructType(Item.class))).isNotInstanceOf(BeanRunDeserializer.class);
        ObjectMapper noEngine = FastMappers.builder().engine(false).build();
        DefaultDeserializationContext e = ((DefaultDeserializationContext) noEngine.getDeserializationContext())
                .createInstance(noEngine.getDeserializationConfig(), null, null);
        assertThat(e.findRootValueDeserializer(noEngine.constructType(Item.class))).isNotInstanceOf(BeanRunDeserializer.class);
        Created made = kit.readValue("{\"a\":\"x\",\"b\":2}", Created.class);
        assertThat(made.a + made.b).isEqualTo("x2");
    }

    @Test
    void aFailingSetterIsReportedAsDatabindReportsIt() {
        for (Consumer<FastMappers.Builder> config : List.<Consumer<FastMappers.Builder>>of(b -> { }, b -> b.blackbird(false),
                b -> b.customize(m -> m.disable(DeserializationFeature.WRAP_EXCEPTIONS)))) {
            ObjectMapper[] m = pair(config);
            String[] docs = {"{\"name\":\"a\",\"count\":13,\"id\":5}", "{\"name\":\"jme\",\"count\":1}",
                "{\"name\":\"a\",\"last\":\"io\"}", "{\n  \"name\" : \"jme\" }"};
            for (String d : docs) {
                byte[] doc = d.getBytes(StandardCharsets.UTF_8);
                String want = read(m[1], doc, Item.class);
                assertThat(want).startsWith("EXC ");
                assertThat(read(m[0], doc, Item.class)).as(d).isEqualTo(want);
            }
            assertThat(read(m[1], docs[0].getBytes(StandardCharsets.UTF_8), Item.class)).contains("thirteen");
        }
    }

    // ---------------------------------------------------------------- documents

    private static List<byte[]> variants(ObjectMapper ref, Random r) {
        List<Item> items = items(r, 1 + r.nextInt(3));
        List<byte[]> out = new ArrayList<>();
        out.add(write(ref, items));
        try {
            out.add(ref.writerWithDefaultPrettyPrinter().writeValueAsBytes(items));
            JsonNode tree = ref.valueToTree(items);
            for (int k = 0; k < 4; k++) {
                JsonNode t = tree.deepCopy();
                edit(t, r);
                out.add(ref.writeValueAsBytes(t));
                differentFromOrder++;
            }
            String dup = new String(out.get(0), StandardCharsets.UTF_8).replaceFirst("\"count\":", "\"count\":7,\"count\":");
            out.add(dup.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Shuffles, renames, nulls or mistypes some members of each object in {@code t}. */
    private static void edit(JsonNode t, Random r) {
        MemberEdits.edit(t, r, 3, 14, (o, n, v, pick) -> false, 0);
    }

    private static List<Item> items(Random r, int n) {
        List<Item> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(item(r, 2));
        }
        return out;
    }

    private static final String[] TEXTS = {"", "a", "plain ascii text", "esc \" \\ / \n \t", "caf\u00e9", "\u4e2d\u6587",
        "\ud83d\ude00 emoji", "\u0001ctl", "RED", "bleu", "green", "io", "jme", "long " + "x".repeat(300)};

    private static Item item(Random r, int depth) {
        Item it = new Item();
        it.name = r.nextInt(8) == 0 ? null : TEXTS[r.nextInt(TEXTS.length)];
        it.count = pick(r, new int[] {0, 1, -1, 12, 13, 640, Integer.MAX_VALUE, Integer.MIN_VALUE});
        it.boxed = r.nextInt(5) == 0 ? null : pick(r, new int[] {0, 7, -300, 1 << 20});
        it.id = r.nextBoolean() ? r.nextLong() : pick(r, new int[] {0, 5, -2});
        it.boxedLong = r.nextInt(5) == 0 ? null : (long) r.nextInt();
        it.flag = r.nextBoolean();
        it.boxedFlag = r.nextInt(4) == 0 ? null : r.nextBoolean();
        it.color = r.nextInt(5) == 0 ? null : Color.values()[r.nextInt(3)];
        it.tags = r.nextInt(5) == 0 ? null : new ArrayList<>(Arrays.asList(TEXTS).subList(0, r.nextInt(4)));
        it.ratio = r.nextInt(3) == 0 ? 0.1 * r.nextInt(100) : r.nextInt(10);
        it.small = (short) r.nextInt(100);
        it.counts = r.nextBoolean() ? null : Map.of("k", r.nextInt(3));
        it.child = depth > 0 && r.nextBoolean() ? item(r, depth - 1) : null;
        if (depth > 0 && r.nextBoolean()) {
            it.children = new ArrayList<>();
            for (int k = r.nextInt(3); k > 0; k--) {
                it.children.add(item(r, depth - 1));
            }
        }
        it.last = TEXTS[r.nextInt(TEXTS.length)];
        return it;
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

    // ---------------------------------------------------------------- comparing

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
                case 0 -> m.readValue(doc, ITEMS);
                case 1 -> m.readValue(new EngineParserHarness.Trickle(doc, seed), ITEMS);
                case 2 -> m.readValue(new String(doc, StandardCharsets.UTF_8), ITEMS);
                case 3 -> m.readerFor(ITEMS).with(DeserializationFeature.READ_ENUMS_USING_TO_STRING).readValue(doc);
                case 4 -> m.readerFor(ITEMS).without(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).readValue(doc);
                default -> m.convertValue(m.readTree(doc), ITEMS);
            };
            return describe(v);
        } catch (IOException | RuntimeException e) {
            return ContainerReads.failure(e);
        }
    }

    private static String read(ObjectMapper m, byte[] doc, Class<?> type) {
        try {
            return describe(m.readValue(doc, type));
        } catch (IOException | RuntimeException e) {
            return ContainerReads.failure(e);
        }
    }

    /** The value as the reference writes it, with every bean's setter calls. */
    private static String describe(Object v) throws IOException {
        StringBuilder sb = new StringBuilder(WRITER.writeValueAsString(v));
        calls(v, sb);
        return sb.toString();
    }

    private static void calls(Object v, StringBuilder sb) {
        if (v instanceof List<?> l) {
            for (Object e : l) {
                calls(e, sb);
            }
        } else if (v instanceof Item it) {
            sb.append(' ').append(it.calls);
            calls(it.child, sb);
            calls(it.children, sb);
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

    /** Setters of every kind a run takes and some it does not; each records its call. */
    public static class Item {
        @JsonIgnore
        public final List<String> calls = new ArrayList<>();
        private String name;
        private int count;
        private Integer boxed;
        private long id;
        private Long boxedLong;
        private boolean flag;
        private Boolean boxedFlag;
        private Color color;
        private List<String> tags;
        private double ratio;
        private short small;
        private Map<String, Integer> counts;
        private Item child;
        private List<Item> children;
        private String last;

        public String getName() { return name; }

        public void setName(String v) throws JsonMappingException {
            calls.add("name");
            if ("jme".equals(v)) {
                throw JsonMappingException.from((JsonParser) null, "no jme");
            }
            name = v;
        }

        public int getCount() { return count; }

        public void setCount(int v) {
            calls.add("count");
            if (v == 13) {
                throw new IllegalArgumentException("thirteen");
            }
            count = v;
        }

        public Integer getBoxed() { return boxed; }
        public void setBoxed(Integer v) { calls.add("boxed"); boxed = v; }
        public long getId() { return id; }
        public void setId(long v) { calls.add("id"); id = v; }
        public Long getBoxedLong() { return boxedLong; }
        public void setBoxedLong(Long v) { calls.add("boxedLong"); boxedLong = v; }
        public boolean isFlag() { return flag; }
        public void setFlag(boolean v) { calls.add("flag"); flag = v; }
        public Boolean getBoxedFlag() { return boxedFlag; }
        public void setBoxedFlag(Boolean v) { calls.add("boxedFlag"); boxedFlag = v; }
        public Color getColor() { return color; }
        public void setColor(Color v) { calls.add("color"); color = v; }
        public List<String> getTags() { return tags; }
        public void setTags(List<String> v) { calls.add("tags"); tags = v; }
        public double getRatio() { return ratio; }
        public void setRatio(double v) { calls.add("ratio"); ratio = v; }
        public short getSmall() { return small; }
        public void setSmall(short v) { calls.add("small"); small = v; }
        public Map<String, Integer> getCounts() { return counts; }
        public void setCounts(Map<String, Integer> v) { calls.add("counts"); counts = v; }
        public Item getChild() { return child; }
        public void setChild(Item v) { calls.add("child"); child = v; }
        public List<Item> getChildren() { return children; }
        public void setChildren(List<Item> v) { calls.add("children"); children = v; }
        public String getLast() { return last; }

        public void setLast(String v) throws IOException {
            calls.add("last");
            if ("io".equals(v)) {
                throw new IOException("no io");
            }
            last = v;
        }
    }

    /** Upper-cases a string: a custom deserializer, which the run leaves to databind. */
    public static final class Upper extends JsonDeserializer<String> {
        @Override
        public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return p.getValueAsString().toUpperCase();
        }
    }

    /** Public fields with renames, aliases, ignorals, a null skipper, a custom deserializer and merging. */
    public static class Annotated {
        @JsonProperty("n")
        public String name;
        @JsonAlias({"qty", "q"})
        public int quantity;
        @JsonIgnore
        public String secret;
        @JsonSetter(nulls = Nulls.SKIP)
        public String keep = "default";
        @JsonDeserialize(using = Upper.class)
        public String upper;
        public Color color;
        @JsonMerge
        public List<String> merged = new ArrayList<>(List.of("x"));
        @JsonProperty(access = JsonProperty.Access.READ_ONLY)
        public String ro;
        @JsonSetter(nulls = Nulls.AS_EMPTY)
        public String blank = "default";
        @JsonSetter(nulls = Nulls.FAIL)
        public String strict;
    }

    /** Ignored names and an any-setter. */
    @JsonIgnoreProperties({"skip"})
    public static class Open {
        public String name;
        public int count;
        public final Map<String, Object> other = new LinkedHashMap<>();

        @JsonAnySetter
        public void other(String k, Object v) {
            other.put(k, v);
        }

        public Map<String, Object> getOther() {
            return other;
        }
    }

    /** Two coordinates, read unwrapped into {@link Holder}. */
    public static class Point {
        public int x;
        public int y;
    }

    /** A bean with an unwrapped bean. */
    public static class Holder {
        public String label;
        @JsonUnwrapped
        public Point point;
    }

    /** A view on one property: databind's view processing, which the kit leaves alone. */
    public static class Viewed {
        public String visible;
        @JsonView(Viewed.class)
        public String hidden;
    }

    /** Read through a creator with arguments: not replaced. */
    public static class Created {
        final String a;
        final int b;

        @com.fasterxml.jackson.annotation.JsonCreator
        Created(@JsonProperty("a") String a, @JsonProperty("b") int b) {
            this.a = a;
            this.b = b;
        }
    }
}
