/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
import com.fasterxml.jackson.databind.deser.impl.MethodProperty;
import com.fasterxml.jackson.databind.deser.impl.PropertyBasedCreator;
import com.fasterxml.jackson.databind.deser.impl.PropertyValueBuffer;
import com.fasterxml.jackson.databind.deser.std.StdValueInstantiator;
import com.fasterxml.jackson.databind.introspect.AnnotatedConstructor;
import com.fasterxml.jackson.databind.util.TokenBuffer;
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
 * databind's bean deserializer for a type it reads through a property-based constructor (a
 * record's, a {@code @JsonCreator} constructor), reading the creator's parameters in their order
 * straight from the engine parser's input buffer while each is a string, integer, boolean, enum or
 * string-list value ({@link PropertyRun}, the reads of {@link BeanRunDeserializer}) and handing them
 * to databind's own {@link PropertyValueBuffer} and creator call.
 *
 * <p>The run takes the parameters' names in creator order, each with a value it reads inline, and
 * assigns each to the buffer as databind's loop would. When the last is assigned, the parser is
 * moved past them ({@link PropertyRun#endRun}) and the read goes on as
 * {@code BeanDeserializer._deserializeUsingPropertyBased} goes on after assigning its last
 * parameter: the next token, {@code PropertyBasedCreator.build} (missing and null parameters,
 * {@code FAIL_ON_NULL_CREATOR_PROPERTIES}, {@code FAIL_ON_MISSING_CREATOR_PROPERTIES},
 * {@code FAIL_ON_NULL_FOR_PRIMITIVES} and the creator's exceptions are databind's), the current
 * value, then {@code deserialize(p, ctxt, bean)} for whatever members follow. When anything stops the run earlier (a name out of order, an unknown, ignored or
 * other member, a value the run does not read inline, the end of the buffer), the parser is moved
 * past the parameters taken and the read goes on with that method's loop, written out here
 * statement for statement ({@link #rest}) with the branches a planned type cannot take left out;
 * if the run took nothing, databind's own {@code deserialize} reads the whole object. With any
 * other parser, databind reads. Values, exceptions (class, message, location, reference path) and
 * the calls made are databind's (differential tests: {@code CreatorRunDeserializerTest}).
 *
 * <p>Why: lists of small records and {@code @JsonCreator} objects read at 0.95-0.97 of plain
 * Jackson's speed through the engine ({@code AccessModulesBench} recordList and creatorList,
 * {@code SameJvmCheck}, JDK 17): nothing of the kit applied to creator-read types, and the
 * engine's token walk is only at jackson-core's speed on short names and short integers. A first
 * version that, when the run stopped early, put the parser back and let databind read the whole
 * object again read such objects at 0.68-0.73 of plain Jackson's speed (eight parameters, the
 * last two swapped or the last a quoted number): the work of the parameters taken, done twice.
 *
 * <p>Built only where databind's deserializer is its plain {@link BeanDeserializer} with a
 * property-based creator that is a constructor called by databind's own
 * {@code StdValueInstantiator}, and reads nothing this class would have to copy: no delegating creator,
 * no injected values, no object identity, no views, no any-setter ({@link #readsVanillaCreator}),
 * no {@code @JsonUnwrapped}, no external type id; and, at {@link #resolve}, only when every
 * creator parameter is named, not ignored, not injected and found under its name by the creator,
 * and every other property (a setter or field besides the creator) is of a kind the run reads
 * (see {@link BeanRunDeserializer#valueKind}) with no type deserializer and no {@code @JsonMerge}:
 * none reads object ids, whose forward references databind's loop handles with a class of its own.
 * Why constructors only and no merging: those are where the loop differs across the Jackson
 * versions the kit supports. A static factory may return null, which databind 2.19 on handles in
 * {@code _handleNullFromPropsBasedCreator} and 2.18 in other code; a merging property is buffered
 * by {@code bufferMergingProperty} from 2.20 on only. Without them, {@link #rest} is the loop of
 * 2.18.12, 2.21.4, 2.22.4 and 2.23.0 alike (compared in their sources and bytecode). The run takes a
 * parameter that is databind's own {@link CreatorProperty} with no type deserializer and of such
 * a kind; of any other parameter (a nested object, a number with a fraction, a custom
 * deserializer) it takes the name and the opening bracket at most, and databind's loop reads on
 * from there. A {@code null} is taken where databind reads it as null (strings, boxed numbers and
 * booleans, not under {@code @JsonSetter(nulls = ...)} or such a default; a primitive's null is
 * databind's, see {@link PropertyRun#runNullAfterMiss}).
 * Marked {@link JacksonStdImpl} for the reason {@link BeanRunDeserializer} is.
 */
@JacksonStdImpl
final class CreatorRunDeserializer extends KitBeanDeserializer {
    private static final long serialVersionUID = 1L;

    /** What a run call returns when it does not take its property (a null value is a value). */
    private static final Object NOT_TAKEN = new Object();
    /** What a run call returns when it takes only a list's name and opening bracket. */
    private static final Object OPENED = new Object();

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
     * @param nulls whether a {@code null} is taken for a parameter of a kind other than STRING (its
     *     reading gives null for it, see {@link GeneratedDeserializer#setsNull}: boxed numbers and
     *     booleans, objects); primitives' nulls are databind's (FAIL_ON_NULL_FOR_PRIMITIVES)
     * @param config the configuration the plan was made under
     * @param features its deserialization features
     */
    private record Plan(SettableBeanProperty[] props, String[] names, long[][] quoted, int[] kinds,
            EnumTexts[] enums, boolean[] nulls, DeserializationConfig config, int features) {}

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
        return _nonStandardCreation && vi.getClass() == StdValueInstantiator.class && vi.canCreateFromObjectWith()
                && vi.getWithArgsCreator() instanceof AnnotatedConstructor && !vi.canCreateUsingDelegate()
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
        boolean[] nulls = new boolean[n];
        for (int i = 0; i < n; i++) {
            SettableBeanProperty sp = props[i];
            names[i] = sp.getName();
            // rest() leaves out databind's branch for injection-only parameters
            if (sp.getCreatorIndex() != i || creator.findCreatorProperty(names[i]) != sp || sp.isIgnorable()
                    || sp.isInjectionOnly() || sp.getInjectableValueId() != null) {
                return null;
            }
            quoted[i] = EnumTexts.encode(new SerializedString(names[i]).asQuotedUTF8());
            // any other parameter: the run takes its name and opening bracket, databind's loop the rest
            kinds[i] = takes(sp) ? BeanRunDeserializer.valueKind(sp) : BeanRunDeserializer.OTHER;
            if (GeneratedDeserializer.setsNull(sp)) {
                if (kinds[i] == BeanRunDeserializer.STRING) {
                    kinds[i] = BeanRunDeserializer.STRING_OR_NULL;
                } else {
                    nulls[i] = true;
                }
            }
            if (kinds[i] == BeanRunDeserializer.ENUM) {
                enums[i] = EnumTexts.of(sp, ctxt);
            }
        }
        // rest() leaves out databind's handling of an unresolved object id reference from a
        // property that is not a parameter (a class of databind's own): no such property may read
        // object ids. A parameter's name (with no aliases) always finds the parameter first.
        for (SettableBeanProperty sp : _beanProperties) {
            boolean parameter = sp instanceof CreatorProperty && !_beanProperties.hasAliases()
                    && creator.findCreatorProperty(sp.getName()) != null;
            if (!parameter && (sp.getValueTypeDeserializer() != null || sp.getObjectIdInfo() != null
                    || sp.getValueDeserializer() == null || sp.getMetadata().getMergeInfo() != null
                    || BeanRunDeserializer.valueKind(sp) == BeanRunDeserializer.OTHER)) {
                return null;
            }
        }
        return new Plan(props, names, quoted, kinds, enums, nulls, ctxt.getConfig(), ctxt.getDeserializationFeatures());
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
        final SettableBeanProperty[] props = pl.props;
        final int n = props.length;
        Object v = value(r, pl, 0);
        if (v == NOT_TAKEN) {
            r.endRun(null, null); // nothing taken: the parser stays at the START_OBJECT
            return super.deserialize(p, ctxt);
        }
        // databind makes the buffer at the first name; making it holds no state of the parser
        final PropertyValueBuffer buffer = _propertyBasedCreator.startBuilding(p, ctxt, _objectIdReader);
        if (v == OPENED) {
            r.endRun(null, pl.names[0]);
            return rest(buffer, pl.names[0], p, ctxt);
        }
        int at = 0;
        while (true) {
            boolean complete = buffer.assignParameter(props[at], v);
            at++;
            if (complete) {
                boolean closed = r.runClose();
                r.endRun(null, pl.names[at - 1]);
                if (!closed) {
                    p.nextToken(); // to the following FIELD_NAME or END_OBJECT (runClose took the brace)
                }
                return built(buffer, p, ctxt, null);
            }
            if (at == n || (v = value(r, pl, at)) == NOT_TAKEN) {
                r.endRun(null, pl.names[at - 1]);
                return rest(buffer, null, p, ctxt);
            }
            if (v == OPENED) {
                r.endRun(null, pl.names[at]);
                return rest(buffer, pl.names[at], p, ctxt);
            }
        }
    }

    /**
     * Takes parameter {@code at}'s value as its standard deserializer would return it; returns
     * NOT_TAKEN if the run did not take it, OPENED if it took only the name and the opening bracket
     * (a string list with other elements, or an object or array of a parameter of another kind).
     */
    private static Object value(PropertyRun r, Plan pl, int at) {
        Object v = typed(r, pl, at);
        return v == NOT_TAKEN && pl.nulls[at] && r.runNullAfterMiss(pl.quoted[at]) ? null : v;
    }

    /** Takes parameter {@code at}'s value if it is of its kind and not null, as {@link #value}. */
    private static Object typed(PropertyRun r, Plan pl, int at) {
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
                return l == null ? NOT_TAKEN : l == PropertyRun.OPENED ? OPENED : l;
            }
            default -> {
                return r.runOpen(name) ? OPENED : NOT_TAKEN;
            }
        }
    }

    /**
     * Reads on as {@code BeanDeserializer._deserializeUsingPropertyBased} reads on from its loop,
     * statement for statement, with the branches this type cannot take left out (object id, views,
     * injection-only parameters, any-setter, merging, a creator's null or subtype: see
     * {@link #readsVanillaCreator} and {@link #plan}; no forward reference is pending, and none can
     * arise: no property of the type reads object ids). Members that are neither parameters nor
     * properties are databind's {@link #otherMember}.
     * The parser is at the last value the run took, or with {@code opened} at the value of that
     * parameter, whose name and opening bracket the run took.
     */
    private Object rest(PropertyValueBuffer buffer, String opened, JsonParser p, DeserializationContext ctxt)
            throws IOException {
        final PropertyBasedCreator creator = _propertyBasedCreator;
        TokenBuffer unknown = null;
        JsonToken t = opened != null ? JsonToken.FIELD_NAME : p.nextToken();
        for (; t == JsonToken.FIELD_NAME; t = p.nextToken()) {
            String propName;
            if (opened != null) {
                propName = opened;
                opened = null;
            } else {
                propName = p.currentName();
                p.nextToken(); // to point to value
            }
            final SettableBeanProperty creatorProp = creator.findCreatorProperty(propName);
            if (buffer.readIdProperty(propName) && creatorProp == null) {
                continue;
            }
            if (creatorProp != null) {
                Object value = _deserializeWithErrorWrapping(p, ctxt, creatorProp);
                if (buffer.assignParameter(creatorProp, value)) {
                    p.nextToken(); // to move to following FIELD_NAME/END_OBJECT
                    return built(buffer, p, ctxt, unknown);
                }
                continue;
            }
            SettableBeanProperty prop = _beanProperties.find(propName);
            if (prop != null && (!_beanType.isRecordType() || prop instanceof MethodProperty)) {
                buffer.bufferProperty(prop, _deserializeWithErrorWrapping(p, ctxt, prop));
                continue;
            }
            unknown = otherMember(p, ctxt, propName, unknown);
        }
        // END_OBJECT: not every parameter was given
        Object bean;
        try {
            bean = creator.build(ctxt, buffer);
        } catch (Exception e) {
            return wrapInstantiationProblem(e, ctxt);
        }
        p.assignCurrentValue(bean); // a constructor made it: not null, of the type itself (see readsVanillaCreator)
        return unknown == null ? bean : handleUnknownProperties(ctxt, bean, unknown);
    }

    /**
     * Goes on as {@code BeanDeserializer._deserializeUsingPropertyBased} goes on once its last
     * creator parameter is assigned (no forward reference pending, and a constructor's bean, which
     * is never null nor a subtype), the parser at the member after that parameter's value (or the
     * object's end).
     */
    private Object built(PropertyValueBuffer buffer, JsonParser p, DeserializationContext ctxt, TokenBuffer unknown)
            throws IOException {
        Object bean;
        try {
            bean = _propertyBasedCreator.build(ctxt, buffer);
        } catch (Exception e) {
            bean = wrapInstantiationProblem(e, ctxt);
        }
        p.assignCurrentValue(bean); // a constructor made it: not null, of the type itself (see readsVanillaCreator)
        if (unknown != null) {
            bean = handleUnknownProperties(ctxt, bean, unknown);
        }
        return deserialize(p, ctxt, bean);
    }
}
