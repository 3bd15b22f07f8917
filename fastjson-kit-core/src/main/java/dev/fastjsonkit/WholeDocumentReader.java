/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.TreeNode;
import com.fasterxml.jackson.core.filter.JsonPointerBasedFilter;
import com.fasterxml.jackson.core.filter.TokenFilter;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.deser.DataFormatReaders;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import java.io.IOException;
import java.io.InputStream;

/**
 * The {@link ObjectReader} of a {@link WholeDocumentMapper}: {@code FAIL_ON_TRAILING_TOKENS}, when
 * on, applies to whole sources ({@code readValue(byte[])}, {@code readTree(InputStream)}, ...) and
 * not to values bound from a positioned parser ({@code readValue(JsonParser)},
 * {@code readTree(JsonParser)}). Every variant it makes ({@code forType}, {@code with}, {@code at},
 * ...) is a {@code WholeDocumentReader} too. Immutable and thread-safe, like any {@code ObjectReader}.
 */
final class WholeDocumentReader extends ObjectReader {
    private static final long serialVersionUID = 1L;

    /** This reader without the feature, made on first positioned read; racy but idempotent. */
    private transient ObjectReader positioned;

    WholeDocumentReader(ObjectMapper mapper, DeserializationConfig config, JavaType valueType, Object valueToUpdate,
            FormatSchema schema, InjectableValues injectableValues) {
        super(mapper, config, valueType, valueToUpdate, schema, injectableValues);
    }

    private WholeDocumentReader(ObjectReader base, DeserializationConfig config, JavaType valueType,
            JsonDeserializer<Object> rootDeser, Object valueToUpdate, FormatSchema schema,
            InjectableValues injectableValues, DataFormatReaders dataFormatReaders) {
        super(base, config, valueType, rootDeser, valueToUpdate, schema, injectableValues, dataFormatReaders);
    }

    private WholeDocumentReader(ObjectReader base, DeserializationConfig config) {
        super(base, config);
    }

    private WholeDocumentReader(ObjectReader base, JsonFactory f) {
        super(base, f);
    }

    private WholeDocumentReader(ObjectReader base, TokenFilter filter) {
        super(base, filter);
    }

    /** Returns this reader, or its copy without the feature when the feature is on. */
    private WholeDocumentReader positioned() {
        if (!_config.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)) {
            return this;
        }
        ObjectReader r = positioned;
        if (r == null) {
            r = new WholeDocumentReader(this, _config.without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS));
            positioned = r;
        }
        return (WholeDocumentReader) r;
    }

    /** The positioned-parser binding behind every {@code readValue(JsonParser, …)}. */
    @Override
    protected Object _bind(JsonParser p, Object valueToUpdate) throws IOException {
        WholeDocumentReader r = positioned();
        return r == this ? super._bind(p, valueToUpdate) : r._bind(p, valueToUpdate);
    }

    /** Reads one tree from a positioned parser, leaving what follows to the caller. */
    @Override
    public <T extends TreeNode> T readTree(JsonParser p) throws IOException {
        WholeDocumentReader r = positioned();
        return r == this ? super.readTree(p) : r.readTree(p);
    }

    /**
     * As {@code ObjectReader}'s, by the parser the thread kept from its last such read
     * ({@link EngineJsonFactory#documentParser}) when no format detection is set.
     */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] content) throws IOException {
        if (_dataFormatReaders != null || content == null) {
            return super.readValue(content);
        }
        return (T) readDocument(EngineJsonFactory.documentParser(_parserFactory, content));
    }

    /** As {@link #readValue(byte[])}, for a stream. */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(InputStream src) throws IOException {
        if (_dataFormatReaders != null || src == null) {
            return super.readValue(src);
        }
        return (T) readDocument(EngineJsonFactory.documentParser(_parserFactory, src));
    }

    /** As {@link #readValue(byte[])}, for a range of the array. */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] buf, int offset, int length) throws IOException {
        if (_dataFormatReaders != null || buf == null) {
            return super.readValue(buf, offset, length);
        }
        return (T) readDocument(EngineJsonFactory.documentParser(_parserFactory, buf, offset, length));
    }

    /** Binds the whole document as {@code ObjectReader} does, then keeps the parser unless the read failed. */
    private Object readDocument(JsonParser p) throws IOException {
        Object value = _bindAndClose(_considerFilter(_config.initialize(p, _schema), false));
        EngineJsonFactory.documentRead(p);
        return value;
    }

    /**
     * As {@code ObjectReader}'s, with the context of the kept parser's last read when it is as a
     * new one ({@link KeptReadContext}); only a parser from {@link EngineJsonFactory#documentParser}
     * (this reader's whole-document reads) keeps one.
     */
    @Override
    protected DefaultDeserializationContext createDeserializationContext(JsonParser p) {
        if (!(p instanceof EngineParser e) || e.owner() == null || !KeptReadContext.applies(_context)) {
            return super.createDeserializationContext(p);
        }
        DefaultDeserializationContext k = e.readContext();
        if (k == null || !KeptReadContext.asNew(k, _context, _config, _injectableValues, e)) {
            k = super.createDeserializationContext(p);
        }
        e.useReadContext(k);
        return k;
    }

    @Override
    public ObjectReader at(String pointerExpr) {
        _assertNotNull("pointerExpr", pointerExpr);
        return new WholeDocumentReader(this, new JsonPointerBasedFilter(pointerExpr));
    }

    @Override
    public ObjectReader at(JsonPointer pointer) {
        _assertNotNull("pointer", pointer);
        return new WholeDocumentReader(this, new JsonPointerBasedFilter(pointer));
    }

    @Override
    protected ObjectReader _new(ObjectReader base, JsonFactory f) {
        return new WholeDocumentReader(base, f);
    }

    @Override
    protected ObjectReader _new(ObjectReader base, DeserializationConfig config) {
        return new WholeDocumentReader(base, config);
    }

    @Override
    protected ObjectReader _new(ObjectReader base, DeserializationConfig config, JavaType valueType,
            JsonDeserializer<Object> rootDeser, Object valueToUpdate, FormatSchema schema,
            InjectableValues injectableValues, DataFormatReaders dataFormatReaders) {
        return new WholeDocumentReader(base, config, valueType, rootDeser, valueToUpdate, schema, injectableValues,
                dataFormatReaders);
    }
}
