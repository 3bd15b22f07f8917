/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import dev.fastjsonkit.FastCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Test model whose writes look at the generator's output context where a serializer or a getter
 * can: a property written by its own serializer, which keeps the context it is given, and a
 * getter, after simple properties written whole, that reads the context's current name.
 */
@FastCodec
@JsonPropertyOrder({"a", "b", "probe", "c", "d", "e"})
public class ContextModel {
    /** What the serializer and the getter saw, in order, for the test to compare. */
    static final ThreadLocal<List<String>> SEEN = ThreadLocal.withInitial(ArrayList::new);
    /** The generator the probe's serializer was given, for the getter to look at. */
    static final ThreadLocal<JsonGenerator> GENERATOR = new ThreadLocal<>();
    /** The contexts the probe's serializer was in, to be looked at after the write. */
    static final ThreadLocal<List<JsonStreamContext>> HELD = ThreadLocal.withInitial(ArrayList::new);

    /** A value written by {@link ProbeSerializer}. */
    @JsonSerialize(using = ProbeSerializer.class)
    public static final class Probe {
    }

    /** Writes a string and notes the context it is written in, keeping it. */
    public static final class ProbeSerializer extends JsonSerializer<Probe> {
        @Override
        public void serialize(Probe value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            JsonStreamContext c = gen.getOutputContext();
            SEEN.get().add("probe in " + describe(c));
            HELD.get().add(c);
            GENERATOR.set(gen);
            gen.writeString("p");
        }
    }

    static String describe(JsonStreamContext c) {
        StringBuilder sb = new StringBuilder();
        for (; c != null; c = c.getParent()) {
            sb.append(c.getTypeDesc()).append(' ').append(c.getCurrentIndex()).append(' ').append(c.getCurrentName())
                    .append(c.getParent() == null ? "" : " < ");
        }
        return sb.toString();
    }

    private final String a;
    private final int b;

    public ContextModel(String a, int b) {
        this.a = a;
        this.b = b;
    }

    public String getA() {
        return a;
    }

    public int getB() {
        return b;
    }

    public Probe getProbe() {
        return new Probe();
    }

    public String getC() {
        return a + "!";
    }

    /** Notes the context of the generator the probe was written by: the one writing this bean. */
    public long getD() {
        JsonGenerator g = GENERATOR.get();
        if (g != null) {
            SEEN.get().add("getD in " + describe(g.getOutputContext()));
        }
        return b * 10L;
    }

    public boolean isE() {
        return b % 2 == 0;
    }
}
