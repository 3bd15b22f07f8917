/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.DupDetector;
import com.fasterxml.jackson.core.json.JsonReadContext;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.fastjsonkit.generated.PropertyRun;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Map;

/**
 * The engine's parser for UTF-8 bytes: jackson-core's {@link UTF8StreamJsonParser} with string
 * values finished and skipped by {@link JsonBytes}, and the walk between values (whitespace,
 * commas, colons, names) by {@link EngineStructureParser}.
 *
 * <p>Each override takes the common case (the whole string in the buffer, no unit that
 * {@link JsonBytes} declines) and leaves the parser exactly as jackson-core's code would: the
 * same input position, the same text in the text buffer, the same checks against the stream-read
 * constraints. Anything else goes to jackson-core's own method from where the engine stopped
 * (skipping) or from the start of the string (finishing), so jackson-core produces every exception
 * and location.
 */
final class EngineParser extends EngineStructureParser implements PropertyRun {

    EngineParser(IOContext ctxt, int features, InputStream in, ObjectCodec codec, ByteQuadsCanonicalizer sym,
            byte[] buffer, int start, int end, boolean recyclable) {
        super(ctxt, features, in, codec, sym, buffer, start, end, 0, recyclable);
        this.owner = null;
    }

    /**
     * A parser of a whole document that its factory may keep for the thread's next one (see
     * {@link EngineJsonFactory#documentParser}): its I/O context describes no content, the
     * document's own {@code contentRef} is this parser's.
     */
    EngineParser(EngineJsonFactory owner, IOContext ctxt, int features, InputStream in, ObjectCodec codec,
            ByteQuadsCanonicalizer sym, byte[] buffer, int start, int end, boolean recyclable, ContentReference contentRef) {
        super(ctxt, features, in, codec, sym, buffer, start, end, 0, recyclable);
        this.owner = owner;
        this.document = contentRef;
    }

    /**
     * Where strings with escapes or non-ASCII text are decoded; made on first use (a parser per
     * call must not pay for it up front) and grown to the longest such string.
     */
    private char[] scratch = NO_CHARS;

    private static final char[] NO_CHARS = new char[0];

    /** Skips an unread string value: plain runs eight bytes a step, escapes and UTF-8 inline. */
    @Override
    protected void _skipString() throws IOException {
        int r = JsonBytes.skipString(_inputBuffer, _inputPtr, _inputEnd);
        if (r >= 0) {
            _tokenIncomplete = false;
            _inputPtr = r;
            return;
        }
        _inputPtr = -(r + 1); // everything before is plain string content: jackson-core goes on from here
        super._skipString();
    }

    /**
     * Reads a string value as {@code getText()}, {@code getValueAsString()} and {@code nextTextValue()}
     * do: by {@link #readText} where it takes the string (into a compact String, no text buffer
     * segment on the way), else by jackson-core.
     */
    @Override
    protected String _finishAndReturnString() throws IOException {
        String s = readText(_inputPtr);
        if (s != null) {
            _textBuffer.resetWithString(s);
            _inputPtr = strAfter;
            return s;
        }
        return super._finishAndReturnString();
    }

    /**
     * Returns whether jackson-core's own read of a string of {@code len} chars would leave the text
     * buffer's segments as they are, so that the engine may read it without the text buffer: only a
     * string shorter than the current segment (jackson-core's loop finishes a full segment, making
     * a larger one, before it reads the closing quote). A longer one is left to jackson-core's code,
     * which grows the segments its own way: their sizes decide where jackson-core checks
     * {@code maxStringLength}, and so the length its message reports (a 577-char string over a
     * limit of 300 after a 262-char one: "(500)" from jackson-core, "(577)" from an engine read that
     * had skipped the text buffer for the first string).
     */
    private boolean fitsSegment(int len) {
        return len < segmentFloor || len < segmentLength();
    }

    /** The length of the text buffer's current segment, made as jackson-core's read makes it if there is none. */
    private int segmentLength() {
        char[] seg = _textBuffer.getBufferWithoutReset();
        if (seg == null) {
            seg = _textBuffer.emptyAndGetCurrentSegment();
        }
        return segmentFloor = seg.length;
    }

    /**
     * The text buffer's current segment length when {@link #fitsSegment} last read it, 0 before:
     * while the buffer holds a segment it is only replaced by a larger one, so a shorter string
     * needs no look (the look per string cost MediaItem's reads 1.5-2%: JarAB, JDK 17). Set back
     * to 0 when the buffers are given back.
     */
    private int segmentFloor;

    @Override
    protected void _releaseBuffers() throws IOException {
        segmentFloor = 0;
        super._releaseBuffers();
    }

    /**
     * Reads a string value into the text buffer, as {@code getTextCharacters()} and
     * {@code finishToken()} do: when it ends in the input buffer, fits the text buffer's current
     * segment (jackson-core grows segments its own way, which shows in its later messages) and
     * the engine takes every unit of it.
     */
    @Override
    protected void _finishString() throws IOException {
        final byte[] buf = _inputBuffer;
        final int start = _inputPtr;
        int after = JsonBytes.skipString(buf, start, _inputEnd);
        if (after >= 0) {
            char[] out = _textBuffer.emptyAndGetCurrentSegment();
            if (out.length > after - 1 - start) { // at its length, jackson-core's loop grows it before the quote
                _textBuffer.setCurrentLength(JsonBytes.decode(buf, start, after - 1, out));
                _inputPtr = after;
                return;
            }
        }
        super._finishString();
    }

    // ---- Property runs for generated deserializers (PropertyRun) ----
    //
    // A generated deserializer reads a run of simple properties (strings, ints, longs, booleans,
    // enums by name) here instead of through nextFieldName(SerializableString), nextToken() and
    // getText()/getIntValue() per property, which took most of MediaItem's generated read (JFR:
    // nextFieldName(SerializableString) 17%, _updateToken, afterName, setCurrentName,
    // asQuotedUTF8, _skipColonFast). The run only reads: whitespace, comma, name, colon and value,
    // each checked as jackson-core checks it on that path, all inside the buffer. endRun() then sets
    // the state that walk would have left after the last property taken. Anything else ends the
    // taking, and the parser's own methods read on from the last property taken.

    /** Whether the run may still take properties. */
    private boolean runOn;
    /** Whether the next property needs a comma before it; whether the first did. */
    private boolean runComma;
    private boolean runFirstComma;
    /** Whether a number was taken (jackson-core's walk would have taken the text buffer's segment). */
    private boolean runHadNumber;
    private int runTaken;
    /** The input position, line and line start after the last value taken. */
    private int runPtr;
    private int runRow;
    private int runRowStart;
    /**
     * The last property taken: its name's first byte, line and line start, and its value's first
     * byte, line and line start (endRun's token locations). The run keeps no reference per property
     * (the caller hands endRun the last name, endRun reads the last string again): a reference
     * stored in this long-lived parser pays G1's card-marking barrier, and the two per property
     * (name, string) put take() and takeText() at 11.6% of MediaItem's generated read (JFR, JDK 17).
     */
    private int lastNameOffset;
    private int lastNameRow;
    private int lastNameRowStart;
    private int lastValueAt;
    private int lastValueRow;
    private int lastValueRowStart;
    /** What the last string or number taken left in the text buffer: 0 (nothing), TEXT_STRING, TEXT_NUMBER. */
    private int runTextKind;
    /** The first byte after the opening quote of the last string taken (TEXT_STRING). */
    private int runTextAt;
    /**
     * The last value's token: RUN_TEXT (a string), RUN_TRUE/RUN_FALSE/RUN_NULL, RUN_INT/RUN_LONG (an integer
     * read as int or long), RUN_OBJECT/RUN_ARRAY (a bracket, see runOpen), RUN_END_ARRAY (a whole
     * array of strings, see runStrings).
     */
    private int runKind;
    private int runNumStart;
    private int runNumEnd;
    /** While a property is read: the line and line start, advanced by runWs. */
    private int wsRow;
    private int wsRowStart;
    /** While a property is read: its name's first byte and line, its value's first byte and line (set by runValue). */
    private int nameOffset;
    private int nameRow;
    private int nameRowStart;
    private int valueAt;
    private int valueRow;
    private int valueRowStart;
    /** The object's closing brace taken by runClose: its offset (-1 if none), line and line start. */
    private int runCloseAt = -1;
    private int runCloseRow;
    private int runCloseRowStart;
    /** While a number is read: the offset after its last digit (runNumber's result is its value). */
    private int numAfter;
    /** While a string is read: the offset after its closing quote. */
    private int strAfter;
    /** After stringsAt: the first byte after the opening quote of the list's last string. */
    private int listLastAt;

    private static final int RUN_TEXT = 0;
    private static final int RUN_TRUE = 1;
    private static final int RUN_FALSE = 2;
    private static final int RUN_INT = 3;
    private static final int RUN_LONG = 4;
    private static final int RUN_OBJECT = 5;
    private static final int RUN_ARRAY = 6;
    private static final int RUN_END_ARRAY = 7;
    private static final int RUN_NULL = 8;
    private static final int TEXT_STRING = 1;
    private static final int TEXT_NUMBER = 2;
    private static final long NOT_TAKEN = Long.MIN_VALUE;

    @Override
    public boolean startRun() {
        runOn = false;
        runTaken = 0;
        runCloseAt = -1;
        JsonToken t = _currToken;
        // a pending name or unfinished string, token counting (maxTokenCount) and duplicate
        // detection are left to jackson-core's walk
        if (t == null || t == JsonToken.FIELD_NAME || _tokenIncomplete || _nextToken != null || _trackMaxTokenCount
                || _closed) {
            return false;
        }
        JsonReadContext ctx = _parsingContext;
        if (!ctx.inObject() || ctx.getDupDetector() != null) {
            return false;
        }
        runOn = true;
        runComma = runFirstComma = ctx.hasCurrentIndex();
        runHadNumber = false;
        runTextKind = 0;
        runPtr = _inputPtr;
        runRow = wsRow = _currInputRow;
        runRowStart = wsRowStart = _currInputRowStart;
        return true;
    }

    @Override
    public String runString(long[] name) {
        int v = runValue(name);
        String s = v < 0 || _inputBuffer[v] != '"' ? null : readText(v + 1);
        if (s == null) {
            return stopRun();
        }
        takeText(v + 1);
        return s;
    }

    @Override
    public String runString(long[] name, boolean takesNull) {
        if (!takesNull) {
            return runString(name);
        }
        final int v = runValue(name);
        if (v >= 0) {
            final byte[] b = _inputBuffer;
            if (b[v] == '"') {
                String s = readText(v + 1);
                if (s != null) {
                    takeText(v + 1);
                    return s;
                }
            } else if (nullAt(b, v)) {
                take(v + 4, RUN_NULL);
                return NULL;
            }
        }
        return stopRun();
    }

    /** Whether a {@code null} starts at {@code v}: as _matchNull, read in the buffer. */
    private boolean nullAt(byte[] b, int v) {
        return b[v] == 'n' && v + 4 < _inputEnd && b[v + 1] == 'u' && b[v + 2] == 'l' && b[v + 3] == 'l'
                && endsLiteral(b[v + 4] & 0xFF);
    }

    @Override
    public boolean runNullAfterMiss(long[] name) {
        // a miss took nothing: the run's position is the last property taken's (or the start), only
        // the line counting of the miss's whitespace is undone
        wsRow = runRow;
        wsRowStart = runRowStart;
        runOn = true;
        final int v = runValue(name);
        if (v >= 0 && nullAt(_inputBuffer, v)) {
            take(v + 4, RUN_NULL);
            return true;
        }
        wsRow = runRow;
        wsRowStart = runRowStart;
        runOn = false;
        return false;
    }

    @Override
    public Object runEnum(long[] name, dev.fastjsonkit.generated.EnumTexts constants) {
        int v = runValue(name);
        if (v < 0 || _inputBuffer[v] != '"') {
            return stopRun();
        }
        // a text's bytes and closing quote, in the input: the string jackson-core decodes is that text
        final int s = v + 1;
        final int room = _inputEnd - s;
        final int max = _streamReadConstraints.getMaxStringLength();
        for (int k = 0, n = constants.compared(); k < n; k++) {
            long[] t = constants.encoded(k);
            int len = (int) t[0];
            if (len <= room && len <= max && nameAt(_inputBuffer, s, t, len)) {
                strAfter = s + len;
                takeText(s);
                return constants.constant(k);
            }
        }
        String text = readText(s);
        Object e = text == null ? null : constants.get(text);
        if (e == null) {
            return stopRun();
        }
        takeText(s);
        return e;
    }

    /** Takes the string value whose content starts at {@code at} and ends before strAfter. */
    private void takeText(int at) {
        take(strAfter, RUN_TEXT);
        runTextAt = at;
        runTextKind = TEXT_STRING;
    }

    @Override
    public long runInt(long[] name) {
        int v = runValue(name);
        long n = v < 0 ? NOT_TAKEN : runNumber(v, 10);
        if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
            stopRun();
            return NOT_TAKEN;
        }
        takeNumber(v, RUN_INT);
        return n;
    }

    @Override
    public long runLong(long[] name) {
        int v = runValue(name);
        long n = v < 0 ? NOT_TAKEN : runNumber(v, 18);
        if (n == NOT_TAKEN) {
            stopRun();
            return NOT_TAKEN;
        }
        takeNumber(v, RUN_LONG);
        return n;
    }

    @Override
    public int runBoolean(long[] name) {
        int v = runValue(name);
        if (v >= 0) {
            final byte[] b = _inputBuffer;
            // as _matchTrue/_matchFalse: the word and a following byte below '0' or a bracket,
            // read in the buffer; anything else goes to _matchToken2's other checks
            if (b[v] == 't' && v + 4 < _inputEnd && b[v + 1] == 'r' && b[v + 2] == 'u' && b[v + 3] == 'e'
                    && endsLiteral(b[v + 4] & 0xFF)) {
                take(v + 4, RUN_TRUE);
                return 1;
            }
            if (b[v] == 'f' && v + 5 < _inputEnd && b[v + 1] == 'a' && b[v + 2] == 'l' && b[v + 3] == 's'
                    && b[v + 4] == 'e' && endsLiteral(b[v + 5] & 0xFF)) {
                take(v + 5, RUN_FALSE);
                return 0;
            }
        }
        stopRun();
        return -1;
    }

    @Override
    public boolean runOpen(long[] name) {
        int v = runValue(name);
        int c = v < 0 ? 0 : _inputBuffer[v];
        if (c != '{' && c != '[') {
            stopRun();
            return false;
        }
        // as _isNextTokenNameYes: the value's token noted, the input after its first byte; the
        // child context is made by endRun, as nextToken() makes it
        take(v + 1, c == '{' ? RUN_OBJECT : RUN_ARRAY);
        runOn = false;
        return true;
    }

    @Override
    public java.util.List<String> runStrings(long[] name, boolean whole) {
        int v = runValue(name);
        if (v < 0 || _inputBuffer[v] != '[') {
            return stopRun();
        }
        java.util.List<String> list = whole ? stringsAt(v + 1) : null;
        if (list == null) { // as runOpen
            take(v + 1, RUN_ARRAY);
            runOn = false;
            return OPENED;
        }
        // the token is the END_ARRAY: its location is the closing bracket's, as _closeArrayScope notes it
        final int close = strAfter - 1;
        final int row = wsRow;
        final int rowStart = wsRowStart;
        take(strAfter, RUN_END_ARRAY);
        lastValueAt = close;
        lastValueRow = row;
        lastValueRowStart = rowStart;
        if (!list.isEmpty()) {
            runTextAt = listLastAt;
            runTextKind = TEXT_STRING;
        }
        return list;
    }

    /**
     * Reads the strings of an array whose first element would start at {@code p}, as
     * jackson-core's {@code nextTextValue()} reads them up to the {@code END_ARRAY} (whitespace,
     * commas, strings as readText reads them, the child context within the nesting depth), leaving
     * the offset after the closing bracket in strAfter and the line in wsRow/wsRowStart; null for
     * anything else (a comment, a trailing comma, another value, the input's end), with wsRow and
     * wsRowStart then as runValue left them. The last string's first byte after its quote is left
     * in listLastAt. The list is made at the first string with ArrayList's own first capacity (10),
     * as the list Jackson's deserializer fills holds after its first add, without the growth step
     * ({@code ArrayList.grow} was 1.6% of MediaItem's generated read, JFR, JDK 17).
     */
    private java.util.List<String> stringsAt(int p) {
        if (_parsingContext.getNestingDepth() >= _streamReadConstraints.getMaxNestingDepth()) {
            return null;
        }
        final byte[] b = _inputBuffer;
        final int end = _inputEnd;
        final int row = wsRow;
        final int rowStart = wsRowStart;
        java.util.List<String> out = null;
        while (true) {
            if (p < end && b[p] <= ' ') {
                p = runWs(b, p, end);
            }
            if (p >= end) {
                break;
            }
            if (b[p] == ']') {
                strAfter = p + 1;
                return out != null ? out : new java.util.ArrayList<>();
            }
            if (out != null) {
                if (b[p] != ',' || ++p >= end) {
                    break;
                }
                if (b[p] <= ' ') {
                    p = runWs(b, p, end);
                    if (p >= end) {
                        break;
                    }
                }
            }
            String s;
            if (b[p] != '"' || (s = readText(p + 1)) == null) {
                break;
            }
            if (out == null) {
                out = new java.util.ArrayList<>(FIRST_CAPACITY);
            }
            out.add(s);
            listLastAt = p + 1;
            p = strAfter;
        }
        wsRow = row;
        wsRowStart = rowStart;
        return null;
    }

    /** {@code ArrayList}'s capacity after the first add to a list made with {@code new ArrayList<>()}. */
    private static final int FIRST_CAPACITY = 10;

    @Override
    public boolean runClose() {
        if (!runOn || runTaken == 0) {
            return false;
        }
        final byte[] b = _inputBuffer;
        final int end = _inputEnd;
        int p = runPtr;
        if (p < end && b[p] <= ' ') {
            p = runWs(b, p, end);
        }
        if (p >= end || b[p] != '}') {
            wsRow = runRow;
            wsRowStart = runRowStart;
            return false;
        }
        runCloseAt = p;
        runCloseRow = wsRow;
        runCloseRowStart = wsRowStart;
        runOn = false;
        return true;
    }

    @Override
    public void endRun(Object bean, String name) throws IOException {
        final int n = runTaken;
        runOn = false;
        if (n == 0) {
            return;
        }
        runTaken = 0;
        final int close = runCloseAt;
        if (close < 0 || contextsTouched) { // a context closed is out of reach unless one was shown
            _parsingContext.setCurrentName(name); // its index moved on by take()
        }
        // the last property's name location, noted when it was taken
        _nameStartRow = lastNameRow;
        _nameStartOffset = lastNameOffset;
        _nameStartCol = lastNameOffset - lastNameRowStart;
        _binaryValue = null;
        _nameCopied = false;
        _numTypesValid = NR_UNKNOWN;
        // a number read took the text buffer's segment, as in the walk
        if (runHadNumber) {
            _textBuffer.emptyAndGetCurrentSegment();
        }
        if (close >= 0) {
            endAtClose(close);
            return;
        }
        if (bean != null) {
            assignCurrentValue(bean);
        }
        // the last value's location
        final int v = lastValueAt + 1;
        _tokenInputRow = lastValueRow;
        _tokenInputTotal = _currInputProcessed + v;
        _tokenInputCol = v - lastValueRowStart;
        _currInputRow = runRow;
        _currInputRowStart = runRowStart;
        _inputPtr = runPtr;
        // the text buffer as the walk leaves it: the last string or number read (a boolean, a null or a
        // bracket leaves it alone)
        if (runTextKind == TEXT_STRING) {
            // read again as getText() reads it in the walk: the same text, kept by no field of the run
            _inputPtr = runTextAt;
            _finishAndReturnString();
            _inputPtr = runPtr;
        } else if (runTextKind == TEXT_NUMBER) {
            numberText(_inputBuffer, runNumStart, runNumEnd - runNumStart);
        }
        switch (runKind) {
            case RUN_TEXT -> _currToken = JsonToken.VALUE_STRING;
            case RUN_END_ARRAY -> _currToken = JsonToken.END_ARRAY; // the child context made and closed
            case RUN_TRUE -> _currToken = JsonToken.VALUE_TRUE;
            case RUN_FALSE -> _currToken = JsonToken.VALUE_FALSE;
            case RUN_NULL -> _currToken = JsonToken.VALUE_NULL;
            case RUN_OBJECT, RUN_ARRAY -> {
                // as nextToken() after the name: the child context (which checks the nesting depth)
                // made while the name is the current token
                _currToken = JsonToken.FIELD_NAME;
                if (runKind == RUN_OBJECT) {
                    createChildObjectContext(_tokenInputRow, _tokenInputCol);
                    _currToken = JsonToken.START_OBJECT;
                } else {
                    createChildArrayContext(_tokenInputRow, _tokenInputCol);
                    _currToken = JsonToken.START_ARRAY;
                }
            }
            default -> {
                // the number's state as _parseUnsignedNumber/_parseSignedNumber leave it, then the
                // value read as the generated code reads it
                boolean negative = _inputBuffer[runNumStart] == '-';
                int len = runNumEnd - runNumStart;
                _currToken = resetInt(negative, negative ? len - 1 : len);
                if (runKind == RUN_INT) {
                    getIntValue();
                } else {
                    getLongValue();
                }
            }
        }
    }

    /**
     * Leaves the parser at the {@code END_OBJECT} that runClose took, as {@code nextFieldName()} at
     * the brace leaves it: _closeObjectScope's location, the context closed. What the walk set on
     * the way and the brace undoes or hides is not set: the current value assigned to the closed
     * context (clearAndGetParent clears it again), the closed context's last name unless a context
     * was shown (the parser no longer reaches that context; the kept parser's contexts are old
     * objects, and storing the name paid G1's card-marking barrier), the last value's token, and its text or number
     * (at {@code END_OBJECT} the text getters give the brace and the number getters fail, and the
     * next string or number read sets both anew). Setting them took a second pass over the last
     * string (4.1% of MediaItem's generated read, under an endRun of 19.8%: JFR, JDK 17).
     */
    private void endAtClose(int close) {
        runCloseAt = -1;
        _tokenInputRow = runCloseRow;
        _tokenInputTotal = _currInputProcessed + close + 1;
        _tokenInputCol = close + 1 - runCloseRowStart;
        _currInputRow = runCloseRow;
        _currInputRowStart = runCloseRowStart;
        _inputPtr = close + 1;
        _parsingContext = _parsingContext.clearAndGetParent();
        _currToken = JsonToken.END_OBJECT;
    }

    /** Puts a number's {@code len} bytes at {@code start} in the text buffer, as jackson-core's number parsing does. */
    private void numberText(byte[] b, int start, int len) throws IOException {
        char[] out = _textBuffer.emptyAndGetCurrentSegment();
        if (out.length >= len) {
            for (int k = 0; k < len; k++) {
                out[k] = (char) b[start + k];
            }
            _textBuffer.setCurrentLength(len);
        } else {
            char[] text = new char[len];
            for (int k = 0; k < len; k++) {
                text[k] = (char) b[start + k];
            }
            _textBuffer.resetWithCopy(text, 0, len);
        }
    }

    /** Ends the taking; returns null. */
    private <T> T stopRun() {
        runOn = false;
        return null;
    }

    /** Whether {@code c} may follow {@code true}/{@code false} on _matchTrue's fast path. */
    private static boolean endsLiteral(int c) {
        return c < '0' || c == ']' || c == '}';
    }

    /**
     * Reads the next property's whitespace, comma, name {@code name} (its bytes compared as
     * {@code nextFieldName(SerializableString)} compares them, with the four bytes after the
     * closing quote in the buffer), colon and whitespace; returns the offset of the value's first
     * byte, or -1; leaves the name's location in nameOffset/nameRow/nameRowStart, the line in wsRow.
     */
    private int runValue(long[] name) {
        if (!runOn) {
            return -1;
        }
        final byte[] b = _inputBuffer;
        final int end = _inputEnd;
        // wsRow/wsRowStart equal runRow/runRowStart here: take() copies them, a miss ends the run
        int p = runPtr;
        if (p >= end) {
            return -1;
        }
        if (b[p] <= ' ') {
            p = runWs(b, p, end);
            if (p >= end) {
                return -1;
            }
        }
        if (runComma) {
            if (b[p] != ',' || ++p >= end) {
                return -1;
            }
            if (b[p] <= ' ') {
                p = runWs(b, p, end);
                if (p >= end) {
                    return -1;
                }
            }
        }
        if (b[p] != '"') {
            return -1;
        }
        final int ns = p + 1;
        final int len = (int) name[0];
        // len counts the closing quote: jackson-core matches only with four bytes after it in the buffer
        if (ns + len + 3 >= end || !nameAt(b, ns, name, len)) {
            return -1;
        }
        nameOffset = ns;
        nameRow = wsRow;
        nameRowStart = wsRowStart;
        int v = ns + len;
        if (b[v] != ':') {
            v = runWs(b, v, end);
            if (v >= end || b[v] != ':') {
                return -1;
            }
        }
        if (++v >= end) {
            return -1;
        }
        if (b[v] <= ' ') {
            v = runWs(b, v, end);
        }
        valueAt = v;
        valueRow = wsRow;
        valueRowStart = wsRowStart;
        return v < end ? v : -1;
    }

    /**
     * Whether the {@code len} bytes at {@code ns} are those of {@code name} (see
     * {@code PropertyRun}: its length, then its bytes eight to a word, little-endian, zero padded),
     * compared a word at a time while the buffer holds the last word's eight bytes.
     */
    private static boolean nameAt(byte[] b, int ns, long[] name, int len) {
        if (ns + ((len + 7) & ~7) > b.length) {
            for (int k = 0; k < len; k++) {
                if (b[ns + k] != (byte) (name[1 + (k >>> 3)] >>> ((k & 7) << 3))) {
                    return false;
                }
            }
            return true;
        }
        int k = 1;
        int off = ns;
        for (; len > 8; len -= 8, off += 8, k++) {
            if (JsonNames.word(b, off) != name[k]) {
                return false;
            }
        }
        return ((JsonNames.word(b, off) ^ name[k]) & (-1L >>> ((8 - len) << 3))) == 0;
    }

    /**
     * Skips spaces, tabs, line feeds and carriage returns as jackson-core's _skipWS does (a
     * {@code \r\n} is one line), counting lines in wsRow/wsRowStart; returns {@code end} when a
     * carriage return is the buffer's last byte (jackson-core would load more to look past it).
     */
    private int runWs(byte[] b, int p, int end) {
        while (p < end) {
            int c = b[p];
            if (c == ' ' || c == '\t') {
                p++;
            } else if (c == '\n') {
                p++;
                wsRow++;
                wsRowStart = p;
            } else if (c == '\r') {
                if (++p >= end) {
                    return end;
                }
                if (b[p] == '\n') {
                    p++;
                }
                wsRow++;
                wsRowStart = p;
            } else {
                break;
            }
        }
        return p;
    }

    /**
     * Reads a string value whose content starts at {@code s}, for {@link #_finishAndReturnString}
     * and the runs: plain ASCII as one copy into a compact String, escapes and UTF-8 decoded in one
     * pass into the scratch array, either only within the stream-read limit and shorter than the
     * text buffer's segment ({@link #fitsSegment}); leaves the offset after the closing quote in
     * strAfter. Null for anything it leaves to jackson-core.
     */
    private String readText(int s) {
        final byte[] buf = _inputBuffer;
        final int end = _inputEnd;
        final int max = _streamReadConstraints.getMaxStringLength();
        int p = JsonBytes.plainRun(buf, s, end);
        if (p >= end) {
            return null;
        }
        if (buf[p] == '"') {
            int len = p - s;
            if (len > max || !fitsSegment(len)) {
                return null;
            }
            strAfter = p + 1;
            return len == 0 ? "" : JsonBytes.latin1(buf, s, len);
        }
        while (true) {
            long r = JsonBytes.decodeString(buf, s, end, scratch);
            if (r == -2 && scratch.length <= max) {
                scratch = new char[Math.max(256, scratch.length * 4)];
                continue;
            }
            int n = (int) r;
            if (r >= 0 && n <= max && fitsSegment(n)) {
                strAfter = (int) (r >>> 32);
                return new String(scratch, 0, n);
            }
            return null;
        }
    }

    /**
     * Reads an integer value at {@code v} as _parseUnsignedNumber/_parseSignedNumber read it
     * (no leading zeros, not followed by {@code . e E}, the next byte in the buffer) when it has
     * at most {@code maxDigits} digits and meets the stream-read constraints' number length;
     * returns it and leaves the offset after it in numAfter, or returns NOT_TAKEN.
     */
    private long runNumber(int v, int maxDigits) {
        final byte[] b = _inputBuffer;
        final int end = _inputEnd;
        boolean negative = b[v] == '-';
        int p = negative ? v + 1 : v;
        final int first = p;
        long n = 0;
        // eight bytes a step while the array holds them: the leading digits counted and converted at
        // once (the byte loop below was 10.8% of MediaItem's generated read, nine numbers: JFR, JDK 17)
        while (p + 8 <= b.length) {
            long w = JsonNames.word(b, p);
            int k = Math.min(Long.numberOfTrailingZeros(notDigits(w)) >>> 3, end - p);
            if (p + k - first > maxDigits) {
                return NOT_TAKEN;
            }
            if (k > 0) {
                n = n * POW10[k] + digits(w, k);
                p += k;
            }
            if (k < 8) {
                break;
            }
        }
        while (p < end) {
            int d = b[p] - '0';
            if (d < 0 || d > 9) {
                break;
            }
            n = n * 10 + d;
            p++;
            if (p - first > maxDigits) {
                return NOT_TAKEN;
            }
        }
        int digits = p - first;
        if (p >= end || digits == 0 || (b[first] == '0' && digits > 1)
                || digits > _streamReadConstraints.getMaxNumberLength()) {
            return NOT_TAKEN;
        }
        int c = b[p];
        if (c == '.' || c == 'e' || c == 'E') {
            return NOT_TAKEN;
        }
        numAfter = p;
        return negative ? -n : n;
    }

    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L, 100_000_000L};

    /**
     * Returns {@code w} (eight bytes, the first lowest) with a nonzero byte at each byte that is not
     * an ASCII digit, and zero bytes at the digits before the first such byte (a byte after it may
     * read either way: adding 6 to a byte from 0xFA carries into the next).
     */
    static long notDigits(long w) {
        return ((w & 0xF0F0F0F0F0F0F0F0L) ^ 0x3030303030303030L)
                | (((w + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) ^ 0x3030303030303030L);
    }

    /** Returns the value of the first {@code k} (1 to 8) bytes of {@code w}, ASCII digits, the first lowest. */
    static long digits(long w, int k) {
        long x = w << ((8 - k) << 3); // the digits in the top k bytes, zeros (leading zeros) below
        x = ((x & 0x0F0F0F0F0F0F0F0FL) * 2561) >>> 8;
        x = ((x & 0x00FF00FF00FF00FFL) * 6553601) >>> 16;
        return ((x & 0x0000FFFF0000FFFFL) * 42949672960001L) >>> 32;
    }

    private void takeNumber(int v, int kind) {
        runHadNumber = true;
        runTextKind = TEXT_NUMBER;
        runNumStart = v;
        runNumEnd = numAfter;
        take(numAfter, kind);
    }

    /** Takes the property read; its value ends before {@code after}. */
    private void take(int after, int kind) {
        // the context's index moves on here, not in a loop in endRun, where the increments of one
        // field in a row took 4.6-7.4% of MediaItem's generated read (JFR, JDK 17); nothing reads
        // the index before endRun
        _parsingContext.expectComma();
        runTaken++;
        runComma = true;
        lastNameOffset = nameOffset;
        lastNameRow = nameRow;
        lastNameRowStart = nameRowStart;
        lastValueAt = valueAt;
        lastValueRow = valueRow;
        lastValueRowStart = valueRowStart;
        runKind = kind;
        runPtr = after;
        runRow = wsRow;
        runRowStart = wsRowStart;
    }

    // ---------------------------------------------------------------------------------------
    // Streaming block (fastjson-kit-streaming): skipChildren() by a byte scan, JsonSkip

    /** Lines JsonSkip crossed and the last one's start; made at the first skip (a parser per call must not pay for it). */
    private int[] skipRows;

    /**
     * Skips the container whose start is the current token as jackson-core does, with the whole
     * container found by {@link JsonSkip#container} when it lies in the buffer and is strict JSON;
     * otherwise, and with duplicate detection or a token-count limit on, token by token.
     */
    @Override
    public com.fasterxml.jackson.core.JsonParser skipChildren() throws IOException {
        final JsonToken t = _currToken;
        if (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) {
            return this;
        }
        final JsonReadContext ctx = _parsingContext;
        final com.fasterxml.jackson.core.StreamReadConstraints limits = _streamReadConstraints;
        if (ctx.getDupDetector() == null && !limits.hasMaxTokenCount()) {
            int[] rows = skipRows;
            if (rows == null) {
                skipRows = rows = new int[2];
            }
            final int r = JsonSkip.container(_inputBuffer, _inputPtr, _inputEnd, t == JsonToken.START_OBJECT,
                    limits.getMaxNestingDepth() - ctx.getNestingDepth(), limits.getMaxNameLength(),
                    limits.getMaxNumberLength(), rows);
            if (r >= 0) {
                if (rows[0] != 0) {
                    _currInputRow += rows[0];
                    _currInputRowStart = rows[1];
                }
                _binaryValue = null;
                _inputPtr = r;
                _tokenInputRow = _currInputRow; // as jackson-core's _updateLocation, at r
                _tokenInputTotal = _currInputProcessed + r;
                _tokenInputCol = r - _currInputRowStart;
                _parsingContext = ctx.clearAndGetParent();
                _updateToken(t == JsonToken.START_OBJECT ? JsonToken.END_OBJECT : JsonToken.END_ARRAY);
                return this;
            }
        }
        return super.skipChildren();
    }

    // ---- Whole containers for the kit's Object and JsonNode deserializers (ContainerScan) ----
    //
    // databind's UntypedObjectDeserializerNR and JsonNodeDeserializer walk a container token by
    // token: 30-40% of twitter.json and citm_catalog.json to Map or JsonNode went to them, the rest
    // to nextToken()/nextFieldName() (JFR). Here the container whose start is the current token is
    // read in one scan of the input buffer into the same values, without changing the parser;
    // only a scan that reaches the container's end commits, leaving the state jackson-core's walk
    // to that end would leave (the same as step() leaves after a closing bracket).

    /** What {@link #scanContainer} returns when it did not take the container (the parser is untouched). */
    static final Object NOT_SCANNED = new Object();

    /** The names of this parser's container scans (see ContainerScan), made after its first few look-ups. */
    private ContainerScan.Names scanNames;

    /**
     * Reads the object or array whose start is the current token, to its end, as
     * {@code UntypedObjectDeserializerNR} (with {@code nodes} null) or {@code JsonNodeDeserializer}
     * (with {@code nodes}, the context's node factory) would build it with default features; then
     * the matching end token is current, as after jackson-core's walk.
     *
     * @param nodes the node factory for a {@code JsonNode}, or null for maps and lists
     * @param failOnDuplicates whether a name twice in one object node must go to databind's code
     *     (which fails with {@code FAIL_ON_READING_DUP_TREE_KEY})
     * @return the map, list, object or array node; {@link #NOT_SCANNED} if not taken
     */
    Object scanContainer(JsonNodeFactory nodes, boolean failOnDuplicates) throws IOException {
        return scan(nodes, failOnDuplicates, null, 0, false);
    }

    /**
     * Reads the object whose start is the current token into {@code into}, as databind's
     * {@code MapDeserializer} with String keys and databind's own deserializer for the values'
     * kind would (see {@link ContainerScan#typedMap}); then its {@code END_OBJECT} is current.
     *
     * @param into the empty map to fill; not to be used if this returns {@link #NOT_SCANNED}
     * @param kind the values' kind, {@link ContainerScan#DOUBLES} to {@link ContainerScan#BOOLEANS}
     * @param intsAsDoubles whether integers are taken as {@code Double} values (databind's default coercion)
     * @return {@code into}; {@link #NOT_SCANNED} if not taken
     */
    Object scanMap(Map<String, Object> into, int kind, boolean intsAsDoubles) throws IOException {
        return _currToken == JsonToken.START_OBJECT ? scan(null, false, into, kind, intsAsDoubles) : NOT_SCANNED;
    }

    private Object scan(JsonNodeFactory nodes, boolean failOnDuplicates, Map<String, Object> into, int kind,
            boolean intsAsDoubles) throws IOException {
        final JsonToken t = _currToken;
        final JsonReadContext ctx = _parsingContext;
        // token counting and duplicate detection are left to jackson-core's walk
        if ((t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) || _tokenIncomplete || _nextToken != null
                || _trackMaxTokenCount || _closed || ctx.getDupDetector() != null) {
            return NOT_SCANNED;
        }
        final byte[] b = _inputBuffer;
        final int next = _inputPtr;
        if (next < _inputEnd && (b[next] == ']' || b[next] == '}' || b[next] == ' ' && next + 1 < _inputEnd
                && (b[next + 1] == ']' || b[next + 1] == '}'))) {
            return NOT_SCANNED; // an empty container: databind's own read costs less than setting up a scan
        }
        final StreamReadConstraints limits = _streamReadConstraints;
        final boolean object = t == JsonToken.START_OBJECT;
        // strings and names as long as the text buffer's segment are left to jackson-core's walk, which
        // grows the segment reading them (see fitsSegment)
        final int fits = segmentLength() - 1;
        ContainerScan s = new ContainerScan(_inputBuffer, _inputPtr, _inputEnd, _currInputRow, _currInputRowStart,
                _symbols, Math.min(limits.getMaxStringLength(), fits), Math.min(limits.getMaxNameLength(), fits),
                limits.getMaxNumberLength(),
                limits.getMaxNestingDepth() - ctx.getNestingDepth(),
                isEnabled(JsonParser.Feature.USE_FAST_DOUBLE_PARSER), scratch, scanNames, nodes);
        Object v;
        try {
            if (into != null) {
                v = s.typedMap(into, kind, intsAsDoubles);
            } else if (nodes == null) {
                v = object ? s.map() : s.list();
            } else {
                v = object ? s.objectNode() : s.arrayNode(nodes.arrayNode());
            }
        } catch (RuntimeException e) {
            if (e != ContainerScan.BAIL) {
                throw e;
            }
            v = NOT_SCANNED;
        }
        scratch = s.scratch();
        scanNames = s.names();
        if (v == NOT_SCANNED || (failOnDuplicates && s.duplicates)) {
            return NOT_SCANNED;
        }
        final int p = s.pos;
        _currInputRow = s.row;
        _currInputRowStart = s.rowStart;
        _inputPtr = p;
        _binaryValue = null;
        _numTypesValid = NR_UNKNOWN;
        _tokenInputRow = s.row;
        _tokenInputTotal = _currInputProcessed + p;
        _tokenInputCol = p - s.rowStart;
        if (s.sawNumber) {
            _textBuffer.emptyAndGetCurrentSegment();
        }
        _parsingContext = ctx.clearAndGetParent();
        _updateToken(object ? JsonToken.END_OBJECT : JsonToken.END_ARRAY);
        return v;
    }

    // ---- Kept between documents (EngineJsonFactory#documentParser) ----
    //
    // Making and closing a parser over a small byte array cost about 130 ns and 728 bytes (one
    // JVM, JDK 17: the parser, its I/O context, text buffer, symbol-table child, root context and
    // quad buffer), most of a small readValue(byte[]). A parser of a whole document that read it
    // without failing is kept by its thread and set up for the next document as jackson-core's
    // constructor would have left a new one; ParserReuseTest compares every field with a new
    // parser's.

    /** The factory that may keep this parser; null for a parser that is never kept. */
    private final EngineJsonFactory owner;
    /**
     * The current document's content reference, for locations; null unless {@link #owner} is set,
     * and for a byte array until first asked for ({@link #document()}).
     */
    private ContentReference document;
    /**
     * For a byte array document: its first byte, and whether it is the whole array. Its content
     * reference, which jackson-core makes with every parser, is made only when a location or the
     * source is asked for: with the default features ({@code INCLUDE_SOURCE_IN_LOCATION} off)
     * nothing does, and making it for every read cost an allocation and, stored into this kept
     * parser, G1's card-marking barrier.
     */
    private int docStart;
    private boolean docWhole;

    /** Notes that the current document is {@code _inputBuffer} from {@code start}, the whole array or not (see {@link #docStart}). */
    void byteDocument(int start, boolean whole) {
        docStart = start;
        docWhole = whole;
    }

    /** The current document's content reference, made on first use for a byte array. */
    private ContentReference document() {
        ContentReference d = document;
        if (d == null && _inputBuffer != null) {
            document = d = owner.documentReference(_inputBuffer, docStart, _inputEnd - docStart, docWhole);
        }
        return d;
    }

    /** jackson-core 2.23's {@code ParserBase._numberDoubleDeferred}; null with earlier versions, which lack it. */
    private static final VarHandle DOUBLE_DEFERRED = doubleDeferred();

    private static VarHandle doubleDeferred() {
        try {
            return MethodHandles.lookup().findVarHandle(EngineParser.class, "_numberDoubleDeferred", boolean.class);
        } catch (NoSuchFieldException | IllegalAccessException e) {
            return null;
        }
    }

    EngineJsonFactory owner() {
        return owner;
    }

    /**
     * The deserialization context of this kept parser's last read through a reader
     * ({@link KeptReadContext}), or null; and whether a read is using it now (a nested read over
     * this parser, from a deserializer, gets a new one). Making the context
     * ({@code DefaultDeserializationContext.Impl.createInstance} and its constructors) was 1.2% of
     * a generated MediaItem read and about 80 of its bytes (JFR, JDK 17).
     */
    private com.fasterxml.jackson.databind.deser.DefaultDeserializationContext readContext;
    private boolean readContextInUse;

    /** Returns the context kept from this parser's last read, unless a read is using it; null if none. */
    com.fasterxml.jackson.databind.deser.DefaultDeserializationContext readContext() {
        return readContextInUse ? null : readContext;
    }

    /** Notes that a read uses {@code c} (kept or new) until this parser is kept again ({@link #forget}), unless one is in use. */
    void useReadContext(com.fasterxml.jackson.databind.deser.DefaultDeserializationContext c) {
        if (!readContextInUse) {
            if (readContext != c) { // a reference stored into this long-lived parser costs a barrier
                readContext = c;
            }
            readContextInUse = true;
        }
    }

    /** As jackson-core's, with the current document's reference where the I/O context holds none. */
    @Override
    protected ContentReference _contentReference() {
        if (owner == null) {
            return super._contentReference();
        }
        return JsonParser.Feature.INCLUDE_SOURCE_IN_LOCATION.enabledIn(_features) ? document()
                : _contentReferenceRedacted();
    }

    @Override
    @Deprecated
    protected Object _getSourceReference() {
        if (owner == null) {
            return super._getSourceReference();
        }
        return JsonParser.Feature.INCLUDE_SOURCE_IN_LOCATION.enabledIn(_features) ? document().getRawContent() : null;
    }

    /**
     * Whether this parser may be kept for another document: one of its factory's document parsers,
     * closed (its buffers released, its new names merged into the factory's table), holding no more
     * names than jackson-core lets a table be reused with ({@code MAX_ENTRIES_FOR_REUSE}).
     */
    boolean keepable() {
        return owner != null && _closed && _inputStream == null && _nameCopyBuffer == null
                && _symbols.size() <= EngineJsonFactory.MAX_KEPT_NAMES;
    }

    /** The recycler this parser's buffers come from: a {@link ThreadRecycler} for a parser that may be kept. */
    ThreadRecycler recycler() {
        return (ThreadRecycler) _ioContext.bufferRecycler();
    }

    /** This parser's I/O context, where a kept parser's next read buffer comes from. */
    IOContext ioContext() {
        return _ioContext;
    }

    /** The longest scratch array a kept parser keeps, in chars (a quad buffer: a quarter of it, in ints). */
    private static final int MAX_KEPT_CHARS = 8 * 1024;

    /**
     * Lets go of the last document and what was read from it, for a parser about to be kept; drops
     * scratch arrays grown past {@link #MAX_KEPT_CHARS}.
     */
    void forget() {
        if (scratch.length > MAX_KEPT_CHARS) {
            scratch = NO_CHARS;
        }
        if (_quadBuffer.length > MAX_KEPT_CHARS / 4) {
            _quadBuffer = new int[16]; // jackson-core's first size
        }
        resetEngine();
        scanNames = null;
        _inputBuffer = null;
        document = null;
        docStart = 0;
        docWhole = false;
        keepRoot();
        clearRead();
        readContextInUse = false;
        if (readContext != null) {
            KeptReadContext.forget(readContext);
        }
    }

    /**
     * Leaves the root context as {@code createRootContext(null)} makes one. A root without
     * duplicate detection is reset rather than replaced, so that the next document's object and
     * array contexts are its descendants, reused as jackson-core reuses a context's child within
     * one document ({@code reset} at each {@code createChild...Context}), instead of made again: a
     * new root per read made all five of a MediaItem read's contexts anew (with the root, 224 of a
     * generated MediaItem read's 1,232 bytes; the allocations and the page faults under them 7-10%
     * of its samples, async-profiler, JDK 17). At the root every descendant was closed through
     * {@code clearAndGetParent}, which lets go of its value. A new root replaces the old one when
     * the read stopped inside the document, when the root detects duplicates, and when a context
     * may be held or may have been given a duplicate detector since the root was made or kept (see
     * {@link #contextsTouched}); the contexts let go of then stay as they are. jackson-core's own
     * contexts are used (the class is final in 2.18), so under a kept root no context has a
     * duplicate detector; one given inside a document is handled by {@link #dupsChanged}. A
     * document that went deeper than {@link #KEPT_DEPTH} gets a new root too, so that a parser
     * kept by its thread holds at most that many contexts after one deep document (jackson-core's
     * nesting limit is 1,000 by default).
     */
    private void keepRoot() {
        JsonReadContext ctx = _parsingContext;
        if (!contextsTouched && ctx.getParent() == null && ctx.getDupDetector() == null && deepest <= KEPT_DEPTH) {
            ctx.reset(ROOT, 1, 0);
            staleChain = true;
        } else {
            _parsingContext = JsonReadContext.createRootContext(null);
            staleChain = false;
        }
        contextsTouched = false;
        deepest = 0;
    }

    /**
     * The deepest nesting whose contexts a kept root keeps for the next document: past it, the
     * next document makes its contexts anew, as a new parser does.
     */
    static final int KEPT_DEPTH = 64;

    /** {@code JsonStreamContext.TYPE_ROOT}, protected there. */
    private static final int ROOT = 0;

    /**
     * Whether, since this parser's root was last made or kept, a context may have been taken
     * ({@link #getParsingContext()}: a {@code TokenBuffer} keeps the context it was made in, and
     * reads it when it is read) or given a duplicate detector (a change of
     * {@code STRICT_DUPLICATE_DETECTION} sets one on the current context).
     */
    private boolean contextsTouched;
    /**
     * Whether the root was kept from an earlier document, so that contexts below it may be that
     * document's, where a new parser has none; and the deepest nesting depth of a context made
     * (or reused) in this document.
     */
    private boolean staleChain;
    private int deepest;

    /** As jackson-core's; notes that a context may now be held (see {@link #keepRoot}). */
    @Override
    public JsonReadContext getParsingContext() {
        contextsTouched = true;
        return _parsingContext;
    }

    /** As jackson-core's; notes the depth reached (see {@link #dupsChanged}). */
    @Override
    protected void createChildObjectContext(int lineNr, int colNr) throws IOException {
        super.createChildObjectContext(lineNr, colNr);
        reached(_parsingContext.getNestingDepth());
    }

    /** As jackson-core's; notes the depth reached (see {@link #dupsChanged}). */
    @Override
    protected void createChildArrayContext(int lineNr, int colNr) throws IOException {
        super.createChildArrayContext(lineNr, colNr);
        reached(_parsingContext.getNestingDepth());
    }

    private void reached(int depth) {
        if (depth > deepest) {
            deepest = depth;
        }
    }

    /** As jackson-core's; see {@link #dupsChanged}. */
    @Override
    public JsonParser enable(JsonParser.Feature f) {
        super.enable(f);
        if (f == JsonParser.Feature.STRICT_DUPLICATE_DETECTION) {
            dupsChanged();
        }
        return this;
    }

    /** As jackson-core's; see {@link #dupsChanged}. */
    @Override
    public JsonParser disable(JsonParser.Feature f) {
        super.disable(f);
        if (f == JsonParser.Feature.STRICT_DUPLICATE_DETECTION) {
            dupsChanged();
        }
        return this;
    }

    /** As jackson-core's; see {@link #dupsChanged}. */
    @Override
    protected void _checkStdFeatureChanges(int newFeatureFlags, int changedFeatures) {
        super._checkStdFeatureChanges(newFeatureFlags, changedFeatures);
        if (JsonParser.Feature.STRICT_DUPLICATE_DETECTION.enabledIn(changedFeatures)) {
            dupsChanged();
        }
    }

    /**
     * After jackson-core set or cleared the current context's duplicate detector: keeps the root
     * from being kept, and, when the context got a detector under a kept root and this document
     * has not yet gone below it, puts copies of the contexts from the root to it in their place.
     * A new parser's context would have no child there, so its next one is made with a child of
     * the detector; a kept one's child is an earlier document's, without. Where this document
     * went below the context, a new parser's child is this document's, without a detector, as
     * the kept one's is. The copies hold the same index, name, value, detector and start.
     */
    private void dupsChanged() {
        contextsTouched = true;
        JsonReadContext ctx = _parsingContext;
        if (staleChain && ctx.getDupDetector() != null && deepest <= ctx.getNestingDepth()) {
            _parsingContext = copyPath(ctx);
            staleChain = false;
        }
    }

    /** A copy of {@code c} whose ancestors are copies too, and which has no child. */
    private static JsonReadContext copyPath(JsonReadContext c) {
        JsonReadContext parent = c.getParent();
        JsonLocation start = c.startLocation(ContentReference.unknown());
        int row = start.getLineNr();
        int col = start.getColumnNr();
        JsonReadContext copy;
        if (parent == null) {
            copy = JsonReadContext.createRootContext(row, col, null);
        } else {
            JsonReadContext p = copyPath(parent);
            copy = c.inArray() ? p.createChildArrayContext(row, col) : p.createChildObjectContext(row, col);
            copy.withDupDetector(null); // the copied parent's made a child of its own
        }
        for (int k = c.getEntryCount(); k > 0; k--) {
            copy.expectComma();
        }
        try {
            copy.setCurrentName(c.getCurrentName()); // no detector yet: nothing checked
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        copy.setCurrentValue(c.getCurrentValue());
        return copy.withDupDetector(c.getDupDetector());
    }

    /**
     * Whether {@code ctx} is as {@code JsonReadContext.createRootContext(null)} makes one: a root
     * without duplicate detection, no entry, no name, no value. Such a root is kept rather than
     * replaced by an equal new one: the replacement's store into this long-lived parser pays G1's
     * post-write barrier (profile of {@code EngineReadBench empty_fastMappers}, JDK 17).
     */
    private static boolean pristineRoot(JsonReadContext ctx) {
        return ctx.getParent() == null && ctx.inRoot() && ctx.getEntryCount() == 0 && ctx.getDupDetector() == null
                && ctx.getCurrentName() == null && ctx.getCurrentValue() == null;
    }

    /**
     * Lets go of what was read (text, numbers, binary, token, payload) as a new parser holds none;
     * for {@link #forget} and again in {@link #reuse}, as a deserializer that held on to this parser
     * may have used it since.
     */
    private void clearRead() {
        segmentFloor = 0;
        _textBuffer.releaseBuffers();
        _textBuffer.resetWithShared(null, 0, 0); // as new: no text, no result kept
        if (_nameCopyBuffer != null) {
            char[] b = _nameCopyBuffer;
            _nameCopyBuffer = null;
            _ioContext.releaseNameCopyBuffer(b);
        }
        _currToken = null;
        _lastClearedToken = null;
        _requestPayload = null;
        _binaryValue = null;
        _byteArrayBuilder = null;
        _numberBigInt = null;
        _numberBigDecimal = null;
        _numberString = null;
    }

    /**
     * Sets this kept parser up over {@code [start, end)} of {@code buffer}, then {@code in} if not
     * null, as jackson-core's
     * constructor sets up a new one with {@code features} and {@code codec}. The symbol-table
     * child, the text buffer, the I/O context and the scratch arrays stay; the long-name caches
     * start empty, as the tables they answer for may differ in what a new parser would hold.
     */
    void reuse(InputStream in, byte[] buffer, int start, int end, boolean recyclable, ContentReference contentRef,
            int features, ObjectCodec codec) {
        clearRead();
        // JsonParser, ParserMinimalBase
        _features = features;
        _tokenCount = 0L;
        // ParserBase
        _closed = false;
        _inputPtr = start;
        _inputEnd = end;
        _currInputProcessed = -start;
        _currInputRow = 1;
        _currInputRowStart = start;
        _tokenInputTotal = 0L;
        _tokenInputRow = 1;
        _tokenInputCol = 0;
        if (JsonParser.Feature.STRICT_DUPLICATE_DETECTION.enabledIn(features)) {
            _parsingContext = JsonReadContext.createRootContext(DupDetector.rootDetector(this));
            staleChain = false;
        } else if (contextsTouched || !pristineRoot(_parsingContext)) { // a deserializer that held on to this parser used it since
            keepRoot();
        }
        deepest = 0;
        _nextToken = null;
        _nameCopied = false;
        _numTypesValid = NR_UNKNOWN;
        _numberInt = 0;
        _numberLong = 0L;
        _numberFloat = 0f;
        _numberDouble = 0d;
        if (DOUBLE_DEFERRED != null) {
            DOUBLE_DEFERRED.set(this, false);
        }
        _numberIsNaN = false;
        _numberNegative = false;
        _intLength = 0;
        _fractLength = 0;
        _expLength = 0;
        // JsonParserBase, UTF8StreamJsonParser
        if (_objectCodec != codec) { // a reference stored into this long-lived parser costs a barrier
            _objectCodec = codec;
        }
        _tokenIncomplete = false;
        _nameStartOffset = 0;
        _nameStartRow = 0;
        _nameStartCol = 0;
        _inputStream = in;
        if (_inputBuffer != buffer) {
            _inputBuffer = buffer;
        }
        _bufferRecyclable = recyclable;
        // the engine
        if (document != contentRef) { // null for a byte array (made on first use), as forget() left it
            document = contentRef;
        }
        resetEngine();
        runOn = false;
        runComma = false;
        runFirstComma = false;
        runHadNumber = false;
        runTaken = 0;
        runPtr = 0;
        runRow = 0;
        runRowStart = 0;
        lastNameOffset = 0;
        lastNameRow = 0;
        lastNameRowStart = 0;
        lastValueAt = 0;
        lastValueRow = 0;
        lastValueRowStart = 0;
        runTextKind = 0;
        runTextAt = 0;
        runKind = 0;
        runNumStart = 0;
        runNumEnd = 0;
        wsRow = 0;
        wsRowStart = 0;
        nameOffset = 0;
        nameRow = 0;
        nameRowStart = 0;
        valueAt = 0;
        valueRow = 0;
        valueRowStart = 0;
        runCloseAt = -1;
        runCloseRow = 0;
        runCloseRowStart = 0;
        numAfter = 0;
        strAfter = 0;
        listLastAt = 0;
        scanNames = null;
    }
}
