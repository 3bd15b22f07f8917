/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.util.RequestPayload;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * What the four extractors ({@code FieldExtractor}, {@code PointerExtractor}, {@code ElementStream},
 * {@code NdjsonReader}) share: the input ({@link Input}), the reader of one value
 * ({@link Binder}), the one exception for a wrong shape ({@link WrongShapeException}) and the
 * lazy iterator ({@link CloseableIterator}); package-private, the walk to a JSON Pointer, the
 * end-of-document check and the default factory.
 *
 * <p><b>Copyable:</b> this file and each extractor file are self-contained: they import only
 * jackson-core (2.15 or later) and the JDK, nothing else of fastjson-kit. To copy an extractor
 * into another code base, copy its file and this one ({@code FieldExtractor} also needs its fast
 * path {@code FieldScan}, {@code NdjsonReader} its {@code NdjsonLines}; change the package lines;
 * keep the license headers). With fastjson-kit-core on the class path the copy's default factory is still the
 * kit's parser engine (found by name); without it, a plain {@code new JsonFactory()}.
 */
public final class ExtractorCore {

    private ExtractorCore() {
    }

    /**
     * Returns a new default factory for an extractor: fastjson-kit-core's engine factory,
     * {@code FastMappers.engineFactory(new JsonFactoryBuilder())}, when fastjson-kit-core is on the
     * class path, as it is with fastjson-kit-streaming, else a {@code new JsonFactory()}; both with
     * jackson-core's default features and stream-read constraints. The engine reads and skips
     * string values eight bytes a step and otherwise is jackson-core's parser (see
     * {@code FastMappers.engineFactory}). Found by name so that a copied extractor needs nothing
     * but jackson-core to compile. A new one per extractor, not one shared, so that one
     * extractor's documents never meet another's in a symbol table (see the 0xFF name finding in
     * docs/hostile-input.md). The one place that picks the extractors' parser engine.
     */
    static JsonFactory newDefaultFactory() {
        try {
            return (JsonFactory) Class.forName("dev.fastjsonkit.FastMappers", true, ExtractorCore.class.getClassLoader())
                    .getMethod("engineFactory", JsonFactoryBuilder.class).invoke(null, new JsonFactoryBuilder());
        } catch (ReflectiveOperationException | LinkageError | ClassCastException coreAbsent) {
            return new JsonFactory();
        }
    }

    // ---------------------------------------------------------------------------------------
    // Public types

    /**
     * Where a JSON document comes from: opens a parser for it with the extractor's factory.
     * {@link #of(byte[])}, {@link #of(InputStream)}, {@link #of(Reader)} and {@link #of(Path)}
     * cover the usual inputs; any other is a lambda, e.g. {@code f -> f.createParser(url)}.
     */
    @FunctionalInterface
    public interface Input {
        /**
         * Opens a parser over the document; the extractor closes it.
         *
         * @param factory the extractor's factory (its stream-read constraints and features apply)
         * @return a new parser, not yet advanced
         * @throws IOException when the input cannot be opened
         */
        JsonParser open(JsonFactory factory) throws IOException;

        /**
         * The whole document as bytes; the encoding (UTF-8, UTF-16 or UTF-32) is detected.
         *
         * @param json the document; not copied, must not change while read
         * @return an input
         * @throws NullPointerException when {@code json} is null
         */
        static Input of(byte[] json) {
            return new BytesInput(json);
        }

        /**
         * A stream of bytes, encoding detected; closed with the parser when the factory's
         * {@code AUTO_CLOSE_SOURCE} is on (the default).
         *
         * @param json the stream, read once
         * @return an input to use once
         * @throws NullPointerException when {@code json} is null
         */
        static Input of(InputStream json) {
            Objects.requireNonNull(json, "json");
            return f -> f.createParser(json);
        }

        /**
         * Characters; closed with the parser when the factory's {@code AUTO_CLOSE_SOURCE} is on
         * (the default).
         *
         * @param json the reader, read once
         * @return an input to use once
         * @throws NullPointerException when {@code json} is null
         */
        static Input of(Reader json) {
            Objects.requireNonNull(json, "json");
            return f -> f.createParser(json);
        }

        /**
         * A file on the default file system, encoding detected; opened by each use, closed with
         * the parser.
         *
         * @param json the file
         * @return an input
         * @throws NullPointerException when {@code json} is null
         */
        static Input of(Path json) {
            Objects.requireNonNull(json, "json");
            return f -> f.createParser(json.toFile());
        }
    }

    /** {@link Input#of(byte[])}: the bytes stay reachable for an extractor's fast path over a whole document. */
    static final class BytesInput implements Input {
        final byte[] json;

        BytesInput(byte[] json) {
            this.json = Objects.requireNonNull(json, "json");
        }

        @Override
        public JsonParser open(JsonFactory factory) throws IOException {
            return factory.createParser(json);
        }
    }

    /**
     * Reads one value from a parser positioned on the value's first token, e.g.
     * {@code ObjectReader::readValue}, {@code mapper::readTree}, a scalar reader of
     * {@code PointerExtractor}, or {@code FieldExtractor.binder()}.
     *
     * @param <T> the value type
     */
    @FunctionalInterface
    public interface Binder<T> {
        /**
         * Reads the value; must leave the parser on the value's last token (or not move it), as
         * {@code ObjectReader.readValue(JsonParser)} does. A binder that reads only part of a
         * container is fine: the extractor skips the rest.
         *
         * @param parser positioned on the first token of the value; do not close it
         * @return the value (may be {@code null})
         * @throws IOException when reading fails; it stops the extractor (for
         *     {@code NdjsonReader}, a {@code JsonProcessingException} makes the line a bad line)
         */
        T bind(JsonParser parser) throws IOException;

        /**
         * Returns the binder to read the values of one parser with: the extractors call it once
         * for each parser they open, before that parser's first value, and bind every value of
         * that parser with the result. Default: this binder. A binder that can share work between
         * the values of one parser returns a new binder here; {@code ReaderBinder} keeps one
         * deserialization context per parser, as {@code MappingIterator} does.
         *
         * @param parser the parser whose values the result binds; do not move or close it
         * @return the binder for that parser's values
         * @throws IOException when the binder cannot be prepared for that parser
         */
        default Binder<T> forParser(JsonParser parser) throws IOException {
            return this;
        }
    }

    /**
     * An {@link Iterator} that holds an open input until {@link #close()}. Reading errors are
     * thrown from {@code hasNext()}/{@code next()} as {@link UncheckedIOException} whose cause is
     * the Jackson exception; the iterator never just ends early. Not thread-safe.
     *
     * @param <T> the element type
     */
    public interface CloseableIterator<T> extends Iterator<T>, Closeable {
        /** Closes the parser and its input; idempotent; never throws for an already closed one. */
        @Override
        void close();
    }

    /**
     * The input is well-formed JSON but not of the expected shape: a pointer target is missing
     * or not an array, an element is not an object, a value has another type than its reader or
     * getter reads, a repeated member would replace what was already streamed, or content
     * follows the root value. The message names the expected and the found token and the JSON
     * Pointer; {@link #getLocation()} (also appended to the message) gives the line and column
     * (1-based) and the byte or char offset. One type for all extractors.
     */
    public static final class WrongShapeException extends StreamReadException {
        private static final long serialVersionUID = 1L;

        private WrongShapeException(JsonParser p, String message) {
            super(p, message, p.currentTokenLocation());
        }

        static WrongShapeException of(JsonParser p, String expected, String found) {
            return of(p, expected, found, p.getParsingContext().pathAsPointer().toString());
        }

        static WrongShapeException of(JsonParser p, String expected, String found, String pointer) {
            return new WrongShapeException(p,
                    "Expected " + expected + " but found " + found + " at JSON Pointer '" + pointer + "'");
        }

        /**
         * Attaches the parser (Jackson API).
         *
         * @param p the parser
         * @return this exception
         */
        @Override
        public WrongShapeException withParser(JsonParser p) {
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
        public WrongShapeException withRequestPayload(RequestPayload payload) {
            _requestPayload = payload;
            return this;
        }
    }

    // ---------------------------------------------------------------------------------------
    // Navigation and checks

    /**
     * Reads the first token and walks to the value at {@code ptr}; returns its first token.
     * Members and elements passed on the way are skipped, not decoded. Fails when the pointer
     * does not resolve.
     */
    static JsonToken seek(JsonParser p, JsonPointer ptr) throws IOException {
        JsonToken t = p.nextToken();
        if (t == null) {
            throw WrongShapeException.of(p, "a JSON value", "end of input", "");
        }
        while (!ptr.matches()) {
            if (t == JsonToken.START_OBJECT) {
                String name = ptr.getMatchingProperty();
                while (true) {
                    t = p.nextToken();
                    if (t == JsonToken.END_OBJECT) {
                        throw WrongShapeException.of(p, "member '" + name + "'", "END_OBJECT");
                    }
                    if (name.equals(p.currentName())) {
                        t = p.nextToken();
                        break;
                    }
                    p.nextToken();
                    p.skipChildren();
                }
            } else if (t == JsonToken.START_ARRAY && ptr.getMatchingIndex() >= 0) {
                int index = ptr.getMatchingIndex();
                for (int i = 0; ; i++) {
                    t = p.nextToken();
                    if (t == JsonToken.END_ARRAY) {
                        throw WrongShapeException.of(p, "element " + index, "END_ARRAY");
                    }
                    if (i == index) {
                        break;
                    }
                    p.skipChildren();
                }
            } else {
                throw WrongShapeException.of(p, "a container holding '" + ptr + "'", String.valueOf(t));
            }
            ptr = ptr.tail();
        }
        return t;
    }

    /** {@link #seek}s the array at {@code at}; fails when the value there is not an array. */
    static void seekArray(JsonParser p, JsonPointer at) throws IOException {
        JsonToken t = seek(p, at);
        if (t != JsonToken.START_ARRAY) {
            throw WrongShapeException.of(p, "START_ARRAY", String.valueOf(t));
        }
    }

    /**
     * From the last token of the target value at {@code at}: skips the rest of the enclosing
     * containers, then requires the end of input (no second root value, no trailing garbage). A
     * member that repeats the path's member in an object on the path fails: it would replace
     * (in {@code readTree}) the value already streamed.
     */
    static void finish(JsonParser p, JsonPointer at) throws IOException {
        while (!p.getParsingContext().inRoot()) {
            JsonToken t = p.nextToken();
            if (t == null) { // Jackson reports EOF inside a container itself; defensive only
                throw WrongShapeException.of(p, "the rest of the document", "end of input");
            }
            if (t == JsonToken.FIELD_NAME) {
                JsonPointer seg = at;
                for (JsonStreamContext c = p.getParsingContext().getParent(); !c.inRoot() && !seg.matches();
                        c = c.getParent()) {
                    seg = seg.tail();
                }
                if (!seg.matches() && seg.getMatchingProperty().equals(p.currentName())) {
                    throw WrongShapeException.of(p, "no second member '" + p.currentName()
                            + "' (it would replace the value already streamed)", "a repeated member");
                }
            }
            p.skipChildren();
        }
        JsonToken t = p.nextToken();
        if (t != null) {
            throw WrongShapeException.of(p, "end of input", t.toString());
        }
    }

    /**
     * Reads the value whose first token is current with {@code binder} and leaves the parser on
     * its last token: finishes a container the binder left (partly) unread, and fails when the
     * binder moved past the value.
     */
    static <T> T bindWhole(JsonParser p, Binder<? extends T> binder) throws IOException {
        JsonToken start = p.currentToken();
        JsonStreamContext outer = start.isStructStart() ? p.getParsingContext().getParent()
                : p.getParsingContext();
        int index = outer.getCurrentIndex();
        T value = binder.bind(p);
        while (p.getParsingContext() != outer) {
            if (p.nextToken() == null) {
                throw WrongShapeException.of(p, "the end of the value", "end of input");
            }
        }
        JsonToken end = start == JsonToken.START_OBJECT ? JsonToken.END_OBJECT
                : start == JsonToken.START_ARRAY ? JsonToken.END_ARRAY : start;
        JsonToken last = p.currentToken(); // databind clears it after reading (clearCurrentToken)
        if ((last != end && last != null) || outer.getCurrentIndex() != index) {
            throw new IllegalStateException("The binder moved past the value at JSON Pointer '"
                    + outer.pathAsPointer() + "'; it must leave the parser on the value's last token");
        }
        return value;
    }

    // ---------------------------------------------------------------------------------------
    // Lazy iteration

    /** The iterator state machine: {@link #advance} finds the next element, {@link #current} reads it. */
    abstract static class Cursor<T> implements CloseableIterator<T> {
        private final Closeable resource;
        private int state; // 0 = unknown, 1 = element ready, 2 = done

        Cursor(Closeable resource) {
            this.resource = resource;
        }

        /** Moves to the next element; false at the end (after checking the rest of the input). */
        abstract boolean advance() throws IOException;

        /** Reads the element {@link #advance} moved to. */
        abstract T current() throws IOException;

        @Override
        public final boolean hasNext() {
            if (state == 0) {
                try {
                    state = advance() ? 1 : 2;
                    if (state == 2) {
                        resource.close();
                    }
                } catch (IOException e) {
                    failed(e);
                    throw new UncheckedIOException(e.getMessage(), e);
                } catch (RuntimeException | Error e) {
                    failed(e);
                    throw e;
                }
            }
            return state == 1;
        }

        @Override
        public final T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            try {
                return current();
            } catch (IOException e) {
                failed(e);
                throw new UncheckedIOException(e.getMessage(), e);
            } catch (RuntimeException | Error e) {
                failed(e);
                throw e;
            }
        }

        private void failed(Throwable cause) {
            state = 2;
            closeQuietly(resource, cause);
        }

        @Override
        public final void close() {
            state = 2;
            closeQuietly(resource, null);
        }
    }

    /** A sequential ordered stream over {@code it}; closing the stream closes the iterator. */
    static <T> Stream<T> stream(CloseableIterator<T> it) {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false)
                .onClose(it::close);
    }

    /** Closes {@code c}; a failure is added to {@code primary} as suppressed, or dropped. */
    static void closeQuietly(Closeable c, Throwable primary) {
        try {
            c.close();
        } catch (IOException | RuntimeException e) {
            if (primary != null) {
                primary.addSuppressed(e);
            }
        }
    }
}
