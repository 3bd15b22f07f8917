/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.fastjsonkit.ConformanceCase.Expect;
import dev.fastjsonkit.FuzzProperty.Broken;
import dev.fastjsonkit.FuzzProperty.Outcome;
import dev.fastjsonkit.FuzzProperty.Rejected;
import dev.fastjsonkit.FuzzProperty.Value;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * JSONTestSuite conformance for any set of readers: every {@code y_} accepted, every {@code n_}
 * rejected with a Jackson exception, every {@code i_} ending in a value or a Jackson exception.
 * Runs the files of {@code shared/data/JSONTestSuite/test_parsing} (skipped with a reason when
 * absent) and the curated cases of {@link ConformanceCase#curated()} (always). One dynamic test
 * per reader and file, so a failure names both.
 *
 * <p>To put another reader under the suite, subclass this and return it from {@link #readers()}:
 * <pre>{@code
 * class ExtractorConformanceTest extends AbstractConformanceTest {
 *     protected List<ReaderUnderTest> readers() {
 *         return List.of(new ReaderUnderTest("FieldExtractor root", doc -> MyExtractor.readRoot(doc)));
 *     }
 * }
 * }</pre>
 * From another module, depend on {@code fastjson-kit-core}'s {@code test-jar} (scope test).
 */
public abstract class AbstractConformanceTest {

    /** The readers to run every case through. */
    protected abstract List<ReaderUnderTest> readers();

    /**
     * Cases that {@code reader} accepts although their name says {@code n_}: documented deviations,
     * case name to reason. Each listed case is asserted to still be accepted, so the list cannot
     * go stale. Default: none.
     */
    protected Map<String, String> acceptedDespiteReject(ReaderUnderTest reader) {
        return Map.of();
    }

    /**
     * Cases that {@code reader} rejects although their name says {@code y_}: documented
     * deviations, case name to reason. Each listed case is asserted to still be rejected with a
     * Jackson exception. Default: none.
     */
    protected Map<String, String> rejectedDespiteAccept(ReaderUnderTest reader) {
        return Map.of();
    }

    @TestFactory
    Stream<DynamicNode> jsonTestSuiteFiles() {
        Path folder = ConformanceCase.jsonTestSuiteFolder();
        assumeTrue(folder != null, "shared/data/JSONTestSuite/test_parsing not found above "
                + Path.of("").toAbsolutePath() + ": only the curated cases run");
        return nodes(ConformanceCase.jsonTestSuite(folder));
    }

    @TestFactory
    Stream<DynamicNode> curatedCases() {
        return nodes(ConformanceCase.curated());
    }

    private Stream<DynamicNode> nodes(List<ConformanceCase> cases) {
        return readers().stream().map(r -> DynamicContainer.dynamicContainer(r.name(),
                cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> verify(r, c)))));
    }

    private void verify(ReaderUnderTest reader, ConformanceCase c) {
        Outcome o = FuzzProperty.outcome(reader, c.bytes());
        if (o instanceof Broken b) {
            throw new AssertionError(reader + " on " + c.name() + " ended in " + b.thrown()
                    + ", not in a value or a Jackson exception", b.thrown());
        }
        String deviation;
        Expect expect = c.expect();
        if (expect == Expect.REJECT && (deviation = acceptedDespiteReject(reader).get(c.name())) != null) {
            assertThat(o).as("%s is listed as accepted by %s (%s), but it is rejected now: remove it from the list",
                    c.name(), reader, deviation).isInstanceOf(Value.class);
            return;
        }
        if (expect == Expect.ACCEPT && (deviation = rejectedDespiteAccept(reader).get(c.name())) != null) {
            assertThat(o).as("%s is listed as rejected by %s (%s), but it is accepted now: remove it from the list",
                    c.name(), reader, deviation).isInstanceOf(Rejected.class);
            return;
        }
        switch (expect) {
            case ACCEPT -> {
                if (o instanceof Rejected r) {
                    throw new AssertionError(reader + " must accept " + c.name() + " but threw: "
                            + r.exception().getMessage(), r.exception());
                }
            }
            case REJECT -> assertThat(o).as("%s must reject %s (%s) with a Jackson exception, but read %s",
                    reader, c.name(), FuzzProperty.preview(c.bytes()),
                    o instanceof Value v ? String.valueOf(v.value()) : "").isInstanceOf(Rejected.class);
            case EITHER -> assertThat(o).isNotInstanceOf(Broken.class);
        }
    }
}
