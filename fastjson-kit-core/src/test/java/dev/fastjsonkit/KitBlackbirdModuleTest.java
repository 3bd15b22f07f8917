/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.std.StdValueInstantiator;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import org.junit.jupiter.api.Test;

class KitBlackbirdModuleTest {

    public record Point(int x, int y) {}

    public static final class Checked {
        private final int value;

        @JsonCreator
        public Checked(@JsonProperty("value") int value) {
            if (value < 0) {
                throw new IllegalArgumentException("value must not be negative: " + value);
            }
            this.value = value;
        }

        public int getValue() {
            return value;
        }
    }

    public static final class CreatorWithSetter {
        private final int id;
        private String note;

        @JsonCreator
        public CreatorWithSetter(@JsonProperty("id") int id) {
            this.id = id;
        }

        public int getId() {
            return id;
        }

        public String getNote() {
            return note;
        }

        public void setNote(String note) {
            this.note = note;
        }
    }

    public static class Bean {
        private int count;

        public int getCount() {
            return count;
        }

        public void setCount(int count) {
            this.count = count;
        }
    }

    private static JsonDeserializer<Object> deserializer(ObjectMapper mapper, Class<?> type) throws Exception {
        DeserializationContext ctxt = mapper.getDeserializationContext();
        return ((DefaultDeserializationContext) ctxt).createDummyInstance(mapper.getDeserializationConfig())
                .findRootValueDeserializer(mapper.constructType(type));
    }

    private static ValueInstantiator instantiator(ObjectMapper mapper, Class<?> type) throws Exception {
        return ((BeanDeserializerBase) deserializer(mapper, type)).getValueInstantiator();
    }

    @Test
    void recordsAndJsonCreatorsKeepJacksonsOwnInstantiator() throws Exception {
        assertThat(instantiator(FastMappers.json(), Point.class)).isExactlyInstanceOf(StdValueInstantiator.class);
        assertThat(instantiator(FastMappers.json(), Checked.class)).isExactlyInstanceOf(StdValueInstantiator.class);
    }

    @Test
    void recordsAndJsonCreatorsKeepJacksonsOwnBeanDeserializer() throws Exception {
        // not Blackbird's: Jackson's own, or the kit's creator reads (a BeanDeserializer) where on
        ObjectMapper noReads = FastMappers.builder().beanReads(false).build();
        assertThat(deserializer(noReads, Point.class)).isExactlyInstanceOf(BeanDeserializer.class);
        assertThat(deserializer(noReads, Checked.class)).isExactlyInstanceOf(BeanDeserializer.class);
        assertThat(deserializer(FastMappers.json(), Point.class)).isExactlyInstanceOf(CreatorRunDeserializer.class);
        assertThat(deserializer(FastMappers.json(), Checked.class)).isExactlyInstanceOf(CreatorRunDeserializer.class);
    }

    @Test
    void plainBlackbirdWouldHaveReplacedBoth() throws Exception {
        ObjectMapper blackbird = JsonMapper.builder().addModule(new BlackbirdModule()).build();
        assertThat(instantiator(blackbird, Point.class).getClass().getName())
                .startsWith("com.fasterxml.jackson.module.blackbird.");
        assertThat(deserializer(blackbird, Point.class).getClass().getName())
                .startsWith("com.fasterxml.jackson.module.blackbird.");
    }

    @Test
    void settersOfACreatorTypeStayOptimized() throws Exception {
        AccessReport r = FastMappers.explain(CreatorWithSetter.class);
        assertThat(r.deserialization()).filteredOn(p -> p.property().equals("note"))
                .singleElement().satisfies(p -> assertThat(p.optimized()).isTrue());
        assertThat(FastMappers.json().readValue("{\"id\":3,\"note\":\"n\"}", CreatorWithSetter.class))
                .satisfies(v -> assertThat(v.getId()).isEqualTo(3))
                .satisfies(v -> assertThat(v.getNote()).isEqualTo("n"));
    }

    @Test
    void defaultConstructorsAndSettersStayOptimized() throws Exception {
        assertThat(instantiator(FastMappers.json(), Bean.class).getClass().getName())
                .startsWith("com.fasterxml.jackson.module.blackbird.");
        assertThat(deserializer(FastMappers.builder().beanReads(false).build(), Bean.class).getClass().getName())
                .startsWith("com.fasterxml.jackson.module.blackbird.");
        // the kit's bean reading replaces Blackbird's deserializer and keeps its properties
        BeanDeserializerBase kit = (BeanDeserializerBase) deserializer(FastMappers.json(), Bean.class);
        assertThat(kit).isInstanceOf(BeanRunDeserializer.class);
        assertThat(kit.properties()).toIterable().allSatisfy(p -> assertThat(p.getClass().getName())
                .startsWith("com.fasterxml.jackson.module.blackbird."));
        assertThat(FastMappers.explain(Bean.class).fullyOptimized()).isTrue();
        // a bean property whose type the kit reads keeps Blackbird's setter
        BeanDeserializerBase holder = (BeanDeserializerBase) deserializer(FastMappers.json(), Holder.class);
        assertThat(holder.properties()).toIterable().allSatisfy(p -> assertThat(p.getClass().getName())
                .startsWith("com.fasterxml.jackson.module.blackbird."));
    }

    /** A bean holding a bean. */
    public static class Holder {
        private Bean bean;

        public Bean getBean() {
            return bean;
        }

        public void setBean(Bean bean) {
            this.bean = bean;
        }
    }

    @Test
    void explainSaysWhyTheCreatorIsLeftToJackson() {
        assertThat(FastMappers.explain(Point.class).instantiation())
                .contains("creator with arguments").contains("leaves creators with arguments to Jackson");
        ObjectMapper blackbird = JsonMapper.builder().addModule(new BlackbirdModule()).build();
        assertThat(FastMappers.explain(blackbird, Point.class).instantiation()).contains("OPTIMIZED");
    }

    @Test
    void readsRecordsAndCreatorsToTheSameValuesAsPlainJackson() throws Exception {
        ObjectMapper plain = new ObjectMapper();
        String json = "{\"x\":1,\"y\":-2}";
        assertThat(FastMappers.json().readValue(json, Point.class)).isEqualTo(plain.readValue(json, Point.class));
        assertThat(FastMappers.json().readValue("{\"value\":7}", Checked.class).getValue()).isEqualTo(7);
    }

    @Test
    void creatorExceptionHasPlainJacksonsTypeAndMessage() {
        String json = "{\"value\":-1}";
        Throwable plain = catchThrowable(
                () -> new ObjectMapper().readValue(json, Checked.class));
        assertThatThrownBy(() -> FastMappers.json().readValue(json, Checked.class))
                .isInstanceOf(ValueInstantiationException.class)
                .hasMessage(plain.getMessage())
                .hasRootCauseInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void blackbirdAddedByTheUserIsIgnoredAsADuplicate() throws Exception {
        ObjectMapper m = FastMappers.builder().addModule(new BlackbirdModule()).build();
        assertThat(m.getRegisteredModuleIds()).filteredOn(id -> String.valueOf(id).contains("blackbird"))
                .containsExactly(BlackbirdModule.class.getName());
        assertThat(instantiator(m, Point.class)).isExactlyInstanceOf(StdValueInstantiator.class);
    }
}
