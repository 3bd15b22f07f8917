/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIdentityInfo;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.annotation.JsonView;
import com.fasterxml.jackson.annotation.ObjectIdGenerators;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The kit's bean writing ({@link BeanRunSerializer}) against the same mapper with
 * {@code beanWrites(false)} (databind's bean serializer, Blackbird's property writers where on) and,
 * for the default configuration, plain {@code new ObjectMapper()}: the same text, or the same
 * exception class, message and reference path, over generated beans with getters and with fields of
 * every kind the kit writes (strings with escapes, non-Latin-1 text and lone surrogates, {@code int},
 * {@code long}, {@code boolean}, enums named, renamed, {@code @JsonValue} and by {@code toString()},
 * nulls) and the kinds it leaves to databind; through every write path, per-call features (a pretty
 * printer, numbers as strings, non-ASCII escaped, enum features, a view) and mapper configurations
 * (inclusion, naming, ordering, no Blackbird, jackson-core's own generator); and for annotated types
 * that must be written by databind's code (a custom serializer, views, object identity, an
 * any-getter, type ids, unwrapping, failing getters).
 */
@Tag("fidelity")
class BeanRunSerializerTest {

    private static final List<Consumer<FastMappers.Builder>> CONFIGS = List.of(
            b -> { },
            b -> b.blackbird(false),
            b -> b.customize(m -> m.serializationInclusion(JsonInclude.Include.NON_NULL)),
            b -> b.customize(m -> m.serializationInclusion(JsonInclude.Include.NON_EMPTY)),
            b -> b.customize(m -> m.serializationInclusion(JsonInclude.Include.NON_DEFAULT)),
            b -> b.customize(m -> m.enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                    .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)),
            b -> b.customize(m -> m.enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
                    .disable(MapperFeature.DEFAULT_VIEW_INCLUSION)),
            b -> b.customize(m -> m.disable(SerializationFeature.WRAP_EXCEPTIONS)),
            b -> b.fastDoubleWriter(false),
            b -> b.engine(false).containerWrites(false));

    private static int compared;

    /** The kit's mapper and its reference under {@code config}. */
    private static ObjectMapper[] pair(Consumer<FastMappers.Builder> config) {
        return ContainerReadModuleTest.pair(b -> b.beanWrites(false), config);
    }

    enum Path {
        BYTES, STRING, STREAM, WRITER, GENERATOR, CHARS, TOKENS, PRETTY, NUMBERS_AS_STRINGS, ESCAPE_NON_ASCII,
        ENUMS_TO_STRING, ENUMS_INDEX, VIEW, ROOT_TYPE
    }

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
                        g.writeStartObject();
                        g.writeFieldName("after");
                        m.writeValue(g, v);
                        g.writeEndObject();
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
                case PRETTY:
                    return new String(m.writerWithDefaultPrettyPrinter().writeValueAsBytes(v), StandardCharsets.UTF_8);
                case NUMBERS_AS_STRINGS:
                    return new String(m.writer().with(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS).writeValueAsBytes(v),
                            StandardCharsets.UTF_8);
                case ESCAPE_NON_ASCII:
                    return new String(m.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII).writeValueAsBytes(v),
                            StandardCharsets.UTF_8);
                case ENUMS_TO_STRING:
                    return new String(m.writer().with(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
                            .writeValueAsBytes(v), StandardCharsets.UTF_8);
                case ENUMS_INDEX:
                    return new String(m.writer().with(SerializationFeature.WRITE_ENUMS_USING_INDEX)
                            .writeValueAsBytes(v), StandardCharsets.UTF_8);
                case VIEW:
                    return new String(m.writerWithView(Public.class).writeValueAsBytes(v), StandardCharsets.UTF_8);
                case ROOT_TYPE:
                    return new String(m.writerFor(v.getClass()).writeValueAsBytes(v), StandardCharsets.UTF_8);
                default:
                    throw new AssertionError(path);
            }
        } catch (Exception e) {
            String refs = e instanceof JsonMappingException jme ? jme.getPathReference() : "";
            return "EXCEPTION " + e.getClass().getName() + ": " + e.getMessage() + " | " + refs;
        }
    }

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

    @Test
    void writesGeneratedBeansAsDatabindDoes() {
        for (int c = 0; c < CONFIGS.size(); c++) {
            ObjectMapper[] m = pair(CONFIGS.get(c));
            Random r = new Random(17 + c);
            for (int i = 0; i < 60; i++) {
                assertSameWrites(m[0], m[1], "config " + c + " item " + i, item(r, 2));
                assertSameWrites(m[0], m[1], "config " + c + " fields " + i, fields(r));
                assertSameWrites(m[0], m[1], "config " + c + " list " + i, List.of(item(r, 1), fields(r), item(r, 0)));
            }
        }
        assertThat(compared).isGreaterThan(10_000);
    }

    @Test
    void writesWhatPlainJacksonWrites() throws IOException {
        ObjectMapper kit = FastMappers.json();
        ObjectMapper plain = new ObjectMapper();
        Random r = new Random(3);
        for (int i = 0; i < 300; i++) {
            Object v = i % 3 == 0 ? fields(r) : item(r, 2);
            assertThat(new String(kit.writeValueAsBytes(v), StandardCharsets.UTF_8))
                    .isEqualTo(new String(plain.writeValueAsBytes(v), StandardCharsets.UTF_8));
            assertThat(kit.writeValueAsString(v)).isEqualTo(plain.writeValueAsString(v));
        }
    }

    @Test
    void writesAcrossOutputBufferBoundaries() {
        ObjectMapper[] m = pair(b -> { });
        Random r = new Random(11);
        for (int n : new int[] {40, 120, 333}) {
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                list.add(i % 2 == 0 ? item(r, 1) : fields(r));
            }
            assertSameWrites(m[0], m[1], "list of " + n, list);
        }
    }

    @Test
    void writesAnnotatedTypesAsDatabindDoes() {
        for (int c = 0; c < CONFIGS.size(); c++) {
            ObjectMapper[] m = pair(CONFIGS.get(c));
            Random r = new Random(40 + c);
            for (int i = 0; i < 30; i++) {
                for (Object v : annotated(r)) {
                    assertSameWrites(m[0], m[1], "config " + c + " " + v.getClass().getSimpleName() + " " + i, v);
                }
            }
        }
    }

    @Test
    void aFailingGetterIsReportedAsDatabindReportsIt() {
        for (int c = 0; c < CONFIGS.size(); c++) {
            ObjectMapper[] m = pair(CONFIGS.get(c));
            for (int fail = 0; fail < 5; fail++) {
                Failing f = new Failing(fail);
                assertSameWrites(m[0], m[1], "config " + c + " failing " + fail, f);
                assertSameWrites(m[0], m[1], "config " + c + " failing in a list " + fail, List.of(new Failing(-1), f));
                if (c == 0 && fail > 0) {
                    assertThat(write(m[0], f, Path.BYTES)).startsWith("EXCEPTION");
                }
            }
        }
    }

    @Test
    void replacesOnlyPlainBeanSerializersAndPlansOnlyVanillaTypes() throws IOException {
        ObjectMapper kit = pair(b -> { })[0];
        SerializerProvider p = kit.getSerializerProviderInstance();
        assertThat(p.findValueSerializer(Item.class)).isInstanceOfSatisfying(BeanRunSerializer.class,
                s -> assertThat(s.planned()).isTrue());
        assertThat(p.findValueSerializer(Fields.class)).isInstanceOfSatisfying(BeanRunSerializer.class,
                s -> assertThat(s.planned()).isTrue());
        assertThat(p.findValueSerializer(Identified.class)).isInstanceOfSatisfying(BeanRunSerializer.class,
                s -> assertThat(s.planned()).isFalse());
        assertThat(p.findValueSerializer(Valued.class)).isNotInstanceOf(BeanRunSerializer.class);
        assertThat(p.findValueSerializer(Map.class)).isNotInstanceOf(BeanRunSerializer.class);
        ObjectMapper off = FastMappers.builder().beanWrites(false).build();
        assertThat(off.getSerializerProviderInstance().findValueSerializer(Item.class))
                .isNotInstanceOf(BeanRunSerializer.class);
        Item it = item(new Random(1), 1);
        assertThat(kit.writeValueAsString(it)).isEqualTo(off.writeValueAsString(it));
    }

    // ---------------------------------------------------------------- values

    private static final String[] STRINGS = {"", "a", "plain ascii text", "quote \" backslash \\ slash /",
        "tab\tnewline\ncontrol\u0001\u001f\u007f", "caf\u00e9 \u00ff", "\u65e5\u672c\u8a9e", "Steve Jobs\uc2a4",
        "emoji \ud83d\ude00", "lone \ud800 surrogate", "\u2028\u2029", "x".repeat(300), "<script>&'</script>"};

    private static String string(Random r) {
        return r.nextInt(8) == 0 ? null : STRINGS[r.nextInt(STRINGS.length)];
    }

    private static int anInt(Random r) {
        return switch (r.nextInt(5)) {
            case 0 -> 0;
            case 1 -> Integer.MIN_VALUE;
            case 2 -> Integer.MAX_VALUE;
            case 3 -> -r.nextInt(1000);
            default -> r.nextInt();
        };
    }

    private static long aLong(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> 0L;
            case 1 -> Long.MIN_VALUE;
            case 2 -> Long.MAX_VALUE;
            default -> r.nextLong() >> r.nextInt(64);
        };
    }

    private static <E> E pick(Random r, E[] values) {
        return r.nextInt(6) == 0 ? null : values[r.nextInt(values.length)];
    }

    static Item item(Random r, int depth) {
        Item it = new Item();
        it.name = string(r);
        it.count = anInt(r);
        it.id = aLong(r);
        it.on = r.nextBoolean();
        it.color = pick(r, Color.values());
        it.coded = pick(r, Coded.values());
        it.valued = pick(r, Valued.values());
        it.shown = pick(r, Shown.values());
        it.tags = r.nextInt(4) == 0 ? null : new ArrayList<>(List.of(STRINGS).subList(0, r.nextInt(4)));
        it.boxed = r.nextInt(3) == 0 ? null : anInt(r);
        it.ratio = r.nextInt(3) == 0 ? Double.NaN : r.nextDouble() * 1e6;
        it.note = string(r);
        it.child = depth > 0 && r.nextBoolean() ? item(r, depth - 1) : null;
        it.hidden = string(r);
        return it;
    }

    static Fields fields(Random r) {
        Fields f = new Fields();
        f.title = string(r);
        f.width = anInt(r);
        f.size = aLong(r);
        f.flag = r.nextBoolean();
        f.color = pick(r, Color.values());
        f.other = string(r);
        f.viewed = string(r);
        return f;
    }

    static List<Object> annotated(Random r) {
        Annotated a = new Annotated();
        a.always = string(r);
        a.nonNull = string(r);
        a.nonEmpty = string(r);
        a.nonDefault = r.nextBoolean() ? 0 : anInt(r);
        a.asString = anInt(r);
        a.custom = string(r);
        a.dashed = string(r);
        a.renamed = string(r);
        a.longName = string(r);
        a.raw = r.nextBoolean() ? null : "{\"raw\":" + r.nextInt(9) + "}";
        a.viewed = string(r);
        a.numeric = r.nextBoolean();
        a.color = pick(r, Color.values());
        a.numbered = pick(r, Numbered.values());
        a.self = r.nextInt(4) == 0 ? a : null;
        AnyGetter any = new AnyGetter();
        any.name = string(r);
        any.extra.put("k" + r.nextInt(3), string(r));
        Identified id = new Identified();
        id.name = string(r);
        id.again = r.nextBoolean() ? id : null;
        Typed t = new Typed();
        t.name = string(r);
        t.count = anInt(r);
        Holder h = new Holder();
        h.label = string(r);
        h.inner = r.nextInt(4) == 0 ? null : fields(r);
        Empty e = new Empty();
        return List.of(a, any, id, t, h, e);
    }

    // ---------------------------------------------------------------- models

    /** The view {@link Path#VIEW} writes with. */
    public static final class Public {
    }

    enum Color { RED, GREEN, @JsonProperty("bleu") BLUE }

    enum Coded { @JsonProperty("a-1") A, @JsonProperty("b\"2\u00e9") B, @JsonProperty("\ud83d\ude00") C }

    enum Valued {
        X("x-val"), Y("y\u00e9"), Z(null);

        private final String v;

        Valued(String v) {
            this.v = v;
        }

        @JsonValue
        public String v() {
            return v;
        }
    }

    enum Shown {
        ONE, TWO;

        @Override
        public String toString() {
            return name().toLowerCase() + "!";
        }
    }

    @JsonFormat(shape = JsonFormat.Shape.NUMBER)
    enum Numbered { P, Q }

    /** Getters of every kind, and kinds the kit leaves to the property writers. */
    @JsonPropertyOrder({"name", "count", "id", "on", "color", "coded", "valued", "shown", "tags", "boxed", "ratio",
        "note", "child"})
    public static class Item {
        String name;
        int count;
        long id;
        boolean on;
        Color color;
        Coded coded;
        Valued valued;
        Shown shown;
        List<String> tags;
        Integer boxed;
        double ratio;
        String note;
        Item child;
        String hidden;

        public String getName() { return name; }
        public int getCount() { return count; }
        public long getId() { return id; }
        public boolean isOn() { return on; }
        public Color getColor() { return color; }
        public Coded getCoded() { return coded; }
        public Valued getValued() { return valued; }
        public Shown getShown() { return shown; }
        public List<String> getTags() { return tags; }
        public Integer getBoxed() { return boxed; }
        public double getRatio() { return ratio; }
        @JsonView(Public.class)
        public String getNote() { return note; }
        public Item getChild() { return child; }
        @JsonIgnore
        public String getHidden() { return hidden; }
    }

    /** Public fields, one with a getter too, and a view. */
    public static class Fields {
        public String title;
        public int width;
        public long size;
        public boolean flag;
        public Color color;
        String other;
        @JsonView(Public.class)
        public String viewed;

        public String getOther() { return other; }
    }

    /** Writes the value upper-cased. */
    public static final class Upper extends JsonSerializer<String> {
        @Override
        public void serialize(String value, JsonGenerator g, SerializerProvider p) throws IOException {
            g.writeString(value.toUpperCase());
        }
    }

    /** Writes a null as {@code "-"}. */
    public static final class Dash extends JsonSerializer<Object> {
        @Override
        public void serialize(Object value, JsonGenerator g, SerializerProvider p) throws IOException {
            g.writeString("-");
        }
    }

    /** Inclusion rules, shapes, custom serializers, long and escaped names. */
    public static class Annotated {
        public String always;
        @JsonInclude(JsonInclude.Include.NON_NULL)
        public String nonNull;
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        public String nonEmpty;
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        public int nonDefault;
        @JsonFormat(shape = JsonFormat.Shape.STRING)
        public int asString;
        @JsonSerialize(using = Upper.class)
        public String custom;
        @JsonSerialize(nullsUsing = Dash.class)
        public String dashed;
        @JsonProperty("re\"named\u00e9\u65e5")
        public String renamed;
        @JsonProperty("long_name_that_is_longer_than_the_one_hundred_and_twenty_bytes_the_kit_pre_encodes_"
                + "so_it_is_written_token_by_token")
        public String longName;
        @JsonRawValue
        public String raw;
        @JsonView(Public.class)
        public String viewed;
        @JsonFormat(shape = JsonFormat.Shape.NUMBER)
        public boolean numeric;
        public Color color;
        public Numbered numbered;
        @JsonInclude(JsonInclude.Include.NON_NULL)
        public Annotated self;
    }

    /** An any-getter: written by databind's code. */
    public static class AnyGetter {
        public String name;
        final Map<String, Object> extra = new LinkedHashMap<>();

        @JsonAnyGetter
        public Map<String, Object> extra() {
            return extra;
        }
    }

    /** Object identity: written by databind's code. */
    @JsonIdentityInfo(generator = ObjectIdGenerators.IntSequenceGenerator.class)
    public static class Identified {
        public String name;
        public Identified again;
    }

    /** A type id as a property, before the fields the kit writes. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME)
    public static class Typed {
        public String name;
        public int count;
    }

    /** An unwrapped bean: databind's unwrapping serializer. */
    public static class Holder {
        public String label;
        @JsonUnwrapped(prefix = "in_")
        public Fields inner;
    }

    /** No properties: {@code FAIL_ON_EMPTY_BEANS}. */
    public static class Empty {
    }

    /** Getters that throw, chosen by {@code fail}: unchecked, checked, an error, in every kind. */
    @JsonPropertyOrder({"a", "b", "c", "d", "e", "f"})
    public static class Failing {
        private final int fail;

        Failing(int fail) {
            this.fail = fail;
        }

        public String getA() { return "a"; }
        public int getB() { if (fail == 1) { throw new IllegalStateException("b failed"); } return 1; }
        public String getC() throws IOException { if (fail == 2) { throw new IOException("c failed"); } return "c"; }
        public long getD() { if (fail == 3) { throw new UnsupportedOperationException(); } return 4L; }
        public Color getE() { if (fail == 4) { throw new IllegalArgumentException("e failed"); } return Color.RED; }
        public boolean isF() { return true; }
    }
}
