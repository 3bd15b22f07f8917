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
            // odd rounds: long documents go into a builder over a factory's recycled buffers
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
