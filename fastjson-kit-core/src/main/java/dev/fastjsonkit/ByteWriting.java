/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The engine's writing routines over {@code byte[]}: JSON string bodies, escaped, as UTF-8. No
 * Jackson types: the jackson-core 2 generators ({@link EngineGenerator})
 * are thin adapters around it, and a Jackson 3 adapter can reuse it as is.
 *
 * <p>The escaping is jackson-core's default: {@code "} and {@code \} and the control characters
 * {@code \b \t \n \f \r} get two-character escapes, the other characters below U+0020 get
 * {@code \}{@code u00XX}, every surrogate (paired or not) gets {@code \}{@code uXXXX}, everything
 * else is written as UTF-8. Hex digits are in the case the caller passes ({@link #HEX_UPPER} is
 * jackson-core's default). Differential tests against jackson-core's generator check every byte.
 *
 * <p>String routines write as much as fits before {@code end}: they return the index of the next
 * character to write in the high 32 bits and the new output position in the low 32 bits, and the
 * caller flushes and calls again while characters remain. A character is written whole or not at
 * all, so chunk boundaries never show in the output.
 */
final class ByteWriting {

    /** Upper-case hex digits, as jackson-core writes them by default. */
    static final byte[] HEX_UPPER = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
    /** Lower-case hex digits ({@code WRITE_HEX_UPPER_CASE} off). */
    static final byte[] HEX_LOWER = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};

    /** Bytes one character takes at most once escaped: {@code \}{@code uXXXX}. */
    private static final int MAX_CHAR_BYTES = 6;

    /** Per ASCII character: 0 written as is, {@code 'u'} as {@code \}{@code u00XX}, else {@code \} and this byte. */
    private static final byte[] ESCAPES = new byte[128];

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Strings up to this many bytes are copied in one fused check-and-copy loop. */
    private static final int SHORT = 16;
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    static {
        for (int c = 0; c < 0x20; c++) {
            ESCAPES[c] = 'u';
        }
        ESCAPES['\b'] = 'b';
        ESCAPES['\t'] = 't';
        ESCAPES['\n'] = 'n';
        ESCAPES['\f'] = 'f';
        ESCAPES['\r'] = 'r';
        ESCAPES['"'] = '"';
        ESCAPES['\\'] = '\\';
    }

    private ByteWriting() {
    }

    /**
     * Returns the index of the first byte in {@code b[from, to)} that a JSON string cannot hold
     * as is (below 0x20, {@code "}, {@code \}, or 0x80 and above), or {@code to} if none: eight
     * bytes a step.
     */
    static int plainRun(byte[] b, int from, int to) {
        int i = from;
        if (to - i < 8) {
            for (; i < to; i++) {
                int c = b[i];
                if (c < 0x20 || c == '"' || c == '\\') { // a negative byte is 0x80 and above
                    return i;
                }
            }
            return i;
        }
        for (; i + 8 <= to; i += 8) {
            long special = specialBytes((long) LONGS.get(b, i));
            if (special != 0) {
                return i + (Long.numberOfTrailingZeros(special) >>> 3);
            }
        }
        if (i < to) { // the last word overlaps bytes already found plain: its first special is at i or after
            long special = specialBytes((long) LONGS.get(b, to - 8));
            if (special != 0) {
                return to - 8 + (Long.numberOfTrailingZeros(special) >>> 3);
            }
        }
        return to;
    }

    /**
     * Returns a word with the high bit set in each byte of {@code w} that is special (below 0x20,
     * {@code "}, {@code \}, or 0x80 and above); exact for the lowest special byte, which is the one
     * {@link #plainRun} needs (a borrow can only mark bytes above a special one).
     */
    private static long specialBytes(long w) {
        long quote = w ^ (ONES * '"');
        long backslash = w ^ (ONES * '\\');
        long below20 = w - ONES * 0x20;
        long isQuote = quote - ONES;
        long isBackslash = backslash - ONES;
        return (w | (below20 & ~w) | (isQuote & ~quote) | (isBackslash & ~backslash)) & HIGHS;
    }

    /**
     * Writes {@code latin1[from, to)}, the ISO-8859-1 bytes of a string, as a JSON string body.
     *
     * @return the next index in {@code latin1} (high 32 bits) and the new output position (low 32 bits)
     */
    static long writeLatin1(byte[] latin1, int from, int to, byte[] out, int pos, int end, byte[] hex) {
        int i = from;
        int p = pos;
        if (to - i <= SHORT && end - p >= (to - i) * 2) { // short: one fused loop, no arraycopy call
            for (; i < to; i++) {
                int c = latin1[i];
                if (c >= 0x20 && c != '"' && c != '\\') {
                    out[p++] = (byte) c;
                } else if (c < 0) { // U+0080 to U+00FF: two bytes, room checked above
                    out[p++] = (byte) (0xC0 | ((c & 0xFF) >> 6));
                    out[p++] = (byte) (0x80 | (c & 0x3F));
                } else {
                    break;
                }
            }
        }
        while (i < to) {
            int limit = Math.min(to, i + (end - p));
            int j = plainRun(latin1, i, limit);
            System.arraycopy(latin1, i, out, p, j - i);
            p += j - i;
            i = j;
            if (i == to || end - p < MAX_CHAR_BYTES) {
                break;
            }
            p = writeSpecial(latin1[i++] & 0xFF, out, p, hex);
        }
        return ((long) i << 32) | p;
    }

    /**
     * Writes {@code s[from, to)} as a JSON string body, one character at a time.
     *
     * @return the next index in {@code s} (high 32 bits) and the new output position (low 32 bits)
     */
    static long writeChars(char[] s, int from, int to, byte[] out, int pos, int end, byte[] hex) {
        int i = from;
        int p = pos;
        while (i < to) {
            int block = Math.min(to, i + (end - p) / MAX_CHAR_BYTES);
            if (block == i) {
                break;
            }
            for (; i < block; i++) {
                char c = s[i];
                if (c < 0x80 && ESCAPES[c] == 0) {
                    out[p++] = (byte) c;
                } else {
                    p = writeSpecial(c, out, p, hex);
                }
            }
        }
        return ((long) i << 32) | p;
    }

    /** Writes one character that is not plain ASCII: an escape, or its UTF-8 bytes. Needs 6 bytes of room. */
    private static int writeSpecial(int c, byte[] out, int p, byte[] hex) {
        if (c < 0x80) {
            byte e = ESCAPES[c];
            out[p++] = '\\';
            out[p++] = e;
            if (e == 'u') {
                out[p++] = '0';
                out[p++] = '0';
                out[p++] = hex[c >> 4];
                out[p++] = hex[c & 0xF];
            }
        } else if (c < 0x800) {
            out[p++] = (byte) (0xC0 | (c >> 6));
            out[p++] = (byte) (0x80 | (c & 0x3F));
        } else if ((c & 0xF800) == 0xD800) { // a surrogate, paired or not: jackson-core escapes each
            out[p++] = '\\';
            out[p++] = 'u';
            out[p++] = hex[c >> 12];
            out[p++] = hex[(c >> 8) & 0xF];
            out[p++] = hex[(c >> 4) & 0xF];
            out[p++] = hex[c & 0xF];
        } else {
            out[p++] = (byte) (0xE0 | (c >> 12));
            out[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
            out[p++] = (byte) (0x80 | (c & 0x3F));
        }
        return p;
    }
}
