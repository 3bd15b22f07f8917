/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.ResolvableDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.fastjsonkit.codec.MediaContent.Image;
import dev.fastjsonkit.codec.MediaContent.Media;
import dev.fastjsonkit.codec.MediaContent.Player;
import dev.fastjsonkit.codec.MediaContent.Size;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A hand-written serializer and deserializer for the whole {@link MediaContent} graph, built from
 * {@link FieldNames}. Enum constants are written from pre-encoded names, as Jackson's default
 * ({@code name()}) would write them; tokens off the fast path go to Jackson's own parsing helpers
 * or deserializers.
 */
public final class MediaContentCodec {
    private MediaContentCodec() {}

    static final FieldNames CONTENT = FieldNames.of("media", "images");
    static final FieldNames MEDIA = FieldNames.of("uri", "title", "width", "height", "format", "duration",
            "size", "bitrate", "hasBitrate", "persons", "player", "copyright");
    static final FieldNames IMAGE = FieldNames.of("uri", "title", "width", "height", "size");
    private static final SerializedString[] PLAYERS = {new SerializedString("JAVA"), new SerializedString("FLASH")};
    private static final SerializedString[] SIZES = {new SerializedString("SMALL"), new SerializedString("LARGE")};

    /** Writes the bytes of Jackson's bean serializers for {@link MediaContent}. */
    public static final class Serializer extends StdSerializer<MediaContent> {
        private static final long serialVersionUID = 1L;

        /** Creates the serializer. */
        public Serializer() {
            super(MediaContent.class);
        }

        @Override
        public void serialize(MediaContent c, JsonGenerator g, SerializerProvider prov) throws IOException {
            g.writeStartObject(c);
            g.writeFieldName(CONTENT.name(0));
            if (c.media == null) {
                prov.defaultSerializeNull(g);
            } else {
                writeMedia(c.media, g, prov);
            }
            g.writeFieldName(CONTENT.name(1));
            if (c.images == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeStartArray(c.images, c.images.size());
                for (Image i : c.images) {
                    if (i == null) {
                        prov.defaultSerializeNull(g);
                    } else {
                        writeImage(i, g, prov);
                    }
                }
                g.writeEndArray();
            }
            g.writeEndObject();
        }

        private static void writeMedia(Media m, JsonGenerator g, SerializerProvider prov) throws IOException {
            g.writeStartObject(m);
            g.writeFieldName(MEDIA.name(0));
            string(m.uri, g, prov);
            g.writeFieldName(MEDIA.name(1));
            string(m.title, g, prov);
            g.writeFieldName(MEDIA.name(2));
            g.writeNumber(m.width);
            g.writeFieldName(MEDIA.name(3));
            g.writeNumber(m.height);
            g.writeFieldName(MEDIA.name(4));
            string(m.format, g, prov);
            g.writeFieldName(MEDIA.name(5));
            g.writeNumber(m.duration);
            g.writeFieldName(MEDIA.name(6));
            g.writeNumber(m.size);
            g.writeFieldName(MEDIA.name(7));
            g.writeNumber(m.bitrate);
            g.writeFieldName(MEDIA.name(8));
            g.writeBoolean(m.hasBitrate);
            g.writeFieldName(MEDIA.name(9));
            if (m.persons == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeStartArray(m.persons, m.persons.size());
                for (String s : m.persons) {
                    string(s, g, prov);
                }
                g.writeEndArray();
            }
            g.writeFieldName(MEDIA.name(10));
            if (m.player == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeString(PLAYERS[m.player.ordinal()]);
            }
            g.writeFieldName(MEDIA.name(11));
            string(m.copyright, g, prov);
            g.writeEndObject();
        }

        private static void writeImage(Image i, JsonGenerator g, SerializerProvider prov) throws IOException {
            g.writeStartObject(i);
            g.writeFieldName(IMAGE.name(0));
            string(i.uri, g, prov);
            g.writeFieldName(IMAGE.name(1));
            string(i.title, g, prov);
            g.writeFieldName(IMAGE.name(2));
            g.writeNumber(i.width);
            g.writeFieldName(IMAGE.name(3));
            g.writeNumber(i.height);
            g.writeFieldName(IMAGE.name(4));
            if (i.size == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeString(SIZES[i.size.ordinal()]);
            }
            g.writeEndObject();
        }

        private static void string(String s, JsonGenerator g, SerializerProvider prov) throws IOException {
            if (s == null) {
                prov.defaultSerializeNull(g);
            } else {
                g.writeString(s);
            }
        }
    }

    /** Reads what Jackson's bean deserializers read for {@link MediaContent}. */
    public static final class Deserializer extends StdDeserializer<MediaContent> implements ResolvableDeserializer {
        private static final long serialVersionUID = 1L;
        private transient JsonDeserializer<Object> players;
        private transient JsonDeserializer<Object> sizes;

        /** Creates the deserializer. */
        public Deserializer() {
            super(MediaContent.class);
        }

        @Override
        public void resolve(DeserializationContext ctxt) throws JsonMappingException {
            players = ctxt.findRootValueDeserializer(ctxt.constructType(Player.class));
            sizes = ctxt.findRootValueDeserializer(ctxt.constructType(Size.class));
        }

        @Override
        public MediaContent deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            int f = CONTENT.first(p);
            if (f == FieldNames.NOT_AN_OBJECT) {
                return (MediaContent) ctxt.handleUnexpectedToken(MediaContent.class, p);
            }
            MediaContent c = new MediaContent();
            for (; f != FieldNames.END; f = CONTENT.next(p, f + 1)) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (f == FieldNames.UNKNOWN) {
                    ctxt.handleUnknownProperty(p, this, c, name);
                    continue;
                }
                try {
                    if (f == 0) {
                        c.media = t == JsonToken.VALUE_NULL ? null : readMedia(p, ctxt);
                    } else if (t == JsonToken.VALUE_NULL) {
                        c.images = null;
                    } else {
                        if (t != JsonToken.START_ARRAY) {
                            ctxt.handleUnexpectedToken(List.class, p);
                        }
                        List<Image> images = new ArrayList<>();
                        while (p.nextToken() != JsonToken.END_ARRAY) {
                            try {
                                images.add(p.currentToken() == JsonToken.VALUE_NULL ? null : readImage(p, ctxt));
                            } catch (Exception e) {
                                throw JsonMappingException.wrapWithPath(e, images, images.size());
                            }
                        }
                        c.images = images;
                    }
                } catch (Exception e) {
                    throw wrap(ctxt, e, c, name);
                }
            }
            return c;
        }

        /** The names Jackson's bean deserializer lists in an unknown-property error, in its order. */
        @Override
        public java.util.Collection<Object> getKnownPropertyNames() {
            return java.util.Arrays.asList("images", "media");
        }

        private Media readMedia(JsonParser p, DeserializationContext ctxt) throws IOException {
            int f = MEDIA.first(p);
            if (f == FieldNames.NOT_AN_OBJECT) {
                return (Media) ctxt.handleUnexpectedToken(Media.class, p);
            }
            Media m = new Media();
            for (; f != FieldNames.END; f = MEDIA.next(p, f + 1)) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (f == FieldNames.UNKNOWN) {
                    ctxt.handleUnknownProperty(p, this, m, name);
                    continue;
                }
                try {
                    switch (f) {
                        case 0: m.uri = string(p, ctxt, t); break;
                        case 1: m.title = string(p, ctxt, t); break;
                        case 2: m.width = integer(p, ctxt, t); break;
                        case 3: m.height = integer(p, ctxt, t); break;
                        case 4: m.format = string(p, ctxt, t); break;
                        case 5: m.duration = longValue(p, ctxt, t); break;
                        case 6: m.size = longValue(p, ctxt, t); break;
                        case 7: m.bitrate = integer(p, ctxt, t); break;
                        case 8:
                            m.hasBitrate = t == JsonToken.VALUE_TRUE
                                    || (t != JsonToken.VALUE_FALSE && _parseBooleanPrimitive(p, ctxt));
                            break;
                        case 9: m.persons = t == JsonToken.VALUE_NULL ? null : persons(p, ctxt); break;
                        case 10: m.player = player(p, ctxt, t); break;
                        default: m.copyright = string(p, ctxt, t); break;
                    }
                } catch (Exception e) {
                    throw wrap(ctxt, e, m, name);
                }
            }
            return m;
        }

        private Image readImage(JsonParser p, DeserializationContext ctxt) throws IOException {
            int f = IMAGE.first(p);
            if (f == FieldNames.NOT_AN_OBJECT) {
                return (Image) ctxt.handleUnexpectedToken(Image.class, p);
            }
            Image i = new Image();
            for (; f != FieldNames.END; f = IMAGE.next(p, f + 1)) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                if (f == FieldNames.UNKNOWN) {
                    ctxt.handleUnknownProperty(p, this, i, name);
                    continue;
                }
                try {
                    switch (f) {
                        case 0: i.uri = string(p, ctxt, t); break;
                        case 1: i.title = string(p, ctxt, t); break;
                        case 2: i.width = integer(p, ctxt, t); break;
                        case 3: i.height = integer(p, ctxt, t); break;
                        default: i.size = size(p, ctxt, t); break;
                    }
                } catch (Exception e) {
                    throw wrap(ctxt, e, i, name);
                }
            }
            return i;
        }

        private List<String> persons(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartArrayToken()) {
                @SuppressWarnings("unchecked")
                List<String> l = (List<String>) ctxt.handleUnexpectedToken(List.class, p);
                return l;
            }
            List<String> l = new ArrayList<>();
            JsonToken t;
            while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                try {
                    l.add(string(p, ctxt, t));
                } catch (Exception e) {
                    throw JsonMappingException.wrapWithPath(e, l, l.size());
                }
            }
            return l;
        }

        private Player player(JsonParser p, DeserializationContext ctxt, JsonToken t) throws IOException {
            if (t == JsonToken.VALUE_STRING) {
                String s = p.getText();
                if (s.equals("JAVA")) {
                    return Player.JAVA;
                }
                if (s.equals("FLASH")) {
                    return Player.FLASH;
                }
            }
            return t == JsonToken.VALUE_NULL ? null : (Player) players.deserialize(p, ctxt);
        }

        private Size size(JsonParser p, DeserializationContext ctxt, JsonToken t) throws IOException {
            if (t == JsonToken.VALUE_STRING) {
                String s = p.getText();
                if (s.equals("SMALL")) {
                    return Size.SMALL;
                }
                if (s.equals("LARGE")) {
                    return Size.LARGE;
                }
            }
            return t == JsonToken.VALUE_NULL ? null : (Size) sizes.deserialize(p, ctxt);
        }

        private String string(JsonParser p, DeserializationContext ctxt, JsonToken t) throws IOException {
            if (t == JsonToken.VALUE_STRING) {
                return p.getText();
            }
            return t == JsonToken.VALUE_NULL ? null : _parseString(p, ctxt, this);
        }

        private int integer(JsonParser p, DeserializationContext ctxt, JsonToken t) throws IOException {
            return t == JsonToken.VALUE_NUMBER_INT ? p.getIntValue() : _parseIntPrimitive(p, ctxt);
        }

        private long longValue(JsonParser p, DeserializationContext ctxt, JsonToken t) throws IOException {
            return t == JsonToken.VALUE_NUMBER_INT ? p.getLongValue() : _parseLongPrimitive(p, ctxt);
        }

        /** As Jackson's {@code BeanDeserializer.wrapAndThrow}: adds the property to the path. */
        private static IOException wrap(DeserializationContext ctxt, Exception e, Object bean, String name)
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
    }
}
