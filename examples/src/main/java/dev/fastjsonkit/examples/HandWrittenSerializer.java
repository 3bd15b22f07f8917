/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.codec.FieldNames;
import dev.fastjsonkit.codec.contract.CodecContract;
import java.io.IOException;
import java.util.List;

/**
 * Writes a hand-written serializer for a small hot type from fastjson-kit's building blocks, and
 * proves it against Jackson's bean serializer with {@link CodecContract} before using it.
 *
 * <p>Run from the repository root:
 * {@code mvn -B -q -Pdemo -DskipTests package -Ddemo.main=dev.fastjsonkit.examples.HandWrittenSerializer}.
 */
public final class HandWrittenSerializer {
    private HandWrittenSerializer() {}

    /** The seed's article summary: public fields, in this order. */
    @JsonPropertyOrder({"id", "title", "viewCount"})
    public static final class ArticleSummary {
        /** The id. */
        public long id;
        /** The title; may be null. */
        public String title;
        /** The number of views. */
        public long viewCount;

        ArticleSummary(long id, String title, long viewCount) {
            this.id = id;
            this.title = title;
            this.viewCount = viewCount;
        }
    }

    /** The hand-written serializer: pre-encoded names, no reflection, no boxing. */
    static final class ArticleSummarySerializer extends StdSerializer<ArticleSummary> {
        private static final long serialVersionUID = 1L;
        private static final FieldNames NAMES = FieldNames.of("id", "title", "viewCount");

        ArticleSummarySerializer() {
            super(ArticleSummary.class);
        }

        @Override
        public void serialize(ArticleSummary a, JsonGenerator g, SerializerProvider prov) throws IOException {
            g.writeStartObject(a);
            g.writeFieldName(NAMES.name(0));
            g.writeNumber(a.id);
            g.writeFieldName(NAMES.name(1));
            if (a.title == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeString(a.title);
            }
            g.writeFieldName(NAMES.name(2));
            g.writeNumber(a.viewCount);
            g.writeEndObject();
        }
    }

    /**
     * Proves the serializer, then uses it.
     *
     * @param args ignored
     * @throws IOException never for these values
     * @throws AssertionError if the serializer drifts from Jackson's bytes
     */
    public static void main(String[] args) throws IOException {
        // 1. Prove it: same bytes as Jackson's bean serializer, on the mapper you use in production
        //    (here FastMappers' recipe without the kit's own codecs) and on a plain one.
        List<ArticleSummary> samples = List.of(new ArticleSummary(1, "Hello", 42),
                new ArticleSummary(-7, null, 0), new ArticleSummary(Long.MAX_VALUE, "\"quotes\" \u00e9 \uD834\uDD1E", 3));
        for (ObjectMapper reference : List.of(FastMappers.builder().handWrittenCodecs(false).build(), new ObjectMapper())) {
            CodecContract.of(reference, ArticleSummary.class).withSerializer(new ArticleSummarySerializer())
                    .verify(samples);
        }
        System.out.println("ArticleSummarySerializer writes Jackson's exact bytes for " + samples.size() + " samples");

        // 2. Use it.
        ObjectMapper mapper = FastMappers.builder()
                .addModule(new SimpleModule().addSerializer(ArticleSummary.class, new ArticleSummarySerializer()))
                .build();
        System.out.println(mapper.writeValueAsString(samples.get(0)));
    }
}
