/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.util.Objects;

/**
 * A JSON reader that the hostile-input suite runs: a name for test reports and a function from a
 * whole document's bytes to the value read.
 *
 * <p>The contract every reader under test must meet: {@link #read} returns a value (possibly
 * {@code null}) or throws a {@link com.fasterxml.jackson.core.JsonProcessingException} (a Jackson
 * exception, including {@code StreamConstraintsException} and {@code JsonMappingException}).
 * Any other exception, and any {@link Error}, is a bug. A reader that accepts a document must
 * consume all of it: trailing tokens are an error.
 *
 * <p>To put another reader under the same suite (for example a streaming extractor that can take
 * a root value), add a {@code ReaderUnderTest} to a subclass of {@link AbstractConformanceTest}
 * and call {@link FuzzProperty#check} from a {@code @FuzzTest}; see {@link FastMappersConformanceTest}
 * and {@link FastMappersFuzzTest}. This type, {@link ConformanceCase}, {@link FuzzProperty} and
 * {@link AbstractConformanceTest} need jackson-core only (not databind), so a module such as
 * fastjson-kit-streaming can use them from core's test-jar; the core readers are in {@link CoreReaders}.
 */
public record ReaderUnderTest(String name, Read read) {

    /** Reads a whole document. */
    @FunctionalInterface
    public interface Read {
        /**
         * @param doc the document's bytes; not null
         * @return the value read; may be null
         * @throws Exception a Jackson exception when the document is rejected (other types fail the suite)
         */
        Object apply(byte[] doc) throws Exception;
    }

    public ReaderUnderTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(read, "read");
    }

    /** Reads {@code doc}; see the class contract. */
    public Object read(byte[] doc) throws Exception {
        return read.apply(doc);
    }

    @Override
    public String toString() {
        return name;
    }
}
