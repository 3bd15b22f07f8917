/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;

/** Value equality for the mutable test models: every instance field, arrays by content. */
final class Models {
    private Models() {}

    static String describe(Object o) {
        StringBuilder sb = new StringBuilder(o.getClass().getSimpleName()).append('{');
        for (Field f : o.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            try {
                sb.append(f.getName()).append('=').append(Arrays.deepToString(new Object[] {f.get(o)})).append(' ');
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        return sb.append('}').toString();
    }
}
