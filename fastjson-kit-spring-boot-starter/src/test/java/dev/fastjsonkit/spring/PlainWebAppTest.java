/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingJsonFactory;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.spring.webapp.Legacy;
import dev.fastjsonkit.spring.webapp.WebApp;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.http.HttpStatus;

/**
 * The same web app with {@code fastjson-kit.enabled=false}: Boot's plain mapper. It sets Jackson's
 * FAIL_ON_TRAILING_TOKENS, which the starter turns on by default, so the shared suite shows the
 * starter's 400s are Boot's own.
 */
@SpringBootTest(classes = WebApp.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        AbstractWebAppTest.NAMING, AbstractWebAppTest.INCLUSION, AbstractWebAppTest.TIMESTAMPS,
        "fastjson-kit.enabled=false", "spring.jackson.deserialization.fail-on-trailing-tokens=true"})
class PlainWebAppTest extends AbstractWebAppTest {

    @Override
    String expectedLargeDouble() {
        return Double.toString(2e23); // 1.9999999999999998E23 on JDK 17 and 18
    }

    @Test
    void theMapperIsBootsPlainOne() {
        assertThat(mapper.getFactory().getClass()).isEqualTo(MappingJsonFactory.class); // new ObjectMapper()'s
        assertThat(mapper.getRegisteredModuleIds()).map(String::valueOf)
                .doesNotContain("com.fasterxml.jackson.module.blackbird.BlackbirdModule")
                .noneMatch(id -> id.startsWith("fastjson-kit-codecs"));
        assertThat(FastMappers.explain(mapper, Legacy.class).fullyOptimized()).isFalse();
    }

    @Test
    void jacksonsDefaultNestingLimitApplies() {
        String deep = "[".repeat(65) + "]".repeat(65);
        assertThat(http.exchange(post("/echo", "{\"order_id\":\"o-1\",\"extra\":" + deep + "}"), String.class)
                .getStatusCode()).isEqualTo(HttpStatus.OK);
    }
}
