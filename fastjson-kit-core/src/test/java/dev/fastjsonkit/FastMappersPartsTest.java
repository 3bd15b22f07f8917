/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonReadFeature;
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
import java.nio.charset.StandardCharsets;
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
    void engineFactoryIsJacksonCoresFactoryWithTheEnginesParsers() throws Exception {
        JsonFactory engine = FastMappers.engineFactory(new JsonFactoryBuilder());
        JsonFactory plain = new JsonFactory(new JsonFactoryBuilder());
        StreamReadConstraints want = plain.streamReadConstraints();
        StreamReadConstraints got = engine.streamReadConstraints();
        assertThat(List.of(got.getMaxNestingDepth(), got.getMaxNumberLength(), got.getMaxStringLength(), got.getMaxDocumentLength()))
                .isEqualTo(List.of(want.getMaxNestingDepth(), want.getMaxNumberLength(), want.getMaxStringLength(),
                        want.getMaxDocumentLength()));
        assertThat(engine.getParserFeatures()).isEqualTo(plain.getParserFeatures());
        assertThat(engine.getFormatParserFeatures()).isEqualTo(plain.getFormatParserFeatures());
        assertThat(engine.getGeneratorFeatures()).isEqualTo(plain.getGeneratorFeatures());
        assertThat(engine.isEnabled(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES)).isTrue();
        byte[] doc = "{\"a\":\"x\\u00e9\"}".getBytes(StandardCharsets.UTF_8);
        try (JsonParser p = engine.createParser(doc)) {
            assertThat(p).isInstanceOf(EngineParser.class);
            p.nextToken();
            p.nextToken();
            p.nextToken();
            assertThat(p.getText()).isEqualTo("x\u00e9");
        }
        try (JsonParser p = engine.copy().createParser(doc)) {
            assertThat(p).isInstanceOf(EngineParser.class);
        }
        try (JsonParser p = engine.createParser("{}")) {
            assertThat(p).isNotInstanceOf(EngineParser.class);
        }
    }

    @Test
    void engineFactoryReportsAStreamReadOfZeroBytesAsJacksonCoreDoes() {
        for (String head : new String[] {"", "[", "[1,", "[1,2,3"}) {
            Throwable plain = org.assertj.core.api.Assertions.catchThrowable(
                    () -> drain(new JsonFactory().createParser(zeroAfter(head))));
            Throwable engine = org.assertj.core.api.Assertions.catchThrowable(
                    () -> drain(FastMappers.engineFactory(new JsonFactoryBuilder()).createParser(zeroAfter(head))));
            assertThat(plain).as("plain, after '%s'", head).isExactlyInstanceOf(java.io.IOException.class);
            assertThat(engine).as("engine, after '%s'", head).isExactlyInstanceOf(java.io.IOException.class)
                    .hasMessage(plain.getMessage());
        }
    }

    /** {@code head} one byte a read, then every read returns 0. */
    private static java.io.InputStream zeroAfter(String head) {
        byte[] bytes = head.getBytes(StandardCharsets.UTF_8);
        return new java.io.InputStream() {
            private int pos;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (pos < bytes.length && len > 0) {
                    b[off] = bytes[pos++];
                    return 1;
                }
                return 0;
            }
        };
    }

    private static void drain(JsonParser p) throws java.io.IOException {
        try (p) {
            while (p.nextToken() != null) {
                p.skipChildren();
            }
        }
    }

    @Test
    void engineFactoryKeepsWhatTheBuilderSets() {
        JsonFactory engine = FastMappers.engineFactory(new JsonFactoryBuilder()
                .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(5).build()));
        assertThat(engine.streamReadConstraints().getMaxNestingDepth()).isEqualTo(5);
        assertThat(engine.isEnabled(JsonReadFeature.ALLOW_TRAILING_COMMA.mappedFeature())).isTrue();
        assertThatThrownBy(() -> FastMappers.engineFactory(null)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("builder");
    }

    @Test
    void modulesListsTheKitsModulesInRegistrationOrderThenAddedOnes() {
        Module mine = new SimpleModule("mine");
        List<Module> modules = FastMappers.builder().addModule(mine).modules();
        assertThat(modules).hasSize(10);
        assertThat(modules.get(0)).isInstanceOf(JavaTimeModule.class);
        assertThat(modules.get(1)).isInstanceOf(Jdk8Module.class);
        assertThat(modules.get(2)).isInstanceOf(KitBlackbirdModule.class);
        assertThat(modules.get(3)).isInstanceOf(BeanRunModule.class);
        assertThat(modules.get(4)).isInstanceOf(BeanWriteModule.class);
        assertThat(modules.get(5)).isSameAs(FastCodecs.module());
        assertThat(modules.get(6)).isSameAs(GeneratedCodecs.module());
        assertThat(modules.get(7)).isInstanceOf(ContainerReadModule.class);
        assertThat(modules.get(8)).isInstanceOf(ContainerWriteModule.class);
        assertThat(modules.get(9)).isSameAs(mine);
        assertThatThrownBy(() -> modules.add(mine)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void modulesFollowTheSwitchesAndGiveANewBlackbirdEachCall() {
        FastMappers.Builder b = FastMappers.builder().javaTimeModule(false).jdk8Module(false).handWrittenCodecs(false)
                .generatedCodecs(false).containerReads(false).containerWrites(false).beanReads(false)
                .beanWrites(false);
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
