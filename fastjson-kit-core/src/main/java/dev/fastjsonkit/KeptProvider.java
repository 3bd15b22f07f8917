/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.ser.SerializerCache;
import com.fasterxml.jackson.databind.ser.SerializerFactory;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Decides whether the per-call serializer provider of a thread's last {@code writeValueAsBytes}
 * ({@link ExactBytesOutput#keptProvider}) is as the next call's new one would be, so that the call
 * uses it instead of making one. Profile behind it: making the provider
 * ({@code DefaultSerializerProvider.Impl.createInstance} and the constructors) was 6.0% of a
 * generated MediaItem write through {@code writerFor(type)} (JFR, JDK 17).
 *
 * <p>A provider is as new when it was made for the same configuration and serializer factory from
 * the same blueprint (its serializer cache), the cache's read-only look-up map is still the one it
 * holds, and the last call left nothing of its own in it: no object ids or id generators
 * ({@code @JsonIdentityInfo}), no per-call attribute, and the blueprint's key and null serializers
 * (the provider's setters were not called, nor the blueprint's since). Its lazily made date
 * format, a clone of the configuration's, formats as a new clone does. Only providers of Jackson's
 * own {@code DefaultSerializerProvider.Impl} and of {@link FrozenSerializerProvider}, which hold
 * no other state, are kept. The fields are read through a private look-up into jackson-databind;
 * where it is refused (a named jackson-databind module that does not open its packages), no
 * provider is kept.
 */
final class KeptProvider {
    private static final VarHandle FACTORY;
    private static final VarHandle CACHE;
    private static final VarHandle KNOWN;
    private static final VarHandle ATTRIBUTES;
    private static final VarHandle KEY;
    private static final VarHandle NULL_VALUE;
    private static final VarHandle NULL_KEY;
    private static final VarHandle SEEN_IDS;
    private static final VarHandle ID_GENERATORS;

    static {
        VarHandle[] h = null;
        try {
            MethodHandles.Lookup s = MethodHandles.privateLookupIn(SerializerProvider.class, MethodHandles.lookup());
            MethodHandles.Lookup d = MethodHandles.privateLookupIn(DefaultSerializerProvider.class, MethodHandles.lookup());
            h = new VarHandle[] {
                s.findVarHandle(SerializerProvider.class, "_serializerFactory", SerializerFactory.class),
                s.findVarHandle(SerializerProvider.class, "_serializerCache", SerializerCache.class),
                s.findVarHandle(SerializerProvider.class, "_knownSerializers",
                        com.fasterxml.jackson.databind.ser.impl.ReadOnlyClassToSerializerMap.class),
                s.findVarHandle(SerializerProvider.class, "_attributes",
                        com.fasterxml.jackson.databind.cfg.ContextAttributes.class),
                s.findVarHandle(SerializerProvider.class, "_keySerializer", com.fasterxml.jackson.databind.JsonSerializer.class),
                s.findVarHandle(SerializerProvider.class, "_nullValueSerializer",
                        com.fasterxml.jackson.databind.JsonSerializer.class),
                s.findVarHandle(SerializerProvider.class, "_nullKeySerializer",
                        com.fasterxml.jackson.databind.JsonSerializer.class),
                d.findVarHandle(DefaultSerializerProvider.class, "_seenObjectIds", java.util.Map.class),
                d.findVarHandle(DefaultSerializerProvider.class, "_objectIdGenerators", java.util.ArrayList.class),
            };
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            h = null;
        }
        FACTORY = h == null ? null : h[0];
        CACHE = h == null ? null : h[1];
        KNOWN = h == null ? null : h[2];
        ATTRIBUTES = h == null ? null : h[3];
        KEY = h == null ? null : h[4];
        NULL_VALUE = h == null ? null : h[5];
        NULL_KEY = h == null ? null : h[6];
        SEEN_IDS = h == null ? null : h[7];
        ID_GENERATORS = h == null ? null : h[8];
    }

    private KeptProvider() {
    }

    /**
     * Returns whether a write of {@code value} with per-call providers made by {@code blueprint}
     * may use a kept one: the fields can be read, the blueprint is of a class whose per-call
     * providers hold no other state, and the value is not written by databind's own path for a
     * {@code Closeable} under {@code CLOSE_CLOSEABLE}.
     */
    static boolean applies(DefaultSerializerProvider blueprint, Object value, SerializationConfig config) {
        return ID_GENERATORS != null && (blueprint.getClass() == DefaultSerializerProvider.Impl.class
                || blueprint.getClass() == FrozenSerializerProvider.class)
                && !(value instanceof java.io.Closeable && config.isEnabled(SerializationFeature.CLOSE_CLOSEABLE));
    }

    /**
     * Returns the provider {@code out} kept from its last write if it is as
     * {@code blueprint.createInstance(config, factory)} would make it now, else null: then the
     * caller makes one and keeps it ({@link ExactBytesOutput#keepProvider}). Only where
     * {@link #applies}.
     */
    static DefaultSerializerProvider kept(ExactBytesOutput out, DefaultSerializerProvider blueprint,
            SerializationConfig config, SerializerFactory factory) {
        DefaultSerializerProvider kept = out.keptProvider();
        return kept != null && asNew(kept, blueprint, config, factory) ? kept : null;
    }

    /** Returns whether {@code kept}, a per-call provider that a finished call used, is as a new one. */
    private static boolean asNew(DefaultSerializerProvider kept, DefaultSerializerProvider blueprint, SerializationConfig config,
            SerializerFactory factory) {
        Object cache = CACHE.get(kept);
        return kept.getConfig() == config && FACTORY.get(kept) == factory && cache == CACHE.get(blueprint)
                && KNOWN.get(kept) == ((SerializerCache) cache).getReadOnlyLookupMap()
                && ATTRIBUTES.get(kept) == config.getAttributes()
                && SEEN_IDS.get(kept) == null && ID_GENERATORS.get(kept) == null
                && KEY.get(kept) == KEY.get(blueprint) && NULL_VALUE.get(kept) == NULL_VALUE.get(blueprint)
                && NULL_KEY.get(kept) == NULL_KEY.get(blueprint);
    }
}
