/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MappingJsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import dev.fastjsonkit.FastMappers;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.http.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;
import org.springframework.http.converter.xml.MappingJackson2XmlHttpMessageConverter;

/** What the auto-configuration does with Boot's Jackson auto-configuration, without a web server. */
@ExtendWith(OutputCaptureExtension.class)
class FastJsonKitAutoConfigurationTest {
    private static final String BLACKBIRD = "com.fasterxml.jackson.module.blackbird.BlackbirdModule";

    private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(
            AutoConfigurations.of(JacksonAutoConfiguration.class, FastJsonKitAutoConfiguration.class));

    private static List<String> moduleIds(ObjectMapper m) {
        return m.getRegisteredModuleIds().stream().map(String::valueOf).toList();
    }

    @Test
    void defaultsApplyTheKitToBootsMapper() {
        runner.run(ctx -> {
            ObjectMapper m = ctx.getBean(ObjectMapper.class);
            assertThat(m.getFactory().getClass().getPackageName()).isEqualTo("dev.fastjsonkit");
            assertThat(m.getFactory().streamReadConstraints().getMaxNestingDepth())
                    .isEqualTo(FastMappers.Builder.DEFAULT_READ_CONSTRAINTS.getMaxNestingDepth());
            assertThat(moduleIds(m)).contains(BLACKBIRD).anyMatch(id -> id.startsWith("fastjson-kit-codecs"))
                    .contains("fastjson-kit-generated-codecs")
                    .contains("dev.fastjsonkit.ContainerReadModule", "dev.fastjsonkit.ContainerWriteModule")
                    .contains("fastjson-kit-bean-reads", "fastjson-kit-bean-writes");
            assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isTrue();
            assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
            assertThat(m.isEnabled(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)).isFalse();
        });
    }

    @Test
    void enabledFalseLeavesBootsPlainMapper() {
        runner.withPropertyValues("fastjson-kit.enabled=false").run(ctx -> {
            assertThat(ctx).doesNotHaveBean(KitCustomizer.class).doesNotHaveBean(FastJsonKitProperties.class);
            ObjectMapper m = ctx.getBean(ObjectMapper.class);
            assertThat(m.getFactory().getClass()).isEqualTo(MappingJsonFactory.class);
            assertThat(moduleIds(m)).doesNotContain(BLACKBIRD).noneMatch(id -> id.startsWith("fastjson-kit"));
            assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isFalse();
        });
    }

    @Test
    void eachPropertyReachesTheMapper() {
        runner.withPropertyValues("fastjson-kit.blackbird=false", "fastjson-kit.hand-written-codecs=false",
                "fastjson-kit.generated-codecs=false", "fastjson-kit.engine=false",
                "fastjson-kit.container-reads=false", "fastjson-kit.container-writes=false", "fastjson-kit.bean-reads=false",
                "fastjson-kit.bean-writes=false",
                "fastjson-kit.fast-double-writer=false", "fastjson-kit.fast-double-parser=false",
                "fastjson-kit.reject-trailing-tokens=false", "fastjson-kit.stream-read.max-string-length=99",
                "fastjson-kit.stream-read.max-token-count=500", "fastjson-kit.stream-write.max-nesting-depth=9")
                .run(ctx -> {
                    ObjectMapper m = ctx.getBean(ObjectMapper.class);
                    JsonFactory f = m.getFactory();
                    assertThat(f.getClass()).isEqualTo(JsonFactory.class);
                    assertThat(f.isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isFalse();
                    assertThat(f.streamReadConstraints().getMaxStringLength()).isEqualTo(99);
                    assertThat(f.streamReadConstraints().getMaxTokenCount()).isEqualTo(500);
                    assertThat(f.streamWriteConstraints().getMaxNestingDepth()).isEqualTo(9);
                    assertThat(moduleIds(m)).doesNotContain(BLACKBIRD).noneMatch(id -> id.startsWith("fastjson-kit"))
                            .noneMatch(id -> id.startsWith("dev.fastjsonkit.Container"));
                    assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isFalse();
                });
    }

    @Test
    void springJacksonPropertiesWinOverTheKitsDefaults() {
        runner.withPropertyValues("spring.jackson.deserialization.fail-on-trailing-tokens=false",
                "spring.jackson.deserialization.fail-on-unknown-properties=true",
                "spring.jackson.parser.use-fast-double-parser=false",
                "spring.jackson.generator.use-fast-double-writer=false").run(ctx -> {
                    ObjectMapper m = ctx.getBean(ObjectMapper.class);
                    assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isFalse();
                    assertThat(m.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isTrue();
                    assertThat(m.getFactory().isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER)).isFalse();
                    assertThat(m.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isFalse();
                    // the kit's factory stays, but its generators write doubles as jackson-core does
                    assertThat(m.getFactory().getClass().getPackageName()).isEqualTo("dev.fastjsonkit");
                    assertThat(m.writeValueAsString(2e23)).isEqualTo(Double.toString(2e23));
                });
    }

    @Test
    void anApplicationCustomizersOwnFactoryWins() {
        runner.withBean(Jackson2ObjectMapperBuilderCustomizer.class, () -> b -> b.factory(new MappingJsonFactory()))
                .run(ctx -> assertThat(ctx.getBean(ObjectMapper.class).getFactory().getClass())
                        .isEqualTo(MappingJsonFactory.class));
    }

    @Test
    void everyMapperTheBuilderBuildsGetsItsOwnKitFactory() {
        runner.run(ctx -> {
            Jackson2ObjectMapperBuilder b = ctx.getBean(Jackson2ObjectMapperBuilder.class);
            assertThat(b).isInstanceOf(KitObjectMapperBuilder.class);
            ObjectMapper first = b.build();
            ObjectMapper second = b.build();
            assertThat(first.getFactory()).isNotSameAs(second.getFactory());
            assertThat(second.getFactory().getClass()).isEqualTo(first.getFactory().getClass());
            assertThat(second.getFactory().getCodec()).isSameAs(second);
        });
    }

    @Test
    void bootsXmlConverterKeepsItsXmlFactoryWhileJsonGetsTheKits() {
        runner.withConfiguration(AutoConfigurations.of(HttpMessageConvertersAutoConfiguration.class)).run(ctx -> {
            ObjectMapper xml = ctx.getBean(MappingJackson2XmlHttpMessageConverter.class).getObjectMapper();
            assertThat(xml.getFactory()).isInstanceOf(XmlFactory.class);
            assertThat(xml.writeValueAsString(Map.of("a", 1.5))).endsWith("><a>1.5</a></Map1>");
            assertThat(xml.readValue("<Map><a>1.5</a></Map>", new TypeReference<Map<String, Double>>() {}))
                    .containsEntry("a", 1.5);
            ObjectMapper json = ctx.getBean(MappingJackson2HttpMessageConverter.class).getObjectMapper();
            assertThat(json.getFactory().getClass().getPackageName()).isEqualTo("dev.fastjsonkit");
        });
    }

    @Test
    void anApplicationsOwnBuilderBeanMakesTheStarterBackOffAsBootDoes() {
        runner.withBean("jacksonObjectMapperBuilder", Jackson2ObjectMapperBuilder.class, Jackson2ObjectMapperBuilder::new)
                .run(ctx -> {
                    assertThat(ctx.getBean(Jackson2ObjectMapperBuilder.class)).isNotInstanceOf(KitObjectMapperBuilder.class);
                    assertThat(ctx.getBean(ObjectMapper.class).getFactory().getClass()).isEqualTo(MappingJsonFactory.class);
                });
    }

    @Test
    void propertyDefaultsAreTheKitsBuilderDefaultsWithTrailingTokensRejected() {
        FastMappers.Builder fromProperties = new FastJsonKitProperties().toBuilder();
        FastMappers.Builder kit = FastMappers.builder().javaTimeModule(false).jdk8Module(false).rejectTrailingTokens(true);
        assertThat(fromProperties.features()).isEqualTo(kit.features());
        assertThat(fromProperties.modules()).map(m -> m.getTypeId()).isEqualTo(kit.modules().stream().map(m -> m.getTypeId()).toList());
        JsonFactory a = fromProperties.buildFactory();
        JsonFactory b = kit.buildFactory();
        assertThat(a.getClass()).isEqualTo(b.getClass());
        assertThat(a.streamReadConstraints()).usingRecursiveComparison().isEqualTo(b.streamReadConstraints());
        assertThat(a.streamWriteConstraints()).usingRecursiveComparison().isEqualTo(b.streamWriteConstraints());
        assertThat(a.getParserFeatures()).isEqualTo(b.getParserFeatures());
        assertThat(a.getGeneratorFeatures()).isEqualTo(b.getGeneratorFeatures());
    }

    @Test
    void withoutBoot3sJackson2ApiItAppliesNothingAndWarnsOnce(CapturedOutput output) {
        // Spring Boot 4 has no org.springframework.boot.autoconfigure.jackson package: no Jackson 2
        // builder, customizer or converter for the starter to work with.
        new ApplicationContextRunner()
                .withClassLoader(new FilteredClassLoader(Jackson2ObjectMapperBuilderCustomizer.class))
                .withConfiguration(AutoConfigurations.of(FastJsonKitAutoConfiguration.class))
                .run(ctx -> {
                    assertThat(ctx).hasNotFailed().doesNotHaveBean(KitCustomizer.class)
                            .doesNotHaveBean(Jackson2ObjectMapperBuilder.class).doesNotHaveBean(ObjectMapper.class);
                    assertThat(ctx).hasSingleBean(Jackson2MissingWarning.class);
                });
        String log = output.getAll();
        assertThat(log.split("fastjson-kit-spring-boot-starter is NOT applied", -1)).hasSize(2);
        assertThat(log).contains("spring-boot-jackson2", "spring.http.converters.preferred-json-mapper=jackson2",
                "FastMappers.builder().build()", "remove fastjson-kit-spring-boot-starter");
    }

    @Test
    void anObjectMapperBeanMadeByTheKitSilencesTheWarning(CapturedOutput output) {
        new ApplicationContextRunner()
                .withClassLoader(new FilteredClassLoader(Jackson2ObjectMapperBuilderCustomizer.class))
                .withConfiguration(AutoConfigurations.of(FastJsonKitAutoConfiguration.class))
                .withBean(ObjectMapper.class, () -> FastMappers.builder().build())
                .run(ctx -> assertThat(ctx).hasSingleBean(Jackson2MissingWarning.class).hasSingleBean(ObjectMapper.class));
        assertThat(output.getAll()).doesNotContain("is NOT applied");
    }

    @Test
    void withBoot3sJackson2ApiThereIsNoWarning(CapturedOutput output) {
        runner.run(ctx -> assertThat(ctx).doesNotHaveBean(Jackson2MissingWarning.class));
        assertThat(output.getAll()).doesNotContain("is NOT applied");
    }

    @Test
    void enabledFalseSilencesTheWarning(CapturedOutput output) {
        new ApplicationContextRunner()
                .withClassLoader(new FilteredClassLoader(Jackson2ObjectMapperBuilderCustomizer.class))
                .withConfiguration(AutoConfigurations.of(FastJsonKitAutoConfiguration.class))
                .withPropertyValues("fastjson-kit.enabled=false")
                .run(ctx -> assertThat(ctx).doesNotHaveBean(Jackson2MissingWarning.class));
        assertThat(output.getAll()).doesNotContain("is NOT applied");
    }
}
