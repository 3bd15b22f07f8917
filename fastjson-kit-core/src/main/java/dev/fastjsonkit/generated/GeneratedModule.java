/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.ser.BeanSerializer;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import dev.fastjsonkit.FastCodec;
import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The module of {@link GeneratedCodecs}: when Jackson has built its own bean serializer or
 * deserializer for a {@link FastCodec} type, it hands it to the generated codec, which extends it.
 */
final class GeneratedModule extends Module {
    static final GeneratedModule INSTANCE = new GeneratedModule();

    /** The provider per annotated class, looked up once in the class's own class loader. */
    static final ClassValue<CodecProvider> PROVIDERS = new ClassValue<>() {
        @Override
        protected CodecProvider computeValue(Class<?> type) {
            if (!type.isAnnotationPresent(FastCodec.class)) {
                return null;
            }
            Iterator<CodecProvider> it = ServiceLoader.load(CodecProvider.class, type.getClassLoader()).iterator();
            for (;;) {
                try {
                    if (!it.hasNext()) {
                        return null;
                    }
                    CodecProvider p = it.next();
                    if (p.type() == type) {
                        return p;
                    }
                } catch (ServiceConfigurationError e) {
                    // a stale or broken entry (e.g. a class deleted since): skip it, as ServiceLoader allows
                }
            }
        }
    };

    /**
     * Blackbird's replacement of Jackson's bean deserializer: a {@link BeanDeserializer} with
     * optimized properties, which the generated deserializer copies and replaces.
     */
    private GeneratedModule() {}

    @Override
    public String getModuleName() {
        return "fastjson-kit-generated-codecs";
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
            @Override
            public JsonSerializer<?> modifySerializer(SerializationConfig config, BeanDescription desc,
                    JsonSerializer<?> serializer) {
                CodecProvider p = PROVIDERS.get(desc.getBeanClass());
                if (p == null || serializer.getClass() != BeanSerializer.class) {
                    return serializer;
                }
                JsonSerializer<?> s = p.serializer((BeanSerializerBase) serializer);
                return s == null ? serializer : s;
            }
        });
        context.addBeanDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription desc,
                    JsonDeserializer<?> deserializer) {
                CodecProvider p = PROVIDERS.get(desc.getBeanClass());
                if (p == null || !KitBeanDeserializer.replaceable(deserializer)) {
                    return deserializer;
                }
                JsonDeserializer<?> d = p.deserializer((BeanDeserializerBase) deserializer);
                return d == null ? deserializer : d;
            }
        });
    }
}
