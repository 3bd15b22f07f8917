/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile sizes under the test JVM's small heap and stack ({@code -Xmx256m -Xss1m}): each ends in
 * Jackson's {@link StreamConstraintsException} naming the limit, never in a
 * {@code StackOverflowError} or {@code OutOfMemoryError}. The shared mapper's own limits
 * ({@link FastMappers.Builder#DEFAULT_READ_CONSTRAINTS}) and limits set through
 * {@link FastMappers#builder()} are both checked.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class FastMappersLimitsTest {

    private static final JsonMapper FAST = FastMappers.json();

    /** Mappers with one small limit each, set through the kit's builder. */
    private static final JsonMapper DEPTH_64 = limited(StreamReadConstraints.builder().maxNestingDepth(64));
    private static final JsonMapper NUMBER_100 = limited(StreamReadConstraints.builder().maxNumberLength(100));
    private static final JsonMapper STRING_10K = limited(StreamReadConstraints.builder().maxStringLength(10_000));
    private static final JsonMapper NAME_100 = limited(StreamReadConstraints.builder().maxNameLength(100));
    private static final JsonMapper DOCUMENT_10K = limited(StreamReadConstraints.builder().maxDocumentLength(10_000));
    private static final JsonMapper TOKENS_1000 = limited(StreamReadConstraints.builder().maxTokenCount(1_000));

    private static JsonMapper limited(StreamReadConstraints.Builder constraints) {
        return FastMappers.builder().streamReadConstraints(constraints.build()).build();
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] repeat(char c, int n) {
        byte[] b = new byte[n];
        Arrays.fill(b, (byte) c);
        return b;
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    /**
     * Asserts that {@code read} ends in a {@link StreamConstraintsException} that names the limit:
     * thrown as it is by the streaming layer, or, when databind binds into a container or a bean,
     * as the cause of the {@code JsonMappingException} that adds the reference chain.
     */
    private static void assertLimit(ThrowingCallable read, String getter, long max) {
        String names = "exceeds the maximum allowed (" + max + ", from `StreamReadConstraints." + getter + "()`)";
        assertThatThrownBy(read).isInstanceOf(JsonProcessingException.class).satisfies(t -> {
            Throwable c = t;
            while (c != null && !(c instanceof StreamConstraintsException)) {
                c = c.getCause();
            }
            assertThat(c).as("a StreamConstraintsException in the cause chain of %s", t).isNotNull();
            assertThat(c.getMessage()).contains(names);
        });
    }

    // --- nesting depth

    @Test
    void sharedMapperDefaultsAreDepth1000Number1000String20MName50k() {
        StreamReadConstraints c = FAST.getFactory().streamReadConstraints();
        assertThat(c.getMaxNestingDepth()).isEqualTo(1000);
        assertThat(c.getMaxNumberLength()).isEqualTo(1000);
        assertThat(c.getMaxStringLength()).isEqualTo(20_000_000);
        assertThat(c.getMaxNameLength()).isEqualTo(50_000);
        assertThat(c.getMaxDocumentLength()).isEqualTo(-1L);
    }

    @Test
    void hundredThousandNestedArraysEndInTheDepthLimitForTreesMapsAndPojos() {
        byte[] deep = concat(repeat('[', 100_000), repeat(']', 100_000));
        assertLimit(() -> FAST.readTree(deep), "getMaxNestingDepth", 1000);
        assertLimit(() -> FAST.readValue(deep, Object.class), "getMaxNestingDepth", 1000);
        assertLimit(() -> FAST.readValue(deep, List.class), "getMaxNestingDepth", 1000);
        assertLimit(() -> FastMappers.reader(Holder.class).readValue(concat(utf8("{\"any\":"), deep, utf8("}"))),
                "getMaxNestingDepth", 1000);
        assertLimit(() -> DEPTH_64.readTree(deep), "getMaxNestingDepth", 64);
        assertLimit(() -> new ObjectMapper().readTree(deep), "getMaxNestingDepth", 1000);
    }

    @Test
    void hundredThousandNestedObjectsEndInTheDepthLimit() {
        byte[] deep = concat(utf8("{\"a\":".repeat(100_000)), utf8("1"),
                repeat('}', 100_000));
        assertLimit(() -> FAST.readTree(deep), "getMaxNestingDepth", 1000);
        assertLimit(() -> FAST.readValue(deep, Map.class), "getMaxNestingDepth", 1000);
    }

    @Test
    void depthAtTheLimitIsAccepted() throws Exception {
        byte[] ok = concat(repeat('[', 1000), repeat(']', 1000));
        assertThat(FAST.readTree(ok).isArray()).isTrue();
        assertThat(FAST.readValue(ok, Object.class)).isInstanceOf(List.class);
    }

    @Test
    void treesStayIterativeWhenAUserRaisesTheDepthLimit() throws Exception {
        JsonMapper deepOk = FastMappers.builder().streamReadConstraints(
                StreamReadConstraints.builder().maxNestingDepth(200_000).build()).build();
        byte[] deep = concat(repeat('[', 100_000), repeat(']', 100_000));
        // jackson-databind builds trees without recursion: no StackOverflowError with -Xss1m
        assertThat(deepOk.readTree(deep).isArray()).isTrue();
    }

    // --- numbers

    @Test
    void tenMegabyteNumberEndsInTheNumberLengthLimit() {
        byte[] digits = repeat('7', 10 * 1024 * 1024);
        assertLimit(() -> FAST.readTree(digits), "getMaxNumberLength", 1000);
        byte[] inArray = concat(utf8("["), digits, utf8("]"));
        assertLimit(() -> FAST.readTree(inArray), "getMaxNumberLength", 1000);
        assertLimit(() -> FAST.readValue(inArray, double[].class), "getMaxNumberLength", 1000);
        byte[] fraction = concat(utf8("{\"big\":0."), digits, utf8("}"));
        assertLimit(() -> FastMappers.reader(Holder.class).readValue(fraction), "getMaxNumberLength", 1000);
        assertLimit(() -> NUMBER_100.readTree(inArray), "getMaxNumberLength", 100);
    }

    @Test
    void numberAtTheLimitIsAccepted() throws Exception {
        assertThat(FAST.readTree(repeat('9', 1000)).bigIntegerValue()).isEqualTo(new BigInteger("9".repeat(1000)));
    }

    @Test
    void hugeExponentIntoABigIntegerEndsInTheScaleLimitNotInAnEndlessComputation() {
        // 1e999999999 is a short BigDecimal, but as a BigInteger it has a billion digits
        assertThatThrownBy(() -> FastMappers.reader(Holder.class).readValue("{\"integer\":1e999999999}"))
                .isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("BigDecimal scale (-999999999) magnitude exceeds the maximum allowed (100000)");
    }

    @Test
    void hugeExponentIntoABigDecimalKeepsTheExactValue() throws Exception {
        Holder h = FastMappers.reader(Holder.class).readValue("{\"big\":1e999999999}");
        assertThat(h.big).isEqualTo(new BigDecimal("1e999999999"));
    }

    // --- strings and names

    @Test
    void stringOverTheConfiguredLimitEndsInTheStringLengthLimit() throws Exception {
        byte[] over = concat(utf8("[\""), repeat('s', 10_001), utf8("\"]"));
        assertLimit(() -> STRING_10K.readTree(over), "getMaxStringLength", 10_000);
        assertLimit(() -> STRING_10K.readValue(over, String[].class), "getMaxStringLength", 10_000);
        byte[] atLimit = concat(utf8("[\""), repeat('s', 10_000), utf8("\"]"));
        assertThat(STRING_10K.readTree(atLimit).get(0).textValue()).hasSize(10_000);
    }

    @Test
    void fieldNameOverItsLimitEndsInTheNameLengthLimit() throws Exception {
        byte[] over = concat(utf8("{\""), repeat('k', 101), utf8("\":1}"));
        assertLimit(() -> NAME_100.readTree(over), "getMaxNameLength", 100);
        assertLimit(() -> NAME_100.readValue(over, Holder.class), "getMaxNameLength", 100);
        byte[] overDefault = concat(utf8("{\""), repeat('k', 50_001), utf8("\":1}"));
        assertLimit(() -> FAST.readTree(overDefault), "getMaxNameLength", 50_000);
        byte[] atLimit = concat(utf8("{\""), repeat('k', 100), utf8("\":1}"));
        assertThat(NAME_100.readTree(atLimit).size()).isEqualTo(1);
    }

    // --- document length and token count

    @Test
    void documentOverTheConfiguredLengthEndsInTheDocumentLengthLimitFromEverySource() throws Exception {
        String doc = "[" + "1,".repeat(15_000) + "1]"; // 30,003 bytes: over the limit by more than one input buffer
        byte[] bytes = utf8(doc);
        assertLimit(() -> DOCUMENT_10K.readTree(new ByteArrayInputStream(bytes)), "getMaxDocumentLength", 10_000);
        assertLimit(() -> DOCUMENT_10K.readTree(new StringReader(doc)), "getMaxDocumentLength", 10_000);
        assertLimit(() -> DOCUMENT_10K.readTree(bytes), "getMaxDocumentLength", 10_000);
        assertLimit(() -> DOCUMENT_10K.readTree(doc), "getMaxDocumentLength", 10_000);
        assertLimit(() -> DOCUMENT_10K.readValue(bytes, int[].class), "getMaxDocumentLength", 10_000);
    }

    /**
     * Jackson checks the document length when the parser loads more input. A stream whose last
     * buffer holds the end of the value is therefore read to the value's end without a check; a
     * read that also demands the end of input (the default {@code rejectTrailingTokens(true)}, or the
     * strict conformance reader) loads once more and so enforces the limit exactly.
     */
    @Test
    void documentLengthIsExactOnlyWhenTheWholeInputIsConsumed() throws Exception {
        byte[] bytes = utf8("[" + "1,".repeat(6_000) + "1]"); // 12,003 bytes
        JsonMapper lenient = FastMappers.builder().rejectTrailingTokens(false)
                .streamReadConstraints(StreamReadConstraints.builder().maxDocumentLength(10_000).build()).build();
        assertThat(lenient.readTree(new ByteArrayInputStream(bytes)).size())
                .as("readTree stops at the closing bracket inside the second 8000-byte buffer").isEqualTo(6_001);
        assertLimit(() -> CoreReaders.strictTreeReader(lenient).readValue(new ByteArrayInputStream(bytes)),
                "getMaxDocumentLength", 10_000);
        assertLimit(() -> DOCUMENT_10K.readTree(new ByteArrayInputStream(bytes)), "getMaxDocumentLength", 10_000);
        assertLimit(() -> DOCUMENT_10K.readTree(bytes), "getMaxDocumentLength", 10_000);
    }

    @Test
    void documentWithTooManyTokensEndsInTheTokenCountLimit() {
        byte[] doc = utf8("[" + "0,".repeat(999) + "0]");
        assertLimit(() -> TOKENS_1000.readTree(doc), "getMaxTokenCount", 1000);
    }

    // --- Jackson's one non-Jackson exception

    @Test
    void invalidUtf32EndsInJacksonsCharConversionExceptionWhichThePropertyDocuments() {
        byte[] invalidUtf32 = {0, 0, 0, '[', 0x7F, 0, 0, 0, 0, 0, 0, ']'};
        byte[] truncatedUtf32 = {0, 0, 0, '[', 0, 0, (byte) 0xD8};
        byte[] ucs4In2143Order = {0, 0, '[', 0}; // found by FastMappersFuzzTest#readTree
        for (ObjectMapper m : List.of(FAST, new ObjectMapper())) {
            for (byte[] doc : List.of(invalidUtf32, truncatedUtf32, ucs4In2143Order)) {
                assertThatThrownBy(() -> m.readTree(doc)).isInstanceOfSatisfying(CharConversionException.class,
                        e -> assertThat(FuzzProperty.isJacksonUtf32Rejection(e))
                                .as("the documented exception of FuzzProperty still matches Jackson").isTrue());
            }
        }
    }

    /** A bean with an untyped field and exact numbers. */
    public static class Holder {
        public Object any;
        public BigDecimal big;
        public BigInteger integer;
        public JsonNode node;
    }
}
