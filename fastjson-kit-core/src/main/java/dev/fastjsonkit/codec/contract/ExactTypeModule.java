/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec.contract;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.Serializers;
import com.fasterxml.jackson.databind.type.ArrayType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;

/**
 * The candidate side of a {@link CodecContract}: registers one serializer and/or deserializer for exactly one {@link JavaType} (generic
 * parameters included), whatever its kind: bean, map, collection or array.
 */
final class ExactTypeModule extends Module {
    private final JavaType type;
    private final JsonSerializer<?> ser;
    private final JsonDeserializer<?> deser;

    ExactTypeModule(JavaType type, JsonSerializer<?> ser, JsonDeserializer<?> deser) {
        this.type = type;
        this.ser = ser;
        this.deser = deser;
    }

    @Override
    public String getModuleName() {
        return "codec-contract:" + type;
    }

    @Override
    public Object getTypeId() {
        return this;
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public void setupModule(SetupContext context) {
        if (ser != null) {
            context.addSerializers(new Serializers.Base() {
                @Override
                public JsonSerializer<?> findSerializer(SerializationConfig c, JavaType t, BeanDescription d) {
                    return t.equals(type) ? ser : null;
                }

                @Override
                public JsonSerializer<?> findArraySerializer(SerializationConfig c, ArrayType t, BeanDescription d,
                        TypeSerializer ts, JsonSerializer<Object> es) {
                    return t.equals(type) ? ser : null;
                }

                @Override
                public JsonSerializer<?> findCollectionSerializer(SerializationConfig c, CollectionType t,
                        BeanDescription d, TypeSerializer ts, JsonSerializer<Object> es) {
                    return t.equals(type) ? ser : null;
                }

                @Override
                public JsonSerializer<?> findMapSerializer(SerializationConfig c, MapType t, BeanDescription d,
                        JsonSerializer<Object> ks, TypeSerializer ts, JsonSerializer<Object> es) {
                    return t.equals(type) ? ser : null;
                }
            });
        }
        if (deser != null) {
            context.addDeserializers(new Deserializers.Base() {
                @Override
                public JsonDeserializer<?> findBeanDeserializer(JavaType t, DeserializationConfig c,
                        BeanDescription d) {
                    return t.equals(type) ? deser : null;
                }

                @Override
                public JsonDeserializer<?> findEnumDeserializer(Class<?> t, DeserializationConfig c,
                        BeanDescription d) {
                    return type.hasRawClass(t) ? deser : null;
                }

                @Override
                public JsonDeserializer<?> findArrayDeserializer(ArrayType t, DeserializationConfig c,
                        BeanDescription d, TypeDeserializer td, JsonDeserializer<?> ed) {
                    return t.equals(type) ? deser : null;
                }

                @Override
                public JsonDeserializer<?> findCollectionDeserializer(CollectionType t, DeserializationConfig c,
                        BeanDescription d, TypeDeserializer td, JsonDeserializer<?> ed) {
                    return t.equals(type) ? deser : null;
                }

                @Override
                public JsonDeserializer<?> findMapDeserializer(MapType t, DeserializationConfig c,
                        BeanDescription d, KeyDeserializer kd, TypeDeserializer td, JsonDeserializer<?> ed) {
                    return t.equals(type) ? deser : null;
                }
            });
        }
    }
}
