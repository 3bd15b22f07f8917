/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import dev.fastjsonkit.FuzzProperty;
import dev.fastjsonkit.ReaderUnderTest;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The streaming extractors as {@link ReaderUnderTest}s of the hostile-input suite, each checked
 * against plain Jackson on every input.
 *
 * <p><b>The oracle.</b> Plain {@code new ObjectMapper()} with {@code FAIL_ON_TRAILING_TOKENS}
 * (core's conforming whole-document read) decides whether a document is JSON. Every adapter runs
 * its extractor and then the oracle, and:
 * <ul>
 * <li>when the extractor returns, the oracle must accept the document, its shape must fit the
 *     extractor (an array for {@code ElementStream}, an array of objects for
 *     {@code FieldExtractor}), and the values must equal the oracle's;</li>
 * <li>when the extractor throws its {@code WrongShapeException} and the oracle accepts the
 *     document, the shape must <em>not</em> fit: the adapter then returns a {@link ShapeMismatch}
 *     (a value: a valid document of another shape is not a parse failure); a wrong-shape error on
 *     a document whose shape fits is a bug;</li>
 * <li>when the extractor throws another Jackson exception, the oracle must reject the document
 *     too (the exception is rethrown, so the suite sees a rejection);</li>
 * <li>anything else (a mismatch, another exception type, an {@link Error}) is an
 *     {@link AssertionError} naming the extractor, i.e. {@code FuzzProperty.Broken}.</li>
 * </ul>
 * So for a {@code y_} file "accepted" means: read with values equal to Jackson's where the shape
 * fits, and a {@code WrongShapeException} (never another error) where it does not.
 *
 * <p>Values are compared without binding: value readers and binders copy the value they are given
 * with {@link JsonGenerator#copyCurrentStructureExact} (numbers as written), and the copy is read
 * into a tree with the oracle's mapper.
 *
 * <p>Lazy iterators wrap Jackson exceptions in {@link UncheckedIOException}; the adapters unwrap
 * them ({@link #unwrap}) and require the cause to be a Jackson exception. NDJSON errors must be
 * {@link NdjsonReader.LineException}s whose cause, if any, is a Jackson exception.
 */
final class StreamingReaders {
    private StreamingReaders() {}

    static final ObjectMapper MAPPER = new ObjectMapper();
    static final ObjectReader ORACLE = MAPPER.readerFor(JsonNode.class)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final JsonFactory COPIES = new JsonFactory();

    /** What an adapter returns for a valid document whose shape its extractor does not read. */
    record ShapeMismatch(String message) {}

    /** What an expected-value function returns when the shape does not fit the extractor. */
    private static final Object MISMATCH = new Object();

    /** The fields the {@code FieldExtractor} adapters select: a top-level and a nested one. */
    static final String[] FIELDS = {"a", "b/c"};

    // ---------------------------------------------------------------------------------------
    // The readers

    /** {@code PointerExtractor.at("")}: the root value, copied token by token. */
    static final ReaderUnderTest POINTER_ROOT = new ReaderUnderTest("PointerExtractor.at(\"\").find",
            doc -> differential("PointerExtractor.at(\"\").find", doc, ExtractorCore.WrongShapeException.class,
                    () -> PointerExtractor.at("").find(ExtractorCore.Input.of(doc), StreamingReaders::copy).orElseThrow(),
                    tree -> tree));

    /** {@code PointerExtractor.at("/*")}: every element of a root array, every member value of a root object. */
    static final ReaderUnderTest POINTER_WILDCARD = new ReaderUnderTest("PointerExtractor.at(\"/*\").findAll",
            doc -> differential("PointerExtractor.at(\"/*\").findAll", doc, ExtractorCore.WrongShapeException.class,
                    () -> PointerExtractor.at("/*").findAll(ExtractorCore.Input.of(doc), StreamingReaders::copy),
                    tree -> tree.isContainerNode() ? elements(tree) : List.of()));

    /** {@code ElementStream.of(copy)} at the root, through {@code forEach}. */
    static final ReaderUnderTest ELEMENTS_ROOT = new ReaderUnderTest("ElementStream.forEach",
            doc -> differential("ElementStream.forEach", doc, ExtractorCore.WrongShapeException.class, () -> {
                List<JsonNode> out = new ArrayList<>();
                ElementStream.of(StreamingReaders::copy).forEach(ExtractorCore.Input.of(doc), out::add);
                return out;
            }, tree -> tree.isArray() ? elements(tree) : MISMATCH));

    /**
     * {@code ElementStream} at the root, through the lazy {@code stream}, with a binder that reads
     * nothing (the extractor skips each element): returns the element count.
     */
    static final ReaderUnderTest ELEMENTS_ROOT_SKIPPING = new ReaderUnderTest("ElementStream.stream, skipping binder",
            doc -> differential("ElementStream.stream, skipping binder", doc, ExtractorCore.WrongShapeException.class,
                    true, () -> {
                        try (Stream<Object> s = ElementStream.of(p -> null).stream(ExtractorCore.Input.of(doc))) {
                            return s.count();
                        }
                    }, tree -> tree.isArray() ? (long) tree.size() : MISMATCH));

    /** {@code FieldExtractor} at the root, fields {@code a} and {@code b/c}, through {@code list}. */
    static final ReaderUnderTest FIELDS_ROOT = new ReaderUnderTest("FieldExtractor.list",
            doc -> differential("FieldExtractor.list", doc, ExtractorCore.WrongShapeException.class, true,
                    () -> FieldExtractor.builder().fields(FIELDS).build(StreamingReaders::row).list(ExtractorCore.Input.of(doc)),
                    StreamingReaders::rows));

    /** {@code FieldExtractor} at the root through the lazy {@code iterator}. */
    static final ReaderUnderTest FIELDS_ROOT_ITERATOR = new ReaderUnderTest("FieldExtractor.iterator",
            doc -> differential("FieldExtractor.iterator", doc, ExtractorCore.WrongShapeException.class, true, () -> {
                List<List<String>> out = new ArrayList<>();
                try (ExtractorCore.CloseableIterator<List<String>> it =
                        FieldExtractor.builder().fields(FIELDS).build(StreamingReaders::row).iterator(ExtractorCore.Input.of(doc))) {
                    it.forEachRemaining(out::add);
                }
                return out;
            }, StreamingReaders::rows));

    /** The root-value readers of the conformance suite. */
    static final List<ReaderUnderTest> ROOT_READERS = List.of(POINTER_ROOT, POINTER_WILDCARD, ELEMENTS_ROOT,
            ELEMENTS_ROOT_SKIPPING, FIELDS_ROOT, FIELDS_ROOT_ITERATOR);

    /** {@code NdjsonReader} on the whole input; returns the values. Errors must be LineExceptions. */
    static final ReaderUnderTest NDJSON = new ReaderUnderTest("NdjsonReader.forEach", StreamingReaders::ndjson);

    // ---------------------------------------------------------------------------------------
    // The differential check

    @FunctionalInterface
    interface Extract {
        Object run() throws IOException;
    }

    @FunctionalInterface
    interface Expected {
        /** The value the extractor must return for {@code tree}, or {@link #MISMATCH}. */
        Object of(JsonNode tree) throws IOException;
    }

    static Object differential(String name, byte[] doc, Class<? extends JsonProcessingException> wrongShape,
            Extract extract, Expected expected) throws Exception {
        return differential(name, doc, wrongShape, false, extract, expected);
    }

    /**
     * As above; {@code skips} tells that the extractor skips some content without decoding it,
     * which allows the one documented difference of jackson-core's skip path
     * ({@link #isSkipPathDeviation}).
     */
    static Object differential(String name, byte[] doc, Class<? extends JsonProcessingException> wrongShape,
            boolean skips, Extract extract, Expected expected) throws Exception {
        Object got;
        try {
            got = extract.run();
        } catch (UncheckedIOException | IOException e) {
            IOException cause = unwrap(e);
            JsonNode tree = oracleOrNull(doc);
            if (tree == null) {
                throw cause; // both reject: the suite classifies the extractor's exception
            }
            if (wrongShape.isInstance(cause)) {
                if (expected.of(tree) == MISMATCH) {
                    return new ShapeMismatch(cause.getMessage());
                }
                throw new AssertionError(name + " threw " + cause.getClass().getSimpleName()
                        + " on a document of the shape it reads: " + FuzzProperty.preview(doc), cause);
            }
            throw new AssertionError(name + " rejected a document that Jackson accepts: "
                    + FuzzProperty.preview(doc), cause);
        }
        JsonNode tree;
        try {
            tree = oracle(doc);
        } catch (IOException e) {
            if (skips && isSkipPathDeviation(e)) {
                return got;
            }
            throw new AssertionError(name + " accepted a document that Jackson rejects (" + e.getMessage()
                    + "): " + FuzzProperty.preview(doc));
        }
        Object want = expected.of(tree);
        if (want == MISMATCH) {
            throw new AssertionError(name + " accepted a document of another shape than it reads: "
                    + FuzzProperty.preview(doc));
        }
        if (!Objects.equals(got, want)) {
            throw new AssertionError(name + " read " + abbreviate(got) + " but Jackson reads " + abbreviate(want)
                    + " from " + FuzzProperty.preview(doc));
        }
        return got;
    }

    /**
     * The Jackson exception behind {@code e}: {@code e} itself, or the cause of an
     * {@link UncheckedIOException} thrown by a lazy iterator.
     *
     * @throws AssertionError when the cause is not a Jackson exception (or the documented UTF-32
     *     {@link CharConversionException})
     */
    static IOException unwrap(Exception e) {
        IOException io = e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
        if (io instanceof JsonProcessingException
                || io instanceof CharConversionException c && FuzzProperty.isJacksonUtf32Rejection(c)) {
            return io;
        }
        throw new AssertionError("not a Jackson exception: " + io, io);
    }

    /**
     * The one way an extractor that skips content may accept what Jackson's decoding rejects:
     * jackson-core's {@code skipChildren()} (and its skipping of unread strings) checks UTF-8
     * continuation bytes but not the surrogate range, so a UTF-8-encoded surrogate such as
     * {@code ED A0 80} (U+D800, JSONTestSuite {@code i_string_UTF8_surrogate_U+D800}) passes in a
     * skipped string, while decoding it fails with "Invalid UTF-8: Illegal surrogate character".
     * An {@code i_} case: implementation-defined. {@code StreamingFindingsTest} pins it.
     */
    static boolean isSkipPathDeviation(IOException oracleError) {
        return oracleError instanceof JsonProcessingException j
                && j.getOriginalMessage().startsWith("Invalid UTF-8: Illegal surrogate character");
    }

    /** The oracle's tree, or null when Jackson rejects the document. */
    static JsonNode oracleOrNull(byte[] doc) {
        try {
            return oracle(doc);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * The oracle's tree, read with a parser from a fresh {@link JsonFactory}, as each adapter's
     * extractor is: jackson-core's name canonicalization carries names from one document to the
     * next through a factory's symbol table, and a name with invalid {@code 0xFF} bytes can match
     * a name seen before ({@code StreamingFindingsTest#aNameWithInvalidFfBytesIsReadAsANameSeenBefore}),
     * so a long-lived factory would make the verdict depend on the inputs before.
     */
    static JsonNode oracle(byte[] doc) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(doc)) {
            JsonNode tree = ORACLE.readValue(p);
            return tree == null ? MAPPER.nullNode() : tree;
        }
    }

    // ---------------------------------------------------------------------------------------
    // Value readers and expected values

    /**
     * Copies the current value token by token, numbers as their text (so no number conversion of
     * the test can fail), and reads the copy into a tree; leaves the parser on the value's last
     * token, as a binder must.
     */
    static JsonNode copy(JsonParser p) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = COPIES.createGenerator(out)) {
            int depth = 0;
            JsonToken t = p.currentToken();
            while (true) {
                switch (t) {
                    case START_OBJECT -> { g.writeStartObject(); depth++; }
                    case START_ARRAY -> { g.writeStartArray(); depth++; }
                    case END_OBJECT -> { g.writeEndObject(); depth--; }
                    case END_ARRAY -> { g.writeEndArray(); depth--; }
                    case FIELD_NAME -> g.writeFieldName(p.currentName());
                    case VALUE_STRING -> g.writeString(p.getText());
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> g.writeNumber(p.getText());
                    case VALUE_TRUE, VALUE_FALSE -> g.writeBoolean(t == JsonToken.VALUE_TRUE);
                    case VALUE_NULL -> g.writeNull();
                    default -> throw new AssertionError("unexpected token " + t);
                }
                if (depth == 0) {
                    break;
                }
                t = p.nextToken();
            }
        }
        return MAPPER.readTree(out.toString());
    }

    private static List<JsonNode> elements(JsonNode tree) {
        List<JsonNode> out = new ArrayList<>();
        tree.forEach(out::add);
        return out;
    }

    /**
     * A row of the {@code FieldExtractor} adapters: each field rendered through the typed getters
     * ({@code absent}, {@code null}, {@code s:<string>}, {@code n:<double>}, {@code b:<boolean>} or
     * {@code container}). Every number also goes through {@code getBigDecimal}, which must give a value
     * or, for a scale beyond {@code int}, a WrongShapeException.
     */
    static List<String> row(FieldExtractor.Row row) throws IOException {
        List<String> out = new ArrayList<>(FIELDS.length);
        for (String f : FIELDS) {
            out.add(render(row, f));
        }
        return out;
    }

    private static String render(FieldExtractor.Row row, String f) throws IOException {
        if (!row.has(f)) {
            return "absent";
        }
        if (row.isNull(f)) {
            return "null";
        }
        try {
            return "s:" + row.getString(f);
        } catch (ExtractorCore.WrongShapeException notString) {
            // not a string
        }
        double d;
        try {
            d = row.getDouble(f);
        } catch (ExtractorCore.WrongShapeException notNumber) {
            d = Double.NaN; // JSON has no NaN: not a number
        }
        if (!Double.isNaN(d)) {
            try {
                Objects.requireNonNull(row.getBigDecimal(f), "getBigDecimal of a number");
            } catch (ExtractorCore.WrongShapeException e) { // only for a scale beyond int
                if (!e.getOriginalMessage().contains("(exponent out of range)")) {
                    throw e;
                }
            }
            return "n:" + d;
        }
        try {
            return "b:" + row.getBoolean(f);
        } catch (ExtractorCore.WrongShapeException notBoolean) {
            return "container";
        }
    }

    /** The expected rows for {@link #FIELDS}: an array of objects, or {@link #MISMATCH}. */
    private static Object rows(JsonNode tree) {
        if (!tree.isArray()) {
            return MISMATCH;
        }
        List<List<String>> out = new ArrayList<>();
        for (JsonNode el : tree) {
            if (!el.isObject()) {
                return MISMATCH;
            }
            JsonNode b = el.get("b");
            out.add(List.of(render(el.get("a")), render(b != null && b.isObject() ? b.get("c") : null)));
        }
        return out;
    }

    private static String render(JsonNode n) {
        if (n == null) {
            return "absent";
        }
        JsonNodeType t = n.getNodeType();
        return switch (t) {
            case NULL -> "null";
            case STRING -> "s:" + n.textValue();
            case NUMBER -> "n:" + n.doubleValue();
            case BOOLEAN -> "b:" + n.booleanValue();
            default -> "container";
        };
    }

    // ---------------------------------------------------------------------------------------
    // NDJSON

    /**
     * Reads {@code doc} as NDJSON (fail on the first bad line) with a copying binder: the values.
     * A failure must be a {@link NdjsonReader.LineException} on an existing line whose cause is
     * absent or a Jackson exception; the values must equal the oracle's reading of each line.
     */
    static Object ndjson(byte[] doc) throws IOException {
        List<JsonNode> got = new ArrayList<>();
        try {
            NdjsonReader.of(StreamingReaders::copy).forEach(doc, got::add);
        } catch (IOException e) {
            throw checkedLineException(doc, e);
        }
        List<JsonNode> want = new ArrayList<>();
        for (byte[] line : lines(doc)) {
            if (!isBlank(line)) {
                JsonNode tree = oracleOrNull(line);
                if (tree == null) {
                    throw new AssertionError("NdjsonReader accepted a line that Jackson rejects: "
                            + FuzzProperty.preview(line));
                }
                want.add(tree);
            }
        }
        if (!got.equals(want)) {
            throw new AssertionError("NdjsonReader read " + abbreviate(got) + " but Jackson reads "
                    + abbreviate(want) + " from the lines of " + FuzzProperty.preview(doc));
        }
        return got;
    }

    /**
     * Reads {@code doc} with bad lines skipped: never throws for bad content; values plus bad
     * lines are the non-blank lines, in order, and each bad line is one that Jackson rejects.
     */
    static Object ndjsonSkipping(byte[] doc) throws IOException {
        List<Object> got = new ArrayList<>();
        NdjsonReader.of(StreamingReaders::copy).skipBadLines(bad -> {
            checkedLineException(doc, bad.error());
            if (bad.error().lineNumber() != bad.lineNumber()) {
                throw new AssertionError("BadLine " + bad.lineNumber() + " carries line " + bad.error().lineNumber());
            }
            got.add(Map.entry("bad", bad.lineNumber()));
        }).forEach(doc, got::add);
        List<Object> want = new ArrayList<>();
        long n = 0;
        for (byte[] line : lines(doc)) {
            n++;
            if (!isBlank(line)) {
                JsonNode tree = oracleOrNull(line);
                want.add(tree == null ? Map.entry("bad", n) : tree);
            }
        }
        if (!got.equals(want)) {
            throw new AssertionError("NdjsonReader.skipBadLines read " + abbreviate(got) + " but Jackson reads "
                    + abbreviate(want) + " from the lines of " + FuzzProperty.preview(doc));
        }
        return got;
    }

    /** {@link #NDJSON} with bad lines skipped. */
    static final ReaderUnderTest NDJSON_SKIPPING = new ReaderUnderTest("NdjsonReader.skipBadLines.forEach",
            StreamingReaders::ndjsonSkipping);

    private static IOException checkedLineException(byte[] doc, IOException e) {
        if (!(e instanceof NdjsonReader.LineException le)) {
            throw new AssertionError("NdjsonReader failed with " + e.getClass().getName()
                    + ", not a LineException, on " + FuzzProperty.preview(doc), e);
        }
        long lines = lines(doc).size();
        if (le.lineNumber() < 1 || le.lineNumber() > lines || !le.getMessage().startsWith("Line " + le.lineNumber() + ": ")) {
            throw new AssertionError("LineException names line " + le.lineNumber() + " of " + lines + ": "
                    + le.getMessage(), le);
        }
        Throwable cause = le.getCause();
        if (cause != null && !(cause instanceof JsonProcessingException)
                && !(cause instanceof CharConversionException c && FuzzProperty.isJacksonUtf32Rejection(c))) {
            throw new AssertionError("LineException caused by " + cause.getClass().getName()
                    + ", not a Jackson exception", le);
        }
        return le;
    }

    /** The lines of {@code doc} as NdjsonReader splits them: at {@code \n}, a last line without one. */
    static List<byte[]> lines(byte[] doc) {
        List<byte[]> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < doc.length; i++) {
            if (doc[i] == '\n') {
                out.add(java.util.Arrays.copyOfRange(doc, start, i));
                start = i + 1;
            }
        }
        if (start < doc.length) {
            out.add(java.util.Arrays.copyOfRange(doc, start, doc.length));
        }
        return out;
    }

    /**
     * Whether a line holds no JSON value (only whitespace, or a byte-order mark), so NDJSON skips
     * it: a plain parser finds no token on it.
     */
    static boolean isBlank(byte[] line) {
        try (JsonParser p = new JsonFactory().createParser(line)) {
            return p.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    private static String abbreviate(Object o) {
        String s = String.valueOf(o);
        return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }

}
