/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonBytes}'s word steps against a one-unit-at-a-time reference written from the class's
 * contract (printable ASCII, the eight short escapes, <code>&#92;uXXXX</code>, shortest-form UTF-8
 * of Unicode scalar values); {@code EngineParserTest} checks the same routines against jackson-core.
 */
class JsonBytesTest {

    /** The offset after the closing quote, or {@code -(p + 1)} for the first unit not taken. */
    private static int referenceSkip(byte[] b, int ptr, int end) {
        while (ptr < end) {
            int c = b[ptr] & 0xFF;
            if (c == '"') {
                return ptr + 1;
            }
            int n;
            if (c == '\\') {
                n = referenceEscape(b, ptr, end);
            } else if (c < 0x20) {
                n = 0;
            } else if (c < 0x80) {
                n = 1;
            } else {
                n = referenceUtf8(b, ptr, end);
            }
            if (n == 0) {
                return -(ptr + 1);
            }
            ptr += n;
        }
        return -(ptr + 1);
    }

    private static int referenceEscape(byte[] b, int ptr, int end) {
        if (ptr + 1 >= end) {
            return 0;
        }
        char e = (char) b[ptr + 1];
        if (e == 'u') {
            if (ptr + 6 > end) {
                return 0;
            }
            for (int i = 2; i < 6; i++) {
                if (Character.digit((char) (b[ptr + i] & 0xFF), 16) < 0 || (b[ptr + i] & 0x80) != 0) {
                    return 0;
                }
            }
            return 6;
        }
        return "\"\\/bfnrt".indexOf(e) >= 0 ? 2 : 0;
    }

    /** Decodes with the JDK and re-encodes: a sequence is taken only if it round-trips exactly. */
    private static int referenceUtf8(byte[] b, int ptr, int end) {
        for (int len = 2; len <= 4 && ptr + len <= end; len++) {
            String s = new String(b, ptr, len, StandardCharsets.UTF_8);
            if (s.codePointCount(0, s.length()) == 1 && s.codePointAt(0) >= 0x80 && s.indexOf('\uFFFD') < 0) {
                byte[] again = s.getBytes(StandardCharsets.UTF_8);
                if (again.length == len) {
                    boolean same = true;
                    for (int i = 0; i < len; i++) {
                        same &= again[i] == b[ptr + i];
                    }
                    if (same) {
                        return len;
                    }
                }
            }
        }
        return 0;
    }

    private static final String[] PIECES = {"a", "b c", " ", "é", "ж", "Жизнь", "東京", "日本語", "😀", "\\n", "\\\"", "\\/",
        "\\u00e9", "\\u6771", "\\uD83D\\uDE00", "\\uABcd", "<a href=\\\"x\\\">", "0123456789abcdef"};

    /** Bytes that break a rule, put in at random places. */
    private static final int[][] BREAKERS = {{0x80}, {0xC0, 0x80}, {0xC1, 0xBF}, {0xC3}, {0xE0, 0x80, 0x80}, {0xE0, 0xA0},
        {0xED, 0xA0, 0x80}, {0xEF, 0xBF}, {0xF0, 0x80, 0x80, 0x80}, {0xF4, 0x90, 0x80, 0x80}, {0xF5, 0x80, 0x80, 0x80},
        {0xFF}, {0x1F}, {0x00}, {'\\', 'x'}, {'\\', 'u', '1', '2', 'g', '4'}, {'\\', 'u', '1', '2'}, {'\\'},
        {'\\', 'u', 0xB0, '1', '2', '3'}, {0xC3, '"'}, {0xE6, 0x9D, '"'}};

    /** One to twelve random {@link #PIECES} as UTF-8. */
    private static byte[] pieces(Random rnd) {
        StringBuilder text = new StringBuilder();
        for (int n = rnd.nextInt(12); n >= 0; n--) {
            text.append(PIECES[rnd.nextInt(PIECES.length)]);
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Whether the byte is one {@link JsonBytes#needsLook} must flag: a quote, a backslash, a control byte, non-ASCII. */
    private static boolean special(int c) {
        return c < 0x20 || c >= 0x80 || c == '"' || c == '\\';
    }

    /** A random byte that is printable ASCII but a quote or a backslash. */
    private static byte plain(Random rnd) {
        while (true) {
            int c = 0x20 + rnd.nextInt(0x60);
            if (!special(c)) {
                return (byte) c;
            }
        }
    }

    @Test
    void needsLookFlagsTheFirstSpecialByteOfAWordWhateverComesAfter() {
        // every byte value at every position of a word, after plain bytes and before bytes of
        // every kind (a quote or a control byte borrows into the bytes above it: only the first
        // flagged byte counts)
        Random rnd = new Random(23);
        for (int at = 0; at < 8; at++) {
            for (int v = 0; v < 256; v++) {
                for (int round = 0; round < 64; round++) {
                    long w = 0;
                    int want = 8;
                    for (int i = 7; i >= 0; i--) {
                        int c = i < at ? plain(rnd) & 0xFF : i == at ? v : rnd.nextInt(256);
                        w = w << 8 | c;
                    }
                    for (int i = 0; i < 8; i++) {
                        if (special((int) (w >>> (i << 3)) & 0xFF)) {
                            want = i;
                            break;
                        }
                    }
                    long look = JsonBytes.needsLook(w);
                    assertThat(look == 0 ? 8 : Long.numberOfTrailingZeros(look) >>> 3)
                            .as("byte %02x at %d in %016x", v, at, w).isEqualTo(want);
                    assertThat(look & ~0x8080808080808080L).isZero();
                }
            }
        }
    }

    @Test
    void plainRunStopsAtTheFirstSpecialByteAtEveryOffsetAndEnd() {
        Random rnd = new Random(24);
        for (int round = 0; round < 20_000; round++) {
            byte[] b = new byte[1 + rnd.nextInt(40)];
            for (int i = 0; i < b.length; i++) {
                b[i] = rnd.nextInt(12) == 0 ? (byte) rnd.nextInt(256) : plain(rnd);
            }
            int ptr = rnd.nextInt(b.length + 1);
            int end = ptr + rnd.nextInt(b.length - ptr + 1);
            int want = ptr;
            while (want < end && !special(b[want] & 0xFF)) {
                want++;
            }
            assertThat(JsonBytes.plainRun(b, ptr, end)).as("round %d", round).isEqualTo(want);
        }
    }

    @Test
    void skipStringTakesExactlyTheUnitsTheUnitStepTakes() {
        Random rnd = new Random(16);
        for (int round = 0; round < 200_000; round++) {
            byte[] plain = pieces(rnd);
            byte[] b = new byte[plain.length + 24];
            int lead = rnd.nextInt(4);
            System.arraycopy(plain, 0, b, lead, plain.length);
            int len = lead + plain.length;
            if (rnd.nextInt(3) == 0) { // a broken unit somewhere
                int[] bad = BREAKERS[rnd.nextInt(BREAKERS.length)];
                int at = lead + rnd.nextInt(plain.length + 1);
                System.arraycopy(b, at, b, at + bad.length, len - at);
                for (int i = 0; i < bad.length; i++) {
                    b[at + i] = (byte) bad[i];
                }
                len += bad.length;
            }
            if (rnd.nextInt(4) != 0) {
                b[len++] = '"';
            }
            for (int i = len; i < b.length; i++) {
                b[i] = (byte) rnd.nextInt(256);
            }
            int end = rnd.nextInt(5) == 0 ? lead + rnd.nextInt(len - lead + 1) : len;
            assertThat(JsonBytes.skipString(b, lead, end))
                    .as("round %d: %s", round, new String(b, lead, end - lead, StandardCharsets.ISO_8859_1))
                    .isEqualTo(referenceSkip(b, lead, end));
        }
    }

    /** Escape-dense text: escapes one to a few bytes apart, as in HTML written with {@code /} escaped. */
    private static final String DENSE = "<a href=\\\"https:\\/\\/x.io\\/p\\/7\\\">it<\\/a> \\n\\t<p>a\\\"b";

    /**
     * Units put at every offset of escape-dense text: every escape form, then what breaks a rule
     * (a bad escape char, bad hex, a control byte, non-ASCII text, a lone backslash, a quote).
     */
    private static final String[] UNITS = {"\\\"", "\\/", "\\n", "\\t", "\\\\", "\\b", "\\f", "\\r", "\\u00e9",
        "\\uD83D\\uDE00", "\\\\\\\"", "\\\\\\\\", "\\\\n", "\\x", "\\'", "\\U0041", "\\u12g4", "\\u12", "\\\u0001",
        "\\\n", "\\é", "\\", "é", "東", "😀", "\u0000", "\u001f", "\t", "\"", "\\\u007f", "\\\"#", "\\\"##\\\"#",
        "\\\"#\u0001", "\\\"#é", "\\\"#\""};

    @Test
    void skipStringTakesEscapeDenseTextAsTheUnitStepDoesAtEveryWordOffset() {
        // the escape-word steps (escapedWords) see each unit at every offset within a word and
        // straddling two, entered after a short escape at every offset too
        byte[] dense = DENSE.getBytes(StandardCharsets.UTF_8);
        int cases = 0;
        for (String unit : UNITS) {
            byte[] u = unit.getBytes(StandardCharsets.UTF_8);
            for (int lead = 0; lead < 8; lead++) {
                for (int at = 0; at <= dense.length; at++) {
                    byte[] b = new byte[lead + dense.length + u.length + dense.length + 1 + 16];
                    int p = lead;
                    System.arraycopy(dense, 0, b, p, at);
                    p += at;
                    System.arraycopy(u, 0, b, p, u.length);
                    p += u.length;
                    System.arraycopy(dense, at, b, p, dense.length - at);
                    p += dense.length - at;
                    System.arraycopy(dense, 0, b, p, at); // more escapes after the unit
                    p += at;
                    b[p++] = '"';
                    for (int i = p; i < b.length; i++) {
                        b[i] = (byte) (i * 37); // whatever follows the string
                    }
                    for (int end = Math.max(lead, p - 24); end <= b.length; end++) {
                        assertThat(JsonBytes.skipString(b, lead, end))
                                .as("%s at %d, lead %d, end %d: %s", unit, at, lead, end,
                                        new String(b, lead, end - lead, StandardCharsets.ISO_8859_1))
                                .isEqualTo(referenceSkip(b, lead, end));
                        cases++;
                    }
                }
            }
        }
        assertThat(cases).isGreaterThan(100_000);
    }

    @Test
    void skipStringTakesEscapeDenseTextAsTheUnitStepDoesAfterEveryWindowWidth() {
        // escapedWords's window doubles while its windows are escape-dense and ends on one
        // without a backslash: escape-dense text long enough for every width up to the widest,
        // then plain text of lengths about every window's, then a unit at every offset of the
        // escapes and plain text around the end of that plain text
        byte[] dense = DENSE.getBytes(StandardCharsets.UTF_8);
        List<byte[]> units = utf8(UNITS);
        int cases = 0;
        for (int reps : new int[] {1, 4, 16, 40}) {
            for (int plain : new int[] {0, 9, 65, 135, 263, 1030}) {
                byte[] prefix = new byte[reps * dense.length + plain];
                for (int r = 0; r < reps; r++) {
                    System.arraycopy(dense, 0, prefix, r * dense.length, dense.length);
                }
                for (int i = reps * dense.length; i < prefix.length; i++) {
                    prefix[i] = (byte) ('a' + i % 26);
                }
                cases += skipsEachUnitNearTheEnd(prefix, dense, units);
            }
        }
        assertThat(cases).isGreaterThan(100_000);
    }

    /**
     * Checks skipString against the unit step with each unit placed at the last 9 offsets of
     * {@code prefix} and the first 9 of {@code text} after it, after lead offsets 0, 3 and 5, and
     * at the ends near the unit and near the closing quote. Returns the cases.
     */
    private static int skipsEachUnitNearTheEnd(byte[] prefix, byte[] text, List<byte[]> units) {
        byte[] head = java.util.Arrays.copyOf(prefix, prefix.length + text.length);
        System.arraycopy(text, 0, head, prefix.length, text.length);
        int cases = 0;
        for (byte[] u : units) {
            for (int lead = 0; lead < 8; lead += lead == 0 ? 3 : 2) {
                for (int at = Math.max(0, prefix.length - 9); at <= prefix.length + 9; at++) {
                    byte[] b = new byte[lead + head.length + u.length + 1 + 16];
                    int p = lead;
                    System.arraycopy(head, 0, b, p, at);
                    p += at;
                    System.arraycopy(u, 0, b, p, u.length);
                    int unitAt = p;
                    p += u.length;
                    System.arraycopy(head, at, b, p, head.length - at);
                    p += head.length - at;
                    b[p++] = '"';
                    for (int i = p; i < b.length; i++) {
                        b[i] = (byte) (i * 37);
                    }
                    for (int end = Math.max(lead, unitAt - 3); end <= b.length; end++) {
                        if (end == unitAt + u.length + 4) {
                            end = Math.max(end, p - 2); // the ends near the unit, then near the quote
                        }
                        assertThat(JsonBytes.skipString(b, lead, end))
                                .as("unit %s at %d, lead %d, end %d", new String(u, StandardCharsets.UTF_8), at, lead, end)
                                .isEqualTo(referenceSkip(b, lead, end));
                        cases++;
                    }
                }
            }
        }
        return cases;
    }

    @Test
    void skipStringTakesLongRandomEscapeDenseTextAsTheUnitStepDoes() {
        // long strings of escape-dense runs and plain runs of random lengths, so that
        // escapedWords's window grows, shrinks back and ends at every width, with a unit of
        // any kind somewhere, and ends anywhere
        Random rnd = new Random(24);
        byte[] dense = DENSE.getBytes(StandardCharsets.UTF_8);
        for (int round = 0; round < 4_000; round++) {
            java.io.ByteArrayOutputStream text = new java.io.ByteArrayOutputStream();
            for (int n = rnd.nextInt(12); n >= 0; n--) {
                for (int r = rnd.nextInt(rnd.nextInt(3) == 0 ? 40 : 4); r >= 0; r--) {
                    int cut = rnd.nextInt(dense.length); // a piece of the text first, so escapes fall at every offset
                    text.write(dense, cut, rnd.nextInt(4) == 0 ? Math.min(1 + rnd.nextInt(8), dense.length - cut) : 0);
                    text.write(dense, 0, dense.length);
                }
                for (int k = rnd.nextInt(rnd.nextInt(2) == 0 ? 300 : 80); k > 0; k--) {
                    text.write(rnd.nextInt(20) == 0 ? "\\n".charAt(rnd.nextInt(2)) : 'a' + rnd.nextInt(26));
                }
            }
            byte[] plain = text.toByteArray();
            byte[] b = new byte[plain.length + 40];
            int lead = rnd.nextInt(8);
            System.arraycopy(plain, 0, b, lead, plain.length);
            int len = lead + plain.length;
            if (rnd.nextInt(2) == 0) {
                byte[] u = UNITS[rnd.nextInt(UNITS.length)].getBytes(StandardCharsets.UTF_8);
                int at = lead + rnd.nextInt(plain.length + 1);
                System.arraycopy(b, at, b, at + u.length, len - at);
                System.arraycopy(u, 0, b, at, u.length);
                len += u.length;
            }
            b[len++] = '"';
            for (int i = len; i < b.length; i++) {
                b[i] = (byte) rnd.nextInt(256);
            }
            int end = rnd.nextInt(4) == 0 ? lead + rnd.nextInt(len - lead + 1) : len;
            assertThat(JsonBytes.skipString(b, lead, end))
                    .as("round %d: %s", round, new String(b, lead, end - lead, StandardCharsets.ISO_8859_1))
                    .isEqualTo(referenceSkip(b, lead, end));
        }
    }

    /** Non-ASCII text as StreamingBench's nonascii feeds carry it: two- and three-byte sequences and spaces. */
    private static final String SCRIPTS = "Привет мир 東京 日本語 café Ελλάδα жизнь";

    @Test
    void skipStringTakesNonAsciiTextAsTheUnitStepDoesAtEveryWordOffset() {
        // the UTF-8 word steps (utf8Words) see each valid and each rule-breaking unit at every
        // offset within a word and straddling two, after every offset of non-ASCII text
        byte[] text = SCRIPTS.getBytes(StandardCharsets.UTF_8);
        List<byte[]> units = utf8("é", "ж", "東", "😀", "\\n", "\\u00e9", "\"", "\u0001", " ", "a");
        for (int[] bad : BREAKERS) {
            byte[] u = new byte[bad.length];
            for (int i = 0; i < bad.length; i++) {
                u[i] = (byte) bad[i];
            }
            units.add(u);
        }
        int cases = skipsEachUnitAtEveryOffset(text, units, 0x80);
        assertThat(cases).isGreaterThan(100_000);
    }

    /** Non-ASCII text written as escapes, as StreamingBench's uescaped feeds carry it. */
    private static final String ESCAPED = "\\u041f\\u0440\\u0438 \\u043c\\u0438\\u0440 ab. \\u6771\\uD83D\\uDE00 x \\u00E9";

    @Test
    void skipStringTakesEscapedTextAsTheUnitStepDoesAtEveryWordOffset() {
        // the escape-run steps (uEscapes) see each unit at every offset of a run and between runs
        byte[] text = ESCAPED.getBytes(StandardCharsets.UTF_8);
        int cases = skipsEachUnitAtEveryOffset(text, utf8(UNITS), 0);
        assertThat(cases).isGreaterThan(100_000);
    }

    @Test
    void skipStringTakesLongEscapedTextAsTheUnitStepDoesAtEveryWordOffset() {
        // after its first kilobyte a run of escapes goes to the fixed word steps (uWords): each
        // unit at every offset of a run and between runs there, escapes cut by every end
        byte[] text = ESCAPED.getBytes(StandardCharsets.UTF_8);
        List<byte[]> units = utf8(UNITS);
        units.addAll(utf8("\\u", "\\u0", "\\u00", "\\u00e", "\\uu0041", "\\u\\u0041", "\\u00\\\"", "é", "ab ",
            "\\u0041\\u0042\\u0043\\u0044\\u0045\\u0046", "abcdefghijklmnop"));
        int cases = skipsEachUnitAtEveryOffset(longEscapedPrefix(), text, units, 0);
        assertThat(cases).isGreaterThan(100_000);
    }

    /** Each unit's UTF-8 bytes, in a list that may grow. */
    private static List<byte[]> utf8(String... units) {
        List<byte[]> bytes = new ArrayList<>();
        for (String u : units) {
            bytes.add(u.getBytes(StandardCharsets.UTF_8));
        }
        return bytes;
    }

    /** {@link #ESCAPED} (plain bytes, escapes, pairs) repeated to over 1,100 bytes, past uEscapes's branches. */
    private static byte[] longEscapedPrefix() {
        StringBuilder run = new StringBuilder();
        while (run.length() < 1100) {
            run.append(ESCAPED).append(' ');
        }
        return run.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void skipStringTakesLongRandomEscapedTextAsTheUnitStepDoes() {
        Random rnd = new Random(21);
        String[] pieces = {"\\u041f", "\\u0440\\u0438", " ", "ab", "\\u00E9", "\\uD83D\\uDE00", "x. ", "\\u6771\\u4EAC\\u8A9E"};
        for (int round = 0; round < 20_000; round++) {
            StringBuilder text = new StringBuilder();
            int length = 1000 + rnd.nextInt(400);
            while (text.length() < length) {
                text.append(pieces[rnd.nextInt(pieces.length)]);
            }
            byte[] plain = text.toString().getBytes(StandardCharsets.UTF_8);
            byte[] b = new byte[plain.length + 40];
            int lead = rnd.nextInt(8);
            System.arraycopy(plain, 0, b, lead, plain.length);
            int len = lead + plain.length;
            if (rnd.nextInt(2) == 0) { // a broken unit or another escape near the end
                byte[] bad = UNITS[rnd.nextInt(UNITS.length)].getBytes(StandardCharsets.UTF_8);
                int at = len - rnd.nextInt(Math.min(200, plain.length));
                System.arraycopy(b, at, b, at + bad.length, len - at);
                System.arraycopy(bad, 0, b, at, bad.length);
                len += bad.length;
            }
            b[len++] = '"';
            for (int i = len; i < b.length; i++) {
                b[i] = (byte) rnd.nextInt(256);
            }
            int end = rnd.nextInt(4) == 0 ? len - rnd.nextInt(40) : len;
            assertThat(JsonBytes.skipString(b, lead, end))
                    .as("round %d: %s", round, new String(b, lead, end - lead, StandardCharsets.ISO_8859_1))
                    .isEqualTo(referenceSkip(b, lead, end));
        }
    }

    private static int skipsEachUnitAtEveryOffset(byte[] text, List<byte[]> units, int tail) {
        return skipsEachUnitAtEveryOffset(new byte[0], text, units, tail);
    }

    /**
     * Checks skipString against the unit step with each unit placed at every offset of
     * {@code text} after {@code prefix}, after each of eight lead offsets, the text again after
     * it, and every end near the closing quote; the bytes after the quote are
     * {@code tail + i * 37}. Returns the cases.
     */
    private static int skipsEachUnitAtEveryOffset(byte[] prefix, byte[] text, List<byte[]> units, int tail) {
        int cases = 0;
        for (byte[] u : units) {
            for (int lead = 0; lead < 8; lead++) {
                for (int at = 0; at <= text.length; at++) {
                    byte[] b = new byte[lead + prefix.length + 2 * text.length + u.length + 1 + 16];
                    int p = lead;
                    System.arraycopy(prefix, 0, b, p, prefix.length);
                    p += prefix.length;
                    System.arraycopy(text, 0, b, p, at);
                    p += at;
                    System.arraycopy(u, 0, b, p, u.length);
                    p += u.length;
                    System.arraycopy(text, 0, b, p, text.length);
                    p += text.length;
                    b[p++] = '"';
                    for (int i = p; i < b.length; i++) {
                        b[i] = (byte) (tail + i * 37);
                    }
                    for (int end = Math.max(lead, p - 24); end <= b.length; end++) {
                        assertThat(JsonBytes.skipString(b, lead, end))
                                .as("unit %s at %d, lead %d, end %d: %s", java.util.Arrays.toString(u), at, lead, end,
                                        new String(b, lead, end - lead, StandardCharsets.ISO_8859_1))
                                .isEqualTo(referenceSkip(b, lead, end));
                        cases++;
                    }
                }
            }
        }
        return cases;
    }

    @Test
    void skipStringTakesRandomEscapeDenseTextAsTheUnitStepDoes() {
        Random rnd = new Random(18);
        for (int round = 0; round < 100_000; round++) {
            StringBuilder text = new StringBuilder();
            for (int n = rnd.nextInt(40); n >= 0; n--) {
                int k = rnd.nextInt(20);
                text.append(k < 8 ? UNITS[k % 4] : k < 12 ? "abcdefghij".substring(0, 1 + rnd.nextInt(10))
                        : k < 14 ? " " : UNITS[rnd.nextInt(rnd.nextInt(8) == 0 ? UNITS.length : 13)]);
            }
            byte[] plain = text.toString().getBytes(StandardCharsets.UTF_8);
            byte[] b = new byte[plain.length + 24];
            int lead = rnd.nextInt(8);
            System.arraycopy(plain, 0, b, lead, plain.length);
            int len = lead + plain.length;
            b[len++] = '"';
            for (int i = len; i < b.length; i++) {
                b[i] = (byte) rnd.nextInt(256);
            }
            int end = rnd.nextInt(4) == 0 ? lead + rnd.nextInt(len - lead + 1) : len;
            assertThat(JsonBytes.skipString(b, lead, end))
                    .as("round %d: %s", round, new String(b, lead, end - lead, StandardCharsets.ISO_8859_1))
                    .isEqualTo(referenceSkip(b, lead, end));
        }
    }

    @Test
    void decodeStringTakesWhatSkipStringTakesAndReportsAFullBufferAtEveryCapacity() {
        // the reference for the chars is decode(), which EngineParserTest holds to jackson-core's
        Random rnd = new Random(17);
        for (int round = 0; round < 20_000; round++) {
            byte[] plain = pieces(rnd);
            byte[] b = java.util.Arrays.copyOf(plain, plain.length + 1 + rnd.nextInt(3));
            b[plain.length] = '"';
            if (rnd.nextInt(4) == 0) { // a broken unit somewhere
                int[] bad = BREAKERS[rnd.nextInt(BREAKERS.length)];
                b[rnd.nextInt(plain.length + 1)] = (byte) bad[0];
            }
            int end = rnd.nextInt(5) == 0 ? rnd.nextInt(b.length + 1) : b.length;
            int after = JsonBytes.skipString(b, 0, end);
            char[] all = new char[b.length];
            int chars = after < 0 ? -1 : JsonBytes.decode(b, 0, after - 1, all);
            for (int cap = 0; cap <= b.length; cap++) {
                char[] out = new char[cap];
                long r = JsonBytes.decodeString(b, 0, end, out);
                String as = "round %d, capacity %d: %s".formatted(round, cap, new String(b, 0, end, StandardCharsets.ISO_8859_1));
                if (after >= 0 && (cap >= chars + 2 || (cap >= chars && r != -2))) {
                    // room for two more chars is what a non-ASCII unit asks for before decoding
                    assertThat(r).as(as).isEqualTo(((long) after << 32) | chars);
                    assertThat(new String(out, 0, chars)).as(as).isEqualTo(new String(all, 0, chars));
                } else if (after >= 0) {
                    assertThat(r).as(as).isEqualTo(-2);
                } else {
                    assertThat(r).as(as).isIn(-1L, -2L);
                }
            }
        }
    }

    @Test
    void hex4TakesTheDigitsHexTakes() {
        int[] sample = new int[256];
        for (int i = 0; i < 256; i++) {
            sample[i] = i;
        }
        Random rnd = new Random(4);
        for (int round = 0; round < 200_000; round++) {
            int v = 0;
            boolean all = true;
            for (int i = 0; i < 4; i++) {
                int c = rnd.nextInt(3) == 0 ? sample[rnd.nextInt(256)] : "0123456789abcdefABCDEF".charAt(rnd.nextInt(22));
                all &= JsonBytes.hex((byte) c) >= 0;
                v |= c << (i * 8);
            }
            assertThat(JsonBytes.hex4(v)).as("0x%08x", v).isEqualTo(all);
        }
    }

    @Test
    void hex8TakesTheDigitsHexTakes() {
        Random rnd = new Random(5);
        for (int round = 0; round < 200_000; round++) {
            long v = 0;
            boolean all = true;
            for (int i = 0; i < 8; i++) {
                int c = rnd.nextInt(6) == 0 ? rnd.nextInt(256) : "0123456789abcdefABCDEF".charAt(rnd.nextInt(22));
                all &= JsonBytes.hex((byte) c) >= 0;
                v |= (long) c << (i * 8);
            }
            assertThat(JsonBytes.hex8(v)).as("0x%016x", v).isEqualTo(all);
        }
    }

    @Test
    void hex8TakesEveryByteValueAtEveryPositionAsHexDoes() {
        // each of the 256 byte values at each of the eight positions, the other bytes the edges
        // of the digit ranges, so that a wrong bound or a carry between bytes shows
        String fillers = "09afAF";
        for (int f = 0; f < fillers.length(); f++) {
            long base = 0;
            for (int i = 0; i < 8; i++) {
                base |= (long) fillers.charAt((f + i) % fillers.length()) << (i * 8);
            }
            for (int at = 0; at < 8; at++) {
                for (int c = 0; c < 256; c++) {
                    long v = (base & ~(0xFFL << (at * 8))) | ((long) c << (at * 8));
                    assertThat(JsonBytes.hex8(v)).as("0x%016x", v).isEqualTo(JsonBytes.hex((byte) c) >= 0);
                    assertThat(JsonBytes.hex4((int) (v >>> (at & 4) * 8))).as("0x%016x", v)
                            .isEqualTo(JsonBytes.hex((byte) c) >= 0);
                }
            }
        }
    }

    @Test
    void negativeIntCopiesWhatSimpleNumberTakesAsAnIntegerOrDeclines() {
        Random r = new Random(20261129);
        String alphabet = "0123456789.eE+-,} x";
        int copied = 0;
        for (int i = 0; i < 300_000; i++) {
            StringBuilder sb = new StringBuilder("-");
            int n = r.nextInt(24);
            for (int k = 0; k < n; k++) {
                sb.append(r.nextInt(3) == 0 ? alphabet.charAt(r.nextInt(alphabet.length())) : (char) ('0' + r.nextInt(10)));
            }
            byte[] b = sb.toString().getBytes(StandardCharsets.ISO_8859_1);
            int end = 1 + r.nextInt(b.length);
            char[] out = new char[200];
            long got = JsonBytes.negativeInt(b, 1, end, out);
            if (got == -2) {
                continue;
            }
            long want = JsonBytes.simpleNumber(b, 1, end);
            assertThat(want).as("%s", sb).isNotNegative();
            assertThat(want & JsonBytes.FLOAT).as("%s", sb).isZero();
            assertThat(got).as("%s", sb).isEqualTo(want | JsonBytes.COPIED);
            int after = (int) want;
            assertThat(new String(out, 0, after)).as("%s", sb).isEqualTo(sb.substring(0, after));
            copied++;
        }
        assertThat(copied).isGreaterThan(10_000);
        // declined: a leading zero, no digit, a fraction or exponent, the end of the input, too many digits
        for (String t : new String[] {"-0,", "-01,", "-,", "-1.5,", "-1e5,", "-12", "-" + "1".repeat(19) + ","}) {
            byte[] b = t.getBytes(StandardCharsets.ISO_8859_1);
            assertThat(JsonBytes.negativeInt(b, 1, b.length, new char[200])).as(t).isEqualTo(-2);
        }
        byte[] b = "-123,".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(JsonBytes.negativeInt(b, 1, b.length, new char[JsonBytes.NEGATIVE_INT_DIGITS])).isEqualTo(-2);
    }

    /** {@link JsonBytes#exactDouble} of {@code text} (a JSON number with a fraction or exponent), sign applied; NaN if not taken. */
    private static double exactDouble(String text) {
        byte[] b = (text + ",").getBytes(StandardCharsets.ISO_8859_1);
        boolean negative = b[0] == '-';
        long shape = JsonBytes.simpleNumber(b, negative ? 1 : 0, b.length);
        assertThat(shape & JsonBytes.FLOAT).as(text).isNotZero();
        double d = JsonBytes.exactDouble(b, negative ? 1 : 0, shape);
        return negative ? -d : d;
    }

    private static void assertExactOrNotTaken(String text, int[] taken) {
        double d = exactDouble(text);
        if (d == d) {
            taken[0]++;
            assertThat(Double.doubleToRawLongBits(d)).as(text)
                    .isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(text)));
        }
    }

    @Test
    void exactDoubleGivesParseDoublesBitsOrDeclines() {
        Random r = new Random(20261124);
        int[] taken = {0};
        for (String t : new String[] {"0.0", "-0.0", "0e5", "-0E-5", "1.5", "9007199254740992.0", "9007199254740993.0",
                "1e22", "1e23", "1e-22", "1e-23", "123456789012345678.0", "0.000231", "4.35", "1.7976931348623157e308",
                "4.9e-324", "2.2250738585072014E-308", "3.6725", "1E+2", "1e-0"}) {
            assertExactOrNotTaken(t, taken);
        }
        for (int i = 0; i < 200_000; i++) {
            StringBuilder sb = new StringBuilder();
            if (r.nextBoolean()) {
                sb.append('-');
            }
            int whole = 1 + r.nextInt(r.nextBoolean() ? 3 : 19);
            sb.append(whole == 1 ? (char) ('0' + r.nextInt(10)) : (char) ('1' + r.nextInt(9)));
            for (int k = 1; k < whole; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
            int fraction = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(r.nextBoolean() ? 6 : 20);
            if (fraction > 0) {
                sb.append('.');
                for (int k = 0; k < fraction; k++) {
                    sb.append((char) ('0' + (r.nextInt(3) == 0 ? 0 : r.nextInt(10))));
                }
            }
            if (fraction == 0 || r.nextInt(3) == 0) {
                sb.append(r.nextBoolean() ? 'e' : 'E').append(r.nextInt(3) == 0 ? "-" : r.nextBoolean() ? "+" : "");
                sb.append(r.nextInt(r.nextBoolean() ? 30 : 400));
            }
            assertExactOrNotTaken(sb.toString(), taken);
        }
        // most short numbers take the exact path, so the comparison above tests it
        assertThat(taken[0]).isGreaterThan(50_000);
    }

    @Test
    void exactDoubleGivesParseDoublesBitsOnTheCorpusNumbers() throws Exception {
        int[] taken = {0};
        for (String name : new String[] {"canada.json", "USD.json", "twitter.json", "citm_catalog.json"}) {
            String doc = java.nio.file.Files.readString(SharedData.corpus(name));
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<![\\w.\\d])-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?(?![\\w\\d])")
                    .matcher(doc);
            while (m.find()) {
                if (m.group(1) != null || m.group(2) != null) {
                    assertExactOrNotTaken(m.group(), taken);
                }
            }
        }
        assertThat(taken[0]).isGreaterThan(1000);
    }
}
