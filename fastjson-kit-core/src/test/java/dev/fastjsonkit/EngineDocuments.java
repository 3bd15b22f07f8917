/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * Seeded JSON documents for the engine's differential tests: every byte class in strings and
 * names (plain ASCII, each short escape, {@code \}{@code u} escapes in both cases, escaped
 * surrogate pairs and lone surrogates, raw 2-, 3- and 4-byte UTF-8, and occasionally malformed
 * UTF-8 and raw control bytes), numbers of every shape and length, deep nesting, and strings long
 * enough to cross jackson-core's 8000-byte input buffer.
 */
final class EngineDocuments {
    private EngineDocuments() {}

    private static final String[] ESCAPES = {"\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "\\u0041",
        "\\u00e9", "\\u00E9", "\\u20ac", "\\uD834\\uDD1E", "\\ud83d\\ude00", "\\uD834", "\\uDD1E", "\\u0000", "\\uFFFF"};
    private static final String[] RAW = {"é", "ß", "€", "一", "\uD834\uDD1E", "😀", "\u007F", "\u0080", "\uFFFD", "\u07FF", "\u0800"};
    private static final byte[][] BAD = {{(byte) 0xC0, (byte) 0x80}, {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
        {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0x80},
        {(byte) 0xFF}, {(byte) 0xC3}, {0x01}, {0x1F}, {'\\', 'x'}, {'\\', 'u', '1', 'g', '0', '0'}};
    private static final String[] NUMBERS = {"0", "-0", "1", "-1", "7", "42", "2147483647", "2147483648", "-2147483648",
        "-2147483649", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
        "123456789012345678901234567890", "0.5", "-0.0", "1e3", "1E+3", "1e-3", "1.5e308", "4.9e-324", "1e400",
        "3.141592653589793", "0.1", "123.456e-7", "01", "1.", ".5", "-", "1e", "+1", "NaN"};

    /** Property names that recur across a document, 1 to 66 bytes, a few with escapes or UTF-8. */
    private static final String[] NAMES = {"\"a\"", "\"id\"", "\"abc\"", "\"name\"", "\"width\"", "\"height\"",
        "\"bitrate\"", "\"duration\"", "\"copyright\"", "\"screen_name\"", "\"profile_image_url\"",
        "\"a_long_property_name_of_thirty_two\"", "\"x" + "y".repeat(65) + "\"", "\"caf\\u00e9\"", "\"café\"",
        "\"tab\\tname\"", "\"\""};

    /** Returns a document of roughly {@code size} bytes. */
    static byte[] document(Random r, int size) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ws(r, out);
        value(r, out, size, 0);
        ws(r, out);
        return out.toByteArray();
    }

    private static void value(Random r, ByteArrayOutputStream out, int budget, int depth) {
        int kind = budget <= 0 || depth > 40 ? 3 + r.nextInt(3) : r.nextInt(depth < 3 ? 3 : 6);
        if (depth == 0) {
            kind = r.nextInt(5) == 0 ? 5 : r.nextInt(2); // mostly containers at the root
        }
        switch (kind) {
            case 0, 1 -> container(r, out, kind == 0, budget, depth);
            case 2 -> container(r, out, r.nextBoolean(), budget, depth);
            case 3 -> write(out, NUMBERS[r.nextInt(r.nextInt(8) == 0 ? NUMBERS.length : 24)]);
            case 4 -> write(out, r.nextBoolean() ? "true" : r.nextBoolean() ? "false" : "null");
            default -> string(r, out, budget > 1000 && r.nextInt(8) == 0 ? 9000 + r.nextInt(9000) : r.nextInt(40));
        }
    }

    private static void container(Random r, ByteArrayOutputStream out, boolean object, int budget, int depth) {
        if (r.nextInt(40) == 0 && depth < 10) { // a deep, narrow stack
            int n = 20 + r.nextInt(80);
            write(out, "[".repeat(n));
            value(r, out, 0, depth + n);
            write(out, "]".repeat(n));
            return;
        }
        out.write(object ? '{' : '[');
        int n = r.nextInt(6);
        int each = (budget - 2) / Math.max(1, n);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                out.write(',');
            }
            ws(r, out);
            if (object) {
                if (r.nextBoolean()) { // names seen before: the symbol table's hits
                    write(out, NAMES[r.nextInt(NAMES.length)]);
                } else {
                    string(r, out, r.nextInt(4) == 0 ? r.nextInt(60) : r.nextInt(14));
                }
                ws(r, out);
                out.write(':');
                ws(r, out);
            }
            value(r, out, each, depth + 1);
            ws(r, out);
        }
        out.write(object ? '}' : ']');
    }

    /**
     * Returns {@code count} distinct property names of 9 to 70 bytes of ASCII, chosen so that many
     * share their length and their first eight bytes, or their first and last eight bytes,
     * and differ only in the rest.
     */
    static java.util.List<String> longNames(Random r, int count) {
        String[] heads = {"profile_", "abcdefgh", "aaaaaaaa"};
        String[] tails = {"_url_end", "12345678", "bbbbbbbb"};
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        while (names.size() < count) {
            int n = 9 + r.nextInt(r.nextInt(4) == 0 ? 62 : 12);
            char[] c = new char[n];
            for (int i = 0; i < n; i++) {
                c[i] = r.nextBoolean() ? 'a' : 'b';
            }
            heads[r.nextInt(heads.length)].getChars(0, Math.min(8, n), c, 0);
            if (r.nextBoolean()) { // else the last bytes vary too
                tails[r.nextInt(tails.length)].getChars(0, 8, c, n - 8);
            }
            names.add(new String(c));
        }
        return java.util.List.copyOf(names);
    }

    /**
     * Returns a well-formed object of {@code members} members named by {@code pick}, each value a
     * number, a string or an object of up to three members named the same way.
     */
    static byte[] members(Random r, java.util.function.IntFunction<String> pick, int members) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write('{');
        for (int i = 0; i < members; i++) {
            if (i > 0) {
                out.write(',');
            }
            ws(r, out);
            write(out, "\"" + pick.apply(i) + "\":");
            ws(r, out);
            switch (r.nextInt(3)) {
                case 0 -> write(out, Integer.toString(r.nextInt()));
                case 1 -> write(out, "\"" + "x".repeat(r.nextInt(12)) + "\"");
                default -> {
                    out.write('{');
                    int n = r.nextInt(4);
                    for (int k = 0; k < n; k++) {
                        write(out, (k > 0 ? ",\"" : "\"") + pick.apply(i * 4 + k + 1) + "\":" + k);
                    }
                    out.write('}');
                }
            }
        }
        ws(r, out);
        out.write('}');
        return out.toByteArray();
    }

    private static void string(Random r, ByteArrayOutputStream out, int length) {
        out.write('"');
        int flavour = r.nextInt(6); // 0..2 plain ASCII only, then increasingly mixed
        for (int i = 0; i < length; i++) {
            int pick = flavour < 3 ? 100 : r.nextInt(flavour == 5 ? 40 : 100);
            if (pick < 6) {
                write(out, ESCAPES[r.nextInt(ESCAPES.length)]);
            } else if (pick < 12) {
                write(out, RAW[r.nextInt(RAW.length)]);
            } else if (pick == 12 && r.nextInt(4) == 0) {
                out.writeBytes(BAD[r.nextInt(BAD.length)]);
            } else {
                out.write(r.nextBoolean() ? 'a' + r.nextInt(26) : safeAscii(r));
            }
        }
        out.write('"');
    }

    private static int safeAscii(Random r) {
        int c = 0x20 + r.nextInt(0x5F);
        return c == '"' || c == '\\' ? 'x' : c;
    }

    private static void ws(Random r, ByteArrayOutputStream out) {
        if (r.nextInt(3) == 0) {
            write(out, new String[] {" ", "\n", "\t", "\r\n", "  \n  ", "\r"}[r.nextInt(6)]);
        }
    }

    private static void write(ByteArrayOutputStream out, String s) {
        out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
    }
}
