package dev.fastjsonkit.codec;

import com.fasterxml.jackson.databind.Module;
import java.util.Set;

/**
 * Hand-written Jackson serializers and deserializers for hot JDK shapes, as one Jackson
 * {@link Module}. {@code FastMappers.json()} registers it; add it to your own mapper with
 * {@code mapper.registerModule(FastCodecs.module())}.
 *
 * <p>They write exactly the bytes Jackson's own serializers write under the mapper's
 * configuration, and read equal values and throw the same exceptions. Where a feature or an
 * annotation would change the output (sorted map entries, content inclusion, null-value
 * suppression, single-element unwrapping, key or content serializers, type information,
 * ignored or included keys, filters, non-default content null handling, a user's own element
 * (de)serializer, ...), they step aside and Jackson's own (de)serializer does the work. Only exact
 * types are taken: {@code Map}, {@code HashMap} and {@code LinkedHashMap} with {@code String} keys,
 * {@code List} and {@code ArrayList}, {@code double[][]} and {@code double[][][]}.
 *
 * <p>What ships: the deserializers of {@code Map<String, Double>} (1.93x Jackson's own on
 * USD.json-shaped rates), {@code List<Double>} (1.43x) and {@code double[][]} (1.56x on
 * GPS-precision pairs), which read doubles without a {@code String} per value. A candidate ships
 * only if it beat Jackson's own (de)serializer for its shape by at least 1.3x; every candidate
 * serializer and the other deserializers measured 0.94x to 1.23x and do not ship. Figures, method
 * and caveats: {@code docs/serializers.md} ({@code CodecBench}, {@code CpuTimeCheck}).
 */
public final class FastCodecs {
    private FastCodecs() {}

    private static final Module MODULE = new CodecModule(Shape.SHIPPED_WRITERS, Shape.SHIPPED_READERS);

    /**
     * Returns the module with every shipped hand-written codec.
     *
     * @return the module; one shared, stateless instance; thread-safe; register it on any number
     *     of mappers
     */
    public static Module module() {
        return MODULE;
    }

    /** Returns a module with the codecs of exactly these shapes, for measuring candidates. */
    static Module module(Set<Shape> writers, Set<Shape> readers) {
        return new CodecModule(writers, readers);
    }
}
