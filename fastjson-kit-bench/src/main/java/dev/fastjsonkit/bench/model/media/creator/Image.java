/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.creator;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.bench.model.media.Size;

/** MediaItem's Image, immutable {@code @JsonCreator} style. */
@JsonPropertyOrder({"uri", "title", "width", "height", "size"})
public final class Image {
    private final String uri;
    private final String title;
    private final int width;
    private final int height;
    private final Size size;

    @JsonCreator
    public Image(@JsonProperty("uri") String uri, @JsonProperty("title") String title,
            @JsonProperty("width") int width, @JsonProperty("height") int height,
            @JsonProperty("size") Size size) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.size = size;
    }

    public String getUri() { return uri; }
    public String getTitle() { return title; }
    public int getWidth() { return width; }
    public int getHeight() { return height; }
    public Size getSize() { return size; }
}
