/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class NdjsonStatsTest {

    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = NdjsonStats.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(rc), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void reportsBadLinesWithTheirNumbersAndCountsTheRest(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("e.ndjson");
        Files.writeString(f, "{\"a\":1}\n[1,2]\n{\"a\":\n\n\"s\"\n{} {}\n42\r\n{\"b\":[tru]}\n");
        String[] res = run(f.toString());
        assertThat(res[0]).isEqualTo("1");
        assertThat(res[1].lines()).containsExactly(
                res[1].lines().filter(l -> l.startsWith("badLine=3 Line 3: ")).findFirst().orElse("missing line 3"),
                res[1].lines().filter(l -> l.startsWith("badLine=6 Line 6: Expected the end of the line")).findFirst()
                        .orElse("missing line 6"),
                res[1].lines().filter(l -> l.startsWith("badLine=8 Line 8: ")).findFirst().orElse("missing line 8"),
                "values=4", "objects=1", "arrays=1", "scalars=2", "badLines=3");
    }

    @Test
    void cleanFileExitsWithZero(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("ok.ndjson");
        Files.writeString(f, "1\n2\n");
        String[] res = run(f.toString());
        assertThat(res[0]).isEqualTo("0");
        assertThat(res[1]).contains("values=2").contains("badLines=0");
        assertThat(run()[0]).isEqualTo("2");
        assertThat(run(tmp.resolve("missing").toString())[0]).isEqualTo("1");
    }
}
