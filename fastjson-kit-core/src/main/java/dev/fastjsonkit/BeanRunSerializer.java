/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializer;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import com.fasterxml.jackson.databind.ser.std.BooleanSerializer;
import com.fasterxml.jackson.databind.ser.std.EnumSerializer;
import com.fasterxml.jackson.databind.ser.std.NullSerializer;
import com.fasterxml.jackson.databind.ser.std.NumberSerializers;
import com.fasterxml.jackson.databind.ser.std.StringSerializer;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import dev.fastjsonkit.generated.FieldBytes;
import dev.fastjsonkit.generated.FieldWriter;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Field;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * databind's bean serializer for a type it writes with its plain {@link BeanSerializer}, writing
 * the type's string, {@code int}, {@code long}, {@code boolean} and enum properties to the engine's
 * generator a whole property a call ({@link FieldWriter}: {@code ,"name":} pre-encoded and the
 * value, one room check, the output context moved as jackson-core moves it), with values read by
 * lambdas over the getters ({@link BeanGetters}); every other property is written by its own
 * property writer (databind's or Blackbird's), in declared order between them.
 *
 * <p>Profile behind it: MediaItem written by the shared mapper ({@code EngineWriteBench},
 * {@code write_fastMappers}, JDK 17, JFR with {@code DebugNonSafepoints}) spent 24% in the
 * generator's {@code writeFieldName(SerializableString)}, 24% in {@code writeString}, 13% in
 * Blackbird's {@code int} property writer, and the bean serializer's loop called five property
 * writer classes through one call site; the enum values went through {@code EnumSerializer} and
 * {@code EnumValues} (4%).
 *
 * <p>Where it falls back: the whole type is databind's where the serializer has an object id, a
 * property filter or an any-getter (checked by the module), and for a call whose generator is not
 * the engine's or does not write whole properties ({@link FieldWriter#writesFields()}: a pretty
 * printer, numbers as strings, other escaping, {@code writeValueAsString}), with an active view
 * where databind filters properties by view, or with other enum features than the type was planned
 * under ({@code WRITE_ENUMS_USING_TO_STRING}, {@code WRITE_ENUMS_USING_INDEX}). A property is its
 * writer's where the writer is not databind's or Blackbird's plain class, where its serializer is
 * not databind's standard one for its type, or where it has a type serializer, a serialization
 * type, an inclusion rule other than {@code ALWAYS} or {@code NON_NULL}, or a name longer than
 * {@link FieldBytes#MAX_LENGTH} bytes encoded. After such a property the generator is asked again
 * whether it writes whole properties. Nulls of string and enum properties are written by their
 * null serializer ({@code null} pre-encoded for databind's {@link NullSerializer}) or left out, as
 * the property writer does. Failures are wrapped by databind's own {@code wrapAndThrow} with the
 * property's name, as its bean serializer wraps them.
 */
final class BeanRunSerializer extends BeanSerializer {
    private static final long serialVersionUID = 1L;

    static final int OTHER = 0;
    static final int STRING = 1;
    static final int INT = 2;
    static final int LONG = 3;
    static final int BOOLEAN = 4;
    static final int ENUM = 5;

    /** The per-call features the enum tables depend on: {@code EnumSerializer} reads them per call. */
    private static final int PER_CALL = SerializationFeature.WRITE_ENUMS_USING_TO_STRING.getMask()
            | SerializationFeature.WRITE_ENUMS_USING_INDEX.getMask();

    /**
     * A getter of Jackson 2.18's {@code BeanSerializerBase._anyGetterWriter}, written after the
     * properties there; null from 2.19 on, where the any-getter is one of the properties (and so
     * written by its own writer here).
     */
    private static final MethodHandle ANY_GETTER = anyGetterField();

    /** What {@link #resolve} found; null where the type is written by databind's own loop. */
    private transient volatile Plan plan;

    /**
     * The properties in write order, and the configuration the enum tables were made under.
     *
     * @param props per property, how it is written
     * @param names per property, its name ({@link FieldWriter}'s {@code names})
     * @param enums whether any property is written from an enum table
     * @param config the configuration at resolution
     * @param features its serialization features
     */
    private record Plan(Prop[] props, String[] names, boolean enums, SerializationConfig config, int features) {}

    /** One property: its writer, its kind, its getter and its pre-encoded bytes. Immutable. */
    private static final class Prop {
        final BeanPropertyWriter writer;
        final int kind;
        final String name;
        final Object getter;
        final byte[] encoded;
        final int length;
        final byte[] trueField;
        final byte[] falseField;
        /** Null where the null serializer is not databind's {@code NullSerializer}. */
        final byte[] nullField;
        /** Null where a null value is left out. */
        final JsonSerializer<Object> nullSerializer;
        final byte[][] enumFields;

        Prop(BeanPropertyWriter writer) {
            this.writer = writer;
            kind = OTHER;
            name = writer.getName();
            getter = null;
            encoded = null;
            length = 0;
            trueField = falseField = nullField = null;
            nullSerializer = null;
            enumFields = null;
        }

        Prop(BeanPropertyWriter writer, int kind, Object getter, byte[][] enumFields, JsonSerializer<Object> nullSer) {
            this.writer = writer;
            this.kind = kind;
            SerializableString n = writer.getSerializedName();
            name = n.getValue();
            this.getter = getter;
            encoded = FieldBytes.of(n, "");
            length = FieldBytes.length(encoded);
            trueField = kind == BOOLEAN ? FieldBytes.of(n, "true") : null;
            falseField = kind == BOOLEAN ? FieldBytes.of(n, "false") : null;
            nullSerializer = nullSer;
            nullField = nullSer != null && nullSer.getClass() == NullSerializer.class ? FieldBytes.of(n, "null") : null;
            this.enumFields = enumFields;
        }
    }

    /**
     * Copies databind's serializer for the type.
     *
     * @param src databind's bean serializer, not yet resolved
     */
    BeanRunSerializer(BeanSerializerBase src) {
        super(src);
    }

    /** Whether {@link #resolve} planned whole-property writes for the type (for tests). */
    boolean planned() {
        return plan != null;
    }

    @Override
    public void resolve(SerializerProvider provider) throws JsonMappingException {
        super.resolve(provider);
        plan = plan(provider);
    }

    private static MethodHandle anyGetterField() {
        try {
            Field f = BeanSerializerBase.class.getDeclaredField("_anyGetterWriter");
            return MethodHandles.lookup().findGetter(BeanRunSerializer.class, f.getName(), f.getType());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private Plan plan(SerializerProvider provider) {
        if (_objectIdWriter != null || _propertyFilterId != null || _props.length == 0 || hasAnyGetterField()) {
            return null;
        }
        Prop[] props = new Prop[_props.length];
        String[] names = new String[_props.length];
        boolean fast = false;
        boolean enums = false;
        for (int i = 0; i < props.length; i++) {
            props[i] = prop(_props[i], provider);
            names[i] = props[i].name;
            fast |= props[i].kind != OTHER;
            enums |= props[i].kind == ENUM;
        }
        SerializationConfig config = provider.getConfig();
        return fast ? new Plan(props, names, enums, config, config.getSerializationFeatures()) : null;
    }

    private boolean hasAnyGetterField() {
        try {
            return ANY_GETTER != null && ANY_GETTER.invoke(this) != null;
        } catch (Throwable e) {
            return true;
        }
    }

    /** How property {@code w} is written: only where its own writer would write exactly these bytes. */
    private static Prop prop(BeanPropertyWriter w, SerializerProvider provider) {
        Prop other = new Prop(w);
        if (!PropertyState.plain(w)) {
            return other;
        }
        PropertyState st = new PropertyState(w);
        if (st.suppressable() != null || w.getTypeSerializer() != null || w.isUnwrapping()
                || w.getSerializationType() != null || w.getSerializedName().getClass() != SerializedString.class
                || FieldBytes.of(w.getSerializedName(), "true") == null) { // the longest pre-encoded property
            return other;
        }
        JsonSerializer<Object> s = w.getSerializer();
        if (s == null) {
            return other;
        }
        Class<?> raw = w.getMember().getRawType();
        Class<?> sc = s.getClass();
        if (raw == String.class && sc == StringSerializer.class) {
            return new Prop(w, STRING, BeanGetters.objects(w), null, st.nullSerializer());
        }
        if (raw == int.class && sc == NumberSerializers.IntegerSerializer.class) {
            return new Prop(w, INT, BeanGetters.ints(w), null, null);
        }
        if (raw == long.class && sc == NumberSerializers.LongSerializer.class) {
            return new Prop(w, LONG, BeanGetters.longs(w), null, null);
        }
        if (raw == boolean.class && sc == BooleanSerializer.class) {
            return new Prop(w, BOOLEAN, BeanGetters.booleans(w), null, null);
        }
        if (raw.isEnum() && sc == EnumSerializer.class) {
            byte[][] fields = FieldBytes.enumFields(w.getSerializedName(), enumStrings(raw, s, provider));
            if (fields != null) {
                return new Prop(w, ENUM, BeanGetters.objects(w), fields, st.nullSerializer());
            }
        }
        return other;
    }

    /**
     * Returns, by ordinal, the string the property's enum serializer writes for each constant under
     * the provider's features, or null if it writes one as anything but a string.
     */
    private static SerializableString[] enumStrings(Class<?> type, JsonSerializer<Object> s, SerializerProvider provider) {
        Object[] constants = type.getEnumConstants();
        SerializableString[] out = new SerializableString[constants.length];
        try {
            for (int i = 0; i < constants.length; i++) {
                TokenBuffer tb = new TokenBuffer(null, false);
                s.serialize(constants[i], tb, provider);
                try (JsonParser p = tb.asParser()) {
                    if (p.nextToken() != JsonToken.VALUE_STRING) {
                        return null;
                    }
                    out[i] = new SerializedString(p.getText());
                    if (p.nextToken() != null) {
                        return null;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return out;
    }

    @Override
    protected void serializeFields(Object bean, JsonGenerator gen, SerializerProvider provider) throws IOException {
        Plan pl = plan;
        if (pl == null || !(gen instanceof FieldWriter f) || !f.writesFields()
                || (_filteredProps != null && provider.getActiveView() != null)
                || (pl.enums && provider.getConfig() != pl.config
                        && ((provider.getConfig().getSerializationFeatures() ^ pl.features) & PER_CALL) != 0)) {
            super.serializeFields(bean, gen, provider);
            return;
        }
        final Prop[] props = pl.props;
        final String[] names = pl.names;
        int i = 0;
        int rest = -1;
        try {
            loop:
            for (final int n = props.length; i < n; i++) {
                Prop p = props[i];
                switch (p.kind) {
                    case STRING -> {
                        Object v = ((Function<Object, Object>) p.getter).apply(bean);
                        if (v != null) {
                            f.writeStringField(names, i, p.encoded, p.length, (String) v);
                        } else if (p.nullSerializer != null && !writeNull(p, names, i, gen, provider, f)) {
                            rest = i + 1;
                            break loop;
                        }
                    }
                    case INT -> f.writeIntField(names, i, p.encoded, p.length,
                            ((ToIntFunction<Object>) p.getter).applyAsInt(bean));
                    case LONG -> f.writeLongField(names, i, p.encoded, p.length,
                            ((ToLongFunction<Object>) p.getter).applyAsLong(bean));
                    case BOOLEAN -> {
                        byte[] e = ((Predicate<Object>) p.getter).test(bean) ? p.trueField : p.falseField;
                        f.writeEncodedField(names, i, e, FieldBytes.length(e));
                    }
                    case ENUM -> {
                        Object v = ((Function<Object, Object>) p.getter).apply(bean);
                        if (v != null) {
                            byte[] e = p.enumFields[((Enum<?>) v).ordinal()];
                            f.writeEncodedField(names, i, e, FieldBytes.length(e));
                        } else if (p.nullSerializer != null && !writeNull(p, names, i, gen, provider, f)) {
                            rest = i + 1;
                            break loop;
                        }
                    }
                    default -> {
                        f.endRun(); // the property writer's code may hold the context
                        p.writer.serializeAsField(bean, gen, provider);
                        if (!f.writesFields()) {
                            rest = i + 1;
                            break loop;
                        }
                    }
                }
            }
        } catch (Exception e) {
            wrapAndThrow(provider, e, bean, props[i].name);
            return;
        } catch (StackOverflowError e) {
            throw recursion(gen, e, bean, props[i].name);
        } finally {
            f.endRun();
        }
        if (rest >= 0) {
            writeRest(bean, gen, provider, props, rest);
        }
    }

    /**
     * Writes the properties from {@code from} on with their own writers, once the generator no
     * longer writes whole properties, failures wrapped as {@link #serializeFields} wraps them.
     */
    private void writeRest(Object bean, JsonGenerator gen, SerializerProvider provider, Prop[] props, int from)
            throws IOException {
        int k = from;
        try {
            for (; k < props.length; k++) {
                props[k].writer.serializeAsField(bean, gen, provider);
            }
        } catch (Exception e) {
            wrapAndThrow(provider, e, bean, props[k].name);
        } catch (StackOverflowError e) {
            throw recursion(gen, e, bean, props[k].name);
        }
    }

    /** The exception databind's bean serializer throws on a {@link StackOverflowError} while writing property {@code name}. */
    private static JsonMappingException recursion(JsonGenerator gen, StackOverflowError e, Object bean, String name) {
        JsonMappingException m = new JsonMappingException(gen, "Infinite recursion (StackOverflowError)", e);
        m.prependPath(bean, name);
        return m;
    }

    /**
     * Writes property {@code p}'s null with its null serializer; returns whether the generator
     * still writes whole properties.
     */
    private static boolean writeNull(Prop p, String[] names, int i, JsonGenerator gen, SerializerProvider provider,
            FieldWriter f) throws IOException {
        if (p.nullField != null) {
            f.writeEncodedField(names, i, p.nullField, FieldBytes.length(p.nullField));
            return true;
        }
        gen.writeFieldName(p.writer.getSerializedName());
        p.nullSerializer.serialize(null, gen, provider);
        return f.writesFields();
    }

    /**
     * A copy of a property writer made to read its inclusion state, which databind keeps in
     * protected fields only: the value it suppresses and its null serializer. Never writes.
     */
    private static final class PropertyState extends BeanPropertyWriter {
        private static final long serialVersionUID = 1L;

        PropertyState(BeanPropertyWriter w) {
            super(w);
        }

        /** Whether {@code w} writes as databind's own property writer does: databind's class or Blackbird's. */
        static boolean plain(BeanPropertyWriter w) {
            Class<?> c = w.getClass();
            return c == BeanPropertyWriter.class || (c.getName().startsWith(BeanGetters.BLACKBIRD_WRITER)
                    && c.getName().endsWith("PropertyWriter"));
        }

        Object suppressable() {
            return _suppressableValue;
        }

        JsonSerializer<Object> nullSerializer() {
            return _nullSerializer;
        }
    }
}
