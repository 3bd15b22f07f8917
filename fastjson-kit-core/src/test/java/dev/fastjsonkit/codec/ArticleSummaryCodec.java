/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Arrays;
import java.util.Collection;

/**
 * A hand-written serializer and deserializer for {@link ArticleSummary}, built from
 * {@link FieldNames}: pre-encoded names on write, {@code nextFieldName(SerializableString)} on read.
 */
public final class ArticleSummaryCodec {
    private ArticleSummaryCodec() {}

    static final FieldNames NAMES = FieldNames.of("id", "title", "viewCount");

    /** Writes the bytes of Jackson's bean serializer for {@link ArticleSummary}. */
    public static final class Serializer extends StdSerializer<ArticleSummary> {
        private static final long serialVersionUID = 1L;

        /** Creates the serializer. */
        public Serializer() {
            super(ArticleSummary.class);
        }

        @Override
        public void serialize(ArticleSummary a, JsonGenerator g, SerializerProvider prov) throws IOException {
            g.writeStartObject(a);
            g.writeFieldName(NAMES.name(0));
            g.writeNumber(a.getId());
            g.writeFieldName(NAMES.name(1));
            String title = a.getTitle();
            if (title == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeString(title);
            }
            g.writeFieldName(NAMES.name(2));
            g.writeNumber(a.getViewCount());
            g.writeEndObject();
        }
    }

    /** Reads what Jackson's bean deserializer reads for {@link ArticleSummary}. */
    public static final class Deserializer extends StdDeserializer<ArticleSummary> {
        private static final long serialVersionUID = 1L;

        /** Creates the deserializer. */
        public Deserializer() {
            super(ArticleSummary.class);
        }

        @Override
        public ArticleSummary deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            int f = NAMES.first(p);
            if (f == FieldNames.NOT_AN_OBJECT) {
                return (ArticleSummary) ctxt.handleUnexpectedToken(ArticleSummary.class, p);
            }
            ArticleSummary a = new ArticleSummary();
            for (; f != FieldNames.END; f = NAMES.next(p, f + 1)) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (f == FieldNames.UNKNOWN) {
                    ctxt.handleUnknownProperty(p, this, a, name);
                    continue;
                }
                try {
                    if (f == 0) {
                        a.setId(t == JsonToken.VALUE_NUMBER_INT ? p.getLongValue() : _parseLongPrimitive(p, ctxt));
                    } else if (f == 1) {
                        a.setTitle(t == JsonToken.VALUE_STRING ? p.getText()
                                : t == JsonToken.VALUE_NULL ? null : _parseString(p, ctxt, this));
                    } else {
                        a.setViewCount(t == JsonToken.VALUE_NUMBER_INT ? p.getLongValue() : _parseLongPrimitive(p, ctxt));
                    }
                } catch (Exception e) {
                    throw wrap(ctxt, e, a, name);
                }
            }
            return a;
        }

        /** As Jackson's {@code BeanDeserializer.wrapAndThrow}: adds the property to the path. */
        static IOException wrap(DeserializationContext ctxt, Exception e, Object bean, String name)
                throws IOException {
            boolean wrap = ctxt == null || ctxt.isEnabled(DeserializationFeature.WRAP_EXCEPTIONS);
            if (e instanceof IOException) {
                if (!wrap || !(e instanceof JacksonException)) {
                    throw (IOException) e;
                }
            } else if (!wrap && e instanceof RuntimeException) {
                throw (RuntimeException) e;
            }
            return JsonMappingException.wrapWithPath(e, bean, name);
        }

        @Override
        public Collection<Object> getKnownPropertyNames() {
            // the order Jackson's BeanPropertyMap lists them in its unknown-property message
            return Arrays.asList("title", "viewCount", "id");
        }
    }
}
