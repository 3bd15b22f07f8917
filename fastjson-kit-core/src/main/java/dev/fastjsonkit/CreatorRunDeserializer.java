/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.annotation.JacksonStdImpl;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.CreatorProperty;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.impl.PropertyBasedCreator;
import com.fasterxml.jackson.databind.deser.impl.PropertyValueBuffer;
import dev.fastjsonkit.generated.EnumTexts;
import dev.fastjsonkit.generated.GeneratedDeserializer;
import dev.fastjsonkit.generated.KitBeanDeserializer;
import dev.fastjsonkit.generated.PropertyRun;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * databind's bean deserializer for a type it reads through a property-based creator (a record, a
 * {@code @JsonCreator} constructor or factory), reading the creator's parameters in their order
 * straight from the engine parser's input buffer when every one of them is a string, integer,
 * boolean, enum or string-list value ({@link PropertyRun}, the reads of {@link BeanRunDeserializer}),
 * and handing them to databind's own {@link PropertyValueBuffer} and creator call.
 *
 * <p>The read is all or nothing up to the last parameter: the run takes the parameters' names in
 * creator order, each with a value it reads inline, into the buffer. If it takes them all, the
 * parser is moved past them ({@link PropertyRun#endRun}) and the read goes on exactly as
 * {@code BeanDeserializer._deserializeUsingPropertyBased} goes on after assigning the last
 * parameter when no other name came before it: the next token, {@code PropertyBasedCreator.build}
 * (missing and null parameters, {@code FAIL_ON_NULL_CREATOR_PROPERTIES},
 * {@code FAIL_ON_MISSING_CREATOR_PROPERTIES}, {@code FAIL_ON_NULL_FOR_PRIMITIVES} and the creator's
 * exceptions are databind's), the current value, a null or a subtype from a factory, then
 * {@code deserialize(p, ctxt, bean)} for whatever members follow. If anything stops the run before
 * the last parameter (a name out of order, an unknown, ignored or other property first, a value
 * the run does not read inline, the end of the buffer), the run is cancelled
 * ({@link PropertyRun#cancelRun}: the parser is left at the object's {@code START_OBJECT}, as it
 * was) and databind's own {@code deserialize} reads the whole object. With any other parser,
 * databind reads. So values, exceptions (class, message, location, reference path) and the calls
 * made are databind's by construction; only the values the run takes skip jackson-core's token walk.
 *
 * <p>Why: lists of small records and {@code @JsonCreator} objects read at 0.95-0.97 of plain
 * Jackson's speed through the engine ({@code AccessModulesBench} recordList and creatorList,
 * {@code SameJvmCheck}, JDK 17): nothing of the kit applied to creator-read types, and the
 * engine's token walk is only at jackson-core's speed on short names and short integers.
 *
 * <p>Built only where databind's deserializer is its plain {@link BeanDeserializer} with a
 * property-based creator and reads nothing this class would have to copy: no delegating creator,
 * no injected values, no object identity, no views, no any-setter, no {@code @JsonUnwrapped}, no
 * external type id ({@link #readsVanillaCreator}); and, at {@link #resolve}, only when every
 * creator parameter is named, not ignored, not injected, databind's own {@link CreatorProperty}
 * with no type deserializer, found under its name by the creator, and of a kind the run reads
 * (see {@link BeanRunDeserializer#valueKind}); a {@code null} is taken for strings only where
 * databind reads it as null. Else (a nested object or a number with a fraction among the
 * parameters) every read is databind's. Marked {@link JacksonStdImpl} for the reason
 * {@link BeanRunDeserializer} is.
 */
@JacksonStdImpl
final class CreatorRunDeserializer extends KitBeanDeserializer {
    private static final long serialVersionUID = 1L;

    /** What a run call returns when it does not take its property (a null value is a value). */
    private static final Object NOT_TAKEN = new Object();

    /** What {@link #resolve} found; null where this type is read by {@link BeanDeserializer}'s own code. */
    private transient volatile Plan plan;

    /**
     * The creator parameters in creator order and how each is read; final fields, so safely shared.
     *
     * @param props the creator properties, by creator index
     * @param names their names
     * @param quoted their names, for {@link PropertyRun}
     * @param kinds how each value is taken by a run ({@link BeanRunDeserializer}'s kinds)
     * @param enums for enum parameters, the accepted texts
     * @param config the configuration the plan was made under
     * @param features its deserialization features
     */
    private record Plan(SettableBeanProperty[] props, String[] names, long[][] quoted, int[] kinds,
            EnumTexts[] enums, DeserializationConfig config, int features) {}

    /**
     * Copies databind's deserializer for the type.
     *
     * @param src databind's bean deserializer, not yet resolved
     */
    CreatorRunDeserializer(BeanDeserializerBase src) {
        super(src);
    }

    /**
     * Returns whether databind reads the type through a property-based creator with nothing this
     * class leaves out, as far as is known before {@link #resolve}; the modifier keeps databind's
     * deserializer where not.
     */
    boolean readsVanillaCreator() {
        ValueInstantiator vi = _valueInstantiator;
        return _nonStandardCreation && vi.canCreateFromObjectWith() && !vi.canCreateUsingDelegate()
                && !vi.canCreateUsingArrayDelegate() && _injectables == null && _objectIdReader == null
                && !_needViewProcesing && _anySetter == null;
    }

    /** Returns whether the reads of {@link #deserialize} take runs (else they are all databind's). */
    boolean planned() {
        return plan != null;
    }

    @Override
    public void resolve(DeserializationContext ctxt) throws JsonMappingException {
        super.resolve(ctxt);
        plan = plan(ctxt);
    }

    private Plan plan(DeserializationContext ctxt) {
        PropertyBasedCreator creator = _propertyBasedCreator;
        if (!readsVanillaCreator() || creator == null || _vanillaProcessing || _unwrappedPropertyHandler != null
                || _externalTypeIdHandler != null || _delegateDeserializer != null
                || _arrayDelegateDeserializer != null) {
            return null;
        }
        // properties() holds each parameter under its name and its aliases
        List<SettableBeanProperty> list = new ArrayList<>(new LinkedHashSet<>(creator.properties()));
        list.sort(Comparator.comparingInt(SettableBeanProperty::getCreatorIndex));
        SettableBeanProperty[] args = _valueInstantiator.getFromObjectArguments(ctxt.getConfig());
        int n = list.size();
        // a parameter missing from the lookup is ignored or an unnamed injectable: the run would
        // not assign it, and the buffer's count of those needed would differ from databind's walk
        if (n == 0 || args == null || args.length != n) {
            return null;
        }
        SettableBeanProperty[] props = list.toArray(new SettableBeanProperty[0]);
        String[] names = new String[n];
        long[][] quoted = new long[n][];
        int[] kinds = new int[n];
        EnumTexts[] enums = new EnumTexts[n];
        for (int i = 0; i < n; i++) {
            SettableBeanProperty sp = props[i];
            names[i] = sp.getName();
            if (sp.getCreatorIndex() != i || creator.findCreatorProperty(names[i]) != sp || !takes(sp)) {
                return null;
            }
            quoted[i] = EnumTexts.encode(new SerializedString(names[i]).asQuotedUTF8());
            kinds[i] = BeanRunDeserializer.valueKind(sp);
            if (kinds[i] == BeanRunDeserializer.OTHER) {
                return null;
            }
            if (kinds[i] == BeanRunDeserializer.STRING && GeneratedDeserializer.setsNull(sp)) {
                kinds[i] = BeanRunDeserializer.STRING_OR_NULL;
            }
            if (kinds[i] == BeanRunDeserializer.ENUM) {
                enums[i] = EnumTexts.of(sp, ctxt);
            }
        }
        return new Plan(props, names, quoted, kinds, enums, ctxt.getConfig(), ctxt.getDeserializationFeatures());
    }

    /** Whether databind reads creator property {@code sp} with its value deserializer alone: the run may take it. */
    private static boolean takes(SettableBeanProperty sp) {
        return sp.getClass() == CreatorProperty.class && !sp.isIgnorable() && !sp.isInjectionOnly()
                && sp.getInjectableValueId() == null && sp.getValueTypeDeserializer() == null && !sp.hasViews()
                && sp.getObjectIdInfo() == null && sp.getManagedReferenceName() == null
                && sp.getValueDeserializer() != null;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        Plan pl = plan;
        if (pl == null || !(p instanceof PropertyRun r) || !p.isExpectedStartObjectToken()
                || (ctxt.getConfig() != pl.config
                        && ((ctxt.getDeserializationFeatures() ^ pl.features) & BeanRunDeserializer.PER_CALL) != 0)
                || !r.startRun()) {
            return super.deserialize(p, ctxt);
        }
        PropertyValueBuffer buffer = take(r, pl, p, ctxt);
        if (buffer == null) {
            r.cancelRun();
            return super.deserialize(p, ctxt);
        }
        boolean closed = r.runClose();
        r.endRun(null, pl.names[pl.names.length - 1]);
        if (!closed) {
            p.nextToken(); // to the following FIELD_NAME or END_OBJECT (runClose took the brace)
        }
        return built(buffer, p, ctxt);
    }

    /**
     * Takes every creator parameter, in creator order, into a new buffer; returns it, or null if
     * the run stopped before the last (the run is then to be cancelled) or the buffer did not
     * report the last assignment as completing it.
     */
    private PropertyValueBuffer take(PropertyRun r, Plan pl, JsonParser p, DeserializationContext ctxt) {
        final SettableBeanProperty[] props = pl.props;
        final int n = props.length;
        Object v = value(r, pl, 0);
        if (v == NOT_TAKEN) {
            return null;
        }
        PropertyValueBuffer buffer = _propertyBasedCreator.startBuilding(p, ctxt, _objectIdReader);
        boolean complete = buffer.assignParameter(props[0], v);
        for (int at = 1; at < n; at++) {
            v = value(r, pl, at);
            if (v == NOT_TAKEN) {
                return null;
            }
            complete = buffer.assignParameter(props[at], v);
        }
        return complete ? buffer : null;
    }

    /** Takes parameter {@code at}'s value as its standard deserializer would return it, or returns NOT_TAKEN. */
    private static Object value(PropertyRun r, Plan pl, int at) {
        final long[] name = pl.quoted[at];
        switch (pl.kinds[at]) {
            case BeanRunDeserializer.STRING -> {
                String s = r.runString(name);
                return s == null ? NOT_TAKEN : s;
            }
            case BeanRunDeserializer.STRING_OR_NULL -> {
                String s = r.runString(name, true);
                return s == null ? NOT_TAKEN : s == PropertyRun.NULL ? null : s;
            }
            case BeanRunDeserializer.INT -> {
                long x = r.runInt(name);
                return x == Long.MIN_VALUE ? NOT_TAKEN : Integer.valueOf((int) x);
            }
            case BeanRunDeserializer.LONG -> {
                long x = r.runLong(name);
                return x == Long.MIN_VALUE ? NOT_TAKEN : Long.valueOf(x);
            }
            case BeanRunDeserializer.BOOLEAN -> {
                int z = r.runBoolean(name);
                return z < 0 ? NOT_TAKEN : z == 1 ? Boolean.TRUE : Boolean.FALSE;
            }
            case BeanRunDeserializer.ENUM -> {
                Object e = r.runEnum(name, pl.enums[at]);
                return e == null ? NOT_TAKEN : e;
            }
            case BeanRunDeserializer.STRINGS -> {
                List<String> l = r.runStrings(name, true);
                return l == null || l == PropertyRun.OPENED ? NOT_TAKEN : l;
            }
            default -> {
                return NOT_TAKEN;
            }
        }
    }

    /**
     * Goes on as {@code BeanDeserializer._deserializeUsingPropertyBased} goes on once its last
     * creator parameter is assigned with no unknown member buffered and no forward reference
     * pending, the parser at the member after that parameter's value (or the object's end).
     */
    private Object built(PropertyValueBuffer buffer, JsonParser p, DeserializationContext ctxt) throws IOException {
        Object bean;
        try {
            bean = _propertyBasedCreator.build(ctxt, buffer);
        } catch (Exception e) {
            bean = wrapInstantiationProblem(e, ctxt);
        }
        p.assignCurrentValue(bean);
        if (bean == null) {
            _handleNullFromPropsBasedCreator(p, ctxt, null, null);
            return null;
        }
        if (bean.getClass() != _beanType.getRawClass()) {
            return handlePolymorphic(p, ctxt, p.streamReadConstraints(), bean, null);
        }
        return deserialize(p, ctxt, bean);
    }
}
