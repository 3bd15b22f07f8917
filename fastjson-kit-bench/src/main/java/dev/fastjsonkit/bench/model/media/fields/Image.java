/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.fields;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.bench.model.media.Size;

/** MediaItem's Image, public-fields style. */
@JsonPropertyOrder({"uri", "title", "width", "height", "size"})
public class Image {
    public String uri;
    public String title;
    public int width;
    public int height;
    public Size size;
}
