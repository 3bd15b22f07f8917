/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ExactBytesOutputTest {
    private static final com.fasterxml.jackson.core.JsonFactory FACTORY = new com.fasterxml.jackson.core.JsonFactory();

    @Test
    void nothingWrittenGivesAnEmptyArray() {
        assertThat(new ExactBytesOutput().toByteArray()).isEmpty();
    }

    @Test
    void oneWriteGivesExactlyItsBytes() {
        ExactBytesOutput out = new ExactBytesOutput();
        out.write(new byte[] {9, 1, 2, 3, 9}, 1, 3);
        assertThat(out.toByteArray()).containsExactly(1, 2, 3);
    }

    @Test
    void manyWritesGiveTheirBytesInOrder() {
        SplittableRandom rnd = new SplittableRandom(15);
        for (int round = 0; round < 200; round++) {
            // long documents go into the shared buffers of earlier rounds, of every length, or new ones
            ExactBytesOutput out = round % 2 == 0 ? new ExactBytesOutput() : new ExactBytesOutput(FACTORY);
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            int writes = rnd.nextInt(1, 12);
            for (int w = 0; w < writes; w++) {
                byte[] chunk = new byte[rnd.nextInt(0, 20_000)];
                rnd.nextBytes(chunk);
                if (rnd.nextInt(10) == 0) {
                    int b = rnd.nextInt(256);
                    out.write(b);
                    expected.write(b);
                } else {
                    int off = chunk.length == 0 ? 0 : rnd.nextInt(chunk.length);
                    out.write(chunk, off, chunk.length - off);
                    expected.write(chunk, off, chunk.length - off);
                }
            }
            assertThat(out.toByteArray()).isEqualTo(expected.toByteArray());
        }
    }

    /** A write that fails leaves its buffer to the next, which writes only its own bytes. */
    @Test
    void aDiscardedLongDocumentLeavesNothingInTheNext() {
        ExactBytesOutput failed = new ExactBytesOutput();
        failed.write(new byte[9_000], 0, 9_000);
        failed.write(new byte[] {1, 2, 3}, 0, 3);
        failed.discard();
        ExactBytesOutput next = new ExactBytesOutput();
        next.write(new byte[] {4}, 0, 1);
        next.write(new byte[] {5, 6}, 0, 2);
        assertThat(next.toByteArray()).containsExactly(4, 5, 6);
    }

    /** At most {@link LongOutputBuffers#SLOTS} buffers of at most {@link LongOutputBuffers#MAX_BYTES} are kept. */
    @Test
    void keepsAFewBuffersOfBoundedLength() {
        List<byte[]> taken = new ArrayList<>();
        for (byte[] b; (b = LongOutputBuffers.take()) != null; ) {
            taken.add(b); // empty the slots
        }
        byte[] huge = new byte[LongOutputBuffers.MAX_BYTES + 1];
        LongOutputBuffers.give(huge);
        assertThat(LongOutputBuffers.take()).isNull();
        List<byte[]> given = new ArrayList<>();
        for (int i = 0; i < LongOutputBuffers.SLOTS + 2; i++) {
            given.add(new byte[16]);
            LongOutputBuffers.give(given.get(i));
        }
        List<byte[]> back = new ArrayList<>();
        for (byte[] b; (b = LongOutputBuffers.take()) != null; ) {
            back.add(b);
        }
        assertThat(back).hasSize(LongOutputBuffers.SLOTS).allMatch(b -> given.stream().anyMatch(g -> g == b));
        taken.forEach(LongOutputBuffers::give);
    }

    @Test
    void sharedAndBuilderMadeMappersWritePlainJacksonsBytesBelowAndAboveTheGeneratorBuffer() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        ObjectMapper built = FastMappers.builder().build();
        assertThat(built).isInstanceOf(WholeDocumentMapper.class); // the mapper that writes through ExactBytesOutput
        for (int size : new int[] {0, 1, 10, 700, 2_000, 20_000}) {
            Map<String, Object> doc = new LinkedHashMap<>();
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                items.add(Map.of("id", i, "name", "item \u00e9\"" + i));
            }
            doc.put("items", items);
            assertThat(FastMappers.json().writeValueAsBytes(doc)).isEqualTo(plain.writeValueAsBytes(doc));
            assertThat(built.writeValueAsBytes(doc)).isEqualTo(plain.writeValueAsBytes(doc));
        }
        assertThat(FastMappers.json().writeValueAsBytes(null)).isEqualTo(plain.writeValueAsBytes(null));
        assertThat(built.writeValueAsBytes(null)).isEqualTo(plain.writeValueAsBytes(null));
    }
}
