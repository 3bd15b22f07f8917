package dev.fastjsonkit.codec;

import com.fasterxml.jackson.databind.Module;
import java.util.EnumSet;

/**
 * Bench-only door to {@link FastCodecs}' package-private candidates, so {@code CodecBench} can
 * measure shapes that were rejected and do not ship. Lives in the bench module, in core's package.
 */
public final class CandidateModules {
    private CandidateModules() {}

    /**
     * Returns a module with the serializer and the deserializer of one candidate shape.
     *
     * @param shape a {@code Shape} constant name, e.g. {@code MAP_OF_DOUBLE}
     * @return a new module
     * @throws IllegalArgumentException if there is no such shape
     */
    public static Module of(String shape) {
        EnumSet<Shape> s = EnumSet.of(Shape.valueOf(shape));
        return FastCodecs.module(s, s);
    }
}
