/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import dev.fastjsonkit.FastMappers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine generator's {@link FieldWriter} against jackson-core's token-by-token writes
 * ({@code writeFieldName(SerializableString)} and the value write): for seeded random objects of
 * properties of every kind, with names and strings of every char class (escapes, Latin-1, the
 * basic plane, surrogate pairs and lone surrogates) and lengths across the 8000-byte buffer, and
 * ISO instants written into the buffer ({@link FieldWriter#startField}), the
 * bytes, the exceptions and the output context after every property (index and current name) are
 * jackson-core's. Under each setting where whole properties would differ, the engine says so.
 */
@Tag("fidelity")
class FieldWriterTest {

    private static final JsonFactory JACKSON = new JsonFactory();
    private static final JsonFactory ENGINE = FastMappers.builder().build().getFactory();

    /** One property: a name and a value, written either way. */
    record Prop(SerializableString name, Object value) {
        void tokens(JsonGenerator g) throws IOException {
            g.writeFieldName(name);
            if (value == null) {
                g.writeNull();
            } else if (value instanceof String s) {
                g.writeString(s);
            } else if (value instanceof Integer i) {
                g.writeNumber(i);
            } else if (value instanceof Long l) {
                g.writeNumber(l);
            } else if (value instanceof Boolean b) {
                g.writeBoolean(b);
            } else if (value instanceof byte[] ascii) {
                g.writeString(new String(ascii, StandardCharsets.ISO_8859_1));
            } else if (value instanceof Instant i) {
                g.writeString(DateTimeFormatter.ISO_INSTANT.format(i));
            } else {
                g.writeString((SerializableString) value);
            }
        }

        void whole(FieldWriter f, JsonGenerator g) throws IOException {
            String[] n = {name.getValue()};
            byte[] e = FieldBytes.of(name, "");
            if (e == null) { // too long to encode: the generated code writes it token by token
                tokens(g);
                return;
            }
            int len = FieldBytes.length(e);
            if (value == null) {
                encoded(f, g, FieldBytes.of(name, "null"));
            } else if (value instanceof String s) {
                f.writeStringField(n, 0, e, len, s);
            } else if (value instanceof Integer i) {
                f.writeIntField(n, 0, e, len, i);
            } else if (value instanceof Long l) {
                f.writeLongField(n, 0, e, len, l);
            } else if (value instanceof Boolean b) {
                encoded(f, g, FieldBytes.of(name, b ? "true" : "false"));
            } else if (value instanceof byte[] ascii) {
                f.writeAsciiField(n, 0, e, len, ascii);
            } else if (value instanceof Instant i) { // as GeneratedSerializer.writeInstant: in the buffer
                int at = f.startField(n, 0, e, len, IsoInstants.MAX_QUOTED);
                f.endField(IsoInstants.writeQuoted(i, f.buffer(), at));
            } else {
                byte[][] w = FieldBytes.enumFields(name, new SerializableString[] {(SerializableString) value});
                encoded(f, g, w == null ? null : w[0]);
            }
        }

        /** As the generated code does: an encoded property in one call, one too long token by token. */
        private void encoded(FieldWriter f, JsonGenerator g, byte[] w) throws IOException {
            if (w == null) {
                tokens(g);
            } else {
                f.writeEncodedField(new String[] {name.getValue()}, 0, w, FieldBytes.length(w));
            }
        }
    }

    /** What a write produced: the bytes, the context after each property, and the exception. */
    record Outcome(String bytes, List<String> contexts, String error) {}

    private static Outcome write(JsonFactory factory, List<Prop> props, boolean whole, Consumer<JsonGenerator> setup,
            boolean duplicateCheck, boolean nested) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonGenerator g = factory.createGenerator(out);
        if (duplicateCheck) {
            g.enable(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION);
        }
        setup.accept(g);
        List<String> contexts = new ArrayList<>();
        String error = null;
        try {
            if (nested) {
                g.writeStartArray();
                g.writeNumber(1);
            }
            g.writeStartObject();
            FieldWriter f = whole ? (FieldWriter) g : null;
            for (Prop p : props) {
                if (f != null) {
                    assertThat(f.writesFields()).isTrue();
                    p.whole(f, g);
                } else {
                    p.tokens(g);
                }
                JsonStreamContext c = g.getOutputContext();
                contexts.add(c.getCurrentIndex() + " " + c.getCurrentName() + " " + c.getEntryCount());
            }
            g.writeEndObject();
            if (nested) {
                g.writeEndArray();
            }
        } catch (IOException | RuntimeException e) {
            JsonStreamContext c = g.getOutputContext();
            error = e.getClass().getName() + ": " + e.getMessage() + " at " + c.getCurrentIndex() + " " + c.getCurrentName();
        }
        g.flush();
        return new Outcome(new String(out.toByteArray(), StandardCharsets.ISO_8859_1), contexts, error);
    }

    /** Props written by a serializer: inside a mapper's {@code writeValueAsBytes}, where the engine keeps its generator. */
    record Batch(List<Prop> props, boolean whole, long observed, List<String> seen) {}

    /**
     * Writes a {@link Batch} as {@link #write} does, in the generator the mapper gives it, looking at
     * the context after the properties picked by {@code observed}'s bits (the others may leave their
     * names out), and after the last one through the context it held from the start.
     */
    static final class BatchSerializer extends com.fasterxml.jackson.databind.JsonSerializer<Batch> {
        @Override
        public void serialize(Batch b, JsonGenerator g, com.fasterxml.jackson.databind.SerializerProvider p)
                throws IOException {
            g.writeStartObject();
            JsonStreamContext held = g.getOutputContext();
            FieldWriter f = b.whole ? (FieldWriter) g : null;
            int k = 0;
            try {
                for (Prop prop : b.props) {
                    if (f != null) {
                        prop.whole(f, g);
                    } else {
                        prop.tokens(g);
                    }
                    if ((b.observed >>> (k++ & 63) & 1) != 0) {
                        JsonStreamContext c = g.getOutputContext();
                        b.seen.add(k + ": " + c.getCurrentIndex() + " " + c.getCurrentName());
                    }
                }
            } catch (IOException | RuntimeException e) {
                if (f != null) {
                    f.endRun();
                }
                b.seen.add("error " + e.getMessage() + " at " + held.getCurrentIndex() + " " + held.getCurrentName());
                throw e;
            }
            if (f != null) {
                f.endRun();
            }
            b.seen.add("held " + held.getCurrentIndex() + " " + held.getCurrentName());
            g.writeEndObject();
        }
    }

    private static List<String> writeBatch(com.fasterxml.jackson.databind.ObjectMapper m, List<Prop> props, boolean whole,
            long observed) {
        Batch b = new Batch(props, whole, observed, new ArrayList<>());
        try {
            b.seen.add(new String(m.writeValueAsBytes(List.of(b, b)), StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            b.seen.add("failed");
        }
        return b.seen;
    }

    private static com.fasterxml.jackson.databind.ObjectMapper batchMapper(boolean engine, boolean dups) {
        com.fasterxml.jackson.databind.module.SimpleModule module = new com.fasterxml.jackson.databind.module.SimpleModule();
        module.addSerializer(Batch.class, new BatchSerializer());
        Consumer<com.fasterxml.jackson.databind.json.JsonMapper.Builder> setting = b -> b.addModule(module)
                .configure(com.fasterxml.jackson.core.StreamWriteFeature.STRICT_DUPLICATE_DETECTION, dups);
        if (engine) {
            return FastMappers.builder().customize(setting).build();
        }
        com.fasterxml.jackson.databind.json.JsonMapper.Builder b = com.fasterxml.jackson.databind.json.JsonMapper.builder();
        setting.accept(b);
        return b.build();
    }

    @Test
    void namesLeftOutOfAKeptGeneratorsContextAreThereWhenLookedAt() {
        com.fasterxml.jackson.databind.ObjectMapper[] jackson = {batchMapper(false, false), batchMapper(false, true)};
        com.fasterxml.jackson.databind.ObjectMapper[] engine = {batchMapper(true, false), batchMapper(true, true)};
        int failed = 0;
        for (int seed = 0; seed < 400; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Prop> props = props(rnd);
            boolean dups = rnd.nextInt(4) == 0;
            if (props.size() > 1 && rnd.nextBoolean()) {
                props.add(props.get(rnd.nextInt(props.size())));
            }
            if (rnd.nextInt(6) == 0) {
                for (int i = 0; i < 800; i++) {
                    props.add(new Prop(new SerializedString("n" + i), i % 2 == 0 ? (Object) (long) i : "v" + i));
                }
            }
            long observed = rnd.nextInt(3) == 0 ? 0 : rnd.nextLong();
            int d = dups ? 1 : 0;
            List<String> expected = writeBatch(jackson[d], props, false, observed);
            assertThat(writeBatch(engine[d], props, true, observed)).as("seed %d", seed).isEqualTo(expected);
            failed += expected.get(expected.size() - 1).equals("failed") ? 1 : 0;
        }
        assertThat(failed).as("writes ended by a duplicate name").isGreaterThan(10);
    }

    private static final String[] PIECES = {"a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u0000", "\u001f", "\u007f",
        "\u0080", "\u00e9", "\u00ff", "\u0100", "\u20ac", "\ud83d\ude00", "\ud800", "\udc00", "plain text ", "caf\u00e9"};

    private static String text(SplittableRandom rnd, int max) {
        int len = rnd.nextInt(max + 1);
        StringBuilder sb = new StringBuilder();
        boolean ascii = rnd.nextInt(3) == 0;
        while (sb.length() < len) {
            sb.append(ascii ? PIECES[rnd.nextInt(4)] : PIECES[rnd.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    private static List<Prop> props(SplittableRandom rnd) {
        List<Prop> out = new ArrayList<>();
        int n = rnd.nextInt(12) + 1;
        for (int i = 0; i < n; i++) {
            String name = rnd.nextInt(4) == 0 ? text(rnd, rnd.nextInt(8) == 0 ? 200 : 12) : "p" + i;
            int len = rnd.nextInt(10) == 0 ? 9000 : rnd.nextInt(5) == 0 ? 300 : 24;
            Object value = switch (rnd.nextInt(9)) {
                case 0 -> null;
                case 1 -> rnd.nextInt(4) == 0 ? Integer.MIN_VALUE + rnd.nextInt(3) : rnd.nextInt();
                case 2 -> rnd.nextInt(4) == 0 ? Long.MAX_VALUE - rnd.nextInt(3) : rnd.nextLong();
                case 3 -> rnd.nextBoolean();
                case 4 -> "v" + rnd.nextInt();
                case 5 -> new SerializedString(text(rnd, 10));
                case 6 -> "2026-11-23T12:34:56Z".getBytes(StandardCharsets.US_ASCII);
                case 7 -> Instant.ofEpochSecond(rnd.nextLong(IsoInstants.MIN_SECOND, IsoInstants.MAX_SECOND + 1),
                        rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(4) == 0 ? rnd.nextInt(1000) * 1_000_000 : rnd.nextInt(1_000_000_000));
                default -> text(rnd, len);
            };
            out.add(new Prop(new SerializedString(name), value));
        }
        return out;
    }

    @Test
    void wholePropertiesAreJacksonCoresBytesContextsAndExceptions() throws IOException {
        int writes = 0;
        int errors = 0;
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Prop> props = props(rnd);
            boolean dups = rnd.nextInt(4) == 0;
            if (dups && props.size() > 1) {
                props.add(props.get(rnd.nextInt(props.size())));
            }
            boolean nested = rnd.nextBoolean();
            // many properties after a long prefix, so that names and values meet the buffer's end
            if (rnd.nextInt(5) == 0) {
                for (int i = 0; i < 800; i++) {
                    props.add(new Prop(new SerializedString("n" + i), i % 2 == 0 ? (Object) (long) i : "v" + i));
                }
            }
            Consumer<JsonGenerator> none = g -> { };
            Outcome expected = write(JACKSON, props, false, none, dups, nested);
            Outcome actual = write(ENGINE, props, true, none, dups, nested);
            if (!actual.equals(expected)) { // a short message: where they first differ
                int i = 0;
                while (i < Math.min(actual.bytes.length(), expected.bytes.length())
                        && actual.bytes.charAt(i) == expected.bytes.charAt(i)) {
                    i++;
                }
                assertThat(actual.bytes.substring(Math.max(0, i - 60), Math.min(actual.bytes.length(), i + 60)))
                        .as("seed %d: bytes", seed)
                        .isEqualTo(expected.bytes.substring(Math.max(0, i - 60), Math.min(expected.bytes.length(), i + 60)));
                assertThat(actual.error).as("seed %d: exception", seed).isEqualTo(expected.error);
                assertThat(actual.contexts).as("seed %d: contexts", seed).isEqualTo(expected.contexts);
            }
            writes++;
            errors += expected.error == null ? 0 : 1;
        }
        assertThat(writes).isEqualTo(600);
        assertThat(errors).as("writes ended by a duplicate name").isGreaterThan(20);
    }

    @Test
    void aNameWhereAValueIsExpectedGetsJacksonCoresException() throws IOException {
        for (boolean whole : new boolean[] {false, true}) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            JsonGenerator g = (whole ? ENGINE : JACKSON).createGenerator(out);
            g.writeStartObject();
            g.writeFieldName("a");
            SerializableString b = new SerializedString("b");
            Prop p = new Prop(b, 1);
            String error = null;
            try {
                if (whole) {
                    p.whole((FieldWriter) g, g);
                } else {
                    p.tokens(g);
                }
            } catch (IOException e) {
                error = e.getClass().getName() + ": " + e.getMessage();
            }
            assertThat(error).as(whole ? "engine" : "jackson-core")
                    .startsWith("com.fasterxml.jackson.core.JsonGenerationException: Can not write a field name, expecting a value");
            assertThat(g.getOutputContext().getCurrentName()).isEqualTo("a");
        }
    }

    @Test
    void settingsUnderWhichWholePropertiesWouldDifferAreReported() throws IOException {
        List<Consumer<JsonGenerator>> off = List.of(
                g -> g.setPrettyPrinter(new DefaultPrettyPrinter()),
                g -> g.disable(JsonGenerator.Feature.QUOTE_FIELD_NAMES),
                g -> g.enable(JsonGenerator.Feature.WRITE_NUMBERS_AS_STRINGS),
                g -> g.enable(JsonGenerator.Feature.ESCAPE_NON_ASCII),
                g -> g.setHighestNonEscapedChar(127),
                g -> g.setCharacterEscapes(new com.fasterxml.jackson.core.io.CharacterEscapes() {
                    private static final long serialVersionUID = 1L;

                    @Override
                    public int[] getEscapeCodesForAscii() {
                        return standardAsciiEscapesForJSON();
                    }

                    @Override
                    public SerializableString getEscapeSequence(int ch) {
                        return null;
                    }
                }));
        for (Consumer<JsonGenerator> setting : off) {
            JsonGenerator g = ENGINE.createGenerator(new ByteArrayOutputStream());
            assertThat(((FieldWriter) g).writesFields()).isTrue();
            setting.accept(g);
            assertThat(((FieldWriter) g).writesFields()).isFalse();
        }
        JsonGenerator g = ENGINE.createGenerator(new ByteArrayOutputStream());
        g.disable(JsonGenerator.Feature.WRITE_HEX_UPPER_CASE); // lower-case hex: whole properties use it
        assertThat(((FieldWriter) g).writesFields()).isTrue();
        assertThat(ENGINE.createGenerator(new StringWriter())).isNotInstanceOf(FieldWriter.class);
    }

    @Test
    void lowerCaseHexEscapesAreJacksonCores() throws IOException {
        List<Prop> props = List.of(new Prop(new SerializedString("a"), "\u0001\u001f\u00e9"),
                new Prop(new SerializedString("b\u0002"), "x\u0010"));
        Consumer<JsonGenerator> lower = g -> g.disable(JsonGenerator.Feature.WRITE_HEX_UPPER_CASE);
        assertThat(write(ENGINE, props, true, lower, false, false))
                .isEqualTo(write(JACKSON, props, false, lower, false, false));
    }
}
