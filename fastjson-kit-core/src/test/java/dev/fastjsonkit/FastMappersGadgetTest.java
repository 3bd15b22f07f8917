/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No gadget deserialization: payloads that name a class in {@code @class}, {@code @type},
 * {@code @c} or Jackson's array wrapper ({@code ["java.lang.Runtime", {...}]}) never make the
 * shared mapper load, initialize or instantiate a type the target did not declare, whatever the
 * target (Object, Map, List, JsonNode, a bean with Object and Serializable fields), and default
 * typing cannot be switched on in the shared mapper.
 */
class FastMappersGadgetTest {

    /** Counts every load (static initializer) and instantiation of {@link Gadget}. */
    static final AtomicInteger GADGET_TOUCHED = new AtomicInteger();

    /** A "gadget" on the classpath: if Jackson ever resolves its name from a payload, the counter moves. */
    public static class Gadget implements Serializable {
        private static final long serialVersionUID = 1L;

        static {
            GADGET_TOUCHED.incrementAndGet();
        }

        public String cmd;

        public Gadget() {
            GADGET_TOUCHED.incrementAndGet();
        }

        public void setCmd(String cmd) {
            GADGET_TOUCHED.incrementAndGet();
            this.cmd = cmd;
        }
    }

    /** A bean whose fields are the classic polymorphic sinks. */
    public static class Sink {
        public Object any;
        public Map<String, Object> map;
        public List<Object> list;
        public JsonNode node;
    }

    /** Jackson binds {@code Serializable} like {@code Object}: to plain Java values. */
    public static class SerializableSink {
        public Serializable payload;
    }

    /** A bean with an abstract, non-polymorphic field type: Jackson must refuse, not guess. */
    public static class AbstractSink {
        public Runnable payload;
    }

    private static final String GADGET = Gadget.class.getName();

    static Stream<String> payloads() {
        return Stream.of(
                "{\"@class\":\"" + GADGET + "\",\"cmd\":\"touch /tmp/pwned\"}",
                "{\"@type\":\"" + GADGET + "\",\"cmd\":\"touch /tmp/pwned\"}",
                "{\"@c\":\"" + GADGET + "\",\"cmd\":\"x\"}",
                "[\"" + GADGET + "\",{\"cmd\":\"touch /tmp/pwned\"}]",
                "{\"@class\":\"java.lang.Runtime\"}",
                "[\"java.lang.ProcessBuilder\",{\"command\":[\"touch\",\"/tmp/pwned\"]}]",
                "{\"@type\":\"com.sun.rowset.JdbcRowSetImpl\",\"dataSourceName\":\"ldap://127.0.0.1/x\",\"autoCommit\":true}",
                "[\"org.springframework.context.support.ClassPathXmlApplicationContext\",\"http://127.0.0.1/x.xml\"]",
                "{\"@class\":\"java.util.HashMap\",\"k\":[\"java.net.URL\",\"http://127.0.0.1\"]}");
    }

    static String wrapped(String payload) {
        return "{\"any\":" + payload + ",\"map\":{\"k\":" + payload + "},\"list\":[" + payload + "],\"node\":" + payload + "}";
    }

    @BeforeEach
    void gadgetUntouched() {
        assertThat(GADGET_TOUCHED).as("nothing before the test loaded Gadget").hasValue(0);
    }

    private static void assertOnlyPlainJavaValues(Object v) {
        if (v == null || v instanceof String || v instanceof Number || v instanceof Boolean) {
            return;
        }
        if (v instanceof LinkedHashMap<?, ?> m) {
            m.values().forEach(FastMappersGadgetTest::assertOnlyPlainJavaValues);
            return;
        }
        if (v instanceof ArrayList<?> l) {
            l.forEach(FastMappersGadgetTest::assertOnlyPlainJavaValues);
            return;
        }
        throw new AssertionError("a payload made a " + v.getClass().getName() + ": " + v);
    }

    @ParameterizedTest
    @MethodSource("payloads")
    void payloadBindsToPlainJavaValuesWhateverTheUntypedTarget(String payload) throws Exception {
        List<Function<String, Object>> targets = List.of(
                s -> read(() -> FastMappers.json().readValue(s, Object.class)),
                s -> read(() -> FastMappers.reader(Object.class).readValue(s)),
                s -> read(() -> FastMappers.reader(new TypeReference<List<Object>>() {}).readValue("[" + s + "]")),
                s -> read(() -> FastMappers.reader(new TypeReference<Map<String, Object>>() {}).readValue("{\"k\":" + s + "}")));
        for (Function<String, Object> target : targets) {
            assertOnlyPlainJavaValues(target.apply(payload));
        }
        JsonNode tree = FastMappers.json().readTree(payload);
        assertThat(tree.isObject() || tree.isArray()).isTrue();
        Sink sink = FastMappers.reader(Sink.class).readValue(wrapped(payload));
        assertOnlyPlainJavaValues(sink.any);
        assertOnlyPlainJavaValues(sink.map);
        assertOnlyPlainJavaValues(sink.list);
        assertThat(sink.node).isEqualTo(tree);
        assertThat(GADGET_TOUCHED).as("the gadget class was loaded or instantiated").hasValue(0);
    }

    @ParameterizedTest
    @MethodSource("payloads")
    void serializableFieldBindsToPlainJavaValues(String payload) throws Exception {
        SerializableSink sink = FastMappers.reader(SerializableSink.class).readValue("{\"payload\":" + payload + "}");
        assertOnlyPlainJavaValues(sink.payload);
        assertThat(GADGET_TOUCHED).hasValue(0);
    }

    @ParameterizedTest
    @MethodSource("payloads")
    void abstractFieldWithoutDeclaredTypingIsRefusedNotResolvedFromThePayload(String payload) {
        assertThatThrownBy(() -> FastMappers.reader(AbstractSink.class).readValue("{\"payload\":" + payload + "}"))
                .isInstanceOf(JsonProcessingException.class);
        assertThat(GADGET_TOUCHED).hasValue(0);
    }

    @Test
    void defaultTypingCannotBeSwitchedOnInTheSharedMapper() throws Exception {
        JsonMapper shared = FastMappers.json();
        PolymorphicTypeValidator anything = LaissezFaireSubTypeValidator.instance;
        PolymorphicTypeValidator ptv = BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build();
        List<Runnable> attempts = List.of(
                () -> shared.activateDefaultTyping(anything),
                () -> shared.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.EVERYTHING),
                () -> shared.activateDefaultTyping(ptv, ObjectMapper.DefaultTyping.NON_FINAL,
                        com.fasterxml.jackson.annotation.JsonTypeInfo.As.PROPERTY),
                () -> shared.activateDefaultTypingAsProperty(ptv, ObjectMapper.DefaultTyping.OBJECT_AND_NON_CONCRETE, "@class"),
                () -> shared.setDefaultTyping(null),
                () -> shared.setPolymorphicTypeValidator(anything),
                () -> shared.registerSubtypes(Gadget.class),
                () -> shared.getSubtypeResolver().registerSubtypes(Gadget.class),
                () -> shared.setMixIns(Map.of(Object.class, Gadget.class)),
                () -> shared.addMixIn(Object.class, Gadget.class));
        for (Runnable attempt : attempts) {
            assertThatThrownBy(attempt::run).isInstanceOf(UnsupportedOperationException.class)
                    .hasMessageContaining("FastMappers.builder()");
        }
        assertThat(shared.getDeserializationConfig().getDefaultTyper(null)).isNull();
        // still untyped after every attempt
        assertOnlyPlainJavaValues(shared.readValue("[\"" + GADGET + "\",{\"cmd\":\"x\"}]", Object.class));
        assertThat(GADGET_TOUCHED).hasValue(0);
    }

    @Test
    void aCopyMayOptIntoDefaultTypingWithoutChangingTheSharedMapper() throws Exception {
        ObjectMapper copy = FastMappers.json().copy();
        // A validator that decides on the name: Jackson asks it before loading the class. With
        // BasicPolymorphicTypeValidator, a name its rules do not allow is "indeterminate", and
        // Jackson 2.21 and older then load and initialize the class (Class.forName with
        // initialization, in TypeFactory.findClass) before the class rule denies it; 2.22 does not.
        copy.activateDefaultTyping(new PolymorphicTypeValidator.Base() {
                    private static final long serialVersionUID = 1L;

                    @Override
                    public Validity validateSubClassName(com.fasterxml.jackson.databind.cfg.MapperConfig<?> config,
                            com.fasterxml.jackson.databind.JavaType baseType, String subClassName) {
                        return subClassName.equals("java.lang.Integer") ? Validity.ALLOWED : Validity.DENIED;
                    }
                },
                ObjectMapper.DefaultTyping.EVERYTHING);
        assertThat(copy.getDeserializationConfig().getDefaultTyper(null)).isNotNull();
        assertThat(FastMappers.json().getDeserializationConfig().getDefaultTyper(null)).isNull();
        // the copy's validator refuses the gadget too: typing is an explicit, validated opt-in
        assertThatThrownBy(() -> copy.readValue("[\"" + GADGET + "\",{\"cmd\":\"x\"}]", Object.class))
                .isInstanceOf(JsonProcessingException.class);
        assertThat(GADGET_TOUCHED).hasValue(0);
    }

    @Test
    void builderMadeMappersHaveNoDefaultTypingEither() {
        assertThat(FastMappers.builder().build().getDeserializationConfig().getDefaultTyper(null)).isNull();
    }

    private interface Read {
        Object run() throws Exception;
    }

    private static Object read(Read r) {
        try {
            return r.run();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
