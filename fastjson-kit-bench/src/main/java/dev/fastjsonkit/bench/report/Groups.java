package dev.fastjsonkit.bench.report;

import java.util.Comparator;
import java.util.Map;

/** Maps benchmark classes to the report's groups (issue 5); unknown classes get their own group. */
public final class Groups {
    private Groups() {}

    private static final Map<String, String> TITLES = Map.ofEntries(
            Map.entry("MapperReuseBench", "1. Mapper reuse"),
            Map.entry("FastNumbersBench", "2. Fast numbers"),
            Map.entry("FastNumbersTreeBench", "2. Fast numbers"),
            Map.entry("AccessModulesBench", "3. Access modules"),
            Map.entry("ReadersWritersBench", "4. Readers and writers"),
            Map.entry("CodecBench", "5. Hand-written codecs"),
            Map.entry("StreamingBench", "6. Streaming"),
            Map.entry("PeersBench", "7. Peers (context rows, never a target)"),
            Map.entry("DocumentsBench", "8. Whole documents: FastMappers.json() against plain Jackson"));

    private static final Map<String, String> ABOUT = Map.ofEntries(
            Map.entry("1. Mapper reuse", "A new `ObjectMapper` per call (`newMapper`) against one reused plain "
                    + "mapper (`jackson`, the baseline) and the shared `FastMappers.json()`, on MediaItem. A `newMapper` "
                    + "ratio of 0.02× means the reused mapper is 50× faster than a mapper per call."),
            Map.entry("2. Fast numbers", "Currency (USD shape, doubles or `BigDecimal` rates) and canada-shaped "
                    + "GeoJSON (`double[][][]`), as POJOs and trees. `fastParser`: only the fast double and big-number "
                    + "parsers on; `fastWriter`: only `USE_FAST_DOUBLE_WRITER` on; `fastMappers`: `FastMappers.json()`; "
                    + "`fastMappersWriterOn`/`Off`: the builder's defaults with the fast writer forced on or off."),
            Map.entry("3. Access modules", "`new ObjectMapper()` (baseline) and the same plus Afterburner or "
                    + "Blackbird, and `FastMappers.json()`, on MediaItem in four bean styles."),
            Map.entry("4. Readers and writers", "`mapper.readValue(bytes, Class)` / `writeValueAsBytes` (baseline) "
                    + "against a cached `ObjectReader`/`ObjectWriter` of the same mapper, and `FastMappers.json()` "
                    + "with and without its cached readers and writers; one ~200 B order and 250 orders (~50 KB)."),
            Map.entry("7. Peers (context rows, never a target)", "fastjson2 and Gson with their defaults, same POJOs, "
                    + "bytes in and out (Gson's rows include UTF-8 decoding and encoding)."),
            Map.entry("8. Whole documents: FastMappers.json() against plain Jackson", "Every corpus document read "
                    + "as a tree and written back."));

    /**
     * @param className a benchmark's simple class name
     * @return its group title; {@code "Other: " + className} for unknown classes
     */
    public static String title(String className) {
        return TITLES.getOrDefault(className, "Other: " + className);
    }

    /**
     * @param title a group title
     * @return a one-paragraph description, or null
     */
    public static String about(String title) {
        return ABOUT.get(title);
    }

    /** Known groups by their number, then unknown groups by name. */
    public static final Comparator<String> ORDER = Comparator
            .comparingInt(Groups::number)
            .thenComparing(Comparator.naturalOrder());

    private static int number(String title) {
        int i = 0;
        while (i < title.length() && Character.isDigit(title.charAt(i))) {
            i++;
        }
        return i == 0 ? Integer.MAX_VALUE : Integer.parseInt(title.substring(0, i));
    }

    /**
     * @param title a group title
     * @return a file-name slug, e.g. {@code 2-fast-numbers}
     */
    public static String slug(String title) {
        String t = title.split("[:(]", 2)[0];
        return t.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
