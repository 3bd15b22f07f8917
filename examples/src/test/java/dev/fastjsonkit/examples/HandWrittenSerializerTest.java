/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;

class HandWrittenSerializerTest {
    @Test
    void exampleProvesItsSerializerAndRuns() {
        assertThatCode(() -> HandWrittenSerializer.main(new String[0])).doesNotThrowAnyException();
    }
}
