/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The property names of a hand-written codec, pre-encoded once: for writing with
 * {@link com.fasterxml.jackson.core.JsonGenerator#writeFieldName(SerializableString)} (no
 * per-call quoting or UTF-8 encoding) and for reading with
 * {@link JsonParser#nextFieldName(SerializableString)}, which compares the expected name's
 * pre-encoded bytes with the input instead of building a name. When fields arrive in another
 * order, or unknown ones appear, {@link #next} falls back to an ordinary name lookup.
 *
 * <pre>{@code
 * static final FieldNames NAMES = FieldNames.of("id", "title", "viewCount");
 * // writing
 * g.writeFieldName(NAMES.name(0)); g.writeNumber(a.id);
 * // reading: f is the index of the field whose value follows, in the expected order first
 * for (int f = NAMES.first(p); f >= 0 || f == FieldNames.UNKNOWN; f = NAMES.next(p, f + 1)) { ... }
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; keep one in a {@code static final} field.
 */
public final class FieldNames {
    /** Returned by {@link #next} and {@link #first} when the object ended ({@code END_OBJECT}). */
    public static final int END = -1;
    /** Returned by {@link #next} and {@link #first} for a name not in this set; read it with {@code p.currentName()}. */
    public static final int UNKNOWN = -2;
    /** Returned by {@link #first} when the current token neither starts nor continues an object. */
    public static final int NOT_AN_OBJECT = -3;

    private final SerializedString[] names;
    private final Map<String, Integer> index;

    private FieldNames(String[] names) {
        this.names = new SerializedString[names.length];
        this.index = new HashMap<>(names.length * 2);
        for (int i = 0; i < names.length; i++) {
            String n = names[i];
            if (n == null) {
                throw new NullPointerException("names[" + i + "]");
            }
            if (index.put(n, i) != null) {
                throw new IllegalArgumentException("duplicate name: " + n);
            }
            this.names[i] = new SerializedString(n);
        }
    }

    /**
     * Returns the pre-encoded names, in the order a serializer writes them, which is also the
     * order {@link #next} expects first.
     *
     * @param names the property names; each non-null and distinct; any number, including none
     * @return an immutable, thread-safe instance
     * @throws NullPointerException if {@code names} or one of its elements is null
     * @throws IllegalArgumentException if a name occurs twice
     */
    public static FieldNames of(String... names) {
        return new FieldNames(names.clone());
    }

    /**
     * Returns the pre-encoded name at {@code index}, for {@code writeFieldName}.
     *
     * @param index the position given to {@link #of}, from 0
     * @return the shared {@link SerializedString}; it caches its quoted UTF-8 and char forms
     * @throws ArrayIndexOutOfBoundsException if {@code index} is negative or not below {@link #size()}
     */
    public SerializableString name(int index) {
        return names[index];
    }

    /**
     * Returns the number of names.
     *
     * @return the count given to {@link #of}
     */
    public int size() {
        return names.length;
    }

    /**
     * Returns the index of {@code name}, by ordinary string lookup.
     *
     * @param name a property name; may be null
     * @return its index, or {@link #UNKNOWN} if it is not one of these names or null
     */
    public int indexOf(String name) {
        Integer i = name == null ? null : index.get(name);
        return i == null ? UNKNOWN : i;
    }

    /**
     * Advances {@code p} to the next property name and returns its index. It first asks
     * {@code p.nextFieldName(name(expected))}, which for Jackson's byte and char parsers matches
     * without creating a String; if the next name is another one, it looks the name up.
     *
     * <p>Call it when {@code p} is on the {@code START_OBJECT} or on the last token of the previous
     * property's value; afterwards {@code p} is on the {@code FIELD_NAME} (call
     * {@code p.nextToken()} to reach the value) or on the {@code END_OBJECT}.
     *
     * @param p the parser; not null
     * @param expected the index of the name most likely next, usually the previous index plus 1;
     *     any value, out-of-range values simply skip the fast comparison
     * @return the index of the name; {@link #UNKNOWN} for a name not in this set; {@link #END} at
     *     the end of the object
     * @throws IOException if the parser fails to read the input
     * @throws com.fasterxml.jackson.core.JsonParseException if the next token is neither a property
     *     name nor the end of an object (the parser was not positioned as described above)
     */
    public int next(JsonParser p, int expected) throws IOException {
        if (expected >= 0 && expected < names.length) {
            if (p.nextFieldName(names[expected])) {
                return expected;
            }
        } else {
            p.nextToken();
        }
        return current(p);
    }

    /**
     * Returns the index of the first property of an object: advances from a {@code START_OBJECT}
     * as {@code next(p, 0)} does; on a {@code FIELD_NAME} (a parser replaying buffered tokens) it
     * looks up the current name; on an {@code END_OBJECT} it returns {@link #END}.
     *
     * @param p the parser, on the token a deserializer is called with; not null
     * @return the index, {@link #UNKNOWN}, {@link #END}, or {@link #NOT_AN_OBJECT} for any other
     *     token (then let Jackson report it, e.g. {@code ctxt.handleUnexpectedToken})
     * @throws IOException if the parser fails to read the input
     */
    public int first(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            return next(p, 0);
        }
        if (t == JsonToken.FIELD_NAME) {
            return indexOf(p.currentName());
        }
        return t == JsonToken.END_OBJECT ? END : NOT_AN_OBJECT;
    }

    private int current(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.FIELD_NAME) {
            return indexOf(p.currentName());
        }
        if (t == JsonToken.END_OBJECT) {
            return END;
        }
        throw new com.fasterxml.jackson.core.JsonParseException(p,
                "Expected a property name or END_OBJECT, got " + t);
    }

    /**
     * Returns the names, for messages.
     *
     * @return e.g. {@code [id, title, viewCount]}
     */
    @Override
    public String toString() {
        return java.util.Arrays.toString(names);
    }
}
