/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import java.io.IOException;

/**
 * The scalar element types of the candidate map and list codecs, with the generator call that
 * Jackson's own serializer for that type makes ({@code NumberSerializers}, {@code StringSerializer},
 * {@code BooleanSerializer}), and the reading fast path of its deserializer.
 */
enum ValueKind {
    DOUBLE(Double.class, "ser.std.NumberSerializers$DoubleSerializer", "deser.std.NumberDeserializers$DoubleDeserializer") {
        @Override
        void write(JsonGenerator g, Object v) throws IOException {
            g.writeNumber(((Double) v).doubleValue());
        }

        @Override
        Object read(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std, boolean intsAsDoubles)
                throws IOException {
            // the shipped reader in core reads doubles without a String; candidates never get here
            return std.deserialize(p, ctxt);
        }
    },
    LONG(Long.class, "ser.std.NumberSerializers$LongSerializer", "deser.std.NumberDeserializers$LongDeserializer") {
        @Override
        void write(JsonGenerator g, Object v) throws IOException {
            g.writeNumber(((Long) v).longValue());
        }

        @Override
        Object read(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std, boolean intsAsDoubles)
                throws IOException {
            return p.currentToken() == JsonToken.VALUE_NUMBER_INT ? (Object) p.getLongValue() : std.deserialize(p, ctxt);
        }
    },
    INTEGER(Integer.class, "ser.std.NumberSerializers$IntegerSerializer", "deser.std.NumberDeserializers$IntegerDeserializer") {
        @Override
        void write(JsonGenerator g, Object v) throws IOException {
            g.writeNumber(((Integer) v).intValue());
        }

        @Override
        Object read(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std, boolean intsAsDoubles)
                throws IOException {
            return p.currentToken() == JsonToken.VALUE_NUMBER_INT ? (Object) p.getIntValue() : std.deserialize(p, ctxt);
        }
    },
    STRING(String.class, "ser.std.StringSerializer", "deser.std.StringDeserializer") {
        @Override
        void write(JsonGenerator g, Object v) throws IOException {
            g.writeString((String) v);
        }

        @Override
        Object read(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std, boolean intsAsDoubles)
                throws IOException {
            return p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : std.deserialize(p, ctxt);
        }
    },
    BOOLEAN(Boolean.class, "ser.std.BooleanSerializer", "deser.std.NumberDeserializers$BooleanDeserializer") {
        @Override
        void write(JsonGenerator g, Object v) throws IOException {
            g.writeBoolean(((Boolean) v).booleanValue());
        }

        @Override
        Object read(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std, boolean intsAsDoubles)
                throws IOException {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_TRUE) {
                return Boolean.TRUE;
            }
            if (t == JsonToken.VALUE_FALSE) {
                return Boolean.FALSE;
            }
            return std.deserialize(p, ctxt);
        }
    };

    final Class<?> type;
    /** Class name of Jackson's own serializer for {@link #type}, whose calls {@link #write} copies. */
    final String stdSerializer;
    /** Class name of Jackson's own deserializer for {@link #type}, whose fast path {@link #read} copies. */
    final String stdDeserializer;

    ValueKind(Class<?> type, String stdSerializer, String stdDeserializer) {
        this.type = type;
        this.stdSerializer = JacksonDefaults.DATABIND + stdSerializer;
        this.stdDeserializer = JacksonDefaults.DATABIND + stdDeserializer;
    }

    /** Writes a non-null value exactly as Jackson's standard serializer for {@link #type} does. */
    abstract void write(JsonGenerator g, Object v) throws IOException;

    /**
     * Reads the non-null current token; tokens off the fast path go to {@code std}, Jackson's
     * standard deserializer for {@link #type}, so coercions and errors are Jackson's own.
     */
    abstract Object read(JsonParser p, DeserializationContext ctxt, JsonDeserializer<Object> std, boolean intsAsDoubles)
            throws IOException;

    /** Returns the kind for a boxed scalar class, or null. */
    static ValueKind of(Class<?> raw) {
        for (ValueKind k : values()) {
            if (k.type == raw) {
                return k;
            }
        }
        return null;
    }
}
