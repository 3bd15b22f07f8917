/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.AnyGetterWriter;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializer;
import com.fasterxml.jackson.databind.ser.impl.IndexedListSerializer;
import com.fasterxml.jackson.databind.ser.impl.IndexedStringListSerializer;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import com.fasterxml.jackson.databind.ser.std.NullSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import com.fasterxml.jackson.datatype.jsr310.ser.InstantSerializer;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The base of every generated serializer: Jackson's own {@link BeanSerializer} for the type, whose
 * {@code serializeFields} the generated {@link #write} replaces once {@link #resolve} has checked
 * that the mapper's configuration and Jackson's view of the type match what the processor saw.
 * Otherwise, and for a call with other enum features or an active view, it steps aside to
 * Jackson's own code for the whole value. For use by generated code only.
 *
 * @param <T> the handled type
 */
public abstract class GeneratedSerializer<T> extends BeanSerializer {
    private static final long serialVersionUID = 1L;

    private final String[] names;
    private final PropertyKind[] kinds;
    private final boolean[] nonNull;
    /**
     * The serialization features a generated fast path depends on, checked per call against those
     * the codec was built under: the enum names are taken from the mapper's own enum serializer.
     * Every other feature is read per call by the Jackson code the codec hands values to.
     */
    private static final int PER_CALL = SerializationFeature.WRITE_ENUMS_USING_TO_STRING.getMask()
            | SerializationFeature.WRITE_ENUMS_USING_INDEX.getMask();

    private transient volatile String stepAside = "not resolved yet";
    private transient SerializationConfig config;
    private transient int features;

    /** The pre-encoded property names, in write order (Jackson's own {@code SerializedString}s). */
    protected transient SerializableString[] n;
    private transient SerializableString[][] enums;
    private transient Dynamic[] dynamic;
    private transient Dynamic[] fixed;
    private transient boolean[] isoInstant;
    /** Per property, its name as {@link FieldWriter} takes it: {@code ,"name":}, or null when too long. */
    private transient byte[][] encoded;
    /** The properties' names as strings, for the output context ({@code names[i]} of the {@link FieldWriter} calls). */
    private transient String[] plain;
    /** Per enum property and constant, the whole property encoded; null if not written as a string. */
    private transient byte[][][] enumFields;
    /** Per property, the whole property encoded with the value true, false or null (null where not written so). */
    private transient byte[][] trueFields;
    private transient byte[][] falseFields;
    private transient byte[][] nullFields;

    /**
     * Creates the serializer over Jackson's own.
     *
     * @param src Jackson's bean serializer for the type
     * @param names the JSON names in write order, as the processor computed them
     * @param kinds how each property is written
     * @param nonNull whether each property is left out when null (any {@code @JsonInclude} but
     *     {@code ALWAYS})
     */
    protected GeneratedSerializer(BeanSerializerBase src, String[] names, PropertyKind[] kinds, boolean[] nonNull) {
        super(src);
        this.names = names;
        this.kinds = kinds;
        this.nonNull = nonNull;
    }

    /**
     * Writes the properties of {@code bean} (between the braces).
     *
     * @param bean the value; not null
     * @param g the generator
     * @param p the provider
     * @throws IOException as Jackson's bean serializer would
     */
    protected abstract void write(T bean, JsonGenerator g, SerializerProvider p) throws IOException;

    /**
     * Returns why this serializer steps aside to Jackson's own, or null if it serves the type.
     *
     * @return the reason, or null
     */
    public final String stepAsideReason() {
        return stepAside;
    }

    @Override
    public void resolve(SerializerProvider provider) throws JsonMappingException {
        super.resolve(provider);
        String why = plan(provider);
        config = provider.getConfig();
        features = config.getSerializationFeatures();
        stepAside = why;
    }

    @SuppressWarnings("unchecked")
    private String plan(SerializerProvider prov) throws JsonMappingException {
        String why = Fits.serialization(prov.getConfig(), handledType());
        if (why != null) {
            return why;
        }
        for (BeanPropertyWriter w : _props) {
            // From Jackson 2.19 on the any-getter is one of the properties; on 2.18 it sits apart,
            // where only a mix-in (which steps aside first) or a serializer modifier can put it.
            // isInstance, not instanceof: on 2.18 AnyGetterWriter is no BeanPropertyWriter.
            if (AnyGetterWriter.class.isInstance(w)) {
                return "@JsonAnyGetter";
            }
        }
        if (_objectIdWriter != null) {
            return "object identity (@JsonIdentityInfo)";
        }
        if (_propertyFilterId != null) {
            return "a property filter (@JsonFilter)";
        }
        if (_filteredProps != null) {
            return "@JsonView on a property";
        }
        if (_typeId != null) {
            return "@JsonTypeId";
        }
        List<String> jackson = new ArrayList<>();
        for (BeanPropertyWriter w : _props) {
            jackson.add(w.getName());
        }
        if (!jackson.equals(Arrays.asList(names))) {
            return "Jackson writes the properties " + jackson + " but the codec was generated for "
                    + Arrays.asList(names) + " (a naming strategy, mix-in, visibility or ordering setting differs)";
        }
        JsonSerializer<Object> nullSer = prov.findNullValueSerializer(null);
        n = new SerializableString[names.length];
        enums = new SerializableString[names.length][];
        dynamic = new Dynamic[names.length];
        fixed = new Dynamic[names.length];
        isoInstant = new boolean[names.length];
        encoded = new byte[names.length][];
        plain = new String[names.length];
        enumFields = new byte[names.length][][];
        trueFields = new byte[names.length][];
        falseFields = new byte[names.length][];
        nullFields = new byte[names.length][];
        for (int i = 0; i < names.length; i++) {
            BeanPropertyWriter w = _props[i];
            n[i] = w.getSerializedName();
            plain[i] = n[i].getValue();
            encoded[i] = FieldBytes.of(n[i], "");
            if (kinds[i] == PropertyKind.BOOLEAN) {
                trueFields[i] = FieldBytes.of(n[i], "true");
                falseFields[i] = FieldBytes.of(n[i], "false");
            }
            nullFields[i] = nonNull[i] ? null : FieldBytes.of(n[i], "null");
            if (w.getTypeSerializer() != null) {
                return "property '" + names[i] + "' carries type information (@JsonTypeInfo)";
            }
            if (w.isUnwrapping()) {
                return "property '" + names[i] + "' is @JsonUnwrapped";
            }
            if (w.willSuppressNulls() != nonNull[i]) {
                return "property '" + names[i] + "': the mapper's inclusion rule differs from the annotations"
                        + " seen at compile time";
            }
            if (!nonNull[i] && nullSer != null && nullSer.getClass() != NullSerializer.class) {
                return "a custom null-value serializer " + nullSer.getClass().getName();
            }
            JsonSerializer<Object> s = w.getSerializer();
            PropertyKind k = kinds[i];
            if (k.serializer != null && (s == null || !s.getClass().getName().equals(k.serializer))) {
                return "property '" + names[i] + "' is written by " + (s == null ? "a dynamic serializer"
                        : s.getClass().getName()) + ", not Jackson's standard " + k.name().toLowerCase() + " serializer";
            }
            if (s != null) {
                fixed[i] = new Dynamic(null, s, prov);
            }
            if (k == PropertyKind.ENUM && s != null) {
                enums[i] = enumNames(w, s, prov);
                enumFields[i] = FieldBytes.enumFields(n[i], enums[i]);
            }
            isoInstant[i] = k == PropertyKind.INSTANT && writesIsoInstants(s, prov);
        }
        return null;
    }

    /** Writes every constant through the mapper's own enum serializer once; null if one is not a string. */
    private static SerializableString[] enumNames(BeanPropertyWriter w, JsonSerializer<Object> s, SerializerProvider prov) {
        Object[] constants = w.getType().getRawClass().getEnumConstants();
        if (constants == null) {
            return null;
        }
        SerializableString[] out = new SerializableString[constants.length];
        try {
            for (int i = 0; i < constants.length; i++) {
                TokenBuffer tb = new TokenBuffer(null, false);
                s.serialize(constants[i], tb, prov);
                try (JsonParser tp = tb.asParser()) {
                    if (tp.nextToken() != JsonToken.VALUE_STRING) {
                        return null;
                    }
                    out[i] = new SerializedString(tp.getText());
                    if (tp.nextToken() != null) {
                        return null;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return out;
    }

    /** Instants whose ISO forms differ in every part {@link IsoInstants} writes: 0, 3, 6 and 9 fraction digits, both ends. */
    private static final Instant[] PROBES = {Instant.EPOCH, Instant.parse("2026-11-23T12:34:56.789Z"),
        Instant.parse("1969-12-31T23:59:59.000001Z"), Instant.parse("0000-01-01T00:00:00.123456789Z"),
        Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.parse("2000-02-29T08:09:10Z")};

    /**
     * Whether {@code s} is jsr310's {@code InstantSerializer} writing {@code ISO_INSTANT} strings: a
     * contextual copy (no shape, pattern, timestamp or {@code ALWAYS_WRITE_SUBSECOND_DIGITS}
     * setting) is told apart from a configured one by writing the probes through it once.
     */
    private static boolean writesIsoInstants(JsonSerializer<Object> s, SerializerProvider prov) {
        if (s == null || s.getClass() != InstantSerializer.class
                || prov.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS) || prov.getConfig().hasExplicitTimeZone()) {
            return false;
        }
        try {
            for (Instant probe : PROBES) {
                TokenBuffer tb = new TokenBuffer(null, false);
                s.serialize(probe, tb, prov);
                try (JsonParser tp = tb.asParser()) {
                    if (tp.nextToken() != JsonToken.VALUE_STRING || !tp.getText().equals(IsoInstants.format(probe))
                            || tp.nextToken() != null) {
                        return false;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void serializeFields(Object bean, JsonGenerator gen, SerializerProvider provider) throws IOException {
        if (stepAside == null && (provider.getConfig() == config || (provider.getActiveView() == null
                && ((provider.getConfig().getSerializationFeatures() ^ features) & PER_CALL) == 0))) {
            try {
                write((T) bean, gen, provider);
            } finally {
                endRun(gen);
            }
        } else {
            super.serializeFields(bean, gen, provider);
        }
    }

    /**
     * Puts the name a {@link FieldWriter} call left out into the output context
     * ({@link FieldWriter#endRun}), before other code runs with the generator.
     */
    private void endRun(JsonGenerator g) {
        if (g instanceof FieldWriter f) {
            f.endRun();
        }
    }

    /**
     * Returns {@code g} as a {@link FieldWriter} if it writes whole properties under its current
     * settings, else null (then every property goes token by token).
     *
     * @param g the generator
     * @return the field writer, or null
     */
    protected static FieldWriter fields(JsonGenerator g) {
        return g instanceof FieldWriter f && f.writesFields() ? f : null;
    }

    /**
     * Writes string property {@code i}.
     *
     * @param i the property index
     * @param v the non-null value
     * @param g the generator
     * @param f {@code fields(g)}
     * @throws IOException on a write failure
     */
    protected final void writeString(int i, String v, JsonGenerator g, FieldWriter f) throws IOException {
        byte[] e;
        if (f != null && (e = encoded[i]) != null) {
            f.writeStringField(plain, i, e, FieldBytes.length(e), v);
        } else {
            g.writeFieldName(n[i]);
            g.writeString(v);
        }
    }

    /**
     * Writes {@code int} (or {@code byte}) property {@code i}.
     *
     * @param i the property index
     * @param v the value
     * @param g the generator
     * @param f {@code fields(g)}
     * @throws IOException on a write failure
     */
    protected final void writeInt(int i, int v, JsonGenerator g, FieldWriter f) throws IOException {
        byte[] e;
        if (f != null && (e = encoded[i]) != null) {
            f.writeIntField(plain, i, e, FieldBytes.length(e), v);
        } else {
            g.writeFieldName(n[i]);
            g.writeNumber(v);
        }
    }

    /**
     * Writes {@code long} property {@code i}.
     *
     * @param i the property index
     * @param v the value
     * @param g the generator
     * @param f {@code fields(g)}
     * @throws IOException on a write failure
     */
    protected final void writeLong(int i, long v, JsonGenerator g, FieldWriter f) throws IOException {
        byte[] e;
        if (f != null && (e = encoded[i]) != null) {
            f.writeLongField(plain, i, e, FieldBytes.length(e), v);
        } else {
            g.writeFieldName(n[i]);
            g.writeNumber(v);
        }
    }

    /**
     * Writes {@code boolean} property {@code i}.
     *
     * @param i the property index
     * @param v the value
     * @param g the generator
     * @param f {@code fields(g)}
     * @throws IOException on a write failure
     */
    protected final void writeBoolean(int i, boolean v, JsonGenerator g, FieldWriter f) throws IOException {
        byte[] e;
        if (f != null && (e = (v ? trueFields : falseFields)[i]) != null) {
            f.writeEncodedField(plain, i, e, FieldBytes.length(e));
        } else {
            g.writeFieldName(n[i]);
            g.writeBoolean(v);
        }
    }

    /**
     * Writes property {@code i} as JSON null.
     *
     * @param i the property index
     * @param g the generator
     * @param f {@code fields(g)}
     * @throws IOException on a write failure
     */
    protected final void writeNull(int i, JsonGenerator g, FieldWriter f) throws IOException {
        byte[] e;
        if (f != null && (e = nullFields[i]) != null) {
            f.writeEncodedField(plain, i, e, FieldBytes.length(e));
        } else {
            g.writeFieldName(n[i]);
            g.writeNull();
        }
    }

    /**
     * Writes enum property {@code i}: its name and the constant's pre-encoded string in one
     * {@link FieldWriter} call when it can, else as {@link #writeEnum(int, Object, Enum, JsonGenerator,
     * SerializerProvider)}.
     *
     * @param i the property index
     * @param bean the bean
     * @param v the non-null value
     * @param g the generator
     * @param p the provider
     * @param f {@code fields(g)}
     * @throws Exception as Jackson's property writer would
     */
    protected final void writeEnum(int i, Object bean, Enum<?> v, JsonGenerator g, SerializerProvider p, FieldWriter f)
            throws Exception {
        byte[][] t;
        if (f != null && (t = enumFields[i]) != null) {
            byte[] e = t[v.ordinal()];
            f.writeEncodedField(plain, i, e, FieldBytes.length(e));
        } else {
            writeEnum(i, bean, v, g, p);
        }
    }

    /**
     * Writes enum property {@code i} with its pre-encoded name, or through Jackson when the mapper
     * does not write it as a string.
     *
     * @param i the property index
     * @param bean the bean
     * @param v the non-null value
     * @param g the generator
     * @param p the provider
     * @throws Exception as Jackson's property writer would
     */
    protected final void writeEnum(int i, Object bean, Enum<?> v, JsonGenerator g, SerializerProvider p) throws Exception {
        SerializableString[] t = enums[i];
        if (t != null) {
            g.writeFieldName(n[i]);
            g.writeString(t[v.ordinal()]);
        } else {
            writeOther(i, bean, v, g, p);
        }
    }

    /**
     * Writes {@code Instant} property {@code i} as jsr310's {@code InstantSerializer} does when it
     * writes {@code ISO_INSTANT} strings, without a formatter: inline for years 0000-9999, through
     * the property's serializer for timestamps ({@code WRITE_DATES_AS_TIMESTAMPS}, read per call as
     * that serializer does), an explicit time zone, other years or any other serializer.
     *
     * @param i the property index
     * @param bean the bean
     * @param v the non-null value
     * @param g the generator
     * @param p the provider
     * @throws Exception as Jackson's property writer would
     */
    protected final void writeInstant(int i, Object bean, Instant v, JsonGenerator g, SerializerProvider p)
            throws Exception {
        if (isoInstant[i] && !p.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                && !p.getConfig().hasExplicitTimeZone()) {
            String s = IsoInstants.format(v);
            if (s != null) {
                g.writeFieldName(n[i]);
                g.writeString(s);
                return;
            }
        }
        writeOther(i, bean, v, g, p);
    }

    /**
     * Writes {@code Instant} property {@code i} as {@link #writeInstant(int, Object, Instant,
     * JsonGenerator, SerializerProvider)} does, with an inline ISO string written straight into the
     * generator's buffer after the name ({@link FieldWriter#startField}).
     *
     * @param i the property index
     * @param bean the bean
     * @param v the non-null value
     * @param g the generator
     * @param p the provider
     * @param f {@code fields(g)}
     * @throws Exception as Jackson's property writer would
     */
    protected final void writeInstant(int i, Object bean, Instant v, JsonGenerator g, SerializerProvider p,
            FieldWriter f) throws Exception {
        byte[] e;
        if (f != null && (e = encoded[i]) != null && isoInstant[i]
                && !p.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS) && !p.getConfig().hasExplicitTimeZone()
                && IsoInstants.fits(v)) {
            int at = f.startField(plain, i, e, FieldBytes.length(e), IsoInstants.MAX_QUOTED);
            if (at >= 0) {
                f.endField(IsoInstants.writeQuoted(v, f.buffer(), at));
                return;
            }
        }
        writeInstant(i, bean, v, g, p);
    }

    /**
     * Writes property {@code i} with the mapper's own serializer for it: resolved once for a final
     * declared type, else for the runtime class, cached for the last class seen.
     *
     * @param i the property index
     * @param bean the bean
     * @param v the non-null value
     * @param g the generator
     * @param p the provider
     * @throws Exception as Jackson's property writer would
     */
    protected final void writeOther(int i, Object bean, Object v, JsonGenerator g, SerializerProvider p) throws Exception {
        endRun(g);
        Dynamic d = fixed[i];
        if (d == null) {
            d = dynamic[i];
            if (d == null || d.type != v.getClass()) {
                d = new Dynamic(v.getClass(), _props[i], p);
                dynamic[i] = d;
            }
        }
        if (v != bean) {
            g.writeFieldName(n[i]);
            if (d.list != 0 && ((List<?>) v).size() != 1) {
                writeList(d, (List<?>) v, g, p);
            } else {
                d.serializer.serialize(v, g, p);
            }
        } else {
            _props[i].serializeAsField(bean, g, p);
        }
    }

    /**
     * Writes a list of two elements or more as Jackson's {@code IndexedStringListSerializer} or
     * {@code IndexedListSerializer} (with a generated element serializer and no type information)
     * does, without its per-list set-up: the same tokens, nulls through the provider, failures
     * wrapped with the element index by the same {@code wrapAndThrow}. A one-element list goes to
     * the serializer, which decides on {@code WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED}.
     */
    private void writeList(Dynamic d, List<?> v, JsonGenerator g, SerializerProvider p) throws IOException {
        int len = v.size();
        g.writeStartArray(v, len);
        if (d.list == STRINGS) {
            int k = 0;
            try {
                for (; k < len; k++) {
                    String s = (String) v.get(k);
                    if (s == null) {
                        p.defaultSerializeNull(g);
                    } else {
                        g.writeString(s);
                    }
                }
            } catch (Exception e) {
                wrapAndThrow(p, e, v, k);
            }
        } else {
            JsonSerializer<Object> content = d.content;
            for (int k = 0; k < len; k++) {
                Object e = v.get(k);
                try {
                    if (e == null) {
                        p.defaultSerializeNull(g);
                    } else {
                        content.serialize(e, g, p);
                    }
                } catch (Exception x) {
                    wrapAndThrow(p, x, v, k);
                }
            }
        }
        g.writeEndArray();
    }

    private static final int STRINGS = 1;
    private static final int GENERATED_ELEMENTS = 2;

    /**
     * The serializer of a property, resolved once for a final declared type ({@code type} null), else
     * for the last runtime class seen, found as Jackson's property writer finds it
     * ({@code BeanPropertyWriter._findAndAddDynamic}: the declared type specialized to the runtime
     * class when it has type parameters); and whether {@link #writeList} may write it. Immutable; a
     * race between threads at worst looks it up twice.
     */
    private static final class Dynamic {
        final Class<?> type;
        final JsonSerializer<Object> serializer;
        final int list;
        final JsonSerializer<Object> content;

        Dynamic(Class<?> type, BeanPropertyWriter w, SerializerProvider p) throws JsonMappingException {
            this(type, find(type, w, p), p);
        }

        @SuppressWarnings("unchecked")
        Dynamic(Class<?> type, JsonSerializer<Object> serializer, SerializerProvider p) throws JsonMappingException {
            this.type = type;
            this.serializer = serializer;
            int l = 0;
            JsonSerializer<Object> c = null;
            if (serializer.getClass() == IndexedStringListSerializer.class) {
                l = STRINGS;
            } else if (serializer.getClass() == IndexedListSerializer.class) {
                IndexedListSerializer s = (IndexedListSerializer) (Object) serializer;
                JavaType ct = s.getContentType();
                if (s.getContentSerializer() instanceof GeneratedSerializer && ct != null
                        && p.findTypeSerializer(ct) == null) {
                    l = GENERATED_ELEMENTS;
                    c = (JsonSerializer<Object>) s.getContentSerializer();
                }
            }
            list = l;
            content = c;
        }

        private static JsonSerializer<Object> find(Class<?> type, BeanPropertyWriter w, SerializerProvider p)
                throws JsonMappingException {
            JavaType base = w.getType();
            return base.isContainerType() || base.containedTypeCount() > 0
                    ? p.findPrimaryPropertySerializer(p.constructSpecializedType(base, type), w)
                    : p.findPrimaryPropertySerializer(type, w);
        }
    }

    /**
     * Writes property {@code i} entirely through Jackson's property writer (inclusion rules such as
     * {@code NON_EMPTY} and {@code NON_DEFAULT}).
     *
     * @param i the property index
     * @param bean the bean
     * @param g the generator
     * @param p the provider
     * @throws Exception as Jackson's property writer would
     */
    protected final void writeJackson(int i, Object bean, JsonGenerator g, SerializerProvider p) throws Exception {
        endRun(g);
        _props[i].serializeAsField(bean, g, p);
    }

    /**
     * Wraps a failure of property {@code i} as Jackson's bean serializer does.
     *
     * @param p the provider
     * @param e the failure
     * @param bean the bean
     * @param i the index of the property being written
     * @throws IOException always
     */
    protected final void fail(SerializerProvider p, Exception e, Object bean, int i) throws IOException {
        wrapAndThrow(p, e, bean, _props[i].getName());
    }

    /**
     * Returns the exception Jackson's bean serializer throws on a {@link StackOverflowError}.
     *
     * @param g the generator
     * @param e the error
     * @param bean the bean
     * @param i the index of the property being written
     * @return the exception to throw
     */
    protected final JsonMappingException recursion(JsonGenerator g, StackOverflowError e, Object bean, int i) {
        JsonMappingException m = new JsonMappingException(g, "Infinite recursion (StackOverflowError)", e);
        m.prependPath(bean, _props[i].getName());
        return m;
    }
}
