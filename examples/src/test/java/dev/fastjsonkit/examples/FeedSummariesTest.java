/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

class FeedSummariesTest {

    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = FeedSummaries.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(rc), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void generatedFeedIsSummedExactlyLikeDatabind(@TempDir Path tmp) throws IOException {
        Path feed = tmp.resolve("feed.json");
        String[] gen = run("--generate", feed.toString(), "2", "7");
        assertThat(gen[0]).isEqualTo("0");
        assertThat(Files.size(feed)).isBetween(2L * 1024 * 1024, 2L * 1024 * 1024 + 64 * 1024);

        long count = 0;
        long sum = 0;
        for (JsonNode a : new ObjectMapper().readTree(feed.toFile())) {
            count++;
            sum += a.get("viewCount").longValue();
            assertThat(a.get("body").textValue().length()).isGreaterThanOrEqualTo(2048);
        }
        assertThat(count).isGreaterThan(10);
        String expected = "articles=" + count + System.lineSeparator() + "viewCountSum=" + sum + System.lineSeparator();
        assertThat(gen[1]).isEqualTo(expected);

        String[] res = run(feed.toString());
        assertThat(res[0]).isEqualTo("0");
        assertThat(res[1]).isEqualTo(expected);
        assertThat(res[2]).isEmpty();
    }

    @Test
    void generationIsDeterministicForASeed(@TempDir Path tmp) throws IOException {
        Path a = tmp.resolve("a.json");
        Path b = tmp.resolve("b.json");
        Path c = tmp.resolve("c.json");
        FeedSummaries.generate(a, 1, 5);
        FeedSummaries.generate(b, 1, 5);
        FeedSummaries.generate(c, 1, 6);
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
        assertThat(Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(c))).isFalse();
    }

    @Test
    void truncatedOrWrongShapedFeedIsAnErrorWithExitCode1(@TempDir Path tmp) throws IOException {
        Path feed = tmp.resolve("feed.json");
        FeedSummaries.generate(feed, 1, 1);
        byte[] all = Files.readAllBytes(feed);
        Path cut = tmp.resolve("cut.json");
        Files.write(cut, Arrays.copyOf(all, all.length - 10));
        String[] res = run(cut.toString());
        assertThat(res[0]).isEqualTo("1");
        assertThat(res[1]).isEmpty();
        assertThat(res[2]).contains("Unexpected end-of-input");

        Path obj = tmp.resolve("obj.json");
        Files.writeString(obj, "{\"articles\":[]}");
        res = run(obj.toString());
        assertThat(res[0]).isEqualTo("1");
        assertThat(res[2]).contains("Expected START_ARRAY but found START_OBJECT");

        Path noViews = tmp.resolve("noviews.json");
        Files.writeString(noViews, "[{\"id\":\"a\",\"title\":\"t\"}]");
        assertThat(run(noViews.toString())[2]).contains("viewCount");
    }

    @Test
    void wrongArgumentsPrintUsageWithExitCode2() {
        assertThat(run()[0]).isEqualTo("2");
        assertThat(run("a", "b")[2]).contains("Usage");
        assertThat(run("--generate", "x", "notanumber")[0]).isEqualTo("2");
    }
}
