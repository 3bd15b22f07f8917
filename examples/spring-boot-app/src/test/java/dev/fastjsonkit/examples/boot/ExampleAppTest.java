/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples.boot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.MediaType;
import org.springframework.http.RequestEntity;

@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ExampleAppTest {
    @Autowired
    TestRestTemplate http;

    @Test
    void servesRatesInSnakeCaseWithIsoDates() {
        assertThat(http.getForObject("/rates", String.class)).isEqualTo(
                "{\"day\":\"2026-11-23\",\"base_currency\":\"EUR\",\"rates\":{\"EUR\":1.0,\"USD\":1.0785,\"JPY\":162.27}}");
    }

    @Test
    void readsPostedRatesAndRejectsASecondDocument() {
        RequestEntity<String> ok = RequestEntity.post("/rates/total").contentType(MediaType.APPLICATION_JSON)
                .body("{\"EUR\":1.0,\"USD\":1.5}");
        assertThat(http.exchange(ok, String.class).getBody()).isEqualTo("{\"total\":2.5}");
        RequestEntity<String> twoDocuments = RequestEntity.post("/rates/total").contentType(MediaType.APPLICATION_JSON)
                .body("{\"EUR\":1.0} {\"USD\":1.5}");
        assertThat(http.exchange(twoDocuments, String.class).getStatusCode().value()).isEqualTo(400);
    }
}
