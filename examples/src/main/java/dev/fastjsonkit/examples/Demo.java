/*
 * Demo: runs every building block of fastjson-kit on embedded, generated data (or on real files
 * from a folder given as the first argument: canada.json, USD.json) and prints, per block, what it
 * did and a ROUGH speed ratio against plain Jackson measured right there. For real numbers, run
 * the JMH bench (docs/benchmarks.md).
 *
 * Run from the repository root:  mvn -B -q -Pdemo -DskipTests package
 * With real files:               mvn -B -q -Pdemo -DskipTests package -Ddemo.args=../shared/data/corpus
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fastjsonkit.FastMappers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The demo of README.md: one section per building block. */
public final class Demo {

    private static final ObjectMapper PLAIN = new ObjectMapper();

    /** The seed's small DTO; no dates, so that plain Jackson can read it too. */
    public static final class ArticleSummary {
        public String id;
        public String title;
        public long viewCount;
    }

    private Demo() {}

    /**
     * Runs every section and prints its results.
     *
     * @param args optional: a folder holding canada.json and USD.json to use instead of generated data
     * @throws Exception if a section fails
     */
    public static void main(String[] args) throws Exception {
        Path real = args.length > 0 ? Path.of(args[0]) : null;
        byte[] canada = read(real, "canada.json", GeoJson.generate(60, 2_000, 1));
        byte[] usd = read(real, "USD.json", CurrencyRates.generate(160, 7));
        System.out.println("fastjson-kit demo: every ratio below is ROUGH (measured in-process for about a second,"
                + " no JMH); run the bench for real numbers.");
        mapperReuse();
        fastNumbers(canada);
        cachedReader(usd);
    }

    private static byte[] read(Path dir, String name, byte[] generated) throws IOException {
        if (dir != null && Files.isRegularFile(dir.resolve(name))) {
            System.out.println("using " + dir.resolve(name));
            return Files.readAllBytes(dir.resolve(name));
        }
        return generated;
    }

    private static void section(String title) {
        System.out.println();
        System.out.println("== " + title);
    }

    /** A new ObjectMapper per call against the shared FastMappers.json(). */
    private static void mapperReuse() throws Exception {
        section("FastMappers.json(): one shared mapper instead of a new ObjectMapper per call");
        String json = "{\"id\":\"a1\",\"title\":\"Hello\",\"viewCount\":42}";
        ArticleSummary a = FastMappers.json().readValue(json, ArticleSummary.class);
        System.out.println("read article " + a.id + " with viewCount=" + a.viewCount);
        System.out.println("speed: " + Rough.ratio(
                () -> new ObjectMapper().readValue(json, ArticleSummary.class),
                () -> FastMappers.json().readValue(json, ArticleSummary.class)));
    }

    /** Plain Jackson (reused) against FastMappers.json() on FP-heavy GeoJSON. */
    private static void fastNumbers(byte[] canada) throws Exception {
        section("Fast double parsing (and writing on JDK 18-): canada-shaped GeoJSON, "
                + canada.length / 1024 + " KiB");
        GeoJson.FeatureCollection fc = FastMappers.json().readValue(canada, GeoJson.FeatureCollection.class);
        long points = fc.features.stream().flatMap(f -> java.util.Arrays.stream(f.geometry.coordinates))
                .mapToLong(ring -> ring.length).sum();
        System.out.println("read " + points + " points; same values as plain Jackson: "
                + java.util.Arrays.deepEquals(fc.features.get(0).geometry.coordinates,
                        PLAIN.readValue(canada, GeoJson.FeatureCollection.class).features.get(0).geometry.coordinates));
        System.out.println("read speed:  " + Rough.ratio(
                () -> PLAIN.readValue(canada, GeoJson.FeatureCollection.class),
                () -> FastMappers.reader(GeoJson.FeatureCollection.class).readValue(canada)));
        System.out.println("write speed: " + Rough.ratio(
                () -> PLAIN.writeValueAsBytes(fc),
                () -> FastMappers.writer(GeoJson.FeatureCollection.class).writeValueAsBytes(fc)));
    }

    /** mapper.readValue against a cached ObjectReader on a small document. */
    private static void cachedReader(byte[] usd) throws Exception {
        section("Cached ObjectReader: USD-shaped rates, " + usd.length + " bytes");
        CurrencyRates.Rates r = FastMappers.reader(CurrencyRates.Rates.class).readValue(usd);
        System.out.println("read " + r.rates.size() + " rates, base " + r.base);
        System.out.println("speed: " + Rough.ratio(
                () -> PLAIN.readValue(usd, CurrencyRates.Rates.class),
                () -> FastMappers.reader(CurrencyRates.Rates.class).readValue(usd)));
    }
}
