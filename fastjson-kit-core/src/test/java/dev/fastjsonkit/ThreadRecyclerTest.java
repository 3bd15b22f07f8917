/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ThreadRecyclerTest {
    private static final int OUT = BufferRecycler.BYTE_WRITE_ENCODING_BUFFER;
    private static final int CHARS = BufferRecycler.CHAR_CONCAT_BUFFER;

    @Test
    void givesTheOwnersBuffersBackToItsNextGenerator() {
        ThreadRecycler r = new ThreadRecycler(Thread.currentThread());
        byte[] b = r.allocByteBuffer(OUT, 0);
        char[] c = r.allocCharBuffer(CHARS, 0);
        r.releaseByteBuffer(OUT, b);
        r.releaseCharBuffer(CHARS, c);
        assertThat(r.allocByteBuffer(OUT, 0)).isSameAs(b);
        assertThat(r.allocCharBuffer(CHARS, 0)).isSameAs(c);
    }

    @Test
    void aNestedGeneratorGetsBuffersOfItsOwnWhileTheOuterHoldsThem() {
        ThreadRecycler r = new ThreadRecycler(Thread.currentThread());
        byte[] outer = r.allocByteBuffer(OUT, 0);
        char[] outerChars = r.allocCharBuffer(CHARS, 0);
        r.releaseByteBuffer(OUT, outer);
        r.releaseCharBuffer(CHARS, outerChars);
        outer = r.allocByteBuffer(OUT, 0);
        outerChars = r.allocCharBuffer(CHARS, 0);
        byte[] inner = r.allocByteBuffer(OUT, 0);
        char[] innerChars = r.allocCharBuffer(CHARS, 0);
        assertThat(inner).isNotSameAs(outer);
        assertThat(innerChars).isNotSameAs(outerChars);
        r.releaseByteBuffer(OUT, inner);
        r.releaseByteBuffer(OUT, outer); // the slot holds inner: outer, no longer, is not kept there
        assertThat(r.allocByteBuffer(OUT, 0)).isSameAs(inner);
        assertThat(r.allocByteBuffer(OUT, 0)).isNotSameAs(inner);
    }

    @Test
    void keepsNoByteBufferLongerThanItsCap() {
        ThreadRecycler r = new ThreadRecycler(Thread.currentThread());
        byte[] big = new byte[ThreadRecycler.MAX_BYTES + 1];
        r.releaseByteBuffer(OUT, big);
        assertThat(r.allocByteBuffer(OUT, 0)).isNotSameAs(big);
    }

    /** Char buffers are kept and handed out as jackson-core's own recycler does, whatever their length. */
    @Test
    void handsOutCharBuffersAsJacksonCoresRecycler() {
        ThreadRecycler r = new ThreadRecycler(Thread.currentThread());
        BufferRecycler plain = new BufferRecycler();
        for (int[] step : new int[][] {{0, 70_000}, {1, 0}, {0, 5_000}, {1, 100_000}, {1, 0}, {0, 300}, {0, 200},
                {1, 0}, {1, 0}, {0, 9_000}, {1, 0}}) {
            if (step[0] == 0) {
                r.releaseCharBuffer(CHARS, new char[step[1]]);
                plain.releaseCharBuffer(CHARS, new char[step[1]]);
            } else {
                assertThat(r.allocCharBuffer(CHARS, step[1]).length)
                        .as("after %s", java.util.Arrays.toString(step))
                        .isEqualTo(plain.allocCharBuffer(CHARS, step[1]).length);
            }
        }
    }

    @Test
    void anotherThreadNeverTakesOrFillsTheOwnersSlots() throws Exception {
        ThreadRecycler r = new ThreadRecycler(Thread.currentThread());
        byte[] mine = r.allocByteBuffer(OUT, 0);
        char[] myChars = r.allocCharBuffer(CHARS, 0);
        r.releaseByteBuffer(OUT, mine);
        r.releaseCharBuffer(CHARS, myChars);
        AtomicReference<Object[]> taken = new AtomicReference<>();
        Thread other = new Thread(() -> {
            byte[] b = r.allocByteBuffer(OUT, 0);
            char[] c = r.allocCharBuffer(CHARS, 0);
            taken.set(new Object[] {b, c});
            r.releaseByteBuffer(OUT, new byte[b.length + 1]); // to jackson-core's thread-safe slots
            r.releaseCharBuffer(CHARS, new char[c.length + 1]);
        });
        other.start();
        other.join();
        assertThat(taken.get()[0]).isNotSameAs(mine);
        assertThat(taken.get()[1]).isNotSameAs(myChars);
        assertThat(r.allocByteBuffer(OUT, 0)).isSameAs(mine);
        assertThat(r.allocCharBuffer(CHARS, 0)).isSameAs(myChars);
    }

    @Test
    void aBufferGivenBackByAnotherThreadIsNeverHandedOutTwice() throws Exception {
        ThreadRecycler r = new ThreadRecycler(Thread.currentThread());
        byte[] mine = r.allocByteBuffer(OUT, 0);
        char[] myChars = r.allocCharBuffer(CHARS, 0);
        Thread other = new Thread(() -> {
            r.releaseByteBuffer(OUT, mine);
            r.releaseCharBuffer(CHARS, myChars);
        });
        other.start();
        other.join();
        assertThat(r.allocByteBuffer(OUT, 0)).isNotSameAs(r.allocByteBuffer(OUT, 0));
        assertThat(r.allocCharBuffer(CHARS, 0)).isNotSameAs(r.allocCharBuffer(CHARS, 0));
    }

    @Test
    void onlyAFactoryOnJacksonsThreadLocalPoolGetsIt() {
        assertThat(new ExactBytesOutput(new JsonFactory()).bufferRecycler()).isSameAs(ThreadRecycler.current());
        assertThat(new ExactBytesOutput(FastMappers.json().getFactory()).bufferRecycler()).isInstanceOf(ThreadRecycler.class);
        assertThat(new ExactBytesOutput(new JsonFactoryBuilder().recyclerPool(JsonRecyclerPools.newLockFreePool()).build())
                .bufferRecycler()).isNull();
        assertThat(new ExactBytesOutput(new JsonFactoryBuilder()
                .disable(JsonFactory.Feature.USE_THREAD_LOCAL_FOR_BUFFER_RECYCLING).build()).bufferRecycler()).isNull();
        assertThat(new ExactBytesOutput().bufferRecycler()).isNull();
    }

    @Test
    void theKitsFactoryGivesItToParsersOverBytesOnly() {
        EngineJsonFactory f = (EngineJsonFactory) FastMappers.builder().build().getFactory();
        assertThat(f._createContext(ContentReference.rawReference(new byte[1]), true).bufferRecycler())
                .isSameAs(ThreadRecycler.current());
        assertThat(f._createContext(ContentReference.rawReference("s"), true).bufferRecycler())
                .isNotInstanceOf(ThreadRecycler.class);
        EngineJsonFactory pooled = new EngineJsonFactory(
                new JsonFactoryBuilder().recyclerPool(JsonRecyclerPools.newLockFreePool()), true);
        assertThat(pooled._createContext(ContentReference.rawReference(new byte[1]), true).bufferRecycler())
                .isNotInstanceOf(ThreadRecycler.class);
    }

    /** A value whose deserializer reads each element with {@code readValue(byte[])} of the same mapper. */
    static final class Outer {
        final List<Object> items = new ArrayList<>();
    }

    static final class OuterDeserializer extends com.fasterxml.jackson.databind.JsonDeserializer<Outer> {
        @Override
        public Outer deserialize(com.fasterxml.jackson.core.JsonParser p, com.fasterxml.jackson.databind.DeserializationContext c)
                throws IOException {
            ObjectMapper m = (ObjectMapper) p.getCodec();
            Outer o = new Outer();
            for (com.fasterxml.jackson.core.JsonToken t = p.nextToken(); t != com.fasterxml.jackson.core.JsonToken.END_ARRAY;
                    t = p.nextToken()) {
                String text = p.getText(); // before the nested read, and after it
                o.items.add(m.readValue(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), Object.class));
                o.items.add(p.getText());
            }
            return o;
        }
    }

    @Test
    void aDeserializerThatReadsBytesInsideItsReadGetsPlainJacksonsValues() throws Exception {
        SimpleModule module = new SimpleModule().addDeserializer(Outer.class, new OuterDeserializer());
        ObjectMapper plain = new ObjectMapper().registerModule(module);
        ObjectMapper kit = FastMappers.builder().build().copy().registerModule(module);
        String inner = plain.writeValueAsString(List.of("x".repeat(5_000), Map.of("k", "\u00e9 \" " + "y".repeat(300))));
        byte[] json = plain.writeValueAsBytes(List.of(inner, "[1,2.5,\"" + "z".repeat(9_000) + "\"]", "\"\\u20ac\""));
        Outer expected = plain.readValue(json, Outer.class);
        for (int i = 0; i < 3; i++) {
            assertThat(kit.readValue(json, Outer.class).items).isEqualTo(expected.items);
            assertThat(kit.readerFor(Outer.class).<Outer>readValue(json).items).isEqualTo(expected.items);
        }
    }

    @Test
    void threadsReadingAtOnceEachGetTheirOwnValues() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        ObjectMapper kit = FastMappers.builder().build();
        int threads = 8;
        List<byte[]> docs = new ArrayList<>();
        for (int t = 0; t < threads; t++) { // strings and names through the text buffer, below and above its size
            docs.add(plain.writeValueAsBytes(Map.of("n" + "\u00e9".repeat(t * 40), List.of(t, 1.5 + t,
                    String.valueOf((char) ('a' + t)).repeat(50 + t * 1_500) + "\n\u00e9"))));
        }
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                byte[] mine = docs.get(t);
                Object expected = plain.readValue(mine, Object.class);
                results.add(pool.submit(() -> {
                    start.await();
                    boolean same = true;
                    for (int i = 0; i < 2_000; i++) {
                        same &= expected.equals(i % 2 == 0 ? kit.readValue(mine, Object.class)
                                : kit.readTree(mine).toString().equals(plain.readTree(mine).toString()) ? expected : null);
                    }
                    return same;
                }));
            }
            for (Future<Boolean> f : results) {
                assertThat(f.get()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Writes a list whose serializer writes each element with {@code writeValueAsBytes} of the same mapper first. */
    static final class Nested {
        final List<Object> items;

        Nested(List<Object> items) {
            this.items = items;
        }
    }

    static final class NestedSerializer extends JsonSerializer<Nested> {
        @Override
        public void serialize(Nested v, JsonGenerator g, SerializerProvider p) throws IOException {
            ObjectMapper m = (ObjectMapper) g.getCodec();
            g.writeStartArray();
            for (Object item : v.items) {
                g.writeRawValue(new String(m.writeValueAsBytes(item), java.nio.charset.StandardCharsets.UTF_8));
                g.writeString(m.writerFor(Object.class).writeValueAsString(item));
            }
            g.writeEndArray();
        }
    }

    private static List<Object> nestedSamples() {
        List<Object> items = new ArrayList<>();
        items.add(List.of("a", "b"));
        items.add(new Nested(List.of(1, "x".repeat(9_000), new Nested(List.of(true)))));
        items.add("y".repeat(20_000));
        items.add(42);
        return items;
    }

    @Test
    void aSerializerThatWritesBytesInsideItsWriteGetsPlainJacksonsBytes() throws Exception {
        SimpleModule module = new SimpleModule().addSerializer(Nested.class, new NestedSerializer());
        ObjectMapper plain = new ObjectMapper().registerModule(module);
        ObjectMapper kit = FastMappers.builder().build().copy().registerModule(module);
        Nested value = new Nested(nestedSamples());
        byte[] expected = plain.writeValueAsBytes(value);
        for (int i = 0; i < 3; i++) {
            assertThat(kit.writeValueAsBytes(value)).isEqualTo(expected);
            assertThat(kit.writerFor(Nested.class).writeValueAsBytes(value)).isEqualTo(expected);
        }
    }

    @Test
    void threadsWritingAtOnceEachGetTheirOwnBytes() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        ObjectMapper kit = FastMappers.builder().build();
        ObjectWriter writer = kit.writerFor(Object.class);
        int threads = 8;
        List<Object> values = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            // sizes below and above the generator's 8,000-byte buffer
            values.add(List.of(t, String.valueOf((char) ('a' + t)).repeat(50 + t * 1_500)));
        }
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Object mine = values.get(t);
                byte[] expected = plain.writeValueAsBytes(mine);
                results.add(pool.submit(() -> {
                    start.await();
                    boolean same = true;
                    for (int i = 0; i < 2_000; i++) {
                        same &= java.util.Arrays.equals(expected, i % 2 == 0 ? kit.writeValueAsBytes(mine)
                                : writer.writeValueAsBytes(mine));
                    }
                    return same;
                }));
            }
            for (Future<Boolean> f : results) {
                assertThat(f.get()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
