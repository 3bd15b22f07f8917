/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.bench.model.Currency;
import dev.fastjsonkit.bench.model.FeatureCollection;
import dev.fastjsonkit.bench.model.OrderBatch;
import java.io.IOException;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** The generators are deterministic and give documents in the shape of the real files. */
class BenchDataTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void generatorsAreDeterministic() {
        assertThat(Generators.currency()).isEqualTo(Generators.currency());
        assertThat(Generators.geoJson(10, 200)).isEqualTo(Generators.geoJson(10, 200));
        assertThat(Generators.twitter()).isEqualTo(Generators.twitter());
        assertThat(Generators.citm()).isEqualTo(Generators.citm());
    }

    @Test
    void currencyHasUsdShape() throws IOException {
        Currency c = MAPPER.readValue(Generators.currency(), Currency.class);
        assertThat(c.getBase()).isEqualTo("USD");
        assertThat(c.getRates()).hasSize(162).containsEntry("USD", 1.0);
        JsonNode rates = MAPPER.readTree(Generators.currency()).get("rates");
        long integers = 0;
        for (JsonNode r : rates) {
            assertThat(r.isNumber()).isTrue();
            assertThat(new BigDecimal(r.asText()).scale()).isLessThanOrEqualTo(3);
            integers += r.isIntegralNumber() ? 1 : 0;
        }
        assertThat(integers).isBetween(2L, 40L);
    }

    @Test
    void geoJsonHasCanadaShape() throws IOException {
        byte[] json = Generators.geoJson(480, 55_563);
        assertThat(json.length).isBetween(1_800_000, 2_600_000);
        FeatureCollection fc = MAPPER.readValue(json, FeatureCollection.class);
        double[][][] rings = fc.getFeatures().get(0).getGeometry().getCoordinates();
        assertThat(rings.length).isEqualTo(480);
        int points = 0;
        for (double[][] ring : rings) {
            points += ring.length;
        }
        assertThat(points).isBetween(55_000, 56_500);
        // 15-17 significant digits, as in canada.json
        String text = new String(json, java.nio.charset.StandardCharsets.US_ASCII);
        assertThat(text).containsPattern("\\[-\\d{2,3}\\.\\d{13,15},\\d{2}\\.\\d{13,15}\\]");
    }

    @Test
    void otherDocumentsHaveTheirShapeAndSize() throws IOException {
        JsonNode twitter = MAPPER.readTree(Generators.twitter());
        assertThat(twitter.get("statuses")).hasSize(100);
        assertThat(twitter.get("statuses").get(0).get("id").isLong()).isTrue();
        JsonNode citm = MAPPER.readTree(Generators.citm());
        assertThat(citm.get("events")).hasSize(184);
        assertThat(citm.get("performances")).hasSize(243);
        assertThat(Generators.order().length).isBetween(150, 260);
        assertThat(Generators.orderBatch(250).length).isBetween(40_000, 60_000);
        assertThat(MAPPER.readValue(Generators.orderBatch(250), OrderBatch.class).getOrders()).hasSize(250);
    }
}
