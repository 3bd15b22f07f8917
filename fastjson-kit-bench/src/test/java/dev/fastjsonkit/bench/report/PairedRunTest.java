/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fastjsonkit.bench.report.PairedRun.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PairedRunTest {

    private static Side side(String method, Map<String, String> params) {
        return new Side("dev.fastjsonkit.bench.CodecBench." + method, params);
    }

    @Test
    void sidesOfOnePairShareClassOpAndParameters() {
        Side plain = side("read_jackson", Map.of("shape", "MEDIA"));
        Side kit = side("read_fastMappers", Map.of("shape", "MEDIA"));
        assertThat(plain.pairKey()).isEqualTo(kit.pairKey());
        assertThat(side("write_jackson", Map.of("shape", "MEDIA")).pairKey()).isNotEqualTo(plain.pairKey());
        assertThat(side("read_jackson", Map.of("shape", "ARTICLE")).pairKey()).isNotEqualTo(plain.pairKey());
    }

    @Test
    void aVariantParameterNamesTheSideNotThePair() {
        Side a = side("read", Map.of("shape", "MEDIA", "variant", "jackson"));
        Side b = side("read", Map.of("shape", "MEDIA", "variant", "fastMappers"));
        assertThat(a.pairKey()).isEqualTo(b.pairKey());
    }

    @Test
    void pairsAreGroupedInFirstAppearanceOrderBaselineFirst() {
        Side kitMedia = side("read_fastMappers", Map.of("shape", "MEDIA"));
        Side kitMap = side("read_fastMappers", Map.of("shape", "MAP"));
        Side plainMedia = side("read_jackson", Map.of("shape", "MEDIA"));
        Side plainMap = side("read_jackson", Map.of("shape", "MAP"));
        assertThat(PairedRun.group(List.of(kitMedia, kitMap, plainMedia, plainMap)))
                .containsExactly(List.of(plainMedia, kitMedia), List.of(plainMap, kitMap));
    }

    @Test
    void everyOtherRoundRunsTheSidesInReverse() {
        List<Side> pair = List.of(side("read_jackson", Map.of()), side("read_fastMappers", Map.of()));
        assertThat(PairedRun.order(pair, 0)).containsExactlyElementsOf(pair);
        assertThat(PairedRun.order(pair, 1)).containsExactly(pair.get(1), pair.get(0));
        assertThat(PairedRun.order(pair, 2)).containsExactlyElementsOf(pair);
    }

    @Test
    void parameterSpaceIsTheFullProductInDeclaredOrder() {
        Map<String, List<String>> space = new LinkedHashMap<>();
        space.put("doc", List.of("a", "b"));
        space.put("size", List.of("1", "2", "3"));
        List<Map<String, String>> all = PairedRun.product(space);
        assertThat(all).hasSize(6);
        assertThat(all.get(0)).containsExactly(Map.entry("doc", "a"), Map.entry("size", "1"));
        assertThat(all.get(5)).containsExactly(Map.entry("doc", "b"), Map.entry("size", "3"));
        assertThat(PairedRun.product(Map.of())).containsExactly(Map.of());
    }

    @Test
    void pairLabelIsSimpleClassOpAndParameters() {
        Side s = new Side("dev.fastjsonkit.bench.DocumentsBench.readTree_fastMappers", Map.of("doc", "twitter"));
        assertThat(s.pairLabel()).isEqualTo("DocumentsBench.readTree {doc=twitter}");
    }
}
