/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import dev.fastjsonkit.bench.codec.CodecData;
import dev.fastjsonkit.codec.contract.CodecContract;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CandidateCodecsTest {

    /** Every shape with its type, the bench's value, and inputs with nulls and odd elements. */
    static Stream<Arguments> shapes() {
        Map<String, Object> withNull = new LinkedHashMap<>();
        withNull.put("a", null);
        return Stream.of(
                Arguments.of("MAP_OF_DOUBLE", new TypeReference<Map<String, Double>>() {}, CodecData.currencyRates(), "{\"a\":null,\"b\":1}"),
                Arguments.of("MAP_OF_LONG", new TypeReference<Map<String, Long>>() {}, CodecData.longMap(100), "{\"a\":null,\"b\":\"12\"}"),
                Arguments.of("MAP_OF_INTEGER", new TypeReference<Map<String, Integer>>() {}, CodecData.intMap(100), "{\"a\":null,\"b\":1.0}"),
                Arguments.of("MAP_OF_STRING", new TypeReference<Map<String, String>>() {}, CodecData.stringMap(100), "{\"a\":null,\"b\":1}"),
                Arguments.of("MAP_OF_BOOLEAN", new TypeReference<Map<String, Boolean>>() {}, CodecData.booleanMap(100), "{\"a\":null,\"b\":false}"),
                Arguments.of("LIST_OF_STRING", new TypeReference<List<String>>() {}, CodecData.stringList(100), "[null,\"x\",1]"),
                Arguments.of("LIST_OF_DOUBLE", new TypeReference<List<Double>>() {}, CodecData.doubleList(100), "[null,1,2.5]"),
                Arguments.of("LIST_OF_LONG", new TypeReference<List<Long>>() {}, CodecData.longList(100), "[null,1,\"2\"]"),
                Arguments.of("LIST_OF_INTEGER", new TypeReference<List<Integer>>() {}, CodecData.intList(100), "[null,1,-3]"),
                Arguments.of("DOUBLE_ARRAY_2D", new TypeReference<double[][]>() {}, CodecData.track(1000), "[null,[1,2.5]]"),
                Arguments.of("DOUBLE_ARRAY_3D", new TypeReference<double[][][]>() {}, CodecData.polygon(4, 250), "[null,[[1,2.5]]]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void candidatesWriteJacksonsBytesAndReadJacksonsValuesOnAPlainMapper(String shape, TypeReference<Object> type,
            Object value, String odd) {
        CodecContract<Object> c = CodecContract.of(new ObjectMapper(), type).withModule(CandidateCodecs.module(shape));
        c.verify(List.of(value));
        c.verifyReads(odd);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void rejectedShapesGetTheirCandidateReaderAndShippedShapesCoresReader(String shape, TypeReference<Object> type,
            Object value, String odd) throws Exception {
        ObjectMapper m = new ObjectMapper().registerModule(CandidateCodecs.module(shape));
        JsonDeserializer<Object> d = ((DefaultDeserializationContext) m.getDeserializationContext())
                .createInstance(m.getDeserializationConfig(), null, null).findRootValueDeserializer(m.constructType(type));
        String pkg = CandidateShape.valueOf(shape).shippedReader ? "dev.fastjsonkit.codec." : "dev.fastjsonkit.bench.codec.candidate.";
        assertThat(d.getClass().getName()).startsWith(pkg);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void aWrongRootTokenFailsAsInJackson(String shape, TypeReference<Object> type, Object value, String odd) {
        ObjectMapper m = new ObjectMapper().registerModule(CandidateCodecs.module(shape));
        assertThatThrownBy(() -> m.readValue("true", type))
                .isInstanceOf(com.fasterxml.jackson.databind.exc.MismatchedInputException.class);
        assertThat(Arrays.asList(CandidateShape.values())).extracting(Enum::name).contains(shape);
    }
}
