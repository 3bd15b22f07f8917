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
                int r = JsonSkip.string(b, p + 1, end);
                return r < 0 ? -1 : r;
            }
            case '{', '[' -> {
                return levels < 1 ? -1 : JsonSkip.container(b, p + 1, end, c == '{', levels - 1, maxName, maxNumber, null);
            }
            case 't', 'f', 'n' -> {
                return JsonSkip.literal(b, p, end);
            }
            default -> {
                long r = JsonSkip.number(b, p, end, maxNumber);
                return r < 0 ? -1 : (int) r;
            }
        }
    }

    /** {@link JsonSkip#number}, under the name {@code FieldScan} looks up. */
    static long number(byte[] b, int p, int end, int maxNumber) {
        return JsonSkip.number(b, p, end, maxNumber);
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
        final int p = JsonSkip.firstSpecial(b, s, end);
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
        final int q = JsonSkip.firstSpecial(b, s, end);
        return q < end && b[q] == '"' ? q : -1;
    }
}
