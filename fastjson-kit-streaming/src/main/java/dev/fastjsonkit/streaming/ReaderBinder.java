/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;

import java.io.IOException;
import java.util.Objects;

/**
 * An {@link ObjectReader} as the {@link ExtractorCore.Binder} of {@code ElementStream} and
 * {@code NdjsonReader}: each value is read as {@code reader.readValue(parser)} reads it, but with
 * one deserialization context for all the values of one parser, as {@code MappingIterator} keeps
 * one for all the values it reads. {@code reader::readValue} as binder gives the same values and
 * creates a context for every value; that cost about a tenth of the time of reading small
 * elements (StreamingBench elements and ndjson, ascii-small).
 *
 * <p>What the shared context means, as for {@code MappingIterator}: object ids
 * ({@code @JsonIdentityInfo}) resolve across the values of one parser, and context attributes a
 * deserializer sets stay for the later values. Everything else is as {@code readValue}: a
 * {@code null} value gives the deserializer's null value, root wrapping and
 * {@code FAIL_ON_TRAILING_TOKENS} apply, and an unresolved object id fails at its value. A
 * subclass of {@code ObjectReader} (such as the readers of fastjson-kit's mappers) may bind in its
 * own way, which this class cannot repeat: its values are read with {@code readValue}, a context
 * per value.
 *
 * <p>Needs jackson-databind (an optional dependency of fastjson-kit-streaming); not part of
 * the copyable files.
 */
public final class ReaderBinder {

    private ReaderBinder() {
    }

    /**
     * Returns a binder that reads each value with {@code reader}, sharing one deserialization
     * context between the values of one parser.
     *
     * @param <T> the value type
     * @param reader a reader with a value type, e.g. {@code mapper.readerFor(Item.class)}
     * @return a thread-safe binder; on its own (outside {@code forParser}), or for a subclass
     *     of {@code ObjectReader}, it reads as {@code reader.readValue(parser)}
     * @throws NullPointerException when {@code reader} is null
     */
    public static <T> ExtractorCore.Binder<T> of(ObjectReader reader) {
        Objects.requireNonNull(reader, "reader");
        if (reader.getClass() != ObjectReader.class) { // its own binding (e.g. a mapper's reader
            // that drops FAIL_ON_TRAILING_TOKENS for positioned reads) is kept: a context per value
            return reader::readValue;
        }
        Values values = new Values(reader);
        return new ExtractorCore.Binder<T>() {
            @Override
            public T bind(JsonParser parser) throws IOException {
                return reader.readValue(parser);
            }

            @Override
            public ExtractorCore.Binder<T> forParser(JsonParser parser) {
                DefaultDeserializationContext context = values.context(parser);
                return p -> {
                    @SuppressWarnings("unchecked")
                    T value = (T) values.read(p == parser ? context : values.context(p), p);
                    return value;
                };
            }
        };
    }

    /**
     * The reader with access to its context factory; reads one value as
     * {@code ObjectReader._bind} does, with a given context.
     */
    private static final class Values extends ObjectReader {
        private static final long serialVersionUID = 1L;

        Values(ObjectReader base) {
            super(base, base.getConfig());
        }

        DefaultDeserializationContext context(JsonParser p) {
            return createDeserializationContext(p);
        }

        Object read(DefaultDeserializationContext ctxt, JsonParser p) throws IOException {
            Object result;
            JsonToken t = _initForReading(ctxt, p);
            if (t == JsonToken.VALUE_NULL) {
                result = _valueToUpdate == null ? _findRootDeserializer(ctxt).getNullValue(ctxt) : _valueToUpdate;
            } else if (t == JsonToken.END_ARRAY || t == JsonToken.END_OBJECT || t == JsonToken.NOT_AVAILABLE) {
                result = _valueToUpdate;
            } else {
                result = ctxt.readRootValue(p, _valueType, _findRootDeserializer(ctxt), _valueToUpdate);
                ctxt.checkUnresolvedObjectId();
            }
            p.clearCurrentToken();
            if (_config.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)) {
                _verifyNoTrailingTokens(p, ctxt, _valueType);
            }
            return result;
        }
    }
}
