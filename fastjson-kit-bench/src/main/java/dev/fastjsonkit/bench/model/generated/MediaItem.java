/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.generated;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;
import java.util.List;

/**
 * The jvm-serializers MediaItem with {@code @FastCodec}: the same public fields and property order
 * as the model of the kit's hand-written codec ({@code dev.fastjsonkit.codec.MediaContent}), so both
 * read and write the same bytes.
 */
@FastCodec
@JsonPropertyOrder({"media", "images"})
public final class MediaItem {
    /** The media item. */
    public Media media;
    /** The images. */
    public List<Image> images;

    /** The media player. */
    public enum Player { JAVA, FLASH }

    /** The image size. */
    public enum Size { SMALL, LARGE }

    /** A media item. */
    @FastCodec
    @JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
        "hasBitrate", "persons", "player", "copyright"})
    public static final class Media {
        /** The URI. */
        public String uri;
        /** The title. */
        public String title;
        /** Width in pixels. */
        public int width;
        /** Height in pixels. */
        public int height;
        /** The format. */
        public String format;
        /** Duration in milliseconds. */
        public long duration;
        /** Size in bytes. */
        public long size;
        /** Bit rate in bits per second. */
        public int bitrate;
        /** Whether the bit rate is set. */
        public boolean hasBitrate;
        /** The people in it. */
        public List<String> persons;
        /** The player. */
        public Player player;
        /** The copyright. */
        public String copyright;
    }

    /** An image. */
    @FastCodec
    @JsonPropertyOrder({"uri", "title", "width", "height", "size"})
    public static final class Image {
        /** The URI. */
        public String uri;
        /** The title. */
        public String title;
        /** Width in pixels. */
        public int width;
        /** Height in pixels. */
        public int height;
        /** The size class. */
        public Size size;
    }
}
