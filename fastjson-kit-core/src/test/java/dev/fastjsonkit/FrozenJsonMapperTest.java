/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class FrozenJsonMapperTest {

    /** Public methods of ObjectMapper whose names say they change configuration. */
    private static final Pattern MAPPER_MUTATOR = Pattern.compile(
            "set[A-Z].*|configure|enable.*|disable.*|register.*|add[A-Z].*|activate.*|deactivate.*"
            + "|clearProblemHandlers|findAndRegisterModules|configOverride|coercionConfig.*|copyWith");

    private static final Pattern FACTORY_MUTATOR = Pattern.compile("set[A-Z].*|configure|enable|disable");

    @Test
    void everyConfigurationMutatorOfTheMapperThrows() throws Exception {
        List<String> notFrozen = mutatorsThatDoNotThrow(FastMappers.json(), ObjectMapper.class, MAPPER_MUTATOR);
        assertThat(notFrozen).as("mutators that changed the shared mapper").isEmpty();
    }

    @Test
    void everyMutatorOfTheFactoryThrows() throws Exception {
        List<String> notFrozen = mutatorsThatDoNotThrow(FastMappers.json().getFactory(), JsonFactory.class,
                FACTORY_MUTATOR);
        assertThat(notFrozen).as("mutators that changed the shared factory").isEmpty();
    }

    @Test
    void mutatorMessagePointsToTheBuilder() {
        assertThatThrownBy(() -> FastMappers.json().registerModule(new SimpleModule()))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("registerModule")
                .hasMessageContaining("FastMappers.builder()");
        assertThatThrownBy(() -> FastMappers.json().enable(SerializationFeature.INDENT_OUTPUT))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> FastMappers.json().addMixIn(Object.class, Object.class))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void defaultTypingCannotBeSwitchedOn() {
        assertThatThrownBy(() -> FastMappers.json().activateDefaultTyping(
                BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build(),
                ObjectMapper.DefaultTyping.EVERYTHING, JsonTypeInfo.As.PROPERTY))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void serializerProviderAndSubtypeResolverAreFrozen() {
        assertThatThrownBy(() -> FastMappers.json().getSerializerProvider().setNullValueSerializer(null))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> FastMappers.json().getSubtypeResolver().registerSubtypes(String.class))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void copyReturnsAnOrdinaryMutableMapperWithTheSameConfiguration() throws Exception {
        JsonMapper shared = FastMappers.json();
        JsonMapper copy = shared.copy();
        assertThat(copy).isNotInstanceOf(FrozenJsonMapper.class);
        assertThat(copy.getRegisteredModuleIds()).isEqualTo(shared.getRegisteredModuleIds());
        assertThat(copy.getFactory().getParserFeatures()).isEqualTo(shared.getFactory().getParserFeatures());
        assertThat(copy.getFactory().getGeneratorFeatures()).isEqualTo(shared.getFactory().getGeneratorFeatures());
        assertThat(copy.getDeserializationConfig().getDeserializationFeatures())
                .isEqualTo(shared.getDeserializationConfig().getDeserializationFeatures());

        copy.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        copy.registerModule(new SimpleModule("mine"));
        assertThat(copy.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isTrue();
        assertThat(shared.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
        assertThat(shared.getRegisteredModuleIds()).doesNotContain("mine");
    }

    @Test
    void rebuildStartsFromAMutableCopy() {
        JsonMapper rebuilt = FastMappers.json().rebuild().enable(SerializationFeature.INDENT_OUTPUT).build();
        assertThat(rebuilt.isEnabled(SerializationFeature.INDENT_OUTPUT)).isTrue();
        assertThat(FastMappers.json().isEnabled(SerializationFeature.INDENT_OUTPUT)).isFalse();
    }

    @Test
    void factoryCopyIsMutable() {
        JsonFactory copy = FastMappers.json().getFactory().copy();
        copy.enable(JsonFactory.Feature.INTERN_FIELD_NAMES);
        assertThat(copy.isEnabled(JsonFactory.Feature.INTERN_FIELD_NAMES)).isTrue();
        assertThat(copy.streamReadConstraints().getMaxNumberLength())
                .isEqualTo(FastMappers.json().getFactory().streamReadConstraints().getMaxNumberLength());
    }

    @Test
    void readingAndWritingStillWork() throws Exception {
        JsonMapper m = FastMappers.json();
        assertThat(m.writeValueAsString(Map.of("a", List.of(1, 2.5, "x")))).isEqualTo("{\"a\":[1,2.5,\"x\"]}");
        assertThat(m.readTree("{\"a\":[1,2.5,\"x\"]}").at("/a/1").doubleValue()).isEqualTo(2.5);
        try (var p = m.getFactory().createParser("{\"k\":3}")) {
            assertThat(p.readValueAsTree().toString()).isEqualTo("{\"k\":3}");
        }
    }

    /**
     * Calls every public, non-static, non-final method of {@code declaring} (and its supertypes)
     * whose name matches, with default arguments, and returns those that did not throw
     * {@link UnsupportedOperationException}. Final methods are left out: they cannot be overridden,
     * and in Jackson 2.22 they all delegate to an overridden one.
     */
    private static List<String> mutatorsThatDoNotThrow(Object target, Class<?> declaring, Pattern names)
            throws IllegalAccessException {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Method m : declaring.getMethods()) {
            int mod = m.getModifiers();
            if (Modifier.isStatic(mod) || Modifier.isFinal(mod) || !names.matcher(m.getName()).matches()) {
                continue;
            }
            checked++;
            Object[] args = Arrays.stream(m.getParameterTypes()).map(FrozenJsonMapperTest::defaultValue).toArray();
            try {
                m.invoke(target, args);
                failures.add(signature(m) + " returned normally");
            } catch (InvocationTargetException e) {
                if (!(e.getCause() instanceof UnsupportedOperationException)) {
                    failures.add(signature(m) + " threw " + e.getCause());
                }
            }
        }
        if (checked < 10) {
            fail("found only " + checked + " mutators on " + declaring + ": the name pattern is broken");
        }
        return failures;
    }

    private static Object defaultValue(Class<?> t) {
        if (t == boolean.class) {
            return true;
        }
        if (t.isPrimitive()) {
            return t == char.class ? 'x' : (Object) 0;
        }
        if (t.isArray()) {
            return java.lang.reflect.Array.newInstance(t.getComponentType(), 0);
        }
        if (t.isEnum()) {
            return t.getEnumConstants()[0];
        }
        return null;
    }

    private static String signature(Method m) {
        return m.getName() + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName)
                .collect(Collectors.joining(", ", "(", ")"));
    }
}
