/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.fastjsonkit.FuzzProperty;
import dev.fastjsonkit.ReaderUnderTest;
import java.util.List;

/**
 * Fuzz targets for the streaming extractors: any input ends in a value or a Jackson exception
 * ({@link FuzzProperty}, with {@code UncheckedIOException} from lazy iterators unwrapped to the
 * Jackson cause and NDJSON failures required to be {@code LineException}s), and every extractor
 * agrees with plain Jackson on what is JSON and on the values ({@link StreamingReaders}).
 *
 * <p><b>Regression mode</b> (every build): each target runs on the empty input, on the shared
 * seeds in {@code src/test/resources/dev/fastjsonkit/streaming/StreamingFuzzTestInputs/} and on
 * its own {@code StreamingFuzzTestInputs/<method>/} folder (seeds and findings).
 *
 * <p><b>Fuzzing mode</b> (by hand, one target per run), from the repository root:
 * <pre>
 * JAZZER_FUZZ=1 JAZZER_MAX_DURATION=90s mvn -B -pl fastjson-kit-streaming -am test \
 *   -Dtest='StreamingFuzzTest#fieldExtractor' -Dsurefire.failIfNoSpecifiedTests=false \
 *   '-Djazzer.instrumentation_includes=dev.fastjsonkit.**:com.fasterxml.jackson.**' \
 *   '-Djazzer.custom_hook_includes=dev.fastjsonkit.**:com.fasterxml.jackson.**'
 * </pre>
 * ({@code -am} builds core, whose test-jar holds the harness; the {@code -Dtest} filter runs no
 * core test). A finding fails the run and is written as {@code crash-<sha1>} into the target's
 * inputs folder: commit it, and it is a regression input from then on.
 */
class StreamingFuzzTest {

    private static void check(List<ReaderUnderTest> readers, byte[] input) {
        for (ReaderUnderTest r : readers) {
            FuzzProperty.check(r, input);
        }
    }

    /** {@code PointerExtractor.at("")}: the root value, copied and compared with Jackson's tree. */
    @FuzzTest(maxDuration = "2m")
    void pointerRoot(byte[] input) {
        FuzzProperty.check(StreamingReaders.POINTER_ROOT, input);
    }

    /** The member {@code a} of whatever a wildcard matches, with each scalar reader of the class. */
    static final List<ReaderUnderTest> POINTER_SCALARS = List.of(
            new ReaderUnderTest("PointerExtractor /*/a asString",
                    doc -> PointerExtractor.at("/*/a").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asString())),
            new ReaderUnderTest("PointerExtractor /*/a asLong",
                    doc -> PointerExtractor.at("/*/a").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asLong())),
            new ReaderUnderTest("PointerExtractor /*/a asDouble",
                    doc -> PointerExtractor.at("/*/a").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asDouble())),
            new ReaderUnderTest("PointerExtractor /*/a asBigDecimal",
                    doc -> PointerExtractor.at("/*/a").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asBigDecimal())),
            new ReaderUnderTest("PointerExtractor /*/a asBoolean",
                    doc -> PointerExtractor.at("/*/a").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asBoolean())),
            new ReaderUnderTest("PointerExtractor /*/a stopAtMatch find",
                    doc -> PointerExtractor.at("/*/a").stopAtMatch().find(ExtractorCore.Input.of(doc), PointerExtractor.asString())));

    /**
     * {@code PointerExtractor.at("/*")} against Jackson, then {@code "/*}{@code /a"} with every
     * scalar reader and with {@code stopAtMatch()} (property only).
     */
    @FuzzTest(maxDuration = "2m")
    void pointerWildcard(byte[] input) {
        FuzzProperty.check(StreamingReaders.POINTER_WILDCARD, input);
        check(POINTER_SCALARS, input);
    }

    /** {@code ElementStream} at the root: copying binder with {@code forEach}, skipping binder with {@code stream}. */
    @FuzzTest(maxDuration = "2m")
    void elementStream(byte[] input) {
        check(List.of(StreamingReaders.ELEMENTS_ROOT, StreamingReaders.ELEMENTS_ROOT_SKIPPING), input);
    }

    /** {@code FieldExtractor} at the root, fields {@code a} and {@code b/c}: {@code list} and {@code iterator}. */
    @FuzzTest(maxDuration = "2m")
    void fieldExtractor(byte[] input) {
        check(List.of(StreamingReaders.FIELDS_ROOT, StreamingReaders.FIELDS_ROOT_ITERATOR), input);
    }

    /** {@code NdjsonReader}, failing on the first bad line: values equal Jackson's per line. */
    @FuzzTest(maxDuration = "2m")
    void ndjson(byte[] input) {
        FuzzProperty.check(StreamingReaders.NDJSON, input);
    }

    /** {@code NdjsonReader.skipBadLines}: never fails on content; the bad lines are those Jackson rejects. */
    @FuzzTest(maxDuration = "2m")
    void ndjsonSkipBadLines(byte[] input) {
        FuzzProperty.check(StreamingReaders.NDJSON_SKIPPING, input);
    }
}
