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
                        .enable(SerializationFeature.WRITE_ENUMS_USING_INDEX).build(),
                JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module())
                        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                        .defaultTimeZone(java.util.TimeZone.getTimeZone("Europe/Paris")).build(),
                JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module())
                        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                        .withConfigOverride(java.time.Instant.class, o -> o.setFormat(
                                com.fasterxml.jackson.annotation.JsonFormat.Value.forShape(
                                        com.fasterxml.jackson.annotation.JsonFormat.Shape.NUMBER))).build());
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
        c.verifyReads("{\"at\":\"2026-11-23T10:15:30Z\"}", "{\"at\":\"2026-11-23T10:15:30.5Z\"}",
                "{\"at\":\"0000-01-01T00:00:00.000000001Z\"}", "{\"at\":\"9999-12-31T23:59:59.999Z\"}",
                "{\"at\":\"2026-11-23T10:15:30+00:00\"}", "{\"at\":\"2026-11-23T10:15:30+01:00\"}",
                "{\"at\":\"2026-02-30T00:00:00Z\"}", "{\"at\":\"2026-11-23t10:15:30z\"}",
                "{\"at\":\"2026-11-23T23:59:60Z\"}", "{\"at\":\"+12026-11-23T10:15:30Z\"}",
                "{\"at\":\" 2026-11-23T10:15:30Z \"}", "{\"at\":\"1700000000000\"}", "{\"at\":\"1700000000.25\"}",
                "{\"at\":1700000000000}", "{\"at\":\"\"}", "{\"at\":null}", "{\"at\":[\"2026-11-23T10:15:30Z\"]}",
                "{\"at\":\"2026-11-23T10:15:30");
        c.verify(List.of(new TimeModel(java.time.Instant.ofEpochSecond(-62_167_219_201L), null, null, null, null,
                Optional.empty(), OptionalInt.empty(), Optional.empty(), null, null, null, null),
                new TimeModel(java.time.Instant.parse("1969-12-31T23:59:59.999999Z"), null, null, null, null,
                Optional.empty(), OptionalInt.empty(), Optional.empty(), null, null, null, null),
                new TimeModel(java.time.Instant.MAX, null, null, null, null,
                Optional.empty(), OptionalInt.empty(), Optional.empty(), null, null, null, null)));
    }

    @org.junit.jupiter.api.Test
    void instantsFollowPerCallDateSettingsOfTheWriterAndReader() throws Exception {
        ObjectMapper plain = FastMappers.builder().generatedCodecs(false).build();
        ObjectMapper generated = FastMappers.builder().build();
        TimeModel sample = TimeModel.sample();
        java.util.function.UnaryOperator<com.fasterxml.jackson.databind.ObjectWriter>[] settings = new java.util.function.UnaryOperator[] {
            w -> w, w -> ((com.fasterxml.jackson.databind.ObjectWriter) w).with(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS),
            w -> ((com.fasterxml.jackson.databind.ObjectWriter) w).with(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                    .without(SerializationFeature.WRITE_DATE_TIMESTAMPS_AS_NANOSECONDS),
            w -> ((com.fasterxml.jackson.databind.ObjectWriter) w).with(java.util.TimeZone.getTimeZone("Asia/Tokyo"))};
        for (java.util.function.UnaryOperator<com.fasterxml.jackson.databind.ObjectWriter> s : settings) {
            byte[] expected = s.apply(plain.writerFor(TimeModel.class)).writeValueAsBytes(sample);
            assertThat(new String(s.apply(generated.writerFor(TimeModel.class)).writeValueAsBytes(sample),
                    java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(new String(expected, java.nio.charset.StandardCharsets.UTF_8));
            TimeModel back = generated.readerFor(TimeModel.class)
                    .with(DeserializationFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS).readValue(expected);
            assertThat(back).isEqualTo(plain.readerFor(TimeModel.class)
                    .with(DeserializationFeature.READ_DATE_TIMESTAMPS_AS_NANOSECONDS).readValue(expected));
        }
    }
}
