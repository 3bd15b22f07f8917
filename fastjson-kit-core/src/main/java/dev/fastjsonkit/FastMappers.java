/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.fastjsonkit.codec.FastCodecs;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The one-liner: a shared, pre-tuned, frozen Jackson {@link JsonMapper}, a builder for your own,
 * and cached {@link ObjectReader}s and {@link ObjectWriter}s.
 *
 * <pre>{@code
 * Article a = FastMappers.json().readValue(bytes, Article.class);
 * byte[] out = FastMappers.writer(Article.class).writeValueAsBytes(a);
 * }</pre>
 *
 * <h2>What the shared mapper changes compared with {@code new ObjectMapper()}</h2>
 * Every choice is on by default and has a switch in {@link Builder}. Choices that change neither
 * accepted input nor output bytes are marked "none".
 * <table>
 * <caption>Choices of {@link #json()}</caption>
 * <tr><th>Choice</th><th>Change to input accepted or bytes written</th><th>Why</th></tr>
 * <tr><td>{@code StreamReadFeature.USE_FAST_DOUBLE_PARSER}</td><td>none: values are correctly
 *   rounded, bit-equal to {@code Double.parseDouble}</td><td>FastDoubleParser, 1.8-3.3x on
 *   FP-heavy data (see {@code docs/benchmarks.md})</td></tr>
 * <tr><td>{@code StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER}</td><td>none: equal
 *   {@code BigDecimal}/{@code BigInteger}, same scale</td><td>linear-time parsing of long
 *   numbers</td></tr>
 * <tr><td>{@code StreamWriteFeature.USE_FAST_DOUBLE_WRITER}, with the mappers' own double
 *   writer behind it for byte output</td>
 *   <td>on JDK 17 and 18 some doubles are written in their shortest form where
 *   {@code Double.toString} (JDK-4511638) writes more digits; both read back to the same bits. On
 *   JDK 19+ {@code Double.toString} is Schubfach too and the bytes are identical.</td><td>doubles
 *   written straight into the output buffer, no allocation; measured: {@code FastNumbersBench},
 *   {@code docs/core.md}</td></tr>
 * <tr><td>the kit's parser engine for UTF-8 bytes ({@link Builder#engine(boolean)})</td><td>none:
 *   jackson-core's parser with string values finished and skipped by the kit's own byte-level
 *   code, which hands every irregular byte to jackson-core, so tokens, texts, numbers, locations
 *   and exceptions are jackson-core's (differential tests)</td><td>string values decoded without
 *   an intermediate {@code char[]}; measured: {@code EngineReadBench}</td></tr>
 * <tr><td>the kit's reading of {@code Object}, {@code Map<String, Object>} values and
 *   {@code JsonNode} ({@link Builder#containerReads(boolean)})</td><td>none: the same values as
 *   databind's deserializers, which read whatever the kit's scan does not take</td><td>a whole
 *   object or array built in one scan of the input bytes instead of token by token; measured:
 *   {@code EngineReadBench}</td></tr>
 * <tr><td>the kit's writing of untyped maps and lists ({@link Builder#containerWrites(boolean)})</td>
 *   <td>none: the bytes and exceptions of databind's {@code MapSerializer} and
 *   {@code IndexedListSerializer}, which write whatever could differ</td><td>one loop over the
 *   entries, strings, numbers and booleans straight to the generator; measured:
 *   {@code EngineWriteBench}</td></tr>
 * <tr><td>Blackbird module</td><td>none</td><td>lambda-based property access instead of
 *   reflection; see {@link #explain(Class)}. Types read through a creator with arguments
 *   (records, {@code @JsonCreator}) keep Jackson's own creator call and bean deserializer, which
 *   measured faster than Blackbird's ({@code docs/core.md})</td></tr>
 * <tr><td>hand-written codecs ({@link dev.fastjsonkit.codec.FastCodecs#module()})</td><td>none: they
 *   write Jackson's exact bytes and read equal values with the same exceptions, and step aside to
 *   Jackson's own (de)serializers wherever a feature or annotation would change the result</td>
 *   <td>hot JDK shapes such as {@code Map<String, Double>}, measured at least 1.3x faster than
 *   Jackson's own (see {@code docs/serializers.md})</td></tr>
 * <tr><td>{@code JavaTimeModule} and {@code Jdk8Module}</td><td>{@code java.time} values and
 *   {@code Optional}s, which plain Jackson refuses with an {@code InvalidDefinitionException},
 *   are read and written</td><td>Spring Boot, Quarkus and Jackson 3 all support them</td></tr>
 * <tr><td>{@code WRITE_DATES_AS_TIMESTAMPS} and {@code WRITE_DURATIONS_AS_TIMESTAMPS} off</td>
 *   <td>{@code java.util.Date}, {@code Calendar} and {@code java.time} values are written as
 *   ISO-8601 strings, not numbers</td><td>Jackson 3 defaults (jackson-databind#4845, #4846)</td></tr>
 * <tr><td>{@code FAIL_ON_UNKNOWN_PROPERTIES} off</td><td>unknown properties are ignored instead of
 *   failing</td><td>the default of Spring Boot and Quarkus (quarkus#13361): services must accept
 *   additive changes from their peers</td></tr>
 * <tr><td>{@code FAIL_ON_TRAILING_TOKENS} for whole documents ({@link Builder#rejectTrailingTokens})</td>
 *   <td>content after the root value ({@code {"a":1}xyz}, {@code {} {}}, {@code [1]]}) fails the
 *   read with the line and column, instead of being ignored; binding one value from a positioned
 *   {@code JsonParser} and {@code readValues} sequences are unchanged</td><td>Jackson 3's default: a
 *   second document smuggled after the first is read by one parser and ignored by another; the
 *   kit's streaming extractors reject it too</td></tr>
 * <tr><td>explicit {@link StreamReadConstraints} and {@link StreamWriteConstraints}</td><td>none
 *   by default (the values equal Jackson 2.22's defaults), but they are fixed here, so a library
 *   that calls {@code StreamReadConstraints.overrideDefaultStreamReadConstraints} cannot loosen
 *   or tighten this mapper</td><td>see {@link Builder#DEFAULT_READ_CONSTRAINTS}</td></tr>
 * </table>
 *
 * <p>All members are thread-safe. The shared mapper and its readers and writers are meant to be
 * reused for the life of the JVM.
 */
public final class FastMappers {

    private FastMappers() {}

    /** Holder idiom: the JVM builds the shared mapper once, lazily, safely for concurrent first use. */
    private static final class Shared {
        static final FrozenJsonMapper MAPPER = new FrozenJsonMapper(new Builder());
        static final MapperCache CACHE = new MapperCache(MAPPER);
    }

    /**
     * Returns the shared, frozen {@link JsonMapper} with every choice listed in the class
     * documentation turned on.
     *
     * <p>It is built on first use (about 50 ms, mostly loading Jackson's classes) and then
     * shared. Reading and writing work as with any mapper. Every configuration mutator
     * ({@code configure}, {@code enable}, {@code registerModule}, {@code setXxx},
     * {@code addMixIn}, {@code activateDefaultTyping}, {@code configOverride}, ...), and the
     * mutators of its factory, serializer provider and subtype resolver, throw
     * {@link UnsupportedOperationException}. {@link JsonMapper#copy()} returns an ordinary, mutable
     * mapper with the same configuration.
     *
     * @return the shared mapper; never null; thread-safe
     */
    public static JsonMapper json() {
        return Shared.MAPPER;
    }

    /**
     * Returns a new builder whose every choice is on, as in {@link #json()}.
     *
     * @return a new, mutable builder; not thread-safe
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns the shared mapper's cached reader for {@code type}: {@code json().readerFor(type)},
     * made once per class.
     *
     * @param type the class to read; not null
     * @return the same reader instance on every call for the same class; thread-safe
     * @throws NullPointerException if {@code type} is null
     */
    public static ObjectReader reader(Class<?> type) {
        return Shared.CACHE.reader(type);
    }

    /**
     * Returns the shared mapper's cached reader for a generic type, such as
     * {@code new TypeReference<List<Article>>() {}}.
     *
     * @param type the type to read; not null
     * @return a reader, the same instance for equal types while the type stays in the bounded
     *     cache (see {@link MapperCache}); thread-safe
     * @throws NullPointerException if {@code type} is null
     */
    public static ObjectReader reader(TypeReference<?> type) {
        return Shared.CACHE.reader(type);
    }

    /**
     * Returns the shared mapper's cached writer for {@code type}: {@code json().writerFor(type)},
     * made once per class. As with Jackson's {@code writerFor}, values are written with the
     * serializer of {@code type}, not of their runtime subclass.
     *
     * @param type the declared type of the values to write; not null
     * @return the same writer instance on every call for the same class; thread-safe
     * @throws NullPointerException if {@code type} is null
     */
    public static ObjectWriter writer(Class<?> type) {
        return Shared.CACHE.writer(type);
    }

    /**
     * Returns the shared mapper's cached writer for a generic type.
     *
     * @param type the declared type of the values to write; not null
     * @return a writer, the same instance for equal types while the type stays in the bounded
     *     cache (see {@link MapperCache}); thread-safe
     * @throws NullPointerException if {@code type} is null
     */
    public static ObjectWriter writer(TypeReference<?> type) {
        return Shared.CACHE.writer(type);
    }

    /**
     * Returns a new reader and writer cache for your own mapper, such as one made by
     * {@link Builder#build()}. Keep the cache as long as the mapper; it holds the mapper.
     *
     * @param mapper the mapper whose readers and writers to cache; not null
     * @return a new cache; thread-safe
     * @throws NullPointerException if {@code mapper} is null
     */
    public static MapperCache cache(ObjectMapper mapper) {
        return new MapperCache(mapper);
    }

    /**
     * Returns a new factory that is {@code new JsonFactory(builder)} with the kit's parser engine:
     * the features, stream-read and stream-write constraints, input decorator and everything else
     * that {@code builder} holds, and jackson-core's defaults for what it does not set (so
     * {@code new JsonFactoryBuilder()} gives jackson-core's default features and default
     * {@code StreamReadConstraints}, not the kit's {@link Builder#DEFAULT_READ_CONSTRAINTS}).
     * Its parsers for UTF-8 bytes are the engine's, as described at {@link Builder#engine(boolean)}:
     * the same tokens, texts, numbers, locations and exceptions as jackson-core's, with string values
     * read and skipped eight bytes a step; {@code String}, {@code char[]} and {@code Reader} input,
     * input shorter than 4 bytes, a byte-order mark, UTF-16/32 and a {@code maxDocumentLength} the
     * input exceeds keep jackson-core's parser. Its generators are jackson-core's. {@code copy()}
     * keeps the engine; {@code rebuild()} returns jackson-core's builder, which builds a plain
     * {@code JsonFactory}. This is the default factory of fastjson-kit-streaming's extractors.
     *
     * @param builder the configuration; read once, not kept
     * @return a new factory; thread-safe once configured, like any {@link JsonFactory}
     * @throws NullPointerException if {@code builder} is null
     */
    public static JsonFactory engineFactory(JsonFactoryBuilder builder) {
        return new EngineJsonFactory(Objects.requireNonNull(builder, "builder"), true);
    }

    /**
     * Reports, per property of {@code type}, whether the shared mapper reads and writes it through
     * Blackbird's generated accessors or falls back to reflection, and why; and whether a codec
     * generated for a {@link FastCodec} type serves it, and if not, why
     * ({@link AccessReport#generatedCodec()}); and which serializer writes it and which
     * deserializer reads it: the kit's bean serializer or deserializer, or the class of the one
     * the mapper uses ({@link AccessReport#serializers()}).
     *
     * @param type a bean class, record or value class; not null
     * @return the report; its {@code toString()} is a readable table
     * @throws NullPointerException if {@code type} is null
     * @throws IllegalArgumentException if Jackson cannot build a serializer or deserializer for
     *     {@code type}; its cause is Jackson's {@code JsonMappingException}
     */
    public static AccessReport explain(Class<?> type) {
        return AccessReport.of(json(), type);
    }

    /**
     * Reports per property of {@code type} how {@code mapper} accesses it; see
     * {@link #explain(Class)}.
     *
     * @param mapper the mapper to ask; not null
     * @param type a bean class, record or value class; not null
     * @return the report
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if Jackson cannot build a serializer or deserializer
     *     for {@code type}
     */
    public static AccessReport explain(ObjectMapper mapper, Class<?> type) {
        return AccessReport.of(mapper, type);
    }

    /**
     * Builds a tuned {@link JsonMapper} of your own: one switch per choice of {@link #json()}, each
     * on by default, plus your own modules and Jackson features.
     *
     * <p><b>Build few mappers.</b> Each mapper keeps its own caches, and Blackbird generates
     * lambda classes per mapper and per bean type; a mapper per request or per test is slower than
     * plain Jackson and fills metaspace (Blackbird's README says the same). Build one per
     * configuration at start-up and share it.
     *
     * <p>A builder is mutable and not thread-safe; the mappers it builds are thread-safe.
     */
    public static final class Builder {
        /**
         * The stream-read limits used unless {@link #streamReadConstraints} says otherwise: nesting
         * depth 1000, number length 1000 chars, string length 20,000,000 chars, property name
         * length 50,000 chars, document length and token count unlimited. These equal Jackson
         * 2.22's defaults; they are set explicitly so that a global override by another library
         * ({@code StreamReadConstraints.overrideDefaultStreamReadConstraints}) does not change
         * this mapper.
         */
        public static final StreamReadConstraints DEFAULT_READ_CONSTRAINTS = StreamReadConstraints.builder()
                .maxNestingDepth(1000)
                .maxNumberLength(1000)
                .maxStringLength(20_000_000)
                .maxNameLength(50_000)
                .maxDocumentLength(-1)
                .maxTokenCount(-1)
                .build();

        /** The stream-write limits used unless {@link #streamWriteConstraints} says otherwise: nesting depth 1000. */
        public static final StreamWriteConstraints DEFAULT_WRITE_CONSTRAINTS = StreamWriteConstraints.builder()
                .maxNestingDepth(1000)
                .build();

        private boolean fastDoubleParser = true;
        private boolean fastBigNumberParser = true;
        private boolean fastDoubleWriter = FastDoubleWriterPolicy.winsOnThisJdk();
        private boolean blackbird = true;
        private boolean engine = true;
        private boolean containerReads = true;
        private boolean beanReads = true;
        private boolean beanWrites = true;
        private boolean containerWrites = true;
        private boolean handWrittenCodecs = true;
        private boolean generatedCodecs = true;
        private boolean javaTime = true;
        private boolean jdk8 = true;
        private boolean isoDates = true;
        private boolean ignoreUnknownProperties = true;
        private boolean rejectTrailingTokens = true;
        private StreamReadConstraints readConstraints = DEFAULT_READ_CONSTRAINTS;
        private StreamWriteConstraints writeConstraints = DEFAULT_WRITE_CONSTRAINTS;
        private final List<Module> modules = new ArrayList<>();
        private final List<Consumer<? super JsonMapper.Builder>> customizers = new ArrayList<>();

        Builder() {}

        private Builder(Builder src) {
            fastDoubleParser = src.fastDoubleParser;
            fastBigNumberParser = src.fastBigNumberParser;
            fastDoubleWriter = src.fastDoubleWriter;
            blackbird = src.blackbird;
            engine = src.engine;
            containerReads = src.containerReads;
            beanReads = src.beanReads;
            beanWrites = src.beanWrites;
            containerWrites = src.containerWrites;
            handWrittenCodecs = src.handWrittenCodecs;
            generatedCodecs = src.generatedCodecs;
            javaTime = src.javaTime;
            jdk8 = src.jdk8;
            isoDates = src.isoDates;
            ignoreUnknownProperties = src.ignoreUnknownProperties;
            rejectTrailingTokens = src.rejectTrailingTokens;
            readConstraints = src.readConstraints;
            writeConstraints = src.writeConstraints;
            modules.addAll(src.modules);
            customizers.addAll(src.customizers);
        }

        /**
         * Sets {@code StreamReadFeature.USE_FAST_DOUBLE_PARSER}: parse {@code double} and
         * {@code float} with FastDoubleParser. Default: on.
         *
         * @param on whether to use it
         * @return this builder
         */
        public Builder fastDoubleParser(boolean on) {
            fastDoubleParser = on;
            return this;
        }

        /**
         * Sets {@code StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER}: parse {@code BigDecimal} and
         * {@code BigInteger} with FastDoubleParser's big-number parsers. Default: on.
         *
         * @param on whether to use it
         * @return this builder
         */
        public Builder fastBigNumberParser(boolean on) {
            fastBigNumberParser = on;
            return this;
        }

        /**
         * Sets {@code StreamWriteFeature.USE_FAST_DOUBLE_WRITER}: write {@code double} and
         * {@code float} in their shortest form (Schubfach) instead of with {@code Double.toString}.
         * The mappers' generators (bytes and {@code Writer}) write doubles themselves, into the
         * output buffer without allocating per value; {@code float} goes to jackson-core's
         * writer. Default: on (measured on JDK 17 and 25; see {@code docs/core.md}). Off, a
         * {@link #build() built} mapper uses jackson-core's own factory and generators (the shared
         * {@link FastMappers#json()} always has it on).
         *
         * @param on whether to use it
         * @return this builder
         */
        public Builder fastDoubleWriter(boolean on) {
            fastDoubleWriter = on;
            return this;
        }

        /**
         * Sets whether the mapper reads UTF-8 bytes ({@code byte[]}, {@code InputStream}, files)
         * with the kit's own parser engine instead of jackson-core's {@code UTF8StreamJsonParser}.
         * The engine is a subclass of that parser which finishes and skips string values with its
         * own byte-level code (eight bytes a step, ASCII text copied straight into a compact
         * {@code String}, escapes and UTF-8 decoded inline) and hands every other byte to
         * jackson-core's code, so tokens, texts, numbers, locations and exceptions are
         * jackson-core's; differential tests check this over JSONTestSuite, the corpus and
         * generated, truncated and mutated documents. {@code String}, {@code char[]} and
         * {@code Reader} input, input shorter than 4 bytes, a byte-order mark, UTF-16/32 and a
         * {@code maxDocumentLength} the input exceeds keep jackson-core's parser. Default: on. Off,
         * every parser is jackson-core's (the shared {@link FastMappers#json()} always has it on).
         *
         * @param on whether to use the engine's parsers
         * @return this builder
         */
        public Builder engine(boolean on) {
            engine = on;
            return this;
        }

        /**
         * Sets whether {@code Object} (untyped: maps, lists and scalars), {@code JsonNode},
         * {@code ObjectNode} and {@code ArrayNode} values, including the values of a
         * {@code Map<String, Object>} and the results of {@code readTree}, are read by the kit:
         * databind's own deserializers for these types, wrapped so that a whole object or array
         * read by the engine's parser (see {@link #engine(boolean)}) is built in one scan of the
         * input buffer instead of token by token. The values are databind's (the same classes,
         * equal contents, the same key order; differential tests); features that change the
         * values ({@code USE_BIG_INTEGER_FOR_INTS}, {@code USE_LONG_FOR_INTS},
         * {@code USE_BIG_DECIMAL_FOR_FLOATS}, {@code USE_JAVA_ARRAY_FOR_JSON_ARRAY},
         * {@code FAIL_ON_READING_DUP_TREE_KEY} on a duplicate, {@code READ_NULL_PROPERTIES} off,
         * a {@code JsonNodeFactory} subclass), other parsers ({@code convertValue},
         * {@code treeToValue}, {@code String} input) and any input the scan does not take (the
         * first irregular byte, a container not yet wholly in the parser's buffer, a value near a
         * stream-read limit) go to databind's deserializer from the untouched parser, so
         * exceptions and locations are Jackson's. The one visible difference: the mapper's
         * deserializer for these types ({@code findRootValueDeserializer}) is the kit's wrapper
         * around databind's. A module you add that registers deserializers for these types
         * still wins. Default: on. Measured: {@code EngineReadBench}'s {@code map} and
         * {@code tree} rows on twitter.json and citm_catalog.json.
         *
         * @param on whether to read these values with the kit's scan
         * @return this builder
         */
        public Builder containerReads(boolean on) {
            containerReads = on;
            return this;
        }

        /**
         * Sets whether beans are read by the kit: where databind reads a type with a no-argument
         * constructor and setters or fields (no creator with arguments, no injected values, object
         * identity or views), its bean deserializer is replaced by one that reads the properties
         * in declared order, taking runs of string, {@code int}, {@code long}, {@code boolean},
         * enum and {@code List<String>} values straight from the engine parser's input buffer and
         * setting them through the properties databind (or Blackbird) made. Every other value, a
         * name out of order, unknown and ignored names, nulls, and any input the run does not take
         * go to databind's own code from the parser where jackson-core's walk would have left it,
         * so values, exceptions and locations are databind's (differential tests). Properties with
         * a custom or typed deserializer, {@code @JsonView}, {@code @JsonMerge},
         * {@code @JacksonInject} or managed references are read by databind's property code; other
         * parsers ({@code String} input, {@code treeToValue}) match names in the same order, as
         * Blackbird does. Records and types with a {@code @JsonCreator} constructor (databind's
         * plain deserializer and value instantiator, no delegating creator, injected or ignored
         * parameters, object identity, views or any-setter; setters or fields besides the creator
         * only of a kind above, not {@code @JsonMerge}; a static factory keeps databind's read,
         * as its handling of a factory's null differs between Jackson versions) are read too: their creator's parameters of those kinds, in its order, from
         * the engine's input into databind's own creator call, and from the first member out of
         * that order or of another kind on with databind's loop. Takes effect with {@link #engine(boolean)} on. The one
         * visible difference: the mapper's deserializer for such a type is the kit's. Default: on.
         * Measured: {@code EngineReadBench}'s {@code read} row on MediaItem; for creators,
         * {@code AccessModulesBench}'s recordList and creatorList rows (0.95-0.97 of plain
         * Jackson's speed without it, 1.2-1.3 with it, JDK 17).
         *
         * @param on whether to read beans with the kit's deserializer
         * @return this builder
         */
        public Builder beanReads(boolean on) {
            beanReads = on;
            return this;
        }

        /**
         * Sets whether beans are written by the kit: where databind writes a type with its plain
         * bean serializer, that serializer is replaced by one that writes the string, {@code int},
         * {@code long}, {@code boolean} and enum properties to the engine's generator a whole
         * property at a time (the name pre-encoded, the value read through a lambda over the
         * getter where Blackbird made one for the property), and every other property with the
         * property writer databind (or Blackbird) made, in the same order. The bytes and exceptions
         * are databind's (differential tests); other generators ({@code writeValueAsString}, a
         * pretty printer, numbers written as strings), an active view that filters the type's
         * properties, object identity, property filters, type serializers, inclusion rules other
         * than {@code ALWAYS} and {@code NON_NULL} and custom serializers go to databind's code.
         * The one visible difference: the mapper's serializer for such a type is the kit's.
         * Default: on. Measured: {@code EngineWriteBench}'s {@code write} row on MediaItem.
         *
         * @param on whether to write beans with the kit's serializer
         * @return this builder
         */
        public Builder beanWrites(boolean on) {
            beanWrites = on;
            return this;
        }

        /**
         * Sets whether untyped maps and lists (a {@code Map} with {@code Object} or {@code String}
         * keys and {@code Object} values, a {@code List<Object>}, as reading to {@code Object} or
         * {@code Map} makes them) are written by the kit: databind's own {@code MapSerializer} and
         * {@code IndexedListSerializer}, wrapped so that the entries of a root or untyped value are
         * written by one loop, {@code String}, {@code Integer}, {@code Long}, {@code Double} and
         * {@code Boolean} values straight to the generator with the calls databind's serializers
         * make, the rest through the serializers databind finds. The bytes and exceptions are
         * databind's (differential tests); a map or list as a bean property, default typing, a
         * mix-in, content inclusion, filters, sorted or ignored entries, custom key or value
         * serializers for these classes and one-element lists are written by databind's code. The
         * one visible difference: the mapper's serializer for these types
         * ({@code findValueSerializer}) is the kit's wrapper around databind's. Default: on.
         * Measured: {@code EngineWriteBench}'s {@code write} rows on twitter.json and
         * citm_catalog.json.
         *
         * @param on whether to write these values with the kit's loop
         * @return this builder
         */
        public Builder containerWrites(boolean on) {
            containerWrites = on;
            return this;
        }

        /**
         * Sets whether to register the Blackbird module (lambda-based property access instead of
         * reflection), minus its creator call and bean deserializer for types read through a
         * creator with arguments, which measured slower than Jackson's own. Default: on. Use {@link FastMappers#explain(ObjectMapper, Class)} to see
         * what it optimizes for a type.
         *
         * @param on whether to register it
         * @return this builder
         */
        public Builder blackbird(boolean on) {
            blackbird = on;
            return this;
        }

        /**
         * Sets whether to register the hand-written codecs for hot JDK shapes,
         * {@link dev.fastjsonkit.codec.FastCodecs#module()}. They change no bytes written and no
         * value read, only speed. Default: on.
         *
         * @param on whether to register them
         * @return this builder
         */
        public Builder handWrittenCodecs(boolean on) {
            handWrittenCodecs = on;
            return this;
        }

        /**
         * Sets whether to register the codecs that {@code fastjson-kit-codegen} generated for
         * {@link FastCodec} types, {@link dev.fastjsonkit.generated.GeneratedCodecs#module()}. They
         * change no bytes written and no value read, only speed; each steps aside to Jackson's own
         * bean (de)serializer where the mapper's configuration asks for something it does not
         * implement ({@link FastMappers#explain(ObjectMapper, Class)} says why). Default: on.
         *
         * @param on whether to register them
         * @return this builder
         */
        public Builder generatedCodecs(boolean on) {
            generatedCodecs = on;
            return this;
        }

        /**
         * Sets whether to register {@code jackson-datatype-jsr310}'s {@link JavaTimeModule}.
         * Default: on.
         *
         * @param on whether to register it
         * @return this builder
         */
        public Builder javaTimeModule(boolean on) {
            javaTime = on;
            return this;
        }

        /**
         * Sets whether to register {@code jackson-datatype-jdk8}'s {@link Jdk8Module}
         * ({@code Optional}, {@code OptionalInt}, ...). Default: on.
         *
         * @param on whether to register it
         * @return this builder
         */
        public Builder jdk8Module(boolean on) {
            jdk8 = on;
            return this;
        }

        /**
         * Sets whether dates and durations are written as ISO-8601 strings: turns
         * {@code SerializationFeature.WRITE_DATES_AS_TIMESTAMPS} and
         * {@code WRITE_DURATIONS_AS_TIMESTAMPS} off. Default: on (ISO strings), as in Jackson 3.
         *
         * @param on whether to write ISO strings
         * @return this builder
         */
        public Builder isoDates(boolean on) {
            isoDates = on;
            return this;
        }

        /**
         * Sets whether unknown JSON properties are ignored: turns
         * {@code DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES} off. Default: on (ignored).
         *
         * @param on whether to ignore unknown properties
         * @return this builder
         */
        public Builder ignoreUnknownProperties(boolean on) {
            ignoreUnknownProperties = on;
            return this;
        }

        /**
         * Sets whether content after the root value fails a whole-document read: turns
         * {@code DeserializationFeature.FAIL_ON_TRAILING_TOKENS} on, so {@code readValue} and
         * {@code readTree} of a {@code byte[]}, {@code String}, {@code InputStream}, {@code Reader},
         * {@code File}, {@code URL} or {@code Path}, and the same methods of the mapper's readers, reject
         * {@code {"a":1}xyz}, {@code {} {}} or {@code [1]]} with a {@code MismatchedInputException} or
         * {@code StreamReadException} naming the line and column, instead of ignoring the rest.
         * Default: <b>on</b>, as in Jackson 3 (a second document smuggled after the first is read by
         * one parser and ignored by another).
         *
         * <p>Unlike plain Jackson 2 with the feature on, binding one value from a parser you
         * positioned ({@code readValue(JsonParser, …)}, {@code readTree(JsonParser)},
         * {@code ObjectReader.readValue(JsonParser)}) never checks what follows it, so binding one
         * element of a larger stream (the streaming extractors, NDJSON,
         * {@code while (p.nextToken() == START_OBJECT) mapper.readValue(p, X.class)}) keeps working;
         * {@code readValues(…)} sequences are not affected either. Off, the mapper is an ordinary
         * {@code JsonMapper} with Jackson 2's lenient default.
         *
         * @param on whether to reject trailing content
         * @return this builder
         */
        public Builder rejectTrailingTokens(boolean on) {
            rejectTrailingTokens = on;
            return this;
        }

        /**
         * Sets the stream-read limits (nesting depth, number, string, name and document lengths,
         * token count). Default: {@link #DEFAULT_READ_CONSTRAINTS}.
         *
         * @param constraints the limits; not null
         * @return this builder
         * @throws NullPointerException if {@code constraints} is null
         */
        public Builder streamReadConstraints(StreamReadConstraints constraints) {
            readConstraints = Objects.requireNonNull(constraints, "constraints");
            return this;
        }

        /**
         * Sets the stream-write limits (nesting depth). Default: {@link #DEFAULT_WRITE_CONSTRAINTS}.
         *
         * @param constraints the limits; not null
         * @return this builder
         * @throws NullPointerException if {@code constraints} is null
         */
        public Builder streamWriteConstraints(StreamWriteConstraints constraints) {
            writeConstraints = Objects.requireNonNull(constraints, "constraints");
            return this;
        }

        /**
         * Adds a module, registered after the kit's own, so its serializers and deserializers take
         * precedence.
         *
         * @param module the module; not null
         * @return this builder
         * @throws NullPointerException if {@code module} is null
         */
        public Builder addModule(Module module) {
            modules.add(Objects.requireNonNull(module, "module"));
            return this;
        }

        /**
         * Adds a step that configures Jackson's own {@link JsonMapper.Builder} (features, mix-ins,
         * naming strategies, ...). Steps run in order, after every switch and module of this
         * builder, so they can override any of them.
         *
         * @param step the configuration step; not null
         * @return this builder
         * @throws NullPointerException if {@code step} is null
         */
        public Builder customize(Consumer<? super JsonMapper.Builder> step) {
            customizers.add(Objects.requireNonNull(step, "step"));
            return this;
        }

        /**
         * Returns a new, unshared, mutable {@link JsonMapper} with this builder's choices.
         * Later changes to the builder do not affect it. With {@link #rejectTrailingTokens} on (the
         * default) it is a {@code JsonMapper} subclass whose one difference is where that feature
         * applies; {@code copy()} and {@code rebuild()} keep it.
         *
         * @return a new mapper; thread-safe once built
         */
        public JsonMapper build() {
            JsonFactory f = buildFactory();
            JsonMapper.Builder b = new JsonMapper.Builder(rejectTrailingTokens ? new WholeDocumentMapper(f) : new JsonMapper(f));
            new Builder(this).configure(b);
            return b.build();
        }

        /**
         * Returns a new token-stream factory as {@link #build()} gives its mapper: the kit's engine
         * factory, whose parsers are the engine's with {@link #engine(boolean)} on and whose
         * generators are the engine's with {@link #fastDoubleWriter(boolean)} on; jackson-core's own
         * {@link JsonFactory} when both are off. It has this builder's parser and writer
         * features and its {@link #streamReadConstraints stream-read} and
         * {@link #streamWriteConstraints stream-write constraints}. For a mapper that someone else
         * constructs, such as Spring's {@code Jackson2ObjectMapperBuilder.factory(…)}; pair it with
         * {@link #modules()} and {@link #features()}.
         *
         * <p>A factory belongs to one mapper (the mapper sets itself as its codec): call this once
         * per mapper.
         *
         * @return a new, mutable {@link JsonFactory} whose format is JSON; thread-safe once handed
         *     to a mapper and no longer configured
         */
        public JsonFactory buildFactory() {
            // With a switch off, the kit's code would only delegate to jackson-core's; use that directly.
            return fastDoubleWriter ? new FastJsonFactory(factoryBuilder(), engine)
                    : engine ? new EngineJsonFactory(factoryBuilder(), true) : new JsonFactory(factoryBuilder());
        }

        /**
         * Returns the modules {@link #build()} registers, in registration order: the kit's own that
         * are switched on ({@link JavaTimeModule}, {@link Jdk8Module}, Blackbird as the kit
         * configures it, the kit's bean reading with {@link #beanReads(boolean)} and
         * {@link #engine(boolean)} on and its bean writing with {@link #beanWrites(boolean)} on
         * (before the codec modules, so that their deserializers and serializers are kept), {@link dev.fastjsonkit.codec.FastCodecs#module()},
         * {@link GeneratedCodecs#module()}, the kit's {@code Object} and {@code JsonNode} reading
         * with {@link #containerReads(boolean)} and {@link #engine(boolean)} on, the kit's writing of
         * untyped maps and lists with {@link #containerWrites(boolean)} on), then those given to
         * {@link #addModule(Module)}. For a mapper that someone else builds. The Blackbird module
         * is a new instance on every call, so that each mapper can have its own, as with
         * {@link #build()}.
         *
         * @return a new, unmodifiable list; empty if every module switch is off and none was added
         */
        public List<Module> modules() {
            List<Module> list = new ArrayList<>();
            if (javaTime) {
                list.add(new JavaTimeModule());
            }
            if (jdk8) {
                list.add(new Jdk8Module());
            }
            if (blackbird) {
                list.add(new KitBlackbirdModule());
            }
            if (beanReads && engine) {
                list.add(new BeanRunModule());
            }
            if (beanWrites) {
                list.add(new BeanWriteModule());
            }
            if (handWrittenCodecs) {
                list.add(FastCodecs.module());
            }
            if (generatedCodecs) {
                list.add(GeneratedCodecs.module());
            }
            if (containerReads && engine) {
                list.add(new ContainerReadModule());
            }
            if (containerWrites) {
                list.add(new ContainerWriteModule());
            }
            list.addAll(modules);
            return List.copyOf(list);
        }

        /**
         * Returns the mapper features {@link #build()} sets, each with the state it gives it:
         * {@link SerializationFeature} and {@link DeserializationFeature} constants (with
         * {@link #isoDates(boolean)} on, {@code WRITE_DATES_AS_TIMESTAMPS=false} and
         * {@code WRITE_DURATIONS_AS_TIMESTAMPS=false}; with {@link #ignoreUnknownProperties(boolean)}
         * on, {@code FAIL_ON_UNKNOWN_PROPERTIES=false}; with {@link #rejectTrailingTokens(boolean)}
         * on, {@code FAIL_ON_TRAILING_TOKENS=true}). Features a switch leaves at Jackson's default
         * are absent. Steps given to {@link #customize(Consumer)} are not included.
         *
         * @return a new, unmodifiable map in a stable order; keys are {@code SerializationFeature}
         *     or {@code DeserializationFeature} constants
         */
        public Map<Enum<?>, Boolean> features() {
            Map<Enum<?>, Boolean> map = new LinkedHashMap<>();
            if (isoDates) {
                map.put(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false);
                map.put(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS, false);
            }
            if (ignoreUnknownProperties) {
                map.put(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
            }
            if (rejectTrailingTokens) {
                map.put(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true);
            }
            return Collections.unmodifiableMap(map);
        }

        /** Returns a snapshot of this builder, for a mapper that must rebuild itself later. */
        Builder snapshot() {
            return new Builder(this);
        }

        JsonFactoryBuilder factoryBuilder() {
            JsonFactoryBuilder f = new JsonFactoryBuilder();
            f.configure(StreamReadFeature.USE_FAST_DOUBLE_PARSER, fastDoubleParser);
            f.configure(StreamReadFeature.USE_FAST_BIG_NUMBER_PARSER, fastBigNumberParser);
            f.configure(StreamWriteFeature.USE_FAST_DOUBLE_WRITER, fastDoubleWriter);
            f.streamReadConstraints(readConstraints);
            f.streamWriteConstraints(writeConstraints);
            return f;
        }

        void configure(JsonMapper.Builder b) {
            for (Module m : modules()) {
                b.addModule(m);
            }
            features().forEach((feature, on) -> {
                if (feature instanceof SerializationFeature f) {
                    b.configure(f, on);
                } else {
                    b.configure((DeserializationFeature) feature, on);
                }
            });
            for (Consumer<? super JsonMapper.Builder> step : customizers) {
                step.accept(b);
            }
        }
    }
}
