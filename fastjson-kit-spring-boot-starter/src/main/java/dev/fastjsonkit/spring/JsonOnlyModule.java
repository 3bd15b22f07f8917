/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.Module;

/**
 * One of the kit's modules, set up only on mappers whose format is JSON. The kit's codecs are
 * written and proven for JSON; Spring Boot also builds its XML converter's mapper from the same
 * customized builder. Its type id is the module's own, so Jackson's and Spring's de-duplication
 * treat it as that module.
 */
final class JsonOnlyModule extends Module {
    private final Module module;

    JsonOnlyModule(Module module) {
        this.module = module;
    }

    @Override
    public String getModuleName() {
        return module.getModuleName();
    }

    @Override
    public Version version() {
        return module.version();
    }

    @Override
    public Object getTypeId() {
        return module.getTypeId();
    }

    @Override
    public void setupModule(SetupContext context) {
        ObjectCodec owner = context.getOwner();
        String format = owner == null ? null : owner.getFactory().getFormatName();
        // A JsonFactory subclass that does not name its format is a JSON factory (the kit's own is one).
        if (format == null || JsonFactory.FORMAT_NAME_JSON.equals(format)) {
            module.setupModule(context);
        }
    }
}
