/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

class JsonSkipTest {

    /** Containers to skip: strict JSON with line feeds, and what the scan leaves to jackson-core. */
    private static final List<String> DOCS = List.of(
            "[{\"a\": [1, -2.5e3, true, false, null, \"x\\\"\\u00e9\"],\n \"b\" : {}}, 7]",
            "{\"s\":{\n  \"k\": \"v\",\n  \"n\": [ [], {} ]\n},\n\"t\":1}",
            "[{\"a\":1,}, 2]", "[[1,],2]", "[{\"a\":1\r\n}, 2]", "[{\"a\":/*c*/1}, 2]", "[{'a':1}, 2]",
            "[{a:1}, 2]", "[[01], 2]", "[[1.], 2]", "[[.5], 2]", "[[NaN], 2]", "[[tru], 2]", "[[truex], 2]",
            "[{\"a\":1 \"b\":2}, 3]", "[{\"a\" 1}, 2]", "[[1}, 2]", "[{\"a\":1], 2]", "[[1, 2",
            "[{\"\\ud800x\":1}, 2]", "[{\"\\ud800\":1}, 2]", "[[\"\\ud800\"], 2]", "[{\"é\":1}, 2]",
            "[{\"a\\u0041\":1}, 2]", "[[\"\u0001\"], 2]", "[{\"a\":1,\"a\":2}, 3]",
            "[[[[[[[[1]]]]]]], 2]", "[{\"aaaaaaaaaaaaaaaaaaaa\":1}, 2]", "[[123456789012345], 2]",
            "[[1,2,3,4,5,6,7,8,9,10], 2]", "[[1]\n\n, 2]", "[[\"a\"\n,\n1\n]\n]");

    /** Default factories, and each limit or feature that changes what a skipped container may hold. */
    private static final List<UnaryOperator<JsonFactoryBuilder>> CONFIGS = List.of(
            b -> b,
            b -> b.streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(4).build()),
            b -> b.streamReadConstraints(StreamReadConstraints.builder().maxNameLength(8).build()),
            b -> b.streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(6).build()),
            b -> b.streamReadConstraints(StreamReadConstraints.builder().maxTokenCount(8).build()),
            b -> b.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION),
            b -> b.enable(JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_JAVA_COMMENTS,
                    JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_UNQUOTED_FIELD_NAMES,
                    JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS,
                    JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS, JsonReadFeature.ALLOW_TRAILING_DECIMAL_POINT_FOR_NUMBERS,
                    JsonReadFeature.ALLOW_LEADING_DECIMAL_POINT_FOR_NUMBERS));

    @Test
    void skipChildrenEndsWhereJacksonCoreEndsOrFailsAsItFails() throws IOException {
        for (UnaryOperator<JsonFactoryBuilder> config : CONFIGS) {
            JsonFactory jackson = config.apply(new JsonFactoryBuilder()).build();
            JsonFactory engine = FastMappers.engineFactory(config.apply(new JsonFactoryBuilder()));
            for (String doc : DOCS) {
                for (int skipAt = 0; skipAt < 3; skipAt++) {
                    byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
                    String want = run(jackson, bytes, skipAt);
                    assertThat(run(engine, bytes, skipAt)).as("%s, skip at container %d, %s", doc, skipAt,
                            jackson.streamReadConstraints().getMaxNestingDepth()).isEqualTo(want);
                }
            }
        }
    }

    /** Reads every token, skipping the container started at struct start number {@code skipAt}. */
    private static String run(JsonFactory f, byte[] doc, int skipAt) {
        StringBuilder sb = new StringBuilder();
        try (JsonParser p = f.createParser(doc)) {
            assertThat(p.getClass().getSimpleName()).isIn("EngineParser", "UTF8StreamJsonParser");
            int starts = 0;
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                sb.append(t).append(' ');
                if (t.isStructStart() && starts++ == skipAt) {
                    p.skipChildren();
                    sb.append("skipped to ").append(p.currentToken()).append(p.currentTokenLocation())
                            .append(p.currentLocation()).append(' ');
                }
            }
            sb.append(p.currentLocation());
        } catch (IOException e) {
            sb.append(e);
        }
        return sb.toString();
    }

    @Test
    void theScanGivesUpOnWhatItDoesNotTakeAndCountsLineFeeds() {
        int[] rows = new int[2];
        byte[] ok = "{\"a\": [1,\n {}],\n \"b\":\"c\"} x".getBytes(StandardCharsets.UTF_8);
        assertThat(JsonSkip.container(ok, 1, ok.length, true, 10, 100, 100, rows)).isEqualTo(ok.length - 2);
        assertThat(rows).containsExactly(2, 16);
        assertThat(JsonSkip.container(ok, 1, ok.length - 3, true, 10, 100, 100, rows)).as("the buffer end").isEqualTo(-1);
        assertThat(JsonSkip.container(ok, 1, ok.length, true, 0, 100, 100, rows)).as("deeper than allowed").isEqualTo(-1);
        for (String bad : List.of("[1,]", "[1\r]", "[1 2]", "{\"a\":1,}", "[01]", "[-]", "[1.]", "[tru]", "[nul]",
                "[fals]", "[\"\u0001\"]", "{\"\\u0041\":1}", "[1]")) {
            byte[] b = bad.getBytes(StandardCharsets.UTF_8); // "[1]" ends at the buffer end: a number needs its delimiter
            int end = bad.equals("[1]") ? 2 : b.length;
            assertThat(JsonSkip.container(b, 1, end, b[0] == '{', 10, 100, 100, rows)).as(bad).isEqualTo(-1);
        }
    }

    /** Containers for the byte-level differential: compact and spaced JSON, and what the scan leaves to jackson-core. */
    private static final List<String> CONTAINERS = List.of(
            "{\"id\":\"art-0\",\"author\":{\"name\":\"Author 481\",\"followers\":203172,\"links\":[{\"rel\":\"home\","
                    + "\"href\":\"https:\\/\\/example.com\\/a\\/0\"}]},\"tags\":[\"tag71\",\"tag56\"],\"published\":true,"
                    + "\"score\":0.7,\"n\":null,\"f\":false,\"e\":{},\"a\":[]}",
            "[{\"a\": [1, -2.5e3, true, false, null, \"x\\\"\\u00e9\"],\n \"b\" : {}}, 7]",
            "{\"s\":{\n  \"k\": \"v\",\n  \"n\": [ [], {} ]\n},\n\"t\":1 , \"u\"\t:\t\"caf\u00e9 \u6771\"}",
            "[\"1234567\",\"12345678\",\"123456789\",\"\",{\"1234567\":1,\"12345678\":2,\"\":3}]",
            "{\"a\\u0041\":1}", "{\"\u00e9\":1}", "[\"\\ud800\"]", "[[[[[[1]]]]]]", "{\"a\":1\r\n}",
            "{\"abcdefghij\":\"klmnopqrstu\",\"abcdefgh\u00e9\":\"abcdefgh\\n\"}");

    /**
     * Every truncation of each container and every one-byte change of it: what the scan takes,
     * jackson-core's {@code skipChildren()} ends at the same byte, line and column; what
     * jackson-core rejects, the scan declines; a tighter limit only declines; without a row count
     * the answer is the same.
     */
    @Test
    void takenContainersEndWhereJacksonCoreEndsThem() {
        JsonFactory jackson = new JsonFactory();
        int taken = 0;
        for (String c : CONTAINERS) {
            byte[] doc = (c + "   ").getBytes(StandardCharsets.UTF_8);
            List<byte[]> variants = new java.util.ArrayList<>();
            for (int len = 1; len <= doc.length; len++) {
                variants.add(java.util.Arrays.copyOf(doc, len));
            }
            for (int i = 1; i < doc.length; i++) {
                for (byte r : new byte[] {'"', '\\', '}', ']', ',', ':', ' ', '\n', '\r', 'x', '1', (byte) 0xFF}) {
                    byte[] m = doc.clone();
                    m[i] = r;
                    variants.add(m);
                }
            }
            for (byte[] v : variants) {
                String as = new String(v, StandardCharsets.ISO_8859_1);
                int[] rows = new int[2];
                int got = JsonSkip.container(v, 1, v.length, v[0] == '{', 10, 1000, 1000, rows);
                assertThat(JsonSkip.container(v, 1, v.length, v[0] == '{', 10, 1000, 1000, null)).as(as).isEqualTo(got);
                for (int[] limits : new int[][] {{3, 1000, 1000}, {10, 3, 2}, {1, 1000, 1000}}) {
                    assertThat(JsonSkip.container(v, 1, v.length, v[0] == '{', limits[0], limits[1], limits[2], null))
                            .as(as).isIn(-1, got);
                }
                long[] want = skipChildren(jackson, v);
                if (want == null) {
                    assertThat(got).as(as).isEqualTo(-1);
                } else if (got >= 0) {
                    taken++;
                    int rowStart = rows[0] == 0 ? 0 : rows[1];
                    assertThat(new long[] {got, rows[0] + 1, got - rowStart + 1}).as(as).containsExactly(want);
                }
            }
        }
        assertThat(taken).isGreaterThan(100);
    }

    /** Where jackson-core's {@code skipChildren()} of the container at the start ends: byte offset, line, column; null if it throws. */
    private static long[] skipChildren(JsonFactory f, byte[] doc) {
        try (JsonParser p = f.createParser(doc)) {
            p.nextToken();
            p.skipChildren();
            com.fasterxml.jackson.core.JsonLocation at = p.currentLocation();
            return new long[] {at.getByteOffset(), at.getLineNr(), at.getColumnNr()};
        } catch (IOException e) {
            return null;
        }
    }
}
