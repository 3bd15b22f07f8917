/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A generated codec's type as a {@code @JsonUnwrapped} property of a plain bean: read back as the
 * same mapper without generated codecs reads it. Before the fix, databind's unwrapping lookup
 * returned the generated deserializer itself, which found none of its properties in the enclosing
 * object and left the property null.
 */
class UnwrappedTest {
    /** A plain bean holding a generated codec's type unwrapped. */
    public static class Holder {
        public String tag;
        @JsonUnwrapped
        public BeanModel inner;
        @JsonUnwrapped(prefix = "f_")
        public FieldsModel fields;
    }

    @Test
    void anUnwrappedGeneratedTypeReadsAsWithoutGeneratedCodecs() throws Exception {
        ObjectMapper gen = FastMappers.json();
        ObjectMapper off = FastMappers.builder().generatedCodecs(false).build();
        Holder h = new Holder();
        h.tag = "t";
        h.inner = new BeanModel();
        h.inner.setTitle("title");
        h.inner.setCount(3);
        h.fields = new FieldsModel();
        h.fields.name = "n";
        String json = off.writeValueAsString(h);
        assertThat(gen.writeValueAsString(h)).isEqualTo(json);
        assertThat(json).contains("\"title\":\"title\"", "\"f_name\":\"n\"");
        for (ObjectMapper m : new ObjectMapper[] {gen, off}) {
            Holder fromString = m.readValue(json, Holder.class);
            Holder fromBytes = m.readValue(json.getBytes(StandardCharsets.UTF_8), Holder.class);
            assertThat(off.writeValueAsString(fromString)).isEqualTo(json);
            assertThat(off.writeValueAsString(fromBytes)).isEqualTo(json);
        }
    }
}
