/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import java.util.List;

/**
 * Blackbird's serializer modifier, except that when Blackbird cannot generate the getters of a
 * type, the type keeps Jackson's own property writers instead of failing. On the module path
 * Blackbird 2.18 throws {@code IllegalAccessException} for a public getter of a bean in a named
 * module ({@code ModulePathTest}); 2.21.4 and later skip such getters themselves. Blackbird's modifier
 * overrides {@code changeProperties} only (2.18 to 2.23), so that is the one callback passed on.
 */
final class FallbackSerializerModifier extends BeanSerializerModifier {
    private static final long serialVersionUID = 1L;

    private final BeanSerializerModifier blackbird;

    FallbackSerializerModifier(BeanSerializerModifier blackbird) {
        this.blackbird = blackbird;
    }

    @Override
    public List<BeanPropertyWriter> changeProperties(SerializationConfig config, BeanDescription beanDesc,
            List<BeanPropertyWriter> beanProperties) {
        try {
            return blackbird.changeProperties(config, beanDesc, beanProperties);
        } catch (Exception e) { // checked exceptions arrive undeclared, through Blackbird's Unchecked
            return beanProperties;
        }
    }
}
