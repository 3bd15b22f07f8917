/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The output context as other code sees it while and after a generated codec (and the kit's bean
 * serializer without generated codecs) writes whole properties, whose names the engine's kept
 * generator leaves out of the context until it is looked at: a serializer of one property, a
 * getter called between whole properties, and a context kept by a serializer and looked at after
 * the write all see plain Jackson's names and indexes, in the first write and in the next ones
 * (which reuse the contexts); a serializer inside a generated type's nested generated type sees
 * the outer property's name, which no code had looked at before.
 */
class OutputContextTest {

    /** The bytes of each write, what was seen during it, and the kept contexts afterwards. */
    private static List<String> writes(ObjectMapper m) throws Exception {
        List<String> out = new ArrayList<>();
        List<Object> values = List.of(new ContextModel("x", 1), List.of(new ContextModel("y", 2), new ContextModel("z", 3)),
                Map.of("k", new ContextModel("w", 4)), new OuterContextModel(new ContextModel("v", 5)));
        for (int round = 0; round < 3; round++) {
            for (Object v : values) {
                ContextModel.SEEN.get().clear();
                ContextModel.HELD.get().clear();
                ContextModel.GENERATOR.remove();
                out.add(new String(m.writeValueAsBytes(v), StandardCharsets.UTF_8));
                out.addAll(ContextModel.SEEN.get());
                for (JsonStreamContext c : ContextModel.HELD.get()) {
                    out.add("held after " + c.getCurrentIndex() + " " + c.getCurrentName());
                }
            }
        }
        ContextModel.GENERATOR.remove();
        return out;
    }

    @Test
    void serializersGettersAndKeptContextsSeeJacksonsNames() throws Exception {
        ObjectMapper generated = FastMappers.builder().build();
        assertThat(GeneratedCodecs.explain(generated, ContextModel.class)).startsWith("generated codec: writes");
        List<String> expected = writes(new ObjectMapper());
        assertThat(expected).contains("getD in OBJECT 3 c < ARRAY 0 null < ROOT 0 null", "held after 5 e",
                "probe in OBJECT 1 probe < OBJECT 1 inner < ROOT 0 null");
        assertThat(writes(generated)).isEqualTo(expected);
        assertThat(writes(FastMappers.builder().generatedCodecs(false).build())).isEqualTo(expected);
    }
}
