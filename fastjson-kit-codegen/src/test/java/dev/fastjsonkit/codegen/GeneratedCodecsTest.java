/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every generated codec against Jackson's bean (de)serializer on the same mapper, with CodecContract. */
class GeneratedCodecsTest {

    static Stream<ObjectMapper> mappers() {
        return Stream.of(FastMappers.builder().generatedCodecs(false).build(),
                FastMappers.builder().generatedCodecs(false).blackbird(false).build(),
                new ObjectMapper(),
                new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES));
    }

    static FieldsModel fullFields() {
        FieldsModel m = new FieldsModel();
        m.name = "caf\u00e9 \"quoted\"";
        m.id = -7;
        m.big = Long.MIN_VALUE;
        m.small = 300;
        m.tiny = -5;
        m.letter = 'x';
        m.flag = true;
        m.ratio = 0.1;
        m.score = 1.5f;
        m.boxedInt = 42;
        m.boxedLong = 1L << 40;
        m.boxedFlag = false;
        m.boxedRatio = 1e300;
        m.boxedLetter = 'y';
        m.boxedShort = (short) -2;
        m.price = new BigDecimal("12.50");
        m.count = new BigInteger("123456789012345678901234567890");
        m.color = FieldsModel.Color.BLUE;
        m.tags = List.of("a", "b");
        m.codes = Set.of(3);
        m.rates = Map.of("eur", 1.1);
        m.numbers = new int[] {1, 2};
        m.words = new String[] {"w"};
        m.child = new Child("c", 1);
        m.children = List.of(new Child("d", 2), new Child(null, 0));
        m.anything = "any";
        m.legacy = "old";
        m.number = 7L;
        m.renamed = "r";
        m.readOnly = "ro";
        m.writeOnly = "wo";
        m.required = "req";
        m.ignored = "ig";
        m.nonEmpty = List.of();
        m.nonDefault = 0;
        return m;
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void fieldsModelWritesJacksonBytesAndReadsEqualValues(ObjectMapper reference) {
        FieldsModel other = fullFields();
        other.anything = List.of(1, "two");
        other.number = 2.5;
        other.tags = new java.util.ArrayList<>(List.of("x"));
        FieldsModel third = fullFields();
        third.anything = new Child("c", 1);
        third.number = new BigDecimal("1.0");
        FieldsModel nulls = fullFields();
        nulls.tags = java.util.Arrays.asList("a", null, "b");
        nulls.children = java.util.Arrays.asList(new Child("x", 1), null, new Child(null, 2));
        FieldsModel single = fullFields();
        single.tags = List.of("one");
        single.children = List.of(new Child("one", 1));
        FieldsModel polluted = fullFields();
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<String> raw = (List) java.util.Arrays.asList("a", 2, "c");
        polluted.tags = raw;
        FieldsModel linked = fullFields();
        linked.tags = new java.util.LinkedList<>(List.of("l1", "l2"));
        contract(reference, FieldsModel.class).verify(List.of(fullFields(), new FieldsModel(), other, third, other));
        contract(reference, FieldsModel.class).verify(List.of(nulls, single, linked, polluted));
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void fieldsModelFailsLikeJacksonOnBadInput(ObjectMapper reference) {
        contract(reference, FieldsModel.class).verifyReads(
                "{\"id\":\"x\"}", "{\"id\":1e400}", "{\"id\":99999999999}", "{\"id\":null}", "{\"big\":1.5}",
                "{\"flag\":\"yes\"}", "{\"color\":\"PURPLE\"}", "{\"color\":\"bleu\"}", "{\"color\":\"BLUE\"}",
                "{\"color\":1}", "{\"name\":[1]}", "{\"name\":", "{\"name\":\"abc", "{\"id\":1,", "{", "[]",
                "null", "{\"unknown\":{\"a\":[1,2]},\"id\":3}", "{\"legacy\":1}", "{\"ignored\":\"x\"}",
                "{\"readOnly\":\"x\"}", "{\"oldName\":\"x\"}", "{\"older\":\"y\",\"renamed_field\":\"z\"}",
                "{\"child\":{\"label\":5,\"rank\":\"q\"}}", "{\"children\":[{\"rank\":1.5}]}", "{\"tiny\":300}",
                "{\"small\":70000}", "{\"letter\":\"ab\"}", "{\"ratio\":1,\"score\":2}", "{\"boxedInt\":null}",
                "{\"name\":\"a\",\"name\":\"b\"}", "{\"id\":1}{\"id\":2}");
        contract(reference, FieldsModel.class).verifyReads("{\"children\":[]}", "{\"children\":null}",
                "{\"children\":[null,{\"label\":\"a\",\"rank\":1},null]}", "{\"children\":[\"x\"]}",
                "{\"children\":[1]}", "{\"children\":[[]]}", "{\"children\":[{\"rank\":\"q\"}]}",
                "{\"children\":[{\"label\":\"a\",\"rank\":1},{\"rank\":2,\"label\":\"b\",\"x\":0}]}",
                "{\"children\":[{\"label\":\"a\",\"rank\":1},", "{\"children\":[}", "{\"children\":[",
                "{\"children\":{}}", "{\"children\":\"x\"}", "{\"children\":\"\"}", "{\"children\":[{}],\"id\":1}");
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void childRecordRoundTripsAndFailsLikeJackson(ObjectMapper reference) {
        contract(reference, Child.class).verify(List.of(new Child("a", 1), new Child(null, -1)));
        contract(reference, Child.class).verifyReads("{\"rank\":2,\"label\":\"x\"}", "{}", "{\"rank\":null}",
                "{\"label\":\"x\",\"zzz\":1,\"rank\":3}", "{\"label\":\"x\",\"rank\":3,\"zzz\":1}", "{\"rank\":",
                "{\"rank\":\"1\"}");
    }

    static BeanModel fullBean() {
        BeanModel m = new BeanModel();
        m.setTitle("t\u2603");
        m.setCount(Integer.MAX_VALUE);
        m.setTotal(-1);
        m.setActive(true);
        m.setWeight(2.5);
        m.setGrade('\u00e9');
        m.setLevel((short) 7);
        m.setAmount(new BigDecimal("1E+3"));
        m.setColor(FieldsModel.Color.RED);
        m.setChildren(List.of(new Child("x", 9)));
        m.setCounts(Map.of("k", 1));
        m.setAlias("al");
        m.setSecret("s");
        m.setHidden("h");
        m.setNotes(List.of());
        return m;
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void beanModelWritesJacksonBytesAndReadsLikeJackson(ObjectMapper reference) {
        contract(reference, BeanModel.class).verify(List.of(fullBean(), new BeanModel()));
        contract(reference, BeanModel.class).verifyReads("{\"a_l_i_a_s\":\"x\",\"count\":\"7\"}",
                "{\"other\":\"y\",\"active\":1}", "{\"weight\":\"NaN\",\"grade\":\"\"}", "{\"level\":99999}",
                "{\"total\":18446744073709551616}", "{\"whatever\":[{}],\"count\":1}", "{\"hidden\":\"h\"}",
                "{\"secret\":\"s\"}", "{\"color\":\"\"}", "{\"children\":[{\"label\":\"a\",\"rank\":1,\"x\":2}]}",
                "{\"counts\":{\"a\":\"b\"}}", "{\"amount\":\"abc\"}", "{\"title\":{}}", "{\"title\":");
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void creatorModelCallsTheCreatorAndFailsLikeJackson(ObjectMapper reference) {
        contract(reference, CreatorModel.class).verify(List.of(
                new CreatorModel("n", 1, true, 0.5f, BigInteger.TEN, FieldsModel.Color.GREEN, List.of(1, 2), "x"),
                new CreatorModel(null, 0, null, 0f, null, null, null, null)));
        contract(reference, CreatorModel.class).verifyReads("{\"name\":\"a\"}", "{}", "{\"id\":1}",
                "{\"name\":\"a\",\"id\":-1}", "{\"name\":\"a\",\"legacy\":1,\"unknown\":2}",
                "{\"id\":2,\"name\":\"b\",\"flag\":true,\"score\":1.25,\"big\":5,\"color\":\"RED\","
                        + "\"ids\":[1],\"note\":\"n\",\"extra\":1}",
                "{\"name\":\"a\",\"large\":\"12\"}", "{\"name\":\"a\",\"id\":null}", "{\"name\":\"a\",\"score\":\"x\"}",
                "{\"name\":\"a\",\"ids\":[\"q\"]}", "{\"name\":", "{\"unknown\":1,\"name\":\"a\"}");
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void recordModelReadsThroughTheCanonicalConstructor(ObjectMapper reference) {
        contract(reference, RecordModel.class).verify(List.of(
                new RecordModel(1, "n", true, (byte) 1, 0.25, Set.of("t"), Map.of("c", new Child("c", 3)),
                        new Child[] {new Child("m", 4)}),
                new RecordModel(0, null, null, (byte) 0, 0, null, null, null)));
        contract(reference, RecordModel.class).verifyReads("{\"record_id\":5,\"label\":\"l\"}",
                "{\"ratio\":-1}", "{\"tiny\":1000}", "{\"on\":\"true\"}", "{\"skipped\":\"x\",\"computed\":\"y\"}",
                "{\"more\":{}}", "{\"kids\":{\"a\":null}}", "{\"record_id\":");
        contract(reference, RecordModel.Factory.class).verify(List.of(new RecordModel.Factory("a", List.of("b"))));
        contract(reference, RecordModel.Factory.class).verifyReads("{}", "{\"b\":null}", "{\"a\":1}");
    }

    @org.junit.jupiter.api.Test
    void sharedMapperServesTheGeneratedCodec() {
        assertThat(GeneratedCodecs.explain(FastMappers.json(), FieldsModel.class))
                .isEqualTo("generated codec: writes and reads");
        assertThat(FastMappers.explain(Child.class).generatedCodec()).isEqualTo("generated codec: writes and reads");
    }

    /** The contract, after checking that the codec really serves the type on the candidate mapper. */
    private static <T> CodecContract<T> contract(ObjectMapper reference, Class<T> type) {
        ObjectMapper candidate = reference.copy().registerModule(GeneratedCodecs.module());
        assertThat(GeneratedCodecs.explain(candidate, type)).isEqualTo("generated codec: writes and reads");
        return CodecContract.of(reference, type).withModule(GeneratedCodecs.module());
    }
}
