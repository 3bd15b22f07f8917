/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Date;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FastMappersTest {

    public static class Article {
        public String id;
        public String title;
        public long viewCount;
        public LocalDate published;
    }

    @Test
    void sharedMapperIsOneInstance() {
        assertThat(FastMappers.json()).isSameAs(FastMappers.json());
    }

    @Test
    void sharedMapperUsesFastNumberParsers() {
        JsonFactory f = FastMappers.json().getFactory();
        assertThat(f.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isTrue();
        assertThat(f.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isTrue();
    }

    @Test
    void fastDoubleWriterFollowsTheRecordedJdkDecision() {
        boolean expected = FastDoubleWriterPolicy.winsOn(Runtime.version().feature());
        assertThat(FastMappers.json().getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER))
                .isEqualTo(expected);
    }

    @Test
    void sharedMapperRegistersBlackbirdJavaTimeAndJdk8() {
        assertThat(FastMappers.json().getRegisteredModuleIds()).map(String::valueOf).contains(
                "com.fasterxml.jackson.module.blackbird.BlackbirdModule",
                "jackson-datatype-jsr310",
                "com.fasterxml.jackson.datatype.jdk8.Jdk8Module");
    }

    @Test
    void sharedMapperWritesDatesAndDurationsAsIsoStrings() throws IOException {
        JsonMapper m = FastMappers.json();
        assertThat(m.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)).isFalse();
        assertThat(m.isEnabled(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)).isFalse();
        assertThat(m.writeValueAsString(LocalDate.of(2024, 2, 29))).isEqualTo("\"2024-02-29\"");
        assertThat(m.writeValueAsString(Duration.ofSeconds(90))).isEqualTo("\"PT1M30S\"");
        assertThat(m.writeValueAsString(new Date(0))).isEqualTo("\"1970-01-01T00:00:00.000+00:00\"");
        assertThat(m.writeValueAsString(Optional.of("x"))).isEqualTo("\"x\"");
    }

    @Test
    void plainJacksonRefusesJavaTimeWhichTheKitWrites() {
        assertThatThrownBy(() -> new ObjectMapper().writeValueAsString(LocalDate.of(2024, 2, 29)))
                .isInstanceOf(InvalidDefinitionException.class);
    }

    @Test
    void sharedMapperIgnoresUnknownProperties() throws IOException {
        assertThat(FastMappers.json().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
        Article a = FastMappers.json().readValue("{\"id\":\"a1\",\"extra\":{\"x\":[1,2]},\"viewCount\":7}", Article.class);
        assertThat(a.id).isEqualTo("a1");
        assertThat(a.viewCount).isEqualTo(7);
    }

    @Test
    void sharedMapperRejectsTrailingTokensYetBindsOneValueFromAPositionedParser() throws IOException {
        assertThat(FastMappers.json().isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isTrue();
        try (var p = FastMappers.json().getFactory().createParser("[{\"id\":\"a\"},{\"id\":\"b\"}]")) {
            assertThat(p.nextToken()).isEqualTo(com.fasterxml.jackson.core.JsonToken.START_ARRAY);
            p.nextToken();
            assertThat(FastMappers.reader(Article.class).<Article>readValue(p).id).isEqualTo("a");
            p.nextToken();
            assertThat(FastMappers.json().readValue(p, Article.class).id).isEqualTo("b");
        }
    }

    @Test
    void builtMappersRejectTrailingTokensByDefaultAndTheSwitchRestoresJackson2() throws IOException {
        JsonMapper strict = FastMappers.builder().build();
        assertThatThrownBy(() -> strict.readValue("{\"id\":\"a\"} {}", Article.class))
                .hasMessageContaining("Trailing token");
        JsonMapper lenient = FastMappers.builder().rejectTrailingTokens(false).build();
        assertThat(lenient).isExactlyInstanceOf(JsonMapper.class);
        assertThat(lenient.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isFalse();
        assertThat(lenient.readValue("{\"id\":\"a\"} {}", Article.class).id).isEqualTo("a");
    }

    @Test
    void sharedMapperRegistersTheHandWrittenCodecs() {
        assertThat(FastMappers.json().getRegisteredModuleIds()).contains(dev.fastjsonkit.codec.FastCodecs.module().getTypeId());
    }

    @Test
    void sharedMapperHasExplicitStreamConstraints() {
        JsonFactory f = FastMappers.json().getFactory();
        assertThat(f.streamReadConstraints()).usingRecursiveComparison()
                .isEqualTo(FastMappers.Builder.DEFAULT_READ_CONSTRAINTS);
        assertThat(f.streamReadConstraints().getMaxNestingDepth()).isEqualTo(1000);
        assertThat(f.streamReadConstraints().getMaxNumberLength()).isEqualTo(1000);
        assertThat(f.streamReadConstraints().getMaxStringLength()).isEqualTo(20_000_000);
        assertThat(f.streamReadConstraints().getMaxNameLength()).isEqualTo(50_000);
        assertThat(f.streamWriteConstraints().getMaxNestingDepth()).isEqualTo(1000);
    }

    @Test
    void readsAndWritesAPojoWithJavaTime() throws IOException {
        Article a = new Article();
        a.id = "a1";
        a.title = "T";
        a.viewCount = 42;
        a.published = LocalDate.of(2026, 11, 22);
        String json = FastMappers.writer(Article.class).writeValueAsString(a);
        assertThat(json).isEqualTo("{\"id\":\"a1\",\"title\":\"T\",\"viewCount\":42,\"published\":\"2026-11-22\"}");
        Article back = FastMappers.reader(Article.class).readValue(json);
        assertThat(back).usingRecursiveComparison().isEqualTo(a);
    }

    @Test
    void builderDefaultsEqualTheSharedMapper() {
        JsonMapper built = FastMappers.builder().build();
        JsonMapper shared = FastMappers.json();
        assertThat(built).isNotSameAs(shared).isNotInstanceOf(FrozenJsonMapper.class);
        assertThat(built.getRegisteredModuleIds()).isEqualTo(shared.getRegisteredModuleIds());
        assertThat(built.getSerializationConfig().getSerializationFeatures())
                .isEqualTo(shared.getSerializationConfig().getSerializationFeatures());
        assertThat(built.getDeserializationConfig().getDeserializationFeatures())
                .isEqualTo(shared.getDeserializationConfig().getDeserializationFeatures());
        assertThat(built.getFactory().getParserFeatures()).isEqualTo(shared.getFactory().getParserFeatures());
        assertThat(built.getFactory().getGeneratorFeatures()).isEqualTo(shared.getFactory().getGeneratorFeatures());
    }

    @Test
    void builderBuildsANewMapperEachTime() {
        FastMappers.Builder b = FastMappers.builder();
        assertThat(b.build()).isNotSameAs(b.build());
    }

    @Test
    void builderSwitchesTurnEachChoiceOff() {
        JsonMapper m = FastMappers.builder()
                .fastDoubleParser(false)
                .fastBigNumberParser(false)
                .fastDoubleWriter(false)
                .blackbird(false)
                .javaTimeModule(false)
                .jdk8Module(false)
                .isoDates(false)
                .ignoreUnknownProperties(false)
                .handWrittenCodecs(false)
                .generatedCodecs(false)
                .containerReads(false)
                .containerWrites(false)
                .beanReads(false)
                .beanWrites(false)
                .build();
        JsonFactory f = m.getFactory();
        assertThat(f.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isFalse();
        assertThat(f.isEnabled(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER)).isFalse();
        assertThat(f.isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isFalse();
        assertThat(m.getRegisteredModuleIds()).isEmpty();
        assertThat(m.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)).isTrue();
        assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isTrue();
        assertThatThrownBy(() -> m.readValue("{\"nope\":1}", Article.class))
                .isInstanceOf(UnrecognizedPropertyException.class);
    }

    @Test
    void builderAppliesStreamReadConstraints() {
        JsonMapper m = FastMappers.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(5).build())
                .build();
        assertThatThrownBy(() -> m.readTree("1234567"))
                .isInstanceOf(StreamConstraintsException.class)
                .hasMessageContaining("getMaxNumberLength");
    }

    @Test
    void builderModulesAndCustomizersComeAfterTheKitsChoices() throws IOException {
        SimpleModule upper = new SimpleModule("upper");
        upper.addSerializer(String.class, new JsonSerializer<>() {
            @Override
            public void serialize(String v, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeString(v.toUpperCase());
            }
        });
        JsonMapper m = FastMappers.builder()
                .addModule(upper)
                .customize(b -> b.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
                .build();
        assertThat(m.writeValueAsString("abc")).isEqualTo("\"ABC\"");
        assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isTrue();
    }

    @Test
    void laterBuilderChangesDoNotReachABuiltMapper() {
        FastMappers.Builder b = FastMappers.builder();
        JsonMapper first = b.build();
        b.ignoreUnknownProperties(false);
        assertThat(first.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
        assertThat(b.build().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isTrue();
    }

    @Test
    void builderRejectsNulls() {
        assertThatThrownBy(() -> FastMappers.builder().addModule(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> FastMappers.builder().customize(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> FastMappers.builder().streamReadConstraints(null))
                .isInstanceOf(NullPointerException.class);
    }
}
