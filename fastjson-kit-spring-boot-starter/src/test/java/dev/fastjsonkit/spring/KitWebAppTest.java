/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.spring.webapp.Legacy;
import dev.fastjsonkit.spring.webapp.WebApp;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The web app with the starter on: the kit is active and the application's configuration still applies. */
@SpringBootTest(classes = WebApp.class, webEnvironment = WebEnvironment.RANDOM_PORT, properties = {
        AbstractWebAppTest.NAMING, AbstractWebAppTest.INCLUSION, AbstractWebAppTest.TIMESTAMPS,
        "fastjson-kit.stream-read.max-nesting-depth=64"})
class KitWebAppTest extends AbstractWebAppTest {

    /** The kit's double writer writes the shortest form on every JDK (Double.toString does from JDK 19). */
    @Override
    String expectedLargeDouble() {
        return "2.0E23";
    }

    @Test
    void theMapperHasTheKitsFactoryBlackbirdAndCodecsBesideBootsModules() {
        assertThat(mapper.getFactory().getClass().getPackageName()).isEqualTo("dev.fastjsonkit");
        assertThat(mapper.getRegisteredModuleIds()).map(String::valueOf)
                .contains("com.fasterxml.jackson.module.blackbird.BlackbirdModule",
                        "org.springframework.boot.jackson.JsonComponentModule",
                        "org.springframework.boot.jackson.JsonMixinModule",
                        "jackson-module-parameter-names", "jackson-datatype-jsr310",
                        "com.fasterxml.jackson.datatype.jdk8.Jdk8Module")
                .anyMatch(id -> id.startsWith("fastjson-kit-codecs"));
    }

    @Test
    void theKitsBlackbirdAccessesTheApplicationsBeans() {
        assertThat(FastMappers.explain(mapper, Legacy.class).fullyOptimized()).isTrue();
    }

    @Test
    void theKitsStreamReadConstraintsComeFromItsProperties() throws IOException {
        assertThat(mapper.getFactory().streamReadConstraints().getMaxNestingDepth()).isEqualTo(64);
        String deep = "[".repeat(65) + "]".repeat(65);
        assertBootsPlain400(http.exchange(post("/echo", "{\"order_id\":\"o-1\",\"extra\":" + deep + "}"), String.class));
    }
}
