/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;

/**
 * The token-stream factory of FastMappers' mappers: a {@link JsonFactory} whose generators are the
 * engine's, {@link EngineGenerator} (bytes) and {@link EngineCharGenerator} ({@code Writer}), which
 * write jackson-core's bytes faster, and whose parsers are {@link EngineJsonFactory}'s. Every
 * setting is jackson-core's.
 */
class FastJsonFactory extends EngineJsonFactory {
    private static final long serialVersionUID = 1L;

    FastJsonFactory(JsonFactoryBuilder builder) {
        this(builder, true);
    }

    FastJsonFactory(JsonFactoryBuilder builder, boolean engineParsers) {
        super(builder, engineParsers);
    }

    FastJsonFactory(JsonFactory src, ObjectCodec codec) {
        super(src, codec);
    }

    /** Returns a mutable copy with this factory's settings (what {@code ObjectMapper.copy()} uses). */
    @Override
    public JsonFactory copy() {
        return new FastJsonFactory(this, null);
    }

    @Override
    protected Object readResolve() {
        return new FastJsonFactory(this, _objectCodec);
    }

    /**
     * As jackson-core's; over the output of the kit's {@code writeValueAsBytes}
     * ({@link ExactBytesOutput}) in UTF-8, without output or generator decorators, it gives the
     * generator the output kept from its last write on this thread, set up as new
     * ({@link EngineGenerator#reuse}), or makes one for the output to keep.
     */
    @Override
    public JsonGenerator createGenerator(OutputStream out, JsonEncoding enc) throws IOException {
        if (!(out instanceof ExactBytesOutput o) || enc != JsonEncoding.UTF8 || o.factory() != this
                || _outputDecorator != null || (_generatorDecorators != null && !_generatorDecorators.isEmpty())) {
            return super.createGenerator(out, enc);
        }
        EngineGenerator kept = o.reuseGenerator();
        if (kept != null) {
            return kept;
        }
        JsonGenerator g = super.createGenerator(out, enc);
        if (g instanceof EngineGenerator e) {
            o.keepGenerator(e);
        }
        return g;
    }

    /** As jackson-core's, with a {@link EngineCharGenerator} in place of a {@code WriterBasedJsonGenerator}. */
    @Override
    protected JsonGenerator _createGenerator(Writer out, IOContext ctxt) throws IOException {
        return configured(new EngineCharGenerator(ctxt, _generatorFeatures, _objectCodec, out, _quoteChar));
    }

    /** As jackson-core's, with a {@link EngineGenerator} in place of a {@code UTF8JsonGenerator}. */
    @Override
    protected JsonGenerator _createUTF8Generator(OutputStream out, IOContext ctxt) throws IOException {
        return configured(new EngineGenerator(ctxt, _generatorFeatures, _objectCodec, out, _quoteChar));
    }

    /** Applies this factory's escaping and root separator, then its decorators, as jackson-core does. */
    private JsonGenerator configured(JsonGenerator gen) {
        if (_maximumNonEscapedChar > 0) {
            gen.setHighestNonEscapedChar(_maximumNonEscapedChar);
        }
        if (_characterEscapes != null) {
            gen.setCharacterEscapes(_characterEscapes);
        }
        if (_rootValueSeparator != DEFAULT_ROOT_VALUE_SEPARATOR) {
            gen.setRootValueSeparator(_rootValueSeparator);
        }
        return _decorate(gen);
    }
}
