/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.contract.CodecContract;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Collections of nested generated-codec types ({@link ListModel}) read by the generated codecs
 * (each collection through the mapper's own deserializer, each element through the element's
 * generated codec) against the same mapper without generated codecs: equal values, or the same
 * exception class and message (JSON path with the element's index included) on empty arrays,
 * null elements, wrong tokens for the collection and for an element, a bad element at index k,
 * a single value as an array (on and off), empty strings, every truncation and mutations, under
 * the mapper settings a collection read depends on (WRAP_EXCEPTIONS, content nulls, coercions), on the
 * engine's parser and on jackson-core's.
 */
@Tag("fidelity")
class NestedCollectionsTest {

    private static final String MUTATIONS = "\",:{}[] \n0-tfnx\\";

    static ListModel sample() {
        ListModel m = new ListModel();
        m.name = "lists";
        m.items = List.of(new ListModel.Item(1, "one"), new ListModel.Item(2, "two \"2\""), new ListModel.Item(3, null));
        m.children = List.of(new Child("a", 1), new Child("b", 2));
        m.numbers = List.of(4, 5, 6);
        m.setTags(new LinkedHashSet<>(List.of(new ListModel.Item(7, "t"))));
        m.queue = new LinkedList<>(List.of(new Child("q", 9)));
        m.holder = new ListModel.Holder("k", List.of(new ListModel.Item(8, "h")));
        m.last = 42;
        return m;
    }

    /** {@code doc} with the value of property {@code name} replaced by {@code json}. */
    private static String with(String doc, String name, String json) {
        int at = doc.indexOf("\"" + name + "\":");
        if (at < 0) {
            throw new IllegalStateException("no " + name + " in " + doc);
        }
        int start = at + name.length() + 3;
        int depth = 0;
        int end = start;
        do {
            char c = doc.charAt(end++);
            depth += c == '[' || c == '{' ? 1 : c == ']' || c == '}' ? -1 : 0;
        } while (depth > 0);
        return doc.substring(0, start) + json + doc.substring(end);
    }

    static List<String> documents(ObjectMapper reference) throws IOException {
        String doc = reference.writeValueAsString(sample());
        List<String> out = new ArrayList<>(List.of(doc, reference.writeValueAsString(new ListModel()),
                reference.writerWithDefaultPrettyPrinter().writeValueAsString(sample())));
        for (String name : List.of("items", "children", "tags", "queue")) {
            String one = name.equals("items") || name.equals("tags") ? "{\"id\":1,\"label\":\"x\"}"
                    : "{\"label\":\"x\",\"rank\":1}";
            String bad = name.equals("items") || name.equals("tags") ? "{\"id\":\"nope\",\"label\":\"x\"}"
                    : "{\"label\":\"x\",\"rank\":[]}";
            for (String v : List.of("[]", "[ ]", "null", "[null]", "[" + one + ",null," + one + "]", "[null,null]",
                    one, "\"\"", "\"  \"", "\"x\"", "1", "true", "{}", "[1]", "[\"\"]", "[[]]", "[" + one + ",1]",
                    "[" + one + "," + one + "," + bad + "]", "[" + bad + "]", "[" + one + ",]", "[" + one + " " + one + "]",
                    "[" + one.replace("1", "2147483648") + "]", "[" + one.replace("{", "{\"zz\":[1,{}],") + "]")) {
                out.add(with(doc, name, v));
            }
        }
        for (String v : List.of("[]", "[null,1]", "[\"x\"]", "[1.5]", "2", "[{}]", "[1,")) {
            out.add(with(doc, "numbers", v));
        }
        for (String v : List.of("{\"key\":\"k\",\"values\":[null]}", "{\"key\":\"k\",\"values\":[{\"id\":\"x\"}]}",
                "{\"values\":{\"id\":3},\"key\":\"k\"}", "{\"key\":\"k\",\"values\":[{\"id\":1},{\"id\":{}}]}")) {
            out.add(with(doc, "holder", v));
        }
        return out;
    }

    /** Mapper settings a collection read must follow: each applied to both the reference and the candidate. */
    private static List<Consumer<FastMappers.Builder>> settings() {
        return List.of(b -> { },
                b -> b.customize(m -> m.enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)),
                b -> b.customize(m -> m.disable(DeserializationFeature.WRAP_EXCEPTIONS)),
                b -> b.customize(m -> m.enable(DeserializationFeature.ACCEPT_EMPTY_STRING_AS_NULL_OBJECT)
                        .enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)),
                b -> b.customize(m -> m.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)),
                b -> b.customize(m -> m.defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.SKIP))),
                b -> b.customize(m -> m.defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))),
                b -> b.customize(m -> m.defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.AS_EMPTY))),
                b -> b.customize(m -> m.withConfigOverride(List.class,
                        o -> o.setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.SKIP)))));
    }

    @Test
    void collectionsOfNestedCodecsReadAsJacksonReadsThem() throws IOException {
        for (Consumer<FastMappers.Builder> setting : settings()) {
            for (boolean engine : new boolean[] {true, false}) {
                FastMappers.Builder rb = FastMappers.builder().generatedCodecs(false).engine(engine);
                setting.accept(rb);
                ObjectMapper reference = rb.build();
                CodecContract<ListModel> contract = CodecContract.of(reference, ListModel.class)
                        .withModule(GeneratedCodecs.module());
                contract.verify(List.of(sample(), new ListModel()));
                contract.verifyReads(documents(reference).toArray(new String[0]));
            }
        }
    }

    @Test
    void everyTruncationAndMutationReadsAsJacksonReadsIt() throws IOException {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).build();
        CodecContract<ListModel> contract = CodecContract.of(reference, ListModel.class)
                .withModule(GeneratedCodecs.module());
        String doc = reference.writeValueAsString(sample());
        List<String> inputs = new ArrayList<>();
        for (int cut = 0; cut < doc.length(); cut++) {
            inputs.add(doc.substring(0, cut));
        }
        Random r = new Random(17);
        for (int m = 0; m < 2000; m++) {
            char[] c = doc.toCharArray();
            c[r.nextInt(c.length)] = MUTATIONS.charAt(r.nextInt(MUTATIONS.length()));
            inputs.add(new String(c));
        }
        contract.verifyReads(inputs.toArray(new String[0]));
    }

    @Test
    void aBadElementIsReportedWithItsIndex() throws IOException {
        ObjectMapper generated = FastMappers.builder().build();
        assertThat(GeneratedCodecs.explain(generated, ListModel.class)).isEqualTo("generated codec: writes and reads");
        String doc = with(generated.writeValueAsString(sample()), "items",
                "[{\"id\":1},{\"id\":2},{\"id\":\"x\"}]");
        assertThatThrownBy(() -> generated.readValue(doc, ListModel.class))
                .isInstanceOf(com.fasterxml.jackson.databind.exc.InvalidFormatException.class)
                .hasMessageContaining("[\"items\"]->java.util.ArrayList[2]->dev.fastjsonkit.codegen.ListModel$Item[\"id\"]");
        JsonMappingException e = (JsonMappingException) catchRead(generated, doc);
        assertThat(e.getPath()).hasSize(3);
        assertThat(e.getPath().get(1).getIndex()).isEqualTo(2);
        ListModel m = generated.readValue(with(doc, "items", "[null,{\"id\":5,\"label\":\"l\"}]"), ListModel.class);
        assertThat(m.items).containsExactly(null, new ListModel.Item(5, "l"));
        assertThatThrownBy(() -> generated.readValue(with(doc, "items", "{\"id\":5}"), ListModel.class))
                .isInstanceOf(MismatchedInputException.class);
        ObjectMapper single = FastMappers.builder()
                .customize(x -> x.enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY)).build();
        assertThat(single.readValue(with(doc, "items", "{\"id\":5}"), ListModel.class).items)
                .containsExactly(new ListModel.Item(5, null));
    }

    @Test
    void aRecursiveTypeReadsAsJacksonReadsIt() throws IOException {
        ObjectMapper reference = FastMappers.builder().generatedCodecs(false).build();
        CodecContract<ListModel.Node> contract = CodecContract.of(reference, ListModel.Node.class)
                .withModule(GeneratedCodecs.module());
        ListModel.Node leaf = new ListModel.Node();
        leaf.name = "leaf";
        ListModel.Node root = new ListModel.Node();
        root.name = "root";
        root.kids = new ArrayList<>(List.of(leaf, new ListModel.Node()));
        contract.verify(List.of(root, leaf));
        String deep = "{\"name\":\"a\",\"kids\":[{\"name\":\"b\",\"kids\":[null,{\"kids\":[]},{\"name\":1,\"kids\":[{\"kids\":\"x\"}]}]}]}";
        List<String> inputs = new ArrayList<>(List.of(deep, deep.replace("\"x\"", "[]"), deep.replace("null,", "")));
        for (int cut = 0; cut < deep.length(); cut++) {
            inputs.add(deep.substring(0, cut));
        }
        contract.verifyReads(inputs.toArray(new String[0]));
        ObjectMapper generated = FastMappers.builder().build();
        assertThat(GeneratedCodecs.explain(generated, ListModel.Node.class)).isEqualTo("generated codec: writes and reads");
        try {
            generated.readValue("{\"kids\":[{\"kids\":[{\"name\":[]}]}]}", ListModel.Node.class);
            throw new AssertionError("no failure");
        } catch (JsonMappingException e) {
            assertThat(e.getMessage()).contains("[\"kids\"]->java.util.ArrayList[0]->dev.fastjsonkit.codegen.ListModel$Node"
                    + "[\"kids\"]->java.util.ArrayList[0]->dev.fastjsonkit.codegen.ListModel$Node[\"name\"]");
        }
    }

    private static Exception catchRead(ObjectMapper m, String doc) {
        try {
            m.readValue(doc, ListModel.class);
        } catch (Exception e) {
            return e;
        }
        throw new AssertionError("no failure");
    }
}
