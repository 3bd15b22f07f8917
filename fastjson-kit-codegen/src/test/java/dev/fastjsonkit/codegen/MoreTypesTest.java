/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** java.time, Optional, @JsonFormat and enum annotations: delegated to the mapper's own (de)serializers. */
class MoreTypesTest {

    static Stream<ObjectMapper> mappers() {
        return Stream.of(FastMappers.builder().generatedCodecs(false).build(),
                JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module()).build(),
                JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module())
                        .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
                        .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING)
                        .disable(SerializationFeature.WRITE_DATE_TIMESTAMPS_AS_NANOSECONDS).build(),
                JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module())
                        .enable(SerializationFeature.WRITE_ENUMS_USING_INDEX).build());
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void javaTimeOptionalAndEnumAnnotationsMatchJackson(ObjectMapper reference) {
        ObjectMapper candidate = reference.copy().registerModule(GeneratedCodecs.module());
        assertThat(GeneratedCodecs.explain(candidate, TimeModel.class)).isEqualTo("generated codec: writes and reads");
        CodecContract<TimeModel> c = CodecContract.of(reference, TimeModel.class).withModule(GeneratedCodecs.module());
        c.verify(List.of(TimeModel.sample(), new TimeModel(null, null, null, null, null, Optional.empty(),
                OptionalInt.empty(), Optional.of("x"), null, null, null, null)));
        c.verifyReads("{\"at\":\"not a date\"}", "{\"day\":\"2026-02-30\"}", "{\"local\":\"2026-11-23T10:15\"}",
                "{\"at\":1700000000.5}", "{\"code\":\"A\"}", "{\"code\":\"a-1\"}", "{\"level\":\"HIGH\"}",
                "{\"level\":\"whatever\"}", "{\"levelNumber\":1}", "{\"levelNumber\":7}", "{\"color\":\"green\"}",
                "{\"color\":\"GREEN\"}", "{\"color\":2}", "{\"maybe\":null}", "{\"count\":\"x\"}", "{\"took\":\"PT1S\"}");
    }
}
