/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Allocation assertions (jackson-core#1313): reading doubles through the hand-written
 * deserializers creates no {@code String} per value. A String of a 17-digit number costs 40+ bytes
 * (24-byte header and fields plus a 16-byte header and 17+ byte array); the bounds below are far
 * under that. Measured with {@code com.sun.management.ThreadMXBean#getThreadAllocatedBytes} after
 * a warm-up, so the JIT has settled; no timing is asserted.
 */
class NestedDoubleArrayDeserializerTest {
    private static com.sun.management.ThreadMXBean threads;

    @BeforeAll
    static void allocationCounting() {
        java.lang.management.ThreadMXBean t = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(t instanceof com.sun.management.ThreadMXBean,
                "this JVM has no com.sun.management.ThreadMXBean");
        threads = (com.sun.management.ThreadMXBean) t;
        Assumptions.assumeTrue(threads.isThreadAllocatedMemorySupported(),
                "thread allocation counting is not supported by this JVM");
        threads.setThreadAllocatedMemoryEnabled(true);
    }

    /** {@code rows} rows of {@code cols} full-precision doubles (15 to 17 significant digits). */
    private static byte[] json(int rows, int cols, boolean shortNumbers) throws IOException {
        SplittableRandom r = new SplittableRandom(11);
        double[][] a = new double[rows][cols];
        for (double[] row : a) {
            for (int j = 0; j < cols; j++) {
                double v = -180 + r.nextDouble() * 360;
                row[j] = shortNumbers ? Math.round(v * 1e6) / 1e6 : v;
            }
        }
        return new ObjectMapper().writeValueAsBytes(a);
    }

    /** Bytes allocated per double by {@code reader} reading {@code json} ({@code values} doubles). */
    private static double bytesPerValue(ObjectReader reader, byte[] json, int values) throws IOException {
        Object sink = null;
        for (int i = 0; i < 3000; i++) {
            sink = reader.readValue(json);
        }
        long tid = Thread.currentThread().getId();
        int reads = 100;
        long before = threads.getThreadAllocatedBytes(tid);
        for (int i = 0; i < reads; i++) {
            sink = reader.readValue(json);
        }
        long after = threads.getThreadAllocatedBytes(tid);
        assertThat(sink).isNotNull();
        return (after - before) / (double) (reads * (long) values);
    }

    @Test
    void readsLongRowsOfFullPrecisionDoublesWithoutAStringPerValue() throws IOException {
        byte[] json = json(4, 500, false);
        ObjectReader r = FastMappers.json().readerFor(double[][].class);
        double perValue = bytesPerValue(r, json, 2000);
        // the result itself is 8 bytes per value; Jackson's String per value would add 40+
        assertThat(perValue).as("bytes allocated per double").isLessThan(16);
    }

    @Test
    void readsShortDoublesWithoutAStringPerValueEvenWithoutTheFastDoubleParser() throws IOException {
        byte[] json = json(4, 500, true);
        ObjectMapper plainWithCodecs = new ObjectMapper().registerModule(FastCodecs.module());
        double ours = bytesPerValue(plainWithCodecs.readerFor(double[][].class), json, 2000);
        double jacksons = bytesPerValue(new ObjectMapper().readerFor(double[][].class), json, 2000);
        assertThat(ours).as("bytes per double, hand-written").isLessThan(16);
        // plain Jackson 2.22 without USE_FAST_DOUBLE_PARSER builds a String per double
        assertThat(jacksons).as("bytes per double, plain Jackson").isGreaterThan(40);
    }

    @Test
    void readsCanadaShapedCoordinatePairsWithoutAStringPerValue() throws IOException {
        double[][][] rings = CodecCases.polygon();
        byte[] json = new ObjectMapper().writeValueAsBytes(rings);
        ObjectReader r = FastMappers.json().readerFor(double[][][].class);
        double perValue = bytesPerValue(r, json, rings.length * rings[0].length * 2);
        // each pair is a double[2] of 32 bytes (16 per value), plus the growing and final arrays of
        // row references (about 6 per value); a String per value would add 40+
        assertThat(perValue).as("bytes allocated per double").isLessThan(28);
    }

    @Test
    void readsTheSameBitsAsJacksonForFullAndShortPrecision() throws IOException {
        for (boolean shortNumbers : new boolean[] {false, true}) {
            byte[] json = json(3, 300, shortNumbers);
            CodecContract.of(new ObjectMapper(), double[][].class).withModule(FastCodecs.module())
                    .verifyReads(new String(json, java.nio.charset.StandardCharsets.UTF_8));
        }
    }
}
