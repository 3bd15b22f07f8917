/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Runs the engine's parser and jackson-core's parser in lock step over the same bytes and asserts
 * that every step observes the same thing: token, name, text (as {@code String} and as
 * {@code char[]}), number type and value, token and current location, and, on failure, the same
 * exception class, message and location.
 */
final class EngineParserHarness {
    private EngineParserHarness() {}

    /** How the steps read the document. */
    enum Mode {
        /** {@code nextToken()}, then every accessor, in an order that varies by step. */
        FULL,
        /** {@code nextToken()}, reading only every fourth string, so most strings are skipped unread. */
        LAZY,
        /** {@code nextToken()}, with every second container skipped unread by {@code skipChildren()}. */
        SKIP,
        /** {@code nextFieldName()} and {@code nextTextValue()} in turn, as databind calls them. */
        CALLS,
        /**
         * {@code nextFieldName(SerializableString)} and {@code nextToken()} in turn, as Blackbird's
         * bean deserializers call them, expecting a name of the document (chosen by step).
         */
        MATCH
    }

    /** How the bytes reach the parser. */
    enum Input {
        BYTES,
        /** An {@code InputStream} handing out 1 to 9 bytes per read (seeded). */
        TRICKLE
    }

    /** Counts of what ran, for the report. */
    static long cases;
    static long steps;

    /** Asserts that both factories' parsers observe the same steps over {@code doc}. */
    static void assertSame(String label, byte[] doc, JsonFactory engine, JsonFactory jackson, Mode mode, Input input,
            long seed) throws IOException {
        cases++;
        JsonParser j;
        JsonParser e;
        try {
            j = open(jackson, doc, input, seed);
        } catch (IOException ex) {
            assertThat(failure(() -> open(engine, doc, input, seed))).as(label).isEqualTo(ex.toString());
            return;
        }
        e = open(engine, doc, input, seed);
        List<SerializedString> names = mode == Mode.MATCH ? names(doc) : List.of();
        try (j; e) {
            assertThat(e.getClass().getSimpleName()).as("%s: the engine's parser must be in use", label)
                    .isIn("EngineParser", j.getClass().getSimpleName());
            for (int i = 0; ; i++) {
                steps++;
                SerializedString want = names.isEmpty() ? null : names.get((i * 7 + i / 5) % names.size());
                String expected = observe(j, i, mode, want);
                String actual = observe(e, i, mode, want);
                if (!expected.equals(actual)) {
                    assertThat(actual).as("%s, %s, %s, step %d", label, mode, input, i).isEqualTo(expected);
                }
                if (expected.startsWith("END") || expected.startsWith("EXC")) {
                    return;
                }
            }
        }
    }

    private interface Opener {
        JsonParser open() throws IOException;
    }

    private static String failure(Opener o) {
        try {
            o.open().close();
            return "no exception";
        } catch (IOException ex) {
            return ex.toString();
        }
    }

    private static JsonParser open(JsonFactory f, byte[] doc, Input input, long seed) throws IOException {
        return input == Input.BYTES ? f.createParser(doc) : f.createParser(new Trickle(doc, seed));
    }

    /**
     * The document's names in order of first appearance (up to the first error), and one name it
     * does not have; each as the expected name of {@link Mode#MATCH}. Read by a factory of its
     * own: the compared factories' symbol tables must see the same documents.
     */
    private static List<SerializedString> names(byte[] doc) {
        Set<String> seen = new LinkedHashSet<>();
        try (JsonParser p = new JsonFactory().createParser(doc)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) {
                    seen.add(p.currentName());
                }
            }
        } catch (IOException | RuntimeException ex) {
            // the names up to the error
        }
        seen.add("absent");
        return seen.stream().map(SerializedString::new).toList();
    }

    /** Performs step {@code i} and describes it, or the exception it threw. */
    private static String observe(JsonParser p, int i, Mode mode, SerializedString want) {
        StringBuilder sb = new StringBuilder(96);
        try {
            step(p, i, mode, want, sb);
        } catch (IOException | RuntimeException ex) {
            sb.append(" EXC ").append(ex.getClass().getName()).append(": ").append(ex.getMessage());
            if (ex instanceof JsonProcessingException jpe) {
                loc(sb, jpe.getLocation());
            }
            return "EXC" + sb;
        }
        return sb.toString();
    }

    private static void step(JsonParser p, int i, Mode mode, SerializedString want, StringBuilder sb)
            throws IOException {
        JsonToken t;
        switch (mode) {
            case MATCH -> {
                if ((i & 1) == 0) {
                    sb.append("match ").append(want).append('=').append(p.nextFieldName(want));
                    t = p.currentToken();
                } else {
                    t = p.nextToken();
                }
            }
            case CALLS -> {
                if ((i & 1) == 0) {
                    sb.append("name=").append(p.nextFieldName());
                } else {
                    sb.append("text=").append(p.nextTextValue());
                }
                t = p.currentToken();
            }
            default -> t = p.nextToken();
        }
        if (t == null) {
            sb.insert(0, "END ");
            sb.append(" closed=").append(p.isClosed()).append(" index=").append(p.getParsingContext().getCurrentIndex());
            loc(sb, p.currentLocation());
            return;
        }
        sb.append(' ').append(t).append(" name=").append(p.currentName()).append(" index=")
                .append(p.getParsingContext().getCurrentIndex());
        loc(sb, p.currentTokenLocation());
        if (mode == Mode.SKIP && t.isStructStart() && (i & 1) == 1) {
            p.skipChildren();
            sb.append(" skipped to ").append(p.currentToken());
            loc(sb, p.currentLocation());
            return;
        }
        if (t == JsonToken.VALUE_STRING || t == JsonToken.FIELD_NAME || t.isNumeric()) {
            boolean read = mode != Mode.LAZY || (i & 3) == 0 || t != JsonToken.VALUE_STRING;
            if (read) {
                switch (i % 3) {
                    case 0 -> sb.append(" text=").append(p.getText()).append(" chars=").append(chars(p));
                    case 1 -> sb.append(" chars=").append(chars(p)).append(" text=").append(p.getText());
                    default -> sb.append(" value=").append(p.getValueAsString()).append(" len=").append(p.getTextLength());
                }
            }
        }
        if (t == JsonToken.FIELD_NAME && i % 5 == 0) {
            intValue(p, true, sb); // not a number yet, though the engine may have read the value after the name
        }
        if (t == JsonToken.VALUE_NUMBER_INT && (i & 1) == 0) {
            // getIntValue first, or after the other accessors below (the value the token walk leaves)
            intValue(p, i % 4 == 0, sb);
        }
        if (t.isNumeric()) {
            sb.append(" type=").append(p.getNumberType()).append(" number=").append(p.getNumberValue());
            if ((i & 1) == 1 && t == JsonToken.VALUE_NUMBER_INT) {
                intValue(p, false, sb);
                try {
                    sb.append(" long=").append(p.getLongValue());
                } catch (IOException | RuntimeException ex) {
                    sb.append(" long: ").append(ex.getClass().getName()).append(": ").append(ex.getMessage());
                }
            }
        }
        loc(sb, p.currentLocation());
    }

    /** Appends {@code getIntValue()} or {@code getValueAsInt()}, or how it failed (an integer out of range, a name). */
    private static void intValue(JsonParser p, boolean exact, StringBuilder sb) {
        try {
            sb.append(" int=").append(exact ? p.getIntValue() : p.getValueAsInt());
        } catch (IOException | RuntimeException ex) {
            sb.append(" int: ").append(ex.getClass().getName()).append(": ").append(ex.getMessage());
        }
    }

    private static String chars(JsonParser p) throws IOException {
        return new String(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
    }

    /** Appends a location as byte/char offset and line:column, or {@code @null}. */
    static void loc(StringBuilder sb, JsonLocation l) {
        if (l == null) {
            sb.append(" @null");
            return;
        }
        sb.append(" @").append(l.getByteOffset()).append('/').append(l.getCharOffset()).append(' ')
                .append(l.getLineNr()).append(':').append(l.getColumnNr());
    }

    /** An {@code InputStream} handing out 1 to 9 bytes per read, chosen by a seeded random. */
    static final class Trickle extends InputStream {
        private final ByteArrayInputStream in;
        private final Random random;

        Trickle(byte[] doc, long seed) {
            in = new ByteArrayInputStream(doc);
            random = new Random(seed);
        }

        @Override
        public int read() {
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
            return in.read(b, off, Math.min(len, 1 + random.nextInt(9)));
        }
    }
}
