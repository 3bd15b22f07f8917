/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.InputDecorator;
import com.fasterxml.jackson.core.io.OutputDecorator;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.RecyclerPool;

/**
 * The token-stream factory of the shared mapper: every mutator throws once {@link #freeze()} ran.
 * Until then (while the mapper is built) it behaves as a plain {@link JsonFactory}.
 */
final class FrozenJsonFactory extends FastJsonFactory {
    private static final long serialVersionUID = 1L;

    private volatile boolean frozen;

    FrozenJsonFactory(JsonFactoryBuilder builder) {
        super(builder);
    }

    void freeze() {
        frozen = true;
    }

    private void check(String what) {
        if (frozen) {
            throw Frozen.refuse("JsonFactory." + what);
        }
    }

    /** Returns "JSON": this factory makes plain JSON parsers and generators. */
    @Override
    public String getFormatName() {
        return FORMAT_NAME_JSON;
    }

    /** Returns an ordinary, mutable factory with this factory's settings. */
    @Override
    public JsonFactory copy() {
        return new FastJsonFactory(this, null);
    }

    @Override
    public JsonFactory setCodec(ObjectCodec oc) {
        check("setCodec");
        return super.setCodec(oc);
    }

    @Override
    public JsonFactory enable(JsonFactory.Feature f) {
        check("enable");
        return super.enable(f);
    }

    @Override
    public JsonFactory disable(JsonFactory.Feature f) {
        check("disable");
        return super.disable(f);
    }

    @Override
    public JsonFactory enable(JsonParser.Feature f) {
        check("enable");
        return super.enable(f);
    }

    @Override
    public JsonFactory disable(JsonParser.Feature f) {
        check("disable");
        return super.disable(f);
    }

    @Override
    public JsonFactory enable(JsonGenerator.Feature f) {
        check("enable");
        return super.enable(f);
    }

    @Override
    public JsonFactory disable(JsonGenerator.Feature f) {
        check("disable");
        return super.disable(f);
    }

    @Override
    public JsonFactory setStreamReadConstraints(StreamReadConstraints src) {
        check("setStreamReadConstraints");
        return super.setStreamReadConstraints(src);
    }

    @Override
    public JsonFactory setStreamWriteConstraints(StreamWriteConstraints swc) {
        check("setStreamWriteConstraints");
        return super.setStreamWriteConstraints(swc);
    }

    @Override
    public JsonFactory setErrorReportConfiguration(ErrorReportConfiguration src) {
        check("setErrorReportConfiguration");
        return super.setErrorReportConfiguration(src);
    }

    @Override
    public JsonFactory setInputDecorator(InputDecorator d) {
        check("setInputDecorator");
        return super.setInputDecorator(d);
    }

    @Override
    public JsonFactory setOutputDecorator(OutputDecorator d) {
        check("setOutputDecorator");
        return super.setOutputDecorator(d);
    }

    @Override
    public JsonFactory setCharacterEscapes(CharacterEscapes esc) {
        check("setCharacterEscapes");
        return super.setCharacterEscapes(esc);
    }

    @Override
    public JsonFactory setRootValueSeparator(String sep) {
        check("setRootValueSeparator");
        return super.setRootValueSeparator(sep);
    }

    @Override
    public JsonFactory setRecyclerPool(RecyclerPool<BufferRecycler> p) {
        check("setRecyclerPool");
        return super.setRecyclerPool(p);
    }
}
