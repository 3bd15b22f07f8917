/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Decides whether the per-call deserialization context a kept document parser's last read used
 * ({@link EngineParser#keptReadContext}) is as the next read's new one would be, so that the read
 * uses it instead of making one; the read side of {@link KeptProvider}.
 *
 * <p>A context is as new when it was made from the same blueprint (Jackson's own
 * {@code DefaultDeserializationContext.Impl}, which holds no other state) for the same
 * configuration and injectable values over the same parser (its final fields are then what a
 * new one's would be), and the last read left nothing of its own in it: no per-call attribute,
 * no type being resolved, no object ids or id resolvers ({@code @JsonIdentityInfo}). Its lazily
 * made buffers and date format are let go of when its parser is kept ({@link #forget}), so the
 * next read makes them again as a new context would, and the kept context holds no value read.
 * The fields are read through a private look-up into jackson-databind; where it is refused (a
 * named jackson-databind module that does not open its packages), no context is kept.
 */
final class KeptReadContext {
    private static final VarHandle CACHE;
    private static final VarHandle ATTRIBUTES;
    private static final VarHandle CURRENT_TYPE;
    private static final VarHandle ARRAY_BUILDERS;
    private static final VarHandle OBJECT_BUFFER;
    private static final VarHandle DATE_FORMAT;
    private static final VarHandle OBJECT_IDS;
    private static final VarHandle ID_RESOLVERS;
    private static final VarHandle INJECTABLES;

    static {
        VarHandle[] h;
        try {
            MethodHandles.Lookup c = MethodHandles.privateLookupIn(DeserializationContext.class, MethodHandles.lookup());
            MethodHandles.Lookup d = MethodHandles.privateLookupIn(DefaultDeserializationContext.class,
                    MethodHandles.lookup());
            h = new VarHandle[] {
                c.findVarHandle(DeserializationContext.class, "_cache",
                        com.fasterxml.jackson.databind.deser.DeserializerCache.class),
                c.findVarHandle(DeserializationContext.class, "_attributes",
                        com.fasterxml.jackson.databind.cfg.ContextAttributes.class),
                c.findVarHandle(DeserializationContext.class, "_currentType",
                        com.fasterxml.jackson.databind.util.LinkedNode.class),
                c.findVarHandle(DeserializationContext.class, "_arrayBuilders",
                        com.fasterxml.jackson.databind.util.ArrayBuilders.class),
                c.findVarHandle(DeserializationContext.class, "_objectBuffer",
                        com.fasterxml.jackson.databind.util.ObjectBuffer.class),
                c.findVarHandle(DeserializationContext.class, "_dateFormat", java.text.DateFormat.class),
                d.findVarHandle(DefaultDeserializationContext.class, "_objectIds", java.util.LinkedHashMap.class),
                d.findVarHandle(DefaultDeserializationContext.class, "_objectIdResolvers", java.util.List.class),
                c.findVarHandle(DeserializationContext.class, "_injectableValues", InjectableValues.class),
            };
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            h = null;
        }
        CACHE = h == null ? null : h[0];
        ATTRIBUTES = h == null ? null : h[1];
        CURRENT_TYPE = h == null ? null : h[2];
        ARRAY_BUILDERS = h == null ? null : h[3];
        OBJECT_BUFFER = h == null ? null : h[4];
        DATE_FORMAT = h == null ? null : h[5];
        OBJECT_IDS = h == null ? null : h[6];
        ID_RESOLVERS = h == null ? null : h[7];
        INJECTABLES = h == null ? null : h[8];
    }

    private KeptReadContext() {
    }

    /** Returns whether per-call contexts made by {@code blueprint} may be kept: Jackson's own class, fields readable. */
    static boolean applies(DefaultDeserializationContext blueprint) {
        return ID_RESOLVERS != null && blueprint.getClass() == DefaultDeserializationContext.Impl.class;
    }

    /**
     * Returns whether {@code kept}, made by a blueprint that {@link #applies} over {@code p} for an
     * earlier read, is as {@code blueprint.createInstance(config, p, injectables)} would make it now.
     */
    static boolean asNew(DefaultDeserializationContext kept, DefaultDeserializationContext blueprint,
            DeserializationConfig config, InjectableValues injectables, EngineParser p) {
        return kept.getConfig() == config && kept.getParser() == p && CACHE.get(kept) == CACHE.get(blueprint)
                && kept.getClass() == blueprint.getClass()
                && INJECTABLES.get(kept) == injectables
                && ATTRIBUTES.get(kept) == config.getAttributes() && CURRENT_TYPE.get(kept) == null
                && OBJECT_IDS.get(kept) == null && ID_RESOLVERS.get(kept) == null;
    }

    /** Lets go of what a read made in {@code kept} on demand (buffers that may hold values read, a date format). */
    static void forget(DefaultDeserializationContext kept) {
        if (ARRAY_BUILDERS.get(kept) != null) {
            ARRAY_BUILDERS.set(kept, null);
        }
        if (OBJECT_BUFFER.get(kept) != null) {
            OBJECT_BUFFER.set(kept, null);
        }
        if (DATE_FORMAT.get(kept) != null) {
            DATE_FORMAT.set(kept, null);
        }
    }
}
