/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.module.blackbird.PackageVersion;
import org.junit.jupiter.api.Test;

/**
 * The probe against what Blackbird's release notes and sources say per version, so a Blackbird that
 * changes what it covers shows up here by name: int, long, boolean and reference accessors in every
 * supported version; double from 2.23; byte, short, char, float and fields never.
 */
class BlackbirdCoverageTest {

    private static final Version V2_23 = new Version(2, 23, 0, null, "com.fasterxml.jackson.module", "jackson-module-blackbird");

    @Test
    void probeFindsWhatTheRunningBlackbirdVersionOptimizes() {
        BlackbirdCoverage c = BlackbirdCoverage.get();
        assertThat(c).isNotNull();
        assertThat(c.version()).isEqualTo(PackageVersion.VERSION.toString());
        boolean doubles = PackageVersion.VERSION.compareTo(V2_23) >= 0;
        for (boolean write : new boolean[] {true, false}) {
            for (Class<?> k : new Class<?>[] {int.class, long.class, boolean.class, String.class}) {
                assertThat(c.covers(k, write)).as("%s %s", k, write ? "getter" : "setter").isTrue();
            }
            for (Class<?> k : new Class<?>[] {byte.class, short.class, char.class, float.class}) {
                assertThat(c.covers(k, write)).as("%s %s", k, write ? "getter" : "setter").isFalse();
            }
            assertThat(c.covers(double.class, write)).as("double on %s", c.version()).isEqualTo(doubles);
        }
        assertThat(c.fields()).isFalse();
        assertThat(c.describe(true)).isEqualTo(doubles ? "int, long, double, boolean, references" : "int, long, boolean, references");
    }

    @Test
    void reportAgreesWithTheProbeForEveryValueType() {
        AccessReport r = FastMappers.explain(BlackbirdCoverage.Probe.class);
        BlackbirdCoverage c = BlackbirdCoverage.get();
        for (AccessReport.PropertyAccess p : r.serialization()) {
            if (!p.property().equals("field")) {
                assertThat(p.optimized()).as(p.toString()).isEqualTo(p.how().startsWith("lambda"));
                assertThat(p.how()).as(p.toString()).doesNotContain("did not replace");
            }
        }
        assertThat(r.serialization().stream().filter(AccessReport.PropertyAccess::optimized).count())
                .isEqualTo(c.getters().size());
    }
}
