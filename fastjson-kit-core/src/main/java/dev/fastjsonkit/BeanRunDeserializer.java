/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.annotation.JacksonStdImpl;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.CreatorProperty;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.impl.FieldProperty;
import com.fasterxml.jackson.databind.deser.impl.MethodProperty;
import com.fasterxml.jackson.databind.deser.std.EnumDeserializer;
import dev.fastjsonkit.generated.EnumTexts;
import dev.fastjsonkit.generated.GeneratedDeserializer;
import dev.fastjsonkit.generated.PropertyRun;
import dev.fastjsonkit.generated.KitBeanDeserializer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * databind's bean deserializer for a type it reads with a no-argument constructor and setters (or
 * fields), reading the properties in the order the type declares them: runs of string, integer,
 * boolean, enum and string-list values, and nulls of strings databind reads as null (MediaItem's
 * {@code "copyright":null} ended the run and cost its read about 15%, thread CPU), straight from
 * the engine parser's input buffer
 * ({@link PropertyRun}, the reads generated codecs use), set through the properties databind made
 * (Blackbird's when it is registered); every other value, any name out of that order, unknown and
 * ignored names, other nulls and anything the run does not take go to databind's own code for that
 * property or name, from a parser left exactly where jackson-core's own walk would have left it.
 * With another parser (a {@code TokenBuffer}, jackson-core's), names are matched in the same order
 * with {@code nextFieldName(SerializableString)}, as Blackbird's deserializer matches them.
 *
 * <p>Profile behind it: MediaItem read by the shared mapper spent 35% in jackson-core's
 * {@code nextFieldName(SerializableString)} (the name compare and the value after it) and 20% in
 * its value strings (JFR, JDK 17, Jackson 2.23); the run compares each name as eight-byte words
 * and takes the value in the same pass.
 *
 * <p>Built only where databind's deserializer is its plain one or Blackbird's and reads vanilla
 * (no creator with arguments, no injected values, no object identity, no views, no
 * {@code @JsonUnwrapped} or external type ids); a property with a custom or typed deserializer,
 * {@code @JsonView}, {@code @JsonMerge}, {@code @JacksonInject}, a managed reference or object
 * identity is read by databind's own property code. Values, exceptions (class, message,
 * location, reference path) and the calls made on the bean are databind's.
 *
 * <p>Marked {@link JacksonStdImpl}, as databind's own deserializers are: Blackbird keeps its
 * generated setter for a property only while the property's deserializer is a standard one (or
 * its own bean deserializer), and without the mark every property of such a type in another bean
 * went back to reflection ({@code MethodProperty}: MediaItem's {@code media}). databind itself
 * reads the mark only for the deserializers of strings, keys and untyped values.
 */
@JacksonStdImpl
final class BeanRunDeserializer extends KitBeanDeserializer {
    private static final long serialVersionUID = 1L;

    static final int OTHER = 0;
    static final int STRING = 1;
    static final int INT = 2;
    static final int LONG = 3;
    static final int BOOLEAN = 4;
    static final int ENUM = 5;
    static final int STRINGS = 6;
    /** A string whose {@code null} databind reads as null and sets. */
    static final int STRING_OR_NULL = 7;

    private static final String STRING_DESERIALIZER = "com.fasterxml.jackson.databind.deser.std.StringDeserializer";
    private static final String INT_DESERIALIZER =
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$IntegerDeserializer";
    private static final String LONG_DESERIALIZER =
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$LongDeserializer";
    private static final String BOOLEAN_DESERIALIZER =
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$BooleanDeserializer";
    /** Blackbird's properties set through a generated lambda; their {@code set} is the setter call. */
    private static final String BLACKBIRD_PROPERTY = "com.fasterxml.jackson.module.blackbird.deser.Settable";

    /** The per-call features the enum tables depend on (see {@link EnumTexts#of(SettableBeanProperty, DeserializationContext)}). */
    static final int PER_CALL = DeserializationFeature.READ_ENUMS_USING_TO_STRING.getMask();

    /** What {@link #resolve} found; null where this type is read by {@link BeanDeserializer}'s own code. */
    private transient volatile Plan plan;

    /**
     * The properties in declared order and how each is read; final fields, so safely shared.
     *
     * @param props the properties
     * @param names their names
     * @param encoded their names, for {@code nextFieldName(SerializableString)}
     * @param quoted their names, for {@link PropertyRun}
     * @param kinds how each value is taken by a run
     * @param enums for enum properties, the accepted texts
     * @param index each name's position
     * @param config the configuration the plan was made under
     * @param features its deserialization features
     */
    private record Plan(SettableBeanProperty[] props, String[] names, SerializedString[] encoded, long[][] quoted,
            int[] kinds, EnumTexts[] enums, Map<String, Integer> index, DeserializationConfig config, int features) {}

    /**
     * Copies databind's deserializer for the type.
     *
     * @param src databind's (or Blackbird's) bean deserializer, not yet resolved
     */
    BeanRunDeserializer(BeanDeserializerBase src) {
        super(src);
    }

    /**
     * Returns whether databind reads the type in its vanilla way (the only way this class reads);
     * the modifier keeps databind's deserializer where not.
     */
    boolean readsVanilla() {
        return _vanillaProcessing && _injectables == null && _objectIdReader == null && !_needViewProcesing
                && _beanProperties.size() > 0;
    }

    @Override
    public void resolve(DeserializationContext ctxt) throws JsonMappingException {
        super.resolve(ctxt);
        plan = plan(ctxt);
    }

    private Plan plan(DeserializationContext ctxt) {
        if (!readsVanilla() || _unwrappedPropertyHandler != null || _externalTypeIdHandler != null
                || _delegateDeserializer != null || _arrayDelegateDeserializer != null) {
            return null;
        }
        List<SettableBeanProperty> list = new ArrayList<>();
        // declared order (properties() iterates in hash order); a removed property leaves a null
        for (SettableBeanProperty sp : _beanProperties.getPropertiesInInsertionOrder()) {
            if (sp == null) {
                continue;
            }
            if (sp instanceof CreatorProperty) {
                return null;
            }
            list.add(sp);
        }
        int n = list.size();
        SettableBeanProperty[] props = list.toArray(new SettableBeanProperty[0]);
        String[] names = new String[n];
        SerializedString[] encoded = new SerializedString[n];
        long[][] quoted = new long[n][];
        int[] kinds = new int[n];
        EnumTexts[] enums = new EnumTexts[n];
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            names[i] = props[i].getName();
            encoded[i] = new SerializedString(names[i]);
            quoted[i] = EnumTexts.encode(encoded[i].asQuotedUTF8());
            kinds[i] = kind(props[i]);
            if (kinds[i] == STRING && GeneratedDeserializer.setsNull(props[i])) {
                kinds[i] = STRING_OR_NULL;
            }
            if (kinds[i] == ENUM) {
                enums[i] = EnumTexts.of(props[i], ctxt);
            }
            index.putIfAbsent(names[i], i);
        }
        return new Plan(props, names, encoded, quoted, kinds, enums, index, ctxt.getConfig(),
                ctxt.getDeserializationFeatures());
    }

    /** How a run takes property {@code sp}'s value: only where databind's own code would set exactly that value. */
    private static int kind(SettableBeanProperty sp) {
        Class<?> pc = sp.getClass();
        if (!(pc == MethodProperty.class || pc == FieldProperty.class || pc.getName().startsWith(BLACKBIRD_PROPERTY))
                || sp.getValueTypeDeserializer() != null || sp.hasViews() || sp.getMetadata().getMergeInfo() != null
                || sp.getInjectableValueId() != null || sp.getManagedReferenceName() != null
                || sp.getObjectIdInfo() != null) {
            return OTHER;
        }
        return valueKind(sp);
    }

    /**
     * How a run takes property {@code sp}'s value, judged by its type and value deserializer only
     * (the caller checks the property itself): STRING, INT, LONG, BOOLEAN, ENUM or STRINGS where
     * databind's standard deserializer for that type reads it, else OTHER. Also used by
     * {@link CreatorRunDeserializer} for creator parameters.
     */
    static int valueKind(SettableBeanProperty sp) {
        JsonDeserializer<Object> d = sp.getValueDeserializer();
        if (d == null) {
            return OTHER;
        }
        Class<?> raw = sp.getType().getRawClass();
        String dc = d.getClass().getName();
        if (raw == String.class && dc.equals(STRING_DESERIALIZER)) {
            return STRING;
        }
        if ((raw == int.class || raw == Integer.class) && dc.equals(INT_DESERIALIZER)) {
            return INT;
        }
        if ((raw == long.class || raw == Long.class) && dc.equals(LONG_DESERIALIZER)) {
            return LONG;
        }
        if ((raw == boolean.class || raw == Boolean.class) && dc.equals(BOOLEAN_DESERIALIZER)) {
            return BOOLEAN;
        }
        if (raw.isEnum() && d.getClass() == EnumDeserializer.class) {
            return ENUM;
        }
        if (raw.isAssignableFrom(ArrayList.class) && GeneratedDeserializer.standardStringList(d)) {
            return STRINGS;
        }
        return OTHER;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        Plan pl = plan;
        if (pl == null || !p.isExpectedStartObjectToken() || (ctxt.getConfig() != pl.config
                && ((ctxt.getDeserializationFeatures() ^ pl.features) & PER_CALL) != 0)) {
            return super.deserialize(p, ctxt);
        }
        final Object b = _valueInstantiator.createUsingDefault(ctxt);
        p.assignCurrentValue(b);
        final PropertyRun r = p instanceof PropertyRun ? (PropertyRun) p : null;
        final SettableBeanProperty[] props = pl.props;
        final int n = props.length;
        int at = 0;
        while (at < n) {
            boolean open = false;
            if (r != null && r.startRun()) {
                boolean closed = false;
                final int from = at;
                at = run(r, pl, b, at, ctxt);
                String last; // the last property taken, if any (the run keeps no name)
                if (at < 0) {
                    at = ~at;
                    open = true;
                    last = pl.names[at];
                } else {
                    last = at > from ? pl.names[at - 1] : null;
                    if (at == n) {
                        closed = r.runClose();
                    }
                }
                r.endRun(b, last);
                if (closed) {
                    return b;
                }
                if (at == n) {
                    break;
                }
            }
            if (!open) {
                if (!p.nextFieldName(pl.encoded[at])) {
                    return rest(b, at, p.currentToken() == JsonToken.FIELD_NAME ? p.currentName() : null, p, ctxt, pl);
                }
                p.nextToken();
            }
            try {
                props[at].deserializeAndSet(p, ctxt, b);
            } catch (Exception e) {
                wrapAndThrow(e, b, pl.names[at], ctxt);
            }
            at++;
        }
        String name = p.nextFieldName();
        return name == null ? b : rest(b, n, name, p, ctxt, pl);
    }

    /**
     * Takes properties from {@code at} on while the run takes them, setting each; returns the index
     * of the first not taken, or its complement when the run took that property's name and opening
     * bracket (the parser then ends at the bracket). A setter that fails is reported as databind
     * reports it, from the parser at that property's value, where jackson-core's walk would be.
     */
    private int run(PropertyRun r, Plan pl, Object b, int at, DeserializationContext ctxt) throws IOException {
        final SettableBeanProperty[] props = pl.props;
        final int[] kinds = pl.kinds;
        final long[][] quoted = pl.quoted;
        final String[] names = pl.names;
        for (final int n = props.length; at < n; at++) {
            try {
            switch (kinds[at]) {
                case STRING -> {
                    String s = r.runString(quoted[at]);
                    if (s == null) {
                        return at;
                    }
                    props[at].set(b, s);
                }
                case STRING_OR_NULL -> {
                    String s = r.runString(quoted[at], true);
                    if (s == null) {
                        return at;
                    }
                    props[at].set(b, s == PropertyRun.NULL ? null : s);
                }
                case INT -> {
                    long v = r.runInt(quoted[at]);
                    if (v == Long.MIN_VALUE) {
                        return at;
                    }
                    props[at].set(b, (int) v);
                }
                case LONG -> {
                    long v = r.runLong(quoted[at]);
                    if (v == Long.MIN_VALUE) {
                        return at;
                    }
                    props[at].set(b, v);
                }
                case BOOLEAN -> {
                    int z = r.runBoolean(quoted[at]);
                    if (z < 0) {
                        return at;
                    }
                    props[at].set(b, z == 1 ? Boolean.TRUE : Boolean.FALSE);
                }
                case ENUM -> {
                    Object e = r.runEnum(quoted[at], pl.enums[at]);
                    if (e == null) {
                        return at;
                    }
                    props[at].set(b, e);
                }
                case STRINGS -> {
                    List<String> l = r.runStrings(quoted[at], true);
                    if (l == null) {
                        return at;
                    }
                    if (l == PropertyRun.OPENED) {
                        return ~at;
                    }
                    props[at].set(b, l);
                }
                default -> {
                    return r.runOpen(quoted[at]) ? ~at : at;
                }
            }
            } catch (Exception e) {
                r.endRun(b, names[at]); // taken, then its set failed
                wrapAndThrow(withLocation(e, (JsonParser) r), b, names[at], ctxt);
            }
        }
        return at;
    }

    /**
     * Returns what a property's {@code deserializeAndSet} would have thrown where its {@code set}
     * threw {@code e}: databind's {@code MethodProperty} and {@code FieldProperty} and Blackbird's
     * properties report a failing setter through {@code SettableBeanProperty._throwAsIOE}, which
     * makes a {@link JsonMappingException} from the parser they are given, and {@code set} gives
     * none, so its exception has no location. Such an exception is made again from {@code p}, now
     * at the property's value as jackson-core's walk would be, with the same message and cause;
     * any other (what the setter threw, passed on unchanged) is returned as it is.
     */
    private static Exception withLocation(Exception e, JsonParser p) {
        if (!(e instanceof JsonMappingException x) || x.getProcessor() != null) {
            return e;
        }
        StackTraceElement[] st = x.getStackTrace();
        for (int k = 0; k < st.length && k < 4; k++) {
            if (st[k].getMethodName().equals("_throwAsIOE")
                    && st[k].getClassName().equals(SettableBeanProperty.class.getName())) {
                return JsonMappingException.from(p, x.getOriginalMessage(), x.getCause());
            }
        }
        return e;
    }

    /**
     * Reads from name {@code name} on, as databind's vanilla read does: the next declared name by
     * byte comparison, any other by lookup (aliases included), unknown names through databind's
     * handling; {@code next} is the property expected next.
     */
    private Object rest(Object b, int next, String name, JsonParser p, DeserializationContext ctxt, Plan pl)
            throws IOException {
        final int n = pl.props.length;
        for (; name != null; name = nextName(p, next, pl)) {
            p.nextToken();
            SettableBeanProperty sp;
            if (next < n && name == pl.names[next]) {
                sp = pl.props[next++];
            } else {
                sp = _beanProperties.find(name);
                if (sp == null) {
                    handleUnknownVanilla(p, ctxt, b, name);
                    continue;
                }
                Integer i = pl.index.get(sp.getName());
                next = i == null ? n : i + 1;
            }
            try {
                sp.deserializeAndSet(p, ctxt, b);
            } catch (Exception e) {
                wrapAndThrow(e, b, name, ctxt);
            }
        }
        return b;
    }

    /**
     * Moves to the next name and returns it, or null at the object's end: the expected one as the
     * very string in {@code names} (which {@link #rest} recognizes), any other as the parser gives it.
     */
    private static String nextName(JsonParser p, int next, Plan pl) throws IOException {
        if (next < pl.props.length) {
            if (p.nextFieldName(pl.encoded[next])) {
                return pl.names[next];
            }
            return p.currentToken() == JsonToken.FIELD_NAME ? p.currentName() : null;
        }
        return p.nextFieldName();
    }
}
