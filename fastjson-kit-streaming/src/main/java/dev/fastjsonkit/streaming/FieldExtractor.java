/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

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
 * List<Summary> all = ex.list(ExtractorCore.Input.of(Path.of("feed.json")));
 * }</pre>
 *
 * <p>The same row mapping reads one object wherever it is: {@link #binder()} gives it as a
 * {@link ExtractorCore.Binder} for {@code ElementStream} or {@code NdjsonReader} (the fields of every NDJSON
 * line, for instance).
 *
 * <p>Name matching: the extractor learns the member order of the elements and asks the parser
 * for the expected next name with {@link JsonParser#nextFieldName(com.fasterxml.jackson.core.SerializableString)}
 * using pre-encoded names; when an element has its members in another order it falls back to a
 * hash lookup, so any order is read correctly. If a member occurs twice, the last one wins and
 * replaces the first, nested fields included (as in {@code readTree}); the two are never merged.
 *
 * <p>Whole-document checking: the extractor always reads to the end of the input, so malformed
 * or truncated content anywhere in the document, and any content after the root value, raises an
 * exception; a partial result is never returned as if complete. A second member with the name of
 * a member on the path to the array (a second {@code "items"} after {@code /items}) fails with a
 * {@link ExtractorCore.WrongShapeException}, since it would replace the elements already mapped.
 *
 * <p>Thread-safety: a built {@code FieldExtractor} is immutable apart from its learned member
 * order, which it publishes safely; it may be shared by threads and used concurrently. A
 * {@link Row} is valid only during the {@link RowMapper#map} call it is given to.
 *
 * <p>Fast path: with the default factory, a document given as bytes ({@code Input.of(byte[])})
 * is read by {@code forEach} and {@code list} without a parser where it is strict JSON: member
 * names and values are found by scanning the bytes with the engine's routines, and unselected
 * values are skipped without tokens. At the first byte the scan does not take, the document is
 * read again with the parser from its start (the elements already mapped are read, not mapped
 * again), so results and exceptions are those of the parser path.
 *
 * <p><b>Copyable:</b> this file, its fast path {@code FieldScan} and {@code ExtractorCore} use
 * only jackson-core (2.15 or later) and the JDK, nothing else of fastjson-kit, so they may be
 * copied into another code base as is (change the package lines; keep the license headers); the
 * fast path then runs when fastjson-kit-core is on the class path.
 *
 * @param <T> the type built from each element
 */
public final class FieldExtractor<T> {

    private final JsonFactory factory;
    private final JsonPointer at;
    private final String[] fields;
    private final Map<String, Integer> slots;
    private final Level root;
    private final RowMapper<? extends T> mapper;
    /** The fast path over a whole {@code byte[]} (see {@link FieldScan}); null with a factory of the caller's. */
    private final FieldScan scan;

    private FieldExtractor(Builder b, RowMapper<? extends T> mapper) {
        this.factory = b.factory;
        this.at = b.at;
        this.fields = b.fields;
        this.mapper = mapper;
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < fields.length; i++) {
            m.put(fields[i], i);
        }
        this.slots = m;
        this.root = buildTree(fields);
        this.scan = b.defaultFactory ? FieldScan.of(fields, at, factory.streamReadConstraints()) : null;
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
         * @throws IOException when a getter finds the wrong type ({@link ExtractorCore.WrongShapeException}) or
         *     the function itself fails
         */
        T map(Row row) throws IOException;
    }

    /**
     * Reads all elements into a list.
     *
     * @param json the document, e.g. {@code ExtractorCore.Input.of(bytes)} or {@code ExtractorCore.Input.of(path)}
     * @return the mapped values, in document order
     * @throws ExtractorCore.WrongShapeException when the target is missing or not an array, an element is not
     *     an object, a getter finds the wrong type, a member on the path repeats, or content
     *     follows the root value
     * @throws com.fasterxml.jackson.core.JsonParseException when the input is malformed or truncated
     * @throws com.fasterxml.jackson.core.exc.StreamConstraintsException when a stream-read
     *     constraint of the factory is exceeded
     * @throws IOException when the input cannot be read or the mapper fails
     */
    public List<T> list(ExtractorCore.Input json) throws IOException {
        List<T> out = new ArrayList<>();
        forEach(json, out::add);
        return out;
    }

    /**
     * Hands each mapped element to {@code action}, in document order, holding only one element's
     * selected values in memory.
     *
     * @param json the document
     * @param action receives each mapped value; an exception it throws stops reading and closes
     *     the parser
     * @return the number of elements
     * @throws IOException as for {@link #list(ExtractorCore.Input)}
     */
    public long forEach(ExtractorCore.Input json, Consumer<? super T> action) throws IOException {
        Objects.requireNonNull(action, "action");
        long done = 0;
        if (scan != null && json instanceof ExtractorCore.BytesInput bytes) {
            Located located = new Located(json);
            try {
                RowImpl row = new RowImpl(fields, slots);
                row.located = located;
                long n = scan.read(bytes.json, row, index -> {
                    row.p = null;
                    located.index = index;
                    action.accept(mapper.map(row));
                });
                if (n >= 0) {
                    return n;
                }
                done = -(n + 1);
            } finally {
                located.close();
            }
        }
        try (JsonParser p = json.open(factory)) {
            ExtractorCore.seekArray(p, at);
            Reading r = new Reading();
            for (long i = 0; i < done; i++) { // mapped by the fast path: read again, not mapped again
                if (!r.advance(p)) {
                    throw new IllegalStateException("The fast path read an element the parser does not find");
                }
            }
            long n = done;
            for (; r.advance(p); n++) {
                action.accept(mapper.map(r.row));
            }
            return n;
        }
    }

    /**
     * For the fast path's rows: a parser on the document positioned as the parser path leaves it
     * when it maps element {@link #index} (on its {@code END_OBJECT}), made only when a getter
     * fails, so that its exception has the location and pointer it has on the parser path.
     */
    private final class Located implements java.util.function.Supplier<JsonParser> {
        private final ExtractorCore.Input json;
        long index;
        private JsonParser parser;

        Located(ExtractorCore.Input json) {
            this.json = json;
        }

        @Override
        public JsonParser get() {
            try {
                if (parser != null) {
                    parser.close();
                }
                parser = json.open(factory);
                ExtractorCore.seekArray(parser, at);
                Reading r = new Reading();
                for (long i = 0; i <= index; i++) {
                    r.advance(parser);
                }
                return parser;
            } catch (IOException e) { // the fast path read these elements: the parser reads them too
                throw new java.io.UncheckedIOException(e);
            }
        }

        void close() throws IOException {
            if (parser != null) {
                parser.close();
            }
        }
    }

    /**
     * Opens the document and positions at the target array; elements are read one by one as the
     * iterator is advanced. The parser is closed when the last element has been read and the rest
     * of the document checked, when reading fails, or when {@link ExtractorCore.CloseableIterator#close()} is
     * called; use try-with-resources when you may stop early. Reading errors are thrown from
     * {@code hasNext()}/{@code next()} as {@link java.io.UncheckedIOException} whose cause is the
     * Jackson exception; the iterator never just ends early.
     *
     * @param json the document
     * @return an open iterator; not thread-safe
     * @throws IOException as for {@link #list(ExtractorCore.Input)} when the target array cannot be reached
     */
    public ExtractorCore.CloseableIterator<T> iterator(ExtractorCore.Input json) throws IOException {
        JsonParser p = json.open(factory);
        try {
            ExtractorCore.seekArray(p, at);
        } catch (IOException | RuntimeException | Error e) {
            ExtractorCore.closeQuietly(p, e);
            throw e;
        }
        Reading r = new Reading();
        return new ExtractorCore.Cursor<T>(p) {
            @Override
            boolean advance() throws IOException {
                return r.advance(p);
            }

            @Override
            T current() throws IOException {
                return mapper.map(r.row);
            }
        };
    }

    /**
     * As {@link #iterator(ExtractorCore.Input)}, as a sequential ordered {@link Stream}; closing the stream
     * closes the parser (use try-with-resources).
     *
     * @param json the document
     * @return an open stream
     * @throws IOException as for {@link #iterator(ExtractorCore.Input)}
     */
    public Stream<T> stream(ExtractorCore.Input json) throws IOException {
        return ExtractorCore.stream(iterator(json));
    }

    /**
     * Returns this extractor's row mapping as a {@link ExtractorCore.Binder} of one object: given a parser on a
     * {@code START_OBJECT}, it reads the selected fields of that object, leaves the parser on its
     * {@code END_OBJECT} and returns the mapped value. Use it with {@code ElementStream} or
     * {@code NdjsonReader}; the pointer and factory of this extractor do not apply there.
     *
     * @return a thread-safe binder sharing this extractor's learned member order
     */
    public ExtractorCore.Binder<T> binder() {
        return new ExtractorCore.Binder<T>() {
            @Override
            public T bind(JsonParser p) throws IOException {
                return bindWith(new Reading(), p);
            }

            @Override
            public ExtractorCore.Binder<T> forParser(JsonParser parser) {
                Reading r = new Reading(); // one per parser: its row and learning lists
                return p -> bindWith(r, p);
            }
        };
    }

    private T bindWith(Reading r, JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_OBJECT) {
            throw ExtractorCore.WrongShapeException.of(p, "START_OBJECT", String.valueOf(p.currentToken()));
        }
        r.readElement(p);
        return mapper.map(r.row);
    }

    // ---------------------------------------------------------------------------------------
    // The reading machinery: the field tree is shared; a Reading is one call's state

    /** A node of the selected-field tree: one object level. */
    private static final class Level {
        final Map<String, Level> children = new HashMap<>();
        int slot = -1; // >= 0 for a leaf
        int[] leaves = new int[0]; // the slots of the leaves below this level
        Order order; // learned member order of this level's objects; racy, safely published
        int relearns; // racy counter; a lost update only allows one more relearning
    }

    /** A learned member order (all members, selected or not), immutable. */
    private static final class Order {
        final SerializedString[] names;
        final Level[] levels;

        Order(SerializedString[] names, Level[] levels) {
            this.names = names;
            this.levels = levels;
        }
    }

    private static final int MAX_RELEARNS = 16;
    private static final int MAX_ORDER = 64;
    /**
     * How many members of one object may be out of the learned order (left out, added or moved)
     * before the next object learns the order again: a member out of order costs a failed
     * {@code nextFieldName} and a search of the order.
     */
    private static final int MAX_MISSES = 2;

    private static Level buildTree(String[] fields) {
        Level top = new Level();
        for (int i = 0; i < fields.length; i++) {
            JsonPointer ptr = JsonPointer.compile("/" + fields[i]);
            Level cur = top;
            while (!ptr.tail().matches()) {
                cur = cur.children.computeIfAbsent(ptr.getMatchingProperty(), k -> new Level());
                cur.leaves = Arrays.copyOf(cur.leaves, cur.leaves.length + 1);
                cur.leaves[cur.leaves.length - 1] = i;
                ptr = ptr.tail();
            }
            Level leaf = new Level();
            leaf.slot = i;
            cur.children.put(ptr.getMatchingProperty(), leaf);
        }
        return top;
    }

    private final class Reading {
        final RowImpl row = new RowImpl(fields, slots);
        final ArrayList<String> learning = new ArrayList<>();

        /** Moves to the next element and reads it; false at the end (after checking the rest). */
        boolean advance(JsonParser p) throws IOException {
            JsonToken t = p.nextToken();
            if (t == JsonToken.END_ARRAY) {
                ExtractorCore.finish(p, at);
                return false;
            }
            if (t != JsonToken.START_OBJECT) {
                throw ExtractorCore.WrongShapeException.of(p, "START_OBJECT (an array element)", String.valueOf(t));
            }
            readElement(p);
            return true;
        }

        void readElement(JsonParser p) throws IOException {
            row.p = p;
            row.clear();
            readObject(p, root);
        }

        /** Reads the members of the object whose START_OBJECT is the current token. */
        private void readObject(JsonParser p, Level level) throws IOException {
            Order learned = level.order;
            SerializedString[] order = learned == null ? null : learned.names;
            boolean learn = learned == null && level.relearns < MAX_RELEARNS;
            if (learn) {
                learning.clear();
            }
            int pos = 0;
            int misses = 0;
            while (true) {
                Level child;
                if (order != null && pos < order.length) {
                    if (p.nextFieldName(order[pos])) {
                        child = learned.levels[pos++];
                    } else {
                        if (p.currentToken() == JsonToken.END_OBJECT) {
                            return;
                        }
                        // a member left out or added: go on from where this one is in the order,
                        // and relearn on the next object when this one strays too often
                        String name = p.currentName();
                        int at = indexOf(order, name, pos + 1);
                        if (at >= 0) {
                            child = learned.levels[at];
                            pos = at + 1;
                        } else {
                            child = level.children.get(name);
                        }
                        if (++misses > MAX_MISSES && level.relearns < MAX_RELEARNS) {
                            order = null;
                            level.order = null;
                        }
                    }
                } else {
                    if (p.nextToken() == JsonToken.END_OBJECT) {
                        break;
                    }
                    String name = p.currentName();
                    if (order != null) {
                        if (order.length < MAX_ORDER && ++misses > MAX_MISSES && level.relearns < MAX_RELEARNS) {
                            order = null; // more members than learned: relearn next time
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
                } else {
                    row.clear(child.leaves); // a repeated member replaces the earlier one, never merges
                    if (v == JsonToken.START_OBJECT) {
                        List<String> saved = learn ? new ArrayList<>(learning) : null;
                        readObject(p, child);
                        if (saved != null) {
                            learning.clear();
                            learning.addAll(saved);
                        }
                    } else {
                        p.skipChildren(); // an intermediate that is not an object: its fields are absent
                    }
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
                level.order = new Order(names, levels);
            }
        }
    }

    /** The index of {@code name} in {@code order} from {@code from} on, or -1. */
    private static int indexOf(SerializedString[] order, String name, int from) {
        for (int i = from; i < order.length; i++) {
            if (order[i].getValue().equals(name)) {
                return i;
            }
        }
        return -1;
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
         * @throws ExtractorCore.WrongShapeException when the value is not a string
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        String getString(String field) throws ExtractorCore.WrongShapeException;

        /**
         * Returns an integral JSON number as a {@code long}.
         *
         * @param field a selected field
         * @return the value
         * @throws ExtractorCore.WrongShapeException when absent, {@code null}, not an integer, or outside the
         *     {@code long} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        long getLong(String field) throws ExtractorCore.WrongShapeException;

        /**
         * As {@link #getLong(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws ExtractorCore.WrongShapeException when not an integer or outside the {@code long} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        long getLong(String field, long defaultValue) throws ExtractorCore.WrongShapeException;

        /**
         * Returns an integral JSON number as an {@code int}.
         *
         * @param field a selected field
         * @return the value
         * @throws ExtractorCore.WrongShapeException when absent, {@code null}, not an integer, or outside the
         *     {@code int} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        int getInt(String field) throws ExtractorCore.WrongShapeException;

        /**
         * As {@link #getInt(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws ExtractorCore.WrongShapeException when not an integer or outside the {@code int} range
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        int getInt(String field, int defaultValue) throws ExtractorCore.WrongShapeException;

        /**
         * Returns any JSON number as the nearest {@code double}.
         *
         * @param field a selected field
         * @return the value
         * @throws ExtractorCore.WrongShapeException when absent, {@code null} or not a number
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        double getDouble(String field) throws ExtractorCore.WrongShapeException;

        /**
         * As {@link #getDouble(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws ExtractorCore.WrongShapeException when not a number
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        double getDouble(String field, double defaultValue) throws ExtractorCore.WrongShapeException;

        /**
         * Returns a JSON {@code true}/{@code false}.
         *
         * @param field a selected field
         * @return the value
         * @throws ExtractorCore.WrongShapeException when absent, {@code null} or not a boolean
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        boolean getBoolean(String field) throws ExtractorCore.WrongShapeException;

        /**
         * As {@link #getBoolean(String)}, but returns {@code defaultValue} when absent or {@code null}.
         *
         * @param field a selected field
         * @param defaultValue returned when the field is absent or JSON {@code null}
         * @return the value or the default
         * @throws ExtractorCore.WrongShapeException when not a boolean
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        boolean getBoolean(String field, boolean defaultValue) throws ExtractorCore.WrongShapeException;

        /**
         * Returns any JSON number exactly, as written.
         *
         * @param field a selected field
         * @return the value, or {@code null} when absent or JSON {@code null}
         * @throws ExtractorCore.WrongShapeException when not a number, or when its exponent puts the scale outside
         *     the {@code int} range of {@code BigDecimal} (such as {@code 1e-2147483649})
         * @throws IllegalArgumentException when {@code field} was not selected
         */
        BigDecimal getBigDecimal(String field) throws ExtractorCore.WrongShapeException;
    }

    /** The row of one element: the tokens, texts and integers of the selected fields. */
    static final class RowImpl implements Row {
        private JsonParser p; // the parser of the current element; null on the fast path until a getter fails
        private java.util.function.Supplier<JsonParser> located; // the fast path's: makes p when a getter fails
        private final String[] fields;
        private final Map<String, Integer> slots;
        private final JsonToken[] tokens;
        private final String[] texts;
        private final long[] longs;

        RowImpl(String[] fields, Map<String, Integer> slots) {
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

        /** Sets a field as {@link #store} would from the parser (the fast path). */
        void put(int slot, JsonToken t, String text, long value) {
            tokens[slot] = t;
            texts[slot] = text;
            longs[slot] = value;
        }

        /** The parser for a getter's exception. */
        private JsonParser parser() {
            if (p == null) {
                p = located.get();
            }
            return p;
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

        /**
         * The slot of a selected field: the very String given to {@code fields(...)} (a literal
         * in the mapper, usually) is found by reference among the first eight, else by the map.
         * Why: the map lookup was 1.6% of FieldExtractor on the html-small feed (JFR).
         */
        private int slot(String field) {
            final String[] fs = fields;
            for (int i = 0, n = Math.min(fs.length, 8); i < n; i++) {
                if (fs[i] == field) {
                    return i;
                }
            }
            Integer s = slots.get(field);
            if (s == null) {
                throw new IllegalArgumentException("Not a selected field: '" + field + "'; selected: "
                        + Arrays.toString(fields));
            }
            return s;
        }

        private ExtractorCore.WrongShapeException wrong(int slot, String expected) {
            JsonToken t = tokens[slot];
            String found = t == null ? "no such member" : t.toString();
            if (t == JsonToken.VALUE_NUMBER_INT && texts[slot] != null) {
                found = "VALUE_NUMBER_INT " + texts[slot] + " (out of range)";
            }
            JsonParser p = parser();
            return ExtractorCore.WrongShapeException.of(p, expected, found,
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
        public String getString(String field) throws ExtractorCore.WrongShapeException {
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
        public long getLong(String field) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            if (tokens[s] == JsonToken.VALUE_NUMBER_INT && texts[s] == null) {
                return longs[s];
            }
            throw wrong(s, "VALUE_NUMBER_INT (64-bit)");
        }

        @Override
        public long getLong(String field, long defaultValue) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getLong(field);
        }

        @Override
        public int getInt(String field) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            if (tokens[s] == JsonToken.VALUE_NUMBER_INT && texts[s] == null
                    && longs[s] == (int) longs[s]) {
                return (int) longs[s];
            }
            throw wrong(s, "VALUE_NUMBER_INT (32-bit)");
        }

        @Override
        public int getInt(String field, int defaultValue) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getInt(field);
        }

        @Override
        public double getDouble(String field) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                return texts[s] == null ? (double) longs[s] : Double.parseDouble(texts[s]);
            }
            throw wrong(s, "a number");
        }

        @Override
        public double getDouble(String field, double defaultValue) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getDouble(field);
        }

        @Override
        public boolean getBoolean(String field) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) {
                return t == JsonToken.VALUE_TRUE;
            }
            throw wrong(s, "VALUE_TRUE or VALUE_FALSE");
        }

        @Override
        public boolean getBoolean(String field, boolean defaultValue) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            return t == null || t == JsonToken.VALUE_NULL ? defaultValue : getBoolean(field);
        }

        @Override
        public BigDecimal getBigDecimal(String field) throws ExtractorCore.WrongShapeException {
            int s = slot(field);
            JsonToken t = tokens[s];
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                if (texts[s] == null) {
                    return BigDecimal.valueOf(longs[s]);
                }
                try {
                    return new BigDecimal(texts[s]);
                } catch (NumberFormatException e) { // valid JSON, e.g. 1e-2147483649: scale beyond int
                    JsonParser p = parser();
                    throw ExtractorCore.WrongShapeException.of(p, "a number within BigDecimal's range",
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
        private JsonFactory factory = ExtractorCore.newDefaultFactory();
        private boolean defaultFactory = true;
        private JsonPointer at = JsonPointer.empty();
        private String[] fields = new String[0];

        private Builder() {
        }

        /**
         * Sets the factory that creates parsers; its stream-read constraints and parser features
         * apply. Default: fastjson-kit-core's engine factory (jackson-core's defaults; see
         * {@code ExtractorCore}), or {@code new JsonFactory()} when that is absent. Pass e.g. {@code mapper.getFactory()} to share
         * an {@code ObjectMapper}'s configuration.
         *
         * @param factory the factory to use
         * @return this builder
         * @throws NullPointerException when {@code factory} is null
         */
        public Builder factory(JsonFactory factory) {
            this.factory = Objects.requireNonNull(factory, "factory");
            this.defaultFactory = false;
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
}
