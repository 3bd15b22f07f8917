/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * jackson-core checks {@code maxStringLength} where its text buffer's segments fill, so the
 * length its message reports depends on the strings read before it, in the same document and in
 * the thread's earlier documents (the buffer is recycled). Seeded sequences of documents with long
 * strings, read in the same order by a kit mapper and a plain one, each on a new thread (so that
 * both start from new recycled buffers), must end in the same values and the same messages.
 *
 * <p>The kit's reads take their buffers from its own per-thread recycler ({@link ThreadRecycler}),
 * which hands them out as jackson-core's does but is not jackson-core's: on a thread that also
 * used plain Jackson's recycler for something else (a {@code writeValueAsString}, say), the length
 * in the message can differ from plain Jackson's. That is a documented choice ({@code docs/core.md}).
 */
class StringLimitMessageTest {


    public static class Bean {
        public List<String> a;
        public String s;
        public int b;
    }

    /**
     * Limits of 3,000 chars (strings within the text buffer's first segments) and 30,000 (strings
     * whose segments outgrow 8K chars, which jackson-core's recycler keeps as well).
     */
    @ParameterizedTest
    @CsvSource({"tree, 3000", "object, 3000", "map, 3000", "bean, 3000", "tokens, 3000", "stream, 3000",
            "tree, 30000", "object, 30000", "map, 30000", "bean, 30000", "tokens, 30000", "stream, 30000"})
    void sameMessagesAsJacksonCore(String how, int maxStringLength) throws Exception {
        StreamReadConstraints limit = StreamReadConstraints.builder().maxStringLength(maxStringLength).build();
        JsonMapper kitMapper = FastMappers.builder().streamReadConstraints(limit).build();
        JsonMapper plainMapper = JsonMapper.builder(new JsonFactoryBuilder().streamReadConstraints(limit).build()).build();
        for (int seed = 0; seed < 100; seed++) {
            List<byte[]> docs = documents(new Random(seed), maxStringLength);
            List<String> kit = onNewThread(kitMapper, docs, how);
            List<String> plain = onNewThread(plainMapper, docs, how);
            assertThat(kit).as("seed %d, %s", seed, how).isEqualTo(plain);
        }
    }

    /** Two to six documents, each with strings of up to 5/3 of the limit, and some short ones. */
    private static List<byte[]> documents(Random r, int limit) {
        List<byte[]> docs = new ArrayList<>();
        int n = 2 + r.nextInt(5);
        for (int i = 0; i < n; i++) {
            StringBuilder sb = new StringBuilder("{\"a\":[");
            int strings = 1 + r.nextInt(3);
            for (int j = 0; j < strings; j++) {
                sb.append(j == 0 ? "" : ",").append('"').append(text(r, limit)).append('"');
            }
            sb.append("],\"s\":\"").append(text(r, limit)).append("\",\"b\":1}");
            docs.add(sb.toString().getBytes(StandardCharsets.UTF_8));
        }
        return docs;
    }

    private static String text(Random r, int limit) {
        int len = r.nextInt(4) == 0 ? r.nextInt(100) : 100 + r.nextInt(limit * 5 / 3);
        String unit = switch (r.nextInt(4)) {
            case 0 -> "caf\\u00e9 ";
            case 1 -> "\u00e9t\u00e9 ";
            case 2 -> "a\\\"b ";
            default -> "word ";
        };
        return unit.repeat(Math.max(1, len / unit.length()));
    }

    private static List<String> onNewThread(JsonMapper m, List<byte[]> docs, String how) throws InterruptedException {
        List<String> out = new ArrayList<>();
        Thread t = new Thread(() -> {
            for (byte[] d : docs) {
                out.add(outcome(m, d, how));
            }
        });
        t.start();
        t.join();
        return out;
    }

    private static String outcome(JsonMapper m, byte[] doc, String how) {
        try {
            Object v = switch (how) {
                case "tree" -> m.readValue(doc, JsonNode.class);
                case "object" -> m.readValue(doc, Object.class);
                case "map" -> m.readValue(doc, Map.class);
                case "bean" -> m.readValue(doc, Bean.class).a;
                case "stream" -> m.readValue(new ByteArrayInputStream(doc), Object.class);
                default -> tokens(m, doc);
            };
            return chars(v) + " chars read";
        } catch (JsonProcessingException e) {
            return e.getClass().getName() + ": " + e.getOriginalMessage() + " at " + e.getLocation();
        } catch (IOException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /**
     * Returns the chars of the strings in {@code v}, counted without writing it: a write through
     * plain Jackson (a node's {@code toString()}) would give its text buffer to the thread's
     * jackson-core recycler, which the kit's reads do not use (see the class comment).
     */
    private static long chars(Object v) {
        if (v instanceof JsonNode n) {
            long c = n.isTextual() ? n.textValue().length() : 0;
            for (JsonNode e : n) {
                c += chars(e);
            }
            return c;
        }
        if (v instanceof Map<?, ?> m) {
            return m.values().stream().mapToLong(StringLimitMessageTest::chars).sum();
        }
        if (v instanceof List<?> l) {
            return l.stream().mapToLong(StringLimitMessageTest::chars).sum();
        }
        return v instanceof String t ? t.length() : 0;
    }

    private static String tokens(JsonMapper m, byte[] doc) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (JsonParser p = m.createParser(doc)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                sb.append(t == JsonToken.VALUE_STRING ? p.getText().length() : t.id());
            }
        }
        return sb.toString();
    }
}
