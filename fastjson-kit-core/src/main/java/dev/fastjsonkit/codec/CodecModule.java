/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.Module;

/** The Jackson module of {@link FastCodecs}: the lookup of the shipped hand-written readers. */
final class CodecModule extends Module {

    @Override
    public String getModuleName() {
        return "fastjson-kit-codecs";
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
        context.addDeserializers(new CodecLookup());
    }
}
