/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.examples.GeneratedCodec.Order;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeneratedCodecTest {
    @Test
    void theSharedMapperUsesTheGeneratedCodecAndWritesJacksonsBytes() throws Exception {
        Order o = new Order("o-1", 42, 3, Instant.parse("2026-11-23T10:15:30Z"), List.of("book"));
        ObjectMapper without = FastMappers.builder().generatedCodecs(false).build();
        assertThat(FastMappers.explain(Order.class).generatedCodec()).isEqualTo("generated codec: writes and reads");
        assertThat(FastMappers.json().writeValueAsString(o)).isEqualTo(without.writeValueAsString(o))
                .isEqualTo("{\"id\":\"o-1\",\"customer_id\":42,\"quantity\":3,\"placed\":\"2026-11-23T10:15:30Z\","
                        + "\"items\":[\"book\"]}");
        assertThat(FastMappers.json().readValue(without.writeValueAsString(o), Order.class)).isEqualTo(o);
    }
}
