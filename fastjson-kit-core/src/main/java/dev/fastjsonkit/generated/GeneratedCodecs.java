/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import dev.fastjsonkit.FastCodec;
import java.util.Objects;

/**
 * The serializers and deserializers that {@code fastjson-kit-codegen} generated for
 * {@link FastCodec} types, as one Jackson {@link Module}. {@code FastMappers.json()} and
 * builder-made mappers register it (switch: {@code FastMappers.Builder.generatedCodecs}); add it
 * to any other mapper with {@code mapper.registerModule(GeneratedCodecs.module())}.
 *
 * <p>Codecs are found through {@link java.util.ServiceLoader} in each annotated class's own class
 * loader, once per class. A generated codec extends Jackson's own bean serializer or deserializer
 * for its type and serves only when, once per mapper, it has checked that the mapper sees the type
 * as the processor did (the same properties, names, order and inclusion; no mix-in, naming
 * strategy, type information, views, any-getter or any-setter, unwrapping, object identity,
 * filter, or custom null handling). Otherwise Jackson's own code does the work; {@link #explain}
 * says why.
 */
public final class GeneratedCodecs {
    private GeneratedCodecs() {}

    /**
     * Returns the module that installs every generated codec on the class path.
     *
     * @return one shared, stateless module; thread-safe; register it on any number of mappers
     */
    public static Module module() {
        return GeneratedModule.INSTANCE;
    }

    /**
     * Says whether a generated codec serves {@code type} on {@code mapper}, in each direction, and
     * if not, why.
     *
     * @param mapper the mapper to ask; not null
     * @param type the class; not null
     * @return one line, such as {@code "generated codec: writes and reads"} or
     *     {@code "generated codec: steps aside on write (a mix-in ...)"}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if Jackson cannot build a serializer or deserializer for
     *     {@code type}
     */
    public static String explain(ObjectMapper mapper, Class<?> type) {
        Objects.requireNonNull(mapper, "mapper");
        Objects.requireNonNull(type, "type");
        if (!type.isAnnotationPresent(FastCodec.class)) {
            return "no generated codec: the type is not annotated with @FastCodec";
        }
        if (!mapper.getRegisteredModuleIds().contains(GeneratedModule.INSTANCE.getTypeId())) {
            return "no generated codec: GeneratedCodecs.module() is not registered on this mapper";
        }
        if (GeneratedModule.PROVIDERS.get(type) == null) {
            return "no generated codec: none found for " + type.getName() + " (is fastjson-kit-codegen on the"
                    + " annotation-processor path? did the processor report why it generated none?)";
        }
        try {
            JsonSerializer<Object> s = mapper.getSerializerProviderInstance().findValueSerializer(type);
            DeserializationConfig config = mapper.getDeserializationConfig();
            DefaultDeserializationContext ctxt = ((DefaultDeserializationContext) mapper.getDeserializationContext())
                    .createDummyInstance(config);
            JsonDeserializer<Object> d = ctxt.findRootValueDeserializer(mapper.constructType(type));
            String w = s instanceof GeneratedSerializer ? ((GeneratedSerializer<?>) s).stepAsideReason()
                    : "Jackson uses " + s.getClass().getName();
            String r = d instanceof GeneratedDeserializer ? ((GeneratedDeserializer) d).stepAsideReason()
                    : "Jackson uses " + d.getClass().getName();
            if (w == null && r == null) {
                return "generated codec: writes and reads";
            }
            return "generated codec: " + (w == null ? "writes" : "steps aside on write (" + w + ")") + "; "
                    + (r == null ? "reads" : "steps aside on read (" + r + ")");
        } catch (JsonMappingException e) {
            throw new IllegalArgumentException("Jackson cannot handle " + type.getName() + ": " + e.getMessage(), e);
        }
    }
}
