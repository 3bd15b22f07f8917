/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.io.NumberInput;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one whole JSON object or array straight from the engine's input buffer into the values
 * databind's own deserializers build: {@code LinkedHashMap}, {@code ArrayList}, {@code String},
 * {@code Integer}/{@code Long}/{@code Double}, {@code Boolean} and null for {@code Object}
 * (as {@code UntypedObjectDeserializerNR}), or {@link JsonNodeFactory} nodes for {@code JsonNode}
 * (as {@code JsonNodeDeserializer}). Made by {@link EngineParser#scanContainer}, which commits the
 * parser's state after a scan that completes.
 *
 * <p>It takes only strict, well-formed JSON inside the buffer, with the same values jackson-core
 * gives for it: names of printable ASCII without escapes (found in, or added to, the parser's
 * symbol table as jackson-core adds them, so keys are the same canonical Strings), strings as
 * {@link JsonBytes} decodes them, integers as jackson-core's {@code getNumberValue} gives them
 * (an {@code Integer} when they fit, a {@code Long}, a {@code BigInteger} from 20 digits or when 19
 * do not fit), floating-point numbers as {@link JsonBytes#exactDouble} gives them, or else parsed by
 * jackson-core's own {@code NumberInput.parseDouble} from the same text (both round correctly, so
 * the bits are jackson-core's). Anything else (a byte it does not take, the
 * end of the buffer, a value near a stream-read limit, nesting deeper than it may go) throws
 * {@link #BAIL}, and the caller reads the container with databind's own deserializer from the
 * untouched parser, which then reports every error jackson-core's way.
 */
final class ContainerScan {

    /** Thrown, without a stack trace, when the scan does not take the input. */
    static final RuntimeException BAIL = new RuntimeException("not taken", null, false, false) {
        private static final long serialVersionUID = 1L;
    };

    /** Nesting below the starting container that the scan takes (its recursion stays shallow). */
    private static final int MAX_LOCAL_DEPTH = 256;

    private final byte[] b;
    private final int end;
    private final ByteQuadsCanonicalizer symbols;
    private final int maxString;
    private final int maxName;
    private final int maxNumber;
    private final int maxDepth;
    private final boolean fastDouble;
    private final JsonNodeFactory nodes;
    private char[] scratch;
    private int[] quads;
    private int depth;

    /** The offset of the next byte to read, the current line and its first byte's offset. */
    int pos;
    int row;
    int rowStart;
    /** Whether a number was read (jackson-core's walk would have put its text in the text buffer). */
    boolean sawNumber;

    ContainerScan(byte[] b, int pos, int end, int row, int rowStart, ByteQuadsCanonicalizer symbols, int maxString,
            int maxName, int maxNumber, int maxDepth, boolean fastDouble, char[] scratch, Names names,
            JsonNodeFactory nodes) {
        this.names = names;
        this.b = b;
        this.pos = pos;
        this.end = end;
        this.row = row;
        this.rowStart = rowStart;
        this.symbols = symbols;
        this.maxString = maxString;
        this.maxName = maxName;
        this.maxNumber = maxNumber;
        this.maxDepth = Math.min(maxDepth, MAX_LOCAL_DEPTH);
        this.fastDouble = fastDouble;
        this.scratch = scratch;
        this.nodes = nodes;
    }

    /** The scratch array, possibly grown, for the parser to keep. */
    char[] scratch() {
        return scratch;
    }

    // ---- Object: Map, List and scalars, as UntypedObjectDeserializerNR builds them ----

    /** Reads the members after an object's opening brace; returns its map. */
    Map<String, Object> map() throws IOException {
        return typedMap(new LinkedHashMap<>(), UNTYPED, false);
    }

    /** Reads the elements after an array's {@code [}; returns its list. */
    List<Object> list() throws IOException {
        List<Object> l = new ArrayList<>();
        int c = ws();
        if (c == ']') {
            pos++;
            return l;
        }
        final int ctx = context;
        while (true) {
            context = ctx;
            l.add(value(c));
            c = ws();
            if (c == ',') {
                pos++;
                c = ws();
            } else if (c == ']') {
                pos++;
                return l;
            } else {
                throw BAIL;
            }
        }
    }

    private Object value(int c) throws IOException {
        switch (c) {
            case '"':
                return string();
            case '{':
                enter();
                Map<String, Object> m = map();
                depth--;
                return m;
            case '[':
                enter();
                List<Object> l = list();
                depth--;
                return l;
            case 't':
                literal(TRUE);
                return Boolean.TRUE;
            case 'f':
                literal(FALSE);
                return Boolean.FALSE;
            case 'n':
                literal(NULL);
                return null;
            default:
                long n = number(c);
                if (n == FLOAT_VALUE) {
                    return floatValue;
                }
                if (n == BIG_VALUE) {
                    return bigValue;
                }
                return n == (int) n ? (Object) Integer.valueOf((int) n) : (Object) Long.valueOf(n);
        }
    }

    // ---- Map<String, V> of scalars, as MapDeserializer builds it with databind's own value deserializer ----

    /**
     * Value kinds of {@link #typedMap}: any value as {@code UntypedObjectDeserializerNR} reads it;
     * {@code Double}, {@code Integer}, {@code Long}, {@code String}, {@code Boolean}; any value as
     * a node, as {@code JsonNodeDeserializer} reads it ({@link #objectNode}).
     */
    static final int UNTYPED = 0;
    static final int DOUBLES = 1;
    static final int INTS = 2;
    static final int LONGS = 3;
    static final int STRINGS = 4;
    static final int BOOLEANS = 5;
    private static final int NODES = 6;

    /**
     * Reads the members after an object's opening brace into {@code m}, each value as databind's
     * deserializer for the value kind reads its natural token ({@link #UNTYPED}: any value, as
     * {@link #map}; {@link #DOUBLES}: a number, an
     * integer only with {@code intsAsDoubles}; {@link #INTS}: an integer in {@code int} range;
     * {@link #LONGS}: an integer of up to 18 digits; {@link #STRINGS}: a string; {@link #BOOLEANS}:
     * {@code true} or {@code false}); any other value (null, a coercion) is not taken.
     */
    Map<String, Object> typedMap(Map<String, Object> m, int kind, boolean intsAsDoubles) throws IOException {
        int c = ws();
        if (c == '}') {
            pos++;
            return m;
        }
        int prev = Names.START;
        final int ctx = context;
        while (true) {
            String key = name(c, prev, ctx);
            prev = slot;
            final int c0 = colon();
            context = prev; // a container value's names follow each other under this name
            Object v = kind == UNTYPED ? value(c0) : kind == NODES ? node(c0) : typed(c0, kind, intsAsDoubles);
            if (m.put(key, v) != null) {
                duplicates = true;
            }
            c = ws();
            if (c == ',') {
                pos++;
                c = ws();
            } else if (c == '}') {
                pos++;
                return m;
            } else {
                throw BAIL;
            }
        }
    }

    private Object typed(int c, int kind, boolean intsAsDoubles) {
        if (kind == STRINGS) {
            if (c == '"') {
                return string();
            }
        } else if (kind == BOOLEANS) {
            if (c == 't' || c == 'f') {
                literal(c == 't' ? TRUE : FALSE);
                return c == 't';
            }
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            long n = number(c);
            if (n == FLOAT_VALUE) {
                if (kind == DOUBLES) {
                    return floatValue;
                }
            } else if (n != BIG_VALUE) {
                if (kind == DOUBLES) {
                    if (intsAsDoubles) {
                        return (double) n;
                    }
                } else if (kind == LONGS) {
                    return n;
                } else if (n == (int) n) {
                    return (int) n;
                }
            }
        }
        throw BAIL;
    }

    // ---- JsonNode, as JsonNodeDeserializer builds it ----

    /**
     * Reads the members after an object's opening brace; returns its node, the one the default
     * node factory makes (the only factory scanned), over the map the member loop fills.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    ObjectNode objectNode() throws IOException {
        Map<String, JsonNode> children = new LinkedHashMap<>();
        ObjectNode o = new ObjectNode(nodes, children);
        typedMap((Map) children, NODES, false);
        return o;
    }

    /** Reads the elements after an array's {@code [} into {@code a}; returns it. */
    ArrayNode arrayNode(ArrayNode a) throws IOException {
        int c = ws();
        if (c == ']') {
            pos++;
            return a;
        }
        final int ctx = context;
        while (true) {
            context = ctx;
            a.add(node(c));
            c = ws();
            if (c == ',') {
                pos++;
                c = ws();
            } else if (c == ']') {
                pos++;
                return a;
            } else {
                throw BAIL;
            }
        }
    }

    /** Whether an object had a name twice (for an object node, the caller decides what its feature says). */
    boolean duplicates;

    private JsonNode node(int c) throws IOException {
        final JsonNodeFactory f = nodes;
        switch (c) {
            case '"':
                return f.textNode(string());
            case '{':
                enter();
                ObjectNode o = objectNode();
                depth--;
                return o;
            case '[':
                enter();
                ArrayNode a = arrayNode(f.arrayNode());
                depth--;
                return a;
            case 't':
                literal(TRUE);
                return f.booleanNode(true);
            case 'f':
                literal(FALSE);
                return f.booleanNode(false);
            case 'n':
                literal(NULL);
                return f.nullNode();
            default:
                long n = number(c);
                if (n == FLOAT_VALUE) {
                    return f.numberNode(floatValue.doubleValue());
                }
                if (n == BIG_VALUE) {
                    return bigValue instanceof Long l ? f.numberNode(l.longValue()) : f.numberNode((BigInteger) bigValue);
                }
                return n == (int) n ? f.numberNode((int) n) : f.numberNode(n);
        }
    }

    // ---- Tokens ----

    private void enter() {
        if (++depth >= maxDepth) {
            throw BAIL;
        }
        pos++;
    }

    /**
     * Skips whitespace as jackson-core's {@code _skipWS} does without comments (spaces, tabs,
     * line feeds, carriage returns; {@code \r\n} is one line); returns the next byte, which must
     * be in the buffer.
     */
    private int ws() {
        final int p = pos;
        if (p + 1 < end) { // no whitespace, or the one space after a colon
            int c = b[p];
            if (c > ' ') {
                return c;
            }
            if (c == ' ' && (c = b[p + 1]) > ' ') {
                pos = p + 1;
                return c;
            }
        }
        return skipWs();
    }

    private int skipWs() {
        final byte[] b = this.b;
        int p = pos;
        while (p < end) {
            int c = b[p];
            if (c > ' ') {
                pos = p;
                return c;
            }
            if (c == ' ' || c == '\t') {
                p++;
            } else if (c == '\n') {
                p++;
                row++;
                rowStart = p;
                p = JsonNames.spaces(b, p, end);
            } else if (c == '\r') {
                if (++p >= end) {
                    break;
                }
                if (b[p] == '\n') {
                    p++;
                }
                row++;
                rowStart = p;
            } else {
                break;
            }
        }
        throw BAIL;
    }

    /** Reads the colon after a name and the whitespace after it; returns the value's first byte. */
    private int colon() {
        int c = b[pos] == ':' ? ':' : ws();
        if (c != ':') {
            throw BAIL;
        }
        pos++;
        return ws();
    }

    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    /** Reads a literal followed by a byte that ends a value in strict JSON. */
    private void literal(byte[] word) {
        final int p = pos;
        final int n = word.length;
        if (p + n >= end) {
            throw BAIL;
        }
        for (int k = 1; k < n; k++) {
            if (b[p + k] != word[k]) {
                throw BAIL;
            }
        }
        if (!endsValue(b[p + n])) {
            throw BAIL;
        }
        pos = p + n;
    }

    /** Whether {@code c} may follow a number or literal inside a container: whitespace, comma, bracket. */
    private static boolean endsValue(int c) {
        return c == ',' || c == '}' || c == ']' || c == ' ' || c == '\n' || c == '\r' || c == '\t';
    }

    /** The answer of {@link #number} for a floating-point number, whose value is then {@link #floatValue}. */
    private static final long FLOAT_VALUE = Long.MIN_VALUE;
    private Double floatValue;
    /** The answer of {@link #number} for an integer of 19 digits or more, whose value is then {@link #bigValue}. */
    private static final long BIG_VALUE = Long.MIN_VALUE + 1;
    /** A {@code Long} or a {@code BigInteger}. */
    private Number bigValue;

    /**
     * Reads a number starting with {@code c}: an integer of up to 18 digits is returned, one of more
     * leaves its {@code Long} or {@code BigInteger} in {@link #bigValue} and returns
     * {@link #BIG_VALUE}, a
     * floating-point number leaves its {@code Double} in {@link #floatValue} and returns
     * {@link #FLOAT_VALUE}.
     */
    private long number(int c) {
        final byte[] b = this.b;
        final int start = pos;
        final boolean negative = c == '-';
        int p = negative ? start + 1 : start;
        // an integer of up to 18 digits in one pass; anything else is scanned again below
        final int limit = Math.min(end, p + 19);
        if (p >= limit) {
            throw BAIL;
        }
        int d = b[p] - '0';
        long n = d;
        if (d >= 1 && d <= 9) {
            while (++p < limit && (d = b[p] - '0') >= 0 && d <= 9) {
                n = n * 10 + d;
            }
        } else if (d == 0) {
            p++;
        } else {
            throw BAIL;
        }
        if (p < limit && p - start <= maxNumber) {
            int e = b[p];
            if (e == ',' || e == '}' || e == ']' || e == ' ' || e == '\n' || e == '\r' || e == '\t') {
                sawNumber = true;
                pos = p;
                return negative ? -n : n;
            }
            if (e == '.') {
                return fraction(start, negative, p, n);
            }
        }
        return floatOrLong(start, negative);
    }

    /**
     * The number at {@code start} whose integer part, {@code n}, ends at the point at {@code dot}:
     * its fraction digits are read on from there, in the same pass, instead of scanning the number
     * again from its start ({@link #floatOrLong}, which reads one with an exponent). Profile behind
     * it: USD.json's rates (as {@code 3.67}) spent 36% of the read in {@code floatOrLong}, which
     * scanned each number a second and a third time (JFR, JDK 17).
     */
    private long fraction(int start, boolean negative, int dot, long n) {
        final byte[] b = this.b;
        final int first = dot + 1;
        final int limit = Math.min(end, start + JsonBytes.MAX_NUMBER_BYTES);
        int q = first;
        int d;
        while (q < limit && (d = b[q] - '0') >= 0 && d <= 9) {
            q++;
        }
        if (q >= limit || q == first) {
            throw BAIL; // no fraction digit ("1."), or at the end of what is scanned
        }
        final int c = b[q];
        if ((c | 0x20) == 'e') {
            return floatOrLong(start, negative);
        }
        final int len = q - start;
        if (len > maxNumber || !endsValue(c)) {
            throw BAIL;
        }
        sawNumber = true;
        pos = q;
        final int fraction = q - first;
        final int digits = dot - (negative ? start + 1 : start) + fraction;
        double v = Double.NaN;
        if (digits <= 16) {
            // the digits are read only when they can give the value: summing canada.json's
            // 17-digit coordinates too, a chain of dependent multiplications, made its Map and
            // JsonNode reads 0.88-0.91x (JarAB both orders)
            long m = n;
            for (int k = first; k < q; k++) {
                m = m * 10 + (b[k] - '0');
            }
            v = JsonBytes.exactFraction(m, digits, fraction);
        }
        floatValue = v == v ? (negative ? -v : v) : NumberInput.parseDouble(JsonBytes.latin1(b, start, len), fastDouble);
        return FLOAT_VALUE;
    }

    /** The number at {@code start} that is not an integer of up to 18 digits (or may not be). */
    private long floatOrLong(int start, boolean negative) {
        long shape = JsonBytes.simpleNumber(b, negative ? start + 1 : start, end);
        if (shape < 0) {
            throw BAIL;
        }
        final int after = (int) shape;
        final int len = after - start;
        if (len > maxNumber || !endsValue(b[after])) {
            throw BAIL;
        }
        sawNumber = true;
        pos = after;
        if ((shape & JsonBytes.FLOAT) == 0) {
            // 19 digits and more: a long when 19 fit (as jackson-core's inLongRange), else a BigInteger
            BigInteger big = new BigInteger(JsonBytes.latin1(b, start, len));
            bigValue = ((int) (shape >>> 32) & 0xFF) == 19 && big.bitLength() <= 63 ? (Number) big.longValue() : big;
            return BIG_VALUE;
        }
        double d = JsonBytes.exactDouble(b, negative ? start + 1 : start, shape);
        floatValue = d == d ? (negative ? -d : d)
                : NumberInput.parseDouble(JsonBytes.latin1(b, start, len), fastDouble);
        return FLOAT_VALUE;
    }

    /** Reads a string value from its opening quote, as {@code EngineParser} reads it. */
    private String string() {
        final byte[] b = this.b;
        final int s = pos + 1;
        int p = JsonBytes.plainRun(b, s, end);
        if (p >= end) {
            throw BAIL;
        }
        if (b[p] == '"') {
            int len = p - s;
            if (len > maxString) {
                throw BAIL;
            }
            pos = p + 1;
            return len == 0 ? "" : JsonBytes.latin1(b, s, len);
        }
        while (true) {
            long r = JsonBytes.decodeString(b, s, end, scratch);
            if (r == -2 && scratch.length <= maxString) {
                scratch = new char[Math.max(256, scratch.length * 4)];
                continue;
            }
            int n = (int) r;
            if (r < 0 || n > maxString) {
                throw BAIL;
            }
            pos = (int) (r >>> 32);
            return new String(scratch, 0, n);
        }
    }

    /**
     * Reads a name from its opening quote ({@code c} must be it) to just after its closing quote:
     * the symbol table's String for its bytes, added to the table as jackson-core adds it when the
     * table does not hold it yet.
     */
    private String name(int c, int prev, int ctx) throws IOException {
        if (c != '"') {
            throw BAIL;
        }
        final byte[] b = this.b;
        final int p = pos + 1;
        final Names cache = names;
        final int follow = Names.follow(prev, ctx);
        if (cache != null) {
            // the name that followed the previous one last time, if these bytes and a quote are it
            final int g = cache.next[follow] - 1;
            if (g >= 0) {
                final int n = cache.lengths[g];
                final int q = p + n;
                if (q + 4 < end && p + 8 <= end && b[q] == '"'
                        && (JsonNames.word(b, p) & (n >= 8 ? -1L : (1L << (n << 3)) - 1)) == cache.words[g * 2]
                        && (n <= 8 || JsonNames.word(b, q - 8) == cache.words[g * 2 + 1])
                        && (n <= 16 || Arrays.equals(cache.bytes[g], 0, n - 16, b, p + 8, q - 8))
                        && symbols.bucketCount() < MAX_TABLE_SIZE) {
                    pos = q + 1;
                    slot = g;
                    return cache.names[g];
                }
            }
        }
        String s = scanName(b, p, cache);
        if (cache != null) {
            cache.next[follow] = slot == Names.START ? 0 : slot + 1;
        }
        return s;
    }

    /** The slot in the name cache of the name just read, or {@link Names#START} if it has none. */
    private int slot;

    /**
     * The slot of the name whose value the next container is (for an array's elements: the
     * array's), or {@link Names#START} at the top: the context in which {@link Names#next}
     * predicts names. Each container reads it on entry and sets it before each value it reads.
     */
    private int context = Names.START;

    /** Reads the name whose first byte is at {@code p}, with {@code names} as it was before (maybe null). */
    private String scanName(byte[] b, int p, Names cache) throws IOException {
        slot = Names.START;
        final int q = JsonBytes.plainRun(b, p, end);
        // a member needs a colon, a value and a closing bracket after the name
        if (q + 3 >= end || b[q] != '"') {
            throw BAIL;
        }
        pos = q + 1;
        final int n = q - p;
        if (n == 0) {
            return "";
        }
        if (q + 4 >= end) {
            // the look-ups read four bytes past the name: near the end of the input, a padded copy
            // (bailing out here cost a small document such as {"id":1} twice its read: the throw)
            return lookup(Arrays.copyOfRange(b, p, q + 8), 0, n);
        }
        // q + 4 < end: the eight bytes from p are readable when the name has at least four
        if (cache == null || (n < 4 && p + 8 > end)) {
            if (cache == null && ++lookups > LOOKUPS_BEFORE_CACHE) {
                names = new Names();
            }
            return lookup(b, p, n);
        }
        final long w0 = JsonNames.word(b, p) & (n >= 8 ? -1L : (1L << (n << 3)) - 1);
        final long w1 = n > 8 ? JsonNames.word(b, q - 8) : 0;
        final int first = (int) (((w0 + Long.rotateLeft(w1, 23) + n) * 0x9E3779B97F4A7C15L) >>> (64 - CACHE_BITS + 1)) << 1;
        for (int e = first; e <= first + 1; e++) {
            String cached = cache.names[e];
            if (cached != null && cache.lengths[e] == n && cache.words[e * 2] == w0 && cache.words[e * 2 + 1] == w1
                    && (n <= 16 || Arrays.equals(cache.bytes[e], 0, n - 16, b, p + 8, q - 8))
                    && symbols.bucketCount() < MAX_TABLE_SIZE) {
                this.slot = e;
                return cached;
            }
        }
        String s = lookup(b, p, n);
        // the first name of a pair stays (a prediction may point at it); later ones take the second place
        final int slot = cache.names[first] == null ? first : first + 1;
        this.slot = slot;
        cache.names[slot] = s;
        cache.lengths[slot] = n;
        cache.words[slot * 2] = w0;
        cache.words[slot * 2 + 1] = w1;
        cache.bytes[slot] = n <= 16 ? null : Arrays.copyOfRange(b, p + 8, q - 8);
        return s;
    }

    /** Name look-ups before the cache is made, so that small containers do not pay for it. */
    private static final int LOOKUPS_BEFORE_CACHE = 512;
    private int lookups;
    private Names names;

    /** The name cache, or null, for the parser to keep for its next scan. */
    Names names() {
        return names;
    }

    /**
     * Bits of the name cache's slot index. Slots go in pairs: a name's hash picks a pair, and a
     * name is looked for in both. Why: with one slot per hash (512 slots), names sharing a slot
     * evicted each other, and the cache missed 1,157 of twitter.json's 13,345 names and 805 of
     * citm_catalog.json's 25,869 (counted over the files, before predictions); with 1,024 slots in
     * pairs only each distinct name's first read misses (94 and 321).
     */
    private static final int CACHE_BITS = 10;
    /** jackson-core's {@code ByteQuadsCanonicalizer.MAX_T_SIZE}: a table this size may drop its names. */
    private static final int MAX_TABLE_SIZE = 0x10000;

    /**
     * Names the parser's scans found in (or added to) its symbol table, by a hash of their bytes: the
     * String, the first eight bytes (masked to the name) and the last eight, and for names over 16
     * bytes those in between. A name repeats in most documents (each tweet of twitter.json has
     * the same 200 names), and the table's look-up (its hash over quads and, for names over 12
     * bytes, a check of every quad) took 16% of twitter.json to {@code Map} (JFR). The cache
     * only answers what the table would: a parser's table only gains names, except that
     * jackson-core empties a table that outgrows {@link #MAX_TABLE_SIZE} slots, where the cache is
     * no longer used.
     */
    static final class Names {
        final String[] names = new String[1 << CACHE_BITS];
        final int[] lengths = new int[1 << CACHE_BITS];
        final long[] words = new long[2 << CACHE_BITS];
        final byte[][] bytes = new byte[1 << CACHE_BITS][];
        /**
         * Per slot (and for {@link #START}, the start of an object) and per context (the slot of
         * the name whose value the object is, see {@link #follow}), the slot plus one of the name
         * that followed it last time, or 0: objects of one document mostly repeat their names in
         * the same order, and a name predicted so is checked against the bytes without finding
         * its end or hashing it first. Why the context: a name shared by two kinds of object is
         * followed by different names in each (twitter.json's {@code id_str} by {@code text} in a
         * status, by {@code name} in its {@code user}), and one successor per name missed 35% of
         * twitter.json's names (13,299 of 38,496 in three reads; counted with a probe), with the
         * context 19% (7,449), citm_catalog.json's 12% against 24%. Indexed by {@value #FOLLOW_BITS}
         * bits of a hash of (name, context): a collision only costs a miss. Measured in one JVM,
         * each build in its own class loader, both orders (thread CPU, 600 alternated rounds):
         * twitter.json to {@code Map} 2-3% faster, to {@code JsonNode} -1% and +5%,
         * citm_catalog.json to {@code Map} 1%.
         */
        final int[] next = new int[1 << FOLLOW_BITS];
        /** The slot standing for the start of an object (and for no context, at the top). */
        static final int START = 1 << CACHE_BITS;
        /** Bits of the index in {@link #next}. */
        static final int FOLLOW_BITS = 12;

        /** The index in {@link #next} of what follows {@code prev} (a slot or {@link #START}) in context {@code ctx}. */
        static int follow(int prev, int ctx) {
            return ((prev << (CACHE_BITS + 1) | ctx) * 0x9E3779B1) >>> (32 - FOLLOW_BITS);
        }
    }

    /** The symbol table's String for the {@code n} (1 or more) name bytes at {@code p}, added if it is not there. */
    private String lookup(byte[] b, int p, int n) throws IOException {
        String s = EngineStructureParser.findName(symbols, b, p, n, n > 12 ? quads((n + 3) >> 2) : null);
        return s != null ? s : addName(b, p, n);
    }

    /** The quad buffer, with room for {@code count} quads. */
    private int[] quads(int count) {
        int[] q = quads;
        if (q == null || q.length < count) {
            quads = q = new int[Math.max(16, count)];
        }
        return q;
    }

    /** As jackson-core's {@code addName} for an ASCII name: checked against the limit, then added. */
    private String addName(byte[] b, int p, int n) throws IOException {
        if (n > maxName || !symbols.isCanonicalizing()) {
            throw BAIL;
        }
        int[] q = quads((n + 3) >> 2);
        JsonNames.fillQuads(b, p, n, q);
        return symbols.addName(JsonBytes.latin1(b, p, n), q, (n + 3) >> 2);
    }
}
