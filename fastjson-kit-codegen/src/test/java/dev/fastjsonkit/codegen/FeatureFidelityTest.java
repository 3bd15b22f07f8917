/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.ConfigFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The features that change what is read or written ({@code FAIL_ON_*}, {@code ACCEPT_*} and the date
 * features such as {@code WRITE_DATES_AS_TIMESTAMPS}), each switched from the kit's default: the
 * generated codecs keep serving, and write the same bytes, read the same values and throw the same
 * exceptions as Jackson's bean (de)serializers under the same mapper. They need no step-aside because
 * the generated code reads only the tokens these features do not touch (a string for a
 * {@code String}, an integer for an {@code int}, a known enum name, a canonical ISO instant) and hands
 * every other token, every unknown or ignored property and every missing creator argument to the
 * Jackson code that reads the feature.
 */
class FeatureFidelityTest {

    /** Every feature of the three enums whose name marks it as changing input or output. */
    static Stream<ConfigFeature> features() {
        List<ConfigFeature> out = new ArrayList<>();
        for (DeserializationFeature f : DeserializationFeature.values()) {
            if (f.name().startsWith("FAIL_ON_") || f.name().startsWith("ACCEPT_") || f.name().contains("DATE")
                    || f.name().startsWith("READ_") || f == DeserializationFeature.WRAP_EXCEPTIONS) {
                out.add(f);
            }
        }
        for (SerializationFeature f : SerializationFeature.values()) {
            if (f.name().startsWith("FAIL_ON_") || f.name().contains("DATE") || f.name().startsWith("WRITE_")
                    || f == SerializationFeature.WRAP_EXCEPTIONS) {
                out.add(f);
            }
        }
        for (MapperFeature f : MapperFeature.values()) {
            // ACCEPT_CASE_INSENSITIVE_PROPERTIES renames the properties: the codec steps aside (StepAsideTest)
            if (f.name().startsWith("ACCEPT_") && f != MapperFeature.ACCEPT_CASE_INSENSITIVE_PROPERTIES) {
                out.add(f);
            }
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("features")
    void eachFeatureGivesJacksonsBytesValuesAndExceptions(ConfigFeature feature) {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).customize(flip(feature)).build();
        ObjectMapper candidate = FastMappers.builder().customize(flip(feature)).build();
        for (Class<?> type : List.of(FieldsModel.class, BeanModel.class, CreatorModel.class, RecordModel.class,
                Child.class, TimeModel.class, ListModel.class)) {
            assertThat(GeneratedCodecs.explain(candidate, type)).as(feature + " " + type.getSimpleName())
                    .isEqualTo("generated codec: writes and reads");
        }
        CodecContract<FieldsModel> fields = contract(reference, FieldsModel.class);
        FieldsModel single = GeneratedCodecsTest.fullFields();
        single.tags = List.of("only");
        single.children = List.of(new Child("one", 1));
        fields.verify(List.of(GeneratedCodecsTest.fullFields(), new FieldsModel(), single));
        fields.verifyReads("{\"id\":1.5}", "{\"id\":1.0}", "{\"id\":\"7\"}", "{\"id\":null}", "{\"flag\":null}",
                "{\"id\":[3]}", "{\"id\":[]}", "{\"tags\":\"x\"}", "{\"tags\":null}", "{\"tags\":[null]}",
                "{\"child\":\"\"}", "{\"child\":[]}", "{\"child\":[{\"label\":\"a\",\"rank\":1}]}",
                "{\"child\":{\"label\":\"a\"}}", "{\"child\":{\"label\":null,\"rank\":null}}", "{\"children\":[null]}", "{\"children\":[\"x\"]}", "{\"children\":[{\"rank\":\"q\"}]}",
                "{\"children\":[[{\"label\":\"a\",\"rank\":1}]]}", "{\"children\":[\"\"]}", "{\"children\":[[]]}",
                "{\"children\":{\"label\":\"a\",\"rank\":1}}", "{\"color\":\"blue\"}", "{\"color\":\"Blue\"}",
                "{\"color\":1}", "{\"color\":\"1\"}", "{\"color\":\"\"}", "{\"color\":\"PURPLE\"}", "{\"ignored\":\"x\"}",
                "{\"unknown\":1}", "{\"readOnly\":\"x\"}", "{\"id\":1} 2", "{\"id\":1}{}", "{\"name\":\"a\",\"name\":\"b\"}",
                "{\"ratio\":\"NaN\"}", "{\"ratio\":1}", "{\"price\":\"1.5\"}", "{\"letter\":1}", "{\"words\":\"w\"}",
                "{\"numbers\":1}", "{\"rates\":{\"a\":null}}", "{\"anything\":{\"a\":[1]}}", "{\"ID\":1}", "");
        contract(reference, BeanModel.class).verify(List.of(GeneratedCodecsTest.fullBean(), new BeanModel()));
        contract(reference, BeanModel.class).verifyReads("{\"count\":\"7\"}", "{\"count\":7.5}", "{\"count\":null}",
                "{\"active\":1}", "{\"children\":{}}", "{\"color\":\"red\"}", "{\"hidden\":\"h\"}", "{\"COUNT\":1}");
        contract(reference, CreatorModel.class).verifyReads("{}", "{\"name\":\"a\"}", "{\"name\":null,\"id\":null}",
                "{\"name\":\"a\",\"id\":2.5}", "{\"name\":\"a\",\"ids\":1}", "{\"name\":\"a\",\"color\":\"red\"}",
                "{\"name\":\"a\",\"extra\":1}", "{\"name\":\"a\",\"legacy\":1}", "{\"name\":\"a\",\"name\":\"b\"}");
        contract(reference, RecordModel.class).verifyReads("{}", "{\"record_id\":null}", "{\"record_id\":1.5}",
                "{\"tags\":\"t\"}", "{\"kids\":[]}", "{\"more\":\"\"}", "{\"on\":\"TRUE\"}", "{\"x\":1}");
        contract(reference, Child.class).verifyReads("{}", "{\"rank\":null}", "{\"rank\":1.25}", "{\"rank\":[1]}",
                "{\"label\":[\"x\"]}", "{\"label\":\"x\",\"zzz\":1}");
        CodecContract<ListModel> lists = contract(reference, ListModel.class);
        lists.verify(List.of(NestedCollectionsTest.sample(), new ListModel()));
        try {
            lists.verifyReads(NestedCollectionsTest.documents(reference).toArray(new String[0]));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        CodecContract<TimeModel> time = contract(reference, TimeModel.class);
        time.verify(List.of(TimeModel.sample(), new TimeModel(Instant.parse("2026-11-23T10:15:30Z"), null, null, null,
                null, Optional.empty(), OptionalInt.empty(), Optional.empty(), null, null, null, null)));
        time.verifyReads("{\"at\":\"2026-11-23T10:15:30Z\"}", "{\"at\":\"2026-11-23T10:15:30.123Z\"}",
                "{\"at\":1700000000}", "{\"at\":1700000000.5}", "{\"at\":\"1700000000\"}", "{\"at\":\"\"}",
                "{\"at\":\"2026-11-23T10:15:30+01:00\"}", "{\"day\":[2026,11,23]}", "{\"day\":\"2026-11-23\"}",
                "{\"offset\":\"2026-11-23T10:15:30+02:00\"}", "{\"offset\":1700000000}", "{\"took\":1.5}",
                "{\"took\":\"PT1S\"}", "{\"code\":\"a-1\"}", "{\"code\":\"A\"}", "{\"level\":\"HIGH\"}", "{\"levelNumber\":0}",
                "{\"color\":\"green\"}", "{\"color\":0}");
    }

    /** Switches {@code feature} away from the state FastMappers gives it. */
    private static Consumer<JsonMapper.Builder> flip(ConfigFeature feature) {
        boolean on = isEnabled(feature);
        return b -> {
            if (feature instanceof DeserializationFeature f) {
                b.configure(f, !on);
            } else if (feature instanceof SerializationFeature f) {
                b.configure(f, !on);
            } else {
                b.configure((MapperFeature) feature, !on);
            }
        };
    }

    private static boolean isEnabled(ConfigFeature feature) {
        ObjectMapper m = FastMappers.builder().generatedCodecs(false).build();
        if (feature instanceof DeserializationFeature f) {
            return m.isEnabled(f);
        }
        if (feature instanceof SerializationFeature f) {
            return m.isEnabled(f);
        }
        return m.isEnabled((MapperFeature) feature);
    }

    private static <T> CodecContract<T> contract(ObjectMapper reference, Class<T> type) {
        return CodecContract.of(reference, type).withModule(GeneratedCodecs.module());
    }
}
