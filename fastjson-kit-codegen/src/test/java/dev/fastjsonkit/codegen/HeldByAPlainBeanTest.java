/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import dev.fastjsonkit.FastMappers;
import org.junit.jupiter.api.Test;

/**
 * A generated codec's type held by a plain bean through a setter: Blackbird keeps its generated
 * setter for that property (the generated deserializer is marked {@code @JacksonStdImpl}, as
 * databind's own are; unmarked, Blackbird put the property back on reflection), and the value
 * reads back as without generated codecs.
 */
class HeldByAPlainBeanTest {
    /** A plain bean holding a generated codec's type. */
    public static class Holder {
        private BeanModel inner;

        public BeanModel getInner() {
            return inner;
        }

        public void setInner(BeanModel inner) {
            this.inner = inner;
        }
    }

    @Test
    void aPropertyOfAGeneratedTypeKeepsBlackbirdsSetter() throws Exception {
        ObjectMapper gen = FastMappers.json();
        DeserializationContext c = ((DefaultDeserializationContext) gen.getDeserializationContext())
                .createInstance(gen.getDeserializationConfig(), null, null);
        BeanDeserializerBase holder = (BeanDeserializerBase) c.findRootValueDeserializer(gen.constructType(Holder.class));
        assertThat(holder.findProperty("inner").getClass().getName()).startsWith("com.fasterxml.jackson.module.blackbird.");
        Holder h = new Holder();
        h.setInner(new BeanModel());
        h.getInner().setTitle("t");
        ObjectMapper off = FastMappers.builder().generatedCodecs(false).build();
        String json = off.writeValueAsString(h);
        assertThat(off.writeValueAsString(gen.readValue(json, Holder.class))).isEqualTo(json);
        assertThat(off.writeValueAsString(gen.readValue(json.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                Holder.class))).isEqualTo(json);
    }
}
