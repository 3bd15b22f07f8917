/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.ser.BeanSerializer;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;

/**
 * The kit's writing of beans ({@link BeanRunSerializer}): databind's plain {@link BeanSerializer}
 * replaced by the kit's. Any other serializer (a custom one, a generated codec, one a module made,
 * databind's for other shapes) is kept. A module's modifier registered later is asked first:
 * registered before the generated codecs' module, this one sees their serializers and keeps them.
 */
final class BeanWriteModule extends Module {
    @Override
    public String getModuleName() {
        return "fastjson-kit-bean-writes";
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
        context.addBeanSerializerModifier(new BeanSerializerModifier() {
            private static final long serialVersionUID = 1L;

            @Override
            public JsonSerializer<?> modifySerializer(SerializationConfig config, BeanDescription desc,
                    JsonSerializer<?> serializer) {
                return serializer.getClass() == BeanSerializer.class
                        ? new BeanRunSerializer((BeanSerializerBase) serializer) : serializer;
            }
        });
    }
}
