/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The engine's writing routines over {@code byte[]}: the body of a JSON string from its Latin-1
 * bytes, escaped, as UTF-8. No Jackson types: the jackson-core 2 generator ({@link EngineGenerator})
 * is a thin adapter around it, and a Jackson 3 adapter can reuse it as is.
 *
 * <p>The escaping is jackson-core's default: {@code "} and {@code \} and the control characters
 * {@code \b \t \n \f \r} get two-character escapes, the other characters below U+0020 get
 * {@code \}{@code u00XX}, U+0080 to U+00FF are written as two UTF-8 bytes. Hex digits are in the
 * case the caller passes ({@link #HEX_UPPER} is jackson-core's default). Differential tests
 * against jackson-core's generator check every byte.
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
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
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
     * Copies {@code src[from, limit)} to {@code out[pos]} up to the first byte a JSON string cannot
     * hold as is (below 0x20, {@code "}, {@code \}, or 0x80 and above), eight bytes a step, and
     * returns how many bytes were copied (four to seven bytes as two overlapping four-byte words,
     * fewer one at a time). {@code out} must have room for {@code limit - from}
     * bytes: a word is stored whole, so bytes past the first special one may be written there,
     * to be overwritten by what the caller writes next.
     */
    static int copyPlain(byte[] src, int from, int limit, byte[] out, int pos) {
        int n = limit - from;
        if (n < 8) {
            return copyShortPlain(src, from, n, out, pos);
        }
        int k = 0;
        for (; k + 8 <= n; k += 8) {
            long w = (long) LONGS.get(src, from + k);
            long special = specialBytes(w);
            LONGS.set(out, pos + k, w);
            if (special != 0) {
                return k + (Long.numberOfTrailingZeros(special) >>> 3);
            }
        }
        if (k < n) { // the last word overlaps bytes already found plain: its first special is at k or after
            long w = (long) LONGS.get(src, from + n - 8);
            long special = specialBytes(w);
            LONGS.set(out, pos + n - 8, w);
            if (special != 0) {
                return n - 8 + (Long.numberOfTrailingZeros(special) >>> 3);
            }
        }
        return n;
    }

    /**
     * {@link #copyPlain} for fewer than eight bytes, a method of its own so that both stay under
     * C2's inlining limit for hot methods ({@code FreqInlineSize}, 325 bytes of bytecode): whole,
     * copyPlain was 328 bytes and was called, not inlined, from {@code EngineGenerator.writeQuoted}
     * ({@code -XX:+PrintInlining}: "hot method too big"). Split, a generated MediaItem write went
     * from 1.61-1.70 to 1.77-1.86 of plain Jackson ({@code SameJvmCheck}, 3 interleaved pairs).
     */
    private static int copyShortPlain(byte[] src, int from, int n, byte[] out, int pos) {
        if (n >= 4) { // two int words, the second overlapping the first: one check for both
            int a = (int) INTS.get(src, from);
            int b = (int) INTS.get(src, from + n - 4);
            long special = specialBytes((a & 0xFFFFFFFFL) | ((long) b << 32));
            INTS.set(out, pos, a);
            INTS.set(out, pos + n - 4, b);
            if (special == 0) {
                return n;
            }
            int at = Long.numberOfTrailingZeros(special) >>> 3;
            return at < 4 ? at : n - 8 + at; // a special in b is at index 4 of its word or after
        }
        int k = 0;
        for (; k < n; k++) {
            int c = src[from + k];
            if (c < 0x20 || c == '"' || c == '\\') { // a negative byte is 0x80 and above
                return k;
            }
            out[pos + k] = (byte) c;
        }
        return k;
    }

    /**
     * Copies all of {@code src} to {@code out[pos]}, in words: eight bytes a step with the last
     * word overlapping the one before, four to seven bytes as two overlapping ints, fewer one at a
     * time. Stores nothing past {@code pos + src.length}.
     */
    static void copyBytes(byte[] src, byte[] out, int pos) {
        int n = src.length;
        if (n >= 8) {
            int k = 0;
            for (; k + 8 < n; k += 8) {
                LONGS.set(out, pos + k, (long) LONGS.get(src, k));
            }
            LONGS.set(out, pos + n - 8, (long) LONGS.get(src, n - 8));
        } else if (n >= 4) {
            INTS.set(out, pos, (int) INTS.get(src, 0));
            INTS.set(out, pos + n - 4, (int) INTS.get(src, n - 4));
        } else {
            for (int k = 0; k < n; k++) {
                out[pos + k] = src[k];
            }
        }
    }

    /** Returns the eight bytes of {@code b} from {@code at} on as a little-endian word. */
    static long word(byte[] b, int at) {
        return (long) LONGS.get(b, at);
    }

    /** Stores two words at {@code out[pos]}: sixteen bytes. */
    static void storeTwoWords(byte[] out, int pos, long first, long second) {
        LONGS.set(out, pos, first);
        LONGS.set(out, pos + 8, second);
    }

    /** Copies {@code words}, whose length is a multiple of eight, to {@code out[pos]}, a word a step. */
    static void copyWords(byte[] words, byte[] out, int pos) {
        for (int k = 0; k < words.length; k += 8) {
            LONGS.set(out, pos + k, (long) LONGS.get(words, k));
        }
    }

    /**
     * Returns a word with the high bit set in each byte of {@code w} that is special (below 0x20,
     * {@code "}, {@code \}, or 0x80 and above); exact for the lowest special byte, which is the one
     * {@link #copyPlain} needs (a borrow can only mark bytes above a special one). A byte's
     * differences ({@code b - 0x20}, {@code (b ^ '"') - 1}, {@code (b ^ '\\') - 1}) have the high bit
     * for a plain byte only when {@code b} has it: so they need no masking by {@code ~b}, which
     * takes four operations of the thirteen the check had.
     */
    private static long specialBytes(long w) {
        long below20 = w - ONES * 0x20;
        long isQuote = (w ^ (ONES * '"')) - ONES;
        long isBackslash = (w ^ (ONES * '\\')) - ONES;
        return (w | below20 | isQuote | isBackslash) & HIGHS;
    }

    /**
     * Writes {@code latin1[from, to)}, the ISO-8859-1 bytes of a string, as a JSON string body.
     *
     * @return the next index in {@code latin1} (high 32 bits) and the new output position (low 32 bits)
     */
    static long writeLatin1(byte[] latin1, int from, int to, byte[] out, int pos, int end, byte[] hex) {
        int i = from;
        int p = pos;
        while (i < to) {
            int copied = copyPlain(latin1, i, Math.min(to, i + (end - p)), out, p);
            i += copied;
            p += copied;
            if (i == to || end - p < MAX_CHAR_BYTES) {
                break;
            }
            p = writeSpecial(latin1[i++] & 0xFF, out, p, hex);
        }
        return ((long) i << 32) | p;
    }

    /**
     * Writes {@code s[from, to)}, chars of any kind, as a JSON string body, one char at a time, as
     * jackson-core's default escaping does: a char below U+0080 as {@link #writeLatin1} does, up to
     * U+07FF as two UTF-8 bytes, a surrogate (paired or not) as {@code \}{@code uXXXX} in the given
     * hex case, any other char as three UTF-8 bytes.
     *
     * @return the next index in {@code s} (high 32 bits) and the new output position (low 32 bits)
     */
    static long writeChars(String s, int from, int to, byte[] out, int pos, int end, byte[] hex) {
        int i = from;
        int p = pos;
        while (i < to) {
            int stop = i + Math.min(to - i, (end - p) / MAX_CHAR_BYTES); // chars sure to fit
            if (stop == i) {
                break;
            }
            for (; i < stop; i++) {
                int c = s.charAt(i);
                if (c < 0x80) {
                    byte e = ESCAPES[c];
                    if (e == 0) {
                        out[p++] = (byte) c;
                    } else {
                        p = writeSpecial(c, out, p, hex);
                    }
                } else if (c < 0x800) {
                    out[p++] = (byte) (0xC0 | (c >> 6));
                    out[p++] = (byte) (0x80 | (c & 0x3F));
                } else if (c >= 0xD800 && c <= 0xDFFF) {
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
            }
        }
        return ((long) i << 32) | p;
    }

    /** Writes one Latin-1 char that is not plain ASCII: an escape, or its two UTF-8 bytes. Needs 6 bytes of room. */
    private static int writeSpecial(int c, byte[] out, int p, byte[] hex) {
        if (c >= 0x80) {
            out[p++] = (byte) (0xC0 | (c >> 6));
            out[p++] = (byte) (0x80 | (c & 0x3F));
            return p;
        }
        byte e = ESCAPES[c];
        out[p++] = '\\';
        out[p++] = e;
        if (e == 'u') {
            out[p++] = '0';
            out[p++] = '0';
            out[p++] = hex[c >> 4];
            out[p++] = hex[c & 0xF];
        }
        return p;
    }
}
