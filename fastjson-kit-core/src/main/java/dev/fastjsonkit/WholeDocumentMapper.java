/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.util.ClassUtil;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.TypeFactory;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;

/**
 * A {@link JsonMapper} that applies {@code DeserializationFeature.FAIL_ON_TRAILING_TOKENS} to whole
 * documents only. Jackson 2 checks the feature in two kinds of entry point: those that read a whole
 * source and close it ({@code readValue} and {@code readTree} of {@code byte[]}, {@code String},
 * {@code InputStream}, {@code Reader}, {@code File}, {@code URL}, {@code Path}), and those that
 * bind one value from a parser the caller positioned ({@code readValue(JsonParser, …)},
 * {@code readTree(JsonParser)}). The second kind is how the streaming extractors, NDJSON and
 * users' own loops bind one element of a larger stream, where the next element always follows;
 * here it never checks what follows. Its readers ({@link WholeDocumentReader}) do the same.
 * Sequences ({@code readValues}) are unaffected: Jackson does not check them either.
 *
 * <p>Built by {@link FastMappers.Builder#build()} when {@link FastMappers.Builder#rejectTrailingTokens}
 * is on, and the base of the shared mapper.
 */
class WholeDocumentMapper extends JsonMapper {
    private static final long serialVersionUID = 1L;

    WholeDocumentMapper(JsonFactory factory) {
        super(factory);
    }

    private WholeDocumentMapper(WholeDocumentMapper src) {
        super(src);
    }

    /** Returns a mutable copy of the same class, as {@link JsonMapper#copy()} does for itself. */
    @Override
    public JsonMapper copy() {
        _checkInvalidCopy(WholeDocumentMapper.class);
        return new WholeDocumentMapper(this);
    }

    /** A configuration and the same without the feature; final fields, so safely shared. */
    private record Positioned(DeserializationConfig from, DeserializationConfig to) {}

    /** The last configuration stripped, so a loop of positioned reads allocates no configuration. */
    private transient volatile Positioned positioned;

    /** The positioned-parser entry point: binds one value and leaves what follows to the caller. */
    @Override
    protected Object _readValue(DeserializationConfig cfg, JsonParser p, JavaType valueType) throws IOException {
        if (!cfg.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)) {
            return super._readValue(cfg, p, valueType);
        }
        Positioned c = positioned;
        if (c == null || c.from != cfg) {
            c = new Positioned(cfg, cfg.without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS));
            positioned = c;
        }
        return super._readValue(c.to, p, valueType);
    }

    /**
     * The whole-document tree read: with the feature on, a source with no value (empty or
     * whitespace only) fails as {@code readValue} fails on it, instead of returning Jackson 2's
     * {@code MissingNode}; a whole document holds exactly one value.
     */
    @Override
    protected JsonNode _readTreeAndClose(JsonParser p) throws IOException {
        JsonNode n = super._readTreeAndClose(p);
        if (n.isMissingNode() && isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)) {
            throw MismatchedInputException.from(p, JsonNode.class, "No content to map due to end-of-input");
        }
        return n;
    }

    /** The root types of one type factory, per class; final fields, so safely shared. */
    private record RootTypes(TypeFactory factory, ClassValue<JavaType> types) {}

    /** The root types of the current type factory, made on first use; racy but idempotent. */
    private transient volatile RootTypes rootTypes;

    /**
     * Returns {@code _typeFactory.constructType(type)}, remembered per class for as long as the
     * mapper keeps the same type factory (new modifiers, class loader or cache make a new factory;
     * a factory's answer for a class never changes). databind's own type cache is a bounded
     * concurrent map that records every read: looking the root type up there was 3.9% of a
     * MediaItem {@code readValue(byte[], Class)} on the shared mapper (JFR, JDK 17, Jackson 2.23).
     */
    private JavaType rootType(Class<?> type) {
        TypeFactory f = _typeFactory;
        RootTypes r = rootTypes;
        if (r == null || r.factory != f) {
            r = new RootTypes(f, new ClassValue<>() {
                @Override
                protected JavaType computeValue(Class<?> c) {
                    return f.constructType(c);
                }
            });
            rootTypes = r;
        }
        return r.types.get(type);
    }

    /**
     * Returns the type's {@link JavaType}: a class from {@link #rootType}, anything else (and
     * null) as {@code ObjectMapper} does. The whole-document tree reads ({@code readTree} of a
     * source) construct their {@code JsonNode} root type through here on every call.
     */
    @Override
    public JavaType constructType(Type type) {
        return type instanceof Class<?> c ? rootType(c) : super.constructType(type);
    }

    // readValue(source, Class) as ObjectMapper's, in the same order (parser first, then the type),
    // with the root type from rootType; a null type goes to ObjectMapper's own check. Byte arrays and
    // streams are read by the parser the thread kept from its last such read (EngineJsonFactory.documentParser).

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] src, Class<T> valueType) throws IOException {
        if (valueType == null) {
            return super.readValue(src, valueType);
        }
        _assertNotNull("src", src);
        return (T) readDocument(EngineJsonFactory.documentParser(_jsonFactory, src), valueType);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] src, int offset, int len, Class<T> valueType) throws IOException {
        if (valueType == null) {
            return super.readValue(src, offset, len, valueType);
        }
        _assertNotNull("src", src);
        return (T) readDocument(EngineJsonFactory.documentParser(_jsonFactory, src, offset, len), valueType);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] src, TypeReference<T> valueTypeRef) throws IOException {
        _assertNotNull("src", src);
        JsonParser p = EngineJsonFactory.documentParser(_jsonFactory, src);
        return (T) readDocument(p, _typeFactory.constructType(valueTypeRef));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] src, int offset, int len, TypeReference<T> valueTypeRef) throws IOException {
        _assertNotNull("src", src);
        JsonParser p = EngineJsonFactory.documentParser(_jsonFactory, src, offset, len);
        return (T) readDocument(p, _typeFactory.constructType(valueTypeRef));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] src, JavaType valueType) throws IOException {
        _assertNotNull("src", src);
        return (T) readDocument(EngineJsonFactory.documentParser(_jsonFactory, src), valueType);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(byte[] src, int offset, int len, JavaType valueType) throws IOException {
        _assertNotNull("src", src);
        return (T) readDocument(EngineJsonFactory.documentParser(_jsonFactory, src, offset, len), valueType);
    }

    @Override
    public JsonNode readTree(byte[] content) throws IOException {
        _assertNotNull("content", content);
        return readTreeDocument(EngineJsonFactory.documentParser(_jsonFactory, content));
    }

    @Override
    public JsonNode readTree(byte[] content, int offset, int len) throws IOException {
        _assertNotNull("content", content);
        return readTreeDocument(EngineJsonFactory.documentParser(_jsonFactory, content, offset, len));
    }

    /** Reads the whole document's tree and keeps its parser for the thread's next read, unless the read failed. */
    private JsonNode readTreeDocument(JsonParser p) throws IOException {
        JsonNode n = _readTreeAndClose(p);
        EngineJsonFactory.documentRead(p);
        return n;
    }

    /** Reads the whole document and keeps its parser for the thread's next read, unless the read failed. */
    private Object readDocument(JsonParser p, Class<?> valueType) throws IOException {
        return readDocument(p, rootType(valueType));
    }

    private Object readDocument(JsonParser p, JavaType valueType) throws IOException {
        Object value = _readMapAndClose(p, valueType);
        EngineJsonFactory.documentRead(p);
        return value;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(InputStream src, Class<T> valueType) throws IOException {
        if (valueType == null) {
            return super.readValue(src, valueType);
        }
        _assertNotNull("src", src);
        return (T) readDocument(EngineJsonFactory.documentParser(_jsonFactory, src), valueType);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(InputStream src, TypeReference<T> valueTypeRef) throws IOException {
        _assertNotNull("src", src);
        JsonParser p = EngineJsonFactory.documentParser(_jsonFactory, src);
        return (T) readDocument(p, _typeFactory.constructType(valueTypeRef));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readValue(InputStream src, JavaType valueType) throws IOException {
        _assertNotNull("src", src);
        return (T) readDocument(EngineJsonFactory.documentParser(_jsonFactory, src), valueType);
    }

    @Override
    public JsonNode readTree(InputStream in) throws IOException {
        _assertNotNull("in", in);
        return readTreeDocument(EngineJsonFactory.documentParser(_jsonFactory, in));
    }

    @Override
    public <T> T readValue(String content, Class<T> valueType) throws JsonProcessingException {
        if (valueType == null) {
            return super.readValue(content, valueType);
        }
        _assertNotNull("content", content);
        return readValue(content, rootType(valueType));
    }

    /**
     * Writes the value as UTF-8 bytes exactly as {@link com.fasterxml.jackson.databind.ObjectMapper#writeValueAsBytes} does, into
     * an {@link ExactBytesOutput} instead of a recycled {@code ByteArrayBuilder}: a document that
     * fits the generator's buffer is copied once, into the result, with no builder and no second
     * recycler look-up (MediaItem: 1032 bytes per write, plain Jackson 1217); a longer one goes
     * into a shared buffer ({@link LongOutputBuffers}) from its second flush on and is copied
     * once from there. Here rather than in
     * {@code FrozenJsonMapper}, so that builder-made mappers get it too.
     */
    @Override
    public byte[] writeValueAsBytes(Object value) throws JsonProcessingException {
        return ExactBytesOutput.bytes(_jsonFactory, out -> write(out, value));
    }

    /**
     * As {@code _writeValueAndClose(createGenerator(out, UTF8), value)}, with the serializer
     * provider of the output's last write when it is as a new one ({@link KeptProvider}).
     */
    private void write(ExactBytesOutput out, Object value) throws java.io.IOException {
        com.fasterxml.jackson.core.JsonGenerator gen = createGenerator(out, JsonEncoding.UTF8);
        SerializationConfig cfg = getSerializationConfig();
        if (!KeptProvider.applies(_serializerProvider, value, cfg)) {
            _writeValueAndClose(gen, value);
            return;
        }
        DefaultSerializerProvider prov = KeptProvider.kept(out, _serializerProvider, cfg, _serializerFactory);
        if (prov == null) {
            out.keepProvider(prov = _serializerProvider(cfg));
        }
        try {
            prov.serializeValue(gen, value);
        } catch (Exception e) {
            ClassUtil.closeOnFailAndThrowAsIOE(gen, e);
            return;
        }
        gen.close();
    }

    // Writers write bytes as writeValueAsBytes above does (ExactBytesWriter).

    @Override
    protected ObjectWriter _newWriter(SerializationConfig config) {
        return new ExactBytesWriter(this, config);
    }

    @Override
    protected ObjectWriter _newWriter(SerializationConfig config, FormatSchema schema) {
        return new ExactBytesWriter(this, config, schema);
    }

    @Override
    protected ObjectWriter _newWriter(SerializationConfig config, JavaType rootType, PrettyPrinter pp) {
        return new ExactBytesWriter(this, config, rootType, pp);
    }

    @Override
    protected ObjectReader _newReader(DeserializationConfig config) {
        return new WholeDocumentReader(this, config, null, null, null, null);
    }

    @Override
    protected ObjectReader _newReader(DeserializationConfig config, JavaType valueType, Object valueToUpdate,
            FormatSchema schema, InjectableValues injectableValues) {
        return new WholeDocumentReader(this, config, valueType, valueToUpdate, schema, injectableValues);
    }
}
