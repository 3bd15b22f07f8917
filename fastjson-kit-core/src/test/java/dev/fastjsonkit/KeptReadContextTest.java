/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.util.ObjectBuffer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A whole-document read through a reader uses the deserialization context of the thread's last
 * one only when that context is as a new one would be, and never one in use.
 */
class KeptReadContextTest {
    private static final ObjectMapper MAPPER = FastMappers.builder().build();
    /** Trailing tokens allowed: a nested read through the reader over the same parser then has the reader's own configuration. */
    private static final ObjectReader READER = MAPPER.readerFor(Probe.class)
            .without(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /** What the probe's deserializer saw, per read: the context, and the object buffer it leased. */
    private static final List<DeserializationContext> SEEN = new ArrayList<>();
    private static final List<ObjectBuffer> BUFFERS = new ArrayList<>();
    private static final List<Object> ATTRIBUTES = new ArrayList<>();

    /** Read by {@link ProbeDeserializer}. */
    @JsonDeserialize(using = ProbeDeserializer.class)
    static final class Probe {
    }

    /**
     * Notes its context and the per-call attribute "k" it finds; on {@code "attr"} sets that
     * attribute, on {@code "buffer"} leases and returns an object buffer holding a value, on
     * {@code "nested"} reads a probe through the reader over the same parser.
     */
    static final class ProbeDeserializer extends JsonDeserializer<Probe> {
        @Override
        public Probe deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            SEEN.add(ctxt);
            ATTRIBUTES.add(ctxt.getAttribute("k"));
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                p.nextToken();
                switch (name) {
                    case "attr" -> ctxt.setAttribute("k", "v");
                    case "buffer" -> {
                        ObjectBuffer b = ctxt.leaseObjectBuffer();
                        Object[] chunk = b.resetAndStart();
                        chunk[0] = "a value read";
                        b.completeAndClearBuffer(chunk, 1);
                        ctxt.returnObjectBuffer(b);
                        BUFFERS.add(b);
                    }
                    case "nested" -> READER.readValue(p);
                    default -> p.skipChildren();
                }
            }
            return new Probe();
        }
    }

    /** Reads {@code json} (four bytes or more: a shorter one gets jackson-core's parser) through the reader. */
    private static DeserializationContext read(String json) throws IOException {
        int at = SEEN.size();
        READER.readValue(json.getBytes(StandardCharsets.UTF_8));
        return SEEN.get(at);
    }

    @Test
    void aContextAsNewIsUsedAgain() throws IOException {
        assertThat(READER).isInstanceOf(WholeDocumentReader.class);
        DeserializationContext first = read("{\"a\":1}");
        assertThat(read("{\"a\":[1,{}]}")).isSameAs(first);
        assertThat(read("{\"z\":0}")).isSameAs(first);
    }

    @Test
    void aContextGivenAPerCallAttributeIsNotUsedAgain() throws IOException {
        read("{\"z\":0}");
        DeserializationContext set = read("{\"attr\":true}");
        int at = ATTRIBUTES.size();
        DeserializationContext next = read("{\"z\":0}");
        assertThat(next).isNotSameAs(set);
        assertThat(ATTRIBUTES.get(at)).isNull();
        assertThat(read("{\"z\":0}")).isSameAs(next);
    }

    @Test
    void aNestedReadOverTheSameParserGetsAContextOfItsOwn() throws IOException {
        read("{\"z\":0}");
        int at = SEEN.size();
        read("{\"nested\":{\"a\":1}}");
        assertThat(SEEN.size()).isEqualTo(at + 2);
        assertThat(SEEN.get(at + 1)).isNotSameAs(SEEN.get(at));
        assertThat(read("{\"z\":0}")).isSameAs(SEEN.get(at));
    }

    @Test
    void buffersOfAReadAreNotKeptForTheNext() throws IOException {
        read("{\"buffer\":1}");
        DeserializationContext kept = read("{\"buffer\":1}");
        assertThat(read("{\"z\":0}")).isSameAs(kept);
        int n = BUFFERS.size();
        assertThat(BUFFERS.get(n - 1)).isNotSameAs(BUFFERS.get(n - 2)); // a new context leases a new buffer
    }

    @Test
    void anotherReadersContextIsNotUsed() throws IOException {
        DeserializationContext first = read("{\"z\":0}");
        int at = SEEN.size();
        MAPPER.readerFor(Probe.class).withAttribute("k", "reader's").readValue("{\"z\":0}".getBytes(StandardCharsets.UTF_8));
        assertThat(SEEN.get(at)).isNotSameAs(first);
        assertThat(ATTRIBUTES.get(at)).isEqualTo("reader's");
    }
}
