/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.setters;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.bench.model.media.Size;

/** MediaItem's Image, setters style. */
@JsonPropertyOrder({"uri", "title", "width", "height", "size"})
public class Image {
    private String uri;
    private String title;
    private int width;
    private int height;
    private Size size;

    public String getUri() { return uri; }
    public void setUri(String uri) { this.uri = uri; }
    public String getTitle() { return title; }
    public void setTitle(String title) { this.title = title; }
    public int getWidth() { return width; }
    public void setWidth(int width) { this.width = width; }
    public int getHeight() { return height; }
    public void setHeight(int height) { this.height = height; }
    public Size getSize() { return size; }
    public void setSize(Size size) { this.size = size; }
}
