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
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.RequestPayload;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads a few named fields out of every object of a JSON array, skipping everything else.
 *
 * <p>The array is the root value or the value at an RFC 6901 JSON Pointer ({@link Builder#at}).
 * For each element (which must be an object) only the selected fields are decoded; every other
 * member, including nested objects, arrays and long strings, is skipped with
 * {@link JsonParser#skipChildren()} or left undecoded by the tokenizer. Selected fields may be
 * nested paths written as relative pointers, e.g. {@code "user/screen_name"}. The selected values
 * of one element are handed to a {@link RowMapper} as a {@link Row} with typed getters.
 *
 * <pre>{@code
 * FieldExtractor<Summary> ex = FieldExtractor.builder()
 *     .at("/articles")
 *     .fields("id", "title", "viewCount")
 *     .build(row -> new Summary(row.getString("id"), row.getString("title"),
 *                               row.getLong("viewCount", 0)));
 * List<Summary> all = ex.list(Path.of("feed.json"));
 * }</pre>
 *
 * <p>Name matching: the extractor learns the member order of the elements and asks the parser
 * for the expected next name with {@link JsonParser#nextFieldName(com.fasterxml.jackson.core.SerializableString)}
 * using pre-encoded names; when an element has its members in another order it falls back to a
 * hash lookup, so any order is read correctly. If a member occurs twice, the last one wins (as in
 * Jackson databind's default).
 *
 * <p>Whole-document checking: the extractor always reads to the end of the input, so malformed
 * or truncated content anywhere in the document, and any content after the root value, raises an
 * exception; a partial result is never returned as if complete.
 *
 * <p>Thread-safety: a built {@code FieldExtractor} is immutable apart from its name-order cache,
 * which is per call; it may be shared by threads and used concurrently. A {@link Row} is valid
 * only during the {@link RowMapper#map} call it is given to.
 *
 * <p><b>Copyable:</b> this file is self-contained. It uses only jackson-core (2.15 or later) and
 * the JDK, nothing else of fastjson-kit, so it may be copied into another code base as is
 * (change the package line; keep the license header).
 *
 * @param <T> the type built from each element
 */
public final class FieldExtractor<T> {

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
            return (JsonFactory) Class.forName(FieldExtractor.class.getPackageName() + ".FastSkipJsonFactory")
                    .getConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException notCopiedAlong) {
            return new JsonFactory();
        }
    }
    private final JsonPointer at;
    private final String[] fields;
    private final RowMapper<? extends T> mapper;

    private FieldExtractor(Builder b, RowMapper<? extends T> mapper) {
        this.factory = b.factory;
        this.at = b.at;
        this.fields = b.fields;
        this.mapper = mapper;
    }

    /**
     * Starts a builder with the defaults: the array at the root, no fields selected yet, and the
     * default factory (see {@link Builder#factory}).
     *
     * @return a new builder; not thread-safe
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds one value from the selected fields of one array element.
     *
     * @param <T> the type built
     */
    @FunctionalInterface
    public interface RowMapper<T> {
        /**
         * Builds a value from one element's selected fields.
         *
         * @param row the selected fields of the current element; valid only during this call
         * @return the value to emit (may be {@code null})
         * @throws IOException when a getter finds the wrong type ({@link WrongShapeException}) or
         *     the function itself fails
         */
        T map(Row row) throws IOException;
    }

    /** An {@link Iterator} over the elements that holds an open parser until {@link #close()}. */
    public interface CloseableIterator<T> extends Iterator<T>, Closeable {
        /** Closes the parser and its input; idempotent; never throws for an already closed one. */
        @Override
        void close();
    }

    // ---------------------------------------------------------------------------------------
    // Eager: list

    /**
     * Reads all elements into a list.
     *
     * @param json the whole document as bytes (UTF-8, UTF-16 or UTF-32, detected)
     * @return the mapped values, in document order
     * @throws WrongShapeException when the target is missing or not an array, an element is not
     *     an object, a getter finds the wrong type, or content follows the root value
     * @throws com.fasterxml.jackson.core.JsonParseException when the input is malformed or truncated
     * @throws com.fasterxml.jackson.core.exc.StreamConstraintsException when a stream-read
     *     constraint of the factory is exceeded
     * @throws IOException when the mapper fails
     */
    public List<T> list(byte[] json) throws IOException {
        return list(factory.createParser(json));
    }

    /**
     * Reads all elements into a list; see {@link #list(byte[])}. The stream is closed when done
     * if the factory's {@code AUTO_CLOSE_SOURCE} is on (the default).
     *
     * @param json the document as bytes, encoding detected
     * @return the mapped values, in document order
     * @throws IOException as for {@link #list(byte[])}, or when reading the stream fails
     */
    public List<T> list(InputStream json) throws IOException {
        return list(factory.createParser(json));
    }

    /**
     * Reads all elements into a list; see {@link #list(byte[])}. The reader is closed when done
     * if the factory's {@code AUTO_CLOSE_SOURCE} is on (the default).
     *
     * @param json the document as characters
     * @return the mapped values, in document order
     * @throws IOException as for {@link #list(byte[])}, or when reading fails
     */
    public List<T> list(Reader json) throws IOException {
        return list(factory.createParser(json));
    }

    /**
     * Reads all elements of a file into a list; see {@link #list(byte[])}.
     *
     * @param json a file on the default file system, encoding detected
     * @return the mapped values, in document order
     * @throws IOException as for {@link #list(byte[])}, or when the file cannot be read
     */
    public List<T> list(Path json) throws IOException {
        return list(factory.createParser(json.toFile()));
    }

    private List<T> list(JsonParser p) throws IOException {
        List<T> out = new ArrayList<>();
        forEach(p, out::add);
        return out;
    }

    // ---------------------------------------------------------------------------------------
    // Callback: forEach

    /**
     * Hands each mapped element to {@code action}, in document order, holding only one element's
     * selected values in memory.
     *
     * @param json the whole document as bytes (encoding detected)
     * @param action receives each mapped value; an exception it throws stops reading and closes
     *     the parser
     * @return the number of elements
     * @throws IOException as for {@link #list(byte[])}
     */
    public long forEach(byte[] json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from a stream (closed when done if
     * {@code AUTO_CLOSE_SOURCE} is on, the default).
     *
     * @param json the document as bytes, encoding detected
     * @param action receives each mapped value
     * @return the number of elements
     * @throws IOException as for {@link #list(byte[])}, or when reading fails
     */
    public long forEach(InputStream json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from characters (closed when done if
     * {@code AUTO_CLOSE_SOURCE} is on, the default).
     *
     * @param json the document as characters
     * @param action receives each mapped value
     * @return the number of elements
     * @throws IOException as for {@link #list(byte[])}, or when reading fails
     */
    public long forEach(Reader json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json), action);
    }

    /**
     * As {@link #forEach(byte[], Consumer)}, from a file on the default file system.
     *
     * @param json the file, encoding detected
     * @param action receives each mapped value
     * @return the number of elements
     * @throws IOException as for {@link #list(byte[])}, or when the file cannot be read
     */
    public long forEach(Path json, Consumer<? super T> action) throws IOException {
        return forEach(factory.createParser(json.toFile()), action);
    }

    private long forEach(JsonParser p, Consumer<? super T> action) throws IOException {
        Objects.requireNonNull(action, "action");
        try (p) {
            Reading r = new Reading(p);
            r.seekArray();
            long n = 0;
            while (r.advance()) {
                action.accept(r.mapCurrent());
                n++;
            }
            return n;
        }
    }

    // ---------------------------------------------------------------------------------------
    // Lazy: iterator / stream

    /**
     * Opens the document and positions at the target array; elements are read one by one as the
     * iterator is advanced. The parser is closed when the last element has been read and the rest
     * of the document checked, when reading fails, or when {@link CloseableIterator#close()} is
     * called; use try-with-resources when you may stop early.
     *
     * <p>Reading errors during iteration are thrown from {@code hasNext()}/{@code next()} as
     * {@link UncheckedIOException} whose cause is the Jackson exception (e.g. a
     * {@link com.fasterxml.jackson.core.JsonParseException} for truncated input); the iterator
     * never just ends early.
     *
     * @param json the whole document as bytes (encoding detected)
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #list(byte[])} when the target array cannot be reached
     */
    public CloseableIterator<T> iterator(byte[] json) throws IOException {
        return iterator(factory.createParser(json));
    }

    /**
     * As {@link #iterator(byte[])}, from a stream (closed with the iterator if
     * {@code AUTO_CLOSE_SOURCE} is on, the default).
     *
     * @param json the document as bytes, encoding detected
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public CloseableIterator<T> iterator(InputStream json) throws IOException {
        return iterator(factory.createParser(json));
    }

    /**
     * As {@link #iterator(byte[])}, from characters (closed with the iterator if
     * {@code AUTO_CLOSE_SOURCE} is on, the default).
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
     * @throws IOException as for {@link #iterator(byte[])}, or when the file cannot be read
     */
    public CloseableIterator<T> iterator(Path json) throws IOException {
        return iterator(factory.createParser(json.toFile()));
    }

    /**
     * As {@link #iterator(byte[])}, as a sequential {@link Stream}; closing the stream (use
     * try-with-resources) closes the parser.
     *
     * @param json the whole document as bytes (encoding detected)
     * @return an open, sequential, ordered stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(byte[] json) throws IOException {
        return toStream(iterator(json));
    }

    /**
     * As {@link #stream(byte[])}, from a stream of bytes.
     *
     * @param json the document as bytes, encoding detected
     * @return an open, sequential, ordered stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(InputStream json) throws IOException {
        return toStream(iterator(json));
    }

    /**
     * As {@link #stream(byte[])}, from characters.
     *
     * @param json the document as characters
     * @return an open, sequential, ordered stream
     * @throws IOException as for {@link #iterator(byte[])}
     */
    public Stream<T> stream(Reader json) throws IOException {
        return toStream(iterator(json));
    }

    /**
     * As {@link #stream(byte[])}, from a file on the default file system.
     *
     * @param json the file, encoding detected
     * @return an open, sequential, ordered stream
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
        Reading r = new Reading(p);
        try {
            r.seekArray();
        } catch (IOException | RuntimeException | Error e) {
            closeQuietly(p, e);
            throw e;
        }
        return new CloseableIterator<T>() {
            private int state; // 0 = unknown, 1 = element ready, 2 = done

            @Override
            public boolean hasNext() {
                if (state == 0) {
                    try {
                        state = r.advance() ? 1 : 2;
                        if (state == 2) {
                            p.close();
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
                    return r.mapCurrent();
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
    // The reading machinery (one instance per call)

    /** A node of the selected-field tree: one object level. */
    private static final class Level {
        final Map<String, Level> children = new HashMap<>();
        final String[] names; // selected names at this level, for the order model
        int slot = -1; // >= 0 for a leaf
        int[] leaves = new int[0]; // the slots of the leaves below this level
        // learned member order of this level's objects (all members, selected or not)
        SerializedString[] order;
        Level[] orderLevels;
        int relearns;

        Level(String[] names) {
            this.names = names;
        }
    }

    private static final int MAX_RELEARNS = 16;
    private static final int MAX_ORDER = 64;

    private final class Reading {
        final JsonParser p;
        final Level root;
        final RowImpl row;
        final ArrayList<String> learning = new ArrayList<>();

        Reading(JsonParser p) {
            this.p = p;
            this.root = buildTree();
            this.row = new RowImpl(p, fields, slotsByName());
        }

        private Map<String, Integer> slotsByName() {
            Map<String, Integer> m = new HashMap<>();
            for (int i = 0; i < fields.length; i++) {
                m.put(fields[i], i);
            }
            return m;
        }

        private Level buildTree() {
            Level top = new Level(null);
            for (int i = 0; i < fields.length; i++) {
                JsonPointer ptr = JsonPointer.compile("/" + fields[i]);
                Level cur = top;
                while (!ptr.tail().matches()) {
                    cur = cur.children.computeIfAbsent(ptr.getMatchingProperty(), k -> new Level(null));
                    ptr = ptr.tail();
                }
                Level leaf = new Level(null);
                leaf.slot = i;
                cur.children.put(ptr.getMatchingProperty(), leaf);
            }
            for (int i = 0; i < fields.length; i++) { // each intermediate level learns its leaves
                JsonPointer ptr = JsonPointer.compile("/" + fields[i]);
                Level cur = top;
                while (!ptr.tail().matches()) {
                    cur = cur.children.get(ptr.getMatchingProperty());
                    cur.leaves = Arrays.copyOf(cur.leaves, cur.leaves.length + 1);
                    cur.leaves[cur.leaves.length - 1] = i;
                    ptr = ptr.tail();
                }
            }
            return top;
        }

        void seekArray() throws IOException {
            JsonToken t = seek(p, at);
            if (t != JsonToken.START_ARRAY) {
                throw WrongShapeException.of(p, "START_ARRAY", String.valueOf(t));
            }
        }

        /** Moves to the next element and reads it; false at the end (after checking the rest). */
        boolean advance() throws IOException {
            JsonToken t = p.nextToken();
            if (t == JsonToken.END_ARRAY) {
                finish(p, at);
                return false;
            }
            if (t != JsonToken.START_OBJECT) {
                throw WrongShapeException.of(p, "START_OBJECT (an array element)", String.valueOf(t));
            }
            row.clear();
            readObject(root);
            return true;
        }

        T mapCurrent() throws IOException {
            return mapper.map(row);
        }

        /** Reads the members of the object whose START_OBJECT is the current token. */
        private void readObject(Level level) throws IOException {
            final JsonParser p = this.p;
            SerializedString[] order = level.order;
            boolean learn = order == null && level.relearns < MAX_RELEARNS;
            if (learn) {
                learning.clear();
            }
            int pos = 0;
            while (true) {
                Level child;
                if (order != null && pos < order.length) {
                    if (p.nextFieldName(order[pos])) {
                        child = level.orderLevels[pos++];
                    } else {
                        // another order (or fewer members): fall back, relearn on the next object
                        order = null;
                        level.order = null;
                        if (p.currentToken() == JsonToken.END_OBJECT) {
                            return;
                        }
                        child = level.children.get(p.currentName());
                    }
                } else {
                    if (p.nextToken() == JsonToken.END_OBJECT) {
                        break;
                    }
                    String name = p.currentName();
                    if (order != null) {
                        if (order.length < MAX_ORDER) { // more members than learned: relearn next time
                            order = null;
                            level.order = null;
                        }
                    } else if (learn && learning.size() < MAX_ORDER) {
                        if (encodable(name)) {
                            learning.add(name);
                        } else { // a malformed name Jackson read leniently: no pre-encoded order here
                            learn = false;
                        }
                    }
                    child = level.children.get(name);
                }
                JsonToken v = p.nextToken();
                if (child == null) {
                    p.skipChildren(); // no-op for scalars; long strings are never decoded
                } else if (child.slot >= 0) {
                    row.store(child.slot, v);
                    p.skipChildren();
                } else if (v == JsonToken.START_OBJECT) {
                    row.clear(child.leaves); // a repeated member replaces the earlier one, never merges
                    List<String> saved = learn ? new ArrayList<>(learning) : null;
                    readObject(child);
                    if (saved != null) {
                        learning.clear();
                        learning.addAll(saved);
                    }
                } else {
                    row.clear(child.leaves);
                    p.skipChildren(); // an intermediate that is not an object: its fields are absent
                }
            }
            if (learn && level.order == null) {
                level.relearns++;
                int n = learning.size();
                SerializedString[] names = new SerializedString[n];
                Level[] levels = new Level[n];
                for (int i = 0; i < n; i++) {
                    names[i] = new SerializedString(learning.get(i));
                    levels[i] = level.children.get(learning.get(i));
                }
                level.orderLevels = levels;
                level.order = names;
            }
        }
    }

    /**
     * Whether a member name can be pre-encoded for {@code nextFieldName}: no unpaired surrogate.
     * jackson-core reads some malformed UTF-8 names (a code point above U+10FFFF) into such a
     * string, which {@code SerializedString} then refuses with an IllegalArgumentException.
     */
    static boolean encodable(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < name.length() && Character.isLowSurrogate(name.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    // Note on the order cache: each call builds its own tree (Reading), so concurrent calls never
    // share it; the cost is a few small objects per call.

    // ---------------------------------------------------------------------------------------
    // Row

    /**
     * The selected fields of the current element. Getters take a field exactly as it was given
     * to {@link Builder#fields(String...)} (e.g. {@code "user/screen_name"}). A field is
     * <em>absent</em> when the element has no such member (or, for a nested path, an intermediate
     * value is missing or not an object). Numbers keep full precision: integers up to 64 bits are
     * held as {@code long}, larger integers and all decimals as their text until a getter
     * converts them.
     *
     * <p>Not thread-safe; valid only during the {@link RowMapper#map} call.
     */
    public interface Row {
        /**
         * Tells whether the field is present (a JSON {@code null} counts as present).
         *
         * @param field a selected field
         * @return true when the element has the member
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        boolean has(String field);

        /**
         * Tells whether the field is present and JSON {@code null}.
         *
         * @param field a selected field
         * @return true for an explicit {@code null}
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        boolean isNull(String field);

        /**
         * Returns a JSON string value.
         *
         * @param field a selected field
         * @return the string, or {@code null} when absent or JSON {@code null}
         * @throws WrongShapeException when the value is not a string
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        String getString(String field) throws WrongShapeException;

        /**
         * Returns an integral JSON number as a {@code long}.
         *
         * @param field a selected field
         * @return the value
         * @throws WrongShapeException when absent, {@code null}, not an integer, or outside the
         *     {@code long} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        long getLong(String field) throws WrongShapeException;

        /**
         * As {@link #getLong(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws WrongShapeException when not an integer or outside the {@code long} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        long getLong(String field, long defaultValue) throws WrongShapeException;

        /**
         * Returns an integral JSON number as an {@code int}.
         *
         * @param field a selected field
         * @return the value
         * @throws WrongShapeException when absent, {@code null}, not an integer, or outside the
         *     {@code int} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        int getInt(String field) throws WrongShapeException;

        /**
         * As {@link #getInt(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws WrongShapeException when not an integer or outside the {@code int} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        int getInt(String field, int defaultValue) throws WrongShapeException;

        /**
         * Returns any JSON number as the nearest {@code double}.
         *
         * @param field a selected field
         * @return the value
         * @throws WrongShapeException when absent, {@code null} or not a number
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        double getDouble(String field) throws WrongShapeException;

        /**
         * As {@link #getDouble(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws WrongShapeException when not a number
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        double getDouble(String field, double defaultValue) throws WrongShapeException;

        /**
         * Returns a JSON {@code true}/{@code false}.
         *
         * @param field a selected field
         * @return the value
         * @throws WrongShapeException when absent, {@code null} or not a boolean
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        boolean getBoolean(String field) throws WrongShapeException;

        /**
         * As {@link #getBoolean(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws WrongShapeException when not a boolean
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        boolean getBoolean(String field, boolean defaultValue) throws WrongShapeException;

        /**
         * Returns any JSON number exactly, as written.
         *
         * @param field a selected field
         * @return the value, or {@code null} when absent or JSON {@code null}
         * @throws WrongShapeException when not a number, or when its exponent puts the scale outside
         *     the {@code int} range of {@code BigDecimal} (such as {@code 1e-2147483649})
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        BigDecimal getBigDecimal(String field) throws WrongShapeException;
    }

    private static final class RowImpl implements Row {
        private final JsonParser p;
        private final String[] fields;
        private final Map<String, Integer> slots;
        private final JsonToken[] tokens;
        private final String[] texts;
        private final long[] longs;

        RowImpl(JsonParser p, String[] fields, Map<String, Integer> slots) {
            this.p = p;
            this.fields = fields;
            this.slots = slots;
            this.tokens = new JsonToken[fields.length];
            this.texts = new String[fields.length];
            this.longs = new long[fields.length];
        }

        void clear() {
            Arrays.fill(tokens, null);
        }

        void clear(int[] slots) {
            for (int s : slots) {
                tokens[s] = null;
            }
        }

        void store(int slot, JsonToken t) throws IOException {
            tokens[slot] = t;
            texts[slot] = null;
            switch (t) {
                case VALUE_STRING:
                    texts[slot] = p.getText();
                    break;
                case VALUE_NUMBER_INT:
                    JsonParser.NumberType nt = p.getNumberType();
                    if (nt == JsonParser.NumberType.INT || nt == JsonParser.NumberType.LONG) {
                        longs[slot] = p.getLongValue();
                    } else {
                        texts[slot] = p.getText();
                    }
                    break;
                case VALUE_NUMBER_FLOAT:
                    texts[slot] = p.getText();
                    break;
                default:
                    break; // true/false/null are in the token; objects/arrays are skipped
            }
        }

        private int slot(String field) {
            Integer s = slots.get(field);
            if (s == null) {
                throw new IllegalArgumentException("Not a selected field: '" + field + "'; selected: "
                        + Arrays.toString(fields));
            }
            return s;
        }

        private WrongShapeException wrong(int slot, String expected) {
            JsonToken t = tokens[slot];
            String found = t == null ? "no such member" : t.toString();
            if (t == JsonToken.VALUE_NUMBER_INT && texts[slot] != null) {
                found = "VALUE_NUMBER_INT " + texts[slot] + " (out of range)";
            }
            return WrongShapeException.of(p, expected, found,
                    p.getParsingContext().pathAsPointer().toString() + "/" + fields[slot]);
        }

        @Override
        public boolean has(String field) {
            return tokens[slot(field)] != null;
        }

        @Override
        public boolean isNull(String field) {
            return tokens[slot(field)] == JsonToken.VALUE_NULL;
        }

        @Override
        public String getString(String field) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_STRING) {
                return texts[s];
            }
            if (t == null || t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw wrong(s, "VALUE_STRING");
        }

        @Override
        public long getLong(String field) throws WrongShapeException {
            int s = slot(field);
            if (tokens[s] == JsonToken.VALUE_NUMBER_INT && texts[s] == null) {
                return longs[s];
            }
            throw wrong(s, "VALUE_NUMBER_INT (64-bit)");
        }

        @Override
        public long getLong(String field, long defaultValue) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getLong(field);
        }

        @Override
        public int getInt(String field) throws WrongShapeException {
            int s = slot(field);
            if (tokens[s] == JsonToken.VALUE_NUMBER_INT && texts[s] == null
                    && longs[s] == (int) longs[s]) {
                return (int) longs[s];
            }
            throw wrong(s, "VALUE_NUMBER_INT (32-bit)");
        }

        @Override
        public int getInt(String field, int defaultValue) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getInt(field);
        }

        @Override
        public double getDouble(String field) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                return texts[s] == null ? (double) longs[s] : Double.parseDouble(texts[s]);
            }
            throw wrong(s, "a number");
        }

        @Override
        public double getDouble(String field, double defaultValue) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getDouble(field);
        }

        @Override
        public boolean getBoolean(String field) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) {
                return t == JsonToken.VALUE_TRUE;
            }
            throw wrong(s, "VALUE_TRUE or VALUE_FALSE");
        }

        @Override
        public boolean getBoolean(String field, boolean defaultValue) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getBoolean(field);
        }

        @Override
        public BigDecimal getBigDecimal(String field) throws WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                if (texts[s] == null) {
                    return BigDecimal.valueOf(longs[s]);
                }
                try {
                    return new BigDecimal(texts[s]);
                } catch (NumberFormatException e) { // valid JSON, e.g. 1e-2147483649: scale beyond int
                    throw WrongShapeException.of(p, "a number within BigDecimal's range",
                            t + " " + texts[s] + " (exponent out of range)",
                            p.getParsingContext().pathAsPointer().toString() + "/" + fields[s]);
                }
            }
            if (t == null || t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw wrong(s, "a number");
        }
    }

    // ---------------------------------------------------------------------------------------
    // Builder

    /**
     * Configures a {@link FieldExtractor}. Not thread-safe; {@link #build} may be called more than
     * once.
     */
    public static final class Builder {
        private JsonFactory factory = newDefaultFactory();
        private JsonPointer at = JsonPointer.empty();
        private String[] fields = new String[0];

        private Builder() {
        }

        /**
         * Sets the factory that creates parsers; its stream-read constraints and parser features
         * apply. Default: {@code FastSkipJsonFactory} when present in this package, else {@code new JsonFactory()}. Pass e.g. {@code mapper.getFactory()} to share
         * an {@code ObjectMapper}'s configuration.
         *
         * @param factory the factory to use
         * @return this builder
         * @throws NullPointerException when {@code factory} is null
         */
        public Builder factory(JsonFactory factory) {
            this.factory = Objects.requireNonNull(factory, "factory");
            return this;
        }

        /**
         * Sets where the array is, as an RFC 6901 JSON Pointer ({@code ~0} and {@code ~1}
         * escapes); default {@code ""}, the root value.
         *
         * @param jsonPointer e.g. {@code "/statuses"}
         * @return this builder
         * @throws IllegalArgumentException when the pointer is malformed (not empty and not
         *     starting with {@code /})
         */
        public Builder at(String jsonPointer) {
            this.at = JsonPointer.compile(jsonPointer);
            return this;
        }

        /**
         * Sets the fields to read from each element: member names, or nested paths whose segments
         * are separated by {@code /} (escaped as in JSON Pointers: {@code ~1} for {@code /} and
         * {@code ~0} for {@code ~}).
         *
         * @param fields at least one field, e.g. {@code "id", "user/screen_name"}
         * @return this builder
         * @throws IllegalArgumentException when empty, when a field repeats, when a field is
         *     empty, or when one field is a prefix path of another
         */
        public Builder fields(String... fields) {
            if (fields.length == 0) {
                throw new IllegalArgumentException("Select at least one field");
            }
            List<String> seen = new ArrayList<>();
            for (String f : fields) {
                if (f == null || f.isEmpty()) {
                    throw new IllegalArgumentException("Empty field name");
                }
                for (String g : seen) {
                    if (g.equals(f) || f.startsWith(g + "/") || g.startsWith(f + "/")) {
                        throw new IllegalArgumentException("Fields overlap: '" + g + "' and '" + f + "'");
                    }
                }
                seen.add(f);
            }
            this.fields = fields.clone();
            return this;
        }

        /**
         * Builds the extractor.
         *
         * @param <T> the type built from each element
         * @param mapper builds a value from each element's selected fields
         * @return an immutable, thread-safe extractor
         * @throws IllegalStateException when no fields were selected
         * @throws NullPointerException when {@code mapper} is null
         */
        public <T> FieldExtractor<T> build(RowMapper<? extends T> mapper) {
            Objects.requireNonNull(mapper, "mapper");
            if (fields.length == 0) {
                throw new IllegalStateException("Call fields(...) before build");
            }
            return new FieldExtractor<>(this, mapper);
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
     * an array, an element is not an object, a field has another type than its getter reads, or
     * content follows the root value. The message names the expected and the found token and the
     * JSON Pointer of the value; {@link #getLocation()} (also appended to the message) gives the
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
