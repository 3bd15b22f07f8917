/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.io.NumberOutput;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link DoubleToBytes} writes exactly jackson-core's fast-writer text
 * ({@code NumberOutput.toString(d, true)}) and, from JDK 19 on, {@code Double.toString}'s.
 */
@Tag("fidelity")
class DoubleToBytesTest {

    private static final boolean JDK_TO_STRING_IS_SHORTEST = Runtime.version().feature() >= 19;

    @Test
    void writesTheEdgeCasesLikeJackson() {
        double[] edges = {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, 2 * Double.MIN_VALUE, 3 * Double.MIN_VALUE,
            Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL), Math.nextUp(Double.MIN_NORMAL), Double.MAX_VALUE,
            -Double.MAX_VALUE, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e7, Math.nextDown(1e7), 1e-3,
            Math.nextDown(1e-3), 9.999e-4, 1e16, 1e17, 1e22, 1e23, 2e23, 8.41e21, 5e-324, 1.7976931348623157e308,
            4.9e-324, 123456789012345678.0, 9007199254740991.0, 9007199254740992.0, 9007199254740993.0, 100.0,
            1234567.0, 12345678.0, 0.001, 0.01, 1.0E-5, 65.613616999999977, -65.613616999999977, 3.67, 0.93,
            2.0E-3, 1.0E23, 9.999999999999999E22, Math.PI, Math.E, Math.ulp(1.0), 1 - Math.ulp(1.0) / 2};
        for (double d : edges) {
            assertSameText(d);
            assertSameText(-d);
        }
        for (int e = -325; e <= 309; e++) {
            double d = Double.parseDouble("1e" + e);
            assertSameText(d);
            assertSameText(Math.nextUp(d));
            assertSameText(Math.nextDown(d));
        }
        for (int b = -1074; b <= 1023; b++) {
            double d = Math.scalb(1.0, b);
            assertSameText(d);
            assertSameText(Math.nextUp(d));
            assertSameText(Math.nextDown(d));
        }
    }

    @Test
    void writesRandomBitPatternsLikeJackson() {
        SplittableRandom rnd = new SplittableRandom(20261122);
        for (int i = 0; i < 2_000_000; i++) {
            double d = Double.longBitsToDouble(rnd.nextLong());
            if (Double.isFinite(d)) {
                assertSameText(d);
            }
        }
    }

    @Test
    void writesShortDecimalsAndCoordinatesLikeJackson() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 1_000_000; i++) {
            int digits = rnd.nextInt(1, 18);
            long m = rnd.nextLong(1, (long) Math.pow(10, Math.min(digits, 18)));
            assertSameText(m / Math.pow(10, rnd.nextInt(0, 12)));
            assertSameText(rnd.nextDouble(-180, 180));
            assertSameText(rnd.nextInt(1_000_000) / 100.0);
            assertSameText((double) rnd.nextLong());
            assertSameText((float) rnd.nextDouble());
        }
    }

    private static void assertSameText(double d) {
        if (!Double.isFinite(d)) {
            return; // the generator hands NaN and the infinities to jackson-core
        }
        byte[] buf = new byte[40];
        int end = DoubleToBytes.write(d, buf, 3);
        String ours = new String(buf, 3, end - 3, StandardCharsets.US_ASCII);
        String jackson = NumberOutput.toString(d, true);
        if (!ours.equals(jackson)) {
            assertThat(ours).as("bits %016x", Double.doubleToRawLongBits(d)).isEqualTo(jackson);
        }
        if (JDK_TO_STRING_IS_SHORTEST && !ours.equals(Double.toString(d))) {
            assertThat(ours).as("Double.toString, bits %016x", Double.doubleToRawLongBits(d)).isEqualTo(Double.toString(d));
        }
        assertThat(end - 3).isLessThanOrEqualTo(DoubleToBytes.MAX_BYTES);
    }
}
