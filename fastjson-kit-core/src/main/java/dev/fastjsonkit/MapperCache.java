/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.util.LRUMap;
import java.lang.reflect.Type;
import java.util.Objects;
import java.util.function.Function;

/**
 * Cached {@link ObjectReader}s and {@link ObjectWriter}s of one mapper, so that a hot path does
 * not resolve a reader or writer per call.
 *
 * <p>Readers and writers for a {@link Class} live in {@link ClassValue}s: one entry per class,
 * dropped with the class, so the cache neither grows without bound nor keeps a web application's
 * class loader alive once this cache is unreachable. Readers and writers for a generic type
 * ({@link TypeReference}) live in Jackson's {@link LRUMap}, bounded to {@value #MAX_GENERIC_TYPES}
 * types each, least recently used first out; Jackson's own {@code TypeFactory} cache is bounded in
 * the same way.
 *
 * <p>Thread-safe. Get instances from {@link FastMappers#reader(Class)} and friends (the shared
 * mapper) or {@link FastMappers#cache(ObjectMapper)} (your own mapper).
 */
public final class MapperCache {
    /** How many generic types the reader cache and the writer cache each keep. */
    public static final int MAX_GENERIC_TYPES = 512;

    private final ObjectMapper mapper;
    private final ClassValue<ObjectReader> readers = new ClassValue<>() {
        @Override
        protected ObjectReader computeValue(Class<?> type) {
            return mapper.readerFor(type);
        }
    };
    private final ClassValue<ObjectWriter> writers = new ClassValue<>() {
        @Override
        protected ObjectWriter computeValue(Class<?> type) {
            return mapper.writerFor(type);
        }
    };
    private final LRUMap<Type, ObjectReader> genericReaders = new LRUMap<>(16, MAX_GENERIC_TYPES);
    private final LRUMap<Type, ObjectWriter> genericWriters = new LRUMap<>(16, MAX_GENERIC_TYPES);

    MapperCache(ObjectMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    /**
     * Returns the mapper's reader for {@code type}, made on the first call for that class.
     *
     * @param type the class to read; not null
     * @return the same instance on every call for the same class
     * @throws NullPointerException if {@code type} is null
     */
    public ObjectReader reader(Class<?> type) {
        return readers.get(Objects.requireNonNull(type, "type"));
    }

    /**
     * Returns the mapper's reader for a generic type; a plain class goes to {@link #reader(Class)}.
     *
     * @param type the type to read; not null
     * @return the same instance for equal types while the type stays in the bounded cache
     * @throws NullPointerException if {@code type} is null
     */
    public ObjectReader reader(TypeReference<?> type) {
        Type t = Objects.requireNonNull(type, "type").getType();
        if (t instanceof Class<?>) {
            return reader((Class<?>) t);
        }
        return cached(genericReaders, t, mapper::readerFor);
    }

    /**
     * Returns the mapper's writer for {@code type} ({@code writerFor(type)}), made on the first
     * call for that class.
     *
     * @param type the declared type of the values to write; not null
     * @return the same instance on every call for the same class
     * @throws NullPointerException if {@code type} is null
     */
    public ObjectWriter writer(Class<?> type) {
        return writers.get(Objects.requireNonNull(type, "type"));
    }

    /**
     * Returns the mapper's writer for a generic type; a plain class goes to {@link #writer(Class)}.
     *
     * @param type the declared type of the values to write; not null
     * @return the same instance for equal types while the type stays in the bounded cache
     * @throws NullPointerException if {@code type} is null
     */
    public ObjectWriter writer(TypeReference<?> type) {
        Type t = Objects.requireNonNull(type, "type").getType();
        if (t instanceof Class<?>) {
            return writer((Class<?>) t);
        }
        return cached(genericWriters, t, mapper::writerFor);
    }

    /** Returns the cached value for {@code t}, making it once; a racing maker's value loses. */
    private <V> V cached(LRUMap<Type, V> cache, Type t, Function<JavaType, V> make) {
        V v = cache.get(t);
        if (v == null) {
            v = make.apply(mapper.getTypeFactory().constructType(t));
            V raced = cache.putIfAbsent(t, v);
            if (raced != null) {
                v = raced;
            }
        }
        return v;
    }
}
