/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.databind.type.LogicalType;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class FastCodecsTest {

    /** Mapper configurations under which the codecs must match Jackson (most make them step aside). */
    static List<Object[]> configs() {
        List<Object[]> c = new ArrayList<>();
        c.add(cfg("plain new ObjectMapper()", b -> b));
        c.add(cfg("ORDER_MAP_ENTRIES_BY_KEYS", b -> b.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)));
        c.add(cfg("WRITE_NULL_MAP_VALUES off", b -> b.disable(SerializationFeature.WRITE_NULL_MAP_VALUES)));
        c.add(cfg("content inclusion NON_NULL", b -> b.defaultPropertyInclusion(
                JsonInclude.Value.construct(JsonInclude.Include.ALWAYS, JsonInclude.Include.NON_NULL))));
        c.add(cfg("WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED", b -> b.enable(SerializationFeature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)));
        c.add(cfg("WRITE_NUMBERS_AS_STRINGS", b -> b.enable(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS)));
        c.add(cfg("USE_FAST_DOUBLE_WRITER and parser", b -> b.enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)));
        c.add(cfg("ACCEPT_SINGLE_VALUE_AS_ARRAY", b -> b.enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)));
        c.add(cfg("UNWRAP_SINGLE_VALUE_ARRAYS", b -> b.enable(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS)));
        c.add(cfg("FAIL_ON_NULL_FOR_PRIMITIVES", b -> b.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)));
        c.add(cfg("USE_BIG_DECIMAL_FOR_FLOATS", b -> b.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)));
        c.add(cfg("WRAP_EXCEPTIONS off", b -> b.disable(DeserializationFeature.WRAP_EXCEPTIONS)));
        c.add(cfg("ALLOW_COERCION_OF_SCALARS off", b -> b.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)));
        c.add(cfg("ACCEPT_FLOAT_AS_INT off", b -> b.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)));
        c.add(cfg("coercion int to float fails", b -> b.withCoercionConfig(LogicalType.Float,
                cc -> cc.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail))));
        c.add(cfg("coercion int to float as null", b -> b.withCoercionConfig(LogicalType.Float,
                cc -> cc.setCoercion(CoercionInputShape.Integer, CoercionAction.AsNull))));
        c.add(cfg("coercion string to float fails", b -> b.withCoercionConfig(LogicalType.Float,
                cc -> cc.setCoercion(CoercionInputShape.String, CoercionAction.Fail))));
        c.add(cfg("content nulls SKIP", b -> b.defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.SKIP))));
        c.add(cfg("content nulls FAIL", b -> b.defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))));
        c.add(cfg("default typing EVERYTHING", b -> b.activateDefaultTyping(
                BasicPolymorphicTypeValidator.builder().allowIfBaseType(Object.class).build(),
                ObjectMapper.DefaultTyping.EVERYTHING)));
        c.add(cfg("user's Double and String serializers", b -> b.addModule(new SimpleModule()
                .addSerializer(Double.class, ToStringSerializer.instance)
                .addSerializer(String.class, new UpperCase()))));
        c.add(cfg("FastMappers recipe", null));
        return c;
    }

    private static Object[] cfg(String name, UnaryOperator<JsonMapper.Builder> b) {
        return new Object[] {name, b};
    }

    static Stream<Arguments> casesAndConfigs() {
        List<Arguments> out = new ArrayList<>();
        for (CodecCases.Case k : CodecCases.all()) {
            for (Object[] c : configs()) {
                out.add(Arguments.of(k, c[0], c[1]));
            }
        }
        return out.stream();
    }

    @SuppressWarnings("unchecked")
    static ObjectMapper reference(UnaryOperator<JsonMapper.Builder> b) {
        if (b == null) {
            return FastMappers.builder().handWrittenCodecs(false).build();
        }
        return b.apply(JsonMapper.builder()).build();
    }

    /**
     * Every case under every configuration, with the shipped module: the shipped readers read
     * Jackson's values; for the rejected shapes the module must change nothing at all.
     */
    @ParameterizedTest(name = "{0} under {1}")
    @MethodSource("casesAndConfigs")
    void writesJacksonsBytesAndReadsJacksonsValuesUnderEveryConfiguration(CodecCases.Case k, String config,
            UnaryOperator<JsonMapper.Builder> b) {
        @SuppressWarnings("unchecked")
        CodecContract<Object> contract = CodecContract.of(reference(b), (TypeReference<Object>) k.type)
                .withModule(FastCodecs.module());
        contract.verify(k.samples);
        contract.verifyReads(k.inputs);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shippedCases")
    void shippedModuleTakesTheFastPathOnAPlainMapper(CodecCases.Case k) throws Exception {
        Object d = rootDeserializer(new ObjectMapper().registerModule(FastCodecs.module()), k);
        assertThat(d).isInstanceOf(FastContainerDeserializer.class);
        assertThat(((FastContainerDeserializer) d).fast).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejectedCases")
    void rejectedShapesAreReadByJackson(CodecCases.Case k) throws Exception {
        ObjectMapper m = new ObjectMapper().registerModule(FastCodecs.module());
        assertThat(rootDeserializer(m, k)).isNotInstanceOf(FastContainerDeserializer.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allCases")
    void everyShapeIsWrittenByJackson(CodecCases.Case k) throws Exception {
        ObjectMapper m = new ObjectMapper().registerModule(FastCodecs.module());
        JsonSerializer<Object> s = m.getSerializerProviderInstance()
                .findTypedValueSerializer(m.constructType(k.type), true, null);
        assertThat(s.getClass().getName()).startsWith("com.fasterxml.jackson.databind.");
    }

    private static Object rootDeserializer(ObjectMapper m, CodecCases.Case k) throws Exception {
        return ((com.fasterxml.jackson.databind.deser.DefaultDeserializationContext) m.getDeserializationContext())
                .createInstance(m.getDeserializationConfig(), null, null)
                .findRootValueDeserializer(m.constructType(k.type));
    }

    static Stream<CodecCases.Case> shippedCases() {
        return CodecCases.all().stream().filter(k -> Shape.SHIPPED_READERS.contains(k.shape));
    }

    static Stream<CodecCases.Case> allCases() {
        return CodecCases.all().stream();
    }

    static Stream<CodecCases.Case> rejectedCases() {
        return CodecCases.all().stream().filter(k -> !Shape.SHIPPED_READERS.contains(k.shape));
    }

    @Test
    void everyShippedCodecHonoursTheContractOnTheSharedMapper() {
        for (CodecCases.Case k : CodecCases.all()) {
            @SuppressWarnings("unchecked")
            CodecContract<Object> c = CodecContract.of(FastMappers.builder().handWrittenCodecs(false).build(),
                    (TypeReference<Object>) k.type).withModule(FastCodecs.module());
            c.verify(k.samples);
            c.verifyReads(k.inputs);
        }
    }

    @Test
    void sharedMapperRegistersTheCodecs() throws Exception {
        // with the engine on, the kit's container reads wrap the codec (whole maps in one scan of the input)
        assertThat(rootDeserializer(FastMappers.json()).getDelegatee()).isInstanceOf(StringKeyMapDeserializer.class);
        assertThat(rootDeserializer(FastMappers.builder().engine(false).build())).isInstanceOf(StringKeyMapDeserializer.class);
    }

    private static com.fasterxml.jackson.databind.JsonDeserializer<Object> rootDeserializer(ObjectMapper m) throws Exception {
        JavaType t = m.constructType(new TypeReference<Map<String, Double>>() {});
        return ((com.fasterxml.jackson.databind.deser.DefaultDeserializationContext) m.getDeserializationContext())
                    .createInstance(m.getDeserializationConfig(), null, null)
                .findRootValueDeserializer(t);
    }

    @Test
    void sharedMapperReadsIntegerMinusZeroAsPlainJacksonDoes() throws IOException {
        ObjectMapper kit = FastMappers.json();
        ObjectMapper plain = new ObjectMapper();
        TypeReference<List<Double>> list = new TypeReference<>() {};
        TypeReference<Map<String, Double>> map = new TypeReference<>() {};
        assertThat(kit.readValue("[-0,-0.0]", list)).isEqualTo(plain.readValue("[-0,-0.0]", list))
                .containsExactly(0.0, -0.0);
        assertThat(kit.readValue("{\"a\":-0,\"b\":-0e-0}", map)).isEqualTo(plain.readValue("{\"a\":-0,\"b\":-0e-0}", map))
                .containsEntry("a", 0.0).containsEntry("b", -0.0);
        double[][] d = kit.readValue("[[-0,-0.0]]", double[][].class);
        assertThat(Double.doubleToRawLongBits(d[0][0])).isZero();
        assertThat(Double.doubleToRawLongBits(d[0][1])).isEqualTo(Double.doubleToRawLongBits(-0.0));
    }

    @Test
    void nullKeysFailAsJacksonsDo() {
        Map<String, Object> m = CodecCases.nullKeyMap();
        CodecContract.of(new ObjectMapper(), new TypeReference<Map<String, Object>>() {})
                .withModule(FastCodecs.module()).verify(List.of(m));
        CodecContract.of(new ObjectMapper(), new TypeReference<Map<String, Double>>() {})
                .withModule(FastCodecs.module()).verify(List.of(castDoubles(m)));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Double> castDoubles(Map<String, ?> m) {
        return (Map<String, Double>) m;
    }

    /** A bean whose properties carry every annotation that changes Jackson's container output. */
    public static final class Annotated {
        @JsonInclude(content = JsonInclude.Include.NON_NULL)
        public Map<String, Double> nonNullContent = CodecCases.castMap(CodecCases.map("b", null, "a", 1.5));
        @JsonFormat(with = JsonFormat.Feature.WRITE_SORTED_MAP_ENTRIES)
        public Map<String, Long> sorted = CodecCases.castMap(CodecCases.map("b", 2L, "a", 1L));
        @JsonIgnoreProperties({"secret"})
        public Map<String, String> ignoring = CodecCases.castMap(CodecCases.map("secret", "x", "open", "y"));
        @JsonSerialize(contentUsing = ToStringSerializer.class)
        public List<Integer> asStrings = CodecCases.castList(CodecCases.list(1, 2));
        @JsonFormat(with = JsonFormat.Feature.WRITE_SINGLE_ELEM_ARRAYS_UNWRAPPED)
        public List<String> unwrapped = CodecCases.castList(CodecCases.list("one"));
        @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
        public double[][] single = {{1.5}};
        @JsonSetter(contentNulls = Nulls.AS_EMPTY)
        public Map<String, String> emptyForNull = CodecCases.castMap(CodecCases.map("a", null));
        public Map<String, Double> plain = CodecCases.castMap(CodecCases.rates());
        public List<String> tags = CodecCases.castList(CodecCases.list("x", null, "y"));
        public double[][][] rings = CodecCases.polygon();

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Annotated)) {
                return false;
            }
            Annotated a = (Annotated) o;
            return java.util.Objects.equals(nonNullContent, a.nonNullContent) && sorted.equals(a.sorted)
                    && ignoring.equals(a.ignoring) && asStrings.equals(a.asStrings) && unwrapped.equals(a.unwrapped)
                    && java.util.Arrays.deepEquals(single, a.single) && emptyForNull.equals(a.emptyForNull)
                    && plain.equals(a.plain) && tags.equals(a.tags) && java.util.Arrays.deepEquals(rings, a.rings);
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    @Test
    void propertyAnnotationsMakeTheCodecsStepAside() {
        CodecContract<Annotated> c = CodecContract.of(new ObjectMapper(), Annotated.class).withModule(FastCodecs.module());
        c.verify(List.of(new Annotated()));
        c.verifyReads("{\"single\":[1.5],\"emptyForNull\":{\"a\":null},\"sorted\":{\"z\":1,\"a\":\"2\"}}",
                "{\"unwrapped\":\"one\",\"asStrings\":[\"1\"],\"ignoring\":{\"secret\":\"s\",\"o\":\"p\"}}",
                "{\"plain\":{\"a\":\"x\"}}", "{\"tags\":[1,[2]]}", "{\"rings\":[[[1,\"x\"]]]}");
    }

    @Test
    void readsTheRealCurrencyRatesAndCoordinatesLikeJackson() throws IOException {
        Path corpus = corpus();
        Assumptions.assumeTrue(corpus != null, "shared/data/corpus not found above the working directory");
        ObjectMapper plain = new ObjectMapper();
        Map<String, Object> usd = plain.readValue(corpus.resolve("USD.json").toFile(),
                new TypeReference<Map<String, Object>>() {});
        String rates = plain.writeValueAsString(usd.get("rates"));
        CodecContract.of(plain, new TypeReference<Map<String, Double>>() {}).withModule(FastCodecs.module())
                .verifyReads(rates);
        Map<String, Object> canada = plain.readValue(corpus.resolve("canada.json").toFile(),
                new TypeReference<Map<String, Object>>() {});
        List<?> features = (List<?>) canada.get("features");
        Map<?, ?> geometry = (Map<?, ?>) ((Map<?, ?>) features.get(0)).get("geometry");
        String coordinates = plain.writeValueAsString(((List<?>) geometry.get("coordinates")).get(0));
        CodecContract.of(plain, new TypeReference<double[][][]>() {}).withModule(FastCodecs.module())
                .verifyReads("[" + coordinates + "]");
        double[][][] read = new ObjectMapper().registerModule(FastCodecs.module())
                .readValue("[" + coordinates + "]", double[][][].class);
        CodecContract.of(plain, new TypeReference<double[][][]>() {}).withModule(FastCodecs.module())
                .verify(java.util.Collections.singletonList(read));
    }

    static Path corpus() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path c = p.resolve("shared/data/corpus");
            if (Files.isRegularFile(c.resolve("USD.json")) && Files.isRegularFile(c.resolve("canada.json"))) {
                return c;
            }
        }
        return null;
    }

    /** A user's String serializer, to prove the codecs defer to it. */
    static final class UpperCase extends JsonSerializer<String> {
        @Override
        public void serialize(String value, JsonGenerator g, SerializerProvider s) throws IOException {
            g.writeString(value.toUpperCase(java.util.Locale.ROOT));
        }
    }

    @Test
    void moduleIsOneSharedInstance() {
        assertThat(FastCodecs.module()).isSameAs(FastCodecs.module());
        assertThat(new ObjectMapper().registerModule(FastCodecs.module()).registerModule(FastCodecs.module())
                .getRegisteredModuleIds()).hasSize(1);
        assertThat(new LinkedHashMap<>()).isEmpty();
    }
}
