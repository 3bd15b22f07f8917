/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Method;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code FieldExtractor}'s fast path for a whole document in a {@code byte[]}: the members of each
 * element are found by scanning the bytes, not by tokens; the values of unselected members are
 * skipped, and those of selected ones read, with the engine's scanning routines
 * ({@code dev.fastjsonkit.ExtractorScan} of fastjson-kit-core, found by name; without it there is
 * no fast path). Why: walking each member through the parser (a name, a value token,
 * {@code skipChildren()}) cost about as much per small feed article as scanning all its bytes
 * (StreamingBench ascii-small: elements skipped whole 2.9x plain Jackson's summary read, members
 * skipped one by one through the parser 1.67x, the extractor 1.43x).
 *
 * <p>Strict: it takes only whitespace without carriage returns, names of printable ASCII without
 * escapes, and values as the engine's routines take them; at anything else it stops, and
 * {@link #read} says how many elements it handed on, so that the extractor reads the document
 * again with the parser from the start, passes that many elements without mapping them and goes
 * on from there: jackson-core raises every exception, at its location, as before. No element is
 * handed on before all of it has been read.
 */
final class FieldScan {

    private static final MethodHandle SKIP_VALUE;
    private static final MethodHandle NUMBER;
    private static final MethodHandle STRING;
    private static final MethodHandle NAME_END;

    static {
        MethodHandle skip = null;
        MethodHandle number = null;
        MethodHandle string = null;
        MethodHandle nameEnd = null;
        try {
            Class<?> c = Class.forName("dev.fastjsonkit.ExtractorScan", true, FieldScan.class.getClassLoader());
            skip = handle(c, "skipValue", int.class, byte[].class, int.class, int.class, int.class, int.class, int.class);
            number = handle(c, "number", long.class, byte[].class, int.class, int.class, int.class);
            string = handle(c, "string", String.class, byte[].class, int.class, int.class, int.class, int[].class,
                    char[][].class);
            nameEnd = handle(c, "nameEnd", int.class, byte[].class, int.class, int.class);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException coreAbsent) {
            skip = null;
        }
        SKIP_VALUE = skip;
        NUMBER = number;
        STRING = string;
        NAME_END = nameEnd;
    }

    private static MethodHandle handle(Class<?> c, String name, Class<?> ret, Class<?>... params)
            throws ReflectiveOperationException {
        Method m = c.getDeclaredMethod(name, params);
        m.setAccessible(true);
        return MethodHandles.lookup().unreflect(m).asType(MethodType.methodType(ret, params));
    }

    /** Whether fastjson-kit-core's routines were found. */
    static boolean available() {
        return SKIP_VALUE != null;
    }

    /** Receives each element read: the row holds its selected fields. */
    interface Sink {
        /**
         * Maps the row of the element with the given index and hands the value on.
         *
         * @param index the element's index in the array
         * @throws IOException as the mapper or the action throws
         */
        void element(long index) throws IOException;
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** A level of the selected-field tree: the member names that matter there. */
    private static final class Node {
        byte[][] names = new byte[0][];
        /** Per name: its length, and its first eight bytes as a little-endian word with the mask of its bytes there. */
        int[] lengths = new int[0];
        long[] words = new long[0];
        long[] masks = new long[0];
        /** Per name of 9 to 16 bytes: its last eight bytes as a little-endian word. */
        long[] tails = new long[0];
        Node[] kids = new Node[0];
        /** Bit {@code n} (n below 64) set when a name is {@code n} bytes long; bit 63 for longer names too. */
        long lengthBits;
        int slot = -1;
        int[] leaves = new int[0];

        Node child(String name) {
            byte[] n = name.getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < names.length; i++) {
                if (Arrays.equals(names[i], n)) {
                    return kids[i];
                }
            }
            Node k = new Node();
            int i = names.length;
            names = Arrays.copyOf(names, i + 1);
            kids = Arrays.copyOf(kids, i + 1);
            lengths = Arrays.copyOf(lengths, i + 1);
            words = Arrays.copyOf(words, i + 1);
            masks = Arrays.copyOf(masks, i + 1);
            tails = Arrays.copyOf(tails, i + 1);
            names[i] = n;
            kids[i] = k;
            lengths[i] = n.length;
            long w = 0;
            for (int j = Math.min(8, n.length) - 1; j >= 0; j--) {
                w = w << 8 | (n[j] & 0xFF);
            }
            words[i] = w;
            masks[i] = n.length >= 8 ? -1L : (1L << (n.length << 3)) - 1;
            if (n.length > 8 && n.length <= 16) {
                long t = 0;
                for (int j = n.length - 1; j >= n.length - 8; j--) {
                    t = t << 8 | (n[j] & 0xFF);
                }
                tails[i] = t;
            }
            lengthBits |= 1L << Math.min(n.length, 63);
            return k;
        }

        /**
         * The child named by the {@code len} bytes at {@code s}, or null: a word compared first,
         * then for a name of 9 to 16 bytes its last eight bytes as a second word, without a call
         * to {@code Arrays.equals} (the name ends before {@code b.length}). Why: that call, for
         * each {@code viewCount} of the feeds, and the loop round it were 2.7% of FieldExtractor
         * on StreamingBench's ascii-small feed (JFR, JDK 17).
         */
        Node find(byte[] b, int s, int len) {
            if ((lengthBits >>> Math.min(len, 63) & 1) == 0) {
                return null; // most skipped members: no selected name has their length
            }
            final int[] ls = lengths;
            for (int i = 0; i < ls.length; i++) {
                if (ls[i] != len) {
                    continue;
                }
                if (s + 8 <= b.length) {
                    if ((((long) LONGS.get(b, s) ^ words[i]) & masks[i]) == 0
                            && (len <= 8 || (len <= 16 ? (long) LONGS.get(b, s + len - 8) == tails[i]
                                    : Arrays.equals(names[i], 8, len, b, s + 8, s + len)))) {
                        return kids[i];
                    }
                } else if (Arrays.equals(names[i], 0, len, b, s, s + len)) {
                    return kids[i];
                }
            }
            return null;
        }
    }

    private final Node root = new Node();
    /** The pointer's segments: member names (UTF-8) and element indexes (-1 for a name only). */
    private final byte[][] pathNames;
    private final int[] pathIndexes;
    private final int maxDepth;
    private final int maxName;
    private final int maxNumber;
    private final int maxString;

    private FieldScan(String[] fields, JsonPointer at, StreamReadConstraints limits, int maxName) {
        for (int i = 0; i < fields.length; i++) { // as FieldExtractor.buildTree
            JsonPointer ptr = JsonPointer.compile("/" + fields[i]);
            Node cur = root;
            while (!ptr.tail().matches()) {
                cur = cur.child(ptr.getMatchingProperty());
                cur.leaves = Arrays.copyOf(cur.leaves, cur.leaves.length + 1);
                cur.leaves[cur.leaves.length - 1] = i;
                ptr = ptr.tail();
            }
            cur.child(ptr.getMatchingProperty()).slot = i;
        }
        List<byte[]> names = new ArrayList<>();
        List<Integer> indexes = new ArrayList<>();
        for (JsonPointer p = at; !p.matches(); p = p.tail()) {
            names.add(p.getMatchingProperty().getBytes(StandardCharsets.UTF_8));
            indexes.add(p.getMatchingIndex());
        }
        this.pathNames = names.toArray(new byte[0][]);
        this.pathIndexes = indexes.stream().mapToInt(Integer::intValue).toArray();
        this.maxDepth = limits.getMaxNestingDepth();
        this.maxName = maxName;
        this.maxNumber = limits.getMaxNumberLength();
        this.maxString = limits.getMaxStringLength();
    }

    /**
     * The fast path for the default factory's constraints, or null when fastjson-kit-core's
     * routines are absent or a constraint needs the parser (a token count or document length
     * limit).
     */
    static FieldScan of(String[] fields, JsonPointer at, StreamReadConstraints limits) {
        if (!available()) {
            return null;
        }
        try {
            if (limits.hasMaxTokenCount() || limits.getMaxDocumentLength() > 0) {
                return null;
            }
            return new FieldScan(fields, at, limits, limits.getMaxNameLength());
        } catch (LinkageError olderJackson) { // the limits of jackson-core 2.16 and later
            return null;
        }
    }

    /**
     * Reads the whole document, handing each element's row to {@code sink} as soon as the element
     * has been read.
     *
     * @return the number of elements when the whole document was read; else {@code -(k + 1)}
     *     where {@code k} is the number of elements handed on before the scan stopped
     * @throws IOException as the sink throws
     */
    long read(byte[] b, FieldExtractor.RowImpl row, Sink sink) throws IOException {
        return new Pass(b, row).run(sink);
    }

    /** One document's scan. */
    private final class Pass {
        final byte[] b;
        final int end;
        final FieldExtractor.RowImpl row;
        final int[] after = new int[1];
        final char[][] scratch = {new char[0]};

        Pass(byte[] b, FieldExtractor.RowImpl row) {
            this.b = b;
            this.end = b.length;
            this.row = row;
        }

        long run(Sink sink) throws IOException {
            final byte[] b = this.b;
            final int n = pathNames.length;
            final boolean[] inObject = new boolean[n];
            int p = ws(0);
            for (int i = 0; i < n; i++) { // to the array, as ExtractorCore.seek: the first matching member
                if (p >= end || i + 1 > maxDepth) {
                    return -1;
                }
                if (b[p] == '{') {
                    inObject[i] = true;
                    p = ws(p + 1);
                    while (true) {
                        if (p >= end || b[p] != '"') {
                            return -1;
                        }
                        int s = p + 1;
                        int q = nameEnd(s);
                        if (q < 0) {
                            return -1;
                        }
                        boolean match = Arrays.equals(pathNames[i], 0, pathNames[i].length, b, s, q);
                        p = colon(q + 1);
                        if (p < 0 || match) {
                            break;
                        }
                        p = next(skip(p, i + 1));
                        if (p < 0) {
                            return -1;
                        }
                    }
                } else if (b[p] == '[' && pathIndexes[i] >= 0) {
                    p = ws(p + 1);
                    for (int k = 0; k < pathIndexes[i] && p >= 0; k++) {
                        p = p >= end || b[p] == ']' ? -1 : next(skip(p, i + 1));
                    }
                    if (p < 0 || p >= end || b[p] == ']') {
                        return -1;
                    }
                } else {
                    return -1;
                }
                if (p < 0) {
                    return -1;
                }
            }
            // the array and its elements
            final int depth = n + 1;
            if (p >= end || b[p] != '[' || depth + 1 > maxDepth) {
                return -1;
            }
            p = ws(p + 1);
            long count = 0;
            if (p < end && b[p] == ']') {
                p++;
            } else {
                while (true) {
                    if (p >= end || b[p] != '{') {
                        return -(count + 1);
                    }
                    row.clear();
                    p = object(p, root, depth + 1);
                    if (p < 0) {
                        return -(count + 1);
                    }
                    sink.element(count++);
                    p = ws(p);
                    if (p >= end) {
                        return -(count + 1);
                    }
                    if (b[p] == ']') {
                        p++;
                        break;
                    }
                    if (b[p] != ',') {
                        return -(count + 1);
                    }
                    p = ws(p + 1);
                }
            }
            // the rest of the containers on the path, as ExtractorCore.finish: no second member of a path name
            for (int i = n - 1; i >= 0 && p >= 0; i--) {
                p = rest(p, i, inObject[i]);
            }
            return p >= 0 && ws(p) == end ? count : -(count + 1);
        }

        /**
         * Reads the object whose opening brace is at {@code p}, at nesting depth {@code depth},
         * into the row; returns the offset after its closing brace, or -1.
         */
        int object(int p, Node level, int depth) {
            final byte[] b = this.b;
            if (depth > maxDepth) {
                return -1;
            }
            p = ws(p + 1);
            if (p >= end) {
                return -1;
            }
            if (b[p] == '}') {
                return p + 1;
            }
            while (true) {
                if (b[p] != '"') {
                    return -1;
                }
                final int s = p + 1;
                final int q = nameEnd(s);
                if (q < 0) {
                    return -1;
                }
                final Node child = level.find(b, s, q - s);
                p = colon(q + 1);
                if (p < 0) {
                    return -1;
                }
                if (child == null) {
                    p = skip(p, depth);
                } else if (child.slot >= 0) {
                    p = leaf(p, child.slot, depth);
                } else {
                    row.clear(child.leaves); // a repeated member replaces the earlier one, never merges
                    p = b[p] == '{' ? object(p, child, depth + 1) : skip(p, depth);
                }
                if (p < 0) {
                    return -1;
                }
                p = ws(p);
                if (p >= end) {
                    return -1;
                }
                if (b[p] == '}') {
                    return p + 1;
                }
                if (b[p] != ',') {
                    return -1;
                }
                p = ws(p + 1);
                if (p >= end) {
                    return -1;
                }
            }
        }

        /** Reads the selected value at {@code p} into {@code slot} as FieldExtractor's row stores it; the offset after it, or -1. */
        int leaf(int p, int slot, int depth) {
            final byte[] b = this.b;
            final int c = b[p];
            switch (c) {
                case '"' -> {
                    String s = string(p + 1);
                    if (s == null) {
                        return -1;
                    }
                    row.put(slot, JsonToken.VALUE_STRING, s, 0);
                    return after[0];
                }
                case '{', '[', 't', 'f', 'n' -> {
                    int r = skip(p, depth);
                    if (r >= 0) {
                        row.put(slot, c == '{' ? JsonToken.START_OBJECT : c == '[' ? JsonToken.START_ARRAY
                                : c == 't' ? JsonToken.VALUE_TRUE : c == 'f' ? JsonToken.VALUE_FALSE
                                : JsonToken.VALUE_NULL, null, 0);
                    }
                    return r;
                }
                default -> {
                    long r = number(p);
                    if (r < 0) {
                        return -1;
                    }
                    final int a = (int) r;
                    if ((r & (1L << 56)) != 0) {
                        row.put(slot, JsonToken.VALUE_NUMBER_FLOAT, new String(b, p, a - p, StandardCharsets.ISO_8859_1), 0);
                        return a;
                    }
                    if (((r >>> 32) & 0xFF) > 18) {
                        return -1; // the long range check and BigInteger text are left to the parser
                    }
                    long v = 0;
                    for (int k = b[p] == '-' ? p + 1 : p; k < a; k++) {
                        v = v * 10 + (b[k] - '0');
                    }
                    row.put(slot, JsonToken.VALUE_NUMBER_INT, null, b[p] == '-' ? -v : v);
                    return a;
                }
            }
        }

        /**
         * Reads the rest of the container on the path at segment {@code i} after its member or
         * element on the path, to its closing bracket; -1 when a member repeats the segment's name.
         */
        int rest(int p, int i, boolean object) {
            final byte[] b = this.b;
            final char close = object ? '}' : ']';
            while (true) {
                p = ws(p);
                if (p >= end) {
                    return -1;
                }
                if (b[p] == close) {
                    return p + 1;
                }
                if (b[p] != ',') {
                    return -1;
                }
                p = ws(p + 1);
                if (object) {
                    if (p >= end || b[p] != '"') {
                        return -1;
                    }
                    int q = nameEnd(p + 1);
                    if (q < 0 || Arrays.equals(pathNames[i], 0, pathNames[i].length, b, p + 1, q)) {
                        return -1;
                    }
                    p = colon(q + 1);
                }
                p = p < 0 || p >= end ? -1 : skip(p, i + 1);
                if (p < 0) {
                    return -1;
                }
            }
        }

        /** After a value skipped to {@code p}: past a comma and whitespace, or -1 (also at a closing bracket). */
        private int next(int p) {
            if (p < 0) {
                return -1;
            }
            p = ws(p);
            if (p >= end || b[p] != ',') {
                return -1;
            }
            p = ws(p + 1);
            return p < end ? p : -1;
        }

        /** From just after a name's closing quote: whitespace, the colon, whitespace; the value's first byte, or -1. */
        private int colon(int p) {
            if (p + 1 < end && b[p] == ':' && b[p + 1] > ' ') { // compact JSON
                return p + 1;
            }
            p = ws(p);
            if (p >= end || b[p] != ':') {
                return -1;
            }
            p = ws(p + 1);
            return p < end ? p : -1;
        }

        /** Spaces, tabs and line feeds from {@code p}; a carriage return is left to the parser. */
        private int ws(int p) {
            final byte[] b = this.b;
            if (p < end && b[p] > ' ') {
                return p;
            }
            if (p + 17 <= end && b[p] == '\n') {
                // a line feed and its indentation, two words at most (members of twitter.json's
                // tweets are indented by 6 spaces, citm_catalog.json's performances by 12)
                int q = p + 1;
                long x = (long) LONGS.get(b, q) ^ 0x2020202020202020L;
                if (x == 0) {
                    q += 8;
                    x = (long) LONGS.get(b, q) ^ 0x2020202020202020L;
                }
                q += Long.numberOfTrailingZeros(x) >>> 3;
                if (q < end && b[q] > ' ') {
                    return q;
                }
            }
            while (p < end) {
                int c = b[p];
                if (c == '\n') { // indentation eight spaces a step
                    p++;
                    while (p + 8 <= end) {
                        int n = Long.numberOfTrailingZeros((long) LONGS.get(b, p) ^ 0x2020202020202020L) >>> 3;
                        p += n;
                        if (n < 8) {
                            break;
                        }
                    }
                    continue;
                }
                if (c != ' ' && c != '\t') {
                    break;
                }
                p++;
            }
            return p;
        }

        /** The closing quote of the name whose first byte is at {@code s}, within the name length limit; or -1. */
        private int nameEnd(int s) {
            final int q;
            try {
                q = (int) NAME_END.invokeExact(b, s, end);
            } catch (Throwable t) {
                throw rethrow(t);
            }
            return q - s > maxName ? -1 : q;
        }

        /** Skips the value at {@code p} inside a container at nesting depth {@code depth}; the offset after it, or -1. */
        private int skip(int p, int depth) {
            try {
                return (int) SKIP_VALUE.invokeExact(b, p, end, maxDepth - depth, maxName, maxNumber);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        private long number(int p) {
            try {
                return (long) NUMBER.invokeExact(b, p, end, maxNumber);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        private String string(int s) {
            try {
                return (String) STRING.invokeExact(b, s, end, maxString, after, scratch);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t); // the routines throw nothing checked
    }
}
