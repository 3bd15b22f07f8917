/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.fastjsonkit.AbstractConformanceTest;
import dev.fastjsonkit.ConformanceCase;
import dev.fastjsonkit.ConformanceCase.Expect;
import dev.fastjsonkit.FuzzProperty;
import dev.fastjsonkit.FuzzProperty.Broken;
import dev.fastjsonkit.FuzzProperty.Outcome;
import dev.fastjsonkit.FuzzProperty.Rejected;
import dev.fastjsonkit.FuzzProperty.Value;
import dev.fastjsonkit.ReaderUnderTest;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * JSONTestSuite {@code test_parsing} and core's curated cases through every streaming extractor
 * that can take a root value, with the shared harness of fastjson-kit-core's test-jar.
 *
 * <p>The root-value readers ({@link StreamingReaders#ROOT_READERS}: {@code PointerExtractor} at
 * {@code ""} and {@code "/*"}, {@code ElementStream} and {@code FieldExtractor} at the root, eager
 * and lazy) run through {@link AbstractConformanceTest}: every {@code y_} accepted, every
 * {@code n_} rejected with a Jackson exception, every {@code i_} a value or a Jackson exception.
 * Each adapter checks itself against plain Jackson ({@link StreamingReaders}): for a valid
 * document of another shape than the extractor reads (a {@code y_} object given to
 * {@code ElementStream}), "accepted" means a {@code WrongShapeException} and nothing else; where
 * the shape fits, the values must equal Jackson's.
 *
 * <p>NDJSON ({@link #ndjsonJsonTestSuiteFiles()}, {@link #ndjsonCuratedCases()}): each case is
 * given to {@code NdjsonReader} as a whole input. A case on one line (no {@code \n} but a last
 * one) must be read as exactly Jackson's one value ({@code y_}), rejected with a
 * {@code LineException} for line 1 ({@code n_}; a blank one, such as the empty file, is zero
 * values: NDJSON skips blank lines), or either ({@code i_}). A case over several lines is read
 * line by line and only the property and Jackson's per-line verdicts are checked.
 */
class StreamingConformanceTest extends AbstractConformanceTest {

    @Override
    protected List<ReaderUnderTest> readers() {
        return StreamingReaders.ROOT_READERS;
    }

    @TestFactory
    Stream<DynamicNode> ndjsonJsonTestSuiteFiles() {
        Path folder = ConformanceCase.jsonTestSuiteFolder();
        assumeTrue(folder != null, "shared/data/JSONTestSuite/test_parsing not found above "
                + Path.of("").toAbsolutePath() + ": only the curated cases run");
        return ndjson(ConformanceCase.jsonTestSuite(folder));
    }

    @TestFactory
    Stream<DynamicNode> ndjsonCuratedCases() {
        return ndjson(ConformanceCase.curated());
    }

    private static Stream<DynamicNode> ndjson(List<ConformanceCase> cases) {
        return cases.stream().map(c -> DynamicTest.dynamicTest(
                c.name() + (isOneLine(c.bytes()) ? "" : " (several lines)"), () -> verifyNdjson(c)));
    }

    /** One line: no {@code \n} except possibly as the last byte. */
    static boolean isOneLine(byte[] doc) {
        for (int i = 0; i < doc.length - 1; i++) {
            if (doc[i] == '\n') {
                return false;
            }
        }
        return true;
    }

    private static void verifyNdjson(ConformanceCase c) {
        ReaderUnderTest reader = StreamingReaders.NDJSON;
        Outcome o = FuzzProperty.outcome(reader, c.bytes());
        if (o instanceof Broken b) {
            throw new AssertionError(reader + " on " + c.name() + ": " + b.thrown().getMessage(), b.thrown());
        }
        // both modes must agree with Jackson line by line
        Outcome skipping = FuzzProperty.outcome(StreamingReaders.NDJSON_SKIPPING, c.bytes());
        if (skipping instanceof Broken b) {
            throw new AssertionError(StreamingReaders.NDJSON_SKIPPING + " on " + c.name() + ": "
                    + b.thrown().getMessage(), b.thrown());
        }
        assertThat(skipping).as("%s on %s", StreamingReaders.NDJSON_SKIPPING, c.name()).isInstanceOf(Value.class);
        if (!isOneLine(c.bytes())) {
            return;
        }
        switch (c.expect()) {
            case ACCEPT -> {
                if (o instanceof Rejected r) {
                    throw new AssertionError(reader + " must accept " + c.name() + " but threw: "
                            + r.exception().getMessage(), r.exception());
                }
                assertThat((List<?>) ((Value) o).value()).as("%s on %s", reader, c.name()).hasSize(1);
            }
            case REJECT -> {
                if (o instanceof Value v) {
                    assertThat(StreamingReaders.isBlank(c.bytes()))
                            .as("%s must reject %s (%s), but read %s", reader, c.name(),
                                    FuzzProperty.preview(c.bytes()), v.value())
                            .isTrue();
                    assertThat((List<?>) v.value()).as("a blank input is no value").isEmpty();
                } else {
                    assertThat(((Rejected) o).exception()).as("%s on %s", reader, c.name())
                            .isInstanceOf(NdjsonReader.LineException.class);
                }
            }
            case EITHER -> {
                // the property, checked above
            }
        }
        if (c.expect() == Expect.REJECT && o instanceof Rejected r) {
            assertThat(((NdjsonReader.LineException) r.exception()).lineNumber()).isEqualTo(1);
        }
    }
}
