/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

class SameJvmCheckTest {

    /** A bench whose lifecycle methods record their calls. */
    public static class Recording {
        final List<String> calls = new ArrayList<>();

        @Setup
        public void build() {
            calls.add("setup");
        }

        @TearDown
        public void check() {
            calls.add("teardown");
        }

        public void helper() {
            calls.add("helper");
        }
    }

    /** A bench whose output check fails. */
    public static class FailingCheck {
        @TearDown
        public void check() {
            throw new IllegalStateException("write_fastMappers differs");
        }
    }

    @Test
    void runsOnlyTheMethodsOfTheGivenPhase() throws ReflectiveOperationException {
        Recording bench = new Recording();
        SameJvmCheck.runAll(Setup.class, bench);
        assertThat(bench.calls).containsExactly("setup");
        SameJvmCheck.runAll(TearDown.class, bench);
        assertThat(bench.calls).containsExactly("setup", "teardown");
    }

    @Test
    void aFailedTearDownCheckIsNotSwallowed() {
        assertThatThrownBy(() -> SameJvmCheck.runAll(TearDown.class, new FailingCheck()))
                .isInstanceOf(InvocationTargetException.class)
                .cause().isInstanceOf(IllegalStateException.class).hasMessage("write_fastMappers differs");
    }
}
