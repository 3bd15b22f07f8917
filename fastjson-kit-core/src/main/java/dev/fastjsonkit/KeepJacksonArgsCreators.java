/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBuilder;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.type.ArrayType;
import com.fasterxml.jackson.databind.type.CollectionLikeType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapLikeType;
import com.fasterxml.jackson.databind.type.MapType;
import com.fasterxml.jackson.databind.type.ReferenceType;
import java.util.List;

/**
 * Blackbird's deserializer modifier, except that a type read through a creator with arguments
 * (a record, a {@code @JsonCreator} constructor or factory) keeps Jackson's own
 * {@link ValueInstantiator} and Jackson's own {@code BeanDeserializer}. Setters (also those of
 * such a type) and types with a default constructor are still optimized.
 *
 * <p>Why: for these types Blackbird 2.22 adds two things, and neither gains. It calls the
 * creator through a spreading {@code MethodHandle} behind a trampoline
 * ({@code CreatorOptimizer.invokeTrampoline}) where Jackson uses reflection, and it wraps the
 * deserializer in its {@code SuperSonicBeanDeserializer}, whose ordered fast path is only for
 * types with a default constructor and which otherwise hands straight back to
 * {@code BeanDeserializer}. Measured with {@code SameJvmCheck} on {@code AccessModulesBench}
 * (JDK 17): plain Jackson with Blackbird read such types up to 7% slower than plain Jackson
 * (1,000 small records: 0.931-0.969), and undoing the creator call alone still left 0.942; with
 * both kept Jackson's, the kit reads them at plain Jackson's speed (0.98-1.02). Table in
 * {@code docs/core.md}, "Creators with arguments".
 */
final class KeepJacksonArgsCreators extends BeanDeserializerModifier {
    private static final long serialVersionUID = 1L;

    private final BeanDeserializerModifier blackbird;

    KeepJacksonArgsCreators(BeanDeserializerModifier blackbird) {
        this.blackbird = blackbird;
    }

    @Override
    public BeanDeserializerBuilder updateBuilder(DeserializationConfig config, BeanDescription beanDesc,
            BeanDeserializerBuilder builder) {
        ValueInstantiator jackson = builder.getValueInstantiator();
        BeanDeserializerBuilder updated;
        try {
            updated = blackbird.updateBuilder(config, beanDesc, builder);
        } catch (Exception e) { // LambdaConversionException arrives undeclared, through Blackbird's Unchecked
            // Blackbird could not generate an accessor, as on the module path, where its lambda for
            // a default constructor fails ("not direct or cannot be cracked") whatever the module
            // opens: keep what it replaced before failing, and Jackson's own creator call
            // (ModulePathTest). explain() reports the result.
            builder.setValueInstantiator(jackson);
            return builder;
        }
        if (jackson == null || !jackson.canCreateFromObjectWith()) {
            return updated;
        }
        // Blackbird replaced the properties it optimizes on this builder in place; keep those, but
        // not its creator call nor its builder copy (SuperSonicBeanDeserializer), which only
        // speeds up types read through a default constructor.
        builder.setValueInstantiator(jackson);
        return builder;
    }

    // Every other callback goes to Blackbird unchanged (it overrides none of them in 2.22).

    @Override
    public List<BeanPropertyDefinition> updateProperties(DeserializationConfig config, BeanDescription beanDesc,
            List<BeanPropertyDefinition> propDefs) {
        return blackbird.updateProperties(config, beanDesc, propDefs);
    }

    @Override
    public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription beanDesc,
            JsonDeserializer<?> deserializer) {
        return blackbird.modifyDeserializer(config, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
            BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyEnumDeserializer(config, type, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyReferenceDeserializer(DeserializationConfig config, ReferenceType type,
            BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyReferenceDeserializer(config, type, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyArrayDeserializer(DeserializationConfig config, ArrayType valueType,
            BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyArrayDeserializer(config, valueType, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyCollectionDeserializer(DeserializationConfig config, CollectionType type,
            BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyCollectionDeserializer(config, type, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyCollectionLikeDeserializer(DeserializationConfig config,
            CollectionLikeType type, BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyCollectionLikeDeserializer(config, type, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyMapDeserializer(DeserializationConfig config, MapType type,
            BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyMapDeserializer(config, type, beanDesc, deserializer);
    }

    @Override
    public JsonDeserializer<?> modifyMapLikeDeserializer(DeserializationConfig config, MapLikeType type,
            BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
        return blackbird.modifyMapLikeDeserializer(config, type, beanDesc, deserializer);
    }

    @Override
    public KeyDeserializer modifyKeyDeserializer(DeserializationConfig config, JavaType type,
            KeyDeserializer deserializer) {
        return blackbird.modifyKeyDeserializer(config, type, deserializer);
    }
}
