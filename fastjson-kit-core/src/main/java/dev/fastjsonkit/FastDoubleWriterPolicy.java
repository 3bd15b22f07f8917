package dev.fastjsonkit;

/**
 * The recorded decision for {@code StreamWriteFeature.USE_FAST_DOUBLE_WRITER}: on which JDKs the
 * Schubfach writer in jackson-core beats {@code Double.toString}.
 *
 * <p>Jackson's Javadoc for the feature says it helps up to JDK 17 and loses from JDK 21 on, where
 * {@code Double.toString} itself became a Schubfach implementation (JDK-4511638, fixed in JDK 19).
 * The numbers behind the decision are measured by {@code FastNumbersBench} in
 * {@code fastjson-kit-bench} and recorded in {@code docs/core.md} ("Fast double writer").
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
