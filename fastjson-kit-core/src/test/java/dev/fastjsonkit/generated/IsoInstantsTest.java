/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IsoInstantsTest {
    private static final long SEED = 0x5eed_17L;

    @Test
    void formatsEveryInstantOfYears0000To9999AsIsoInstant() {
        SplittableRandom r = new SplittableRandom(SEED);
        long[] edges = {IsoInstants.MIN_SECOND, IsoInstants.MAX_SECOND, 0, -1, 1, 951_782_400L, 951_868_799L,
            -2_203_891_200L, 4_107_542_400L};
        for (long s : edges) {
            for (int nano : new int[] {0, 1, 999_999_999, 1_000, 1_000_000, 120_000_000, 123_456_000}) {
                Instant i = Instant.ofEpochSecond(s, nano);
                assertThat(IsoInstants.format(i)).isEqualTo(DateTimeFormatter.ISO_INSTANT.format(i));
            }
        }
        for (int k = 0; k < 200_000; k++) {
            Instant i = Instant.ofEpochSecond(r.nextLong(IsoInstants.MIN_SECOND, IsoInstants.MAX_SECOND + 1),
                    nano(r));
            assertThat(IsoInstants.format(i)).isEqualTo(DateTimeFormatter.ISO_INSTANT.format(i));
        }
    }

    @Test
    void writesTheQuotedFormInPlaceTouchingNothingAround() {
        SplittableRandom r = new SplittableRandom(SEED + 1);
        for (int k = 0; k < 20_000; k++) {
            Instant i = Instant.ofEpochSecond(r.nextLong(IsoInstants.MIN_SECOND, IsoInstants.MAX_SECOND + 1), nano(r));
            String expected = '"' + DateTimeFormatter.ISO_INSTANT.format(i) + '"';
            byte[] b = new byte[IsoInstants.MAX_QUOTED + 16];
            java.util.Arrays.fill(b, (byte) '#');
            int at = r.nextInt(16);
            assertThat(IsoInstants.fits(i)).isTrue();
            int end = IsoInstants.writeQuoted(i, b, at);
            String all = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
            assertThat(all).isEqualTo("#".repeat(at) + expected + "#".repeat(b.length - end));
            assertThat(end - at).isLessThanOrEqualTo(IsoInstants.MAX_QUOTED);
        }
        assertThat(IsoInstants.fits(Instant.ofEpochSecond(IsoInstants.MAX_SECOND + 1))).isFalse();
        assertThat(IsoInstants.fits(Instant.ofEpochSecond(IsoInstants.MIN_SECOND - 1))).isFalse();
    }

    @Test
    void leavesYearsOutsideFourDigitsToTheFormatter() {
        assertThat(IsoInstants.format(Instant.ofEpochSecond(IsoInstants.MIN_SECOND - 1))).isNull();
        assertThat(IsoInstants.format(Instant.ofEpochSecond(IsoInstants.MAX_SECOND + 1))).isNull();
        assertThat(IsoInstants.format(Instant.MAX)).isNull();
        assertThat(IsoInstants.format(Instant.MIN)).isNull();
    }

    @Test
    void parsesTheCanonicalFormAsIsoInstantDoes() {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int k = 0; k < 200_000; k++) {
            Instant i = Instant.ofEpochSecond(r.nextLong(IsoInstants.MIN_SECOND, IsoInstants.MAX_SECOND + 1),
                    nano(r));
            String s = DateTimeFormatter.ISO_INSTANT.format(i);
            if (r.nextInt(4) == 0 && i.getNano() != 0) {
                s = s.substring(0, s.length() - 1 - r.nextInt(0, s.length() - 21)) + "Z";
            }
            assertThat(IsoInstants.parse(s)).as(s).isEqualTo(Instant.from(DateTimeFormatter.ISO_INSTANT.parse(s)));
        }
    }

    @Test
    void returnsNullForEveryOtherTextSoTheFormatterDecides() {
        String[] others = {"", "2026-11-23T12:34:56", "2026-11-23T12:34:56z", "2026-11-23t12:34:56Z",
            "2026-11-23T12:34:56.Z", "2026-11-23T12:34:56.1234567890Z", "2026-11-23T12:34Z",
            "2026-11-23T12:34:56+00:00", "2026-11-23T12:34:56+01:00", "+12026-11-23T12:34:56Z",
            "-2026-11-23T12:34:56Z", "2026-02-29T00:00:00Z", "2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z",
            "2026-00-01T00:00:00Z", "2026-01-00T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-23T24:00:00Z",
            "2026-11-23T23:60:00Z", "2026-11-23T23:59:60Z", "2026-11-23 12:34:56Z", "2026/11/23T12:34:56Z",
            "2O26-11-23T12:34:56Z", "2026-11-23T12:34:56.12a4Z", " 2026-11-23T12:34:56Z", "1900-02-29T00:00:00Z",
            "2026-11-23T12:34:5６Z"};
        for (String s : others) {
            assertThat(IsoInstants.parse(s)).as(s).isNull();
        }
        assertThat(IsoInstants.parse("2000-02-29T00:00:00Z")).isEqualTo(Instant.parse("2000-02-29T00:00:00Z"));
        assertThat(IsoInstants.parse("0000-01-01T00:00:00Z")).isEqualTo(Instant.ofEpochSecond(IsoInstants.MIN_SECOND));
    }

    private static int nano(SplittableRandom r) {
        return switch (r.nextInt(4)) {
            case 0 -> 0;
            case 1 -> r.nextInt(1_000) * 1_000_000;
            case 2 -> r.nextInt(1_000_000) * 1_000;
            default -> r.nextInt(1_000_000_000);
        };
    }
}
