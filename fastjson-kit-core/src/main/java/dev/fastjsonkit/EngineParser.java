/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

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
final class EngineParser extends EngineStructureParser {

    EngineParser(IOContext ctxt, int features, InputStream in, ObjectCodec codec, ByteQuadsCanonicalizer sym,
            byte[] buffer, int start, int end, boolean recyclable) {
        super(ctxt, features, in, codec, sym, buffer, start, end, 0, recyclable);
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

    /** Reads a string value as {@code getText()}, {@code getValueAsString()} and {@code nextTextValue()} do. */
    @Override
    protected String _finishAndReturnString() throws IOException {
        final byte[] buf = _inputBuffer;
        final int start = _inputPtr;
        final int end = _inputEnd;
        int p = JsonBytes.plainRun(buf, start, end);
        if (p < end && buf[p] == '"') {
            int len = p - start;
            if (len <= _streamReadConstraints.getMaxStringLength()) {
                // pure ASCII: one copy into a compact String, no char[] on the way
                String s = len == 0 ? "" : new String(buf, start, len, StandardCharsets.ISO_8859_1);
                _textBuffer.resetWithString(s);
                _inputPtr = p + 1;
                return s;
            }
        } else if (p < end) {
            // escapes or UTF-8: decoded in one pass into a scratch array, not the text buffer,
            // whose segment sizes show in jackson-core's messages on later strings
            final int max = _streamReadConstraints.getMaxStringLength();
            while (true) {
                long r = JsonBytes.decodeString(buf, start, end, scratch);
                if (r == -2 && scratch.length <= max) {
                    scratch = new char[Math.max(256, scratch.length * 4)];
                    continue;
                }
                int n = (int) r;
                if (r >= 0 && n <= max) {
                    String s = new String(scratch, 0, n);
                    _textBuffer.resetWithString(s);
                    _inputPtr = (int) (r >>> 32);
                    return s;
                }
                break;
            }
        }
        return super._finishAndReturnString();
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
            if (out.length >= after - 1 - start) {
                _textBuffer.setCurrentLength(JsonBytes.decode(buf, start, after - 1, out));
                _inputPtr = after;
                return;
            }
        }
        super._finishString();
    }
}
