package dev.fastjsonkit.examples;

import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;

class HandWrittenSerializerTest {
    @Test
    void exampleProvesItsSerializerAndRuns() {
        assertThatCode(() -> HandWrittenSerializer.main(new String[0])).doesNotThrowAnyException();
    }
}
