/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
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
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Streams the elements of a (possibly huge) JSON array one by one to a binder, in constant memory.
 *
 * <p>The array is the root value or the value at an RFC 6901 JSON Pointer ({@link #at}). For
 * each element, the binder gets the parser positioned on the element's first token and must
 * read exactly that element, leaving the parser on its last token, which is what
 * {@code ObjectReader.readValue(JsonParser)} and {@code ObjectMapper.readTree(JsonParser)} do.
 * A binder that reads nothing, or only part of a container, is fine: the rest of the element
 * is skipped. Only one element is held in memory at a time (plus whatever the caller keeps).
 *
 * <pre>{@code
 * ObjectReader reader = mapper.readerFor(Performance.class);
 * ElementStream<Performance> perfs = ElementStream.of(reader::<Performance>readValue).at("/performances");
 * try (Stream<Performance> s = perfs.stream(Path.of("citm_catalog.json"))) {
 *     s.filter(...).forEach(...);
 * }
 * }</pre>
 *
 * <p>Whole-document checking: the document is always read to its end, so malformed or truncated
 * content anywhere, and any content after the root value, raises an exception; a stream or
 * iterator never just ends early.
 *
 * <p>Thread-safety: instances are immutable and may be shared; each call uses its own parser.
 * The binder is called from the calling thread only and must be thread-safe if the instance is
 * used concurrently ({@code ObjectReader} is).
 *
 * <p><b>Copyable:</b> this file is self-contained. It uses only jackson-core (2.15 or later) and
 * the JDK, nothing else of fastjson-kit, so it may be copied into another code base as is
 * (change the package line; keep the license header).
 *
 * @param <T> the element type
 */
public final class ElementStream<T> {

    private final Binder<? extends T> binder;
    private final JsonFactory factory;

    /**
     * Returns a new default factory: a {@code FastSkipJsonFactory} when that class sits in this
     * class's package, as it does in fastjson-kit-streaming (copy it along to keep its faster
     * skipping of long strings), else a {@code new JsonFactory()}; both with jackson-core's default
     * configuration. A new one per extractor, not one shared, so that one extractor's documents never
     * meet another's in a symbol table (see the 0xFF name finding in docs/hostile-input.md).
     */
    private static JsonFactory newDefaultFactory() {
        try {
            return (JsonFactory) Class.forName(ElementStream.class.getPackageName() + ".FastSkipJsonFactory")
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException notCopiedAlong) {
            return new JsonFactory();
        }
    }
    private final JsonPointer at;

    private ElementStream(Binder<? extends T> binder, JsonFactory factory, JsonPointer at) {
        this.binder = binder;
        this.factory = factory;
        this.at = at;
    }

    /**
     * Creates a stream definition for the array at the root, read with the default factory (see {@link #factory}).
     *
     * @param <T> the element type
     * @param binder reads one element from the positioned parser
     * @return an immutable, thread-safe definition
     * @throws NullPointerException when {@code binder} is null
     */
    public static <T> ElementStream<T> of(Binder<? extends T> binder) {
        return new ElementStream<>(Objects.requireNonNull(binder, "binder"), newDefaultFactory(),
                JsonPointer.empty());
    }

    /**
     * Returns a copy that reads the array at an RFC 6901 JSON Pointer ({@code ~0}/{@code ~1}
     * escapes; {@code ""} is the root).
     *
     * @param jsonPointer e.g. {@code "/performances"}
     * @return a new definition
     * @throws IllegalArgumentException when the pointer is malformed
     */
    public ElementStream<T> at(String jsonPointer) {
        return new ElementStream<>(binder, factory, JsonPointer.compile(jsonPointer));
    }

    /**
     * Returns a copy that creates its parsers with {@code factory} (its stream-read constraints
     * and parser features apply); e.g. {@code mapper.getFactory()}. Default: {@code FastSkipJsonFactory} when present in this package, else {@code new JsonFactory()}.
     *
     * @param factory the factory
     * @return a new definition
     * @throws NullPointerException when {@code factory} is null
     */
    public ElementStream<T> factory(JsonFactory factory) {
        return new ElementStream<>(binder, Objects.requireNonNull(factory, "factory"), at);
    }

    /**
     * Reads one element from a parser positioned on the element's first token.
     *
     * @param <T> the element type
     */
    @FunctionalInterface
    public interface Binder<T> {
        /**
         * Reads one element; must leave the parser on the element's last token (or not move it).
         *
         * @param parser positioned on the first token of the element; do not close it
         * @return the element value (may be {@code null})
         * @throws IOException when binding fails; it stops the stream
         */
        T bind(JsonParser parser) throws IOException;
    }

    /** An {@link Iterator} over the elements that holds an open parser until {@link #close()}. */
    public interface CloseableIterator<T> extends Iterator<T>, Closeable {
        /** Closes the parser and its input; idempotent. */
        @Override
        void close();
    }

    // ---------------------------------------------------------------------------------------
    // forEach

    /**
     * Hands each element to {@code action}, in document order, one at a time.
     *
     * @param json the whole document as bytes (UTF-8, UTF-16 or UTF-32, detected)
     * @param action receives each bound element; an exception it throws stops reading
     * @return the number of elements
     * @throws WrongShapeException when the target is missing or not an array, or content follows
     *     the root value
     * @throws com.fasterxml.jackson.core.JsonParseException when the input is malformed or truncated
     * @throws com.fasterxml.jackson.core.exc.StreamConstraintsException when a stream-read
     *     constraint of the factory is exceeded
     * @throws IOException when the binder fails
     */
    public long forEach(byte[] json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from a stream (closed when done if the factory's
     * {@code AUTO_CLOSE_SOURCE} is on, the default).
     *
     * @param json the document as bytes, encoding detected
     * @param action receives each bound element
     * @return the number of elements
     * @throws IOException as for {@link #forEach(byte[], Consumer)}, or when reading fails
     */
    public long forEach(InputStream json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from characters (closed when done if the factory's
     * {@code AUTO_CLOSE_SOURCE} is on, the default).
     *
     * @param json the document as characters
     * @param action receives each bound element
     * @return the number of elements
     * @throws IOException as for {@link #forEach(byte[], Consumer)}, or when reading fails
     */
    public long forEach(Reader json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from a file on the default file system.
     *
     * @param json the file, encoding detected
     * @param action receives each bound element
     * @return the number of elements
     * @throws IOException as for {@link #forEach(byte[], Consumer)}, or when the file cannot be read
     */
    public long forEach(Path json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json.toFile()), action);
    }

    private long forEach(JsonParser p, Consumer<? super T> action) throws IOException {
        Objects.requireNonNull(action, "action");
        try (p) {
            seekArray(p);
            long n = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                action.accept(bindElement(p));
                n++;
            }
            finish(p, at);
            return n;
        }
    }

    // ---------------------------------------------------------------------------------------
    // iterator / stream

    /**
     * Opens the document and positions at the target array; elements are bound one by one as the
     * iterator advances. The parser is closed after the last element (once the rest of the
     * document has been checked), when reading fails, or on {@link CloseableIterator#close()}.
     * Failures during iteration are thrown from {@code hasNext()}/{@code next()} as
     * {@link UncheckedIOException} whose cause is the Jackson exception.
     *
     * @param json the whole document as bytes (encoding detected)
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #forEach(byte[], Consumer)} when the array cannot be reached
     */
    public CloseableIterator<T> iterator(byte[] json) throws IOException {
        return iterator(factory.createParser(json));
    }

    /**
     * As {@link #iterator(byte[])}, from a stream of bytes.
     *
     * @param json the document as bytes, encoding detected
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public CloseableIterator<T> iterator(InputStream json) throws IOException {
        return iterator(factory.createParser(json));
    }

    /**
     * As {@link #iterator(byte[])}, from characters.
     *
     * @param json the document as characters
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public CloseableIterator<T> iterator(Reader json) throws IOException {
        return iterator(factory.createParser(json));
    }

    /**
     * As {@link #iterator(byte[])}, from a file on the default file system.
     *
     * @param json the file, encoding detected
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public CloseableIterator<T> iterator(Path json) throws IOException {
        return iterator(factory.createParser(json.toFile()));
    }

    /**
     * As {@link #iterator(byte[])}, as a sequential ordered {@link Stream}; closing the stream
     * closes the parser (use try-with-resources).
     *
     * @param json the whole document as bytes (encoding detected)
     * @return an open stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(byte[] json) throws IOException {
        return toStream(iterator(json));
    }

    /**
     * As {@link #stream(byte[])}, from a stream of bytes.
     *
     * @param json the document as bytes, encoding detected
     * @return an open stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(InputStream json) throws IOException {
        return toStream(iterator(json));
    }

    /**
     * As {@link #stream(byte[])}, from characters.
     *
     * @param json the document as characters
     * @return an open stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(Reader json) throws IOException {
        return toStream(iterator(json));
    }

    /**
     * As {@link #stream(byte[])}, from a file on the default file system.
     *
     * @param json the file, encoding detected
     * @return an open stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(Path json) throws IOException {
        return toStream(iterator(json));
    }

    private static <T> Stream<T> toStream(CloseableIterator<T> it) {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false)
                .onClose(it::close);
    }

    private CloseableIterator<T> iterator(JsonParser p) throws IOException {
        try {
            seekArray(p);
        } catch (IOException | RuntimeException | Error e) {
            closeQuietly(p, e);
            throw e;
        }
        return new CloseableIterator<T>() {
            private int state; // 0 = unknown, 1 = positioned on an element, 2 = done

            @Override
            public boolean hasNext() {
                if (state == 0) {
                    try {
                        if (p.nextToken() == JsonToken.END_ARRAY) {
                            finish(p, at);
                            state = 2;
                            p.close();
                        } else {
                            state = 1;
                        }
                    } catch (IOException e) {
                        state = 2;
                        closeQuietly(p, e);
                        throw new UncheckedIOException(e.getMessage(), e);
                    } catch (RuntimeException | Error e) {
                        state = 2;
                        closeQuietly(p, e);
                        throw e;
                    }
                }
                return state == 1;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                state = 0;
                try {
                    return bindElement(p);
                } catch (IOException e) {
                    state = 2;
                    closeQuietly(p, e);
                    throw new UncheckedIOException(e.getMessage(), e);
                } catch (RuntimeException | Error e) {
                    state = 2;
                    closeQuietly(p, e);
                    throw e;
                }
            }

            @Override
            public void close() {
                state = 2;
                closeQuietly(p, null);
            }
        };
    }

    private void seekArray(JsonParser p) throws IOException {
        JsonToken t = seek(p, at);
        if (t != JsonToken.START_ARRAY) {
            throw WrongShapeException.of(p, "START_ARRAY", String.valueOf(t));
        }
    }

    /** Binds the element whose first token is current and leaves the parser on its last token. */
    private T bindElement(JsonParser p) throws IOException {
        JsonToken start = p.currentToken();
        JsonStreamContext outer = start.isStructStart() ? p.getParsingContext().getParent()
                : p.getParsingContext();
        int index = outer.getCurrentIndex();
        T value = binder.bind(p);
        // finish a container the binder left (partly) unread
        while (p.getParsingContext() != outer) {
            if (p.nextToken() == null) {
                throw WrongShapeException.of(p, "the end of the element", "end of input");
            }
        }
        JsonToken end = start == JsonToken.START_OBJECT ? JsonToken.END_OBJECT
                : start == JsonToken.START_ARRAY ? JsonToken.END_ARRAY : start;
        JsonToken last = p.currentToken(); // databind clears it after reading (clearCurrentToken)
        if ((last != end && last != null) || outer.getCurrentIndex() != index) {
            throw new IllegalStateException("The binder moved past element " + index
                    + "; it must leave the parser on the element's last token");
        }
        return value;
    }

    private static void closeQuietly(JsonParser p, Throwable primary) {
        try {
            p.close();
        } catch (IOException | RuntimeException e) {
            if (primary != null) {
                primary.addSuppressed(e);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    // Navigation and checks (the same code is in each copyable extractor)

    /**
     * Reads the first token and walks to the value at {@code ptr}; returns its first token.
     * Members and elements passed on the way are skipped, not decoded. Fails when the pointer
     * does not resolve.
     */
    private static JsonToken seek(JsonParser p, JsonPointer ptr) throws IOException {
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

    /**
     * On a member name after the target, in an object on the path {@code at} to it: fails when
     * the name repeats the path's member there, since that later member would replace (in
     * {@code readTree}) the value already streamed.
     */
    private static void checkNotRepeated(JsonParser p, JsonPointer at) throws IOException {
        JsonStreamContext ctx = p.getParsingContext();
        for (JsonStreamContext c = ctx.getParent(); !c.inRoot() && !at.matches(); c = c.getParent()) {
            at = at.tail();
        }
        if (!at.matches() && at.getMatchingProperty().equals(p.currentName())) {
            throw WrongShapeException.of(p, "no second member '" + p.currentName()
                    + "' (a repeated member would replace the value already streamed)", "a repeated member");
        }
    }

    /**
     * From the last token of the target value: skips the rest of the enclosing containers, then
     * requires the end of input (no second root value, no trailing garbage).
     */
    private static void finish(JsonParser p, JsonPointer at) throws IOException {
        while (!p.getParsingContext().inRoot()) {
            JsonToken t = p.nextToken();
            if (t == null) { // Jackson reports EOF inside a container itself; defensive only
                throw WrongShapeException.of(p, "the rest of the document", "end of input");
            }
            if (t == JsonToken.FIELD_NAME) {
                checkNotRepeated(p, at);
            }
            p.skipChildren();
        }
        JsonToken t = p.nextToken();
        if (t != null) {
            throw WrongShapeException.of(p, "end of input", t.toString());
        }
    }

    // ---------------------------------------------------------------------------------------

    /**
     * The input is well-formed JSON but not of the expected shape: the target is missing or not
     * an array, or content follows the root value. The message names the expected and the found
     * token and the JSON Pointer; {@link #getLocation()} (also appended to the message) gives the
     * line and column (1-based) and the byte or char offset.
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
}
