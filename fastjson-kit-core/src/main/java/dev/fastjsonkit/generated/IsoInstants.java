/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * The canonical UTC form of {@code DateTimeFormatter.ISO_INSTANT} for years 0000-9999,
 * {@code yyyy-MM-ddTHH:mm:ss[.fffffffff]Z}, read and written with arithmetic instead of a
 * formatter. Each method answers only for that form and returns null for anything else (another
 * offset, lower case, a leap second, a five-digit or signed year, an invalid date), which the
 * caller hands to jackson-datatype-jsr310's own code. Within the form the results are those of
 * {@code ISO_INSTANT}: {@code IsoInstantsTest} checks them against it over seeded random instants
 * and the edge cases. jsr310's {@code InstantDeserializer}/{@code InstantSerializer} spent about
 * 46% of a 20-property DTO read in {@code DateTimeFormatter} (JFR, {@code GeneratedCodecBench}).
 */
final class IsoInstants {
    private IsoInstants() {}

    /** Epoch second of 0000-01-01T00:00:00Z. */
    static final long MIN_SECOND = -62_167_219_200L;
    /** Epoch second of 9999-12-31T23:59:59Z. */
    static final long MAX_SECOND = 253_402_300_799L;

    /**
     * Returns the instant of {@code s} if it is in the canonical form, else null.
     *
     * @param s the text; not null
     * @return the instant, or null
     */
    static Instant parse(String s) {
        int n = s.length();
        if (n < 20 || n > 30 || n == 21 || s.charAt(n - 1) != 'Z' || s.charAt(4) != '-' || s.charAt(7) != '-'
                || s.charAt(10) != 'T' || s.charAt(13) != ':' || s.charAt(16) != ':') {
            return null;
        }
        int year = digits(s, 0, 4);
        int month = digits(s, 5, 2);
        int day = digits(s, 8, 2);
        int hour = digits(s, 11, 2);
        int minute = digits(s, 14, 2);
        int second = digits(s, 17, 2);
        if ((year | month | day | hour | minute | second) < 0 || month < 1 || month > 12 || day < 1
                || day > lengthOfMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
            return null;
        }
        int nano = 0;
        if (n > 20) {
            if (s.charAt(19) != '.') {
                return null;
            }
            int f = digits(s, 20, n - 21);
            if (f < 0) {
                return null;
            }
            for (int i = n - 21; i < 9; i++) {
                f *= 10;
            }
            nano = f;
        }
        long days = epochDay(year, month, day);
        return Instant.ofEpochSecond(days * 86_400L + hour * 3_600 + minute * 60 + second, nano);
    }

    /**
     * Returns {@code ISO_INSTANT.format(v)} (the same as {@code v.toString()}) for years 0000-9999,
     * else null.
     *
     * @param v the instant; not null
     * @return the text, or null
     */
    static String format(Instant v) {
        byte[] b = bytes(v);
        return b == null ? null : new String(b, 0, b.length, StandardCharsets.ISO_8859_1);
    }

    /**
     * Returns the ASCII bytes of {@link #format}, or null where it returns null.
     *
     * @param v the instant; not null
     * @return the bytes, or null
     */
    static byte[] bytes(Instant v) {
        if (!fits(v)) {
            return null;
        }
        byte[] b = new byte[MAX_QUOTED];
        int end = writeQuoted(v, b, 0);
        return Arrays.copyOfRange(b, 1, end - 1);
    }

    /** The most bytes {@link #writeQuoted} writes: 30 characters and the quotes. */
    static final int MAX_QUOTED = 32;

    /**
     * Returns whether {@link #writeQuoted} takes {@code v}: years 0000 to 9999.
     *
     * @param v the instant; not null
     * @return whether it is written here
     */
    static boolean fits(Instant v) {
        long secs = v.getEpochSecond();
        return secs >= MIN_SECOND && secs <= MAX_SECOND;
    }

    /**
     * Writes {@link #format}'s text of an instant that {@link #fits}, in quotes, into {@code b} at
     * {@code at} (at most {@link #MAX_QUOTED} bytes), two digits a step from a table; returns the
     * offset after the closing quote. Profile behind it: the {@code Instant} of the 20-property DTO
     * was 16% of its write (JFR, JDK 17), a third of it the digits written one division at a time
     * into a new array, then copied.
     *
     * @param v the instant; must fit
     * @param b the output
     * @param at where the opening quote goes
     * @return the offset after the closing quote
     */
    static int writeQuoted(Instant v, byte[] b, int at) {
        long secs = v.getEpochSecond();
        int nano = v.getNano();
        long days = Math.floorDiv(secs, 86_400L);
        int sod = (int) (secs - days * 86_400L);
        // civil date from days since 1970-01-01 (H. Hinnant's days_from_civil, inverted)
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        int doe = (int) (z - era * 146_097);
        int yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
        int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        int mp = (5 * doy + 2) / 153;
        int day = doy - (153 * mp + 2) / 5 + 1;
        int month = mp < 10 ? mp + 3 : mp - 9;
        int year = (int) (yoe + era * 400) + (month <= 2 ? 1 : 0);
        int hour = sod / 3_600;
        int rest = sod - hour * 3_600;
        int minute = rest / 60;
        b[at] = '"';
        int century = year / 100;
        two(b, at + 1, century);
        two(b, at + 3, year - century * 100);
        b[at + 5] = '-';
        two(b, at + 6, month);
        b[at + 8] = '-';
        two(b, at + 9, day);
        b[at + 11] = 'T';
        two(b, at + 12, hour);
        b[at + 14] = ':';
        two(b, at + 15, minute);
        b[at + 17] = ':';
        two(b, at + 18, rest - minute * 60);
        int p = at + 20;
        if (nano != 0) {
            b[p++] = '.';
            int high = nano / 1_000_000;
            int low = nano - high * 1_000_000;
            three(b, p, high);
            p += 3;
            if (low != 0) {
                int mid = low / 1_000;
                three(b, p, mid);
                p += 3;
                low -= mid * 1_000;
                if (low != 0) {
                    three(b, p, low);
                    p += 3;
                }
            }
        }
        b[p] = 'Z';
        b[p + 1] = '"';
        return p + 2;
    }

    /** "00" to "99", two bytes each. */
    private static final byte[] PAIRS = new byte[200];

    static {
        for (int i = 0; i < 100; i++) {
            PAIRS[2 * i] = (byte) ('0' + i / 10);
            PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    /** Writes {@code v}, 0 to 99, as two digits. */
    private static void two(byte[] b, int at, int v) {
        b[at] = PAIRS[2 * v];
        b[at + 1] = PAIRS[2 * v + 1];
    }

    /** Writes {@code v}, 0 to 999, as three digits. */
    private static void three(byte[] b, int at, int v) {
        int h = v / 100;
        b[at] = (byte) ('0' + h);
        two(b, at + 1, v - h * 100);
    }

    /** The value of {@code len} ASCII digits at {@code at}, or -1 if one is not a digit. */
    private static int digits(String s, int at, int len) {
        int v = 0;
        for (int i = at; i < at + len; i++) {
            int d = s.charAt(i) - '0';
            if (d < 0 || d > 9) {
                return -1;
            }
            v = v * 10 + d;
        }
        return v;
    }

    private static int lengthOfMonth(int year, int month) {
        return switch (month) {
            case 2 -> (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    /** Days since 1970-01-01 of a valid proleptic Gregorian date (H. Hinnant's days_from_civil). */
    private static long epochDay(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400);
        int yoe = y - era * 400;
        int doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146_097L + doe - 719_468;
    }
}
