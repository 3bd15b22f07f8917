/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.util.List;

/** The {@link ReaderUnderTest}s of fastjson-kit-core. */
public final class CoreReaders {
    private CoreReaders() {}

    /**
     * How the kit defines a conforming whole-document read: {@code readerFor(JsonNode.class)} with
     * {@link DeserializationFeature#FAIL_ON_TRAILING_TOKENS}. {@code readTree(byte[])} alone is
     * not a conforming parser: it returns a {@code MissingNode} for empty input and ignores
     * anything after the first value ({@code FastMappersConformanceTest} shows both).
     */
    public static ObjectReader strictTreeReader(ObjectMapper mapper) {
        return mapper.readerFor(JsonNode.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /** The shared mapper, read into a tree: the reader issue 7 names. */
    public static final ReaderUnderTest FAST_TREE = new ReaderUnderTest(
            "FastMappers.json() tree", strictTreeReader(FastMappers.json())::readValue);

    /** The shared mapper, read into plain Java values (Map, List, String, Number, Boolean). */
    public static final ReaderUnderTest FAST_UNTYPED = new ReaderUnderTest(
            "FastMappers.reader(Object.class)",
            FastMappers.reader(Object.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)::readValue);

    /** The shared mapper's own whole-document tree read, {@code json().readTree(byte[])}, with no reader feature added. */
    public static final ReaderUnderTest FAST_READ_TREE = new ReaderUnderTest(
            "FastMappers.json().readTree", doc -> FastMappers.json().readTree(doc));

    /** The shared mapper's own whole-document read, {@code json().readValue(byte[], Object.class)}. */
    public static final ReaderUnderTest FAST_READ_VALUE = new ReaderUnderTest(
            "FastMappers.json().readValue(Object)", doc -> FastMappers.json().readValue(doc, Object.class));

    /** Plain {@code new ObjectMapper()}, read into a tree: the yardstick. */
    public static final ReaderUnderTest PLAIN_TREE = new ReaderUnderTest(
            "new ObjectMapper() tree", strictTreeReader(new ObjectMapper())::readValue);

    /** The readers of fastjson-kit-core. */
    public static final List<ReaderUnderTest> ALL = List.of(FAST_TREE, FAST_UNTYPED, FAST_READ_TREE, FAST_READ_VALUE, PLAIN_TREE);
}
