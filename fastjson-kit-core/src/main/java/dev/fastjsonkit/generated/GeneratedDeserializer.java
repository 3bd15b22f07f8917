/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.CreatorProperty;
import com.fasterxml.jackson.databind.deser.NullValueProvider;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.impl.NullsConstantProvider;
import com.fasterxml.jackson.databind.deser.impl.PropertyValueBuffer;
import com.fasterxml.jackson.databind.deser.std.StringCollectionDeserializer;
import com.fasterxml.jackson.databind.util.AccessPattern;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * The base of every generated deserializer: Jackson's own {@link BeanDeserializer} for the type,
 * whose {@code deserialize} the generated reads replace once {@link #resolve} has checked that the
 * mapper's configuration and Jackson's view of the type match what the processor saw. Unknown and
 * ignored properties, missing creator arguments, nulls and every token a generated fast path does
 * not expect go to the same Jackson code the bean deserializer calls, so values and exceptions are
 * the same. For use by generated code only.
 */
public abstract class GeneratedDeserializer extends KitBeanDeserializer {
    private static final long serialVersionUID = 1L;

    private final String[] names;
    private final PropertyKind[] kinds;
    private final int[] params;
    private final boolean creator;
    private final Map<String, Integer> lookup = new HashMap<>();
    private final SerializableString[] encoded;
    /**
     * The deserialization features a generated fast path depends on, checked per call against those
     * the codec was built under: the enum names are taken from the mapper's own enum deserializer.
     * Every other feature is read per call by the Jackson code the codec hands tokens to.
     */
    private static final int PER_CALL = DeserializationFeature.READ_ENUMS_USING_TO_STRING.getMask();

    private transient volatile String stepAside = "not resolved yet";
    private transient DeserializationConfig config;
    private transient int features;
    private transient SettableBeanProperty[] props;
    private transient SettableBeanProperty[] creatorProps;
    private transient EnumTexts[] enums;
    private transient boolean[] isoInstant;
    private transient boolean[] stringLists;
    private transient boolean[] nullStrings;

    /**
     * Creates the deserializer over Jackson's own.
     *
     * @param src Jackson's bean deserializer for the type
     * @param names the JSON names in the expected order
     * @param aliases per property, its {@code @JsonAlias} names (may be empty)
     * @param kinds how each property is read
     * @param params per property, its creator parameter index, or -1 for a setter or field; all
     *     -1 for a type made with its no-argument constructor
     */
    protected GeneratedDeserializer(BeanDeserializerBase src, String[] names, String[][] aliases,
            PropertyKind[] kinds, int[] params) {
        super(src);
        this.names = names;
        this.kinds = kinds;
        this.params = params;
        boolean c = false;
        encoded = new SerializableString[names.length];
        for (int i = 0; i < names.length; i++) {
            c |= params[i] >= 0;
            encoded[i] = new SerializedString(names[i]);
            lookup.put(names[i], i);
            for (String a : aliases[i]) {
                lookup.putIfAbsent(a, i);
            }
        }
        creator = c;
    }

    /**
     * Returns a new instance made with the no-argument constructor (types without a creator).
     *
     * @return the new bean
     */
    protected abstract Object newBean();

    /**
     * Reads the current value token into property {@code i} of {@code bean} (types without a
     * creator).
     *
     * @param i the property index
     * @param bean the bean
     * @param p the parser, at the value
     * @param c the context
     * @throws IOException as Jackson's property would
     */
    protected abstract void readInto(int i, Object bean, JsonParser p, DeserializationContext c) throws IOException;

    /**
     * Reads the current value token of creator property {@code i}.
     *
     * @param i the property index
     * @param p the parser, at the value
     * @param c the context
     * @return the value, boxed
     * @throws IOException as Jackson's property would
     */
    protected abstract Object read(int i, JsonParser p, DeserializationContext c) throws IOException;

    /**
     * Calls the creator with arguments in parameter order.
     *
     * @param args the arguments
     * @return the new instance
     */
    protected abstract Object create(Object[] args);

    /**
     * Returns why this deserializer steps aside to Jackson's own, or null if it serves the type.
     *
     * @return the reason, or null
     */
    public final String stepAsideReason() {
        return stepAside;
    }

    @Override
    public void resolve(DeserializationContext ctxt) throws JsonMappingException {
        super.resolve(ctxt);
        String why = plan(ctxt);
        config = ctxt.getConfig();
        features = ctxt.getDeserializationFeatures();
        stepAside = why;
    }

    @SuppressWarnings("unchecked")
    private String plan(DeserializationContext ctxt) throws JsonMappingException {
        String why = Fits.deserialization(ctxt.getConfig(), handledType());
        if (why != null) {
            return why;
        }
        if (_anySetter != null) {
            return "@JsonAnySetter";
        }
        if (_unwrappedPropertyHandler != null) {
            return "@JsonUnwrapped";
        }
        if (_externalTypeIdHandler != null) {
            return "type information (@JsonTypeInfo)";
        }
        if (_objectIdReader != null) {
            return "object identity (@JsonIdentityInfo)";
        }
        if (_injectables != null) {
            return "@JacksonInject";
        }
        if (_needViewProcesing) {
            return "@JsonView on a property";
        }
        if (_delegateDeserializer != null || _arrayDelegateDeserializer != null) {
            return "a delegating creator";
        }
        if (creator ? _propertyBasedCreator == null : !_vanillaProcessing) {
            return creator ? "Jackson does not read this type through the creator the codec was generated for"
                    : "Jackson does not read this type with a no-argument constructor and setters";
        }
        props = new SettableBeanProperty[names.length];
        int settable = 0;
        for (Iterator<SettableBeanProperty> it = properties(); it.hasNext(); ) {
            SettableBeanProperty sp = it.next();
            if (!(sp instanceof CreatorProperty)) {
                settable++;
            }
        }
        int expectedSettable = 0;
        for (int i = 0; i < names.length; i++) {
            SettableBeanProperty sp = params[i] >= 0 ? _propertyBasedCreator.findCreatorProperty(names[i])
                    : findProperty(names[i]);
            if (params[i] < 0) {
                expectedSettable++;
            }
            if (sp == null || (params[i] >= 0 && sp.getCreatorIndex() != params[i])) {
                return "Jackson does not read property '" + names[i] + "' as the codec was generated to";
            }
            if (sp.getValueTypeDeserializer() != null) {
                return "property '" + names[i] + "' carries type information (@JsonTypeInfo)";
            }
            // getMetadata().getMergeInfo() and getInjectableValueId() exist on every supported Jackson
            // (isMerging() and getInjectionDefinition() only from 2.19 on)
            if (sp.hasViews() || sp.getMetadata().getMergeInfo() != null || sp.getInjectableValueId() != null) {
                return "property '" + names[i] + "' uses @JsonView, @JsonMerge or @JacksonInject";
            }
            if (sp.getNullValueProvider() != null
                    && NullsConstantProvider.isSkipper(sp.getNullValueProvider())) {
                return "property '" + names[i] + "' skips nulls (@JsonSetter(nulls = SKIP))";
            }
            JsonDeserializer<Object> d = sp.getValueDeserializer();
            PropertyKind k = kinds[i];
            if (k.deserializer != null && (d == null || !d.getClass().getName().equals(k.deserializer))) {
                return "property '" + names[i] + "' is read by " + (d == null ? "no deserializer" : d.getClass().getName())
                        + ", not Jackson's standard " + k.name().toLowerCase() + " deserializer";
            }
            props[i] = sp;
        }
        if (settable != expectedSettable) {
            return "Jackson reads " + settable + " settable properties, the codec was generated for "
                    + expectedSettable + " (a setter-less collection, a private or final field, or a mix-in)";
        }
        if (creator) {
            if (expectedSettable > 0) {
                return "properties set after a creator are left to Jackson";
            }
            // properties() is a name lookup's values (aliases included), not in parameter order
            creatorProps = new SettableBeanProperty[names.length];
            for (SettableBeanProperty cp : _propertyBasedCreator.properties()) {
                int at = cp.getCreatorIndex();
                if (at < 0 || at >= creatorProps.length || (creatorProps[at] != null && creatorProps[at] != cp)) {
                    return "Jackson's creator takes other parameters than the codec was generated for";
                }
                creatorProps[at] = cp;
            }
        }
        enums = new EnumTexts[names.length];
        isoInstant = new boolean[names.length];
        stringLists = new boolean[names.length];
        nullStrings = new boolean[names.length];
        for (int i = 0; i < names.length; i++) {
            nullStrings[i] = kinds[i] == PropertyKind.STRING && setsNull(props[i]);
            stringLists[i] = kinds[i] == PropertyKind.OTHER && standardStringList(props[i].getValueDeserializer());
            if (kinds[i] == PropertyKind.ENUM) {
                enums[i] = EnumTexts.of(props[i], ctxt);
            }
            // jsr310's shared default: ISO_INSTANT, no @JsonFormat or config override, default
            // JavaTimeFeatures; for a canonical UTC string it returns ISO_INSTANT's value, unadjusted
            isoInstant[i] = kinds[i] == PropertyKind.INSTANT && (Object) props[i].getValueDeserializer() == InstantDeserializer.INSTANT;
        }
        return null;
    }

    /**
     * Returns whether {@code d} is Jackson's own {@code StringCollectionDeserializer} making an
     * {@code ArrayList} with no content deserializer: for an array of strings it returns a new
     * {@code ArrayList} of them, whatever its null and coercion settings.
     *
     * @param d a property's value deserializer, or null
     * @return whether it is that deserializer
     */
    public static boolean standardStringList(JsonDeserializer<?> d) {
        if (d == null || d.getClass() != StringCollectionDeserializer.class) {
            return false;
        }
        StringCollectionDeserializer s = (StringCollectionDeserializer) (Object) d;
        return s.getContentDeserializer() == null && s.getValueInstantiator() != null
                && s.getValueInstantiator().getClass().getName().equals(
                        "com.fasterxml.jackson.databind.deser.impl.JDKValueInstantiators$ArrayListInstantiator");
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!serves(p, ctxt)) {
            return super.deserialize(p, ctxt);
        }
        return creator ? readWithCreator(p, ctxt) : rest(newInstance(ctxt), 0, nextName(p, 0), p, ctxt);
    }

    /**
     * Returns whether the generated reads serve this call: the codec was resolved to serve, the
     * parser is at a {@code START_OBJECT}, and the call runs under the configuration the codec was
     * built for, or one that differs only in features the generated reads do not depend on and has
     * no active view.
     *
     * @param p the parser
     * @param ctxt the context
     * @return true if the generated reads serve, false to call Jackson's own {@link #jackson}
     */
    protected final boolean serves(JsonParser p, DeserializationContext ctxt) {
        return stepAside == null && p.isExpectedStartObjectToken() && (ctxt.getConfig() == config
                || (((ctxt.getDeserializationFeatures() ^ features) & PER_CALL) == 0 && ctxt.getActiveView() == null));
    }

    /**
     * Returns the parser as a {@link PropertyRun} when it is the kit's engine parser, which reads
     * runs of simple properties straight from its input buffer; null for any other parser (the
     * generated code then reads every property through the parser's token methods).
     *
     * @param p the parser
     * @return the parser as a run reader, or null
     */
    protected static PropertyRun propertyRun(JsonParser p) {
        return p instanceof PropertyRun ? (PropertyRun) p : null;
    }

    /**
     * Encodes a property name for {@link PropertyRun}: element 0 is the number of bytes compared
     * (the name's quoted UTF-8 bytes and the closing quote), then those bytes eight to a word,
     * little-endian, zero padded (the layout the engine compares against its input words).
     *
     * @param name the pre-encoded name
     * @return the encoded name
     */
    protected static long[] runName(SerializableString name) {
        return EnumTexts.encode(name.asQuotedUTF8());
    }

    /**
     * Returns enum property {@code i}'s constants by the texts the mapper's enum deserializer
     * accepts for them (see {@link #readEnum}).
     *
     * @param i the property index
     * @return the constants by text
     */
    protected final EnumTexts enumConstants(int i) {
        return enums[i];
    }

    /**
     * Returns whether list property {@code i} may be taken whole by {@link PropertyRun#runStrings}:
     * the mapper reads it with Jackson's standard string list deserializer into an {@code ArrayList}.
     *
     * @param i the property index
     * @return whether the run may take the list whole
     */
    protected final boolean stringList(int i) {
        return stringLists[i];
    }

    /**
     * Returns whether a run may take a {@code null} for string property {@code i}
     * ({@link PropertyRun#runString(long[], boolean)}): Jackson reads a null there as null.
     *
     * @param i the property index
     * @return whether the run may take a null
     */
    protected final boolean nullString(int i) {
        return nullStrings[i];
    }

    /**
     * Returns whether Jackson's property reads a {@code null} as null, and sets it: its null value
     * provider's value is always null and it does not skip nulls (its value deserializer's, unless
     * {@code @JsonSetter(nulls = ...)} or the mapper's defaults configure another).
     *
     * @param sp the property
     * @return whether a null is read as null and set
     */
    public static boolean setsNull(SettableBeanProperty sp) {
        NullValueProvider np = sp.getNullValueProvider();
        return np != null && !NullsConstantProvider.isSkipper(np) && np.getNullAccessPattern() == AccessPattern.ALWAYS_NULL;
    }

    /**
     * Reads the value with Jackson's own bean deserializer.
     *
     * @param p the parser
     * @param ctxt the context
     * @return the value
     * @throws IOException as Jackson's bean deserializer would
     */
    protected final Object jackson(JsonParser p, DeserializationContext ctxt) throws IOException {
        return super.deserialize(p, ctxt);
    }

    /**
     * Returns a new bean: the no-argument constructor, or if it throws, Jackson's instantiator (which
     * reports the failure as Jackson does).
     *
     * @param ctxt the context
     * @return the bean
     * @throws IOException as Jackson's instantiator would
     */
    private Object newInstance(DeserializationContext ctxt) throws IOException {
        try {
            return newBean();
        } catch (RuntimeException e) {
            return instantiate(ctxt);
        }
    }

    /**
     * Makes the bean through Jackson's instantiator, after the generated constructor call threw.
     *
     * @param ctxt the context
     * @return the bean
     * @throws IOException as Jackson's instantiator would
     */
    protected final Object instantiate(DeserializationContext ctxt) throws IOException {
        return _valueInstantiator.createUsingDefault(ctxt);
    }

    /**
     * Continues a generated in-order read whose property {@code next} was not the next name: the
     * parser is at the name found instead, or at the {@code END_OBJECT}.
     *
     * @param bean the bean, with properties before {@code next} set
     * @param next the index of the property that was expected
     * @param p the parser
     * @param ctxt the context
     * @return the bean
     * @throws IOException as Jackson's bean deserializer would
     */
    protected final Object stopped(Object bean, int next, JsonParser p, DeserializationContext ctxt) throws IOException {
        return rest(bean, next, p.currentToken() == JsonToken.FIELD_NAME ? p.currentName() : null, p, ctxt);
    }

    /**
     * Finishes a generated in-order read that has set every property: reads any further names (unknown,
     * ignored or repeated properties) up to the {@code END_OBJECT}.
     *
     * @param bean the bean
     * @param p the parser, at the last property's value
     * @param ctxt the context
     * @return the bean
     * @throws IOException as Jackson's bean deserializer would
     */
    protected final Object end(Object bean, JsonParser p, DeserializationContext ctxt) throws IOException {
        String name = p.nextFieldName();
        return name == null ? bean : rest(bean, names.length, name, p, ctxt);
    }

    /**
     * The generic read loop from property name {@code name} on: in-order names by byte comparison, any
     * other order by lookup, unknown names as Jackson's vanilla bean deserializer handles them.
     */
    private Object rest(Object bean, int next, String name, JsonParser p, DeserializationContext ctxt)
            throws IOException {
        boolean first = next == 0;
        for (; name != null; name = nextName(p, next)) {
            int i = indexOf(name, next);
            if (first) {
                p.assignCurrentValue(bean);
                first = false;
            }
            p.nextToken();
            if (i < 0) {
                handleUnknownVanilla(p, ctxt, bean, name);
                continue;
            }
            try {
                readInto(i, bean, p, ctxt);
            } catch (Exception e) {
                wrapAndThrow(e, bean, name, ctxt);
            }
            next = i + 1;
        }
        return bean;
    }

    /**
     * Moves to the next property name and returns it, or null at the end of the object. The
     * expected name is matched with {@code nextFieldName(SerializableString)} (a byte comparison)
     * and then returned as the very string in {@code names}, which {@link #indexOf} recognizes.
     */
    private String nextName(JsonParser p, int next) throws IOException {
        if (next < names.length) {
            if (p.nextFieldName(encoded[next])) {
                return names[next];
            }
            return p.currentToken() == JsonToken.FIELD_NAME ? p.currentName() : null;
        }
        return p.nextFieldName();
    }

    /** The index of property {@code name}: the expected one, else a lookup (aliases included); -1 if unknown. */
    private int indexOf(String name, int next) {
        if (next < names.length && name == names[next]) {
            return next;
        }
        Integer at = lookup.get(name);
        return at == null ? -1 : at;
    }

    private Object readWithCreator(JsonParser p, DeserializationContext ctxt) throws IOException {
        PropertyValueBuffer buffer = _propertyBasedCreator.startBuilding(p, ctxt, null);
        TokenBuffer unknown = null;
        int next = 0;
        for (String name; (name = nextName(p, next)) != null; ) {
            int i = indexOf(name, next);
            p.nextToken();
            if (i >= 0) {
                Object value = null;
                try {
                    value = read(i, p, ctxt);
                } catch (Exception e) {
                    wrapAndThrow(e, _beanType.getRawClass(), props[i].getName(), ctxt);
                }
                next = i + 1;
                if (buffer.assignParameter(props[i], value)) {
                    p.nextToken();
                    Object bean = build(buffer, ctxt);
                    p.assignCurrentValue(bean);
                    if (unknown != null) {
                        bean = handleUnknownProperties(ctxt, bean, unknown);
                    }
                    return deserialize(p, ctxt, bean);
                }
                continue;
            }
            unknown = otherMember(p, ctxt, name, unknown);
        }
        Object bean = build(buffer, ctxt);
        p.assignCurrentValue(bean);
        if (unknown != null) {
            return handleUnknownProperties(ctxt, bean, unknown);
        }
        return bean;
    }

    /**
     * Calls the creator directly; if it throws, calls it again through Jackson's instantiator so the
     * failure is reported exactly as Jackson reports it.
     */
    private Object build(PropertyValueBuffer buffer, DeserializationContext ctxt) throws IOException {
        try {
            Object[] args = buffer.getParameters(creatorProps);
            try {
                return create(args);
            } catch (RuntimeException e) {
                return _valueInstantiator.createFromObjectWith(ctxt, args);
            }
        } catch (Exception e) {
            return wrapInstantiationProblem(e, ctxt);
        }
    }

    /**
     * Reads the current token of property {@code i} with the mapper's own deserializer for it,
     * exactly as Jackson's property does (nulls, coercions, errors).
     *
     * @param i the property index
     * @param p the parser, at the value
     * @param c the context
     * @return the value
     * @throws IOException as Jackson's property would
     */
    protected final Object slow(int i, JsonParser p, DeserializationContext c) throws IOException {
        return props[i].deserialize(p, c);
    }

    /**
     * Reads {@code Instant} property {@code i}: a canonical UTC ISO string inline (see
     * {@link IsoInstants}) when the mapper uses jsr310's default {@code InstantDeserializer}, every
     * other token and text through the property's own deserializer.
     *
     * @param i the property index
     * @param p the parser, at the value
     * @param c the context
     * @return the value
     * @throws IOException as Jackson's property would
     */
    protected final Object readInstant(int i, JsonParser p, DeserializationContext c) throws IOException {
        if (isoInstant[i] && p.hasToken(JsonToken.VALUE_STRING)) {
            Object v = IsoInstants.parse(p.getText());
            if (v != null) {
                return v;
            }
        }
        return props[i].deserialize(p, c);
    }

    /**
     * Reads enum property {@code i}: a known name from the table built once, else Jackson's own
     * enum deserializer.
     *
     * @param i the property index
     * @param p the parser, at the value
     * @param c the context
     * @return the value
     * @throws IOException as Jackson's property would
     */
    protected final Object readEnum(int i, JsonParser p, DeserializationContext c) throws IOException {
        if (p.hasToken(JsonToken.VALUE_STRING)) {
            Object v = enums[i].get(p.getText());
            if (v != null) {
                return v;
            }
        }
        return props[i].deserialize(p, c);
    }
}
