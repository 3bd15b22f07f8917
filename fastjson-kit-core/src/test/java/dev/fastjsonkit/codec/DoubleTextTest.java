/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DoubleTextTest {

    private static final JsonFactory BYTES = new JsonFactory();
    private static final JsonFactory LENIENT = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

    /**
     * Reads {@code number} through DoubleText, from bytes and from chars, and compares the bits with
     * Jackson's own {@code getDoubleValue()} of the same token.
     */
    private static void agrees(String number) throws IOException {
        String json = "[" + number + "]";
        double expected;
        try (JsonParser j = BYTES.createParser(json)) {
            j.nextToken();
            j.nextToken();
            expected = j.getDoubleValue();
        }
        try (JsonParser p = BYTES.createParser(json.getBytes(StandardCharsets.UTF_8));
             JsonParser c = BYTES.createParser(json.toCharArray())) {
            p.nextToken();
            p.nextToken();
            c.nextToken();
            c.nextToken();
            assertThat(Double.doubleToRawLongBits(DoubleText.read(p))).as(number)
                    .isEqualTo(Double.doubleToRawLongBits(expected));
            assertThat(Double.doubleToRawLongBits(DoubleText.read(c))).as(number)
                    .isEqualTo(Double.doubleToRawLongBits(expected));
        }
    }

    @Test
    void agreesWithParseDoubleOnRandomBitPatterns() throws IOException {
        Random r = new Random(1313);
        for (int i = 0; i < 3000; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            if (!Double.isNaN(d) && !Double.isInfinite(d)) {
                agrees(Double.toString(d));
            }
        }
    }

    @Test
    void agreesWithParseDoubleOnShortDecimalsAndExponents() throws IOException {
        Random r = new Random(22);
        for (int i = 0; i < 3000; i++) {
            long mantissa = r.nextLong() % 1_000_000_000_000_000L;
            int decimals = r.nextInt(26);
            String digits = Long.toString(Math.abs(mantissa));
            String sign = mantissa < 0 ? "-" : "";
            String s = decimals >= digits.length()
                    ? sign + "0." + "0".repeat(decimals - digits.length()) + digits
                    : sign + digits.substring(0, digits.length() - decimals)
                            + (decimals > 0 ? "." + digits.substring(digits.length() - decimals) : "");
            agrees(s);
            agrees(s + "e" + (r.nextInt(61) - 30));
            agrees(s + "E+" + r.nextInt(31));
        }
    }

    @Test
    void readsEdgeValuesBitExact() throws IOException {
        for (String s : new String[] {"-0.0", "0", "1", "3.67", "2070.81", "1e22", "1e23", "4.9e-324",
            "2.2250738585072011e-308", "1.7976931348623157e308", "-65.613616999999977", "9007199254740993",
            "123456789012345678901234567890", "1e400", "1e-400"}) {
            agrees(s);
        }
    }

    @Test
    void readsIntegerMinusZeroAsPositiveZeroLikeJackson() throws IOException {
        for (String s : new String[] {"-0", "0", "-0.0", "0e0", "-0e-0", "-0E+0", "-0.000"}) {
            agrees(s);
        }
        try (JsonParser p = BYTES.createParser("[-0,-0.0,-0e-0]")) {
            p.nextToken();
            p.nextToken();
            assertThat(Double.doubleToRawLongBits(DoubleText.read(p))).as("-0").isEqualTo(0L);
            p.nextToken();
            assertThat(DoubleText.read(p)).as("-0.0").isEqualTo(-0.0);
            p.nextToken();
            assertThat(DoubleText.read(p)).as("-0e-0").isEqualTo(-0.0);
        }
    }

    @Test
    void leavesNonNumericNumbersToTheParser() throws IOException {
        try (JsonParser p = LENIENT.createParser("[NaN,-Infinity]")) {
            p.nextToken();
            p.nextToken();
            assertThat(DoubleText.read(p)).isNaN();
            p.nextToken();
            assertThat(DoubleText.read(p)).isEqualTo(Double.NEGATIVE_INFINITY);
        }
    }
}
