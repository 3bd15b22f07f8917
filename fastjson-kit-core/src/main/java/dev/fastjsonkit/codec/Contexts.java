/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.AnnotationIntrospector;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;

/** The checks that decide whether a hand-written reader may take its fast path for a property. */
final class Contexts {
    private Contexts() {}

    static boolean plainProperty(MapperConfig<?> config, AnnotationIntrospector intr, BeanProperty property) {
        if (property == null || intr == null || property.getMember() == null) {
            return true;
        }
        AnnotatedMember member = property.getMember();
        return noIgnorals(intr.findPropertyIgnoralByName(config, member))
                && noInclusions(intr.findPropertyInclusionByName(config, member))
                && intr.findContentDeserializer(member) == null
                && intr.findKeyDeserializer(member) == null
                && intr.findDeserializationContentConverter(member) == null;
    }

    static boolean defaultNulls(Nulls n) {
        return n == null || n == Nulls.DEFAULT || n == Nulls.SET;
    }

    private static boolean noIgnorals(JsonIgnoreProperties.Value v) {
        return v == null || (v.getIgnored().isEmpty() && !v.getIgnoreUnknown());
    }

    private static boolean noInclusions(JsonIncludeProperties.Value v) {
        return v == null || v.getIncluded() == null;
    }
}
