/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Streams the elements of a (possibly huge) JSON array one by one to a binder, in constant memory.
 *
 * <p>The array is the root value or the value at an RFC 6901 JSON Pointer ({@link #at}). For
 * each element, the {@link ExtractorCore.Binder} gets the parser positioned on the element's
 * first token and must read exactly that element, leaving the parser on its last token, which is
 * what {@code ObjectReader.readValue(JsonParser)}, {@code ObjectMapper.readTree(JsonParser)} and
 * {@code FieldExtractor.binder()} do. A binder that reads nothing, or only part of a container,
 * is fine: the rest of the element is skipped. Only one element is held in memory at a time
 * (plus whatever the caller keeps).
 *
 * <pre>{@code
 * ObjectReader reader = mapper.readerFor(Performance.class);
 * ElementStream<Performance> perfs = ElementStream.of(reader::<Performance>readValue).at("/performances");
 * try (Stream<Performance> s = perfs.stream(Input.of(Path.of("citm_catalog.json")))) {
 *     s.filter(...).forEach(...);
 * }
 * }</pre>
 *
 * <p>Whole-document checking: the document is always read to its end, so malformed or truncated
 * content anywhere, and any content after the root value, raises an exception; a stream or
 * iterator never just ends early. A second member with the name of a member on the path to the
 * array (a second {@code "items"} after {@code /items}) fails with a
 * {@link ExtractorCore.WrongShapeException}: it would replace the elements already streamed.
 *
 * <p>Thread-safety: instances are immutable and may be shared; each call uses its own parser.
 * The binder is called from the calling thread only and must be thread-safe if the instance is
 * used concurrently ({@code ObjectReader} is).
 *
 * <p><b>Copyable:</b> this file and {@code ExtractorCore} use only jackson-core (2.15 or later)
 * and the JDK, nothing else of fastjson-kit, so they may be copied into another code base as is
 * (change the package lines; keep the license headers).
 *
 * @param <T> the element type
 */
public final class ElementStream<T> {

    private final ExtractorCore.Binder<? extends T> binder;
    private final JsonFactory factory;
    private final JsonPointer at;

    private ElementStream(ExtractorCore.Binder<? extends T> binder, JsonFactory factory, JsonPointer at) {
        this.binder = binder;
        this.factory = factory;
        this.at = at;
    }

    /**
     * Creates a stream definition for the array at the root, read with the default factory (see
     * {@link #factory}).
     *
     * @param <T> the element type
     * @param binder reads one element from the positioned parser
     * @return an immutable, thread-safe definition
     * @throws NullPointerException when {@code binder} is null
     */
    public static <T> ElementStream<T> of(ExtractorCore.Binder<? extends T> binder) {
        return new ElementStream<>(Objects.requireNonNull(binder, "binder"), ExtractorCore.newDefaultFactory(),
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
     * and parser features apply); e.g. {@code mapper.getFactory()}. Default:
     * fastjson-kit-core's engine factory (jackson-core's defaults; see {@code ExtractorCore}), or
     * {@code new JsonFactory()} when that is absent.
     *
     * @param factory the factory
     * @return a new definition
     * @throws NullPointerException when {@code factory} is null
     */
    public ElementStream<T> factory(JsonFactory factory) {
        return new ElementStream<>(binder, Objects.requireNonNull(factory, "factory"), at);
    }

    /**
     * Hands each element to {@code action}, in document order, one at a time.
     *
     * @param json the document, e.g. {@code Input.of(bytes)} or {@code Input.of(path)}
     * @param action receives each bound element; an exception it throws stops reading
     * @return the number of elements
     * @throws ExtractorCore.WrongShapeException when the target is missing or not an array, a
     *     member on the path repeats, or content follows the root value
     * @throws com.fasterxml.jackson.core.JsonParseException when the input is malformed or truncated
     * @throws com.fasterxml.jackson.core.exc.StreamConstraintsException when a stream-read
     *     constraint of the factory is exceeded
     * @throws IOException when the input cannot be read or the binder fails
     */
    public long forEach(ExtractorCore.Input json, Consumer<? super T> action) throws IOException {
        Objects.requireNonNull(action, "action");
        try (JsonParser p = json.open(factory)) {
            ExtractorCore.seekArray(p, at);
            ExtractorCore.Binder<? extends T> values = binder.forParser(p);
            long n = 0;
            while (p.nextToken() != JsonToken.END_ARRAY) {
                action.accept(ExtractorCore.bindWhole(p, values));
                n++;
            }
            ExtractorCore.finish(p, at);
            return n;
        }
    }

    /**
     * Opens the document and positions at the target array; elements are bound one by one as the
     * iterator advances. The parser is closed after the last element (once the rest of the
     * document has been checked), when reading fails, or on
     * {@link ExtractorCore.CloseableIterator#close()}. Failures during iteration are thrown from
     * {@code hasNext()}/{@code next()} as {@link java.io.UncheckedIOException} whose cause is the
     * Jackson exception.
     *
     * @param json the document
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #forEach} when the array cannot be reached
     */
    public ExtractorCore.CloseableIterator<T> iterator(ExtractorCore.Input json) throws IOException {
        JsonParser p = json.open(factory);
        ExtractorCore.Binder<? extends T> values;
        try {
            ExtractorCore.seekArray(p, at);
            values = binder.forParser(p);
        } catch (IOException | RuntimeException | Error e) {
            ExtractorCore.closeQuietly(p, e);
            throw e;
        }
        return new ExtractorCore.Cursor<T>(p) {
            @Override
            boolean advance() throws IOException {
                if (p.nextToken() != JsonToken.END_ARRAY) {
                    return true;
                }
                ExtractorCore.finish(p, at);
                return false;
            }

            @Override
            T current() throws IOException {
                return ExtractorCore.bindWhole(p, values);
            }
        };
    }

    /**
     * As {@link #iterator}, as a sequential ordered {@link Stream}; closing the stream closes the
     * parser (use try-with-resources).
     *
     * @param json the document
     * @return an open stream
     * @throws IOException as for {@link #iterator}
     */
    public Stream<T> stream(ExtractorCore.Input json) throws IOException {
        return ExtractorCore.stream(iterator(json));
    }
}
