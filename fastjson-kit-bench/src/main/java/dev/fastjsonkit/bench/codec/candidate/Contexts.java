/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import com.fasterxml.jackson.databind.AnnotationIntrospector;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;

/** The checks that decide whether a candidate serializer may take its fast path for a property. */
final class Contexts {
    private Contexts() {}

    /**
     * True if neither the property nor the type's config override carries ignorals, inclusions or
     * a filter: everything that makes Jackson's container serializers skip entries.
     */
    static boolean plainContainer(SerializerProvider prov, BeanProperty property, Class<?> raw) {
        MapperConfig<?> config = prov.getConfig();
        if (!noIgnorals(config.getDefaultPropertyIgnorals(raw))) {
            return false;
        }
        if (property == null) {
            return true;
        }
        AnnotatedMember member = property.getMember();
        AnnotationIntrospector intr = prov.getAnnotationIntrospector();
        if (member == null || intr == null) {
            return true;
        }
        return noIgnorals(intr.findPropertyIgnoralByName(config, member))
                && noInclusions(intr.findPropertyInclusionByName(config, member))
                && intr.findFilterId(member) == null
                && intr.findContentSerializer(member) == null
                && intr.findKeySerializer(member) == null
                && intr.findSerializationContentConverter(member) == null;
    }

    static boolean includesAllContent(JsonInclude.Value incl) {
        if (incl == null) {
            return true;
        }
        JsonInclude.Include c = incl.getContentInclusion();
        return c == JsonInclude.Include.ALWAYS || c == JsonInclude.Include.USE_DEFAULTS;
    }

    private static boolean noIgnorals(JsonIgnoreProperties.Value v) {
        return v == null || (v.getIgnored().isEmpty() && !v.getIgnoreUnknown());
    }

    private static boolean noInclusions(JsonIncludeProperties.Value v) {
        return v == null || v.getIncluded() == null;
    }
}
