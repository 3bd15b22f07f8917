/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.RequestEntity;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;

/**
 * One suite for the web app with the kit and with Boot's plain mapper: the application's Jackson
 * configuration applies, and bad request bodies get the same HTTP 400, over a real HTTP connection.
 */
abstract class AbstractWebAppTest {
    /** The application's spring.jackson.* properties, the same in both apps. */
    static final String NAMING = "spring.jackson.property-naming-strategy=SNAKE_CASE";
    static final String INCLUSION = "spring.jackson.default-property-inclusion=non_null";
    static final String TIMESTAMPS = "spring.jackson.serialization.write-dates-as-timestamps=true";

    @Autowired
    TestRestTemplate http;

    @Autowired
    ObjectMapper mapper;

    @Autowired
    MappingJackson2HttpMessageConverter converter;

    /** Returns how the app writes 2e23. */
    abstract String expectedLargeDouble();

    @Test
    void theConverterUsesTheMapperBootBuilt() {
        assertThat(converter.getObjectMapper()).isSameAs(mapper);
    }

    @Test
    void springJacksonPropertiesJsonComponentJsonMixinAndCustomizerAllApply() {
        ResponseEntity<String> r = http.getForEntity("/order", String.class);
        assertThat(r.getStatusCode()).isEqualTo(HttpStatus.OK);
        // snake_case names, no null note, Money as "12.34 EUR", the date as a number, the enum by
        // toString(), the mix-in's ignored secret
        assertThat(r.getBody()).isEqualTo("{\"order_id\":\"o-1\",\"total\":\"12.34 EUR\",\"placed\":0,\"ratio\":"
                + expectedLargeDouble() + ",\"rates\":{\"EUR\":1.0,\"USD\":1.0785},\"status\":\"shipped\","
                + "\"legacy\":{\"label\":\"visible\"}}");
    }

    @Test
    void requestBodiesAreReadWithTheSameConfiguration() {
        String body = "{\"order_id\":\"o-2\",\"total\":\"0.99 USD\",\"placed\":86400000,\"ratio\":0.1,"
                + "\"rates\":{\"GBP\":0.85},\"unknown\":true,\"legacy\":{\"label\":\"l\",\"secret\":\"s\"}}";
        ResponseEntity<String> r = http.exchange(post("/echo", body), String.class);
        assertThat(r.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(r.getBody()).isEqualTo("{\"order_id\":\"o-2\",\"total\":\"0.99 USD\",\"placed\":86400000,"
                + "\"ratio\":0.1,\"rates\":{\"GBP\":0.85},\"legacy\":{\"label\":\"l\"}}");
    }

    @Test
    void parameterNamesModuleBindsAnUnannotatedConstructor() {
        ResponseEntity<String> r = http.exchange(post("/coordinates", "{\"lat\":52.52,\"lon\":13.405}"), String.class);
        assertThat(r.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(r.getBody()).isEqualTo("{\"lat\":52.52,\"lon\":13.405}");
    }

    @Test
    void malformedBodyGetsBootsPlain400() throws IOException {
        assertBootsPlain400(http.exchange(post("/echo", "{\"order_id\":\"o-1\","), String.class));
    }

    @Test
    void trailingSecondDocumentGetsBootsPlain400() throws IOException {
        assertBootsPlain400(http.exchange(post("/echo", "{\"order_id\":\"o-1\"} {\"order_id\":\"o-2\"}"), String.class));
    }

    @Test
    void trailingGarbageGetsBootsPlain400() throws IOException {
        assertBootsPlain400(http.exchange(post("/echo", "{\"order_id\":\"o-1\"}]"), String.class));
    }

    static RequestEntity<String> post(String path, String body) {
        return RequestEntity.post(path).contentType(MediaType.APPLICATION_JSON).body(body);
    }

    /** Boot's default error body: these four fields, no message, exception or trace. */
    static void assertBootsPlain400(ResponseEntity<String> r) throws IOException {
        assertThat(r.getStatusCode()).isEqualTo(HttpStatus.BAD_REQUEST);
        JsonNode error = new ObjectMapper().readTree(r.getBody());
        assertThat(error.fieldNames()).toIterable().containsExactly("timestamp", "status", "error", "path");
        assertThat(error.get("status").asInt()).isEqualTo(400);
        assertThat(error.get("error").asText()).isEqualTo("Bad Request");
        assertThat(error.get("path").asText()).startsWith("/");
        assertThat(r.getBody()).doesNotContain("Exception", "at com.", "at org.", "line:", "column:");
    }
}
