/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Returns the value at an RFC 6901 JSON Pointer without binding the rest of the document.
 *
 * <p>Everything outside the path to the target is skipped with {@link JsonParser#skipChildren()}
 * and never decoded. The value is read by a {@link ExtractorCore.Binder} that gets the parser positioned
 * on the value's first token: a scalar reader from this class ({@link #asString()},
 * {@link #asLong()}, ...), or any function that reads a subtree, such as
 * {@code ObjectReader::readValue} or {@code mapper::readTree}.
 *
 * <pre>
 * Optional&lt;String&gt; name = PointerExtractor.at("/events/138586341/name")
 *     .find(Input.of(Path.of("citm_catalog.json")), PointerExtractor.asString());
 * List&lt;Long&gt; ids = PointerExtractor.at("/statuses/&#42;/id").findAll(Input.of(bytes), PointerExtractor.asLong());
 * </pre>
 *
 * <p><b>Wildcard:</b> a pointer segment that is exactly {@code *} matches every element of an
 * array and every member value of an object, in document order (so it also matches a member
 * literally named {@code "*"}). {@link #findAll} returns all matches, {@link #find} the first.
 * Other segments follow RFC 6901: {@code ~1} is {@code /}, {@code ~0} is {@code ~}, and a
 * numeric segment is an array index or a member name, depending on the container.
 *
 * <p><b>Duplicate members:</b> the matches are those of the tree {@code readTree} builds: when an
 * object has the same member twice, the last one wins, in the first one's place, and the two are
 * never merged. {@link #find} reads the first match and walks on to the end, reading a later
 * duplicate of a member on its path in its place; when such a duplicate removes the first match
 * after later matches were passed over unread, it throws a {@link ExtractorCore.WrongShapeException}
 * naming the member. With {@link #stopAtMatch()} the first match is returned before a later
 * duplicate could be seen.
 *
 * <p><b>Whole-document checking</b> (default): after the match the rest of the document is read
 * (tokenized and skipped, not decoded), so malformed or truncated content anywhere, or content
 * after the root value, raises an exception. {@link #stopAtMatch()} returns a copy that stops
 * reading as soon as {@link #find} has its match: faster for a value near the start, but errors
 * and duplicate members after the match then go unnoticed (like Jackson's {@code ObjectReader.at()}).
 *
 * <p>Thread-safety: instances are immutable and may be shared; each call uses its own parser,
 * closed before the call returns or throws.
 *
 * <p><b>Copyable:</b> this file and {@code ExtractorCore} use only jackson-core (2.15 or later)
 * and the JDK, nothing else of fastjson-kit, so they may be copied into another code base as is
 * (change the package lines; keep the license headers).
 */
public final class PointerExtractor {

    private final JsonPointer pointer;
    private final JsonFactory factory;

    private final boolean readRest;

    private PointerExtractor(JsonPointer pointer, JsonFactory factory, boolean readRest) {
        this.pointer = pointer;
        this.factory = factory;
        this.readRest = readRest;
    }

    /**
     * Creates an extractor for an RFC 6901 JSON Pointer ({@code ""} is the whole document), with
     * the default factory (see {@link #factory}) and whole-document checking.
     *
     * @param jsonPointer e.g. {@code "/events/138586341/name"} or <code>"/items/&#42;/id"</code>
     * @return an immutable, thread-safe extractor
     * @throws IllegalArgumentException when the pointer is malformed (not empty and not starting
     *     with {@code /})
     */
    public static PointerExtractor at(String jsonPointer) {
        return new PointerExtractor(JsonPointer.compile(jsonPointer), ExtractorCore.newDefaultFactory(), true);
    }

    /**
     * Returns a copy that creates parsers with {@code factory} (its stream-read constraints and
     * parser features apply); e.g. {@code mapper.getFactory()}.
     * Default: fastjson-kit-core's engine factory (jackson-core's defaults; see
     * {@code ExtractorCore}), or {@code new JsonFactory()} when that is absent.
     *
     * @param factory the factory
     * @return a new extractor
     * @throws NullPointerException when {@code factory} is null
     */
    public PointerExtractor factory(JsonFactory factory) {
        return new PointerExtractor(pointer, Objects.requireNonNull(factory, "factory"), readRest);
    }

    /**
     * Returns a copy whose {@link #find} stops reading at its match: the rest of the document is
     * neither read nor checked. {@link #findAll} always reads the whole document.
     *
     * @return a new extractor
     */
    public PointerExtractor stopAtMatch() {
        return new PointerExtractor(pointer, factory, false);
    }

    /**
     * Reads the value at the pointer (the first match when the pointer has a wildcard).
     *
     * @param <T> the result type
     * @param json the document, e.g. {@code Input.of(bytes)} or {@code Input.of(path)}
     * @param reader reads the value, e.g. {@link #asString()} or {@code objectReader::readValue}
     * @return the value; empty when the pointer does not resolve or {@code reader} returns
     *     {@code null} (e.g. for JSON {@code null} with the scalar readers of this class)
     * @throws ExtractorCore.WrongShapeException when a scalar reader of this class finds another
     *     type, a repeated member removes the first match after later ones were passed over, or
     *     content follows the root value
     * @throws com.fasterxml.jackson.core.JsonParseException when the input is malformed or
     *     truncated (before the match, or anywhere unless {@link #stopAtMatch()})
     * @throws com.fasterxml.jackson.core.exc.StreamConstraintsException when a stream-read
     *     constraint of the factory is exceeded
     * @throws IOException when the input cannot be read or {@code reader} fails
     */
    public <T> Optional<T> find(ExtractorCore.Input json, ExtractorCore.Binder<? extends T> reader) throws IOException {
        return first(json.open(factory), reader);
    }

    /**
     * Reads every value the pointer matches (several only with a {@code *} wildcard), in
     * document order; always reads and checks the whole document.
     *
     * @param <T> the result type
     * @param json the document
     * @param reader reads each value
     * @return the values (may contain {@code null}s returned by {@code reader}); empty when
     *     nothing matches
     * @throws ExtractorCore.WrongShapeException when a scalar reader of this class finds another
     *     type, or content follows the root value
     * @throws com.fasterxml.jackson.core.JsonParseException when the input is malformed or truncated
     * @throws com.fasterxml.jackson.core.exc.StreamConstraintsException when a stream-read
     *     constraint of the factory is exceeded
     * @throws IOException when the input cannot be read or {@code reader} fails
     */
    public <T> List<T> findAll(ExtractorCore.Input json, ExtractorCore.Binder<? extends T> reader) throws IOException {
        return all(json.open(factory), reader);
    }

    private <T> Optional<T> first(JsonParser p, ExtractorCore.Binder<? extends T> reader) throws IOException {
        Objects.requireNonNull(reader, "reader");
        try (p) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw ExtractorCore.WrongShapeException.of(p, "a JSON value", "end of input", "");
            }
            Walk<T> walk = new Walk<>(reader, 1, !readRest);
            if (!walk.collect(p, t, pointer)) {
                ExtractorCore.finish(p, JsonPointer.empty());
            }
            return walk.out.isEmpty() ? Optional.empty() : Optional.ofNullable(walk.out.get(0));
        }
    }

    private <T> List<T> all(JsonParser p, ExtractorCore.Binder<? extends T> reader) throws IOException {
        Objects.requireNonNull(reader, "reader");
        try (p) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw ExtractorCore.WrongShapeException.of(p, "a JSON value", "end of input", "");
            }
            Walk<T> walk = new Walk<>(reader, Integer.MAX_VALUE, false);
            walk.collect(p, t, pointer);
            ExtractorCore.finish(p, JsonPointer.empty());
            return walk.out;
        }
    }

    /**
     * One walk over the document collecting matches: up to {@code limit} are read; with
     * {@code stop} the walk ends there, else it goes on, skipping further matches, so that a
     * repeated member on the path can replace what was read (as in {@code readTree}).
     */
    private static final class Walk<T> {
        final ExtractorCore.Binder<? extends T> reader;
        final int limit;
        final boolean stop;
        final List<T> out = new ArrayList<>();
        int skipped; // matches not read because the limit was reached

        Walk(ExtractorCore.Binder<? extends T> reader, int limit, boolean stop) {
            this.reader = reader;
            this.limit = limit;
            this.stop = stop;
        }

        /**
         * With {@code t} the current (first) token of a value, collects the matches of {@code ptr}
         * inside it. Returns true when the walk stops at the limit (the parser is then left on the
         * last match's last token); otherwise the parser ends on the value's last token.
         */
        boolean collect(JsonParser p, JsonToken t, JsonPointer ptr) throws IOException {
            if (ptr.matches()) {
                if (out.size() >= limit) {
                    skipped++;
                    p.skipChildren();
                    return false;
                }
                out.add(ExtractorCore.bindWhole(p, reader));
                return stop && out.size() >= limit;
            }
            String name = ptr.getMatchingProperty();
            boolean wild = "*".equals(name);
            JsonPointer tail = ptr.tail();
            if (t == JsonToken.START_OBJECT) {
                Map<String, int[]> spans = null; // member -> {from, to} of its matches in out
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String member = p.currentName();
                    JsonToken v = p.nextToken();
                    if (!wild && !name.equals(member)) {
                        p.skipChildren();
                        continue;
                    }
                    if (spans == null) {
                        spans = new HashMap<>();
                    }
                    int[] earlier = spans.get(member);
                    if (earlier == null) {
                        int from = out.size();
                        if (collect(p, v, tail)) {
                            return true;
                        }
                        spans.put(member, new int[] {from, out.size()});
                    } else if (replace(p, v, tail, member, earlier, spans)) {
                        return true;
                    }
                }
            } else if (t == JsonToken.START_ARRAY) {
                int index = wild ? -1 : ptr.getMatchingIndex();
                int i = 0;
                JsonToken v;
                while ((v = p.nextToken()) != JsonToken.END_ARRAY) {
                    if (wild || i == index) {
                        if (collect(p, v, tail)) {
                            return true;
                        }
                    } else {
                        p.skipChildren();
                    }
                    i++;
                }
            }
            return false; // scalars hold nothing
        }

        /**
         * A repeated member: its matches replace the earlier one's, in the earlier one's place, as
         * the last duplicate replaces the first in {@code readTree} (an {@code ObjectNode} keeps the
         * first position and the last value); never merged.
         */
        private boolean replace(JsonParser p, JsonToken v, JsonPointer tail, String member, int[] earlier,
                Map<String, int[]> spans) throws IOException {
            int removed = earlier[1] - earlier[0];
            out.subList(earlier[0], earlier[1]).clear();
            int from = out.size();
            int skippedBefore = skipped;
            if (collect(p, v, tail)) {
                return true;
            }
            List<T> fresh = new ArrayList<>(out.subList(from, out.size()));
            out.subList(from, out.size()).clear();
            out.addAll(earlier[0], fresh);
            int shift = fresh.size() - removed;
            for (int[] span : spans.values()) {
                if (span[0] > earlier[0]) {
                    span[0] += shift;
                    span[1] += shift;
                }
            }
            earlier[1] = earlier[0] + fresh.size();
            if (out.size() < limit && skippedBefore > 0) {
                // a match passed over (not read) would now be among the first: not knowable in advance
                throw ExtractorCore.WrongShapeException.of(p, "no second member '" + member + "' replacing a match"
                        + " when matches after it were passed over", "a repeated member");
            }
            return false;
        }
    }

    // ---------------------------------------------------------------------------------------
    // Scalar readers

    /**
     * Reads a JSON string.
     *
     * @return a reader giving the string, or {@code null} for JSON {@code null}; it throws
     *     {@link ExtractorCore.WrongShapeException} for any other value
     */
    public static ExtractorCore.Binder<String> asString() {
        return p -> {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_STRING) {
                return p.getText();
            }
            if (t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw ExtractorCore.WrongShapeException.of(p, "VALUE_STRING", String.valueOf(t));
        };
    }

    /**
     * Reads an integral JSON number that fits in 64 bits, exactly.
     *
     * @return a reader giving the number, or {@code null} for JSON {@code null}; it throws
     *     {@link ExtractorCore.WrongShapeException} for any other value, a decimal, or an integer outside the
     *     {@code long} range
     */
    public static ExtractorCore.Binder<Long> asLong() {
        return p -> {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT) {
                JsonParser.NumberType nt = p.getNumberType();
                if (nt == JsonParser.NumberType.INT || nt == JsonParser.NumberType.LONG) {
                    return p.getLongValue();
                }
                throw ExtractorCore.WrongShapeException.of(p, "VALUE_NUMBER_INT (64-bit)",
                        "VALUE_NUMBER_INT " + p.getText() + " (out of range)");
            }
            if (t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw ExtractorCore.WrongShapeException.of(p, "VALUE_NUMBER_INT", String.valueOf(t));
        };
    }

    /**
     * Reads any JSON number as the nearest {@code double}.
     *
     * @return a reader giving the number, or {@code null} for JSON {@code null}; it throws
     *     {@link ExtractorCore.WrongShapeException} for any other value
     */
    public static ExtractorCore.Binder<Double> asDouble() {
        return p -> {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                return p.getDoubleValue();
            }
            if (t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw ExtractorCore.WrongShapeException.of(p, "a number", String.valueOf(t));
        };
    }

    /**
     * Reads any JSON number exactly.
     *
     * @return a reader giving the number, or {@code null} for JSON {@code null}; it throws
     *     {@link ExtractorCore.WrongShapeException} for any other value, and for a number whose exponent puts
     *     the scale outside the {@code int} range of {@code BigDecimal} (such as
     *     {@code 1e-2147483649}, for which jackson-core throws a {@code NumberFormatException})
     */
    public static ExtractorCore.Binder<BigDecimal> asBigDecimal() {
        return p -> {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                try {
                    return p.getDecimalValue();
                } catch (NumberFormatException e) { // valid JSON, e.g. 1e-2147483649: scale beyond int
                    throw ExtractorCore.WrongShapeException.of(p, "a number within BigDecimal's range",
                            t + " " + p.getText() + " (exponent out of range)");
                }
            }
            if (t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw ExtractorCore.WrongShapeException.of(p, "a number", String.valueOf(t));
        };
    }

    /**
     * Reads JSON {@code true} or {@code false}.
     *
     * @return a reader giving the boolean, or {@code null} for JSON {@code null}; it throws
     *     {@link ExtractorCore.WrongShapeException} for any other value
     */
    public static ExtractorCore.Binder<Boolean> asBoolean() {
        return p -> {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE) {
                return t == JsonToken.VALUE_TRUE;
            }
            if (t == JsonToken.VALUE_NULL) {
                return null;
            }
            throw ExtractorCore.WrongShapeException.of(p, "VALUE_TRUE or VALUE_FALSE", String.valueOf(t));
        };
    }
}
