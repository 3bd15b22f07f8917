/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

/**
 * The engine's scanning routines as fastjson-kit-streaming's {@code FieldExtractor} reads a whole
 * {@code byte[]} with them, without a parser: skip one value, read a string value, find the end
 * of a plain name, scan a number. Found by name ({@code FieldScan} in the streaming module looks
 * the methods up reflectively), so that the extractor's source keeps needing nothing but
 * jackson-core to compile; only JDK types cross.
 *
 * <p>Strict as {@link JsonBytes} and {@link JsonSkip} are: each routine takes only the strict
 * JSON on which every Jackson version and feature setting agrees and answers "not taken" (-1 or
 * null) for anything else, so that the caller reads the document with jackson-core's parser,
 * which then raises its own exception at its own location.
 */
final class ExtractorScan {
    private ExtractorScan() {}

    /**
     * Skips the value whose first byte is at {@code p}: a string as {@link JsonBytes#skipString}
     * takes it, an object or array as {@link JsonSkip#container} takes it, a number as
     * {@link JsonBytes#simpleNumber} takes it or {@code true false null}, the last two followed
     * by whitespace (but a carriage return), a comma or a closing bracket.
     *
     * @param levels how many levels may open at and below the value (for a container, the
     *     nesting depth left to the stream-read constraints; the container itself needs one)
     * @param maxName the longest member name accepted, in bytes
     * @param maxNumber the longest number accepted, in bytes with its sign
     * @return the offset just after the value, or -1 when it is not taken
     */
    static int skipValue(byte[] b, int p, int end, int levels, int maxName, int maxNumber) {
        final int c = b[p];
        switch (c) {
            case '"' -> {
                int r = JsonBytes.skipString(b, p + 1, end);
                return r < 0 ? -1 : r;
            }
            case '{', '[' -> {
                return levels < 1 ? -1 : container(b, p + 1, end, c == '{', levels - 1, maxName, maxNumber);
            }
            case 't' -> {
                return literal(b, p, end, "true");
            }
            case 'f' -> {
                return literal(b, p, end, "false");
            }
            case 'n' -> {
                return literal(b, p, end, "null");
            }
            default -> {
                long r = number(b, p, end, maxNumber);
                return r < 0 ? -1 : (int) r;
            }
        }
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

    /**
     * Reads the string value whose content starts at {@code s} (after its opening quote) as the
     * engine's parser reads it ({@code EngineParser}: plain ASCII into a compact String, escapes
     * and UTF-8 decoded in one pass), at most {@code maxString} chars.
     *
     * @param after receives in {@code after[0]} the offset just after the closing quote
     * @param scratch holds in {@code scratch[0]} the char array decoded into; replaced by a larger
     *     one when too small
     * @return the string, or null when it is not taken
     */
    static String string(byte[] b, int s, int end, int maxString, int[] after, char[][] scratch) {
        final int p = JsonBytes.plainRun(b, s, end);
        if (p >= end) {
            return null;
        }
        if (b[p] == '"') {
            final int len = p - s;
            if (len > maxString) {
                return null;
            }
            after[0] = p + 1;
            return len == 0 ? "" : JsonBytes.latin1(b, s, len);
        }
        while (true) {
            char[] out = scratch[0];
            long r = JsonBytes.decodeString(b, s, end, out);
            if (r == -2 && out.length <= maxString) {
                scratch[0] = new char[Math.max(256, out.length * 4)];
                continue;
            }
            int n = (int) r;
            if (r < 0 || n > maxString) {
                return null;
            }
            after[0] = (int) (r >>> 32);
            return new String(out, 0, n);
        }
    }

    /**
     * Returns the offset of the closing quote of the member name whose first byte is at
     * {@code s} when the name is printable ASCII without escapes, else -1.
     */
    static int nameEnd(byte[] b, int s, int end) {
        final int r = shortString(b, s, end);
        if (r >= 0) {
            return r - 1;
        }
        final int q = JsonBytes.plainRun(b, s, end);
        return q < end && b[q] == '"' ? q : -1;
    }

    /**
     * As {@link JsonSkip#container} (the same answer for every input, see ExtractorScanTest), with
     * the common case of compact JSON inline: a name or string whose closing quote is among its
     * first eight bytes (found by one word of {@link JsonBytes#needsLook}), a colon, comma or
     * value right after the previous token; anything else through the same routines as
     * {@link JsonSkip#container}. Line feeds are not counted (the fast path keeps no locations).
     * Why: the author, tags and comments of a small feed article are short names and strings,
     * where calling {@link JsonBytes#skipString} and {@link JsonBytes#plainRun} for each was most
     * of skipping them (JFR: plainRun and needsLook 27% of FieldExtractor on ascii-small).
     */
    static int container(byte[] b, int ptr, int end, boolean object, int levels, int maxName, int maxNumber) {
        levels = Math.min(levels, JsonSkip.MAX_LEVELS);
        long objects = object ? 1 : 0; // bit k: level k is an object
        int depth = 0;
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
                    // indentation after a line feed eight spaces a step (pretty-printed files such as twitter.json)
                    p = c == '\n' ? JsonNames.spaces(b, p + 1, end) : p + 1;
                    if (p >= end) {
                        return -1;
                    }
                    c = b[p];
                }
            }
            if (state != 2 && c == (inObject ? '}' : ']')) {
                p++;
                if (depth == 0) {
                    return p;
                }
                depth--;
                inObject = (objects >>> depth & 1) != 0;
                state = 1;
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
                int q = shortString(b, p + 1, end);
                if (q < 0) {
                    q = name(b, p + 1, end);
                    if (q < 0) {
                        return -1;
                    }
                }
                if (q - p - 2 > maxName) {
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
                        return -1;
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
                case '"' -> {
                    int q = shortString(b, p + 1, end);
                    p = q >= 0 ? q : JsonBytes.skipString(b, p + 1, end);
                }
                case '{', '[' -> {
                    if (++depth > levels) {
                        return -1;
                    }
                    inObject = c == '{';
                    objects = inObject ? objects | 1L << depth : objects & ~(1L << depth);
                    state = 0;
                    p++;
                }
                case 't' -> p = literal(b, p, end, "true");
                case 'n' -> p = literal(b, p, end, "null");
                case 'f' -> p = literal(b, p, end, "false");
                default -> {
                    long r = number(b, p, end, maxNumber);
                    p = r < 0 ? -1 : (int) r;
                }
            }
            if (p < 0) {
                return -1;
            }
        }
    }

    /**
     * The offset after the closing quote of the string whose content starts at {@code s} when
     * that quote is among its first eight bytes and only plain bytes come before it; else -1.
     */
    private static int shortString(byte[] b, int s, int end) {
        if (s + 8 > end) {
            return -1;
        }
        final long look = JsonBytes.needsLook(JsonNames.word(b, s));
        if (look == 0) {
            return -1;
        }
        final int q = s + (Long.numberOfTrailingZeros(look) >>> 3);
        return b[q] == '"' ? q + 1 : -1;
    }

    /** As {@code JsonSkip.name}: a member name from {@code p} without escapes; the offset after its closing quote, or -1. */
    private static int name(byte[] b, int p, int end) {
        final int r = JsonBytes.plainRun(b, p, end);
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

    /** {@code word} at {@code p}, then a delimiter; the offset after the word, or -1. */
    private static int literal(byte[] b, int p, int end, String word) {
        final int n = word.length();
        if (p + n >= end) {
            return -1;
        }
        for (int i = 1; i < n; i++) {
            if (b[p + i] != word.charAt(i)) {
                return -1;
            }
        }
        return delimiter(b[p + n]) ? p + n : -1;
    }

    /** Whether {@code c} may follow a number or literal here: whitespace but a carriage return, a comma, a closing bracket. */
    private static boolean delimiter(int c) {
        return c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\t';
    }
}
