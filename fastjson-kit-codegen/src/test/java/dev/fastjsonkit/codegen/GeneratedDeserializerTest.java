/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Generated deserializers reading runs of simple properties from the engine parser's buffer
 * ({@link RunModel}) against the same mapper without generated codecs: equal values, the same
 * exception class and message (location and JSON path included), and the parser left in the same
 * state after the value, on pretty-printed input with LF, CRLF and CR line ends, names out of order,
 * unknown properties, escapes, long strings, every truncation, mutations, streams handing out 1 to
 * 9 bytes per read and tight stream-read constraints.
 */
@Tag("fidelity")
class GeneratedDeserializerTest {

    private static final String MUTATIONS = "\",:{}[] \n\r\t0-.eEtfnx\\\u00e9\u0001";

    private static final List<StreamReadConstraints> LIMITS = List.of(FastMappers.Builder.DEFAULT_READ_CONSTRAINTS,
            StreamReadConstraints.builder().maxStringLength(40).maxNumberLength(4).build(),
            StreamReadConstraints.builder().maxTokenCount(30).build());

    static RunModel sample() {
        RunModel m = new RunModel();
        m.uri = "http://javaone.com/keynote.mpg";
        m.title = "Javaone Keynote \"2026\" caf\u00e9 \ud83d\ude00";
        m.width = -640;
        m.duration = 18_000_000_000L;
        m.flag = true;
        m.boxedInt = 7;
        m.boxedLong = -1L;
        m.boxedFlag = false;
        m.size = RunModel.Size.LARGE;
        m.persons = List.of("Bill Gates", "Steve Jobs");
        m.copyright = "x".repeat(300);
        m.height = 480;
        m.child = new Child("c", 2);
        m.accented = "\u00e9";
        m.quoted = 5;
        m.setViaSetter("set");
        m.last = true;
        return m;
    }

    /** Documents exercising the runs: Jackson's output of the samples, reshaped. */
    static List<String> documents(ObjectMapper reference) throws IOException {
        String compact = reference.writeValueAsString(sample());
        String pretty = reference.writerWithDefaultPrettyPrinter().writeValueAsString(sample());
        String empty = reference.writeValueAsString(new RunModel());
        return List.of(compact, empty, pretty, pretty.replace("\n", "\r\n"), pretty.replace("\n", "\r"),
                pretty.replace("\n", "\n\t "),
                compact.replace(",\"width\"", ",\"unknown\":{\"a\":[1,\"x\"]},\"width\""),
                compact.replace("\"uri\"", "\"zzz\":1,\"uri\""),
                "{\"title\":\"t\",\"uri\":\"u\",\"duration\":1,\"width\":2}",
                "{\"uri\":\"a\",\"uri\":\"b\",\"width\":01}", "{\"uri\":null,\"width\":null,\"flag\":null,\"size\":null}",
                "{\"uri\":1,\"title\":true,\"width\":\"3\",\"duration\":1.5,\"flag\":0,\"size\":\"LARGE\"}",
                "{\"width\":2147483648}", "{\"duration\":9223372036854775808}", "{\"boxedLong\":123456789012345678}",
                "{\"size\":\"nope\"}", "{\"size\":\"lar\\u0067e\"}", "{\"uri\":\"\\u00e9\\n\",\"title\":\"\\ud83d\"}",
                "{\"uri\":\"x\",}", "{\"uri\":\"x\" \"title\":\"y\"}", "{\"uri\":\"x\",\"title\":truex}",
                // the list of strings inside a run: taken whole, or left to Jackson from its bracket
                persons(compact, "[]"), persons(compact, "[ \"a\" ,\n\"\\u00e9\"\r\n]"), persons(compact, "[\"a\",null,\"b\"]"),
                persons(compact, "[\"a\",1]"), persons(compact, "[\"a\",]"), persons(compact, "\"single\""),
                persons(compact, "null"), persons(compact, "[[\"a\"]]"), persons(compact, "[\"" + "y".repeat(60) + "\"]"));
    }

    /** {@code doc} with the persons list replaced by {@code json}. */
    private static String persons(String doc, String json) {
        String list = "\"persons\":[\"Bill Gates\",\"Steve Jobs\"]";
        if (!doc.contains(list)) {
            throw new IllegalStateException("no persons list in " + doc);
        }
        return doc.replace(list, "\"persons\":" + json);
    }

    @Test
    void runsReadAsJacksonReadsEveryDocumentTruncationAndMutation() throws IOException {
        // not the token-count limit: with it the runs stand aside (PropertyRunTest), and on mutated
        // documents the generated creator read of Child counts tokens differently from Jackson's
        // (a difference the runs do not make)
        for (StreamReadConstraints limits : LIMITS.subList(0, 2)) {
            ObjectMapper reference = FastMappers.builder().generatedCodecs(false).streamReadConstraints(limits).build();
            CodecContract<RunModel> contract = CodecContract.of(reference, RunModel.class)
                    .withModule(GeneratedCodecs.module());
            contract.verify(List.of(sample(), new RunModel()));
            Random r = new Random(31);
            for (String doc : documents(reference)) {
                List<String> inputs = new ArrayList<>();
                inputs.add(doc);
                for (int cut = 0; cut < doc.length(); cut++) {
                    inputs.add(doc.substring(0, cut));
                }
                for (int m = 0; m < 200; m++) {
                    char[] c = doc.toCharArray();
                    c[r.nextInt(c.length)] = MUTATIONS.charAt(r.nextInt(MUTATIONS.length()));
                    inputs.add(new String(c));
                }
                contract.verifyReads(inputs.toArray(new String[0]));
            }
        }
    }

    @Test
    void stringNullsReadAsEmptyByTheMapperStayJacksons() throws IOException {
        // runs take a string's null only where Jackson reads it as null; here it reads "" (a String config override)
        Consumer<FastMappers.Builder> asEmpty = b -> b.customize(
                m -> m.withConfigOverride(String.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY))));
        FastMappers.Builder rb = FastMappers.builder().generatedCodecs(false);
        asEmpty.accept(rb);
        ObjectMapper reference = rb.build();
        CodecContract.of(reference, RunModel.class).withModule(GeneratedCodecs.module())
                .verifyReads(documents(reference).toArray(new String[0]));
        FastMappers.Builder gb = FastMappers.builder();
        asEmpty.accept(gb);
        RunModel m = gb.build().readValue("{\"uri\":null,\"title\":\"t\",\"width\":1,\"copyright\":null}", RunModel.class);
        assertThat(m.uri).isEmpty();
        assertThat(m.copyright).isEmpty();
        RunModel plain = FastMappers.json().readValue("{\"uri\":null,\"title\":\"t\",\"width\":1}", RunModel.class);
        assertThat(plain.uri).isNull();
        assertThat(plain.title).isEqualTo("t");
        assertThat(plain.width).isEqualTo(1);
    }

    @Test
    void runsReadAsJacksonReadsFromStreamsOfOneToNineBytesPerRead() throws IOException {
        for (StreamReadConstraints limits : LIMITS) {
            ObjectMapper reference = FastMappers.builder().generatedCodecs(false).streamReadConstraints(limits).build();
            ObjectMapper generated = FastMappers.builder().streamReadConstraints(limits).build();
            for (String doc : documents(reference)) {
                byte[] b = doc.getBytes(StandardCharsets.UTF_8);
                for (long seed = 0; seed < 20; seed++) {
                    assertThat(outcome(generated, b, seed)).as("%s seed %d", doc, seed)
                            .isEqualTo(outcome(reference, b, seed));
                }
            }
        }
    }

    @Test
    void parserIsLeftAsJacksonLeavesItAfterANestedValue() throws IOException {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).build();
        for (ObjectMapper candidate : List.of(FastMappers.builder().build(), FastMappers.builder().engine(false).build())) {
            for (String doc : documents(reference)) {
                String outer = "{\"before\":1,\n \"value\":" + doc + " ,\r\n\"after\":[\"x\",2], \"end\":true}";
                assertThat(walkAround(candidate, outer)).as(outer).isEqualTo(walkAround(reference, outer));
            }
        }
    }

    @Test
    void generatedCodecServesTheRunModel() {
        assertThat(GeneratedCodecs.explain(FastMappers.builder().build(), RunModel.class))
                .isEqualTo("generated codec: writes and reads");
    }

    /** Reads the value of "value" with the mapper, then describes the parser and every later token. */
    private static String walkAround(ObjectMapper m, String outer) {
        StringBuilder sb = new StringBuilder();
        try (JsonParser p = m.createParser(outer.getBytes(StandardCharsets.UTF_8))) {
            while (p.nextToken() != null && !"value".equals(p.currentName())) {
                // to the value
            }
            p.nextToken();
            try {
                sb.append(m.readValue(p, RunModel.class)).append('\n');
            } catch (IOException | RuntimeException e) {
                sb.append(e.getClass().getName()).append(": ").append(e.getMessage()).append('\n');
            }
            for (int i = 0; i < 40; i++) {
                JsonToken t = p.currentToken();
                sb.append(t).append(" name=").append(p.currentName()).append(" index=")
                        .append(p.getParsingContext().getCurrentIndex());
                loc(sb, p.currentTokenLocation());
                loc(sb, p.currentLocation());
                if (t == JsonToken.VALUE_STRING || (t != null && t.isNumeric())) {
                    sb.append(" text=").append(p.getText());
                }
                sb.append('\n');
                if (p.nextToken() == null) {
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            sb.append(e.getClass().getName()).append(": ").append(e.getMessage());
        }
        return sb.toString();
    }

    private static void loc(StringBuilder sb, JsonLocation l) {
        sb.append(" @").append(l.getByteOffset()).append(' ').append(l.getLineNr()).append(':').append(l.getColumnNr());
    }

    private static String outcome(ObjectMapper m, byte[] doc, long seed) {
        try {
            return String.valueOf(m.readValue(new Trickle(doc, seed), RunModel.class));
        } catch (IOException | RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** An {@code InputStream} handing out 1 to 9 bytes per read, chosen by a seeded random. */
    private static final class Trickle extends InputStream {
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
