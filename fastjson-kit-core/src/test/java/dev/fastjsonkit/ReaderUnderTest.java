package dev.fastjsonkit;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.util.List;
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
 * and {@link FastMappersFuzzTest}.
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

    /** Plain {@code new ObjectMapper()}, read into a tree: the yardstick. */
    public static final ReaderUnderTest PLAIN_TREE = new ReaderUnderTest(
            "new ObjectMapper() tree", strictTreeReader(new ObjectMapper())::readValue);

    /** The readers of fastjson-kit-core. */
    public static final List<ReaderUnderTest> CORE = List.of(FAST_TREE, FAST_UNTYPED, PLAIN_TREE);
}
