/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsonFormatVisitors.JsonFormatVisitorWrapper;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.impl.IndexedListSerializer;
import com.fasterxml.jackson.databind.ser.impl.PropertySerializerMap;
import com.fasterxml.jackson.databind.ser.std.BooleanSerializer;
import com.fasterxml.jackson.databind.ser.std.MapSerializer;
import com.fasterxml.jackson.databind.ser.std.NumberSerializers;
import com.fasterxml.jackson.databind.ser.std.StdKeySerializers;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.ser.std.StringSerializer;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;

import java.io.IOException;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The kit's writing of untyped maps and lists ({@code Map} with {@code Object} or {@code String}
 * keys and {@code Object} values, {@code List<Object>}) as a document read to {@code Object} or
 * {@code Map} holds them: databind's own {@code MapSerializer} and {@code IndexedListSerializer},
 * wrapped so that, where their contextual form would take its plain loop, the entries are written
 * by one loop here. {@code String}, {@code Integer}, {@code Long}, {@code Double} and
 * {@code Boolean} values go straight to the generator with the call databind's serializer for that
 * class makes, the keys with {@code writeFieldName}; every other value through the serializer the
 * provider finds for its class, as databind's loop finds it. The bytes, the current values and the
 * exceptions (with their reference paths) are databind's.
 *
 * <p>Profile behind it: writing twitter.json's {@code Map} back, databind's map loop, its dynamic
 * key serializer and its per-value serializer look-up were 21% of the time (JFR, JDK 17; the
 * string writes 17%); a prototype of this loop wrote it in 814 against 992 us (one warm JVM,
 * median of 11 rounds). Measured: {@code EngineWriteBench}'s {@code write} rows, docs/core.md.
 *
 * <p>Databind's own serializer writes whenever anything could change the output: a map or list as
 * a bean property (the property may carry annotations), a class outside {@code java.util}, any
 * mix-in on the mapper, default typing, content inclusion other than {@code ALWAYS}, a filter,
 * sorted entries ({@code ORDER_MAP_ENTRIES_BY_KEYS} on the call, or {@code WRITE_SORTED_MAP_ENTRIES}
 * configured for {@code Map}), ignored entries configured for {@code Map}, custom key serializers,
 * a content serializer, {@code WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED} (on the call, or configured for
 * the list's class) for a one-element list, and a value serializer other than databind's for one of the five classes (that class
 * then goes through the serializer found, as databind's loop would).
 */
final class ContainerWriteModule extends Module {

    @Override
    public String getModuleName() {
        return "fastjson-kit-container-writes";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public Object getTypeId() {
        return ContainerWriteModule.class.getName();
    }

    @Override
    public void setupModule(SetupContext context) {
        context.addBeanSerializerModifier(new BeanSerializerModifier() {
            private static final long serialVersionUID = 1L;

            @Override
            public JsonSerializer<?> modifyMapSerializer(SerializationConfig config, MapType type,
                    BeanDescription beanDesc, JsonSerializer<?> serializer) {
                Class<?> key = type.getKeyType().getRawClass();
                return serializer.getClass() == MapSerializer.class && plainClass(type)
                        && (key == Object.class || key == String.class) && type.getContentType().isJavaLangObject()
                        ? new MapWriter(serializer, type.getKeyType(), null, null) : serializer;
            }

            @Override
            public JsonSerializer<?> modifyCollectionSerializer(SerializationConfig config, CollectionType type,
                    BeanDescription beanDesc, JsonSerializer<?> serializer) {
                return serializer.getClass() == IndexedListSerializer.class && plainClass(type)
                        && type.getContentType().isJavaLangObject()
                        ? new ListWriter(serializer, null) : serializer;
            }
        });
    }

    /** Whether the container's class is the JDK's (no Jackson annotations of its own). */
    private static boolean plainClass(JavaType type) {
        return type.getRawClass().getName().startsWith("java.util.");
    }

    /**
     * Whether a wrapper may write in place of the contextual serializer {@code c}: databind's
     * {@code stock} class itself, for a root or untyped value (no property, whose annotations
     * could change it), on a mapper without mix-ins.
     */
    private static boolean writesItself(SerializerProvider provider, BeanProperty property, JsonSerializer<?> c,
            Class<?> stock) {
        return property == null && c.getClass() == stock && provider.getConfig().mixInCount() == 0;
    }

    /**
     * The direct writes of the five value classes, each on where the provider's serializer for
     * the class is databind's own, and the serializers found for other classes. One per
     * contextual serializer; its look-up map is replaced, never changed, as databind's is.
     */
    static final class Values {
        private final boolean strings;
        private final boolean ints;
        private final boolean longs;
        private final boolean doubles;
        private final boolean booleans;
        private PropertySerializerMap dynamic = PropertySerializerMap.emptyForProperties();

        Values(SerializerProvider p) throws JsonMappingException {
            strings = is(p, String.class, StringSerializer.class);
            ints = is(p, Integer.class, NumberSerializers.IntegerSerializer.class);
            longs = is(p, Long.class, NumberSerializers.LongSerializer.class);
            doubles = is(p, Double.class, NumberSerializers.DoubleSerializer.class);
            booleans = is(p, Boolean.class, BooleanSerializer.class);
        }

        private static boolean is(SerializerProvider p, Class<?> type, Class<?> stock) throws JsonMappingException {
            return p.findContentValueSerializer(type, null).getClass() == stock;
        }

        /** Writes a value as databind's map and list loops write it (a null as the provider's null). */
        void write(Object v, JsonGenerator g, SerializerProvider p) throws IOException {
            if (v == null) {
                p.defaultSerializeNull(g);
                return;
            }
            Class<?> c = v.getClass();
            if (c == String.class && strings) {
                g.writeString((String) v);
            } else if (c == Integer.class && ints) {
                g.writeNumber(((Integer) v).intValue());
            } else if (c == Long.class && longs) {
                g.writeNumber(((Long) v).longValue());
            } else if (c == Boolean.class && booleans) {
                g.writeBoolean(((Boolean) v).booleanValue());
            } else if (c == Double.class && doubles) {
                g.writeNumber(((Double) v).doubleValue());
            } else {
                PropertySerializerMap m = dynamic;
                JsonSerializer<Object> s = m.serializerFor(c);
                if (s == null) {
                    PropertySerializerMap.SerializerAndMapResult r = m.findAndAddSecondarySerializer(c, p, null);
                    dynamic = r.map;
                    s = r.serializer;
                }
                s.serialize(v, g, p);
            }
        }
    }

    /** Databind's serializer, wrapped: everything but {@code serialize} and {@code createContextual} is the delegate's. */
    abstract static class Wrapper<T> extends StdSerializer<T> implements ContextualSerializer {
        private static final long serialVersionUID = 1L;
        final JsonSerializer<Object> delegate;

        @SuppressWarnings("unchecked")
        Wrapper(Class<?> type, JsonSerializer<?> delegate) {
            super(type, false);
            this.delegate = (JsonSerializer<Object>) delegate;
        }

        @Override
        public final void serializeWithType(T value, JsonGenerator g, SerializerProvider p, TypeSerializer t)
                throws IOException {
            delegate.serializeWithType(value, g, p, t);
        }

        @Override
        public final boolean isEmpty(SerializerProvider p, T value) {
            return delegate.isEmpty(p, value);
        }

        @Override
        public final JsonSerializer<?> getDelegatee() {
            return delegate;
        }

        @Override
        public final void acceptJsonFormatVisitor(JsonFormatVisitorWrapper visitor, JavaType hint)
                throws JsonMappingException {
            delegate.acceptJsonFormatVisitor(visitor, hint);
        }
    }

    /** Databind's {@code MapSerializer} for an untyped map, wrapped. */
    static final class MapWriter extends Wrapper<Map<?, ?>> {
        private static final long serialVersionUID = 1L;
        private final JavaType keyType;
        /** The contextual key serializer (for keys that are not strings); null when the delegate writes. */
        private final transient JsonSerializer<Object> keys;
        /** The values written here; null when the delegate writes everything (also after Java deserialization). */
        private final transient Values values;

        MapWriter(JsonSerializer<?> delegate, JavaType keyType, JsonSerializer<Object> keys, Values values) {
            super(Map.class, delegate);
            this.keyType = keyType;
            this.keys = keys;
            this.values = keys == null ? null : values;
        }

        @Override
        public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property)
                throws JsonMappingException {
            JsonSerializer<?> c = provider.handleSecondaryContextualization(delegate, property);
            if (!writesItself(provider, property, c, MapSerializer.class)) {
                return c;
            }
            MapSerializer m = (MapSerializer) c;
            SerializationConfig config = provider.getConfig();
            JsonIgnoreProperties.Value ignorals = config.getDefaultPropertyIgnorals(Map.class);
            boolean plain = m.getContentSerializer() == null && m.withContentInclusion(null, false) == m
                    && m.withFilterId(null) == m && m._withValueTypeSerializer(null) == m
                    && !Boolean.TRUE.equals(config.getDefaultPropertyFormat(Map.class)
                            .getFeature(JsonFormat.Feature.WRITE_SORTED_MAP_ENTRIES))
                    && (ignorals == null || ignorals.findIgnoredForSerialization().isEmpty());
            JsonSerializer<Object> keys = plain ? provider.findKeySerializer(keyType, null) : null;
            return keys != null && stringKeys(provider, keys) ? new MapWriter(c, keyType, keys, new Values(provider)) : c;
        }

        /**
         * Whether the contextual key serializer writes a {@code String} key with {@code writeFieldName}:
         * databind's {@code StringKeySerializer}, or its dynamic one finding that for {@code String}.
         */
        private static boolean stringKeys(SerializerProvider p, JsonSerializer<Object> keys) throws JsonMappingException {
            Class<?> ks = keys.getClass();
            return ks == StdKeySerializers.StringKeySerializer.class || ks == StdKeySerializers.Dynamic.class
                    && p.findKeySerializer(String.class, null).getClass() == StdKeySerializers.StringKeySerializer.class;
        }

        @Override
        public void serialize(Map<?, ?> map, JsonGenerator g, SerializerProvider p) throws IOException {
            final Values values = this.values;
            if (values == null || p.isEnabled(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)) {
                delegate.serialize(map, g, p);
                return;
            }
            g.writeStartObject(map);
            Class<?> mc = map.getClass();
            if ((mc == LinkedHashMap.class || mc == HashMap.class) && g instanceof EngineGenerator eg) {
                eg.entries().write(this, map, p);
            } else {
                Object key = null;
                try {
                    for (Map.Entry<?, ?> e : map.entrySet()) {
                        Object v = e.getValue();
                        key = e.getKey();
                        entry(key, v, g, p);
                    }
                } catch (Exception e) { // as MapSerializer: the map and key added to the reference path
                    wrapAndThrow(p, e, map, String.valueOf(key));
                }
            }
            g.writeEndObject();
        }

        /** Writes one entry: its key as databind's key serializers write it, then its value. */
        void entry(Object key, Object v, JsonGenerator g, SerializerProvider p) throws IOException {
            if (key instanceof String s) {
                g.writeFieldName(s);
            } else if (key == null) {
                p.findNullKeySerializer(keyType, null).serialize(null, g, p);
            } else {
                keys.serialize(key, g, p);
            }
            values.write(v, g, p);
        }
    }

    /**
     * The entries of a {@code HashMap} or {@code LinkedHashMap} (the classes a document read to
     * {@code Object} or {@code Map} is made of), written through the map's {@code forEach}: the
     * order of its entry set's iterator, without the iterator. One per engine generator
     * ({@link EngineGenerator#entries}), used by every map that generator writes; a nested map's
     * write puts back what the enclosing map's needs.
     *
     * <p>Why: the iterator of the entry-set loop is an object per map wherever the JIT does not
     * inline the whole loop, and in the loop of nested maps it did not: writing
     * citm_catalog.json's {@code Map} back allocated 1,284 KB per write against plain Jackson's
     * 927 KB (one 32-byte {@code LinkedEntryIterator} for each of its 10,937 objects, JFR's
     * allocation events; {@code -XX:+PrintInlining} showed {@code hasNext} left out,
     * {@code NodeCountInliningCutoff}), and on the shared 2-core VM under load that write ran at
     * 1.07-1.09 times plain Jackson's speed against 1.29-1.42 with this writer (SameJvmCheck,
     * alternated runs, JDK 17); it now allocates 934 KB.
     *
     * <p>A map changed while its entries are written (by a value's serializer) fails as the
     * iterator's loop fails, with {@code ConcurrentModificationException} wrapped with the
     * entry's key, when an entry's write changed its size; unlike the iterator's loop, also when
     * that entry is the last.
     */
    static final class EntryWriter implements BiConsumer<Object, Object> {
        private final JsonGenerator g;
        /** The map being written, its writer, size and provider; null between writes. */
        private MapWriter writer;
        private Map<?, ?> map;
        private int size;
        private SerializerProvider p;

        EntryWriter(JsonGenerator g) {
            this.g = g;
        }

        /** Writes the entries of {@code m} (a {@code HashMap} or {@code LinkedHashMap}) as {@code w} writes them. */
        void write(MapWriter w, Map<?, ?> m, SerializerProvider provider) throws IOException {
            final MapWriter w0 = writer;
            final Map<?, ?> m0 = map;
            final int size0 = size;
            final SerializerProvider p0 = p;
            writer = w;
            map = m;
            size = m.size();
            p = provider;
            try {
                m.forEach(this);
            } catch (Failed f) {
                throw f.ioe;
            } finally {
                writer = w0;
                map = m0;
                size = size0;
                p = p0;
            }
        }

        @Override
        public void accept(Object key, Object v) {
            final MapWriter w = writer;
            final SerializerProvider provider = p;
            try {
                try {
                    w.entry(key, v, g, provider);
                    if (map.size() != size) {
                        throw new ConcurrentModificationException();
                    }
                } catch (Exception e) { // as MapSerializer: the map and key added to the reference path
                    w.wrapAndThrow(provider, e, map, String.valueOf(key));
                }
            } catch (IOException e) {
                throw new Failed(e);
            }
        }
    }

    /** An entry's exception, carried through {@code forEach} (no stack trace: it never leaves {@link EntryWriter}). */
    private static final class Failed extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient IOException ioe;

        Failed(IOException ioe) {
            super(null, null, false, false);
            this.ioe = ioe;
        }
    }

    /** Databind's {@code IndexedListSerializer} for an untyped list, wrapped. */
    static final class ListWriter extends Wrapper<List<?>> {
        private static final long serialVersionUID = 1L;
        /** The values written here; null when the delegate writes everything (also after Java deserialization). */
        private final transient Values values;

        ListWriter(JsonSerializer<?> delegate, Values values) {
            super(List.class, delegate);
            this.values = values;
        }

        @Override
        public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property)
                throws JsonMappingException {
            JsonSerializer<?> c = provider.handleSecondaryContextualization(delegate, property);
            if (!writesItself(provider, property, c, IndexedListSerializer.class)) {
                return c;
            }
            IndexedListSerializer l = (IndexedListSerializer) c;
            boolean plain = l.getContentSerializer() == null
                    && provider.findTypeSerializer(l.getContentType()) == null
                    && provider.getConfig().getDefaultPropertyFormat(l.handledType())
                            .getFeature(JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED) == null;
            return plain ? new ListWriter(c, new Values(provider)) : c;
        }

        @Override
        public void serialize(List<?> list, JsonGenerator g, SerializerProvider p) throws IOException {
            final Values values = this.values;
            final int n = list.size();
            if (values == null || n == 1 && p.isEnabled(SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)) {
                delegate.serialize(list, g, p);
                return;
            }
            g.writeStartArray(list, n);
            int i = 0;
            try {
                for (; i < n; i++) {
                    values.write(list.get(i), g, p);
                }
            } catch (Exception e) { // as IndexedListSerializer: the list and index added to the reference path
                wrapAndThrow(p, e, list, i);
            }
            g.writeEndArray();
        }
    }
}
