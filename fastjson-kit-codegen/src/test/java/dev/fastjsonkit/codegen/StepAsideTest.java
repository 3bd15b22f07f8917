/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Mapper settings the generated code does not implement: it steps aside, explain() says why, output is Jackson's. */
class StepAsideTest {

    /** A mix-in that renames a property. */
    abstract static class Renaming {
        @JsonProperty("who")
        public String name;
    }

    private static void stepsAside(Consumer<JsonMapper.Builder> config, String reason) {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).customize(config).build();
        ObjectMapper candidate = FastMappers.builder().customize(config).build();
        assertThat(GeneratedCodecs.explain(candidate, FieldsModel.class)).contains("steps aside").contains(reason);
        CodecContract.of(reference, FieldsModel.class).withModule(GeneratedCodecs.module())
                .verify(List.of(GeneratedCodecsTest.fullFields(), new FieldsModel()));
        CodecContract.of(reference, FieldsModel.class).withModule(GeneratedCodecs.module())
                .verifyReads("{\"NAME\":\"x\",\"who\":\"y\",\"name\":\"z\",\"id\":1}", "{\"id\":\"q\"}");
    }

    @Test
    void mixInStepsAside() {
        stepsAside(b -> b.addMixIn(FieldsModel.class, Renaming.class), "a mix-in");
    }

    @Test
    void namingStrategyStepsAside() {
        stepsAside(b -> b.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE), "PropertyNamingStrategy");
    }

    @Test
    void alphabeticalSortingStepsAsideOnWrite() {
        stepsAside(b -> b.enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY), "SORT_PROPERTIES_ALPHABETICALLY");
    }

    @Test
    void defaultInclusionStepsAsideOnWrite() {
        stepsAside(b -> b.serializationInclusion(JsonInclude.Include.NON_EMPTY), "default inclusion");
    }

    @Test
    void caseInsensitivePropertiesStepAsideOnRead() {
        stepsAside(b -> b.enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES), "ACCEPT_CASE_INSENSITIVE_PROPERTIES");
    }

    @Test
    void defaultTypingStepsAside() {
        stepsAside(b -> b.activateDefaultTyping(BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class)
                .build(), ObjectMapper.DefaultTyping.EVERYTHING), "default typing");
    }

    @Test
    void featuresThatOnlyChangeOneValueKeepTheCodecServing() {
        Consumer<JsonMapper.Builder> config = b -> b.enable(SerializationFeature.WRITE_ENUMS_USING_INDEX)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                        DeserializationFeature.ACCEPT_FLOAT_AS_INT, DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS);
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).customize(config).build();
        ObjectMapper candidate = FastMappers.builder().customize(config).build();
        assertThat(GeneratedCodecs.explain(candidate, FieldsModel.class)).isEqualTo("generated codec: writes and reads");
        CodecContract.of(reference, FieldsModel.class).withModule(GeneratedCodecs.module())
                .verify(List.of(GeneratedCodecsTest.fullFields()));
        CodecContract.of(reference, FieldsModel.class).withModule(GeneratedCodecs.module())
                .verifyReads("{\"id\":1.0}", "{\"id\":[2]}", "{\"id\":null}", "{\"zzz\":1}", "{\"color\":2}");
    }

    @Test
    void aWriterOrReaderWithOtherFeaturesGetsJacksonsOwnResult() throws Exception {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).build();
        ObjectMapper candidate = FastMappers.builder().build();
        FieldsModel v = GeneratedCodecsTest.fullFields();
        candidate.writeValueAsBytes(v); // the codec is built under the mapper's own features
        assertThat(candidate.writer().with(SerializationFeature.WRITE_ENUMS_USING_INDEX).writeValueAsString(v))
                .isEqualTo(reference.writer().with(SerializationFeature.WRITE_ENUMS_USING_INDEX).writeValueAsString(v))
                .contains("\"color\":2");
        assertThatThrownBy(() -> candidate.readerFor(FieldsModel.class)
                .with(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).readValue("{\"id\":null}"))
                .isInstanceOf(MismatchedInputException.class).hasMessageContaining("FieldsModel[\"id\"]");
    }

    @Test
    void explainSaysWhenNoCodecIsRegisteredOrGenerated() {
        assertThat(GeneratedCodecs.explain(FastMappers.builder().generatedCodecs(false).build(), FieldsModel.class))
                .isEqualTo("no generated codec: GeneratedCodecs.module() is not registered on this mapper");
        assertThat(GeneratedCodecs.explain(FastMappers.json(), StepAsideTest.class))
                .isEqualTo("no generated codec: the type is not annotated with @FastCodec");
        assertThat(FastMappers.explain(FieldsModel.class).toString()).contains("codec:  generated codec: writes and reads");
    }
}
