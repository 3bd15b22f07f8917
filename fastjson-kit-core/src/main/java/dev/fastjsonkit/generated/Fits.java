/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.cfg.MapperConfig;

/**
 * The mapper-wide settings under which a generated codec steps aside for the whole type: those
 * that change which properties exist, their names or order, or their inclusion, all of which the
 * processor fixed at compile time. Settings that only change how one value is read or written
 * need no check: the generated code hands those values to the mapper's own (de)serializer.
 */
final class Fits {
    private Fits() {}

    /** Returns why a generated serializer for {@code type} cannot serve under {@code config}, or null. */
    static String serialization(SerializationConfig config, Class<?> type) {
        String why = common(config, type);
        if (why != null) {
            return why;
        }
        if (config.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)) {
            return "MapperFeature.SORT_PROPERTIES_ALPHABETICALLY is enabled";
        }
        JsonInclude.Value global = config.getDefaultPropertyInclusion();
        JsonInclude.Value forType = config.getDefaultPropertyInclusion(type);
        if (!plain(global) || !plain(forType)) {
            return "the mapper sets a default inclusion (" + (plain(global) ? forType : global) + ")";
        }
        return null;
    }

    /** Returns why a generated deserializer for {@code type} cannot serve under {@code config}, or null. */
    static String deserialization(DeserializationConfig config, Class<?> type) {
        String why = common(config, type);
        if (why != null) {
            return why;
        }
        if (config.isEnabled(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES)) {
            return "MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES is enabled";
        }
        return null;
    }

    private static String common(MapperConfig<?> config, Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            if (config.findMixInClassFor(c) != null) {
                return "a mix-in " + config.findMixInClassFor(c).getName() + " for " + c.getName();
            }
        }
        if (config.getPropertyNamingStrategy() != null) {
            return "a PropertyNamingStrategy (" + config.getPropertyNamingStrategy().getClass().getSimpleName() + ")";
        }
        if (config.getDefaultTyper(config.constructType(type)) != null) {
            return "default typing (activateDefaultTyping)";
        }
        return null;
    }

    private static boolean plain(JsonInclude.Value v) {
        return v == null || ((v.getValueInclusion() == JsonInclude.Include.USE_DEFAULTS
                || v.getValueInclusion() == JsonInclude.Include.ALWAYS)
                && (v.getContentInclusion() == JsonInclude.Include.USE_DEFAULTS
                || v.getContentInclusion() == JsonInclude.Include.ALWAYS));
    }
}
