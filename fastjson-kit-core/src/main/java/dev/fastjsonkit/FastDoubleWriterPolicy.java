package dev.fastjsonkit;

/**
 * The recorded decision for {@code StreamWriteFeature.USE_FAST_DOUBLE_WRITER}: on which JDKs the
 * Schubfach writer in jackson-core beats {@code Double.toString}.
 *
 * <p>Jackson's Javadoc for the feature says it helps up to JDK 17 and loses from JDK 21 on, where
 * {@code Double.toString} itself became a Schubfach implementation (JDK-4511638, fixed in JDK 19).
 * Measured by {@code FastNumbersBench} (fastjson-kit-bench, one JMH run per JDK, writer on against
 * off): canada.json POJO write 1.54x +- 0.38 on JDK 17.0.15 but 1.05x +- 0.40 on Temurin 25.0.3;
 * 2-digit USD rates 0.85x +- 0.34 and 0.87x +- 0.52. Recorded in {@code docs/core.md} ("The fast
 * double writer"). JDK 18 is included by Jackson's own reading; JDK 19+ has the same algorithm in
 * {@code Double.toString}, so off there also keeps the bytes identical to plain Jackson.
 */
final class FastDoubleWriterPolicy {
    /** The newest JDK feature release on which the fast writer is turned on by default. */
    static final int LAST_JDK_WHERE_IT_WINS = 18;

    private FastDoubleWriterPolicy() {}

    /** Returns whether the fast double writer is on by default on the given JDK feature release. */
    static boolean winsOn(int jdkFeatureRelease) {
        return jdkFeatureRelease <= LAST_JDK_WHERE_IT_WINS;
    }

    /** Returns whether the fast double writer is on by default on the running JDK. */
    static boolean winsOnThisJdk() {
        return winsOn(Runtime.version().feature());
    }
}
