/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.spring.webapp.WebApp;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.json.JsonTest;
import org.springframework.test.context.ContextConfiguration;

/** Boot's JSON test slice (also under @WebMvcTest, @WebFluxTest, @RestClientTest) applies the kit as the app does. */
@JsonTest
@ContextConfiguration(classes = WebApp.class)
class SliceTest {
    @Autowired
    ObjectMapper mapper;

    @Test
    void jsonTestSliceGetsTheKitsMapper() {
        assertThat(mapper.getFactory().getClass().getPackageName()).isEqualTo("dev.fastjsonkit");
        assertThat(mapper.getRegisteredModuleIds()).map(String::valueOf)
                .contains("com.fasterxml.jackson.module.blackbird.BlackbirdModule");
        assertThat(mapper.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isTrue();
    }
}
