/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.creator;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** MediaItem, immutable style: final fields, a {@code @JsonCreator} constructor and getters. */
public final class MediaContent {
    private final Media media;
    private final List<Image> images;

    @JsonCreator
    public MediaContent(@JsonProperty("media") Media media, @JsonProperty("images") List<Image> images) {
        this.media = media;
        this.images = images;
    }

    public Media getMedia() { return media; }
    public List<Image> getImages() { return images; }
}
