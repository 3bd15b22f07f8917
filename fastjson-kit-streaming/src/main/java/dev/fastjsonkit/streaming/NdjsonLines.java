/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;

import java.io.CharConversionException;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.SoftReference;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * The line splitting of {@link NdjsonReader}: a line is parsed where it lies ({@code byte[]}, or
 * the whole lines in a buffer of a stream) or streamed to its parser up to its end; it is never
 * buffered, so memory does not grow with its length. Package-private; copied with
 * {@code NdjsonReader}.
 */
abstract class NdjsonLines implements Closeable {

    /** The reader whose factory, binder and line-length limit apply. */
    final NdjsonReader<?> reader;
    long lineNumber;

    NdjsonLines(NdjsonReader<?> reader) {
        this.reader = reader;
    }

    /**
     * Reads the next line: {@link #VALUE} (in {@code out[0]}), {@link #BLANK} or {@link #END};
     * a bad line throws a {@link NdjsonReader.LineException}. By default with a parser of its own.
     */
    int read(Object[] out) throws IOException {
        if (!next()) {
            return END;
        }
        return reader.parseLine(this, out) ? VALUE : BLANK;
    }

    /** Moves to the next line (possibly blank), past the rest of this one; false at the end. */
    abstract boolean next() throws IOException;

    /** A parser over the current line, which it sees as the whole input. */
    abstract JsonParser parser(JsonFactory f) throws IOException;

    abstract String unit();

    static final int END = -1;
    static final int BLANK = 0;
    static final int VALUE = 1;

    /** Thrown by a streamed line when it passes {@code maxLineLength}; read past by {@code next}. */
    static final class TooLong extends IOException {
        private static final long serialVersionUID = 1L;

        TooLong() {
            super("line too long");
        }
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Returns the index of the first {@code \n} in {@code b[from..to)}, or {@code to}; eight bytes
     * per step (a SWAR zero-byte test), since a byte loop here cost about as much as parsing the
     * line (StreamingBench ndjson, 20 KB lines).
     */
    static int newline(byte[] b, int from, int to) {
        int i = from;
        for (; i <= to - 8; i += 8) {
            long w = (long) LONGS.get(b, i) ^ 0x0A0A0A0A0A0A0A0AL;
            long zero = (w - 0x0101010101010101L) & ~w & 0x8080808080808080L;
            if (zero != 0) {
                return i + (Long.numberOfTrailingZeros(zero) >>> 3);
            }
        }
        while (i < to && b[i] != '\n') {
            i++;
        }
        return i;
    }

    /**
     * Returns the index of the last {@code \n} in {@code b[from..to)}, or -1; eight bytes per step
     * from the end, so that finding the last whole line of a 64 KiB buffer reads about one line,
     * not the buffer (a forward search of the buffer cost about 9% of reading small lines from a
     * stream, StreamingBench ndjsonStream, ascii-small, JFR: {@code newline} under
     * {@code nextWindow}).
     */
    static int lastNewline(byte[] b, int from, int to) {
        int i = to - 8;
        for (; i >= from; i -= 8) {
            long x = (long) LONGS.get(b, i) ^ 0x0A0A0A0A0A0A0A0AL;
            // exact: the high bit is set in exactly the zero bytes of x (no borrow between bytes)
            long zero = ~(((x & 0x7F7F7F7F7F7F7F7FL) + 0x7F7F7F7F7F7F7F7FL) | x | 0x7F7F7F7F7F7F7F7FL);
            if (zero != 0) {
                return i + ((63 - Long.numberOfLeadingZeros(zero)) >>> 3);
            }
        }
        for (int k = i + 7; k >= from; k--) {
            if (b[k] == '\n') {
                return k;
            }
        }
        return -1;
    }


    /**
     * Byte input held whole, or a window of whole lines in a buffer. One parser reads the lines
     * one after another, as {@code MappingIterator} reads root values; each value is checked to
     * start and end on its line with nothing but whitespace after it. A line that fails or does not pass that check
     * is read again with a parser of its own (in place), which gives exactly the value or the
     * error of reading that line alone; so do the {@link #SOLO_AFTER_SLOW} lines after it, which
     * bounds the work a line that opens an unclosed value can cause. A parser per line cost 0.54
     * to 0.67 of {@code MappingIterator}'s speed on lines of about 600 bytes (StreamingBench
     * ndjson, small feeds).
     */
    static final class ArrayLines extends NdjsonLines {
        private byte[] doc;
        private int limit; // the end of the lines to read: doc.length, or of the whole lines in a buffer
        private int start;
        private int end; // the offset of the current line's '\n', or limit
        private JsonParser shared; // reads from 'base' on; null while lines are read alone
        private ExtractorCore.Binder<?> sharedBinder; // the binder for shared (Binder.forParser)
        private int base;
        private int solo; // lines still to read alone
        private boolean byteOffsets = true; // false once the factory's parser did not report them
        /**
         * Whether the shared parser's line count tells that a value ended on its line: every line
         * feed outside a string counts, and none may be inside one. Then the line is not searched
         * for its end before its value is read (that second pass cost about a tenth of the time,
         * StreamingBench ndjson, small lines); with raw control characters allowed it is.
         */
        private boolean rowsTell;
        /**
         * The ASCII chars that {@code doc} holds as bytes, from {@code charBase} ({@code ReaderLines}),
         * or null: a line read alone is then read from its chars, by a char parser, so that its
         * error is that of the chars.
         */
        private char[] chars;
        private int charBase;

        ArrayLines(NdjsonReader<?> reader, byte[] doc) {
            super(reader);
            this.doc = Objects.requireNonNull(doc, "input");
            this.limit = doc.length;
            this.end = -1;
        }

        /** Reads the whole lines in {@code b[from, limit)} next, numbered on from {@code lineNumber + 1}. */
        void window(byte[] b, int from, int limit, long lineNumber) throws IOException {
            closeShared();
            this.doc = b;
            this.chars = null;
            this.limit = limit;
            this.end = from - 1;
            this.lineNumber = lineNumber;
        }

        /**
         * As {@link #window(byte[], int, int, long)}, where {@code b[from, limit)} holds the ASCII
         * chars {@code c[charBase + from, charBase + limit)}: lines read alone are read from the chars.
         */
        void window(byte[] b, int from, int limit, long lineNumber, char[] c, int charBase) throws IOException {
            window(b, from, limit, lineNumber);
            this.chars = c;
            this.charBase = charBase;
        }

        /** Whether lines of the window are left. */
        boolean hasLines() {
            return end + 1 < limit;
        }

        @Override
        int read(Object[] out) throws IOException {
            if (solo == 0 && byteOffsets && end + 1 < limit) {
                int r = readShared(out);
                if (r != SLOW) {
                    return r;
                }
                solo = SOLO_AFTER_SLOW;
            }
            if (solo > 0) {
                solo--;
            }
            try {
                return super.read(out);
            } catch (NdjsonReader.LineException e) { // bad lines come in runs: read the next ones alone too
                solo = SOLO_AFTER_SLOW;
                throw e;
            }
        }

        /** Reads the next line with the shared parser; {@link #SLOW} when it must be read alone. */
        private int readShared(Object[] out) throws IOException {
            JsonToken t;
            try {
                if (shared == null) { // (may fail at once, e.g. on a document-length limit)
                    base = end + 1;
                    if (chars != null && !plainStart(doc, base, limit)) {
                        return slow();
                    }
                    shared = reader.factory.createParser(doc, base, limit - base);
                    rowsTell = !shared.isEnabled(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS.mappedFeature());
                    sharedBinder = reader.binder.forParser(shared);
                }
                t = shared.nextToken();
            } catch (JsonProcessingException | CharConversionException e) {
                return slow();
            }
            if (t == null) { // only blank lines are left: counted, for the lines after a buffer's
                closeShared();
                for (int i = newline(doc, end + 1, limit); i < limit; i = newline(doc, i + 1, limit)) {
                    lineNumber++;
                }
                end = limit;
                return END;
            }
            JsonLocation at = shared.currentTokenLocation();
            long offset = at.getByteOffset();
            if (offset < 0) { // not a byte-offset parser: read every line alone
                byteOffsets = false;
                return slow();
            }
            int token = base + (int) offset;
            int lineStart = end + 1;
            long line = lineNumber + 1;
            for (int i = lineStart; i < token; i++) { // blank lines before the value
                int c = doc[i];
                if (c == '\n') {
                    line++;
                    lineStart = i + 1;
                } else if (c != ' ' && c != '\t' && c != '\r') { // e.g. a comment the factory allows
                    return slow();
                }
            }
            int lineEnd = limit;
            if (!rowsTell) { // the line end is found before the value is read
                lineEnd = newline(doc, token, limit);
                if (lineEnd - lineStart > reader.maxLineLength) {
                    return slowFrom(lineStart, line);
                }
            }
            Object value;
            int after;
            int rows;
            try {
                value = ExtractorCore.bindWhole(shared, sharedBinder);
                JsonLocation past = shared.currentLocation();
                after = base + (int) past.getByteOffset();
                rows = past.getLineNr() - at.getLineNr();
            } catch (JsonProcessingException | CharConversionException e) {
                return slowFrom(lineStart, line);
            }
            if (rowsTell) { // no second pass over the line: the parser counted its line feeds
                if (rows == 1 && after > token && doc[after - 1] == '\n') { // a root number took it
                    lineEnd = after - 1;
                } else if (rows != 0) { // the value went on to the next line
                    return slowFrom(lineStart, line);
                } else {
                    lineEnd = after;
                    for (int c; lineEnd < limit && (c = doc[lineEnd]) != '\n'; lineEnd++) {
                        if (c != ' ' && c != '\t' && c != '\r') { // more on the line
                            return slowFrom(lineStart, line);
                        }
                    }
                }
                if (lineEnd - lineStart > reader.maxLineLength) {
                    return slowFrom(lineStart, line);
                }
            } else if (after != lineEnd + 1) { // (a root number takes the '\n' after it)
                if (after > lineEnd) { // the value went on to the next line
                    return slowFrom(lineStart, line);
                }
                for (int i = after; i < lineEnd; i++) {
                    int c = doc[i];
                    if (c != ' ' && c != '\t' && c != '\r') { // more on the line
                        return slowFrom(lineStart, line);
                    }
                }
            }
            start = lineStart;
            end = lineEnd;
            lineNumber = line;
            out[0] = value;
            return VALUE;
        }

        /** Leaves the shared parser; the line after the current one is read alone next. */
        private int slow() throws IOException {
            closeShared();
            return SLOW;
        }

        /** As {@link #slow()}, the line at {@code lineStart} (number {@code line}) read alone next. */
        private int slowFrom(int lineStart, long line) throws IOException {
            end = lineStart - 1;
            lineNumber = line - 1;
            return slow();
        }

        private void closeShared() throws IOException {
            JsonParser p = shared;
            shared = null;
            sharedBinder = null;
            if (p != null) {
                p.close();
            }
        }

        @Override
        boolean next() {
            start = end + 1;
            if (start >= limit) {
                return false;
            }
            end = newline(doc, start, limit);
            lineNumber++;
            return true;
        }

        @Override
        JsonParser parser(JsonFactory f) throws IOException {
            if (end - start > reader.maxLineLength) {
                throw new TooLong();
            }
            if (chars != null) {
                return f.createParser(chars, charBase + start, end - start);
            }
            return f.createParser(doc, start, end - start);
        }

        @Override
        String unit() {
            return chars != null ? " chars" : " bytes";
        }

        @Override
        public void close() throws IOException {
            closeShared();
        }
    }

    /**
     * {@link ArrayLines} on chars: a window of whole lines in a {@code ReaderLines} buffer that
     * are not all ASCII, read by one char parser, offsets in chars; a line read alone is read by a
     * char parser of its own. A copy of {@code ArrayLines}' code on {@code char[]} rather than one
     * class for both: reading either array through one accessor made the byte path 5 to 10% slower
     * (StreamingBench ndjson, non-ASCII small, 1.23/1.35/1.19 against 1.14/1.23/1.08).
     */
    static final class CharLines extends NdjsonLines {
        private char[] doc;
        private int limit; // the end of the lines to read: doc.length, or of the whole lines in a buffer
        private int start;
        private int end; // the offset of the current line's '\n', or limit
        private JsonParser shared; // reads from 'base' on; null while lines are read alone
        private ExtractorCore.Binder<?> sharedBinder; // the binder for shared (Binder.forParser)
        private int base;
        private int solo; // lines still to read alone
        private boolean charOffsets = true; // false once the factory's parser did not report them
        /**
         * Whether the shared parser's line count tells that a value ended on its line: every line
         * feed outside a string counts, and none may be inside one. Then the line is not searched
         * for its end before its value is read (that second pass cost about a tenth of the time,
         * StreamingBench ndjson, small lines); with raw control characters allowed it is.
         */
        private boolean rowsTell;

        CharLines(NdjsonReader<?> reader, char[] doc) {
            super(reader);
            this.doc = Objects.requireNonNull(doc, "input");
            this.limit = doc.length;
            this.end = -1;
        }

        /** Reads the whole lines in {@code b[from, limit)} next, numbered on from {@code lineNumber + 1}. */
        void window(char[] b, int from, int limit, long lineNumber) throws IOException {
            closeShared();
            this.doc = b;
            this.limit = limit;
            this.end = from - 1;
            this.lineNumber = lineNumber;
        }

        /** Whether lines of the window are left. */
        boolean hasLines() {
            return end + 1 < limit;
        }

        @Override
        int read(Object[] out) throws IOException {
            if (solo == 0 && charOffsets && end + 1 < limit) {
                int r = readShared(out);
                if (r != SLOW) {
                    return r;
                }
                solo = SOLO_AFTER_SLOW;
            }
            if (solo > 0) {
                solo--;
            }
            try {
                return super.read(out);
            } catch (NdjsonReader.LineException e) { // bad lines come in runs: read the next ones alone too
                solo = SOLO_AFTER_SLOW;
                throw e;
            }
        }

        /** Reads the next line with the shared parser; {@link #SLOW} when it must be read alone. */
        private int readShared(Object[] out) throws IOException {
            JsonToken t;
            try {
                if (shared == null) { // (may fail at once, e.g. on a document-length limit)
                    base = end + 1;
                    shared = reader.factory.createParser(doc, base, limit - base);
                    rowsTell = !shared.isEnabled(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS.mappedFeature());
                    sharedBinder = reader.binder.forParser(shared);
                }
                t = shared.nextToken();
            } catch (JsonProcessingException | CharConversionException e) {
                return slow();
            }
            if (t == null) { // only blank lines are left: counted, for the lines after a buffer's
                closeShared();
                for (int i = newline(doc, end + 1, limit); i < limit; i = newline(doc, i + 1, limit)) {
                    lineNumber++;
                }
                end = limit;
                return END;
            }
            JsonLocation at = shared.currentTokenLocation();
            long offset = at.getCharOffset();
            if (offset < 0) { // not a char-offset parser: read every line alone
                charOffsets = false;
                return slow();
            }
            int token = base + (int) offset;
            int lineStart = end + 1;
            long line = lineNumber + 1;
            for (int i = lineStart; i < token; i++) { // blank lines before the value
                int c = doc[i];
                if (c == '\n') {
                    line++;
                    lineStart = i + 1;
                } else if (c != ' ' && c != '\t' && c != '\r') { // e.g. a comment the factory allows
                    return slow();
                }
            }
            int lineEnd = limit;
            if (!rowsTell) { // the line end is found before the value is read
                lineEnd = newline(doc, token, limit);
                if (lineEnd - lineStart > reader.maxLineLength) {
                    return slowFrom(lineStart, line);
                }
            }
            Object value;
            int after;
            int rows;
            try {
                value = ExtractorCore.bindWhole(shared, sharedBinder);
                JsonLocation past = shared.currentLocation();
                after = base + (int) past.getCharOffset();
                rows = past.getLineNr() - at.getLineNr();
            } catch (JsonProcessingException | CharConversionException e) {
                return slowFrom(lineStart, line);
            }
            if (rowsTell) { // no second pass over the line: the parser counted its line feeds
                if (rows == 1 && after > token && doc[after - 1] == '\n') { // a root number took it
                    lineEnd = after - 1;
                } else if (rows != 0) { // the value went on to the next line
                    return slowFrom(lineStart, line);
                } else {
                    lineEnd = after;
                    for (int c; lineEnd < limit && (c = doc[lineEnd]) != '\n'; lineEnd++) {
                        if (c != ' ' && c != '\t' && c != '\r') { // more on the line
                            return slowFrom(lineStart, line);
                        }
                    }
                }
                if (lineEnd - lineStart > reader.maxLineLength) {
                    return slowFrom(lineStart, line);
                }
            } else if (after != lineEnd + 1) { // (a root number takes the '\n' after it)
                if (after > lineEnd) { // the value went on to the next line
                    return slowFrom(lineStart, line);
                }
                for (int i = after; i < lineEnd; i++) {
                    int c = doc[i];
                    if (c != ' ' && c != '\t' && c != '\r') { // more on the line
                        return slowFrom(lineStart, line);
                    }
                }
            }
            start = lineStart;
            end = lineEnd;
            lineNumber = line;
            out[0] = value;
            return VALUE;
        }

        /** Leaves the shared parser; the line after the current one is read alone next. */
        private int slow() throws IOException {
            closeShared();
            return SLOW;
        }

        /** As {@link #slow()}, the line at {@code lineStart} (number {@code line}) read alone next. */
        private int slowFrom(int lineStart, long line) throws IOException {
            end = lineStart - 1;
            lineNumber = line - 1;
            return slow();
        }

        private void closeShared() throws IOException {
            JsonParser p = shared;
            shared = null;
            sharedBinder = null;
            if (p != null) {
                p.close();
            }
        }

        @Override
        boolean next() {
            start = end + 1;
            if (start >= limit) {
                return false;
            }
            end = newline(doc, start, limit);
            lineNumber++;
            return true;
        }

        @Override
        JsonParser parser(JsonFactory f) throws IOException {
            if (end - start > reader.maxLineLength) {
                throw new TooLong();
            }
            return f.createParser(doc, start, end - start);
        }

        @Override
        String unit() {
            return " chars";
        }

        @Override
        public void close() throws IOException {
            closeShared();
        }
    }

    /**
     * Whether a byte parser created at {@code b[from]} over ASCII reads it as a char parser reads
     * the chars: jackson-core detects the encoding from the first four bytes, so a zero byte there
     * (U+0000, which a char parser rejects) could make it read UTF-16 or UTF-32.
     */
    static boolean plainStart(byte[] b, int from, int to) {
        for (int i = from, n = Math.min(to, from + 4); i < n; i++) {
            if (b[i] == 0) {
                return false;
            }
        }
        return true;
    }

    /** {@link ArrayLines#readShared}: the line must be read with a parser of its own. */
    private static final int SLOW = 2;

    /** Lines read alone after one the shared parser could not take (see {@link ArrayLines}). */
    private static final int SOLO_AFTER_SLOW = 64;

    /** A stream of bytes; each line is handed to its parser through {@link #line}. */
    static final class StreamLines extends NdjsonLines {
        private final InputStream in;
        private byte[] buf = takeBuffer();
        private int pos;
        private int lim;
        private boolean eof;
        private boolean inLine; // the current line's end has not been reached
        private long length; // of the current line, so far

        /** The current line as a stream: its bytes, then end of input (never the line end). */
        private final InputStream line = new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (!inLine || len == 0 || (pos >= lim && !fill())) {
                    inLine &= len == 0;
                    return inLine ? 0 : -1;
                }
                int stop = Math.min(lim, pos + len);
                int nl = newline(buf, pos, stop);
                int n = nl - pos;
                if ((length += n) > reader.maxLineLength) {
                    throw new TooLong();
                }
                System.arraycopy(buf, pos, b, off, n);
                pos = nl;
                if (nl < stop) { // the line end: consumed, and the end of this line's input
                    pos++;
                    inLine = false;
                    return n == 0 ? -1 : n;
                }
                return n;
            }

            @Override
            public void close() { // the parser's AUTO_CLOSE_SOURCE must not close the input
            }
        };

        StreamLines(NdjsonReader<?> reader, InputStream in) {
            super(reader);
            this.in = Objects.requireNonNull(in, "input");
        }

        /** The whole lines in the buffer, read as byte input held whole is read. */
        private final ArrayLines block = new ArrayLines(reader, new byte[0]);
        private int windowEnd = -1; // the end of the lines 'block' reads from buf[pos, windowEnd), or -1
        private int scanned = -1; // buf[pos, scanned) was searched for line ends; -1: not since a refill
        private int lastEnd = -1; // the last '\n' found in buf[pos, scanned), or -1

        /**
         * Reads the lines that lie whole in the buffer with one parser per buffer ({@link ArrayLines});
         * a line longer than the buffer is streamed to a parser of its own.
         */
        @Override
        int read(Object[] out) throws IOException {
            while (true) {
                if (windowEnd >= 0) {
                    if (block.hasLines()) {
                        try {
                            int r = block.read(out);
                            if (r != END) {
                                return r;
                            }
                        } finally {
                            lineNumber = block.lineNumber;
                        }
                    }
                    block.closeShared();
                    pos = windowEnd;
                    windowEnd = -1;
                    lastEnd = -1;
                }
                int w = nextWindow();
                if (w == 0) {
                    return END;
                }
                if (w < 0) { // longer than the buffer
                    scanned = -1;
                    return super.read(out);
                }
            }
        }

        /**
         * Sets up {@link #block} over the whole lines in the buffer, reading more input as needed:
         * 1 when set, 0 at the end of the input, -1 when the next line does not fit the buffer.
         */
        private int nextWindow() throws IOException {
            if (inLine) { // the rest of a line streamed to its parser
                next();
                if (!inLine) { // (next() found no further line)
                    return 0;
                }
                inLine = false; // next() moved to the start of the next line: read it from here
                lineNumber--;
            }
            if (scanned < pos || scanned > lim) {
                scanned = pos;
                lastEnd = -1;
            }
            while (true) {
                int last = lastNewline(buf, scanned, lim);
                if (last >= 0) {
                    lastEnd = last;
                }
                scanned = lim;
                if (lastEnd >= pos || (eof && pos < lim)) {
                    windowEnd = lastEnd >= pos ? lastEnd + 1 : lim;
                    block.window(buf, pos, windowEnd, lineNumber);
                    return 1;
                }
                if (eof) {
                    return 0;
                }
                if (pos > 0) { // keep the start of the line, make room after it
                    System.arraycopy(buf, pos, buf, 0, lim - pos);
                    lim -= pos;
                    scanned -= pos;
                    pos = 0;
                }
                if (lim == buf.length) {
                    return -1;
                }
                int n = in.read(buf, lim, buf.length - lim);
                if (n == 0) { // as jackson-core's parsers do, rather than spin
                    throw new IOException("InputStream.read() returned 0 bytes when trying to read " + (buf.length - lim)
                            + " bytes");
                }
                if (n < 0) {
                    eof = true;
                } else {
                    lim += n;
                }
            }
        }

        /** Reads more input; false at its end. */
        private boolean fill() throws IOException {
            if (eof) {
                return false;
            }
            int n = in.read(buf, 0, buf.length);
            if (n == 0) { // as jackson-core's parsers do, rather than spin
                throw new IOException("InputStream.read() returned 0 bytes when trying to read " + buf.length + " bytes");
            }
            eof = n < 0;
            pos = 0;
            lim = Math.max(n, 0);
            return !eof;
        }

        @Override
        boolean next() throws IOException {
            while (inLine) { // read past the rest of the current line
                if (pos >= lim && !fill()) {
                    inLine = false;
                    break;
                }
                pos = newline(buf, pos, lim);
                if (pos < lim) {
                    pos++;
                    inLine = false;
                }
            }
            if (pos >= lim && !fill()) {
                return false;
            }
            inLine = true;
            length = 0;
            lineNumber++;
            return true;
        }

        @Override
        JsonParser parser(JsonFactory f) throws IOException {
            return f.createParser(line);
        }

        @Override
        String unit() {
            return " bytes";
        }

        @Override
        public void close() throws IOException {
            try {
                block.close();
            } finally {
                byte[] b = buf;
                buf = null;
                if (b != null) { // (close may come twice)
                    BUFFERS.set(new SoftReference<>(b));
                }
                in.close();
            }
        }
    }

    /**
     * The last {@code StreamLines} buffer of each thread, for the next read from a stream on that
     * thread (taken while in use, so nested reads get their own): allocating and zeroing 64 KiB
     * per call cost about 8% of reading 50 lines of 600 bytes (StreamingBench ndjsonStream,
     * ascii-small, JFR: {@code StreamLines.<init>}). Held softly, as jackson-core holds its
     * buffers.
     */
    private static final ThreadLocal<SoftReference<byte[]>> BUFFERS = new ThreadLocal<>();

    private static byte[] takeBuffer() {
        SoftReference<byte[]> ref = BUFFERS.get();
        byte[] b = ref == null ? null : ref.get();
        if (b == null) {
            return new byte[64 * 1024];
        }
        BUFFERS.remove();
        return b;
    }

    /**
     * A stream of characters. The whole lines in the buffer are read as input held whole is read
     * ({@link ArrayLines}, one parser per buffer): when they are all ASCII, as bytes (copied into a
     * second buffer, for the factory's byte parser, e.g. the engine's), else as chars by a char
     * parser. A line that must be read alone (bad, or not a single value) is read from its chars
     * with a char parser of its own, so its error, column and length are those of the chars. A
     * line longer than the buffer is streamed to a char parser of its own through {@link #line}.
     * A parser per line over a {@code Reader} cost 0.69 to 0.91 of {@code MappingIterator}'s
     * speed (StreamingBench ndjsonChars; JFR: parser creation and the copy through the line's
     * {@code Reader} about 14%). Encoding non-ASCII chars as UTF-8 for the byte parser cost more
     * than it saved: 5 to 7 ns a char, and 0.31 to 0.72 of {@code MappingIterator} on the
     * nonascii, uescaped and twitter inputs.
     */
    static final class ReaderLines extends NdjsonLines {
        private final Reader in;
        private char[] buf;
        private byte[] bytes; // the window's chars when they are ASCII
        private int pos;
        private int lim;
        private boolean eof;
        private boolean inLine;
        private long length;

        private final Reader line = new Reader() {
            @Override
            public int read(char[] b, int off, int len) throws IOException {
                if (!inLine || len == 0 || (pos >= lim && !fill())) {
                    inLine &= len == 0;
                    return inLine ? 0 : -1;
                }
                int stop = Math.min(lim, pos + len);
                int nl = newline(buf, pos, stop);
                int n = nl - pos;
                if ((length += n) > reader.maxLineLength) {
                    throw new TooLong();
                }
                System.arraycopy(buf, pos, b, off, n);
                pos = nl;
                if (nl < stop) {
                    pos++;
                    inLine = false;
                    return n == 0 ? -1 : n;
                }
                return n;
            }

            @Override
            public void close() {
            }
        };

        ReaderLines(NdjsonReader<?> reader, Reader in) {
            super(reader);
            this.in = Objects.requireNonNull(in, "input");
            CharBuffers b = takeCharBuffers();
            this.buf = b.chars;
            this.bytes = b.bytes;
            this.asBytes = reader.factory.getInputDecorator() == null;
        }

        /** Whether ASCII windows go to the byte parser: not when an input decorator is set, which may treat chars apart. */
        private final boolean asBytes;

        /** The whole lines in the buffer, read as input held whole is read: ASCII as bytes, else as chars. */
        private final ArrayLines block = new ArrayLines(reader, new byte[0]);
        private final CharLines charBlock = new CharLines(reader, new char[0]);
        private boolean inChars; // the window is charBlock's
        private int windowEnd = -1; // the end of the chars whose lines the window holds, buf[pos, windowEnd), or -1
        private int scanned = -1; // buf[pos, scanned) was searched for line ends; -1: not since a refill
        private int lastEnd = -1; // the last '\n' found in buf[pos, scanned), or -1

        @Override
        int read(Object[] out) throws IOException {
            while (true) {
                if (windowEnd >= 0) {
                    if (inChars ? charBlock.hasLines() : block.hasLines()) {
                        try {
                            int r = inChars ? charBlock.read(out) : block.read(out);
                            if (r != END) {
                                return r;
                            }
                        } finally {
                            lineNumber = inChars ? charBlock.lineNumber : block.lineNumber;
                        }
                    }
                    block.closeShared();
                    charBlock.closeShared();
                    pos = windowEnd;
                    windowEnd = -1;
                    lastEnd = -1;
                }
                int w = nextWindow();
                if (w == 0) {
                    return END;
                }
                if (w < 0) { // longer than the buffer
                    scanned = -1;
                    return super.read(out);
                }
            }
        }

        /** As {@code StreamLines.nextWindow}, on chars; an ASCII window is copied to bytes for {@link #block}, another goes to {@link #charBlock}. */
        private int nextWindow() throws IOException {
            if (inLine) { // the rest of a line streamed to its parser
                next();
                if (!inLine) {
                    return 0;
                }
                inLine = false;
                lineNumber--;
            }
            if (scanned < pos || scanned > lim) {
                scanned = pos;
                lastEnd = -1;
            }
            while (true) {
                for (int i = lim - 1; i >= scanned; i--) {
                    if (buf[i] == '\n') {
                        lastEnd = i;
                        break;
                    }
                }
                scanned = lim;
                if (lastEnd >= pos || (eof && pos < lim)) {
                    windowEnd = lastEnd >= pos ? lastEnd + 1 : lim;
                    inChars = !(asBytes && ascii(buf, pos, windowEnd, bytes));
                    if (inChars) {
                        charBlock.window(buf, pos, windowEnd, lineNumber);
                    } else {
                        block.window(bytes, 0, windowEnd - pos, lineNumber, buf, pos);
                    }
                    return 1;
                }
                if (eof) {
                    return 0;
                }
                if (pos > 0) {
                    System.arraycopy(buf, pos, buf, 0, lim - pos);
                    lim -= pos;
                    scanned -= pos;
                    pos = 0;
                }
                if (lim == buf.length) {
                    return -1;
                }
                int n = in.read(buf, lim, buf.length - lim);
                if (n == 0) { // as jackson-core's parsers do, rather than spin
                    throw new IOException("Reader returned 0 characters when trying to read " + (buf.length - lim)
                            + " characters");
                }
                if (n < 0) {
                    eof = true;
                } else {
                    lim += n;
                }
            }
        }

        private boolean fill() throws IOException {
            if (eof) {
                return false;
            }
            int n = in.read(buf, 0, buf.length);
            if (n == 0) { // as jackson-core's parsers do, rather than spin
                throw new IOException("Reader returned 0 characters when trying to read " + buf.length + " characters");
            }
            eof = n < 0;
            pos = 0;
            lim = Math.max(n, 0);
            return !eof;
        }

        @Override
        boolean next() throws IOException {
            while (inLine) {
                if (pos >= lim && !fill()) {
                    inLine = false;
                    break;
                }
                pos = newline(buf, pos, lim);
                if (pos < lim) {
                    pos++;
                    inLine = false;
                }
            }
            if (pos >= lim && !fill()) {
                return false;
            }
            inLine = true;
            length = 0;
            lineNumber++;
            return true;
        }

        @Override
        JsonParser parser(JsonFactory f) throws IOException {
            return f.createParser(line);
        }

        @Override
        String unit() {
            return " chars";
        }

        @Override
        public void close() throws IOException {
            try {
                block.close();
                charBlock.close();
            } finally {
                char[] c = buf;
                buf = null;
                if (c != null) { // (close may come twice)
                    CHAR_BUFFERS.set(new SoftReference<>(new CharBuffers(c, bytes)));
                }
                bytes = null;
                in.close();
            }
        }
    }

    /** Returns the index of the first {@code \n} in {@code c[from..to)}, or {@code to}. */
    static int newline(char[] c, int from, int to) {
        int i = from;
        while (i < to && c[i] != '\n') {
            i++;
        }
        return i;
    }

    /**
     * Copies {@code c[from, to)} into {@code b} from 0 when all are ASCII; false (with {@code b}
     * partly written) at the first char that is not.
     */
    static boolean ascii(char[] c, int from, int to, byte[] b) {
        for (int i = from, j = 0; i < to; i++, j++) {
            char ch = c[i];
            if (ch >= 0x80) {
                return false;
            }
            b[j] = (byte) ch;
        }
        return true;
    }

    /** A {@code ReaderLines}' buffers: its chars and, for ASCII, their bytes. */
    private record CharBuffers(char[] chars, byte[] bytes) {
    }

    /**
     * The chars of a {@code ReaderLines} buffer: 64 Ki. With 32 Ki, lines of 20,000 chars came one
     * per buffer, and the parser per buffer and the search for the last line end held non-ASCII
     * lines at 0.87 of {@code MappingIterator} (1.0 with 64 Ki and 128 Ki; StreamingBench
     * ndjsonChars, nonascii-large).
     */
    static final int CHAR_BUFFER = 64 * 1024;

    /** The last {@code ReaderLines} buffers of each thread, as {@link #BUFFERS}. */
    private static final ThreadLocal<SoftReference<CharBuffers>> CHAR_BUFFERS = new ThreadLocal<>();

    private static CharBuffers takeCharBuffers() {
        SoftReference<CharBuffers> ref = CHAR_BUFFERS.get();
        CharBuffers b = ref == null ? null : ref.get();
        if (b == null) {
            return new CharBuffers(new char[CHAR_BUFFER], new byte[CHAR_BUFFER]);
        }
        CHAR_BUFFERS.remove();
        return b;
    }
}
