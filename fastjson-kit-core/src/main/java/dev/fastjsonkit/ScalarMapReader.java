/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonTokenId;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.BeanDeserializerFactory;
import com.fasterxml.jackson.databind.deser.ResolvableDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.deser.std.MapDeserializer;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.type.MapType;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A {@code Map<String, V>} deserializer, wrapped, for {@code V} one of {@code Double},
 * {@code Integer}, {@code Long}, {@code String} and {@code Boolean}: when the parser is the kit's
 * engine, the whole object is read in one scan of its input buffer ({@link EngineParser#scanMap})
 * into the map databind's {@code MapDeserializer} would build, and everything else (another
 * parser, a null or a value needing a coercion, any byte the scan does not take) goes to the
 * wrapped deserializer from the untouched parser.
 *
 * <p>The scan is only used where databind's own {@code MapDeserializer} for the same type and
 * property (the wrapped one, or, for the kit's hand-written {@code Map<String, Double>} reader, the
 * one databind builds without modules) has the standard String key deserializer, databind's own
 * value deserializer and no value type deserializer, creator, or ignored or included names, and
 * makes a {@code LinkedHashMap} or {@code HashMap}. The values are what those deserializers make
 * of each value's natural token, so equal; the keys are the parser's canonical names, as
 * {@code nextFieldName()} returns them. Measured on USD.json's bean ({@code Map<String, Double>} of
 * 162 rates): reading through the token walk took 84% of the read, in {@code nextFieldName} and
 * the double's text (JFR).
 */
final class ScalarMapReader extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;

    private static final String STD = "com.fasterxml.jackson.databind.deser.std.";
    private static final String CODEC_MAP = "dev.fastjsonkit.codec.StringKeyMapDeserializer";

    private final MapType type;
    /** The values' kind ({@link ContainerScan#DOUBLES} ...), or 0 where the scan is not used. */
    private final int kind;
    private final boolean linked;
    private final boolean intsAsDoubles;
    /** Size of the last map read: a benign race, only a capacity hint. */
    private int lastSize;

    private ScalarMapReader(JsonDeserializer<?> d, MapType type, int kind, boolean linked, boolean intsAsDoubles) {
        super(d);
        this.type = type;
        this.kind = kind;
        this.linked = linked;
        this.intsAsDoubles = intsAsDoubles;
    }

    /** Returns {@code d} wrapped if it is databind's or the kit's deserializer of a map this reads, else {@code d}. */
    static JsonDeserializer<?> wrap(MapType type, JsonDeserializer<?> d) {
        boolean ours = d.getClass() == MapDeserializer.class || d.getClass().getName().equals(CODEC_MAP);
        Class<?> raw = type.getRawClass();
        boolean jdk = raw == Map.class || raw == LinkedHashMap.class || raw == HashMap.class;
        return ours && jdk && type.getKeyType().getRawClass() == String.class && kindOf(type.getContentType().getRawClass()) != 0
                ? new ScalarMapReader(d, type, 0, true, false) : d;
    }

    private static int kindOf(Class<?> c) {
        return c == Double.class ? ContainerScan.DOUBLES
                : c == Integer.class ? ContainerScan.INTS
                : c == Long.class ? ContainerScan.LONGS
                : c == String.class ? ContainerScan.STRINGS
                : c == Boolean.class ? ContainerScan.BOOLEANS : 0;
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> d) {
        return new ScalarMapReader(d, type, 0, true, false);
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws JsonMappingException {
        JsonDeserializer<?> d = ctxt.handleSecondaryContextualization(_delegatee, property, type);
        MapDeserializer std = d.getClass() == MapDeserializer.class ? (MapDeserializer) d : databinds(ctxt, property);
        Settings s = std != null ? new Settings(std) : null;
        boolean ints = ctxt.findCoercionAction(LogicalType.Float, Double.class, CoercionInputShape.Integer)
                == CoercionAction.TryConvert;
        return s == null ? newDelegatingInstance(d)
                : new ScalarMapReader(d, type, s.kind(), s.valueClass() != HashMap.class, ints);
    }

    /** databind's own deserializer for this type and property, as it builds it without modules. */
    private MapDeserializer databinds(DeserializationContext ctxt, BeanProperty property) throws JsonMappingException {
        JsonDeserializer<?> d = BeanDeserializerFactory.instance.createMapDeserializer(ctxt, type,
                ctxt.getConfig().introspect(type));
        if (d instanceof ResolvableDeserializer r) {
            r.resolve(ctxt);
        }
        d = ctxt.handleSecondaryContextualization(d, property, type);
        return d instanceof MapDeserializer m ? m : null;
    }

    /** Whether maps are scanned (else every read goes to the wrapped deserializer). */
    boolean scans() {
        return kind != 0;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (kind != 0 && p.currentTokenId() == JsonTokenId.ID_START_OBJECT && p instanceof EngineParser e) {
            int n = lastSize;
            Map<String, Object> m = !linked ? new HashMap<>()
                    : n <= 12 ? new LinkedHashMap<>() : new LinkedHashMap<>(n + (n >> 1));
            if (e.scanMap(m, kind, intsAsDoubles) != EngineParser.NOT_SCANNED) {
                lastSize = m.size();
                return m;
            }
        }
        return _delegatee.deserialize(p, ctxt);
    }

    /** Reads a {@code MapDeserializer}'s settings (its fields are protected). */
    private static final class Settings extends MapDeserializer {
        private static final long serialVersionUID = 1L;

        Settings(MapDeserializer d) {
            super(d);
        }

        /** The values' kind if the scan reads this deserializer's maps, else 0. */
        int kind() {
            if (!_standardStringKey || _valueTypeDeserializer != null || _inclusionChecker != null
                    || _propertyBasedCreator != null || _delegateDeserializer != null || !_hasDefaultCreator
                    || _valueDeserializer == null || _containerType.getKeyType().getRawClass() != String.class) {
                return 0;
            }
            Class<?> v = valueClass();
            if (v != LinkedHashMap.class && v != HashMap.class) {
                return 0;
            }
            String n = _valueDeserializer.getClass().getName();
            int k = kindOf(_containerType.getContentType().getRawClass());
            String expected = switch (k) {
                case ContainerScan.DOUBLES -> STD + "NumberDeserializers$DoubleDeserializer";
                case ContainerScan.INTS -> STD + "NumberDeserializers$IntegerDeserializer";
                case ContainerScan.LONGS -> STD + "NumberDeserializers$LongDeserializer";
                case ContainerScan.BOOLEANS -> STD + "NumberDeserializers$BooleanDeserializer";
                case ContainerScan.STRINGS -> STD + "StringDeserializer";
                default -> null;
            };
            return n.equals(expected) ? k : 0;
        }

        /** The class the value instantiator makes, if it is databind's own for a JDK map. */
        Class<?> valueClass() {
            if (_valueInstantiator == null
                    || !_valueInstantiator.getClass().getName().startsWith("com.fasterxml.jackson.databind.deser.")) {
                return null;
            }
            return _valueInstantiator.getValueClass();
        }
    }
}
