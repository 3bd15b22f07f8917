/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

/**
 * The recorded decision for {@code StreamWriteFeature.USE_FAST_DOUBLE_WRITER}: on which JDKs the
 * mappers turn it on by default. Under the feature, the mappers' byte generators
 * ({@link EngineGenerator}) write doubles with {@link DoubleToBytes}, straight into the output
 * buffer; jackson-core's own fast writer is not used by them.
 *
 * <p>History. Jackson's Javadoc for the feature says it helps up to JDK 17 and loses from JDK 21
 * on, where {@code Double.toString} itself became a Schubfach implementation (JDK-4511638, fixed in
 * JDK 19). Measured with jackson-core's writer (session 1, {@code FastNumbersBench}, writer on
 * against off): canada.json POJO write 1.54x +- 0.38 on JDK 17.0.15 but 1.05x +- 0.40 on Temurin
 * 25.0.3; 2-digit USD rates 0.85x +- 0.34 and 0.87x +- 0.52. So the first decision was: on up to
 * JDK 18 only.
 *
 * <p>Now. With {@link EngineGenerator} the feature wins on both JDKs measured (same benchmark,
 * writer on against off, 2 forks): JDK 25 canada 1.25x, USD 1.39x; JDK 17 canada and USD faster
 * than jackson-core's writer and than {@code Double.toString} (figures in {@code docs/core.md},
 * "The fast double writer"). On JDK 19 and newer its text is {@code Double.toString}'s, so the bytes
 * stay identical to plain Jackson; on JDK 17 and 18 it differs from {@code Double.toString} for
 * about 2.5% of random doubles, always reading back to the same double (documented choice).
 */
final class FastDoubleWriterPolicy {
    /** The oldest JDK feature release this library supports; the writer is on from there. */
    static final int FIRST_JDK_WHERE_IT_WINS = 17;

    private FastDoubleWriterPolicy() {}

    /** Returns whether the fast double writer is on by default on the given JDK feature release. */
    static boolean winsOn(int jdkFeatureRelease) {
        return jdkFeatureRelease >= FIRST_JDK_WHERE_IT_WINS;
    }

    /** Returns whether the fast double writer is on by default on the running JDK. */
    static boolean winsOnThisJdk() {
        return winsOn(Runtime.version().feature());
    }
}
