/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import dev.fastjsonkit.generated.KitBeanDeserializer;

/**
 * The kit's reading of beans: databind's bean deserializer, or Blackbird's, replaced by
 * {@link BeanRunDeserializer} where the type is read with a no-argument constructor and setters,
 * and databind's plain one by {@link CreatorRunDeserializer} where the type is read through a
 * property-based creator (records, {@code @JsonCreator}) with nothing that class leaves out. Any
 * other deserializer (a custom one, a generated codec, one a module made) is kept. A module's
 * modifier registered later is asked first: registered before the generated codecs' module, this
 * one sees their deserializers and keeps them.
 */
final class BeanRunModule extends Module {
    @Override
    public String getModuleName() {
        return "fastjson-kit-bean-reads";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public Object getTypeId() {
        return getModuleName();
    }

    @Override
    public void setupModule(SetupContext context) {
        context.addBeanDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription desc,
                    JsonDeserializer<?> deserializer) {
                if (!KitBeanDeserializer.replaceable(deserializer)) {
                    return deserializer;
                }
                BeanRunDeserializer d = new BeanRunDeserializer((BeanDeserializerBase) deserializer);
                if (d.readsVanilla()) {
                    return d;
                }
                if (deserializer.getClass() != BeanDeserializer.class) {
                    return deserializer;
                }
                CreatorRunDeserializer c = new CreatorRunDeserializer((BeanDeserializerBase) deserializer);
                return c.readsVanillaCreator() ? c : deserializer;
            }
        });
    }
}
