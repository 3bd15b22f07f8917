/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

/**
 * Finds the end of an object or array in a {@code byte[]} without making tokens: the engine's
 * {@code skipChildren()}. Depends on no Jackson type, like {@link JsonBytes}, whose string and
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
     * @param levels how many levels may open below the container (at most {@link #MAX_LEVELS})
     * @param maxName the longest member name accepted, in bytes as written
     * @param maxNumber the longest number accepted, in bytes with its sign
     * @param rows receives, when at least one line feed was passed, their count in {@code rows[0]}
     *     and the offset just after the last one in {@code rows[1]}; {@code rows[0]} is 0 otherwise
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
            int c;
            while (true) { // whitespace
                if (p >= end) {
                    return -1;
                }
                c = b[p];
                if (c == ' ' || c == '\t') {
                    p++;
                } else if (c == '\n') {
                    lines++;
                    rowStart = ++p;
                } else {
                    break;
                }
            }
            if (state != 2 && c == (inObject ? '}' : ']')) {
                p++;
                if (depth == 0) {
                    rows[0] = lines;
                    rows[1] = rowStart;
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
                int q = name(b, p + 1, end);
                if (q < 0 || q - p - 2 > maxName) {
                    return -1;
                }
                p = q;
                while (p < end && (b[p] == ' ' || b[p] == '\t')) {
                    p++;
                }
                if (p >= end || b[p] != ':') {
                    return -1; // (a line feed before the colon too: rare, left to jackson-core)
                }
                p++;
                while (p < end && (b[p] == ' ' || b[p] == '\t')) {
                    p++;
                }
                if (p >= end) {
                    return -1;
                }
                c = b[p];
            }
            state = 1;
            switch (c) {
                case '"' -> {
                    p = JsonBytes.skipString(b, p + 1, end);
                    if (p < 0) {
                        return -1;
                    }
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
                case 't' -> p = literal(b, p, end, 't' | 'r' << 8 | 'u' << 16 | 'e' << 24, 4);
                case 'n' -> p = literal(b, p, end, 'n' | 'u' << 8 | 'l' << 16 | 'l' << 24, 4);
                case 'f' -> p = p + 1 < end && b[p + 1] == 'a' ? literal(b, p + 1, end, 'a' | 'l' << 8 | 's' << 16 | 'e' << 24, 4) : -1;
                default -> {
                    int s = c == '-' ? p + 1 : p;
                    long r = JsonBytes.simpleNumber(b, s, end);
                    if (r < 0 || (int) r - p > maxNumber || !delimiter(b[(int) r])) {
                        return -1;
                    }
                    p = (int) r;
                }
            }
            if (p < 0) {
                return -1;
            }
        }
    }

    /**
     * Skips a member name from {@code p} (after its quote): as {@link JsonBytes#skipString}, but
     * without escapes, since jackson-core checks surrogate escapes in names and not in values
     * (EngineParserTest: a broken pair in a skipped name). Returns the offset after the closing
     * quote, or -1.
     */
    private static int name(byte[] b, int p, int end) {
        int r = JsonBytes.plainRun(b, p, end);
        if (r < end && b[r] == '"') {
            return r + 1;
        }
        if (r >= end || b[r] == '\\') {
            return -1;
        }
        int q = JsonBytes.skipString(b, r, end);
        for (int i = r; i < q; i++) {
            if (b[i] == '\\') {
                return -1;
            }
        }
        return q;
    }

    /** The four bytes {@code word} (little-endian) at {@code p}, then a delimiter; the offset after them, or -1. */
    private static int literal(byte[] b, int p, int end, int word, int n) {
        if (p + n >= end) {
            return -1;
        }
        for (int i = 0; i < n; i++) {
            if (b[p + i] != (byte) (word >>> (i << 3))) {
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
