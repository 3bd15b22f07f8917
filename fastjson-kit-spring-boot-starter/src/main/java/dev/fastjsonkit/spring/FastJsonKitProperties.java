/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import dev.fastjsonkit.FastMappers;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The starter's properties, prefix {@code fastjson-kit}: one per switch of
 * {@link FastMappers#builder()}, each with the builder's default unless said otherwise.
 * {@code spring.jackson.*} properties take precedence over these wherever both set the same
 * Jackson feature.
 *
 * <p>{@code FastMappers.Builder.javaTimeModule} and {@code jdk8Module} have no property: Spring's
 * {@code Jackson2ObjectMapperBuilder} registers both modules itself whenever they are on the class
 * path.
 */
@ConfigurationProperties(prefix = "fastjson-kit")
public class FastJsonKitProperties {

    /**
     * Whether the starter applies the kit to the mapper Spring Boot builds. Off, Boot's own
     * auto-configuration alone builds it.
     */
    private boolean enabled = true;

    /** Whether doubles and floats are parsed with FastDoubleParser (StreamReadFeature.USE_FAST_DOUBLE_PARSER). */
    private boolean fastDoubleParser = true;

    /** Whether BigDecimal and BigInteger are parsed with FastDoubleParser's big-number parsers. */
    private boolean fastBigNumberParser = true;

    /**
     * Whether doubles are written by the kit's shortest-form double writer
     * (StreamWriteFeature.USE_FAST_DOUBLE_WRITER and the kit's generators). Unset: the kit's default
     * for the running JDK, which is on for every JDK the kit supports.
     */
    private Boolean fastDoubleWriter;

    /**
     * Whether JSON bytes ({@code byte[]}, {@code InputStream}) are read by the kit's parser engine
     * (jackson-core's tokens, locations and exceptions, strings decoded by the kit's own code).
     */
    private boolean engine = true;

    /**
     * Whether {@code Object} (maps, lists, scalars) and {@code JsonNode} values read by the kit's
     * parser engine are built in one scan of the input bytes (databind's values; needs the engine).
     */
    private boolean containerReads = true;

    /**
     * Whether beans read by the kit's parser engine with a no-argument constructor and setters
     * have their properties read in declared order, simple values straight from the input bytes
     * (databind's values and exceptions; needs the engine).
     */
    private boolean beanReads = true;

    /**
     * Whether beans written by the plain bean serializer have their string, number, boolean and
     * enum properties written a whole property at a time by the kit's generator (databind's bytes
     * and exceptions).
     */
    private boolean beanWrites = true;

    /**
     * Whether untyped maps and lists ({@code Map} with {@code Object} or {@code String} keys and
     * {@code Object} values, {@code List<Object>}) are written by the kit's loop (databind's bytes).
     */
    private boolean containerWrites = true;

    /** Whether the kit's Blackbird module (generated property accessors instead of reflection) is registered. */
    private boolean blackbird = true;

    /** Whether the kit's hand-written codecs for hot JDK shapes are registered. */
    private boolean handWrittenCodecs = true;

    /** Whether the codecs generated at compile time for {@code @FastCodec} types are registered. */
    private boolean generatedCodecs = true;

    /**
     * Whether dates and durations are written as ISO-8601 strings. Spring Boot turns both
     * timestamp features off by default as well; spring.jackson.serialization.* decides.
     */
    private boolean isoDates = true;

    /**
     * Whether unknown JSON properties are ignored. Spring's Jackson2ObjectMapperBuilder ignores
     * them by default as well; spring.jackson.deserialization.fail-on-unknown-properties decides.
     */
    private boolean ignoreUnknownProperties = true;

    /**
     * Whether content after the first JSON value fails a read (FAIL_ON_TRAILING_TOKENS), so that a
     * request body with a second document gets HTTP 400. On by default in the starter (request
     * bodies are whole documents), unlike Jackson 2's own default;
     * spring.jackson.deserialization.fail-on-trailing-tokens decides.
     */
    private boolean rejectTrailingTokens = true;

    /** Stream-read limits of the kit's factory. */
    private final StreamRead streamRead = new StreamRead();

    /** Stream-write limits of the kit's factory. */
    private final StreamWrite streamWrite = new StreamWrite();

    /**
     * Returns a new {@link FastMappers.Builder} with these properties' choices, minus the
     * {@code java.time} and JDK 8 modules that Spring's builder registers itself.
     */
    FastMappers.Builder toBuilder() {
        FastMappers.Builder b = FastMappers.builder()
                .fastDoubleParser(fastDoubleParser)
                .fastBigNumberParser(fastBigNumberParser)
                .engine(engine)
                .containerReads(containerReads)
                .beanReads(beanReads)
                .beanWrites(beanWrites)
                .containerWrites(containerWrites)
                .blackbird(blackbird)
                .handWrittenCodecs(handWrittenCodecs)
                .generatedCodecs(generatedCodecs)
                .javaTimeModule(false)
                .jdk8Module(false)
                .isoDates(isoDates)
                .ignoreUnknownProperties(ignoreUnknownProperties)
                .rejectTrailingTokens(rejectTrailingTokens)
                .streamReadConstraints(streamRead.toConstraints())
                .streamWriteConstraints(streamWrite.toConstraints());
        if (fastDoubleWriter != null) {
            b.fastDoubleWriter(fastDoubleWriter);
        }
        return b;
    }

    /** @return whether the starter is on */
    public boolean isEnabled() {
        return enabled;
    }

    /** @param enabled whether the starter is on */
    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    /** @return whether the fast double parser is on */
    public boolean isFastDoubleParser() {
        return fastDoubleParser;
    }

    /** @param fastDoubleParser whether the fast double parser is on */
    public void setFastDoubleParser(boolean fastDoubleParser) {
        this.fastDoubleParser = fastDoubleParser;
    }

    /** @return whether the fast big-number parser is on */
    public boolean isFastBigNumberParser() {
        return fastBigNumberParser;
    }

    /** @param fastBigNumberParser whether the fast big-number parser is on */
    public void setFastBigNumberParser(boolean fastBigNumberParser) {
        this.fastBigNumberParser = fastBigNumberParser;
    }

    /** @return whether the kit's double writer is on; null for the kit's default */
    public Boolean getFastDoubleWriter() {
        return fastDoubleWriter;
    }

    /** @param fastDoubleWriter whether the kit's double writer is on; null for the kit's default */
    public void setFastDoubleWriter(Boolean fastDoubleWriter) {
        this.fastDoubleWriter = fastDoubleWriter;
    }

    /** @return whether {@code Object} and {@code JsonNode} values are built in one scan of the input */
    public boolean isContainerReads() {
        return containerReads;
    }

    /** @param containerReads whether {@code Object} and {@code JsonNode} values are built in one scan of the input */
    public void setContainerReads(boolean containerReads) {
        this.containerReads = containerReads;
    }

    /** @return whether beans' properties are read in declared order, simple values straight from the input */
    public boolean isBeanReads() {
        return beanReads;
    }

    /** @param beanReads whether beans' properties are read in declared order, simple values straight from the input */
    public void setBeanReads(boolean beanReads) {
        this.beanReads = beanReads;
    }

    /** @return whether beans' simple properties are written a whole property at a time */
    public boolean isBeanWrites() {
        return beanWrites;
    }

    /** @param beanWrites whether beans' simple properties are written a whole property at a time */
    public void setBeanWrites(boolean beanWrites) {
        this.beanWrites = beanWrites;
    }

    /** @return whether untyped maps and lists are written by the kit's loop */
    public boolean isContainerWrites() {
        return containerWrites;
    }

    /** @param containerWrites whether untyped maps and lists are written by the kit's loop */
    public void setContainerWrites(boolean containerWrites) {
        this.containerWrites = containerWrites;
    }

    /** @return whether the kit's Blackbird module is registered */
    public boolean isBlackbird() {
        return blackbird;
    }

    /** @param blackbird whether the kit's Blackbird module is registered */
    public void setBlackbird(boolean blackbird) {
        this.blackbird = blackbird;
    }

    /** @return whether the hand-written codecs are registered */
    public boolean isHandWrittenCodecs() {
        return handWrittenCodecs;
    }

    /** @param handWrittenCodecs whether the hand-written codecs are registered */
    public void setHandWrittenCodecs(boolean handWrittenCodecs) {
        this.handWrittenCodecs = handWrittenCodecs;
    }

    /** @return whether JSON bytes are read by the kit's parser engine */
    public boolean isEngine() {
        return engine;
    }

    /** @param engine whether JSON bytes are read by the kit's parser engine */
    public void setEngine(boolean engine) {
        this.engine = engine;
    }

    /** @return whether the codecs generated for {@code @FastCodec} types are registered */
    public boolean isGeneratedCodecs() {
        return generatedCodecs;
    }

    /** @param generatedCodecs whether the codecs generated for {@code @FastCodec} types are registered */
    public void setGeneratedCodecs(boolean generatedCodecs) {
        this.generatedCodecs = generatedCodecs;
    }

    /** @return whether dates and durations are written as ISO-8601 strings */
    public boolean isIsoDates() {
        return isoDates;
    }

    /** @param isoDates whether dates and durations are written as ISO-8601 strings */
    public void setIsoDates(boolean isoDates) {
        this.isoDates = isoDates;
    }

    /** @return whether unknown properties are ignored */
    public boolean isIgnoreUnknownProperties() {
        return ignoreUnknownProperties;
    }

    /** @param ignoreUnknownProperties whether unknown properties are ignored */
    public void setIgnoreUnknownProperties(boolean ignoreUnknownProperties) {
        this.ignoreUnknownProperties = ignoreUnknownProperties;
    }

    /** @return whether content after the first value fails a read */
    public boolean isRejectTrailingTokens() {
        return rejectTrailingTokens;
    }

    /** @param rejectTrailingTokens whether content after the first value fails a read */
    public void setRejectTrailingTokens(boolean rejectTrailingTokens) {
        this.rejectTrailingTokens = rejectTrailingTokens;
    }

    /** @return the stream-read limits; never null */
    public StreamRead getStreamRead() {
        return streamRead;
    }

    /** @return the stream-write limits; never null */
    public StreamWrite getStreamWrite() {
        return streamWrite;
    }

    /**
     * Stream-read limits ({@link StreamReadConstraints}); the defaults are
     * {@code FastMappers.Builder.DEFAULT_READ_CONSTRAINTS}. Lengths count chars; -1 means unlimited.
     */
    public static class StreamRead {
        /** Maximum nesting depth of arrays and objects. */
        private int maxNestingDepth = 1000;

        /** Maximum length of a number, in chars. */
        private int maxNumberLength = 1000;

        /** Maximum length of a string value, in chars. */
        private int maxStringLength = 20_000_000;

        /** Maximum length of a property name, in chars. */
        private int maxNameLength = 50_000;

        /** Maximum length of a document, in chars or bytes as read; -1 for unlimited. */
        private long maxDocumentLength = -1;

        /** Maximum number of tokens in a document; -1 for unlimited. */
        private long maxTokenCount = -1;

        StreamReadConstraints toConstraints() {
            return StreamReadConstraints.builder()
                    .maxNestingDepth(maxNestingDepth)
                    .maxNumberLength(maxNumberLength)
                    .maxStringLength(maxStringLength)
                    .maxNameLength(maxNameLength)
                    .maxDocumentLength(maxDocumentLength)
                    .maxTokenCount(maxTokenCount)
                    .build();
        }

        /** @return the maximum nesting depth */
        public int getMaxNestingDepth() {
            return maxNestingDepth;
        }

        /** @param maxNestingDepth the maximum nesting depth */
        public void setMaxNestingDepth(int maxNestingDepth) {
            this.maxNestingDepth = maxNestingDepth;
        }

        /** @return the maximum number length, in chars */
        public int getMaxNumberLength() {
            return maxNumberLength;
        }

        /** @param maxNumberLength the maximum number length, in chars */
        public void setMaxNumberLength(int maxNumberLength) {
            this.maxNumberLength = maxNumberLength;
        }

        /** @return the maximum string length, in chars */
        public int getMaxStringLength() {
            return maxStringLength;
        }

        /** @param maxStringLength the maximum string length, in chars */
        public void setMaxStringLength(int maxStringLength) {
            this.maxStringLength = maxStringLength;
        }

        /** @return the maximum property name length, in chars */
        public int getMaxNameLength() {
            return maxNameLength;
        }

        /** @param maxNameLength the maximum property name length, in chars */
        public void setMaxNameLength(int maxNameLength) {
            this.maxNameLength = maxNameLength;
        }

        /** @return the maximum document length; -1 for unlimited */
        public long getMaxDocumentLength() {
            return maxDocumentLength;
        }

        /** @param maxDocumentLength the maximum document length; -1 for unlimited */
        public void setMaxDocumentLength(long maxDocumentLength) {
            this.maxDocumentLength = maxDocumentLength;
        }

        /** @return the maximum token count; -1 for unlimited */
        public long getMaxTokenCount() {
            return maxTokenCount;
        }

        /** @param maxTokenCount the maximum token count; -1 for unlimited */
        public void setMaxTokenCount(long maxTokenCount) {
            this.maxTokenCount = maxTokenCount;
        }
    }

    /** Stream-write limits ({@link StreamWriteConstraints}); the default is {@code FastMappers.Builder.DEFAULT_WRITE_CONSTRAINTS}. */
    public static class StreamWrite {
        /** Maximum nesting depth of arrays and objects written. */
        private int maxNestingDepth = 1000;

        StreamWriteConstraints toConstraints() {
            return StreamWriteConstraints.builder().maxNestingDepth(maxNestingDepth).build();
        }

        /** @return the maximum nesting depth */
        public int getMaxNestingDepth() {
            return maxNestingDepth;
        }

        /** @param maxNestingDepth the maximum nesting depth */
        public void setMaxNestingDepth(int maxNestingDepth) {
            this.maxNestingDepth = maxNestingDepth;
        }
    }
}
