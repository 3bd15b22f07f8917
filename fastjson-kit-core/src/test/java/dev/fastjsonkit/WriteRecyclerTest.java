/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
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
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class WriteRecyclerTest {
    private static final int OUT = BufferRecycler.BYTE_WRITE_ENCODING_BUFFER;
    private static final int CHARS = BufferRecycler.CHAR_CONCAT_BUFFER;

    @Test
    void givesTheOwnersBuffersBackToItsNextGenerator() {
        WriteRecycler r = new WriteRecycler(Thread.currentThread());
        byte[] b = r.allocByteBuffer(OUT, 0);
        char[] c = r.allocCharBuffer(CHARS, 0);
        r.releaseByteBuffer(OUT, b);
        r.releaseCharBuffer(CHARS, c);
        assertThat(r.allocByteBuffer(OUT, 0)).isSameAs(b);
        assertThat(r.allocCharBuffer(CHARS, 0)).isSameAs(c);
    }

    @Test
    void aNestedGeneratorGetsBuffersOfItsOwnWhileTheOuterHoldsThem() {
        WriteRecycler r = new WriteRecycler(Thread.currentThread());
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
    void keepsNoBufferLongerThanItsCap() {
        WriteRecycler r = new WriteRecycler(Thread.currentThread());
        byte[] big = new byte[WriteRecycler.MAX_BYTES + 1];
        char[] bigChars = new char[WriteRecycler.MAX_CHARS + 1];
        r.releaseByteBuffer(OUT, big);
        r.releaseCharBuffer(CHARS, bigChars);
        assertThat(r.allocByteBuffer(OUT, 0)).isNotSameAs(big);
        assertThat(r.allocCharBuffer(CHARS, 0)).isNotSameAs(bigChars);
    }

    @Test
    void anotherThreadNeverTakesOrFillsTheOwnersSlots() throws Exception {
        WriteRecycler r = new WriteRecycler(Thread.currentThread());
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
    void onlyAFactoryOnJacksonsThreadLocalPoolGetsIt() {
        assertThat(new ExactBytesOutput(new JsonFactory()).bufferRecycler()).isSameAs(WriteRecycler.current());
        assertThat(new ExactBytesOutput(FastMappers.json().getFactory()).bufferRecycler()).isInstanceOf(WriteRecycler.class);
        assertThat(new ExactBytesOutput(new JsonFactoryBuilder().recyclerPool(JsonRecyclerPools.newLockFreePool()).build())
                .bufferRecycler()).isNull();
        assertThat(new ExactBytesOutput(new JsonFactoryBuilder()
                .disable(JsonFactory.Feature.USE_THREAD_LOCAL_FOR_BUFFER_RECYCLING).build()).bufferRecycler()).isNull();
        assertThat(new ExactBytesOutput().bufferRecycler()).isNull();
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
