/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.cfg.CacheProvider;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.ser.SerializerFactory;

/**
 * The blueprint serializer provider of the shared mapper: its three setters throw once frozen,
 * because a blueprint's null and key serializers are copied into every call. The per-call
 * instances it creates are ordinary and unfrozen, as in plain Jackson.
 */
final class FrozenSerializerProvider extends DefaultSerializerProvider {
    private static final long serialVersionUID = 1L;

    private volatile boolean frozen;

    FrozenSerializerProvider() {
        super();
    }

    private FrozenSerializerProvider(FrozenSerializerProvider src, SerializationConfig config,
            SerializerFactory f) {
        super(src, config, f);
    }

    private FrozenSerializerProvider(FrozenSerializerProvider src, CacheProvider cp) {
        super(src, cp);
    }

    void freeze() {
        frozen = true;
    }

    private void check(String what) {
        if (frozen) {
            throw Frozen.refuse("getSerializerProvider()." + what);
        }
    }

    @Override
    public DefaultSerializerProvider createInstance(SerializationConfig config, SerializerFactory jsf) {
        return new FrozenSerializerProvider(this, config, jsf);
    }

    @Override
    public DefaultSerializerProvider withCaches(CacheProvider cp) {
        check("withCaches");
        return new FrozenSerializerProvider(this, cp);
    }

    @Override
    public DefaultSerializerProvider copy() {
        // Only the copy constructor of ObjectMapper calls this; the frozen mapper never copies itself.
        throw Frozen.refuse("copying the serializer provider");
    }

    @Override
    public void setDefaultKeySerializer(JsonSerializer<Object> ks) {
        check("setDefaultKeySerializer");
        super.setDefaultKeySerializer(ks);
    }

    @Override
    public void setNullValueSerializer(JsonSerializer<Object> nvs) {
        check("setNullValueSerializer");
        super.setNullValueSerializer(nvs);
    }

    @Override
    public void setNullKeySerializer(JsonSerializer<Object> nks) {
        check("setNullKeySerializer");
        super.setNullKeySerializer(nks);
    }
}
