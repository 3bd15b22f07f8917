/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;

/**
 * The jvm-serializers MediaItem model: a media item and its images, with public fields as in
 * jvm-serializers' {@code data.media} classes.
 */
@JsonPropertyOrder({"media", "images"})
public final class MediaContent {
    /** The media item; may be null. */
    public Media media;
    /** The images; may be null. */
    public List<Image> images;

    /** Creates an empty value (for Jackson). */
    public MediaContent() {}

    /**
     * Creates a value.
     *
     * @param media the media item
     * @param images the images
     */
    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MediaContent && Objects.equals(media, ((MediaContent) o).media)
                && Objects.equals(images, ((MediaContent) o).images);
    }

    @Override
    public int hashCode() {
        return Objects.hash(media, images);
    }

    @Override
    public String toString() {
        return "MediaContent{media=" + media + ", images=" + images + '}';
    }

    /** The media player. */
    public enum Player { JAVA, FLASH }

    /** The image size. */
    public enum Size { SMALL, LARGE }

    /** A media item. */
    @JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
        "hasBitrate", "persons", "player", "copyright"})
    public static final class Media {
        /** The URI. */
        public String uri;
        /** The title; may be null. */
        public String title;
        /** Width in pixels. */
        public int width;
        /** Height in pixels. */
        public int height;
        /** The format, e.g. {@code video/mpg4}. */
        public String format;
        /** Duration in milliseconds. */
        public long duration;
        /** Size in bytes. */
        public long size;
        /** Bit rate in bits per second. */
        public int bitrate;
        /** Whether {@link #bitrate} is set. */
        public boolean hasBitrate;
        /** The people in it. */
        public List<String> persons;
        /** The player. */
        public Player player;
        /** The copyright; may be null. */
        public String copyright;

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Media)) {
                return false;
            }
            Media m = (Media) o;
            return Objects.equals(uri, m.uri) && Objects.equals(title, m.title) && width == m.width
                    && height == m.height && Objects.equals(format, m.format) && duration == m.duration
                    && size == m.size && bitrate == m.bitrate && hasBitrate == m.hasBitrate
                    && Objects.equals(persons, m.persons) && player == m.player
                    && Objects.equals(copyright, m.copyright);
        }

        @Override
        public int hashCode() {
            return Objects.hash(uri, title, width, height, format, duration, size, bitrate, persons, player);
        }

        @Override
        public String toString() {
            return "Media{uri=" + uri + ", title=" + title + ", " + width + "x" + height + ", format=" + format
                    + ", duration=" + duration + ", size=" + size + ", bitrate=" + bitrate + ", hasBitrate="
                    + hasBitrate + ", persons=" + persons + ", player=" + player + ", copyright=" + copyright + '}';
        }
    }

    /** An image. */
    @JsonPropertyOrder({"uri", "title", "width", "height", "size"})
    public static final class Image {
        /** The URI. */
        public String uri;
        /** The title; may be null. */
        public String title;
        /** Width in pixels. */
        public int width;
        /** Height in pixels. */
        public int height;
        /** The size class. */
        public Size size;

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Image)) {
                return false;
            }
            Image i = (Image) o;
            return Objects.equals(uri, i.uri) && Objects.equals(title, i.title) && width == i.width
                    && height == i.height && size == i.size;
        }

        @Override
        public int hashCode() {
            return Objects.hash(uri, title, width, height, size);
        }

        @Override
        public String toString() {
            return "Image{uri=" + uri + ", title=" + title + ", " + width + "x" + height + ", size=" + size + '}';
        }
    }
}
