/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.StreamWriteFeature;
import org.junit.jupiter.api.Test;

class FastDoubleWriterPolicyTest {

    @Test
    void fastWriterIsOnOnEverySupportedJdkSinceTheGeneratorWritesDoublesItself() {
        assertThat(FastDoubleWriterPolicy.winsOn(17)).isTrue();
        assertThat(FastDoubleWriterPolicy.winsOn(18)).isTrue();
        assertThat(FastDoubleWriterPolicy.winsOn(21)).isTrue();
        assertThat(FastDoubleWriterPolicy.winsOn(25)).isTrue();
        assertThat(FastDoubleWriterPolicy.winsOn(16)).isFalse();
    }

    @Test
    void sharedMapperAndBuilderFollowThePolicyOnThisJdk() {
        boolean expected = FastDoubleWriterPolicy.winsOn(Runtime.version().feature());
        assertThat(FastMappers.json().getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER))
                .isEqualTo(expected);
        assertThat(FastMappers.builder().build().getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER))
                .isEqualTo(expected);
    }

    @Test
    void builderSwitchOverridesThePolicy() {
        assertThat(FastMappers.builder().fastDoubleWriter(true).build().getFactory()
                .isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isTrue();
        assertThat(FastMappers.builder().fastDoubleWriter(false).build().getFactory()
                .isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)).isFalse();
    }
}
