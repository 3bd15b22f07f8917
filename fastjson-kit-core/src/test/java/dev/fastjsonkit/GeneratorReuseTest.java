/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The generator {@code writeValueAsBytes} keeps between writes on a thread
 * ({@link EngineGenerator#reuse}): every write gives plain Jackson's bytes or exception, whatever the
 * writes before it on the thread did to their generator (pretty printing, features switched per
 * writer, other escapes, duplicate detection, a failure half-way, a nested write, another mapper's
 * factory, documents longer than the buffer), and the generator is in fact the same from one plain
 * write to the next.
 */
@Tag("fidelity")
class GeneratorReuseTest {
    private static final ObjectMapper KIT = FastMappers.json();
    private static final ObjectMapper OTHER_KIT = FastMappers.builder().build();
    private static final ObjectMapper PLAIN = new ObjectMapper();

    /** Escapes every {@code a} as {@code \u0061}. */
    static final class EscapeA extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private final int[] codes = standardAsciiEscapesForJSON();

        EscapeA() {
            codes['a'] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return codes;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return null;
        }
    }

    /** Writes {@code "k"} twice: a failure under {@code STRICT_DUPLICATE_DETECTION}. */
    @JsonSerialize(using = Dup.Ser.class)
    static final class Dup {
        static final class Ser extends JsonSerializer<Dup> {
            @Override
            public void serialize(Dup value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                gen.writeStartObject();
                gen.writeNumberField("k", 1);
                gen.writeNumberField("k", 2);
                gen.writeEndObject();
            }
        }
    }

    /** Writes half an object, then fails. */
    @JsonSerialize(using = Fails.Ser.class)
    static final class Fails {
        static final class Ser extends JsonSerializer<Fails> {
            @Override
            public void serialize(Fails value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                gen.writeStartObject();
                gen.writeStringField("half", "written");
                gen.writeArrayFieldStart("open");
                throw new IllegalStateException("fails half-way");
            }
        }
    }

    /** Writes, inside its own write, the bytes of a nested write of {@code inner} by the same mapper. */
    @JsonSerialize(using = Nested.Ser.class)
    static final class Nested {
        final Object inner;

        Nested(Object inner) {
            this.inner = inner;
        }

        static final class Ser extends JsonSerializer<Nested> {
            @Override
            public void serialize(Nested value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                ObjectMapper m = (ObjectMapper) gen.getCodec();
                gen.writeStartObject();
                gen.writeStringField("nested", new String(m.writeValueAsBytes(value.inner), StandardCharsets.UTF_8));
                gen.writeFieldName("inline");
                gen.writeObject(value.inner);
                gen.writeEndObject();
            }
        }
    }

    /** Records the generator it is written to. */
    @JsonSerialize(using = Capture.Ser.class)
    static final class Capture {
        final List<JsonGenerator> seen = new ArrayList<>();

        static final class Ser extends JsonSerializer<Capture> {
            @Override
            public void serialize(Capture value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                value.seen.add(gen);
                gen.writeString("c");
            }
        }
    }

    /**
     * Writes the per-call attribute {@code "a"} it finds, then sets it: a provider kept with the
     * attribute would show it to the next write.
     */
    @JsonSerialize(using = SetsAttribute.Ser.class)
    static final class SetsAttribute {
        static final class Ser extends JsonSerializer<SetsAttribute> {
            @Override
            public void serialize(SetsAttribute value, JsonGenerator gen, SerializerProvider serializers)
                    throws IOException {
                gen.writeString(String.valueOf(serializers.getAttribute("a")));
                serializers.setAttribute("a", "set");
            }
        }
    }

    /**
     * Sets the provider's null value serializer, then writes a null: a provider kept with that
     * serializer would write the next write's nulls with it.
     */
    @JsonSerialize(using = SetsNulls.Ser.class)
    static final class SetsNulls {
        static final class Ser extends JsonSerializer<SetsNulls> {
            @Override
            public void serialize(SetsNulls value, JsonGenerator gen, SerializerProvider serializers)
                    throws IOException {
                gen.writeStartArray();
                serializers.defaultSerializeNull(gen);
                serializers.setNullValueSerializer(new JsonSerializer<Object>() {
                    @Override
                    public void serialize(Object v, JsonGenerator g, SerializerProvider p) throws IOException {
                        g.writeString("custom null");
                    }
                });
                serializers.defaultSerializeNull(gen);
                gen.writeEndArray();
            }
        }
    }

    /** An object with identity: written whole the first time in a write, as its id after. */
    @com.fasterxml.jackson.annotation.JsonIdentityInfo(generator = com.fasterxml.jackson.annotation.ObjectIdGenerators.IntSequenceGenerator.class)
    public static final class WithId {
        public String name = "n";
    }

    /** Records the provider it is written with. */
    @JsonSerialize(using = CaptureProvider.Ser.class)
    static final class CaptureProvider {
        final List<SerializerProvider> seen = new ArrayList<>();

        static final class Ser extends JsonSerializer<CaptureProvider> {
            @Override
            public void serialize(CaptureProvider value, JsonGenerator gen, SerializerProvider serializers)
                    throws IOException {
                value.seen.add(serializers);
                gen.writeString("c");
            }
        }
    }

    /** The ways a write is made, the same for the kit's mappers and plain Jackson's. */
    private static final List<Function<ObjectMapper, ObjectWriter>> WRITERS = List.of(
            ObjectMapper::writer,
            m -> m.writerFor(Object.class),
            ObjectMapper::writerWithDefaultPrettyPrinter,
            m -> m.writer().with(SerializationFeature.INDENT_OUTPUT),
            m -> m.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII),
            m -> m.writer().with(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS),
            m -> m.writer().with(JsonWriteFeature.WRITE_HEX_UPPER_CASE).with(JsonWriteFeature.ESCAPE_NON_ASCII),
            m -> m.writer().without(JsonWriteFeature.QUOTE_FIELD_NAMES),
            m -> m.writer().with(new EscapeA()),
            m -> m.writer().with(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION),
            m -> m.writer().without(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT),
            m -> m.writer().with(JsonWriteFeature.ESCAPE_FORWARD_SLASHES));

    /** What a write gives: its text, or the exception's class and message. */
    private static String write(ObjectMapper m, int writer, Object value, boolean viaMapper) {
        try {
            byte[] b = viaMapper ? m.writeValueAsBytes(value) : WRITERS.get(writer).apply(m).writeValueAsBytes(value);
            return new String(b, StandardCharsets.UTF_8);
        } catch (Exception e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    private static Object value(SplittableRandom rnd) {
        switch (rnd.nextInt(11)) {
            case 8:
                return new SetsAttribute();
            case 9:
                return new SetsNulls();
            case 10: {
                WithId w = new WithId();
                return List.of(w, w, map(rnd, 1));
            }
            case 0:
                return new Dup();
            case 1:
                return new Fails();
            case 2:
                return new Nested(map(rnd, 3));
            case 3: { // longer than the generator's buffer: flushed part-way
                List<Object> big = new ArrayList<>();
                for (int i = 0; i < 400; i++) {
                    big.add(map(rnd, 2));
                }
                return big;
            }
            default:
                return map(rnd, 3);
        }
    }

    private static Map<String, Object> map(SplittableRandom rnd, int depth) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = rnd.nextInt(6); i >= 0; i--) {
            String k = "k" + rnd.nextInt(20) + (rnd.nextBoolean() ? "a/\u00e9" : "");
            switch (rnd.nextInt(depth > 0 ? 6 : 4)) {
                case 0 -> m.put(k, "text a/b \u00e9\u4e2d \"q\" \n" + rnd.nextInt());
                case 1 -> m.put(k, rnd.nextLong());
                case 2 -> m.put(k, rnd.nextDouble() * 1e6);
                case 3 -> m.put(k, null);
                case 4 -> m.put(k, map(rnd, depth - 1));
                default -> m.put(k, List.of(rnd.nextInt(), "a\u0001", map(rnd, depth - 1)));
            }
        }
        return m;
    }

    @Test
    void everyWriteGivesPlainJacksonsBytesWhateverTheWritesBeforeItDid() {
        SplittableRandom rnd = new SplittableRandom(20261128);
        int compared = 0;
        for (int i = 0; i < 3_000; i++) {
            ObjectMapper kit = rnd.nextInt(4) == 0 ? OTHER_KIT : KIT;
            int writer = rnd.nextInt(WRITERS.size());
            boolean viaMapper = rnd.nextInt(3) == 0;
            Object value = value(rnd);
            String want = write(PLAIN, writer, value, viaMapper);
            String got = write(kit, writer, value, viaMapper);
            if (!got.equals(want)) {
                assertThat(got).as("write %d, writer %d, via mapper %s", i, writer, viaMapper).isEqualTo(want);
            }
            compared++;
        }
        assertThat(compared).isEqualTo(3_000);
    }

    @Test
    void writesOnManyThreadsGivePlainJacksonsBytes() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = t;
                done.add(pool.submit(() -> {
                    SplittableRandom rnd = new SplittableRandom(seed);
                    int n = 0;
                    for (int i = 0; i < 500; i++) {
                        int writer = rnd.nextInt(WRITERS.size());
                        Object value = value(rnd);
                        assertThat(write(KIT, writer, value, false)).isEqualTo(write(PLAIN, writer, value, false));
                        n++;
                    }
                    return n;
                }));
            }
            for (Future<Integer> f : done) {
                assertThat(f.get()).isEqualTo(500);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * After a write nested deeper than {@link EngineGenerator#KEPT_DEPTH}, the kept generator's
     * root holds no contexts below it, and the next writes give plain Jackson's bytes; a write
     * nested less deep keeps its chain, reused by the next write.
     */
    @Test
    void aKeptGeneratorHoldsNoDeepChainAfterADeepWrite() throws Exception {
        Capture c = new Capture();
        Object shallow = nest(c, 10);
        Object deep = nest(c, 300);
        for (Object v : List.of(shallow, shallow, deep, shallow, deep)) {
            String got = new String(KIT.writeValueAsBytes(v), StandardCharsets.UTF_8);
            JsonGenerator g = c.seen.get(c.seen.size() - 1);
            assertThat(g).isSameAs(c.seen.get(0));
            assertThat(chain(g)).isEqualTo(v == deep ? 0 : 10);
            assertThat(got).isEqualTo(PLAIN.writeValueAsString(v));
        }
        KIT.writeValueAsBytes(shallow);
        Object root = field(EngineGenerator.class, "root").get(c.seen.get(0));
        Object first = field(com.fasterxml.jackson.core.json.JsonWriteContext.class, "_child").get(root);
        KIT.writeValueAsBytes(shallow);
        assertThat(field(com.fasterxml.jackson.core.json.JsonWriteContext.class, "_child").get(root)).isSameAs(first);
    }

    /** {@code v} in {@code depth} lists, one inside the other. */
    private static Object nest(Object v, int depth) {
        Object out = v;
        for (int i = 0; i < depth; i++) {
            out = List.of(out);
        }
        return out;
    }

    /** How many contexts hang below the kept generator's root (each keeps one child). */
    private static int chain(JsonGenerator g) throws ReflectiveOperationException {
        java.lang.reflect.Field child = field(com.fasterxml.jackson.core.json.JsonWriteContext.class, "_child");
        int n = 0;
        for (Object c = child.get(field(EngineGenerator.class, "root").get(g)); c != null; c = child.get(c)) {
            n++;
        }
        return n;
    }

    private static java.lang.reflect.Field field(Class<?> type, String name) throws ReflectiveOperationException {
        java.lang.reflect.Field f = type.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    @Test
    void aPlainWriteAfterAPlainWriteGetsTheSameGenerator() throws Exception {
        Capture c = new Capture();
        KIT.writeValueAsBytes(c);
        KIT.writeValueAsBytes(c);
        KIT.writer().writeValueAsBytes(c);
        assertThat(c.seen).hasSize(3);
        assertThat(c.seen.get(1)).isSameAs(c.seen.get(0));
        assertThat(c.seen.get(2)).isSameAs(c.seen.get(0));

        KIT.writerWithDefaultPrettyPrinter().writeValueAsBytes(c); // left pretty-printing: given up
        KIT.writeValueAsBytes(c);
        assertThat(c.seen.get(4)).isNotSameAs(c.seen.get(0));

        Capture p = new Capture();
        PLAIN.writeValueAsBytes(p);
        PLAIN.writeValueAsBytes(p);
        assertThat(p.seen.get(1)).isNotSameAs(p.seen.get(0));
    }

    @Test
    void aWriterWriteAfterAWriteThatLeftNothingInItsProviderGetsTheSameProvider() throws Exception {
        CaptureProvider c = new CaptureProvider();
        ObjectWriter w = KIT.writerFor(CaptureProvider.class);
        w.writeValueAsBytes(c);
        w.writeValueAsBytes(c);
        KIT.writerFor(CaptureProvider.class).writeValueAsBytes(c); // another writer, the same configuration
        assertThat(c.seen).hasSize(3);
        if (KeptProvider.applies((com.fasterxml.jackson.databind.ser.DefaultSerializerProvider) KIT.getSerializerProvider(), c,
                KIT.getSerializationConfig())) {
            assertThat(c.seen.get(1)).isSameAs(c.seen.get(0));
            assertThat(c.seen.get(2)).isSameAs(c.seen.get(0));
            CaptureProvider m = new CaptureProvider();
            KIT.writeValueAsBytes(m); // caches the serializer by class: the next write's provider sees the new cache
            KIT.writeValueAsBytes(m);
            KIT.writeValueAsBytes(m);
            assertThat(m.seen.get(1)).isNotSameAs(m.seen.get(0));
            assertThat(m.seen.get(2)).isSameAs(m.seen.get(1));
        }

        KIT.writer().writeValueAsBytes(new SetsAttribute()); // a per-call attribute: not kept
        assertThat(new String(KIT.writer().writeValueAsBytes(new SetsAttribute()), StandardCharsets.UTF_8))
                .isEqualTo("\"null\"");
        w.writeValueAsBytes(c);
        assertThat(c.seen.get(3)).isNotSameAs(c.seen.get(0));
        KIT.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(c); // another configuration
        assertThat(c.seen.get(4)).isNotSameAs(c.seen.get(3));

        CaptureProvider p = new CaptureProvider();
        PLAIN.writerFor(CaptureProvider.class).writeValueAsBytes(p);
        PLAIN.writerFor(CaptureProvider.class).writeValueAsBytes(p);
        assertThat(p.seen.get(1)).isNotSameAs(p.seen.get(0));
    }

    @Test
    void aNestedWriteGetsAGeneratorOfItsOwn() throws Exception {
        Capture inner = new Capture();
        List<JsonGenerator> outer = new ArrayList<>();
        Nested n = new Nested(inner);
        KIT.writeValueAsBytes(n);
        Capture c = new Capture();
        KIT.writeValueAsBytes(c);
        outer.addAll(c.seen);
        assertThat(inner.seen).hasSize(2);
        assertThat(inner.seen.get(0)).isNotSameAs(inner.seen.get(1));
        assertThat(new String(KIT.writeValueAsBytes(n), StandardCharsets.UTF_8))
                .isEqualTo(new String(PLAIN.writeValueAsBytes(n), StandardCharsets.UTF_8));
        assertThat(outer).hasSize(1);
    }
}
