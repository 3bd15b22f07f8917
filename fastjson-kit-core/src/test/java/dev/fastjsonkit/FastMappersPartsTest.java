/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.fastjsonkit.codec.FastCodecs;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The builder's parts for mappers built elsewhere: buildFactory(), modules(), features(). */
class FastMappersPartsTest {

    @Test
    void buildFactoryGivesTheFactoryABuiltMapperHas() {
        StreamReadConstraints tight = StreamReadConstraints.builder().maxNestingDepth(7).build();
        FastMappers.Builder b = FastMappers.builder().fastBigNumberParser(false).streamReadConstraints(tight);
        JsonFactory made = b.buildFactory();
        JsonFactory built = b.build().getFactory();
        assertThat(made.getClass()).isEqualTo(built.getClass()).isEqualTo(FastJsonFactory.class);
        assertThat(made.streamReadConstraints().getMaxNestingDepth()).isEqualTo(7);
        assertThat(made.streamWriteConstraints().getMaxNestingDepth())
                .isEqualTo(FastMappers.Builder.DEFAULT_WRITE_CONSTRAINTS.getMaxNestingDepth());
        assertThat(made.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isTrue();
        assertThat(made.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isFalse();
        assertThat(made).isNotSameAs(b.buildFactory());
    }

    @Test
    void buildFactoryWithTheDoubleWriterOffIsJacksonCoresOwn() {
        assertThat(FastMappers.builder().fastDoubleWriter(false).buildFactory().getClass())
                .isEqualTo(EngineJsonFactory.class);
        JsonFactory f = FastMappers.builder().fastDoubleWriter(false).engine(false).buildFactory();
        assertThat(f.getClass()).isEqualTo(JsonFactory.class);
        assertThat(f.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isFalse();
    }

    @Test
    void modulesListsTheKitsModulesInRegistrationOrderThenAddedOnes() {
        Module mine = new SimpleModule("mine");
        List<Module> modules = FastMappers.builder().addModule(mine).modules();
        assertThat(modules).hasSize(6);
        assertThat(modules.get(0)).isInstanceOf(JavaTimeModule.class);
        assertThat(modules.get(1)).isInstanceOf(Jdk8Module.class);
        assertThat(modules.get(2)).isInstanceOf(KitBlackbirdModule.class);
        assertThat(modules.get(3)).isSameAs(FastCodecs.module());
        assertThat(modules.get(4)).isSameAs(GeneratedCodecs.module());
        assertThat(modules.get(5)).isSameAs(mine);
        assertThatThrownBy(() -> modules.add(mine)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void modulesFollowTheSwitchesAndGiveANewBlackbirdEachCall() {
        FastMappers.Builder b = FastMappers.builder().javaTimeModule(false).jdk8Module(false).handWrittenCodecs(false)
                .generatedCodecs(false);
        assertThat(b.modules()).singleElement().isInstanceOf(KitBlackbirdModule.class);
        assertThat(b.modules().get(0)).isNotSameAs(b.modules().get(0));
        assertThat(b.blackbird(false).modules()).isEmpty();
    }

    @Test
    void featuresListWhatTheSwitchesSet() {
        assertThat(FastMappers.builder().features()).containsExactly(
                entry(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false),
                entry(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS, false),
                entry(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false),
                entry(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true));
        Map<Enum<?>, Boolean> lenient = FastMappers.builder().isoDates(false).ignoreUnknownProperties(false)
                .rejectTrailingTokens(false).features();
        assertThat(lenient).isEmpty();
    }

    @Test
    void partsAppliedToAPlainMapperConfigureItAsBuild() {
        FastMappers.Builder b = FastMappers.builder().rejectTrailingTokens(true);
        ObjectMapper m = new ObjectMapper(b.buildFactory());
        m.registerModules(b.modules());
        b.features().forEach((f, on) -> {
            if (f instanceof SerializationFeature s) {
                m.configure(s, on);
            } else {
                m.configure((DeserializationFeature) f, on);
            }
        });
        ObjectMapper built = b.build();
        assertThat(m.getRegisteredModuleIds()).isEqualTo(built.getRegisteredModuleIds());
        assertThat(m.getSerializationConfig().getSerializationFeatures())
                .isEqualTo(built.getSerializationConfig().getSerializationFeatures());
        assertThat(m.getDeserializationConfig().getDeserializationFeatures())
                .isEqualTo(built.getDeserializationConfig().getDeserializationFeatures());
    }
}
