/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FuzzProperty.Outcome;
import dev.fastjsonkit.FuzzProperty.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Fuzz targets for the shared mapper: any input ends in a value or a Jackson exception
 * ({@link FuzzProperty}), and the shared mapper accepts exactly what plain Jackson accepts and
 * reads equal trees.
 *
 * <p><b>Regression mode</b> (every build): each target runs on the empty input, on every file in
 * {@code src/test/resources/dev/fastjsonkit/FastMappersFuzzTestInputs/} (shared seeds) and on every
 * file in its own {@code FastMappersFuzzTestInputs/<method>/} folder (seeds and past findings).
 *
 * <p><b>Fuzzing mode</b> (by hand, one target per run; Jazzer fuzzes only the first fuzz test it
 * meets):
 * <pre>
 * JAZZER_FUZZ=1 mvn -B -pl fastjson-kit-core -am test -Dtest='FastMappersFuzzTest#readTree' \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.max_duration=5m
 * </pre>
 * A finding fails the run and is written by Jazzer into the target's inputs folder above (commit
 * it: it becomes a regression input); the growing corpus goes to {@code .cifuzz-corpus/}
 * (git-ignored). To fuzz another reader, add a {@code @FuzzTest} that calls
 * {@link FuzzProperty#check} with its {@link ReaderUnderTest}.
 */
class FastMappersFuzzTest {

    private static final ObjectMapper PLAIN = new ObjectMapper();

    /** A bean with one field of every kind the kit reads: numbers, text, dates, containers, recursion. */
    public static class Envelope {
        public int id;
        public long count;
        public String name;
        public double price;
        public float ratio;
        public BigDecimal big;
        public BigInteger huge;
        public boolean flag;
        public Kind kind;
        public List<String> tags;
        public Map<String, Double> attrs;
        public int[] values;
        public Instant when;
        public LocalDate date;
        public Optional<String> opt;
        public Point point;
        public Envelope nested;
        public Object any;
    }

    public enum Kind { A, B }

    public record Point(int x, int y) {}

    static final ReaderUnderTest FAST_POJO = new ReaderUnderTest("FastMappers.reader(Envelope.class)",
            FastMappers.reader(Envelope.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)::readValue);

    static final ReaderUnderTest FAST_TREE_FROM_STRING = new ReaderUnderTest("FastMappers.json() tree from a String",
            doc -> CoreReaders.strictTreeReader(FastMappers.json()).readValue(new String(doc, StandardCharsets.UTF_8)));

    @FuzzTest(maxDuration = "2m")
    void readTree(byte[] input) {
        Outcome fast = FuzzProperty.check(CoreReaders.FAST_TREE, input);
        Outcome plain = FuzzProperty.check(CoreReaders.PLAIN_TREE, input);
        assertThat(fast.getClass()).as("accepted by one of FastMappers and plain Jackson only: %s",
                FuzzProperty.preview(input)).isEqualTo(plain.getClass());
        if (fast instanceof Value f) {
            assertThat((JsonNode) f.value()).isEqualTo(((Value) plain).value());
        }
        FuzzProperty.check(CoreReaders.FAST_UNTYPED, input);
        FuzzProperty.check(FAST_TREE_FROM_STRING, input);
    }

    @FuzzTest(maxDuration = "2m")
    void readPojo(byte[] input) {
        FuzzProperty.check(FAST_POJO, input);
    }

    /** Reads the bean from a document wrapped the way the fuzzer rarely finds on its own. */
    @FuzzTest(maxDuration = "2m")
    void readPojoFields(byte[] input) {
        String value = new String(input, StandardCharsets.UTF_8);
        for (String field : List.of("id", "count", "price", "ratio", "big", "huge", "when", "date", "opt", "kind",
                "values", "point", "attrs")) {
            FuzzProperty.check(FAST_POJO, ("{\"" + field + "\":" + value + "}").getBytes(StandardCharsets.UTF_8));
        }
    }
}
