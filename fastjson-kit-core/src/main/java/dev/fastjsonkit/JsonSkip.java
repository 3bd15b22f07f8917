/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

/**
 * Finds the end of an object or array in a {@code byte[]} without making tokens: the engine's
 * {@code skipChildren()}, and the skipping of fastjson-kit-streaming's {@code FieldExtractor}
 * ({@link ExtractorScan}). Depends on no Jackson type, like {@link JsonBytes}, whose string and
 * number routines it uses.
 *
 * <p>Strict, as {@link JsonBytes} is: it accepts only strict JSON on which every Jackson version
 * and feature setting agrees (strings as {@link JsonBytes#skipString} takes them, names without
 * escapes, numbers as
 * {@link JsonBytes#simpleNumber} takes them followed by whitespace, a comma or a closing bracket,
 * {@code true false null} followed by the same, spaces, tabs and line feeds between tokens) and
 * gives up on anything else (a carriage return, a comment, a trailing comma, a container deeper
 * than the caller allows, a name or number longer than the caller allows, the end of the
 * buffer), so that the caller lets jackson-core's token path read the same container from its
 * start and raise jackson-core's own exception. Why: skipping token by token, names looked up
 * included, was 47% of reading three fields of each tweet of twitter.json, 12 to 20% of it names
 * of skipped members (StreamingBench fields, twitter, JFR).
 */
final class JsonSkip {
    private JsonSkip() {}

    /** The deepest nesting, below the container skipped, that {@link #container} tracks itself. */
    static final int MAX_LEVELS = 63;

    /**
     * Skips the rest of the object ({@code object}) or array whose opening bracket is just before
     * {@code ptr}, up to and including its closing bracket.
     *
     * <p>The common case of compact JSON is inline: a name whose closing quote is among its first
     * eight bytes, or a string value whose closing quote is among its first sixteen, is found by
     * words of {@link JsonBytes#needsLook} (a longer one goes on from there, never from its
     * start), a colon right after a name and a comma right after a value are taken without a
     * whitespace loop or a trip round the loop, and the indentation after a line feed is taken
     * eight spaces a step ({@link JsonNames#spaces}). Why: the author, tags and comments of a
     * small feed article are short names and strings, where calling {@link JsonBytes#skipString}
     * and {@link JsonBytes#plainRun} for each was most of skipping them (JFR: plainRun and
     * needsLook 27% of FieldExtractor on ascii-small). This is also the routine of
     * fastjson-kit-streaming's FieldExtractor, which had its own copy: folding that copy's short
     * strings into this one took FieldExtractor on the html-small feed from 1.74-1.78x plain
     * Jackson's summary read to 1.87-1.92x, the comma and the sixteen-byte strings to 1.98-2.00x
     * (paired same-JVM runs, JDK 17, 2026-11-29).
     *
     * @param levels how many levels may open below the container (at most {@link #MAX_LEVELS})
     * @param maxName the longest member name accepted, in bytes as written
     * @param maxNumber the longest number accepted, in bytes with its sign
     * @param rows null when line feeds need not be counted; else receives, when at least one line
     *     feed was passed, their count in {@code rows[0]} and the offset just after the last one in
     *     {@code rows[1]}; {@code rows[0]} is 0 otherwise
     * @return the offset just after the closing bracket, or -1 when the caller must read the
     *     container with jackson-core's token path
     */
    static int container(byte[] b, int ptr, int end, boolean object, int levels, int maxName, int maxNumber, int[] rows) {
        levels = Math.min(levels, MAX_LEVELS);
        long objects = object ? 1 : 0; // bit k: level k is an object
        int depth = 0;
        int lines = 0;
        int rowStart = 0;
        boolean inObject = object;
        int state = 0; // 0: after an opening bracket, 1: after a value, 2: after a comma
        int p = ptr;
        while (true) {
            if (p >= end) {
                return -1;
            }
            int c = b[p];
            if (c <= ' ') {
                while (c == ' ' || c == '\t' || c == '\n') {
                    if (c == '\n') { // indentation eight spaces a step (pretty-printed files such as twitter.json)
                        lines++;
                        rowStart = p + 1;
                        p = JsonNames.spaces(b, p + 1, end);
                    } else {
                        p++;
                    }
                    if (p >= end) {
                        return -1;
                    }
                    c = b[p];
                }
            }
            if (state != 2 && c == (inObject ? '}' : ']')) {
                p++;
                if (depth == 0) {
                    if (rows != null) {
                        rows[0] = lines;
                        rows[1] = rowStart;
                    }
                    return p;
                }
                depth--;
                inObject = (objects >>> depth & 1) != 0;
                state = 1;
                if (p < end && b[p] == ',') { // compact JSON: the comma right after, without a trip round the loop
                    p++;
                    state = 2;
                }
                continue;
            }
            if (state == 1) {
                if (c != ',') {
                    return -1;
                }
                p++;
                state = 2;
                continue;
            }
            if (inObject) { // a member name, a colon
                if (c != '"') {
                    return -1;
                }
                int q = name(b, p + 1, end);
                if (q < 0 || q - p - 2 > maxName) {
                    return -1;
                }
                p = q;
                if (p < end && b[p] == ':') {
                    p++;
                } else {
                    while (p < end && (b[p] == ' ' || b[p] == '\t')) {
                        p++;
                    }
                    if (p >= end || b[p] != ':') {
                        return -1; // (a line feed before the colon too: rare, left to jackson-core)
                    }
                    p++;
                }
                if (p >= end) {
                    return -1;
                }
                c = b[p];
                if (c == ' ' || c == '\t') {
                    while (++p < end && (b[p] == ' ' || b[p] == '\t')) {
                        // spaces before the value
                    }
                    if (p >= end) {
                        return -1;
                    }
                    c = b[p];
                }
            }
            state = 1;
            switch (c) {
                case '"' -> p = string(b, p + 1, end);
                case '{', '[' -> {
                    if (++depth > levels) {
                        return -1;
                    }
                    inObject = c == '{';
                    objects = inObject ? objects | 1L << depth : objects & ~(1L << depth);
                    state = 0;
                    p++;
                }
                case 't', 'n', 'f' -> p = literal(b, p, end);
                default -> {
                    long r = number(b, p, end, maxNumber);
                    p = r < 0 ? -1 : (int) r;
                }
            }
            if (p < 0) {
                return -1;
            }
            if (state == 1 && p < end && b[p] == ',') { // as after a closing bracket
                p++;
                state = 2;
            }
        }
    }

    /**
     * Returns the offset of the first byte from {@code s} that is {@code "}, {@code \}, below
     * {@code 0x20} or from {@code 0x80}, looking at one word when eight bytes remain: the
     * closing quote of a short string, or where a longer one needs {@link JsonBytes#plainRun} or
     * {@link JsonBytes#skipString} from (it never goes back before {@code s}).
     */
    static int firstSpecial(byte[] b, int s, int end) {
        if (s + 8 > end) {
            return JsonBytes.plainRun(b, s, end);
        }
        final long look = JsonBytes.needsLook(JsonNames.word(b, s));
        return look == 0 ? JsonBytes.plainRun(b, s + 8, end) : s + (Long.numberOfTrailingZeros(look) >>> 3);
    }

    /**
     * Skips string content from {@code s} (after its quote); the offset after the closing quote,
     * or a negative value as {@link JsonBytes#skipString}'s. A string whose closing quote is among
     * its first sixteen bytes, with only plain bytes before it, is found here by two words at
     * most, without calling {@link JsonBytes#skipString}.
     */
    static int string(byte[] b, int s, int end) {
        if (s + 16 <= end) {
            long look = JsonBytes.needsLook(JsonNames.word(b, s));
            int q = s;
            if (look == 0) {
                q = s + 8;
                look = JsonBytes.needsLook(JsonNames.word(b, q));
                if (look == 0) {
                    return JsonBytes.skipString(b, s + 16, end);
                }
            }
            q += Long.numberOfTrailingZeros(look) >>> 3;
            return b[q] == '"' ? q + 1 : JsonBytes.skipString(b, q, end);
        }
        return JsonBytes.skipString(b, s, end);
    }

    /**
     * Skips a member name from {@code p} (after its quote): as {@link JsonBytes#skipString}, but
     * without escapes, since jackson-core checks surrogate escapes in names and not in values
     * (EngineParserTest: a broken pair in a skipped name). Returns the offset after the closing
     * quote, or -1.
     */
    private static int name(byte[] b, int p, int end) {
        final int r = firstSpecial(b, p, end);
        if (r < end && b[r] == '"') {
            return r + 1;
        }
        if (r >= end || b[r] == '\\') {
            return -1;
        }
        final int q = JsonBytes.skipString(b, r, end);
        for (int i = r; i < q; i++) {
            if (b[i] == '\\') {
                return -1;
            }
        }
        return q;
    }

    private static final int TRUE = 't' | 'r' << 8 | 'u' << 16 | 'e' << 24;
    private static final int NULL = 'n' | 'u' << 8 | 'l' << 16 | 'l' << 24;
    private static final long FALSE = 'f' | 'a' << 8 | 'l' << 16 | 's' << 24 | (long) 'e' << 32;

    /**
     * Takes {@code true}, {@code false} or {@code null} at {@code p}, then a delimiter; the
     * offset after the word, or -1. With eight bytes left, the word and its delimiter are read as
     * one little-endian word. Why: twitter.json and citm_catalog.json hold many {@code false}
     * and {@code null} values, where the byte loop was 4.5% of FieldExtractor on twitter (JFR).
     */
    static int literal(byte[] b, int p, int end) {
        if (p + 8 <= end) {
            final long w = JsonNames.word(b, p);
            final int n;
            if ((int) w == TRUE || (int) w == NULL) {
                n = 4;
            } else if ((w & 0xFF_FFFF_FFFFL) == FALSE) {
                n = 5;
            } else {
                return -1;
            }
            return delimiter((int) (w >>> (n << 3)) & 0xFF) ? p + n : -1;
        }
        final int c = b[p];
        final int n = c == 'f' ? 5 : 4;
        if (p + n >= end) {
            return -1;
        }
        final long word = c == 't' ? TRUE : c == 'n' ? NULL : FALSE;
        for (int i = 0; i < n; i++) {
            if (b[p + i] != (byte) (word >>> (i << 3))) {
                return -1;
            }
        }
        return delimiter(b[p + n]) ? p + n : -1;
    }

    /**
     * Scans the number whose first byte (a sign or a digit) is at {@code p}, as
     * {@link JsonBytes#simpleNumber} takes it, at most {@code maxNumber} bytes with its sign and
     * followed by a delimiter (whitespace but a carriage return, a comma, a closing bracket).
     *
     * @return -1 when not taken; else {@link JsonBytes#simpleNumber}'s answer for the digits
     *     after the sign: the offset after the number in bits 0-31, the integer digits in bits
     *     32-39, and bit 56 for a fraction or an exponent
     */
    static long number(byte[] b, int p, int end, int maxNumber) {
        final int s = b[p] == '-' ? p + 1 : p;
        final long r = JsonBytes.simpleNumber(b, s, end);
        if (r < 0) {
            return -1;
        }
        final int after = (int) r;
        return after - p > maxNumber || !delimiter(b[after]) ? -1 : r;
    }

    /** Whether {@code c} may follow a number or literal here: whitespace but a carriage return, a comma, a closing bracket. */
    private static boolean delimiter(int c) {
        return c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\t';
    }
}
