/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fastjsonkit.bench.report.SameJvmSweep.Row;
import java.util.List;
import org.junit.jupiter.api.Test;

class SameJvmSweepTest {

    @Test
    void readsTheCheckersResultLine() {
        String out = "warming up\nCodecBench shape=MEDIA: read_jackson 2274.2 ns/op, read_fastMappers 2308.7 ns/op,"
                + " ratio 0.976 (IQR 0.865-1.003)\n";
        Row r = SameJvmSweep.parse("CodecBench.read {shape=MEDIA}", out);
        assertThat(r).isEqualTo(new Row("CodecBench.read {shape=MEDIA}", 2274.2, 2308.7, 0.976, 0.865, 1.003));
    }

    @Test
    void outputWithoutAResultLineIsAnError() {
        assertThatThrownBy(() -> SameJvmSweep.parse("X.read {}", "Exception in thread main"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("X.read {}");
    }

    @Test
    void tableCountsRatiosAndRangesBelowOne() {
        String md = SameJvmSweep.table(List.of(new Row("A.read {}", 100, 50, 2.0, 1.9, 2.1),
                new Row("B.read {}", 100, 101, 0.99, 0.97, 1.01), new Row("C.read {}", 100, 110, 0.91, 0.90, 0.92)));
        assertThat(md).contains("| A.read {} | 100 | 50 | 2.000 | 1.900–2.100 |")
                .contains("3 pairs; ratio below 1: 2; interquartile range wholly below 1: 1");
    }
}
