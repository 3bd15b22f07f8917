/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.util.ClassUtil;
import java.io.IOException;

/**
 * The {@link ObjectWriter} of {@link WholeDocumentMapper}: Jackson's, with {@code writeValueAsBytes}
 * writing into an {@link ExactBytesOutput}, as the mapper's own {@code writeValueAsBytes} does,
 * instead of a recycled {@code ByteArrayBuilder}. Every copy made by a {@code with...} method is
 * one too. Profile behind it: a generated MediaItem write through {@code writerFor(type)} spent
 * 8.8% of its samples in {@code ByteArrayBuilder.toByteArray} and more in the buffer recycler's
 * pool (JFR, JDK 17, Jackson 2.23).
 */
final class ExactBytesWriter extends ObjectWriter {
    private static final long serialVersionUID = 1L;

    ExactBytesWriter(ObjectMapper mapper, SerializationConfig config) {
        super(mapper, config);
    }

    ExactBytesWriter(ObjectMapper mapper, SerializationConfig config, FormatSchema schema) {
        super(mapper, config, schema);
    }

    ExactBytesWriter(ObjectMapper mapper, SerializationConfig config, JavaType rootType, PrettyPrinter pp) {
        super(mapper, config, rootType, pp);
    }

    private ExactBytesWriter(ObjectWriter base, SerializationConfig config, GeneratorSettings settings,
            Prefetch prefetch) {
        super(base, config, settings, prefetch);
    }

    private ExactBytesWriter(ObjectWriter base, SerializationConfig config) {
        super(base, config);
    }

    private ExactBytesWriter(ObjectWriter base, JsonFactory f) {
        super(base, f);
    }

    @Override
    protected ObjectWriter _new(ObjectWriter base, JsonFactory f) {
        return new ExactBytesWriter(base, f);
    }

    @Override
    protected ObjectWriter _new(ObjectWriter base, SerializationConfig config) {
        return config == _config ? this : new ExactBytesWriter(base, config);
    }

    @Override
    protected ObjectWriter _new(GeneratorSettings settings, Prefetch prefetch) {
        return _generatorSettings == settings && _prefetch == prefetch ? this
                : new ExactBytesWriter(this, _config, settings, prefetch);
    }

    /** Writes the value as UTF-8 bytes exactly as {@link ObjectWriter#writeValueAsBytes} does. */
    @Override
    public byte[] writeValueAsBytes(Object value) throws JsonProcessingException {
        return ExactBytesOutput.bytes(_generatorFactory, out -> write(out, value));
    }

    /**
     * As {@code _writeValueAndClose(createGenerator(out, UTF8), value)}, with the serializer
     * provider of the output's last write when it is as a new one ({@link KeptProvider}).
     */
    private void write(ExactBytesOutput out, Object value) throws IOException {
        JsonGenerator gen = createGenerator(out, JsonEncoding.UTF8);
        if (!KeptProvider.applies(_serializerProvider, value, _config)) {
            _writeValueAndClose(gen, value);
            return;
        }
        DefaultSerializerProvider prov = KeptProvider.kept(out, _serializerProvider, _config, _serializerFactory);
        if (prov == null) {
            out.keepProvider(prov = _serializerProvider());
        }
        try {
            _prefetch.serialize(gen, value, prov);
        } catch (Exception e) {
            ClassUtil.closeOnFailAndThrowAsIOE(gen, e);
            return;
        }
        gen.close();
    }
}
