/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.ArticleSummary;
import dev.fastjsonkit.codec.ArticleSummaryCodec;
import dev.fastjsonkit.codec.FastCodecs;
import dev.fastjsonkit.codec.MediaContent;
import dev.fastjsonkit.codec.MediaContent.Image;
import dev.fastjsonkit.codec.MediaContent.Media;
import dev.fastjsonkit.codec.MediaContentCodec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CodecContractTest {

    static Stream<ObjectMapper> references() {
        return Stream.of(new ObjectMapper(), FastMappers.builder().handWrittenCodecs(false).build(),
                JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build());
    }

    static List<ArticleSummary> articles() {
        return List.of(new ArticleSummary(1, "Hello", 42), new ArticleSummary(Long.MIN_VALUE, null, Long.MAX_VALUE),
                new ArticleSummary(0, "\"quoted\" \\ \u00e9 \uD834\uDD1E \u0001", -1));
    }

    static MediaContent media(String copyright, boolean nulls) {
        Media m = new Media();
        m.uri = "http://javaone.com/keynote.mpg";
        m.title = nulls ? null : "Javaone Keynote";
        m.width = 640;
        m.height = 480;
        m.format = "video/mpg4";
        m.duration = 18_000_000;
        m.size = 58_982_400;
        m.bitrate = 262_144;
        m.hasBitrate = !nulls;
        m.persons = nulls ? null : new ArrayList<>(Arrays.asList("Bill Gates", "Steve Jobs\uc2a4", null));
        m.player = nulls ? null : MediaContent.Player.FLASH;
        m.copyright = copyright;
        Image i = new Image();
        i.uri = "http://javaone.com/keynote_large.jpg";
        i.title = "Javaone Keynote";
        i.width = 1024;
        i.height = 768;
        i.size = nulls ? null : MediaContent.Size.LARGE;
        return new MediaContent(nulls ? null : m, new ArrayList<>(Arrays.asList(i, nulls ? null : i)));
    }

    @ParameterizedTest
    @MethodSource("references")
    void handWrittenArticleSummaryCodecHonoursTheContract(ObjectMapper reference) {
        CodecContract<ArticleSummary> c = CodecContract.of(reference, ArticleSummary.class)
                .withSerializer(new ArticleSummaryCodec.Serializer())
                .withDeserializer(new ArticleSummaryCodec.Deserializer());
        c.verify(articles());
        c.verifyReads("{\"viewCount\":3,\"title\":\"t\",\"id\":1}", "{\"id\":1}", "{}", "{\"id\":\"12\"}",
                "{\"id\":1.5}", "{\"id\":\"x\"}", "{\"title\":5}", "{\"id\":99999999999999999999}",
                "{\"id\":1,\"unknown\":{\"a\":[1]},\"viewCount\":2}", "[]", "null", "{\"id\":1");
    }

    @ParameterizedTest
    @MethodSource("references")
    void handWrittenMediaContentCodecHonoursTheContract(ObjectMapper reference) {
        CodecContract<MediaContent> c = CodecContract.of(reference, MediaContent.class)
                .withSerializer(new MediaContentCodec.Serializer())
                .withDeserializer(new MediaContentCodec.Deserializer());
        c.verify(List.of(media(null, false), media("None", false), media(null, true), new MediaContent()));
        c.verifyReads("{\"images\":[],\"media\":{\"player\":\"JAVA\",\"uri\":\"u\"}}",
                "{\"media\":{\"width\":\"640\",\"persons\":[\"a\"]}}", "{\"media\":{\"width\":\"x\"}}",
                "{\"media\":{\"player\":\"DVD\"}}", "{\"images\":[{\"size\":\"HUGE\"}]}", "{\"images\":[{\"size\":0}]}",
                "{\"media\":{\"hasBitrate\":\"true\"}}", "{\"extra\":1}", "[]", "null");
    }

    @Test
    void handWrittenMediaContentCodecReadsTheJvmSerializersFilesLikeJackson() throws IOException {
        Path dir = null;
        for (Path p = Path.of("").toAbsolutePath(); p != null && dir == null; p = p.getParent()) {
            Path c = p.resolve("shared/data/corpus/jvm-serializers");
            dir = Files.isDirectory(c) ? c : null;
        }
        Assumptions.assumeTrue(dir != null, "shared/data/corpus/jvm-serializers not found above the working directory");
        ObjectMapper lenient = JsonMapper.builder()
                .enable(com.fasterxml.jackson.core.json.JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
        CodecContract<MediaContent> c = CodecContract.of(lenient, MediaContent.class)
                .withSerializer(new MediaContentCodec.Serializer())
                .withDeserializer(new MediaContentCodec.Deserializer());
        List<MediaContent> values = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            String json = Files.readString(dir.resolve("media." + i + ".json"), StandardCharsets.UTF_8);
            c.verifyReads(json);
            values.add(lenient.readValue(json, MediaContent.class));
        }
        c.verify(values);
    }

    /** Writes "views" where Jackson writes "viewCount": the drift the kit exists to catch. */
    static final class WrongSerializer extends StdSerializer<ArticleSummary> {
        private static final long serialVersionUID = 1L;

        WrongSerializer() {
            super(ArticleSummary.class);
        }

        @Override
        public void serialize(ArticleSummary a, JsonGenerator g, SerializerProvider p) throws IOException {
            g.writeStartObject();
            g.writeNumberField("id", a.getId());
            g.writeStringField("title", a.getTitle());
            g.writeNumberField("views", a.getViewCount());
            g.writeEndObject();
        }
    }

    @Test
    void catchesADeliberatelyWrongSerializerWithTheFirstDifferingByteAndContext() {
        CodecContract<ArticleSummary> c = CodecContract.of(new ObjectMapper(), ArticleSummary.class)
                .withSerializer(new WrongSerializer());
        assertThatThrownBy(() -> c.verify(articles()))
                .isInstanceOf(AssertionError.class)
                .hasMessage("CodecContract: sample #0 of dev.fastjsonkit.codec.ArticleSummary: the candidate wrote"
                        + " different bytes than Jackson; first difference at byte offset 29 (Jackson wrote 39"
                        + " bytes, the candidate 35)\n"
                        + "  Jackson:   {\"id\":1,\"title\":\"Hello\",\"viewCount\":42}\n"
                        + "  candidate: {\"id\":1,\"title\":\"Hello\",\"views\":42}\n"
                        + "                                          ^ offset 29");
    }

    /** Reads the title upper-cased: a wrong deserializer. */
    static final class WrongDeserializer extends StdDeserializer<ArticleSummary> {
        private static final long serialVersionUID = 1L;

        WrongDeserializer() {
            super(ArticleSummary.class);
        }

        @Override
        public ArticleSummary deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            Map<?, ?> m = p.readValueAs(Map.class);
            Object title = m.get("title");
            return new ArticleSummary(((Number) m.get("id")).longValue(),
                    title == null ? null : title.toString().toUpperCase(java.util.Locale.ROOT),
                    ((Number) m.get("viewCount")).longValue());
        }
    }

    @Test
    void catchesADeliberatelyWrongDeserializerShowingBothValues() {
        CodecContract<ArticleSummary> c = CodecContract.of(new ObjectMapper(), ArticleSummary.class)
                .withDeserializer(new WrongDeserializer());
        assertThatThrownBy(() -> c.verify(articles()))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("sample #0 of dev.fastjsonkit.codec.ArticleSummary: reading back")
                .hasMessageContaining("the candidate read a different value")
                .hasMessageContaining("Jackson:   ArticleSummary{id=1, title=Hello, viewCount=42}")
                .hasMessageContaining("candidate: ArticleSummary{id=1, title=HELLO, viewCount=42}");
    }

    @Test
    void catchesADeserializerThatAcceptsWhatJacksonRejects() {
        CodecContract<ArticleSummary> c = CodecContract.of(new ObjectMapper(), ArticleSummary.class)
                .withDeserializer(new WrongDeserializer());
        assertThatThrownBy(() -> c.verifyReads("{\"id\":1,\"title\":\"a\",\"viewCount\":2,\"x\":true}"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("outcomes differ")
                .hasMessageContaining("Jackson:   com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException")
                .hasMessageContaining("candidate: value ArticleSummary{id=1, title=A, viewCount=2}");
    }

    @Test
    void diffShowsContextAroundLateDifferencesAndEndOfOutput() {
        byte[] e = ("{\"" + "a".repeat(60) + "\":1}").getBytes(StandardCharsets.UTF_8);
        byte[] a = ("{\"" + "a".repeat(60) + "\":1").getBytes(StandardCharsets.UTF_8);
        String d = CodecContract.diff(e, a);
        assertThat(d).contains("first difference at byte offset 65 (Jackson wrote 66 bytes, the candidate 65)")
                .contains("  Jackson:   ..." + "a".repeat(29) + "\":1}\n")
                .contains("  candidate: ..." + "a".repeat(29) + "\":1<end>\n");
        assertThat(CodecContract.diff(new byte[] {'"', (byte) 0xC3, (byte) 0xA9}, new byte[] {'"', 'e'}))
                .contains("Jackson:   \"\\xC3\\xA9").contains("candidate: \"e");
    }

    @Test
    void refusesContractsWithoutCandidateOrSamples() {
        CodecContract<ArticleSummary> none = CodecContract.of(new ObjectMapper(), ArticleSummary.class);
        assertThatThrownBy(() -> none.verify(articles())).isInstanceOf(IllegalStateException.class);
        CodecContract<ArticleSummary> c = none.withSerializer(new ArticleSummaryCodec.Serializer());
        assertThatThrownBy(() -> c.verify(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(c::verifyReads).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CodecContract.of(null, ArticleSummary.class)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void registersTheCandidateForExactlyTheGenericType() {
        // a serializer for Map<String,Long> must not be used for Map<String,Double>
        CodecContract.of(new ObjectMapper(), new TypeReference<Map<String, Double>>() {})
                .withModule(FastCodecs.module()).verify(List.of(Map.of("a", 1.5)));
        CodecContract.of(new ObjectMapper(), new TypeReference<List<String>>() {})
                .withSerializer(new StringListSerializer())
                .verify(List.of(List.of("a", "b")));
    }

    /** Writes a {@code List<String>} as Jackson does; registered for {@code List<String>} only. */
    static final class StringListSerializer extends StdSerializer<List<String>> {
        private static final long serialVersionUID = 1L;

        @SuppressWarnings({"unchecked", "rawtypes"})
        StringListSerializer() {
            super((Class) List.class);
        }

        @Override
        public void serialize(List<String> list, JsonGenerator g, SerializerProvider p) throws IOException {
            g.writeStartArray(list, list.size());
            for (String s : list) {
                g.writeString(s);
            }
            g.writeEndArray();
        }
    }
}
