/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * JSONTestSuite and curated conformance of the shared mapper, with plain {@code new ObjectMapper()}
 * beside it for comparison; see {@link AbstractConformanceTest}. Conformance is defined for the
 * whole-document read of {@link CoreReaders#strictTreeReader}: with
 * {@link DeserializationFeature#FAIL_ON_TRAILING_TOKENS}, which the shared mapper turns on for whole documents
 * (see {@code FastMappers.Builder#rejectTrailingTokens}); {@link WholeDocumentMapperTest} runs the suite through
 * the shared mapper's own {@code readTree} and {@code readValue}.
 */
class FastMappersConformanceTest extends AbstractConformanceTest {

    @Override
    protected List<ReaderUnderTest> readers() {
        return CoreReaders.ALL;
    }

    @Test
    void sharedMapperIsStrictAboutTrailingTokensAndTheSwitchRestoresJackson2() throws Exception {
        JsonMapper shared = FastMappers.json();
        assertThat(shared.isEnabled(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)).isTrue();
        assertThatThrownBy(() -> shared.readTree("")).isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("No content").hasMessageContaining("line: 1");
        assertThatThrownBy(() -> shared.readTree(" \n")).isInstanceOf(MismatchedInputException.class);
        JsonMapper lenientKit = FastMappers.builder().rejectTrailingTokens(false).build();
        for (ObjectMapper lenient : List.of(lenientKit, new ObjectMapper())) {
            assertThat(lenient.readTree("")).isInstanceOf(MissingNode.class);
            assertThat(lenient.readTree(" \n")).isInstanceOf(MissingNode.class);
            assertThat(lenient.readTree("[1] x")).isEqualTo(lenient.readTree("[1]"));
            assertThat(lenient.readTree("{} {\"a\":1}")).isEqualTo(lenient.readTree("{}"));
            assertThat(lenient.readValue("[1]]", int[].class)).containsExactly(1);
        }
        assertThatThrownBy(() -> shared.readTree("[1] x")).isInstanceOf(JsonProcessingException.class);
        assertThatThrownBy(() -> shared.readTree("{} {\"a\":1}")).isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("Trailing token");
        assertThatThrownBy(() -> shared.readValue("[1]]", int[].class)).isInstanceOf(JsonProcessingException.class);
    }

    /**
     * Every document the shared mapper accepts (JSONTestSuite when present, and the curated
     * cases) is written back by it and read again to an equal tree: lone surrogates, escapes, BOMs
     * and big numbers survive. The one documented exception is Jackson's: a number that overflows
     * a double ({@code 1e9999}) is read as {@code Infinity} and written back as the string
     * {@code "Infinity"} ({@code WRITE_NAN_AS_STRINGS}, on in plain Jackson too); read it with
     * {@code USE_BIG_DECIMAL_FOR_FLOATS} to keep it exact.
     */
    @TestFactory
    Stream<DynamicTest> acceptedDocumentsRoundTripThroughTheSharedMapper() {
        List<ConformanceCase> cases = new ArrayList<>(ConformanceCase.curated());
        Path folder = ConformanceCase.jsonTestSuiteFolder();
        if (folder != null) {
            cases.addAll(ConformanceCase.jsonTestSuite(folder));
        }
        JsonMapper shared = FastMappers.json();
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            if (!(FuzzProperty.outcome(CoreReaders.FAST_TREE, c.bytes()) instanceof FuzzProperty.Value v)) {
                return;
            }
            JsonNode read = (JsonNode) v.value();
            JsonNode back = shared.readTree(shared.writeValueAsBytes(read));
            if (hasInfinity(read)) {
                assertThat(back.toString()).contains("Infinity\"");
            } else {
                assertThat(back).isEqualTo(read);
            }
        }));
    }

    private static boolean hasInfinity(JsonNode n) {
        if (n.getNodeType() == JsonNodeType.NUMBER) {
            return n.isDouble() && Double.isInfinite(n.doubleValue()) || n.isFloat() && Float.isInfinite(n.floatValue());
        }
        for (JsonNode child : n) {
            if (hasInfinity(child)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void overflowingNumbersReadAsInfinityAndAreWrittenBackAsStringsUnlessReadExactly() throws Exception {
        JsonMapper shared = FastMappers.json();
        assertThat(shared.writeValueAsString(shared.readTree("[1e9999,-1e9999]"))).isEqualTo("[\"Infinity\",\"-Infinity\"]");
        assertThat(new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(shared.readTree("[1e9999]")))
                .isEqualTo("[\"Infinity\"]");
        JsonNode exact = shared.reader().with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).readTree("[1e9999]");
        assertThat(shared.writeValueAsString(exact)).isEqualTo("[1E+9999]");
    }
}
