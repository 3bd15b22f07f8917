/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.RequestPayload;

import java.io.CharConversionException;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.lang.ref.SoftReference;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Reads NDJSON (newline-delimited JSON, also called JSON Lines): one JSON value per line.
 *
 * <p>Lines end with {@code \n} (a {@code \r} before it is whitespace and ignored). Lines that
 * are empty or only whitespace are skipped and produce nothing. Every other line must hold exactly
 * one complete JSON value (any type); the value is read by a {@link ExtractorCore.Binder} that gets a parser
 * positioned on the value's first token, e.g. {@code ObjectReader::readValue}. Every line is
 * read as if parsed on its own, so one bad line cannot corrupt the next: byte input held whole
 * is read by one parser, line after line, and a line that is bad or not a single value is read
 * again with a parser of its own to report it (so the binder may see a bad line twice); from an
 * {@code InputStream} or {@code Path}, the same for the lines that lie whole in the reader's
 * 64 KiB buffer, one parser per buffer. A line is never buffered: it is
 * parsed where it lies ({@code byte[]}) or streamed to its parser, so memory does not grow with
 * the length of a line (what the binder keeps aside); {@link #maxLineLength} caps the length.
 *
 * <pre>{@code
 * NdjsonReader<Event> events = NdjsonReader.of(mapper.readerFor(Event.class)::<Event>readValue);
 * try (Stream<Event> s = events.stream(Path.of("events.ndjson"))) { ... }
 * }</pre>
 *
 * <p><b>Errors</b> carry the 1-based line number: a {@link LineException} (a Jackson
 * {@link StreamReadException}) whose message starts with {@code "Line N: "}, whose
 * {@link LineException#getLocation() location} has that line and the column on it, and whose
 * cause is the original Jackson exception (a parse error, a stream-constraint violation, or a
 * binding error from databind). By default the first bad line stops reading. With
 * {@link #skipBadLines(Consumer)} bad lines are instead reported to a handler and reading goes
 * on; only Jackson exceptions ({@link JsonProcessingException}s, and the
 * {@link java.io.CharConversionException} with which jackson-core rejects a line it takes for
 * UTF-32 in an unsupported byte order or with an invalid code unit) are skipped this way, I/O errors
 * and runtime exceptions from the binder still stop reading.
 *
 * <p>Encoding: byte input ({@code byte[]}, {@code InputStream}, {@code Path}) should be UTF-8, as
 * NDJSON requires; each line's encoding is detected by Jackson. Stream-read constraints of the
 * factory apply to each line (so a document-length limit limits a line).
 *
 * <p>Thread-safety: instances are immutable and may be shared; each call reads on the calling
 * thread with its own buffers. The bad-line handler and the binder are called from that thread.
 *
 * <p><b>Copyable:</b> this file and {@code ExtractorCore} use only jackson-core (2.15 or later)
 * and the JDK, nothing else of fastjson-kit, so they may be copied into another code base as is
 * (change the package lines; keep the license headers).
 *
 * @param <T> the value type of a line
 */
public final class NdjsonReader<T> {

    /** Default longest line, in bytes for byte input and in chars for character input: 64 MiB. */
    public static final int DEFAULT_MAX_LINE_LENGTH = 64 * 1024 * 1024;

    private final ExtractorCore.Binder<? extends T> binder;
    private final JsonFactory factory;

    private final Consumer<? super BadLine> onBadLine; // null: fail on the first bad line
    private final int maxLineLength;

    private NdjsonReader(ExtractorCore.Binder<? extends T> binder, JsonFactory factory,
            Consumer<? super BadLine> onBadLine, int maxLineLength) {
        this.binder = binder;
        this.factory = factory;
        this.onBadLine = onBadLine;
        this.maxLineLength = maxLineLength;
    }

    /**
     * Creates a reader that fails on the first bad line, uses the default factory (see {@link #factory}) and
     * allows lines up to {@link #DEFAULT_MAX_LINE_LENGTH}.
     *
     * @param <T> the value type
     * @param binder reads one line's value from the positioned parser
     * @return an immutable, thread-safe reader
     * @throws NullPointerException when {@code binder} is null
     */
    public static <T> NdjsonReader<T> of(ExtractorCore.Binder<? extends T> binder) {
        return new NdjsonReader<>(Objects.requireNonNull(binder, "binder"), ExtractorCore.newDefaultFactory(), null,
                DEFAULT_MAX_LINE_LENGTH);
    }

    /**
     * Returns a copy that creates parsers with {@code factory} (its stream-read constraints and
     * parser features apply to each line).
     * Default: fastjson-kit-core's engine factory (jackson-core's defaults; see
     * {@code ExtractorCore}), or {@code new JsonFactory()} when that is absent.
     *
     * @param factory the factory, e.g. {@code mapper.getFactory()}
     * @return a new reader
     * @throws NullPointerException when {@code factory} is null
     */
    public NdjsonReader<T> factory(JsonFactory factory) {
        return new NdjsonReader<>(binder, Objects.requireNonNull(factory, "factory"), onBadLine,
                maxLineLength);
    }

    /**
     * Returns a copy that skips bad lines: each line that fails with a Jackson exception is
     * handed to {@code onBadLine} (with its line number and a {@link LineException}) and reading
     * continues with the next line. Default: no handler, the first bad line throws.
     *
     * @param onBadLine receives each bad line, in order; an exception it throws stops reading
     * @return a new reader
     * @throws NullPointerException when {@code onBadLine} is null
     */
    public NdjsonReader<T> skipBadLines(Consumer<? super BadLine> onBadLine) {
        return new NdjsonReader<>(binder, factory, Objects.requireNonNull(onBadLine, "onBadLine"),
                maxLineLength);
    }

    /**
     * Returns a copy with another longest line; a longer line is a bad line (it is read past, not
     * buffered). Default {@link #DEFAULT_MAX_LINE_LENGTH}.
     *
     * @param maxLineLength the limit, in bytes for byte input and in chars for character input,
     *     not counting the line end
     * @return a new reader
     * @throws IllegalArgumentException when {@code maxLineLength < 1}
     */
    public NdjsonReader<T> maxLineLength(int maxLineLength) {
        if (maxLineLength < 1) {
            throw new IllegalArgumentException("maxLineLength must be positive: " + maxLineLength);
        }
        return new NdjsonReader<>(binder, factory, onBadLine, maxLineLength);
    }

    /**
     * A line that could not be read, as reported to the {@link #skipBadLines} handler.
     *
     * @param lineNumber the 1-based line number
     * @param error why the line is bad; its cause is the original Jackson exception
     */
    public record BadLine(long lineNumber, LineException error) {
    }

    // ---------------------------------------------------------------------------------------
    // forEach

    /**
     * Hands each line's value to {@code action}, in order.
     *
     * @param ndjson the input as bytes (UTF-8)
     * @param action receives each value; an exception it throws stops reading
     * @return the number of values read (bad and blank lines not counted)
     * @throws LineException for the first bad line, unless bad lines are skipped
     * @throws IOException when reading fails or the binder fails with a non-Jackson exception
     */
    public long forEach(byte[] ndjson, Consumer<? super T> action) throws IOException {
        return forEach(new ArrayLines(ndjson), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from a stream, which is closed when done.
     *
     * @param ndjson the input as bytes (UTF-8)
     * @param action receives each value
     * @return the number of values read
     * @throws IOException as for {@link #forEach(byte[], Consumer)}
     */
    public long forEach(InputStream ndjson, Consumer<? super T> action) throws IOException {
        return forEach(new StreamLines(ndjson), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from characters; the reader is closed when done.
     *
     * @param ndjson the input as characters
     * @param action receives each value
     * @return the number of values read
     * @throws IOException as for {@link #forEach(byte[], Consumer)}
     */
    public long forEach(Reader ndjson, Consumer<? super T> action) throws IOException {
        return forEach(new ReaderLines(ndjson), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from a file (UTF-8).
     *
     * @param ndjson the file
     * @param action receives each value
     * @return the number of values read
     * @throws IOException as for {@link #forEach(byte[], Consumer)}, or when the file cannot be read
     */
    public long forEach(Path ndjson, Consumer<? super T> action) throws IOException {
        return forEach(new StreamLines(Files.newInputStream(ndjson)), action);
    }

    private long forEach(Lines lines, Consumer<? super T> action) throws IOException {
        Objects.requireNonNull(action, "action");
        try (lines) {
            long n = 0;
            Object[] value = new Object[1];
            while (readNext(lines, value)) {
                @SuppressWarnings("unchecked")
                T v = (T) value[0];
                action.accept(v);
                n++;
            }
            return n;
        }
    }

    // ---------------------------------------------------------------------------------------
    // iterator / stream

    /**
     * Returns an iterator that reads one line per value as it advances. The input is closed at
     * its end, when reading fails, or on {@link ExtractorCore.CloseableIterator#close()}. Failures are thrown
     * from {@code hasNext()}/{@code next()} as {@link java.io.UncheckedIOException} whose cause is the
     * {@link LineException} (or the I/O error).
     *
     * @param ndjson the input as bytes (UTF-8)
     * @return an open iterator; not thread-safe
     */
    public ExtractorCore.CloseableIterator<T> iterator(byte[] ndjson) {
        return iterator(new ArrayLines(ndjson));
    }

    /**
     * As {@link #iterator(byte[])}, from a stream of bytes (UTF-8).
     *
     * @param ndjson the input
     * @return an open iterator; not thread-safe
     */
    public ExtractorCore.CloseableIterator<T> iterator(InputStream ndjson) {
        return iterator(new StreamLines(ndjson));
    }

    /**
     * As {@link #iterator(byte[])}, from characters.
     *
     * @param ndjson the input
     * @return an open iterator; not thread-safe
     */
    public ExtractorCore.CloseableIterator<T> iterator(Reader ndjson) {
        return iterator(new ReaderLines(ndjson));
    }

    /**
     * As {@link #iterator(byte[])}, from a file (UTF-8).
     *
     * @param ndjson the file
     * @return an open iterator; not thread-safe
     * @throws IOException when the file cannot be opened
     */
    public ExtractorCore.CloseableIterator<T> iterator(Path ndjson) throws IOException {
        return iterator(new StreamLines(Files.newInputStream(ndjson)));
    }

    /**
     * As {@link #iterator(byte[])}, as a sequential ordered {@link Stream}; closing the stream
     * closes the input (use try-with-resources).
     *
     * @param ndjson the input as bytes (UTF-8)
     * @return an open stream
     */
    public Stream<T> stream(byte[] ndjson) {
        return ExtractorCore.stream(iterator(ndjson));
    }

    /**
     * As {@link #stream(byte[])}, from a stream of bytes (UTF-8).
     *
     * @param ndjson the input
     * @return an open stream
     */
    public Stream<T> stream(InputStream ndjson) {
        return ExtractorCore.stream(iterator(ndjson));
    }

    /**
     * As {@link #stream(byte[])}, from characters.
     *
     * @param ndjson the input
     * @return an open stream
     */
    public Stream<T> stream(Reader ndjson) {
        return ExtractorCore.stream(iterator(ndjson));
    }

    /**
     * As {@link #stream(byte[])}, from a file (UTF-8).
     *
     * @param ndjson the file
     * @return an open stream
     * @throws IOException when the file cannot be opened
     */
    public Stream<T> stream(Path ndjson) throws IOException {
        return ExtractorCore.stream(iterator(ndjson));
    }

    private ExtractorCore.CloseableIterator<T> iterator(Lines lines) {
        Object[] value = new Object[1];
        return new ExtractorCore.Cursor<T>(lines) {
            @Override
            boolean advance() throws IOException {
                return readNext(lines, value);
            }

            @Override
            @SuppressWarnings("unchecked")
            T current() {
                T v = (T) value[0];
                value[0] = null;
                return v;
            }
        };
    }

    // ---------------------------------------------------------------------------------------
    // One line

    /** Reads lines until one yields a value (stored in {@code out[0]}); false at the end. */
    private boolean readNext(Lines lines, Object[] out) throws IOException {
        while (true) {
            try {
                int r = lines.read(out);
                if (r != BLANK) {
                    return r == VALUE;
                }
            } catch (LineException e) {
                if (onBadLine == null) {
                    throw e;
                }
                onBadLine.accept(new BadLine(lines.lineNumber, e));
            }
        }
    }

    private static final int END = -1;
    private static final int BLANK = 0;
    private static final int VALUE = 1;

    /** Parses the current line; false for a blank line. */
    private boolean parseLine(Lines lines, Object[] out) throws IOException {
        try (JsonParser p = lines.parser(factory)) {
            JsonToken start = p.nextToken();
            if (start == null) {
                return false;
            }
            Object value = ExtractorCore.bindWhole(p, binder);
            JsonToken extra = p.nextToken();
            if (extra != null) {
                throw lineError(lines.lineNumber, p, "Expected the end of the line but found " + extra
                        + " (one JSON value per line)");
            }
            out[0] = value;
            return true;
        } catch (LineException e) {
            throw e;
        } catch (TooLong e) { // read past by the next call of lines.next(), never buffered
            throw new LineException(lines.lineNumber, -1, "Line " + lines.lineNumber + ": longer than "
                    + maxLineLength + lines.unit(), null);
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            throw new LineException(lines.lineNumber, loc == null ? -1 : loc.getColumnNr(),
                    "Line " + lines.lineNumber + ": " + e.getOriginalMessage(), e);
        } catch (CharConversionException e) {
            // jackson-core's encoding detection or UTF-32 decoder rejecting the line's bytes (e.g.
            // "Unsupported UCS-4 endianness"): bad content, not an I/O failure of the input
            throw new LineException(lines.lineNumber, -1, "Line " + lines.lineNumber + ": " + e.getMessage(), e);
        }
    }

    private static LineException lineError(long line, JsonParser p, String message) {
        return new LineException(line, p.currentTokenLocation().getColumnNr(),
                "Line " + line + ": " + message, null);
    }

    /**
     * A line of NDJSON input is bad: malformed or truncated JSON, more than one value, too long,
     * over a stream-read constraint, or failed binding. The message starts with
     * {@code "Line N: "}; {@link #getLocation()} has the 1-based line number and, when known, the
     * column on that line; {@link #getCause()} is the original Jackson exception, if any.
     */
    public static final class LineException extends StreamReadException {
        private static final long serialVersionUID = 1L;

        private final long lineNumber;

        LineException(long lineNumber, int column, String message, Throwable cause) {
            super(message, new JsonLocation(ContentReference.unknown(), -1L, -1L,
                    (int) Math.min(Integer.MAX_VALUE, lineNumber), column), cause);
            this.lineNumber = lineNumber;
        }

        /**
         * Returns the line.
         *
         * @return the 1-based line number of the bad line
         */
        public long lineNumber() {
            return lineNumber;
        }

        /**
         * Attaches the parser (Jackson API).
         *
         * @param p the parser
         * @return this exception
         */
        @Override
        public LineException withParser(JsonParser p) {
            _processor = p;
            return this;
        }

        /**
         * Attaches the request payload (Jackson API).
         *
         * @param payload the payload
         * @return this exception
         */
        @Override
        public LineException withRequestPayload(RequestPayload payload) {
            _requestPayload = payload;
            return this;
        }
    }

    // ---------------------------------------------------------------------------------------
    // Line splitting: a line is parsed where it lies (byte[]) or streamed to its parser up to its
    // end (InputStream, Reader); it is never buffered, so memory does not grow with its length

    /** Thrown by a streamed line when it passes {@code maxLineLength}; read past by {@code next}. */
    private static final class TooLong extends IOException {
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

    private abstract class Lines implements Closeable {
        long lineNumber;

        /**
         * Reads the next line: {@link #VALUE} (in {@code out[0]}), {@link #BLANK} or {@link #END};
         * a bad line throws a {@link LineException}. By default with a parser of its own.
         */
        int read(Object[] out) throws IOException {
            if (!next()) {
                return END;
            }
            return parseLine(this, out) ? VALUE : BLANK;
        }

        /** Moves to the next line (possibly blank), past the rest of this one; false at the end. */
        abstract boolean next() throws IOException;

        /** A parser over the current line, which it sees as the whole input. */
        abstract JsonParser parser(JsonFactory f) throws IOException;

        abstract String unit();
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
    private final class ArrayLines extends Lines {
        private byte[] doc;
        private int limit; // the end of the lines to read: doc.length, or of the whole lines in a buffer
        private int start;
        private int end; // the offset of the current line's '\n', or limit
        private JsonParser shared; // reads from 'base' on; null while lines are read alone
        private ExtractorCore.Binder<? extends T> sharedBinder; // binder.forParser(shared)
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

        ArrayLines(byte[] doc) {
            this.doc = Objects.requireNonNull(doc, "input");
            this.limit = doc.length;
            this.end = -1;
        }

        /** Reads the whole lines in {@code b[from, limit)} next, numbered on from {@code lineNumber + 1}. */
        void window(byte[] b, int from, int limit, long lineNumber) throws IOException {
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
            } catch (LineException e) { // bad lines come in runs: read the next ones alone too
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
                    shared = factory.createParser(doc, base, limit - base);
                    rowsTell = !shared.isEnabled(JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS.mappedFeature());
                    sharedBinder = binder.forParser(shared);
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
                if (lineEnd - lineStart > maxLineLength) {
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
                if (lineEnd - lineStart > maxLineLength) {
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
            if (end - start > maxLineLength) {
                throw new TooLong();
            }
            return f.createParser(doc, start, end - start);
        }

        @Override
        String unit() {
            return " bytes";
        }

        @Override
        public void close() throws IOException {
            closeShared();
        }
    }

    /** {@link ArrayLines#readShared}: the line must be read with a parser of its own. */
    private static final int SLOW = 2;

    /** Lines read alone after one the shared parser could not take (see {@link ArrayLines}). */
    private static final int SOLO_AFTER_SLOW = 64;

    /** A stream of bytes; each line is handed to its parser through {@link #line}. */
    private final class StreamLines extends Lines {
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
                if ((length += n) > maxLineLength) {
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

        StreamLines(InputStream in) {
            this.in = Objects.requireNonNull(in, "input");
        }

        /** The whole lines in the buffer, read as byte input held whole is read. */
        private final ArrayLines block = new ArrayLines(new byte[0]);
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

    /** A stream of characters; each line is handed to its parser through {@link #line}. */
    private final class ReaderLines extends Lines {
        private final Reader in;
        private final char[] buf = new char[32 * 1024];
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
                int nl = pos;
                while (nl < stop && buf[nl] != '\n') {
                    nl++;
                }
                int n = nl - pos;
                if ((length += n) > maxLineLength) {
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

        ReaderLines(Reader in) {
            this.in = Objects.requireNonNull(in, "input");
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
                while (pos < lim && buf[pos] != '\n') {
                    pos++;
                }
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
            in.close();
        }
    }
}
