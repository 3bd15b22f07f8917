/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.jsontype.impl.StdSubtypeResolver;
import java.util.Collection;

/** The shared mapper's subtype resolver: registering subtypes throws once frozen. */
final class FrozenSubtypeResolver extends StdSubtypeResolver {
    private static final long serialVersionUID = 1L;

    private volatile boolean frozen;

    void freeze() {
        frozen = true;
    }

    private void check() {
        if (frozen) {
            throw Frozen.refuse("getSubtypeResolver().registerSubtypes");
        }
    }

    @Override
    public void registerSubtypes(NamedType... types) {
        check();
        super.registerSubtypes(types);
    }

    @Override
    public void registerSubtypes(Class<?>... classes) {
        check();
        super.registerSubtypes(classes);
    }

    @Override
    public void registerSubtypes(Collection<Class<?>> subtypes) {
        check();
        super.registerSubtypes(subtypes);
    }
}
