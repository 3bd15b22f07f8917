/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The README's run command runs Demo: every section must complete on the generated data. */
class DemoTest {

    @Test
    void demoRunsEveryBuildingBlockToTheEnd() throws Exception {
        System.setProperty("demo.roundMillis", "5"); // the rough timings are not under test
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(out, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            Demo.main(new String[0]);
        } finally {
            System.setOut(original);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("== FastMappers.json()", "== Fast double parsing", "== Cached ObjectReader",
                "== Hand-written codecs", "== FieldExtractor", "== PointerExtractor", "== ElementStream",
                "== NdjsonReader");
        assertThat(printed).contains("(as generated)", "same values as plain Jackson: true", "read 9999 good lines",
                "skipped bad line 5000");
        assertThat(printed).doesNotContain("WRONG");
    }
}
