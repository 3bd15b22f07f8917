/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated serializers' whole-property writes (one {@code FieldWriter} call per string,
 * number, boolean, null, enum or instant property on the engine's generator) against Jackson's
 * bean serializer on the same mapper: the same bytes and chars through every output (bytes, a
 * {@code String}, an {@code OutputStream}, a {@code Writer}, an {@code ObjectWriter}), under the
 * generator settings that turn whole properties off, with strings that need escapes, are not
 * ASCII, hold surrogate pairs or lone surrogates or are longer than the generator's buffer; and,
 * when a getter throws, the same exception, JSON path, bytes and generator state.
 */
class GeneratedWritesTest {

    /** The generator-level settings: each one the whole-property writes step aside for, and defaults. */
    static Stream<Consumer<JsonMapper.Builder>> settings() {
        return Stream.of(b -> { },
                b -> b.enable(SerializationFeature.INDENT_OUTPUT),
                b -> b.enable(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS),
                b -> b.disable(JsonWriteFeature.QUOTE_FIELD_NAMES),
                b -> b.enable(JsonWriteFeature.ESCAPE_NON_ASCII),
                b -> b.disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE),
                b -> b.enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION),
                b -> b.enable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES),
                b -> b.enable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS),
                b -> b.enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING),
                b -> b.enable(SerializationFeature.WRITE_ENUMS_USING_INDEX));
    }

    private static final String[] PIECES = {"a", "Z", " ", "\"", "\\", "/", "\n", "\u0001", "\u007f", "\u00e9",
        "\u00ff", "\u0100", "\u20ac", "\ud83d\ude00", "plain ", "caf\u00e9"};

    private static String text(SplittableRandom rnd) {
        int len = rnd.nextInt(8) == 0 ? 9000 + rnd.nextInt(9000) : rnd.nextInt(30);
        StringBuilder sb = new StringBuilder();
        boolean ascii = rnd.nextBoolean();
        while (sb.length() < len) {
            sb.append(ascii ? PIECES[rnd.nextInt(3)] : PIECES[rnd.nextInt(PIECES.length)]);
        }
        return sb.toString();
    }

    static List<Object> samples() {
        List<Object> out = new ArrayList<>();
        out.add(new WriteModel());
        out.add(new WriteModel(null, null, 0, 0, null, false, null, null, null, ""));
        SplittableRandom rnd = new SplittableRandom(17);
        for (int i = 0; i < 60; i++) {
            WriteModel nested = rnd.nextBoolean() ? null : new WriteModel(text(rnd), text(rnd), rnd.nextInt(), rnd.nextLong(),
                    rnd.nextBoolean(), rnd.nextBoolean(), WriteModel.Kind.ODD, Instant.ofEpochSecond(rnd.nextLong(1L << 34), rnd.nextInt(3) * 1000),
                    null, rnd.nextBoolean() ? null : text(rnd));
            out.add(new WriteModel(rnd.nextBoolean() ? null : text(rnd), text(rnd), rnd.nextInt(), rnd.nextLong(),
                    rnd.nextInt(3) == 0 ? null : rnd.nextBoolean(), rnd.nextBoolean(),
                    rnd.nextInt(3) == 0 ? null : WriteModel.Kind.values()[rnd.nextInt(2)],
                    rnd.nextInt(3) == 0 ? null : Instant.ofEpochSecond(rnd.nextLong(1L << 36) - (1L << 35), rnd.nextInt(1_000_000_000)),
                    nested, rnd.nextInt(4) == 0 ? null : text(rnd)));
        }
        // lone surrogates, which jackson-core's writers pass through as they are
        out.add(new WriteModel("\ud800", "x", 1, 2, true, true, WriteModel.Kind.PLAIN, Instant.EPOCH, null, "y"));
        out.add(new WriteModel("a", "b", 1, 2, true, true, WriteModel.Kind.PLAIN, Instant.EPOCH, null, "y\udc00z"));
        return out;
    }

    /** What one write produced through each output: text, or the exception class and message. */
    private static List<String> writes(ObjectMapper m, Object v) {
        List<String> out = new ArrayList<>();
        out.add(outcome(() -> new String(m.writeValueAsBytes(v), StandardCharsets.ISO_8859_1)));
        out.add(outcome(() -> m.writeValueAsString(v)));
        out.add(outcome(() -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            m.writeValue(bytes, v);
            return new String(bytes.toByteArray(), StandardCharsets.ISO_8859_1);
        }));
        out.add(outcome(() -> {
            StringWriter chars = new StringWriter();
            m.writeValue(chars, v);
            return chars.toString();
        }));
        out.add(outcome(() -> new String(m.writerFor(WriteModel.class).writeValueAsBytes(v), StandardCharsets.ISO_8859_1)));
        out.add(outcome(() -> m.writerWithDefaultPrettyPrinter().writeValueAsString(v)));
        return out;
    }

    interface Write {
        String run() throws Exception;
    }

    private static String outcome(Write w) {
        try {
            return w.run();
        } catch (Exception e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    @ParameterizedTest
    @MethodSource("settings")
    void everyOutputGetsJacksonsBytesAndChars(Consumer<JsonMapper.Builder> setting) {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).customize(setting).build();
        ObjectMapper candidate = FastMappers.builder().customize(setting).build();
        assertThat(GeneratedCodecs.explain(candidate, WriteModel.class)).startsWith("generated codec: writes");
        for (Object v : samples()) {
            List<String> expected = writes(reference, v);
            List<String> actual = writes(candidate, v);
            for (int i = 0; i < expected.size(); i++) {
                String e = expected.get(i);
                String a = actual.get(i);
                if (!e.equals(a)) {
                    int at = 0;
                    while (at < Math.min(e.length(), a.length()) && e.charAt(at) == a.charAt(at)) {
                        at++;
                    }
                    assertThat(a.substring(Math.max(0, at - 80), Math.min(a.length(), at + 80))).as("output %d of %s", i,
                            Models.describe(v).substring(0, 60)).isEqualTo(e.substring(Math.max(0, at - 80), Math.min(e.length(), at + 80)));
                }
            }
        }
    }

    /** The exception, the bytes written before it and the generator's context after it. */
    private static List<String> failedWrite(ObjectMapper m, Object v) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        JsonGenerator g = m.createGenerator(bytes);
        g.writeStartObject();
        g.writeFieldName("outer");
        List<String> out = new ArrayList<>();
        try {
            m.writeValue(g, v);
            out.add("no exception");
        } catch (Exception e) {
            out.add(e.getClass().getName() + ": " + e.getMessage());
            if (e instanceof com.fasterxml.jackson.databind.JsonMappingException jm) {
                out.add(jm.getPathReference());
            }
        }
        for (JsonStreamContext c = g.getOutputContext(); c != null; c = c.getParent()) {
            out.add(c.getTypeDesc() + " " + c.getCurrentIndex() + " " + c.getCurrentName() + " " + c.getCurrentValue());
        }
        g.flush();
        out.add(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        return out;
    }

    @Test
    void aThrowingGetterGivesJacksonsExceptionPathBytesAndGeneratorState() throws Exception {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).build();
        ObjectMapper candidate = FastMappers.builder().build();
        WriteModel v = new WriteModel("f", "e", 3, 4, true, false, WriteModel.Kind.ODD, Instant.EPOCH, null, "t");
        WriteModel.FAIL.set(true);
        try {
            List<String> expected = failedWrite(reference, v);
            assertThat(expected.get(0)).contains("boom").contains("[\"boom\"]");
            assertThat(failedWrite(candidate, v)).isEqualTo(expected);
            List<String> asList = failedWrite(reference, Arrays.asList(v));
            assertThat(failedWrite(candidate, Arrays.asList(v))).isEqualTo(asList);
        } finally {
            WriteModel.FAIL.remove();
        }
    }
}
