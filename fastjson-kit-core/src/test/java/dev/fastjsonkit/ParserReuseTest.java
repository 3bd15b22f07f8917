/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonReadContext;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.core.util.TextBuffer;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The parser a thread keeps between whole-document reads of byte arrays
 * ({@link EngineJsonFactory#documentParser}, {@link EngineParser#reuse}): a read on a kept parser
 * gives exactly what the same read on a new parser gives (tokens, text, numbers, names, locations,
 * values and exceptions), whatever the reads before it did to the parser (other documents,
 * failures, features switched per reader, duplicate detection, skipped containers, nested reads,
 * another mapper); it is field for field a new parser; a failed read's parser stays with its
 * exception; and the parser is in fact kept.
 */
@Tag("fidelity")
class ParserReuseTest {
    private static final ObjectMapper KIT = FastMappers.json();
    private static final ObjectMapper OTHER = FastMappers.builder().build();
    private static final ObjectMapper SOURCE = FastMappers.builder()
            .customize(b -> b.enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)).build();
    private static final ObjectMapper DUPS = FastMappers.builder()
            .customize(b -> b.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)).build();
    private static final ObjectMapper TOKENS = FastMappers.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxTokenCount(100_000).build()).build();
    private static final ObjectMapper OPEN = FastMappers.builder()
            .customize(b -> b.disable(StreamReadFeature.AUTO_CLOSE_SOURCE)).build();
    private static final ObjectMapper[] MAPPERS = {KIT, OTHER, SOURCE, DUPS, TOKENS, OPEN};

    /** Whether the recorder skips a container at a token, decided per token so both reads agree. */
    private static boolean skipAt(int index, int length) {
        return (index * 31 + length) % 7 == 0;
    }

    /** Records every token of the document and what the parser says about it. */
    @JsonDeserialize(using = RecorderDeserializer.class)
    static final class Recorder {
        final List<String> log;
        final JsonParser parser;

        Recorder(List<String> log, JsonParser parser) {
            this.log = log;
            this.parser = parser;
        }

        @Override
        public String toString() {
            return String.join("\n", log);
        }
    }

    static final class RecorderDeserializer extends JsonDeserializer<Recorder> {
        @Override
        public Recorder deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            List<String> log = new ArrayList<>();
            int depth = 0;
            int index = 0;
            JsonToken t = p.currentToken();
            while (t != null) {
                StringBuilder sb = new StringBuilder().append(t).append(' ').append(p.currentName())
                        .append(' ').append(p.getParsingContext().pathAsPointer()).append(' ')
                        .append(where(p.currentTokenLocation()));
                switch (t) {
                    case VALUE_STRING -> {
                        switch (index % 3) {
                            case 0 -> sb.append(" text=").append(p.getText());
                            case 1 -> sb.append(" chars=").append(new String(p.getTextCharacters(), p.getTextOffset(),
                                    p.getTextLength()));
                            default -> sb.append(" unread");
                        }
                    }
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> sb.append(' ').append(p.getNumberType())
                            .append('=').append(p.getNumberValue()).append(" text=").append(p.getText());
                    case FIELD_NAME -> sb.append(" name=").append(p.getText());
                    default -> { }
                }
                sb.append(' ').append(where(p.currentLocation()));
                log.add(sb.toString());
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    if (depth > 0 && skipAt(index, log.size())) {
                        p.skipChildren();
                        log.add("skipped to " + where(p.currentLocation()));
                    } else {
                        depth++;
                    }
                } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    depth--;
                }
                index++;
                if (depth == 0) {
                    break;
                }
                t = p.nextToken();
            }
            return new Recorder(log, p);
        }
    }

    private static String where(JsonLocation l) {
        return l.getByteOffset() + "/" + l.getCharOffset() + "@" + l.getLineNr() + ":" + l.getColumnNr();
    }

    /** What a read gave: the value, or the exception's class, message and location. */
    private static String outcome(Read read, byte[] doc) {
        try {
            Object v = read.run(doc);
            return "value " + (v instanceof Object[] a ? Arrays.deepToString(a) : String.valueOf(v));
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            return e.getClass().getName() + ": " + e.getMessage() + " at " + (l == null ? null : where(l));
        } catch (IOException | RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    @FunctionalInterface
    interface Read {
        Object run(byte[] doc) throws IOException;
    }

    /** The reads that keep parsers, through each mapper, with reader features switched per call. */
    private static List<Read> reads() {
        List<Read> reads = new ArrayList<>();
        for (ObjectMapper m : MAPPERS) {
            ObjectReader recorder = m.readerFor(Recorder.class);
            ObjectReader lenient = recorder.withFeatures(JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_SINGLE_QUOTES,
                    JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS);
            ObjectReader strict = recorder.with(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
            ObjectReader nodes = m.readerFor(JsonNode.class);
            reads.add(doc -> m.readValue(doc, Recorder.class));
            reads.add(doc -> m.readValue(doc, Object.class));
            reads.add(doc -> {
                byte[] padded = new byte[doc.length + 7];
                System.arraycopy(doc, 0, padded, 3, doc.length);
                Arrays.fill(padded, 0, 3, (byte) 'x');
                Arrays.fill(padded, 3 + doc.length, padded.length, (byte) 'y');
                return m.readValue(padded, 3, doc.length, Recorder.class);
            });
            reads.add(doc -> recorder.readValue(doc));
            reads.add(doc -> lenient.readValue(doc));
            reads.add(doc -> strict.readValue(doc));
            reads.add(doc -> nodes.readValue(doc));
            reads.add(doc -> recorder.readValue(doc, 0, Math.max(0, doc.length - 1)));
            reads.add(doc -> m.readValue(doc, Small.class));
            reads.add(doc -> m.readTree(doc));
            reads.add(doc -> m.readTree(doc, 0, Math.max(0, doc.length - 2)));
            reads.add(doc -> m.readValue(doc, new TypeReference<Map<String, Object>>() { }));
            reads.add(doc -> m.readValue(doc, 1, Math.max(0, doc.length - 1), new TypeReference<List<Object>>() { }));
            reads.add(doc -> m.readValue(doc, m.constructType(Recorder.class)));
            reads.add(doc -> m.readValue(doc, 0, doc.length, m.constructType(Small.class)));
            // streams: a whole array at a time, 1 to 9 bytes a read, a failure after some bytes
            reads.add(doc -> {
                Closing in = new Closing(new ByteArrayInputStream(doc));
                return m.readValue(in, Recorder.class) + " closed " + in.closed;
            });
            reads.add(doc -> {
                Closing in = new Closing(new EngineParserHarness.Trickle(doc, doc.length));
                return recorder.readValue(in) + " closed " + in.closed;
            });
            reads.add(doc -> m.readTree(new EngineParserHarness.Trickle(doc, 31L * doc.length)));
            reads.add(doc -> m.readValue(new ByteArrayInputStream(doc), new TypeReference<Map<String, Object>>() { }));
            reads.add(doc -> m.readValue(new EngineParserHarness.Trickle(doc, 7), m.constructType(Small.class)));
            reads.add(doc -> nodes.readValue(new Failing(doc, doc.length / 2)));
        }
        return reads;
    }

    /** A stream that says whether it was closed. */
    static final class Closing extends FilterInputStream {
        boolean closed;

        Closing(InputStream in) {
            super(in);
        }

        @Override
        public void close() throws IOException {
            closed = true;
            super.close();
        }
    }

    /** A stream whose reads fail once {@code limit} bytes are read. */
    static final class Failing extends InputStream {
        private final byte[] doc;
        private final int limit;
        private int pos;

        Failing(byte[] doc, int limit) {
            this.doc = doc;
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 1 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (pos >= limit) {
                throw new IOException("failed after " + pos + " bytes");
            }
            int n = Math.min(Math.min(len, 3), Math.min(limit, doc.length) - pos);
            if (n <= 0) {
                return -1;
            }
            System.arraycopy(doc, pos, b, off, n);
            pos += n;
            return n;
        }
    }

    /** A bean read by the kit's bean deserializer, through the engine's property runs. */
    public static final class Small {
        public int id;
        public String name;
        public long size;
        public boolean flag;
        public List<String> tags;
        public Small child;

        @Override
        public String toString() {
            return id + "," + name + "," + size + "," + flag + "," + tags + ",(" + child + ")";
        }
    }

    private static byte[] smallDocument(Random r) {
        String[] members = {"\"id\":" + (r.nextInt(2000) - 1000), "\"name\":\"n" + r.nextInt(99) + "\\/é\"",
            "\"size\":" + r.nextLong(), "\"flag\":" + r.nextBoolean(), "\"tags\":[\"a\",\"b\\n\"]",
            "\"child\":{\"id\":7,\"name\":null}", "\"extra\":1"};
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0, n = r.nextInt(members.length + 1); i < n; i++) {
            sb.append(i == 0 ? "" : r.nextInt(9) == 0 ? ",\n " : ",").append(members[r.nextInt(members.length)]);
        }
        return sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A valid document, or one truncated or with one byte changed. */
    static byte[] document(Random r) {
        byte[] doc = r.nextInt(3) == 0 ? smallDocument(r) : EngineDocuments.document(r, 20 + r.nextInt(r.nextInt(8) == 0 ? 20_000 : 600));
        switch (r.nextInt(6)) {
            case 0 -> doc = Arrays.copyOf(doc, r.nextInt(doc.length + 1));
            case 1 -> {
                if (doc.length > 0) {
                    String bytes = "\"{}[],:0-e.\\ ax\n\t";
                    doc[r.nextInt(doc.length)] = (byte) bytes.charAt(r.nextInt(bytes.length()));
                }
            }
            default -> { }
        }
        return doc;
    }

    /** Drops the parser this thread keeps, so that the next read makes a new one. */
    private static void dropKept() {
        for (ObjectMapper m : MAPPERS) {
            ThreadRecycler.current().takeParser((EngineJsonFactory) m.getFactory());
        }
    }

    @Test
    void aReadOnAKeptParserGivesWhatANewParserGives() {
        List<Read> reads = reads();
        Random r = new Random(20261129);
        int kept = 0;
        for (int i = 0; i < 4000; i++) {
            byte[] doc = document(r);
            Read read = reads.get(r.nextInt(reads.size()));
            // the parser kept from the reads before (if the last did not fail) ...
            String onKept = outcome(read, doc);
            // ... against a new one
            dropKept();
            String onNew = outcome(read, doc);
            assertThat(onKept).as("read %d of %s", i, new String(doc, StandardCharsets.UTF_8)).isEqualTo(onNew);
            if (onKept.startsWith("value")) {
                kept++;
            }
            // another read on the now kept parser, so that the next read's parser carries this one's state
            outcome(reads.get(r.nextInt(reads.size())), document(r));
        }
        assertThat(kept).as("reads that did not fail").isGreaterThan(1000);
    }

    @Test
    void theParserIsKeptAfterAReadAndNotAfterAFailure() throws IOException {
        byte[] doc = "{\"a\":[1,2,{\"b\":\"c\"}]}".getBytes(StandardCharsets.UTF_8);
        dropKept();
        JsonParser first = KIT.readValue(doc, Recorder.class).parser;
        assertThat(KIT.readValue(doc, Recorder.class).parser).isSameAs(first);
        assertThat(KIT.readerFor(Recorder.class).readValue(doc).toString()).isEqualTo(KIT.readValue(doc, Recorder.class).toString());
        // another factory's read does not take it, and keeps its own in its place
        assertThat(OTHER.readValue(doc, Recorder.class).parser).isNotSameAs(first);
        assertThat(KIT.readValue(doc, Recorder.class).parser).isNotSameAs(first);

        JsonParser kept = KIT.readValue(doc, Recorder.class).parser;
        byte[] bad = "{\"a\":[1,2,{\"b\":x}]}".getBytes(StandardCharsets.UTF_8);
        JsonProcessingException failure = null;
        try {
            KIT.readValue(bad, Recorder.class);
            fail("no exception");
        } catch (JsonProcessingException e) {
            failure = e;
        }
        assertThat(failure.getProcessor()).isSameAs(kept);
        String message = failure.getMessage();
        JsonParser next = KIT.readValue(doc, Recorder.class).parser;
        assertThat(next).isNotSameAs(kept);
        KIT.readValue(doc, Recorder.class);
        assertThat(failure.getMessage()).isEqualTo(message);
        assertThat(((JsonParser) failure.getProcessor()).currentLocation().getByteOffset()).isEqualTo(bad.length);
    }

    /**
     * A deserializer that holds on to its parser after the read may give the kept parser's root
     * context a value or a name; the next document's root is a new one's nonetheless (the kept root
     * is only reused while it is as {@code createRootContext} makes one).
     */
    @Test
    void aValueOrNameGivenToTheRootAfterTheReadIsNotCarriedToTheNextDocument() throws IOException {
        byte[] doc = "[1,{\"a\":2}]".getBytes(StandardCharsets.UTF_8);
        EngineJsonFactory f = (EngineJsonFactory) KIT.getFactory();
        for (int i = 0; i < 3; i++) {
            dropKept();
            JsonParser held = KIT.readValue(doc, Recorder.class).parser;
            switch (i) {
                case 0 -> held.assignCurrentValue("left");
                case 1 -> held.overrideCurrentName("left");
                default -> { } // the root forget() left
            }
            JsonParser next = EngineJsonFactory.documentParser(f, doc);
            assertThat(next).isSameAs(held);
            JsonReadContext root = (JsonReadContext) next.getParsingContext();
            assertThat(root.inRoot()).isTrue();
            assertThat(root.getParent()).isNull();
            assertThat(root.getEntryCount()).isZero();
            assertThat(root.getCurrentValue()).as("value, case %d", i).isNull();
            assertThat(root.getCurrentName()).as("name, case %d", i).isNull();
            assertThat(root.getDupDetector()).isNull();
            assertThat(next.nextToken()).isEqualTo(JsonToken.START_ARRAY);
            assertThat(next.getParsingContext().getParent()).isSameAs(root);
            next.close();
        }
        // with duplicate detection, the root gets its detector whatever was kept
        JsonParser held = DUPS.readValue(doc, Recorder.class).parser;
        JsonParser next = EngineJsonFactory.documentParser((EngineJsonFactory) DUPS.getFactory(), doc);
        assertThat(next).isSameAs(held);
        assertThat(((JsonReadContext) next.getParsingContext()).getDupDetector()).isNotNull();
        next.close();
    }

    /**
     * The contexts of a document's objects and arrays are those of the document before (the kept
     * root is reset, its descendants reused as jackson-core reuses them within one document): at
     * each container's start its context holds no value or name of the earlier document, and after
     * the read none holds a value read.
     */
    @Test
    void containerContextsAreReusedWithoutTheEarlierDocumentsValuesOrNames() throws Exception {
        byte[] doc = "{\"a\":{\"b\":[1,{\"c\":2}]},\"d\":3}".getBytes(StandardCharsets.UTF_8);
        EngineJsonFactory f = (EngineJsonFactory) KIT.getFactory();
        dropKept();
        List<JsonStreamContext> first = null;
        for (int i = 0; i < 4; i++) { // the first read's root is jackson-core's, the second's the kept one
            JsonParser p = EngineJsonFactory.documentParser(f, doc);
            List<JsonStreamContext> seen = new ArrayList<>();
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                JsonStreamContext ctx = context(p); // not getParsingContext(): a context shown is not kept
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    seen.add(ctx);
                    assertThat(ctx.getCurrentValue()).as("value at a start, read %d", i).isNull();
                    assertThat(ctx.getCurrentName()).as("name at a start, read %d", i).isNull();
                    assertThat(ctx.getEntryCount()).isZero();
                }
                p.assignCurrentValue("read " + i + " " + t);
            }
            p.close();
            EngineJsonFactory.documentRead(p);
            for (JsonStreamContext ctx : seen) {
                assertThat(ctx.getCurrentValue()).as("a closed context's value, read %d", i).isNull();
            }
            assertThat(context(p).getCurrentValue()).isNull();
            if (i == 1) {
                first = seen;
            } else if (i > 1) {
                assertThat(seen).hasSameSizeAs(first);
                for (int k = 0; k < seen.size(); k++) {
                    assertThat(seen.get(k)).isSameAs(first.get(k));
                }
            }
        }
    }

    /** The parser's context, read without {@code getParsingContext()}. */
    private static JsonStreamContext context(JsonParser p) throws ReflectiveOperationException {
        Field f = com.fasterxml.jackson.core.base.ParserBase.class.getDeclaredField("_parsingContext");
        f.setAccessible(true);
        return (JsonStreamContext) f.get(p);
    }

    /**
     * After a document nested deeper than {@link EngineParser#KEPT_DEPTH}, the kept parser's root
     * holds no contexts below it (a new parser's chain would be as deep as the document), and
     * the next document reads as a new parser reads it; a document nested exactly that deep
     * keeps its chain for the next one, whose contexts are then the same.
     */
    @Test
    void aKeptParserHoldsNoDeepChainAfterADeepDocument() throws Exception {
        EngineJsonFactory f = (EngineJsonFactory) KIT.getFactory();
        int kept = EngineParser.KEPT_DEPTH;
        byte[] shallow = "{\"a\":[{\"b\":1}]}".getBytes(StandardCharsets.UTF_8);
        byte[] atLimit = ("[".repeat(kept) + "1" + "]".repeat(kept)).getBytes(StandardCharsets.UTF_8);
        byte[] deep = ("{\"x\":".repeat(400) + "[1]" + "}".repeat(400)).getBytes(StandardCharsets.UTF_8);
        dropKept();
        JsonParser first = readAll(f, shallow);
        assertThat(readAll(f, atLimit)).isSameAs(first);
        JsonStreamContext root = context(first);
        assertThat(chain(root)).isEqualTo(kept);
        assertThat(readAll(f, shallow)).isSameAs(first);
        assertThat(context(first)).isSameAs(root); // the chain kept: its root reused
        assertThat(chain(context(first))).isEqualTo(kept);

        assertThat(readAll(f, deep)).isSameAs(first);
        assertThat(chain(context(first))).as("contexts kept after a deep document").isZero();
        for (byte[] doc : List.of(shallow, deep, atLimit, shallow)) {
            List<String> expected = walk(new com.fasterxml.jackson.core.JsonFactory().createParser(doc));
            JsonParser p = EngineJsonFactory.documentParser(f, doc);
            assertThat(p).isSameAs(first);
            assertThat(walk(p)).isEqualTo(expected);
            EngineJsonFactory.documentRead(p);
            assertThat(chain(context(p))).isLessThanOrEqualTo(kept);
        }
    }

    /** Reads a whole document through the thread's kept parser, closes it and hands it back; returns it. */
    private static JsonParser readAll(EngineJsonFactory f, byte[] doc) throws IOException {
        JsonParser p = EngineJsonFactory.documentParser(f, doc);
        while (p.nextToken() != null) {
            // to the end
        }
        p.close();
        EngineJsonFactory.documentRead(p);
        return p;
    }

    /** Each token with its name and location, to the end; the parser closed. */
    private static List<String> walk(JsonParser p) throws IOException {
        List<String> out = new ArrayList<>();
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
            out.add(t + " " + p.currentName() + " " + p.getTokenLocation().getColumnNr());
        }
        p.close();
        return out;
    }

    /** How many contexts hang below {@code root} (each jackson-core context keeps one child). */
    private static int chain(JsonStreamContext root) throws ReflectiveOperationException {
        Field child = JsonReadContext.class.getDeclaredField("_child");
        child.setAccessible(true);
        int n = 0;
        for (Object c = child.get(root); c != null; c = child.get(c)) {
            n++;
        }
        return n;
    }

    /**
     * Once {@code getParsingContext()} has shown a context (a {@code TokenBuffer} keeps the one it
     * was made in), the next document's contexts are new ones, and the shown ones keep their state.
     */
    @Test
    void contextsShownDuringAReadAreNotReused() throws Exception {
        byte[] doc = "{\"a\":{\"b\":[1]}}".getBytes(StandardCharsets.UTF_8);
        EngineJsonFactory f = (EngineJsonFactory) KIT.getFactory();
        dropKept();
        for (int i = 0; i < 2; i++) { // the second read's contexts are kept ones
            JsonParser p = EngineJsonFactory.documentParser(f, doc);
            p.nextToken();
            p.nextToken();
            p.nextToken();
            JsonStreamContext shown = p.getParsingContext(); // the object under "a"
            while (p.nextToken() != null) {
                // to the end
            }
            p.close();
            EngineJsonFactory.documentRead(p);
            JsonParser next = EngineJsonFactory.documentParser(f, "[[[[2]]]]".getBytes(StandardCharsets.UTF_8));
            assertThat(next).isSameAs(p);
            while (next.nextToken() != null) {
                assertThat(context(next)).isNotSameAs(shown);
            }
            next.close();
            EngineJsonFactory.documentRead(next);
            assertThat(shown.inObject()).isTrue();
            assertThat(shown.getCurrentName()).isEqualTo("b");
            assertThat(shown.pathAsPointer().toString()).isEqualTo("/a/b");
        }
    }

    /**
     * A duplicate detector given to a context inside a document (by enabling
     * {@code STRICT_DUPLICATE_DETECTION} there, then disabling it, which clears only the context
     * current then) does not reach the next document: its nested object with a name twice reads as
     * a new parser reads it, and so does a document after one that only enabled and disabled it.
     */
    @Test
    void aDuplicateDetectorGivenInsideADocumentDoesNotReachTheNext() throws Exception {
        byte[] doc = "{\"a\":{\"b\":{\"c\":1}}}".getBytes(StandardCharsets.UTF_8);
        byte[] twice = "{\"a\":{\"b\":{\"c\":1,\"c\":2}}}".getBytes(StandardCharsets.UTF_8);
        EngineJsonFactory f = (EngineJsonFactory) KIT.getFactory();
        for (boolean setMask : new boolean[] {false, true}) {
            dropKept();
            JsonParser p = EngineJsonFactory.documentParser(f, doc);
            p.nextToken(); // the outer object
            int strict = JsonParser.Feature.STRICT_DUPLICATE_DETECTION.getMask();
            if (setMask) {
                p.overrideStdFeatures(strict, strict);
            } else {
                p.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            }
            p.nextToken();
            p.nextToken(); // the object under "a", its context made with a child of the outer one's detector
            p.nextToken();
            p.nextToken(); // the object under "b", the same
            if (setMask) {
                p.overrideStdFeatures(0, strict);
            } else {
                p.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            }
            while (p.nextToken() != null) {
                // to the end
            }
            p.close();
            EngineJsonFactory.documentRead(p);
            JsonParser next = EngineJsonFactory.documentParser(f, twice);
            assertThat(next).isSameAs(p);
            List<JsonToken> tokens = new ArrayList<>();
            for (JsonToken t = next.nextToken(); t != null; t = next.nextToken()) {
                tokens.add(t);
            }
            assertThat(tokens).hasSize(12);
            next.close();
            EngineJsonFactory.documentRead(next);
        }
    }

    /**
     * Duplicate detection turned on (and off) at any token of a document read by a kept parser,
     * whose contexts are those of a deeper document before, finds the duplicates a new
     * jackson-core parser finds, no more: a context's child made earlier in the document keeps
     * having no detector, one made after gets a child of the context's.
     */
    @Test
    void duplicateDetectionTurnedOnInsideADocumentFindsWhatANewParserFinds() throws Exception {
        byte[] deep = "{\"p\":{\"q\":{\"r\":[[{\"s\":{\"t\":1}}]]}},\"u\":[{\"v\":{}}]}".getBytes(StandardCharsets.UTF_8);
        String[] docs = {
            "{\"a\":{\"x\":1,\"x\":2},\"b\":{\"y\":1,\"y\":2},\"a\":3}",
            "{\"a\":[{\"x\":1},{\"x\":1,\"x\":2}],\"b\":{\"c\":{\"z\":1,\"z\":2}}}",
            "[{\"a\":{\"b\":{\"c\":1,\"c\":2}}},{\"d\":[{\"e\":1,\"e\":2}]},{\"f\":1,\"f\":2}]",
            "{\"a\":1,\"b\":{},\"b\":{\"c\":{\"d\":{\"e\":[1,{\"g\":1,\"g\":2}]}}}}",
        };
        EngineJsonFactory f = (EngineJsonFactory) KIT.getFactory();
        int strict = JsonParser.Feature.STRICT_DUPLICATE_DETECTION.getMask();
        int found = 0;
        for (String doc : docs) {
            byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
            for (int on = 0; on < 24; on++) {
                for (int way = 0; way < 3; way++) { // enable(), overrideStdFeatures, enable() then disable() two tokens on
                    String expected = dupsRead(new com.fasterxml.jackson.core.JsonFactory().createParser(bytes), on, way, strict);
                    dropKept();
                    JsonParser warm = EngineJsonFactory.documentParser(f, deep);
                    while (warm.nextToken() != null) {
                        // to the end: the next document's contexts are these
                    }
                    warm.close();
                    EngineJsonFactory.documentRead(warm);
                    JsonParser p = EngineJsonFactory.documentParser(f, bytes);
                    assertThat(p).isSameAs(warm);
                    String got = dupsRead(p, on, way, strict);
                    assertThat(got).as("%s, on at token %d, way %d", doc, on, way).isEqualTo(expected);
                    found += expected.contains("Duplicate") ? 1 : 0;
                    EngineJsonFactory.documentRead(p);
                }
            }
        }
        assertThat(found).as("reads that found a duplicate").isGreaterThan(50);
    }

    /** The tokens and names read, with duplicate detection turned on before token {@code on}, and the failure. */
    private static String dupsRead(JsonParser p, int on, int way, int strict) throws IOException {
        StringBuilder sb = new StringBuilder();
        try {
            int k = 0;
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken(), k++) {
                sb.append(t).append(' ').append(p.currentName()).append(", ");
                if (k == on) {
                    if (way == 1) {
                        p.overrideStdFeatures(strict, strict);
                    } else {
                        p.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
                    }
                } else if (k == on + 2 && way == 2) {
                    p.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
                }
            }
        } catch (JsonProcessingException e) {
            sb.append(e.getMessage());
        }
        p.close();
        return sb.toString();
    }

    /**
     * A byte array's content reference is made only when asked for, and is then what a new parser
     * of the same array (or range) holds: the same content, offset and length.
     */
    @Test
    void aByteArraysContentReferenceIsMadeOnFirstUseAsANewParsersIs() throws IOException {
        byte[] doc = " {\"a\":[1,2]} ".getBytes(StandardCharsets.UTF_8);
        EngineJsonFactory f = (EngineJsonFactory) SOURCE.getFactory();
        for (int i = 0; i < 3; i++) { // a new parser, then the kept one twice
            boolean whole = i != 1;
            JsonParser p = whole ? EngineJsonFactory.documentParser(f, doc)
                    : EngineJsonFactory.documentParser(f, doc, 1, doc.length - 2);
            JsonParser plain = whole ? new com.fasterxml.jackson.core.JsonFactory().enable(
                    StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION.mappedFeature()).createParser(doc)
                    : new com.fasterxml.jackson.core.JsonFactory().enable(
                            StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION.mappedFeature()).createParser(doc, 1, doc.length - 2);
            while (p.nextToken() != null) {
                plain.nextToken();
                assertThat(p.currentTokenLocation()).isEqualTo(plain.currentTokenLocation());
                assertThat(p.currentLocation().contentReference().getRawContent()).isSameAs(doc);
                assertThat(p.currentLocation().toString()).isEqualTo(plain.currentLocation().toString());
            }
            assertThat(p.currentTokenLocation().contentReference())
                    .isSameAs(p.currentLocation().contentReference()); // one per document
            p.close();
            plain.close();
            EngineJsonFactory.documentRead(p);
        }
    }

    @Test
    void aParserHoldingTooManyNamesIsNotKept() throws IOException {
        StringBuilder sb = new StringBuilder("{");
        for (int i = 0; i < EngineJsonFactory.MAX_KEPT_NAMES + 10; i++) {
            sb.append(i == 0 ? "" : ",").append("\"name").append(i).append("x\":").append(i);
        }
        byte[] many = sb.append('}').toString().getBytes(StandardCharsets.UTF_8);
        ObjectMapper m = FastMappers.builder().build();
        JsonParser p = m.readValue(many, Recorder.class).parser;
        assertThat(m.readValue(many, Recorder.class).parser).isNotSameAs(p);
        byte[] few = "{\"a\":1}".getBytes(StandardCharsets.UTF_8);
        ObjectMapper fresh = FastMappers.builder().build();
        JsonParser q = fresh.readValue(few, Recorder.class).parser;
        assertThat(fresh.readValue(few, Recorder.class).parser).isSameAs(q);
    }

    /** Reads a nested document from a string value with the same mapper, during the outer read. */
    @JsonDeserialize(using = NestedDeserializer.class)
    static final class Nested {
        final List<Object> inner = new ArrayList<>();
    }

    static final class NestedDeserializer extends JsonDeserializer<Nested> {
        @Override
        public Nested deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            Nested n = new Nested();
            for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
                byte[] inner = p.getText().getBytes(StandardCharsets.UTF_8);
                n.inner.add(KIT.readValue(inner, Recorder.class).toString());
                n.inner.add(KIT.readValue(inner, Object.class));
            }
            return n;
        }
    }

    @Test
    void nestedReadsOnOneThreadEachGetTheirOwnParser() throws IOException {
        String a = "{\"x\":[1,{\"y\":true}],\"z\":\"w\"}";
        String b = "[0.5,-7,\"s\",{}]";
        byte[] outer = KIT.writeValueAsBytes(List.of(a, b, a));
        Nested n = KIT.readValue(outer, Nested.class);
        dropKept();
        List<Object> expected = new ArrayList<>();
        for (String s : List.of(a, b, a)) {
            byte[] doc = s.getBytes(StandardCharsets.UTF_8);
            expected.add(KIT.readValue(doc, Recorder.class).toString());
            dropKept();
            expected.add(KIT.readValue(doc, Object.class));
        }
        assertThat(n.inner).isEqualTo(expected);
        assertThat(KIT.readValue(outer, Nested.class).inner).isEqualTo(expected);
    }

    @Test
    void aTokenBufferReadKeepsItsOwnContext() throws IOException {
        byte[] doc = "{\"a\":{\"b\":[1,2]},\"c\":\"d\"}".getBytes(StandardCharsets.UTF_8);
        TokenBuffer buffer = KIT.readValue(doc, TokenBuffer.class);
        String before = tokens(buffer.asParser());
        for (int i = 0; i < 3; i++) {
            KIT.readValue("[{\"q\":{\"r\":{}}},[[]]]".getBytes(StandardCharsets.UTF_8), Recorder.class);
        }
        assertThat(tokens(buffer.asParser())).isEqualTo(before)
                .isEqualTo(tokens(new ObjectMapper().readValue(doc, TokenBuffer.class).asParser()));
    }

    private static String tokens(JsonParser p) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
            sb.append(t).append(' ').append(p.currentName()).append(' ').append(p.getParsingContext().pathAsPointer())
                    .append('\n');
        }
        return sb.toString();
    }

    @Test
    void readsOnManyThreadsGiveEachThreadsOwnResults() throws Exception {
        List<Read> reads = reads();
        Random r = new Random(7);
        List<byte[]> docs = new ArrayList<>();
        List<Integer> which = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            byte[] doc = document(r);
            int k = r.nextInt(reads.size());
            dropKept();
            docs.add(doc);
            which.add(k);
            expected.add(outcome(reads.get(k), doc));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                final int offset = t * 37;
                results.add(pool.submit(() -> {
                    List<String> got = new ArrayList<>();
                    for (int i = 0; i < docs.size(); i++) {
                        int j = (i + offset) % docs.size();
                        got.add(j + " " + outcome(reads.get(which.get(j)), docs.get(j)));
                    }
                    return got;
                }));
            }
            for (Future<List<String>> f : results) {
                for (String line : f.get()) {
                    int j = Integer.parseInt(line.substring(0, line.indexOf(' ')));
                    assertThat(line.substring(line.indexOf(' ') + 1)).isEqualTo(expected.get(j));
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    // ---- Field for field ----

    /**
     * Scratch a kept parser keeps on purpose, never read before written: jackson-core's quad buffer
     * and {@code _quad1} (set in {@code parseMediumName} before its use), the engine's decoding and
     * skipping arrays.
     */
    private static final List<String> SCRATCH = List.of("_quadBuffer", "_quad1", "scratch", "skipRows");

    @Test
    void aKeptParserIsFieldForFieldANewParser() throws Exception {
        aKeptParserIsFieldForFieldANewParser(KIT);
        aKeptParserIsFieldForFieldANewParser(TOKENS); // counts tokens
    }

    private static void aKeptParserIsFieldForFieldANewParser(ObjectMapper m) throws Exception {
        Random r = new Random(11);
        EngineJsonFactory f = (EngineJsonFactory) m.getFactory();
        ObjectReader[] readers = {m.readerFor(Recorder.class),
            m.readerFor(Recorder.class).with(StreamReadFeature.STRICT_DUPLICATE_DETECTION),
            m.readerFor(Recorder.class).with(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)};
        int compared = 0;
        for (int i = 0; i < 600; i++) {
            // dirty the kept parser: a few reads that did not fail, numbers, text, skips, features
            for (int k = 0; k < 3; k++) {
                try {
                    byte[] d = document(r);
                    ObjectReader reader = readers[r.nextInt(readers.length)];
                    Recorder rec = r.nextBoolean() ? reader.readValue(d) : reader.readValue(new EngineParserHarness.Trickle(d, k));
                    // what a deserializer holding on to its parser could do to it after the read
                    rec.parser.setCodec(null);
                    rec.parser.setRequestPayloadOnError("payload");
                    rec.parser.enable(JsonParser.Feature.ALLOW_COMMENTS);
                    rec.parser.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
                    rec.parser.assignCurrentValue(rec);
                    rec.parser.getBinaryValue(); // fails on most tokens, fills the builder on some
                } catch (IOException | RuntimeException e) {
                    // a failed read's parser is not kept; a failed getBinaryValue's is
                }
            }
            byte[] doc = document(r);
            if (doc.length < 4) {
                continue; // jackson-core's own parser reads it
            }
            EngineParser peek = ThreadRecycler.current().takeParser(f);
            if (peek == null) {
                continue; // nothing was kept: the last read failed
            }
            ThreadRecycler.current().keepParser(peek);
            boolean stream = i % 2 == 1;
            JsonParser kept = stream ? EngineJsonFactory.documentParser(f, new ByteArrayInputStream(doc))
                    : EngineJsonFactory.documentParser(f, doc);
            assertThat(kept).isSameAs(peek);
            JsonParser made = stream ? EngineJsonFactory.documentParser(f, new ByteArrayInputStream(doc))
                    : EngineJsonFactory.documentParser(f, doc);
            assertSameState(kept, made, "document " + i);
            kept.close();
            made.close();
            compared++;
        }
        assertThat(compared).isGreaterThan(150);
    }

    private static void assertSameState(Object kept, Object made, String where) throws ReflectiveOperationException {
        for (Class<?> c = made.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                String name = c.getSimpleName() + "." + field.getName();
                Object a = field.get(kept);
                Object b = field.get(made);
                if (SCRATCH.contains(field.getName())) {
                    continue;
                }
                if (a instanceof TextBuffer || a instanceof JsonReadContext) {
                    assertSameState(a, b, where + " " + name);
                } else if (a instanceof com.fasterxml.jackson.core.io.IOContext) {
                    assertSameState(a, b, where + " " + name); // its own, made for the first document
                } else if (field.getName().equals("_closed") && c == com.fasterxml.jackson.core.io.IOContext.class) {
                    // only read by IOContext.close(), which has nothing left to release (markBufferRecyclerReleased)
                    assertThat(a).as(name).isEqualTo(true);
                } else if (field.getName().equals("predicted")) {
                    // the name predictions a kept parser keeps, each emptied (no word masked to nothing is -1)
                    if (a != null) {
                        long[] words = (long[]) a;
                        for (int k = 0; k < words.length; k += 2) {
                            assertThat(new long[] {words[k], words[k + 1]}).as(name).containsExactly(0L, -1L);
                        }
                    }
                    assertThat(b).as(name).isNull();
                } else if (field.getName().equals("predictedNames")) {
                    assertThat(b).as(name).isNull(); // read only where a prediction holds, above
                } else if (field.getName().equals("_symbols")) {
                    // the kept child holds the names of the documents before; the names are the same strings
                    assertThat(a).as(name).isNotNull().isNotSameAs(b);
                } else if (field.getName().equals("_segments")) {
                    assertThat(a == null || ((List<?>) a).isEmpty()).as(name).isTrue();
                    assertThat(b).as(name).isNull();
                } else if (field.getName().equals("_readIOBuffer")) {
                    assertThat(a != null).as(name).isEqualTo(b != null); // the parser's input buffer, checked there
                } else if (field.getName().equals("_inputStream")) {
                    assertThat(a != null).as(name).isEqualTo(b != null); // each parser's own stream over the document
                } else if (field.getName().equals("_inputBuffer") && a != b) {
                    // a stream's: each parser's own recycled buffer, holding the same first bytes
                    Field endField = com.fasterxml.jackson.core.base.ParserBase.class.getDeclaredField("_inputEnd");
                    endField.setAccessible(true);
                    int end = endField.getInt(kept);
                    assertThat(end).as(name).isEqualTo(endField.getInt(made));
                    assertThat(Arrays.copyOf((byte[]) a, end)).as(name).isEqualTo(Arrays.copyOf((byte[]) b, end));
                } else if (field.getName().equals("_dups")) {
                    assertThat(a != null).as(name).isEqualTo(b != null);
                } else if (field.getName().equals("_child")) {
                    // a context's child kept from an earlier document (the kept root is reset, not
                    // replaced), reset when used as jackson-core resets it within one document
                    assertThat(b).as(name).isNull();
                } else if (field.getName().equals("readContext")) {
                    // the deserialization context of the kept parser's last read (KeptReadContext), used
                    // again only where it is as a new one; KeptReadContextTest
                    assertThat(b).as(name).isNull();
                } else if (field.getName().equals("document") && a == null) {
                    assertThat(b).as(name).isNull(); // a byte array's, made on first use by both
                } else if (field.getName().equals("document")) {
                    Object ra = ((com.fasterxml.jackson.core.io.ContentReference) a).getRawContent();
                    Object rb = ((com.fasterxml.jackson.core.io.ContentReference) b).getRawContent();
                    if (ra instanceof InputStream) {
                        assertThat(rb).as(name).isInstanceOf(InputStream.class); // each parser's own stream
                    } else {
                        assertThat(ra).as(name).isSameAs(rb);
                    }
                } else if (a == null || b == null || field.getType().isPrimitive() || a instanceof String
                        || a instanceof Enum<?> || a instanceof Number) {
                    assertThat(a).as(where + " " + name).isEqualTo(b);
                } else if (a.getClass().isArray()) {
                    assertThat(a).as(where + " " + name).isSameAs(b); // the same input buffer
                } else {
                    assertThat(a).as(where + " " + name).isSameAs(b); // codec, constraints, owner
                }
            }
        }
    }
}
