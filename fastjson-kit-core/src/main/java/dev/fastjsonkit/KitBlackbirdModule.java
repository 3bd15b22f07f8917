/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;

/**
 * Blackbird as the kit registers it: every optimization of {@link BlackbirdModule} except the
 * call of creators with arguments (records, {@code @JsonCreator} constructors and factories),
 * which stays Jackson's own; see {@link KeepJacksonArgsCreators} for the measurement. Where
 * Blackbird cannot generate its accessors (the module path), Jackson's own stay
 * ({@link FallbackSerializerModifier}, {@link KeepJacksonArgsCreators}).
 *
 * <p>Its type id is {@link BlackbirdModule}'s, so a {@code BlackbirdModule} the user adds as
 * well is ignored as a duplicate (Jackson's {@code IGNORE_DUPLICATE_MODULE_REGISTRATIONS}, on by
 * default) instead of installing Blackbird twice.
 */
final class KitBlackbirdModule extends BlackbirdModule {
    @Override
    public Object getTypeId() {
        return BlackbirdModule.class.getName();
    }

    @Override
    public void setupModule(SetupContext context) {
        super.setupModule((SetupContext) Proxy.newProxyInstance(SetupContext.class.getClassLoader(),
                new Class<?>[] {SetupContext.class}, (proxy, method, args) -> {
                    Object[] actual = args;
                    if (method.getName().equals("addBeanDeserializerModifier")) {
                        actual = new Object[] {new KeepJacksonArgsCreators((BeanDeserializerModifier) args[0])};
                    } else if (method.getName().equals("addBeanSerializerModifier")) {
                        actual = new Object[] {new FallbackSerializerModifier((BeanSerializerModifier) args[0])};
                    }
                    try {
                        return method.invoke(context, actual);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                }));
    }
}
