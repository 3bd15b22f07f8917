/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.JsonReadContext;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The engine's walk between values: {@code nextToken()} and {@code nextFieldName()} over
 * whitespace, commas, colons and property names, for {@link EngineParser}.
 * {@code nextFieldName(SerializableString)} stays jackson-core's: taking it over through the same
 * read-ahead measured slower than jackson-core's own byte comparison (MediaItem read through
 * Blackbird, SameJvmCheck, 3 runs: 1.05 against 1.10 without it).
 *
 * <p>Each call first reads ahead without changing the parser: whitespace (spaces, tabs, line
 * feeds; indentation eight bytes a step), the comma, then for a member its name (found in
 * jackson-core's symbol table by the same quads jackson-core builds, see {@link JsonNames}), the
 * colon and the first byte of the value. Only when all of that is the common case (a quoted name
 * of printable ASCII without escapes that the symbol table already holds, a value starting with
 * {@code " { [ t f n}, a digit or a plain negative number, no line feed between name and value,
 * everything inside the buffer) does it commit, setting jackson-core's state in jackson-core's
 * order: the context's index, name location, current name, token count, token location, then the
 * value's start through jackson-core's own methods. Anything else (a scalar at the root level, the end of the buffer or of
 * the input, carriage returns and other control bytes, comments, a name the symbol table does
 * not hold yet, escapes, non-ASCII names, a {@code -} value other than a plain number of up to
 * 64 bytes ({@link JsonBytes#simpleNumber}), any error) puts the parser back as
 * it was and runs jackson-core's own method, which then adds names to the symbol table, loads
 * input and reports errors as it always does.
 */
abstract class EngineStructureParser extends UTF8StreamJsonParser {

    EngineStructureParser(IOContext ctxt, int features, InputStream in, ObjectCodec codec, ByteQuadsCanonicalizer sym,
            byte[] buffer, int start, int end, int bytesPreProcessed, boolean recyclable) {
        super(ctxt, features, in, codec, sym, buffer, start, end, bytesPreProcessed, recyclable);
    }

    /** The first bytes of the values the engine starts itself: {@code " { [ t f n 0-9}. */
    private static final boolean[] VALUE_START = new boolean[256];

    static {
        for (char c : "\"{[tfn0123456789".toCharArray()) {
            VALUE_START[c] = true;
        }
    }

    @Override
    public JsonToken nextToken() throws IOException {
        if (_currToken == JsonToken.FIELD_NAME) {
            return afterName();
        }
        _numTypesValid = NR_UNKNOWN;
        if (_tokenIncomplete) {
            _skipString();
        }
        final boolean open = !_closed;
        JsonToken t = step();
        return t != null || (open && _closed) ? t : super.nextToken(); // closed by step: the end of the input
    }

    @Override
    public String nextFieldName() throws IOException {
        _numTypesValid = NR_UNKNOWN;
        if (_currToken == JsonToken.FIELD_NAME) {
            afterName();
            return null;
        }
        if (_tokenIncomplete) {
            _skipString();
        }
        final boolean open = !_closed;
        JsonToken t = step();
        if (t == null) {
            return open && _closed ? null : super.nextFieldName(); // closed by step: the end of the input
        }
        return t == JsonToken.FIELD_NAME ? _parsingContext.getCurrentName() : null;
    }

    /** The value after a name, read with the name: as jackson-core's {@code _nextAfterName}. */
    private JsonToken afterName() throws IOException {
        _nameCopied = false;
        JsonToken t = _nextToken;
        _nextToken = null;
        if (t == JsonToken.START_ARRAY) {
            createChildArrayContext(_tokenInputRow, _tokenInputCol);
        } else if (t == JsonToken.START_OBJECT) {
            createChildObjectContext(_tokenInputRow, _tokenInputCol);
        }
        return _updateToken(t);
    }

    /** Takes the next token if it is the common case, or returns {@code null} with the parser as it was. */
    private JsonToken step() throws IOException {
        final byte[] b = _inputBuffer;
        final int end = _inputEnd;
        final int p0 = _inputPtr;
        final int row0 = _currInputRow;
        final int rowStart0 = _currInputRowStart;
        int p = p0;
        if (p >= end) {
            return endOfInput(p, p0, row0, rowStart0);
        }
        int i = b[p];
        if (i <= ' ') {
            p = skipWs(b, p, end);
            if (p >= end) {
                return endOfInput(p, p0, row0, rowStart0);
            }
            i = b[p];
        }
        final JsonReadContext ctx = _parsingContext;
        if (i == ']' || i == '}') {
            if (i == ']' ? !ctx.inArray() : !ctx.inObject()) {
                return undo(p0, row0, rowStart0);
            }
            _binaryValue = null;
            _inputPtr = ++p;
            updateLocation(p);
            _parsingContext = ctx.clearAndGetParent();
            return _updateToken(i == ']' ? JsonToken.END_ARRAY : JsonToken.END_OBJECT);
        }
        if (ctx.inRoot()) {
            if (i != '{' && i != '[') {
                return undo(p0, row0, rowStart0); // scalars at the root: jackson-core's checks
            }
            // a root value that is an object or array, the document's first or a later one (the
            // lines of NDJSON read by one parser): as jackson-core's nextToken at the root, which
            // takes a later root value as the first, with no separator required. Why the later
            // ones too: jackson-core's whitespace skip and dispatch for each line cost about 2% of
            // NdjsonReader over the small feeds (StreamingBench ndjson; JFR, JDK 17)
            ctx.expectComma();
            _binaryValue = null;
            _inputPtr = ++p;
            updateLocation(p);
            return elementValue(i);
        }
        if (ctx.hasCurrentIndex()) {
            if (i != ',' || ++p >= end) {
                return undo(p0, row0, rowStart0);
            }
            i = b[p];
            if (i <= ' ') {
                p = skipWs(b, p, end);
                if (p >= end) {
                    return undo(p0, row0, rowStart0);
                }
                i = b[p];
            }
        }
        p++; // past i
        if (!ctx.inObject()) {
            long num = 0;
            if (!VALUE_START[i & 0xFF] && (i != '-' || (num = negativeNumber(b, p, end)) < 0)) {
                return undo(p0, row0, rowStart0);
            }
            ctx.expectComma();
            _binaryValue = null;
            _inputPtr = p;
            updateLocation(p);
            if (i == '"') {
                _tokenIncomplete = true;
                return _updateToken(JsonToken.VALUE_STRING);
            }
            return i == '-' ? _updateToken(negative(num)) : elementValue(i);
        }
        if (i != '"') {
            return undo(p0, row0, rowStart0);
        }
        // p: the name's first byte; q: its closing quote
        if (p + 16 > end) {
            return undo(p0, row0, rowStart0);
        }
        String name;
        int q;
        final long w = JsonNames.word(b, p);
        final long[] pw = predicted;
        final int slot = (ctx.getEntryCount() & (PREDICTED - 1)) << 1;
        long look;
        if (pw != null && (w & pw[slot]) == pw[slot + 1] && _symbols.bucketCount() < MAX_TABLE_SIZE) {
            name = predictedNames[slot >> 1]; // the name this member had in the object before
            q = p + (Long.bitCount(pw[slot]) >>> 3) - 1;
        } else if ((look = JsonBytes.needsLook(w)) != 0) { // up to seven bytes: the quads come from the word already read
            q = p + (Long.numberOfTrailingZeros(look) >>> 3);
            if (b[q] != '"' || (name = shortName(w, q - p)) == null) {
                return undo(p0, row0, rowStart0);
            }
            predict(slot, w, q - p, name);
        } else {
            q = JsonBytes.plainRun(b, p + 8, end);
            if (q + 4 > end || b[q] != '"' || (name = q - p <= 12 ? lookup(b, p, q - p) : longName(b, p, q, w)) == null) {
                return undo(p0, row0, rowStart0);
            }
        }
        final int nameRow = _currInputRow;
        final int nameRowStart = _currInputRowStart;
        int v = q + 1;
        int c = b[v];
        if (c != ':') {
            if (c > ' ') {
                return undo(p0, row0, rowStart0);
            }
            v = skipWs(b, v, end);
            if (v >= end || b[v] != ':') {
                return undo(p0, row0, rowStart0);
            }
        }
        if (++v >= end) {
            return undo(p0, row0, rowStart0);
        }
        c = b[v];
        if (c <= ' ') {
            v = skipWs(b, v, end);
            if (v >= end) {
                return undo(p0, row0, rowStart0);
            }
            c = b[v];
        }
        long num = 0;
        if ((c != '"' && !VALUE_START[c & 0xFF] && (c != '-' || (num = negativeNumber(b, v + 1, end)) < 0))
                || _currInputRow != nameRow) {
            return undo(p0, row0, rowStart0);
        }
        v++; // past the value's first byte
        ctx.expectComma();
        _binaryValue = null;
        _nameStartRow = nameRow;
        _nameStartOffset = p;
        _nameStartCol = p - nameRowStart;
        _inputPtr = q + 1;
        ctx.setCurrentName(name);
        _updateToken(JsonToken.FIELD_NAME);
        _inputPtr = v;
        updateLocation(v);
        if (c == '"') {
            _tokenIncomplete = true;
            _nextToken = JsonToken.VALUE_STRING;
        } else if (c == '-') {
            _nextToken = negative(num);
        } else {
            memberValue(c);
        }
        return JsonToken.FIELD_NAME;
    }

    /**
     * Scans the negative number whose digits start at {@code p} as {@link JsonBytes#simpleNumber}
     * does, for {@link #negative}. An integer of up to {@link JsonBytes#NEGATIVE_INT_DIGITS}
     * digits is copied, with its sign, into the text buffer's current segment (emptied) as it is
     * scanned; a step that then puts the parser back leaves only that segment changed, which
     * jackson-core's code empties before it writes a number or string there. Why: the scan and
     * then the copy were two passes over the digits where jackson-core makes one; a list of
     * 1,000 two-property records with negative values read at 0.91 of plain Jackson's speed
     * (SameJvmCheck, JDK 17), its token walk 0.93 of jackson-core's.
     */
    private long negativeNumber(byte[] b, int p, int end) {
        long n = JsonBytes.negativeInt(b, p, end, _textBuffer.emptyAndGetCurrentSegment());
        return n != -2 ? n : JsonBytes.simpleNumber(b, p, end);
    }

    /**
     * Reads the negative number whose digits start at {@code _inputPtr}, already scanned by
     * {@link #negativeNumber} into {@code num}, as jackson-core's private
     * {@code _parseSignedNumber(true)} reads such a number: its text, sign included, in the text
     * buffer's current segment, the input after it, and {@code resetInt}/{@code resetFloat} with the
     * digit counts (which check the stream-read constraints). Without it every {@code -} value sent the
     * whole step back to jackson-core (canada.json's token walk 0.96 of jackson-core's).
     */
    private JsonToken negative(long num) throws IOException {
        final byte[] b = _inputBuffer;
        final int start = _inputPtr;
        final int after = (int) num;
        final int len = after - start + 1;
        if ((num & JsonBytes.COPIED) != 0) {
            _textBuffer.setCurrentLength(len);
        } else {
            char[] out = _textBuffer.emptyAndGetCurrentSegment();
            if (out.length >= len) {
                out[0] = '-';
                for (int k = start, o = 1; k < after; k++, o++) {
                    out[o] = (char) b[k];
                }
                _textBuffer.setCurrentLength(len);
            } else { // a segment shorter than 64 chars: not jackson-core's allocation, but the text stays right
                char[] text = new char[len];
                text[0] = '-';
                for (int k = start, o = 1; k < after; k++, o++) {
                    text[o] = (char) b[k];
                }
                _textBuffer.resetWithCopy(text, 0, len);
            }
        }
        _inputPtr = after;
        final int intLen = (int) (num >>> 32) & 0xFF;
        return (num & JsonBytes.FLOAT) == 0 ? resetInt(true, intLen)
                : resetFloat(true, intLen, (int) (num >>> 40) & 0xFF, (int) (num >>> 48) & 0xFF);
    }

    /** Puts the input position and line back as they were when the call began; returns null. */
    /**
     * The end of a byte array's input at {@code p} (after whitespace from {@code p0}), at the root: as
     * jackson-core's {@code nextToken} there (no more input to load, no error at the root), the parser
     * closed and no current token. Elsewhere, or with a stream to read on, the parser as it was.
     */
    private JsonToken endOfInput(int p, int p0, int row0, int rowStart0) throws IOException {
        if (_inputStream != null || _closed || !_parsingContext.inRoot()) {
            return undo(p0, row0, rowStart0);
        }
        _inputPtr = p;
        close();
        return _updateTokenToNull();
    }

    private JsonToken undo(int ptr, int row, int rowStart) {
        _inputPtr = ptr;
        _currInputRow = row;
        _currInputRowStart = rowStart;
        return null;
    }

    /** Skips spaces, tabs and line feeds from {@code p}, counting lines as jackson-core does. */
    private int skipWs(byte[] b, int p, int end) {
        while (p < end) {
            int c = b[p];
            if (c == ' ' || c == '\t') {
                p++;
            } else if (c == '\n') {
                p++;
                _currInputRow++;
                _currInputRowStart = p;
                p = JsonNames.spaces(b, p, end);
            } else {
                break;
            }
        }
        return p;
    }

    /** As jackson-core's {@code _updateLocation}, with the input position {@code ptr}. */
    private void updateLocation(int ptr) {
        _tokenInputRow = _currInputRow;
        _tokenInputTotal = _currInputProcessed + ptr;
        _tokenInputCol = ptr - _currInputRowStart;
    }

    /**
     * Member indexes whose names are predicted: the name at the same index of the object read
     * before, which in a list of objects of one shape is the name read again. A predicted name is
     * taken when its bytes and closing quote equal the input's (one word compared), instead of
     * classifying the word and finding its quads in the symbol table. Only names of up to seven
     * bytes, found in the symbol table before, are predicted; the table of one parser only gains
     * names (see {@link #longName} for the size above which it may drop them).
     */
    private static final int PREDICTED = 8;

    /** Short-name look-ups before the predictions are made, so that small documents do not pay for them. */
    private static final int LOOKUPS_BEFORE_PREDICTIONS = 16;

    /** Per member index: the mask of a predicted name's bytes and quote, those bytes; the names. */
    private long[] predicted;
    private String[] predictedNames;
    private int shortLookups;

    /** Predicts {@code name}, of the {@code n} bytes low in {@code w}, at its member index ({@code slot}: twice the index). */
    private void predict(int slot, long w, int n, String name) {
        long[] pw = predicted;
        if (pw == null) {
            if (++shortLookups <= LOOKUPS_BEFORE_PREDICTIONS) {
                return;
            }
            predicted = pw = new long[PREDICTED * 2];
            predictedNames = new String[PREDICTED];
            forgetPredictions();
        }
        final long mask = n == 7 ? -1L : (1L << ((n + 1) << 3)) - 1;
        pw[slot] = mask;
        pw[slot + 1] = w & mask;
        predictedNames[slot >> 1] = name;
    }

    /** Makes every prediction fail: no word masked to nothing is -1. */
    private void forgetPredictions() {
        final long[] pw = predicted;
        if (pw != null) {
            for (int k = 0; k < pw.length; k += 2) {
                pw[k] = 0;
                pw[k + 1] = -1;
            }
        }
    }

    /**
     * Returns the symbol table's name for a name of {@code n} (0 to 7) bytes, the low bytes of
     * {@code w}, or null if it holds none.
     */
    private String shortName(long w, int n) {
        int q1 = Integer.reverseBytes((int) w);
        if (n <= 4) {
            return n == 0 ? "" : _symbols.findName(JsonNames.pad(q1, n));
        }
        return _symbols.findName(q1, JsonNames.pad(Integer.reverseBytes((int) (w >>> 32)), n - 4));
    }

    /**
     * Returns the symbol table's name for the {@code n} name bytes at {@code p} (printable ASCII,
     * followed by at least four readable bytes), or null if it holds none.
     */
    private String lookup(byte[] b, int p, int n) {
        if (n <= 12) {
            return n == 0 ? "" : findName(_symbols, b, p, n, null);
        }
        return lookupLong(b, p, n);
    }

    /**
     * Returns {@code t}'s name for the {@code n} (1 or more) name bytes at {@code p}, followed by
     * at least four readable bytes, found by the quads jackson-core builds for it; null if it
     * holds none. {@code quads} is used for names over 12 bytes and must hold {@code (n + 3) / 4}
     * ints. Shared with {@link ContainerScan}.
     */
    static String findName(ByteQuadsCanonicalizer t, byte[] b, int p, int n, int[] quads) {
        if (n <= 4) {
            return t.findName(JsonNames.lastQuad(b, p, n));
        }
        if (n <= 8) {
            return t.findName(JsonNames.quad(b, p), JsonNames.lastQuad(b, p + 4, n - 4));
        }
        if (n <= 12) {
            return t.findName(JsonNames.quad(b, p), JsonNames.quad(b, p + 4), JsonNames.lastQuad(b, p + 8, n - 8));
        }
        JsonNames.fillQuads(b, p, n, quads);
        return t.findName(quads, (n + 3) >> 2);
    }

    /**
     * Sets of the long-name cache, two names each: a power of two above the distinct long names of
     * most documents. Why two ways and this hash: with one name per slot (128 slots) and a hash of
     * the first and last eight bytes summed before one multiplication, twitter.json's 38 distinct
     * long names (many starting {@code profile_}) shared slots and missed 1,613 of 5,637 look-ups,
     * each a full look-up and a copy (12% of its token walk on Temurin 25's CPU-time profile); with
     * this hash and two ways, only the 38 first look-ups miss (simulated over the corpus files).
     */
    private static final int NAME_SETS = 128;

    /** Long-name look-ups before the cache is made, so that small documents do not pay for it. */
    private static final int NAMES_BEFORE_CACHE = 32;

    /** jackson-core's {@code ByteQuadsCanonicalizer.MAX_T_SIZE}: a table this size may drop its names. */
    private static final int MAX_TABLE_SIZE = 0x10000;

    /**
     * The long-name cache: names of more than 12 bytes this parser found in its symbol table, by a
     * hash of their bytes, two per set (entry {@code 2 * set} the newer); per entry the name, its
     * first and last eight bytes ({@code nameWords}, two per entry) and, over 16 bytes, all of
     * them. Made after {@link #NAMES_BEFORE_CACHE} look-ups.
     */
    private String[] names;
    private long[] nameWords;
    private byte[][] nameBytes;
    private int longLookups;

    /** Empties the long-name cache and the name predictions, as for a new parser (a kept parser's next document). */
    final void resetEngine() {
        forgetPredictions();
        shortLookups = 0;
        names = null;
        nameWords = null;
        nameBytes = null;
        longLookups = 0;
    }

    /**
     * Returns the symbol table's name for the name bytes {@code [p, q)} (printable ASCII, more
     * than 12 of them, followed by at least four readable bytes; {@code w0} the first eight),
     * or null if it holds none, from a cache of what the table returned for the same bytes
     * before: jackson-core's hash and check over their quads was 6% of twitter.json to
     * {@code Map} (JFR), which has 61 distinct names of 9 to 34 bytes seen 8794 times. The cache only answers what the table would: the table of one parser only
     * gains names, and it could only lose them (jackson-core empties a table that outgrows
     * {@link #MAX_TABLE_SIZE} slots) at a size where the cache is no longer used.
     */
    private String longName(byte[] b, int p, int q, long w0) {
        final int n = q - p;
        String[] cache = names;
        if (cache == null) {
            if (++longLookups <= NAMES_BEFORE_CACHE) {
                return lookupLong(b, p, n);
            }
            names = cache = new String[NAME_SETS * 2];
            nameWords = new long[NAME_SETS * 4];
            nameBytes = new byte[NAME_SETS * 2][];
        }
        final long w1 = JsonNames.word(b, q - 8);
        final long x = w0 + w1 * 31 + n;
        final int set = (int) (((x ^ (x >>> 32)) * 0x9E3779B97F4A7C15L) >>> 57);
        for (int e = set * 2, last = e + 1; e <= last; e++) {
            String s = cache[e];
            if (s != null && s.length() == n && nameWords[e * 2] == w0 && nameWords[e * 2 + 1] == w1
                    && (n <= 16 || Arrays.equals(nameBytes[e], 8, n - 8, b, p + 8, q - 8))
                    && _symbols.bucketCount() < MAX_TABLE_SIZE) {
                return s;
            }
        }
        String s = lookupLong(b, p, n);
        if (s != null) {
            int e = set * 2; // the newer entry; the one there becomes the older
            cache[e + 1] = cache[e];
            nameWords[e * 2 + 2] = nameWords[e * 2];
            nameWords[e * 2 + 3] = nameWords[e * 2 + 1];
            nameBytes[e + 1] = nameBytes[e];
            cache[e] = s;
            nameWords[e * 2] = w0;
            nameWords[e * 2 + 1] = w1;
            nameBytes[e] = n <= 16 ? null : Arrays.copyOfRange(b, p, q);
        }
        return s;
    }

    private String lookupLong(byte[] b, int p, int n) {
        int[] quads = _quadBuffer;
        return ((n - 1) >> 2) >= quads.length ? null : findName(_symbols, b, p, n, quads);
    }

    /** The value after a name other than a string, as jackson-core's {@code nextToken()} starts it. */
    private void memberValue(int c) throws IOException {
        switch (c) {
            case '{' -> _nextToken = JsonToken.START_OBJECT;
            case '[' -> _nextToken = JsonToken.START_ARRAY;
            case 't' -> {
                _matchTrue();
                _nextToken = JsonToken.VALUE_TRUE;
            }
            case 'f' -> {
                _matchFalse();
                _nextToken = JsonToken.VALUE_FALSE;
            }
            case 'n' -> {
                _matchNull();
                _nextToken = JsonToken.VALUE_NULL;
            }
            default -> _nextToken = _parseUnsignedNumber(c);
        }
    }

    /** An array element other than a string, as jackson-core's {@code _nextTokenNotInObject} reads it. */
    private JsonToken elementValue(int c) throws IOException {
        switch (c) {
            case '[' -> {
                createChildArrayContext(_tokenInputRow, _tokenInputCol);
                return _updateToken(JsonToken.START_ARRAY);
            }
            case '{' -> {
                createChildObjectContext(_tokenInputRow, _tokenInputCol);
                return _updateToken(JsonToken.START_OBJECT);
            }
            case 't' -> {
                _matchTrue();
                return _updateToken(JsonToken.VALUE_TRUE);
            }
            case 'f' -> {
                _matchFalse();
                return _updateToken(JsonToken.VALUE_FALSE);
            }
            case 'n' -> {
                _matchNull();
                return _updateToken(JsonToken.VALUE_NULL);
            }
            default -> {
                return _updateToken(_parseUnsignedNumber(c));
            }
        }
    }
}
