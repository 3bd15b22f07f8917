/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The engine's scanning routines over UTF-8 JSON in a {@code byte[]}: classify bytes eight at a
 * time, find the end of a string, skip it, decode it. Depends on no Jackson type, so that adapters
 * for each Jackson line share it.
 *
 * <p>Every routine works within {@code [ptr, end)} only and is strict: it accepts exactly the
 * well-formed, unambiguous input on which every Jackson version agrees (printable ASCII, the
 * eight short escapes, {@code \}{@code uXXXX} with hex digits, shortest-form UTF-8 of Unicode
 * scalar values) and otherwise reports the offset of the first unit it did not take, so the
 * caller can hand that unit, and everything after it, to Jackson's own code.
 */
final class JsonBytes {
    private JsonBytes() {}

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH = 0x8080808080808080L;

    /**
     * Returns a word whose high bit is set in the first byte of {@code w} (little-endian) that is
     * {@code "}, {@code \}, below {@code 0x20} or from {@code 0x80}, possibly with extra bits in
     * later bytes; zero when all eight bytes are plain. Seven operations: the quote and the
     * control bytes are the bytes {@code x} with {@code x ^ 2} below {@code 0x21}, so that one
     * subtraction finds both, where a subtraction each (nine operations) cost FieldExtractor on
     * StreamingBench's ascii-large feed, whose bodies are all plainRun, 1.14x the time
     * (old/new in one JVM, both orders, JDK 17, 2026-11-29).
     */
    static long needsLook(long w) {
        // a byte below 0x80 sets its high bit in (x ^ 0x5C) - 1 only when it is a backslash, and
        // in (x ^ 2) - 0x21 only when it is a quote or below 0x20 (or when a lower byte borrowed,
        // which only happens above a byte that is itself flagged: no byte from 0x80 borrows, as
        // its x ^ k is above 0x21); bytes from 0x80 are caught by "| w"
        return (((w ^ 0x0202020202020202L) - 0x2121212121212121L) | ((w ^ 0x5C5C5C5C5C5C5C5CL) - ONES) | w) & HIGH;
    }

    /** Whether byte {@code c} (0-255) is {@code "}, {@code \}, a control byte or non-ASCII. */
    private static boolean special(int c) {
        return c < 0x20 || c >= 0x80 || c == '"' || c == '\\';
    }

    /**
     * Returns the {@code len} bytes at {@code off}, each one char from 0 to 255 (ISO-8859-1), as a
     * String: the text of a JSON string or number whose bytes are all below 0x80. Made with the
     * deprecated {@code String(byte[], int hibyte, int, int)} constructor, which with a zero high
     * byte is a bounds check and one copy into a compact String; {@code String(byte[], int, int,
     * Charset)} (840 bytecodes on JDK 17) is too big for C2 to inline and looks the charset up
     * first: a 2- to 37-byte string took 8.1-9.9 ns against 13.7-27.6 ns (JDK 17, one JVM, three
     * runs each, 2026-11-28).
     */
    @SuppressWarnings("deprecation")
    static String latin1(byte[] b, int off, int len) {
        return new String(b, 0, off, len);
    }

    /**
     * Returns the offset of the first byte in {@code [ptr, end)} that is {@code "}, {@code \},
     * below {@code 0x20} or from {@code 0x80}, or {@code end} if there is none.
     */
    static int plainRun(byte[] b, int ptr, int end) {
        int last = end - 8;
        while (ptr <= last) {
            long look = needsLook((long) LONGS.get(b, ptr));
            if (look != 0) {
                return ptr + (Long.numberOfTrailingZeros(look) >>> 3);
            }
            ptr += 8;
        }
        while (ptr < end && !special(b[ptr] & 0xFF)) {
            ptr++;
        }
        return ptr;
    }

    /**
     * Skips string content from {@code ptr} (just after the opening quote or inside the string)
     * to its closing quote: plain ASCII eight bytes a step ({@link #plainRun}); at a non-ASCII
     * byte, words of ASCII and common two- and three-byte sequences eight bytes a step
     * ({@link #utf8Words}, spaces and sequences cut by a word's end included), then a byte at a
     * time for what a word step does not take (the lead bytes whose sequences need more checks go
     * through {@link #utf8Length}), until 16 plain ASCII bytes in a row send it back to
     * {@link #plainRun}; an escape through {@link #escapeLength}, a run of
     * <code>&#92;uXXXX</code> escapes without going back, the text after a short escape through
     * {@link #escapedWords}. An earlier word step that took only whole words of sequences lost to
     * the byte step on text that mixes short words with spaces (2,000 chars of StreamingBench's
     * nonascii words: 3.8 us against 2.6); this one, which takes the spaces and the sequences a
     * word cuts, made FieldExtractor on the nonascii-large feed 1.10-1.22x plain Jackson's
     * summary-type read before, 1.88-1.90x after (paired runs, busy machine, JDK 17).
     *
     * @return the offset just after the closing quote, or {@code -(p + 1)} where {@code p} is the
     *     offset of the first unit not taken: a control byte, an escape this class does not
     *     accept, malformed or non-shortest UTF-8, or a unit that does not end before {@code end}
     */
    static int skipString(byte[] b, int ptr, int end) {
        int wordsAt = ptr;
        while (true) {
            ptr = plainRun(b, ptr, end);
            int ascii = 0;
            while (ptr < end) {
                int c = b[ptr] & 0xFF;
                if (c < 0x80) {
                    if (c == '"') {
                        return ptr + 1;
                    }
                    if (c == '\\') {
                        int q = ptr + 1 < end && b[ptr + 1] == 'u' ? uEscapes(b, ptr, end) : ptr;
                        if (q != ptr) { // text written as escapes: runs of them, and what lies between, taken here
                            ptr = q;
                            break;
                        }
                        int n = escapeLength(b, ptr, end);
                        if (n == 0) {
                            return -(ptr + 1);
                        }
                        ptr += n;
                        if (n == 2 && ptr <= end - 8) {
                            // a short escape: escape-dense text is taken words at a time, escapes and all
                            int r = escapedWords(b, ptr, end);
                            if (r < 0) {
                                return -r;
                            }
                            ptr = r;
                            break;
                        }
                        // runs of six-byte escapes stay here; text after one goes back to word steps
                        if (ptr < end && b[ptr] == '\\') {
                            continue;
                        }
                        break;
                    }
                    if (c < 0x20) {
                        return -(ptr + 1);
                    }
                    ptr++;
                    if (++ascii == 16) {
                        break;
                    }
                    continue;
                }
                ascii = 0;
                // after a word that took nothing (text of four-byte sequences, say), the byte
                // step reads the next eight bytes before words are tried again
                if (ptr >= wordsAt && ptr <= end - 8) {
                    int q = utf8Words(b, ptr, end);
                    if (q != ptr) {
                        ptr = q;
                        continue;
                    }
                    wordsAt = ptr + 8;
                }
                // the lead bytes whose sequences need no check beyond their continuation bytes
                if (c >= 0xC2 && c <= 0xDF && ptr + 1 < end) {
                    if ((b[ptr + 1] & 0xC0) == 0x80) {
                        ptr += 2;
                        continue;
                    }
                } else if (c >= 0xE1 && c <= 0xEF && c != 0xED && ptr + 2 < end) {
                    if (((b[ptr + 1] & 0xC0) | ((b[ptr + 2] & 0xC0) << 8)) == 0x8080) {
                        ptr += 3;
                        continue;
                    }
                }
                int n = utf8Length(b, ptr, end);
                if (n == 0) {
                    return -(ptr + 1);
                }
                ptr += n;
            }
            if (ptr >= end) {
                return -(ptr + 1);
            }
        }
    }

    /**
     * Takes string content from {@code ptr} (at a unit boundary, at least eight bytes before
     * {@code end}) eight bytes a step while each word holds only plain ASCII (no {@code "},
     * {@code \}, control byte) and whole two- and three-byte UTF-8 sequences whose lead bytes are
     * {@code C2-DF}, {@code E1-EC} or {@code EE-EF}, the sequences that need no check beyond their
     * continuation bytes; a sequence that a word cuts is left to the next word. Per word, without a
     * branch per byte: which bytes are leads of two or three bytes, which are continuation bytes,
     * and whether the continuation bytes are exactly those the leads call for. Returns the offset
     * of the first unit not taken ({@code ptr} if none): the caller's byte step reads it.
     */
    private static int utf8Words(byte[] b, int ptr, int end) {
        final int last = end - 8;
        // the continuation bytes a sequence cut by the previous word calls for in this one (the
        // high bits of bytes 0 and 1)
        long carry = 0;
        while (ptr <= last) {
            long w = (long) LONGS.get(b, ptr);
            long hi = w & HIGH;
            // ASCII bytes that are a quote, a backslash or a control byte, as needsLook finds them
            // (no borrow: a byte from 0x80 never underflows, and a plain ASCII byte neither); high
            // bits only once stop is masked. Two operations fewer than a subtraction each for the
            // quote and the control bytes: FieldExtractor on the nonascii-large feed gain 1.03,
            // nonascii-small 1.00 (old/new in one JVM, both orders, JDK 17, 2026-11-29)
            long special = (((w ^ 0x0202020202020202L) - 0x2121212121212121L) | ((w ^ 0x5C5C5C5C5C5C5C5CL) - ONES)) & ~w;
            long w1 = w << 1;
            long cont = hi & ~w1; // 10xxxxxx
            long lead = hi & w1; // 11xxxxxx
            long lead3 = lead & (w << 2); // 111xxxxx
            // leads whose sequences need more checks than their continuation bytes (C0, C1, E0,
            // ED, F0 up) and the special ASCII bytes: the byte step reads them (a zero-byte test
            // may also flag a byte above a true one, never below it, and only the lowest is used).
            // One mask by HIGH for all the tests instead of one per test: skipString over the
            // nonascii-large feed's bodies 1.07-1.19x, the small feed's 0.99x (alternated in one
            // JVM, JDK 17, 2026-11-29)
            long c0 = (w & 0xFEFEFEFEFEFEFEFEL) ^ 0xC0C0C0C0C0C0C0C0L;
            long e0 = w ^ 0xE0E0E0E0E0E0E0E0L;
            long ed = w ^ 0xEDEDEDEDEDEDEDEDL;
            long stop = (special | (lead3 & (w << 3)) | ((c0 - ONES) & ~c0) | ((e0 - ONES) & ~e0) | ((ed - ONES) & ~ed))
                    & HIGH;
            if (stop != 0) {
                int k = Long.numberOfTrailingZeros(stop) >>> 3;
                long keep = (1L << (k << 3)) - 1;
                long expected = ((lead & keep) << 8) | ((lead3 & keep) << 16) | carry;
                // the bytes before the stop, if the sequences there end there
                return k == 0 || (expected & ~keep) != 0 || ((cont ^ expected) & keep) != 0 ? unitAt(b, ptr, carry) : ptr + k;
            }
            if (cont != ((lead << 8) | (lead3 << 16) | carry)) {
                return unitAt(b, ptr, carry);
            }
            // a lead in byte 7, or a three-byte lead in byte 6 or 7, continues in the next word
            carry = ((lead >>> 56) | (lead3 >>> 48)) & 0x8080L;
            ptr += 8;
        }
        return unitAt(b, ptr, carry);
    }

    /**
     * The start of the unit {@link #utf8Words} was in at {@code ptr}, the start of a word whose
     * {@code carry} says which continuation bytes the previous word's last sequence calls for:
     * {@code ptr} when none, else that sequence's lead, one or two bytes back. Found on leaving
     * only. Why: keeping it per word ({@code cut == 0 ? ptr + 8 : ptr + offset}) was a branch
     * that text of two- and three-byte sequences takes at random (a sequence straddles about
     * every other word end): without it FieldExtractor on StreamingBench's nonascii-large feed
     * took 0.52x the time (old/new in one JVM, both orders, gain 1.91), 1.82x plain Jackson's
     * summary read before, 3.51x after (JDK 17; Temurin 25 1.76x, 3.22x; 2026-11-29).
     */
    private static int unitAt(byte[] b, int ptr, long carry) {
        return carry == 0 ? ptr : (b[ptr - 1] & 0xC0) == 0xC0 ? ptr - 1 : ptr - 2;
    }

    private static final long SEVENS = 0x7F7F7F7F7F7F7F7FL;

    /**
     * How far {@link #escapedWords} goes without meeting a backslash before it hands plain text
     * back to {@link #plainRun}'s cheaper word steps, in bytes: its first window, and the one it
     * goes back to after a window of sparse escapes.
     */
    private static final int ESCAPE_WINDOW = 64;

    /**
     * The widest window {@link #escapedWords} grows to, in bytes, while each window holds
     * backslashes in at least {@link #DENSE_LANES} of the eight byte positions of a word.
     */
    private static final int MAX_ESCAPE_WINDOW = 1024;

    /** How many of a word's eight byte positions a window's backslashes must hit for the next window to double. */
    private static final int DENSE_LANES = 3;

    /**
     * Skips string content from {@code ptr} (at a unit boundary) eight bytes a step with the short
     * escapes inside the words: per word, without a branch, which bytes are backslashes (each
     * starts an escape: the byte after it, in this word or the next, is escaped), whether every
     * escaped byte is {@code "} {@code /} {@code n} or {@code t}, and whether any byte not
     * escaped is a quote, a control byte, or not ASCII. A word where all of that holds is
     * taken whole; otherwise the first byte that broke it decides: the closing quote ends the
     * string, any other escape (<code>&#92;&#92;</code>, <code>&#92;uXXXX</code>, {@code \b \f \r},
     * a bad one) goes through {@link #escapeLength} here, a non-ASCII or control byte goes back
     * to the caller. Why: HTML-like text has an escape every few bytes ({@code \" \/ \n \t}),
     * where a branch per escape (leaving the word loop, {@link #escapeLength}, back) was most of
     * the time: StreamingBench's html-large bodies (a backslash every 9 bytes) took about 0.5 ns
     * a byte this way against 1.0 before, and 0.9 for a byte loop over a class table as
     * jackson-core's; its ndjson lines of the same text, written without {@code \/} (one every 20
     * bytes), 0.54 to 0.82 against 0.6 to 0.78 (JDK 17, warm loops alternated in one JVM).
     *
     * <p>A byte below the first non-ASCII byte of a word is classified exactly (no carry crosses
     * into it), and every non-ASCII byte is itself flagged, so the first flagged byte is always
     * the right one, with one exception: quotes and control bytes are found by one subtraction
     * (as in {@link #needsLook}), whose borrow below an escaped quote also flags a {@code #} right
     * after it; such a plain byte is not taken as a failure, the words go on from it. Why: two
     * operations fewer a word than a test for quotes and one for control bytes; FieldExtractor on
     * StreamingBench's html-large feed gain 1.04 and 1.02, html-small 1.00 (old/new in one JVM,
     * both orders, JDK 17, 2026-11-29).
     *
     * <p>Plain text goes back to {@link #plainRun} after a window without a backslash: these steps
     * cost about twice as much as its on plain text. The window starts at {@link #ESCAPE_WINDOW}
     * bytes and doubles, up to {@link #MAX_ESCAPE_WINDOW}, after each window whose backslashes
     * hit at least {@link #DENSE_LANES} of a word's byte positions (escape-dense text, where a
     * window ending every 64 bytes cost a trip round the outer loop and a missed loop exit each
     * time); a window of sparser escapes sets it back to the first size, so text with an escape
     * every line goes back to {@link #plainRun} as before. FieldExtractor on the html-large feed
     * gain 1.09 (old/new in one JVM, both orders), 1.74x plain Jackson's summary read before,
     * 1.92x after (JDK 17, 2026-11-29); a fixed window of 1024 was slower on text with a line feed
     * escape every 100 bytes (0.88-0.97 of skipString's time over 50 strings of 20,000 bytes).
     *
     * @return {@code -(q + 1)} where {@code q} is the offset of the closing quote, or the offset
     *     of the first unit not taken here (a non-ASCII or control byte, an escape
     *     {@link #escapeLength} declines, or the unit straddling the last eight bytes before
     *     {@code end}, or the start of plain text), always at a unit boundary
     */
    private static int escapedWords(byte[] b, int ptr, int end) {
        long carry = 0; // 0x80: the first byte of the word is escaped by the previous word's last byte
        final int last = end - 8;
        int window = ESCAPE_WINDOW;
        while (ptr <= last) {
            final int stop = Math.min(last, ptr + window);
            long seen = 0;
            do {
                long w = (long) LONGS.get(b, ptr);
                // per ASCII byte, the high bit of (x ^ k) + 0x7F is clear iff x == k
                long backslash = ~((w ^ 0x5C5C5C5C5C5C5C5CL) + SEVENS) & HIGH & ~carry;
                long escaped = (backslash << 8) | carry;
                // as in needsLook: a quote or a control byte, or a '#' above one (a borrow)
                long quoteOrCtrl = (w ^ 0x0202020202020202L) - 0x2121212121212121L;
                long notShort = ((w ^ 0x2222222222222222L) + SEVENS) & ((w ^ 0x2F2F2F2F2F2F2F2FL) + SEVENS)
                        & ((w ^ 0x6E6E6E6E6E6E6E6EL) + SEVENS) & ((w ^ 0x7474747474747474L) + SEVENS);
                long bad = ((quoteOrCtrl & ~escaped) | (notShort & escaped) | w) & HIGH;
                seen |= backslash;
                if (bad == 0) {
                    carry = backslash >>> 56;
                    ptr += 8;
                    continue;
                }
                int k = Long.numberOfTrailingZeros(bad) >>> 3;
                int p = ptr + k;
                if ((escaped >>> (k << 3) & 0x80) != 0) {
                    p--; // an escaped byte: its escape starts at the backslash before it
                }
                int c = b[p];
                if (c == '"') {
                    return -(p + 1);
                }
                if (c != '\\') {
                    if (c < 0x20) { // a control byte, or non-ASCII (negative)
                        return p;
                    }
                    ptr = p; // a '#' after an escaped quote: not escaped, and not flagged at a word's start
                    carry = 0;
                    continue;
                }
                int n = escapeLength(b, p, end);
                if (n == 0) {
                    return p;
                }
                ptr = p + n;
                carry = 0;
            } while (ptr <= stop);
            if (seen == 0) {
                return ptr; // carry is 0: no backslash in the last word
            }
            window = Long.bitCount(seen) >= DENSE_LANES ? Math.min(window << 1, MAX_ESCAPE_WINDOW) : ESCAPE_WINDOW;
        }
        return carry != 0 ? ptr - 1 : ptr;
    }

    /**
     * Decodes string content that {@link #skipString} accepted: {@code [ptr, quote)} where
     * {@code quote} is the offset of the closing quote. {@code out} must hold at least
     * {@code quote - ptr} chars.
     *
     * @return the number of chars written to {@code out}
     */
    static int decode(byte[] b, int ptr, int quote, char[] out) {
        int o = 0;
        while (ptr < quote) {
            int c = b[ptr++];
            if (c >= 0) {
                if (c != '\\') {
                    out[o++] = (char) c;
                    continue;
                }
                int e = b[ptr++];
                if (e == 'u') {
                    out[o++] = (char) ((hex(b[ptr]) << 12) | (hex(b[ptr + 1]) << 8) | (hex(b[ptr + 2]) << 4) | hex(b[ptr + 3]));
                    ptr += 4;
                } else {
                    out[o++] = unescape(e);
                }
            } else if ((c & 0xE0) == 0xC0) {
                out[o++] = (char) (((c & 0x1F) << 6) | (b[ptr++] & 0x3F));
            } else if ((c & 0xF0) == 0xE0) {
                out[o++] = (char) (((c & 0x0F) << 12) | ((b[ptr] & 0x3F) << 6) | (b[ptr + 1] & 0x3F));
                ptr += 2;
            } else {
                int cp = ((c & 0x07) << 18) | ((b[ptr] & 0x3F) << 12) | ((b[ptr + 1] & 0x3F) << 6) | (b[ptr + 2] & 0x3F);
                ptr += 3;
                out[o++] = Character.highSurrogate(cp);
                out[o++] = Character.lowSurrogate(cp);
            }
        }
        return o;
    }

    /**
     * Decodes string content from {@code ptr} (just after the opening quote) to its closing quote
     * in one pass, taking only what {@link #skipString} takes.
     *
     * @return {@code (after << 32) | chars}, where {@code after} is the offset just after the
     *     closing quote and {@code chars} the number of chars written to {@code out}; -1 if a unit
     *     is not taken or the string does not end before {@code end}; -2 if {@code out} is full
     */
    static long decodeString(byte[] b, int ptr, int end, char[] out) {
        int o = 0;
        final int cap = out.length;
        while (true) {
            int run = plainRun(b, ptr, end);
            if (run - ptr > cap - o) {
                return -2;
            }
            while (ptr < run) {
                out[o++] = (char) b[ptr++];
            }
            if (ptr >= end) {
                return -1;
            }
            int c = b[ptr];
            if (c == '"') {
                return ((long) (ptr + 1) << 32) | o;
            }
            if (o + 2 > cap) {
                return -2;
            }
            if (c == '\\') {
                int n = escapeLength(b, ptr, end);
                if (n == 0) {
                    return -1;
                }
                int e = b[ptr + 1];
                out[o++] = n == 6
                        ? (char) ((hex(b[ptr + 2]) << 12) | (hex(b[ptr + 3]) << 8) | (hex(b[ptr + 4]) << 4) | hex(b[ptr + 5]))
                        : unescape(e);
                ptr += n;
                continue;
            }
            // a run of multi-byte sequences without going back to plainRun for each (text in
            // non-Latin scripts is mostly such runs)
            while (true) {
                // the lead bytes whose sequences need no check beyond their continuation bytes, inline
                int u = c & 0xFF;
                if (u >= 0xE1 && u <= 0xEF && u != 0xED && ptr + 2 < end) {
                    int c1 = b[ptr + 1];
                    int c2 = b[ptr + 2];
                    if (((c1 & 0xC0) | ((c2 & 0xC0) << 8)) == 0x8080) {
                        out[o++] = (char) (((u & 0x0F) << 12) | ((c1 & 0x3F) << 6) | (c2 & 0x3F));
                        ptr += 3;
                        if (ptr >= end || (c = b[ptr]) >= 0 || o + 2 > cap) {
                            break;
                        }
                        continue;
                    }
                } else if (u >= 0xC2 && u <= 0xDF && ptr + 1 < end) {
                    int c1 = b[ptr + 1];
                    if ((c1 & 0xC0) == 0x80) {
                        out[o++] = (char) (((u & 0x1F) << 6) | (c1 & 0x3F));
                        ptr += 2;
                        if (ptr >= end || (c = b[ptr]) >= 0 || o + 2 > cap) {
                            break;
                        }
                        continue;
                    }
                }
                int n = utf8Length(b, ptr, end);
                if (n == 0) {
                    return -1;
                }
                if (n == 2) {
                    out[o++] = (char) (((c & 0x1F) << 6) | (b[ptr + 1] & 0x3F));
                } else if (n == 3) {
                    out[o++] = (char) (((c & 0x0F) << 12) | ((b[ptr + 1] & 0x3F) << 6) | (b[ptr + 2] & 0x3F));
                } else {
                    int cp = ((c & 0x07) << 18) | ((b[ptr + 1] & 0x3F) << 12) | ((b[ptr + 2] & 0x3F) << 6) | (b[ptr + 3] & 0x3F);
                    out[o++] = Character.highSurrogate(cp);
                    out[o++] = Character.lowSurrogate(cp);
                }
                ptr += n;
                if (ptr >= end || (c = b[ptr]) >= 0 || o + 2 > cap) {
                    break;
                }
            }
        }
    }

    /** {@code \\u} as the two low bytes of a little-endian word. */
    private static final long BACKSLASH_U = 0x755C;

    /**
     * Skips text written as <code>&#92;uXXXX</code> escapes from {@code ptr} (at a backslash):
     * two escapes a step (two words, their eight digits checked at once by
     * {@link #hex8}), one when only one is there, and the plain ASCII between escapes (the space
     * between two words) through one {@link #needsLook} of the word. Why: a backslash and a
     * branch per escape, and a {@link #plainRun} call for each space between two escaped words,
     * were nearly all of FieldExtractor's time on StreamingBench's uescaped-large feed. After a
     * single escape (a word of odd length) or a pair, a plain byte followed by a backslash is
     * passed in the same step, so that the next step does not start at the space: gain 1.02 on
     * uescaped-large and 1.07 on uescaped-small after a single escape, 1.03-1.04 and 1.05 more
     * after a pair (old/new in one JVM, both orders, JDK 17, 2026-11-29); the pair's case taken
     * without a branch lost (0.84x). Step sizes picked without a branch (space folded in, up to
     * four escapes a step: 0.65x; one escape and the space after it a step: 0.56x) and one
     * escape a step with the space before it taken by a branch (0.73x) all lost: without a
     * branch, each step's loads wait for the previous step's. After {@link #U_STEPS_BYTES}
     * bytes of a run the rest goes to {@link #uWords}, whose fixed steps do not depend on the
     * branches this one guesses.
     *
     * @return the offset of the first unit not taken here, at a unit boundary ({@code ptr} if
     *     none): any other escape or byte that is not plain ASCII, plain text longer than a
     *     word, or anything within the last sixteen bytes before {@code end}
     */
    private static int uEscapes(byte[] b, int ptr, int end) {
        final int last = end - 16;
        final int far = ptr + U_STEPS_BYTES;
        while (ptr <= last) {
            long w = (long) LONGS.get(b, ptr);
            if ((w & 0xFFFF) == BACKSLASH_U) {
                long x = (long) LONGS.get(b, ptr + 8);
                long digits = ((w >>> 16) & 0xFFFFFFFFL) | (x << 32);
                if ((w >>> 48) == BACKSLASH_U && hex8(digits)) {
                    // a plain byte and a backslash after the pair are passed in the same step
                    int c = (int) (x >>> 32) & 0xFF;
                    ptr += (int) (x >>> 40 & 0xFF) == '\\' && c >= 0x20 && c < 0x80 && c != '"' && c != '\\' ? 13 : 12;
                } else if (ptr >= far) {
                    return uWords(b, ptr, end); // checked here only, where the step is one escape: no cost per pair
                } else if (hex4((int) (w >>> 16))) {
                    // one escape; a plain byte and a backslash after it (the space after an escaped
                    // word of odd length) are passed in the same step
                    int c = (int) (w >>> 48) & 0xFF;
                    ptr += (w >>> 56) == '\\' && c >= 0x20 && c < 0x80 && c != '"' && c != '\\' ? 7 : 6;
                } else {
                    return ptr;
                }
                continue;
            }
            long look = needsLook(w);
            int k = Long.numberOfTrailingZeros(look) >>> 3; // 8 when the word is plain
            if (k == 0 || k == 8 || b[ptr + k] != '\\') {
                return ptr + (k & 7);
            }
            ptr += k;
        }
        return ptr;
    }

    /**
     * How many bytes of a run of <code>&#92;uXXXX</code> escapes {@link #uEscapes} takes with
     * its branches before it hands the rest to {@link #uWords}. Its steps (two escapes, one, the
     * space after a word) depend on the lengths of the escaped words, which a branch predictor
     * cannot guess on long text: on StreamingBench's uescaped-large bodies (100 KB each, 4.5 MB
     * in all) it took 0.61-0.64 ns a byte against 0.27 on the small feed's 46 KB, whose branches
     * the predictor learns over the repeated reads; uWords takes 0.50-0.52 ns a byte on either
     * (skipString over the feeds' bodies, alternated in one JVM, JDK 17, 2026-11-29). A kilobyte
     * keeps strings of some hundred escaped chars on the branches, and costs a long run about
     * 0.2 us at most.
     */
    private static final int U_STEPS_BYTES = 1024;

    /**
     * Skips text written as <code>&#92;uXXXX</code> escapes from {@code ptr} (at a unit
     * boundary, at least eight bytes before {@code end}) eight bytes a step, without a branch per
     * escape: per word, which bytes start an escape (a backslash not inside one cut by the
     * previous word), which follow one (each must be {@code u}), which are its four digits (each
     * must be a hex digit, as {@link #hex8} checks them), and whether every other byte is plain
     * ASCII (not a quote or a control byte; a backslash there starts an escape). A word where all
     * of that holds is taken whole, the escapes it cuts carried into the next word. Why: with a
     * step per escape ({@link #uEscapes}), mispredicted step sizes were most of the time on long
     * escaped text: skipString on StreamingBench's uescaped-large bodies took 1.18-1.24x less
     * time with this after the first kilobyte (alternated in one JVM, JDK 17, 2026-11-29).
     *
     * <p>A byte below the first non-ASCII byte of a word is classified exactly (the shifts that
     * mark escapes move marks only to later bytes, and no carry crosses into a byte from a later
     * one), and every non-ASCII byte is itself flagged, so the first flagged byte is always the
     * right one.
     *
     * @return the offset of the first unit not taken here, at a unit boundary ({@code ptr} if
     *     none): a quote, a control byte, a non-ASCII byte, any other escape (its backslash, at
     *     most five bytes back from the byte that broke it), a word of plain ASCII (plain text is
     *     {@link #plainRun}'s), or the unit straddling the last eight bytes before {@code end}
     */
    private static int uWords(byte[] b, int ptr, int end) {
        final int last = end - 8;
        long carryU = 0; // 0x80: byte 0 follows the previous word's last byte, a backslash
        long carryDigits = 0; // the digits of an escape cut by the previous word's end
        while (ptr <= last) {
            final long w = (long) LONGS.get(b, ptr);
            final long starts = ~((w ^ 0x5C5C5C5C5C5C5C5CL) + SEVENS) & HIGH & ~(carryU | carryDigits);
            final long u = (starts << 8) | carryU;
            final long s = u | (u << 8);
            final long digits = (s << 8) | (s << 24) | carryDigits; // the four bytes after each u
            final long x = w & SEVENS;
            final long l = x | 0x2020202020202020L;
            final long hex = ((x + 0x5050505050505050L) & ~(x + 0x4646464646464646L))
                    | ((l + 0x1F1F1F1F1F1F1F1FL) & ~(l + 0x1919191919191919L)); // as hex8
            // per ASCII byte x, the high bit of (x ^ 2) + 0x5F is clear iff x ^ 2 is below 0x21:
            // a quote or a control byte
            final long plain = (w ^ 0x0202020202020202L) + 0x5F5F5F5F5F5F5F5FL;
            final long bad = (w | (u & ((w ^ 0x7575757575757575L) + SEVENS)) | (digits & ~hex)
                    | ~(plain | u | digits)) & HIGH;
            if (bad != 0) {
                final int k = Long.numberOfTrailingZeros(bad) >>> 3;
                int p = ptr + k;
                if (((u | digits) >>> (k << 3) & 0x80) == 0) {
                    return p;
                }
                do { // inside an escape, whose digits before p are hex: back to its backslash
                    p--;
                } while (b[p] != '\\');
                return p;
            }
            if ((starts | digits) == 0) {
                return ptr; // a plain word (no u either: a u follows a start or is a carried one, with digits)
            }
            carryU = starts >>> 56;
            final long t = u | (u >>> 8);
            carryDigits = (t >>> 32) | (t >>> 48);
            ptr += 8;
        }
        if (carryU != 0) {
            return ptr - 1;
        }
        if (carryDigits != 0) { // the escape's last digit carried is in byte h of this word: it began at h - 5
            return ptr + ((63 - Long.numberOfLeadingZeros(carryDigits)) >>> 3) - 5;
        }
        return ptr;
    }

    /**
     * Whether the eight bytes of {@code v} are all hex digits, as {@link #hex4} takes four. Per
     * byte {@code x} below 0x80, the high bit of {@code x + (0x80 - lo)} is set iff
     * {@code x >= lo}, with no carry out of the byte: two additions and an and-not per range,
     * letters folded to lower case first, eleven operations where a subtraction per bound took
     * fifteen. FieldExtractor on StreamingBench's uescaped feeds, where this is a fifth of the
     * time: gain 1.02 large, 1.02 small (old/new in one JVM, both orders, JDK 17, 2026-11-29).
     */
    static boolean hex8(long v) {
        long x = v & SEVENS;
        long digit = (x + 0x5050505050505050L) & ~(x + 0x4646464646464646L); // '0'..'9'
        long l = x | 0x2020202020202020L;
        long alpha = (l + 0x1F1F1F1F1F1F1F1FL) & ~(l + 0x1919191919191919L); // 'a'..'f', 'A'..'F'
        return ((digit | alpha) & ~v & HIGH) == HIGH;
    }

    /** Returns the length (2 or 6) of the escape at {@code ptr}, or 0 if it is not one this class takes. */
    static int escapeLength(byte[] b, int ptr, int end) {
        if (ptr + 1 >= end) {
            return 0;
        }
        int e = b[ptr + 1];
        if (e == 'u') {
            if (ptr + 8 <= end) { // the four digits with one word load
                return hex4((int) ((long) LONGS.get(b, ptr) >>> 16)) ? 6 : 0;
            }
            if (ptr + 5 >= end) {
                return 0;
            }
            return (hex(b[ptr + 2]) | hex(b[ptr + 3]) | hex(b[ptr + 4]) | hex(b[ptr + 5])) < 0 ? 0 : 6;
        }
        return e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't' ? 2 : 0;
    }

    private static char unescape(int e) {
        return switch (e) {
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            default -> (char) e; // '"', '\\', '/'
        };
    }

    /** Whether the four bytes of {@code v} (little-endian) are all hex digits, as {@link #hex} takes them. */
    static boolean hex4(int v) {
        long w = v & 0xFFFFFFFFL;
        return hex8(w | w << 32); // the four bytes twice: all eight are hex digits iff the four are
    }

    /** Returns the value of a hex digit, or -1. */
    static int hex(byte d) {
        if (d >= '0' && d <= '9') {
            return d - '0';
        }
        int l = d | 0x20;
        return l >= 'a' && l <= 'f' ? l - 'a' + 10 : -1;
    }

    /**
     * Returns the length (2 to 4) of the well-formed, shortest-form UTF-8 sequence of a Unicode
     * scalar value at {@code ptr}, or 0 if there is none that ends before {@code end}.
     */
    static int utf8Length(byte[] b, int ptr, int end) {
        int c = b[ptr] & 0xFF;
        if (c < 0xC2 || c > 0xF4) {
            return 0; // ASCII control bytes, continuation bytes, overlong 2-byte leads, beyond U+10FFFF
        }
        if (c < 0xE0) {
            return ptr + 1 < end && cont(b[ptr + 1]) ? 2 : 0;
        }
        int len = c < 0xF0 ? 3 : 4;
        if (ptr + len > end) {
            return 0;
        }
        int c1 = b[ptr + 1] & 0xFF;
        int lo = 0x80;
        int hi = 0xBF;
        if (c == 0xE0) {
            lo = 0xA0; // overlong
        } else if (c == 0xED) {
            hi = 0x9F; // surrogates
        } else if (c == 0xF0) {
            lo = 0x90; // overlong
        } else if (c == 0xF4) {
            hi = 0x8F; // beyond U+10FFFF
        }
        if (c1 < lo || c1 > hi || !cont(b[ptr + 2]) || (len == 4 && !cont(b[ptr + 3]))) {
            return 0;
        }
        return len;
    }

    private static boolean cont(byte d) {
        return (d & 0xC0) == 0x80;
    }

    /**
     * The longest number, sign included, that {@link #simpleNumber} takes, in bytes (jackson-core's
     * text buffer segment holds at least 200 chars, so such a number is always read in one segment).
     */
    static final int MAX_NUMBER_BYTES = 64;

    /** Bit set in {@link #negativeInt}'s answer: the number's text is in the array given. */
    static final long COPIED = 1L << 57;

    /** {@link #negativeInt} takes fewer digits than this (and its terminator within it): a {@code long} holds them. */
    static final int NEGATIVE_INT_DIGITS = 18;

    /**
     * Scans, as {@link #simpleNumber} does, a negative integer whose first digit is at {@code s}
     * (after its {@code -}): {@code [1-9][0-9]*}, fewer than {@link #NEGATIVE_INT_DIGITS} digits,
     * followed before {@code end} by a byte that is no digit, point or exponent; writes its text,
     * sign included, to {@code out} from index 0 as it goes.
     *
     * @return {@link #simpleNumber}'s answer for it with {@link #COPIED} set, or -2 for any other
     *     number or input (then what was written to {@code out} is not the number's text;
     *     {@link #simpleNumber} decides)
     */
    static long negativeInt(byte[] b, int s, int end, char[] out) {
        final int limit = Math.min(end, s + NEGATIVE_INT_DIGITS);
        if (out.length <= NEGATIVE_INT_DIGITS || s >= limit) {
            return -2;
        }
        int c = b[s];
        if (c < '1' || c > '9') {
            return -2;
        }
        out[0] = '-';
        int p = s;
        int o = 1;
        do {
            out[o++] = (char) c;
            if (++p >= limit) {
                return -2;
            }
            c = b[p];
        } while (c >= '0' && c <= '9');
        if (c == '.' || (c | 0x20) == 'e') {
            return -2;
        }
        return COPIED | (long) (p - s) << 32 | p;
    }

    /**
     * Returns a word whose high bit is set in the first byte of {@code w} (little-endian) that is
     * not an ASCII digit, possibly with extra bits in later bytes; zero when all eight are digits.
     * A byte below {@code 0x30} borrows from the byte above it, and one from {@code 0x80} may
     * carry into the byte above it, but both are flagged themselves, so the bytes below the
     * first flagged one are classified exactly.
     */
    static long nonDigits(long w) {
        return ((w + 0x4646464646464646L) | (w - 0x3030303030303030L) | w) & HIGH;
    }

    /** Bit set in {@link #simpleNumber}'s answer for a number with a fraction or an exponent. */
    static final long FLOAT = 1L << 56;

    /**
     * Scans the number whose first digit is at {@code s} (after its sign), in the grammar strict
     * JSON allows: {@code 0} or {@code [1-9][0-9]*}, then optionally {@code .[0-9]+}, then
     * optionally {@code [eE][+-]?[0-9]+}, ended by any other byte before {@code end}.
     *
     * @return -1 when that is not what is there (no digit, a leading zero before a digit, a point
     *     or an exponent without digits, the number reaching {@code end}, more than
     *     {@link #MAX_NUMBER_BYTES} bytes with the sign); otherwise the index of the byte after the
     *     number in bits 0-31, the count of integer digits in bits 32-39, of fraction digits in
     *     40-47, of exponent digits in 48-55, and {@link #FLOAT} for a fraction or exponent
     */
    static long simpleNumber(byte[] b, int s, int end) {
        final int limit = Math.min(end, s + MAX_NUMBER_BYTES - 1);
        int p = s;
        if (p >= limit) {
            return -1;
        }
        int c = b[p];
        if (c == '0') {
            if (++p >= limit) {
                return -1;
            }
            c = b[p];
            if (c >= '0' && c <= '9') {
                return -1; // a leading zero: jackson-core's error, or its lenient feature
            }
        } else if (c >= '1' && c <= '9') {
            // up to seven more digits found by one word, without the byte loop's exit branch,
            // whose trip count varies from number to number (followers, viewCount and likes of
            // each feed article skipped or read by FieldExtractor): gain 1.03 and 1.01 on the
            // html-small feed, 1.03 on citm_catalog.json, 1.01 on twitter.json, 0.99 and 1.02 on
            // ascii-small (old/new in one JVM, both orders, JDK 17, 2026-11-29)
            long more = 0;
            if (p + 8 <= limit) {
                more = nonDigits((long) LONGS.get(b, p));
                if (more == 0) {
                    p += 7; // eight digits: the byte loop goes on from the last
                }
            }
            if (more != 0) {
                p += Long.numberOfTrailingZeros(more) >>> 3;
                c = b[p];
            } else {
                do {
                    if (++p >= limit) {
                        return -1;
                    }
                    c = b[p];
                } while (c >= '0' && c <= '9');
            }
        } else {
            return -1;
        }
        long shape = (long) (p - s) << 32;
        if (c == '.') {
            final int f = ++p;
            while (true) {
                if (p >= limit) {
                    return -1;
                }
                c = b[p];
                if (c < '0' || c > '9') {
                    break;
                }
                p++;
            }
            if (p == f) {
                return -1;
            }
            shape |= FLOAT | (long) (p - f) << 40;
        }
        if ((c | 0x20) == 'e') {
            if (++p >= limit) {
                return -1;
            }
            c = b[p];
            if (c == '-' || c == '+') {
                if (++p >= limit) {
                    return -1;
                }
                c = b[p];
            }
            final int e = p;
            while (c >= '0' && c <= '9') {
                if (++p >= limit) {
                    return -1;
                }
                c = b[p];
            }
            if (p == e) {
                return -1;
            }
            shape |= FLOAT | (long) (p - e) << 48;
        }
        return shape | p;
    }

    /** The powers of ten a {@code double} holds exactly: 10^0 to 10^22. */
    private static final double[] EXACT_POWERS = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };

    /**
     * The value, without its sign, of the number {@link #simpleNumber} scanned from {@code s} (its
     * first digit) with answer {@code shape}, when one exact operation gives it: at most 16 digits
     * whose value is at most 2^53, scaled by a power of ten of at most 22 either way. Both factors
     * are then exact doubles and one multiplication or division rounds correctly (Clinger's fast
     * path: W. D. Clinger, "How to Read Floating Point Numbers Accurately", PLDI 1990), so the
     * bits equal {@code Double.parseDouble}'s and jackson-core's for the same text. Other numbers
     * return NaN, which no number text reads as, and the caller parses their text: of canada.json's
     * 111,000 coordinates the 101,000 with 17 digits (declined at once, from their length) and
     * 600 of 16 digits; none of USD.json's rates.
     */
    static double exactDouble(byte[] b, int s, long shape) {
        final int whole = (int) (shape >>> 32) & 0xFF;
        final int fraction = (int) (shape >>> 40) & 0xFF;
        final int exponent = (int) (shape >>> 48) & 0xFF;
        // 17 digits and more are over 2^53 unless they start with zeros: declined before reading them
        if (whole + fraction > 16 || exponent > 3) {
            return Double.NaN;
        }
        int p = s;
        long m = 0;
        for (int k = 0; k < whole; k++) {
            m = m * 10 + (b[p++] - '0');
        }
        if (fraction > 0) {
            p++;
            for (int k = 0; k < fraction; k++) {
                m = m * 10 + (b[p++] - '0');
            }
        }
        int e = -fraction;
        if (exponent > 0) {
            int c = b[++p];
            boolean negative = c == '-';
            if (negative || c == '+') {
                p++;
            }
            int x = 0;
            for (int k = 0; k < exponent; k++) {
                x = x * 10 + (b[p++] - '0');
            }
            e += negative ? -x : x;
        }
        return exact(m, e);
    }

    /**
     * {@code m * 10^e} by one exact operation (Clinger's fast path, see {@link #exactDouble}):
     * 0.0 for {@code m == 0}, NaN when {@code m} is over 2^53 or {@code e} outside -22..22.
     */
    private static double exact(long m, int e) {
        if (m == 0) {
            return 0.0;
        }
        if (m > 1L << 53 || e < -22 || e > 22) {
            return Double.NaN;
        }
        return e >= 0 ? m * EXACT_POWERS[e] : m / EXACT_POWERS[-e];
    }

    /**
     * The value of a number without exponent whose {@code digits} digits (integer and fraction
     * together, {@code fraction} of them after the point) read as the integer {@code m}, by the
     * same exact operation as {@link #exactDouble}; NaN when it does not apply (more than 16
     * digits, or {@code m} over 2^53), and the caller parses the text.
     */
    static double exactFraction(long m, int digits, int fraction) {
        return digits > 16 ? Double.NaN : exact(m, -fraction);
    }
}
