/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Generated documents, always (no shared/data needed): the shared mapper reads values equal to
 * plain Jackson's (trees, maps, beans) and writes the same bytes as plain Jackson configured with
 * the kit's documented choices ({@link CorpusFidelityTest#PLAIN_WITH_CHOICES}).
 *
 * <p>{@value #DOCUMENTS} documents and {@value #BEANS} beans per run, from a fixed seed
 * ({@code -Dfidelity.seed=<n>} to explore).
 */
@Tag("fidelity")
class GeneratedDocumentFidelityTest {

    static final int DOCUMENTS = 500;
    static final int BEANS = 500;

    private static final JsonMapper FAST = FastMappers.json();
    private static final ObjectMapper PLAIN = new ObjectMapper();
    private static final JsonMapper PLAIN_WITH_CHOICES = CorpusFidelityTest.PLAIN_WITH_CHOICES;

    /** Writes a random JSON value as text, with the spellings real producers use. */
    static void value(Random r, StringBuilder sb, int depth) {
        int kind = depth > 5 ? 2 + r.nextInt(6) : r.nextInt(8);
        switch (kind) {
            case 0 -> {
                sb.append('{');
                int n = r.nextInt(6);
                for (int i = 0; i < n; i++) {
                    if (i > 0) {
                        sb.append(r.nextBoolean() ? "," : " ,\n ");
                    }
                    string(r, sb);
                    sb.append(r.nextBoolean() ? ":" : " : ");
                    value(r, sb, depth + 1);
                }
                sb.append('}');
            }
            case 1 -> {
                sb.append('[');
                int n = r.nextInt(6);
                for (int i = 0; i < n; i++) {
                    if (i > 0) {
                        sb.append(',');
                    }
                    value(r, sb, depth + 1);
                }
                sb.append(']');
            }
            case 2 -> string(r, sb);
            case 3 -> sb.append(switch (r.nextInt(4)) {
                case 0 -> Integer.toString(r.nextInt());
                case 1 -> Long.toString(r.nextLong());
                case 2 -> new BigInteger(64 + r.nextInt(100), r).toString();
                default -> Integer.toString(r.nextInt(10));
            });
            case 4 -> {
                double d = Double.longBitsToDouble(r.nextLong());
                sb.append(Double.isFinite(d) ? Double.toString(d) : "0.5");
            }
            case 5 -> sb.append(switch (r.nextInt(6)) {
                case 0 -> "1.50";
                case 1 -> "-0.0";
                case 2 -> "1E5";
                case 3 -> "2.5e-3";
                case 4 -> r.nextInt(1000) + "." + r.nextInt(1000) + "e" + (r.nextInt(40) - 20);
                default -> "123456789012345678901234567890.123456789";
            });
            case 6 -> sb.append(r.nextBoolean() ? "true" : "false");
            default -> sb.append("null");
        }
    }

    static void string(Random r, StringBuilder sb) {
        sb.append('"');
        int n = r.nextInt(12);
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(10)) {
                case 0 -> sb.append("\\n\\t\\\"\\\\\\/");
                case 1 -> sb.append(String.format("\\u%04x", r.nextInt(0xD800)));
                case 2 -> sb.append("\u00e9\u20ac");
                case 3 -> sb.appendCodePoint(0x1F600 + r.nextInt(50));
                case 4 -> sb.append("\\ud834\\udd1e");
                default -> sb.append((char) ('a' + r.nextInt(26)));
            }
        }
        sb.append('"');
    }

    @Test
    void generatedDocumentsReadEqualToPlainJacksonAndWriteTheSameBytes() throws Exception {
        Random r = new Random(FloatingPointFidelityTest.SEED + 10);
        TypeReference<Object> untyped = new TypeReference<>() {};
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            StringBuilder sb = new StringBuilder();
            value(r, sb, 0);
            byte[] doc = sb.toString().getBytes(StandardCharsets.UTF_8);
            JsonNode fastTree = FAST.readTree(doc);
            JsonNode plainTree = PLAIN.readTree(doc);
            Object fastValue = FAST.readValue(doc, untyped);
            Object plainValue = PLAIN.readValue(doc, untyped);
            if (!fastTree.equals(plainTree) || !java.util.Objects.equals(fastValue, plainValue)) {
                failures.add("read differs: " + sb);
            }
            if (!java.util.Arrays.equals(FAST.writeValueAsBytes(plainTree), PLAIN_WITH_CHOICES.writeValueAsBytes(plainTree))
                    || !java.util.Arrays.equals(FAST.writeValueAsBytes(plainValue), PLAIN_WITH_CHOICES.writeValueAsBytes(plainValue))) {
                failures.add("bytes differ: " + sb);
            }
            if (!FAST.readTree(FAST.writeValueAsBytes(fastTree)).equals(fastTree)) {
                failures.add("tree does not round-trip: " + sb);
            }
        }
        assertThat(failures).as("-Dfidelity.seed=" + FloatingPointFidelityTest.SEED).isEmpty();
    }

    /** A bean mixing the types whose output the kit's choices touch (dates, Optionals) and those they do not. */
    public static class Order {
        public long id;
        public String customer;
        public double total;
        public float discount;
        public BigDecimal exact;
        public boolean paid;
        public Instant placed;
        public LocalDate due;
        public Optional<String> note;
        public List<Line> lines;
        public Map<String, Object> extra;
    }

    public record Line(String sku, int qty, double price) {}

    static Order order(Random r) {
        Order o = new Order();
        o.id = r.nextLong();
        StringBuilder name = new StringBuilder();
        string(r, name);
        o.customer = name.toString();
        o.total = Double.longBitsToDouble(r.nextLong() & 0x7FEF_FFFF_FFFF_FFFFL);
        o.discount = r.nextFloat();
        o.exact = new BigDecimal(new BigInteger(80, r), r.nextInt(40) - 10);
        o.paid = r.nextBoolean();
        o.placed = Instant.ofEpochSecond(r.nextInt(Integer.MAX_VALUE), r.nextInt(1_000_000_000));
        o.due = LocalDate.ofEpochDay(r.nextInt(60_000));
        o.note = r.nextBoolean() ? Optional.empty() : Optional.of("n" + r.nextInt());
        o.lines = new ArrayList<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            o.lines.add(new Line("s" + r.nextInt(), r.nextInt(), r.nextDouble() * 1000));
        }
        o.extra = new LinkedHashMap<>();
        o.extra.put("x", r.nextInt());
        o.extra.put("y", List.of(r.nextBoolean(), "z"));
        return o;
    }

    @Test
    void generatedBeansWriteTheSameBytesAsPlainJacksonWithTheSameChoicesAndReadBackEqual() throws Exception {
        Random r = new Random(FloatingPointFidelityTest.SEED + 11);
        for (int i = 0; i < BEANS; i++) {
            Order o = order(r);
            byte[] fast = FastMappers.writer(Order.class).writeValueAsBytes(o);
            assertThat(new String(fast, StandardCharsets.UTF_8))
                    .isEqualTo(new String(PLAIN_WITH_CHOICES.writeValueAsBytes(o), StandardCharsets.UTF_8));
            Order back = FastMappers.reader(Order.class).readValue(fast);
            assertThat(back).usingRecursiveComparison().isEqualTo(PLAIN_WITH_CHOICES.readValue(fast, Order.class));
            assertThat(back).usingRecursiveComparison().isEqualTo(o);
        }
    }
}
