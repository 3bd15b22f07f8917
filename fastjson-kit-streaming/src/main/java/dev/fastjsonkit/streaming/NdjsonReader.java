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
import com.fasterxml.jackson.core.util.RequestPayload;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
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
 * 64 KiB buffer, one parser per buffer, and from a {@code Reader} for the lines that lie whole in
 * its 64 Ki char buffer (read as bytes when they are all ASCII, else as chars; a line read alone
 * is always read from its chars). A line is never buffered: it is
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
 * <p><b>Copyable:</b> this file, its line splitting {@code NdjsonLines} and {@code ExtractorCore}
 * use only jackson-core (2.15 or later) and the JDK, nothing else of fastjson-kit, so they may be
 * copied into another code base as is
 * (change the package lines; keep the license headers).
 *
 * @param <T> the value type of a line
 */
public final class NdjsonReader<T> {

    /** Default longest line, in bytes for byte input and in chars for character input: 64 MiB. */
    public static final int DEFAULT_MAX_LINE_LENGTH = 64 * 1024 * 1024;

    final ExtractorCore.Binder<? extends T> binder;
    final JsonFactory factory;

    private final Consumer<? super BadLine> onBadLine; // null: fail on the first bad line
    final int maxLineLength;

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
        return forEach(new NdjsonLines.ArrayLines(this, ndjson), action);
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
        return forEach(new NdjsonLines.StreamLines(this, ndjson), action);
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
        return forEach(new NdjsonLines.ReaderLines(this, ndjson), action);
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
        return forEach(new NdjsonLines.StreamLines(this, Files.newInputStream(ndjson)), action);
    }

    private long forEach(NdjsonLines lines, Consumer<? super T> action) throws IOException {
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
        return iterator(new NdjsonLines.ArrayLines(this, ndjson));
    }

    /**
     * As {@link #iterator(byte[])}, from a stream of bytes (UTF-8).
     *
     * @param ndjson the input
     * @return an open iterator; not thread-safe
     */
    public ExtractorCore.CloseableIterator<T> iterator(InputStream ndjson) {
        return iterator(new NdjsonLines.StreamLines(this, ndjson));
    }

    /**
     * As {@link #iterator(byte[])}, from characters.
     *
     * @param ndjson the input
     * @return an open iterator; not thread-safe
     */
    public ExtractorCore.CloseableIterator<T> iterator(Reader ndjson) {
        return iterator(new NdjsonLines.ReaderLines(this, ndjson));
    }

    /**
     * As {@link #iterator(byte[])}, from a file (UTF-8).
     *
     * @param ndjson the file
     * @return an open iterator; not thread-safe
     * @throws IOException when the file cannot be opened
     */
    public ExtractorCore.CloseableIterator<T> iterator(Path ndjson) throws IOException {
        return iterator(new NdjsonLines.StreamLines(this, Files.newInputStream(ndjson)));
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

    private ExtractorCore.CloseableIterator<T> iterator(NdjsonLines lines) {
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
    private boolean readNext(NdjsonLines lines, Object[] out) throws IOException {
        while (true) {
            try {
                int r = lines.read(out);
                if (r != NdjsonLines.BLANK) {
                    return r == NdjsonLines.VALUE;
                }
            } catch (LineException e) {
                if (onBadLine == null) {
                    throw e;
                }
                onBadLine.accept(new BadLine(lines.lineNumber, e));
            }
        }
    }

    /** Parses the current line; false for a blank line. */
    boolean parseLine(NdjsonLines lines, Object[] out) throws IOException {
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
        } catch (NdjsonLines.TooLong e) { // read past by the next call of lines.next(), never buffered
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

}
