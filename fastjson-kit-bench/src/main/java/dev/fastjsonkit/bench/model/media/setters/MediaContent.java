/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.setters;

import java.util.List;

/** MediaItem, setters style: private fields, public getters and setters. */
public class MediaContent {
    private Media media;
    private List<Image> images;

    public Media getMedia() { return media; }
    public void setMedia(Media media) { this.media = media; }
    public List<Image> getImages() { return images; }
    public void setImages(List<Image> images) { this.images = images; }
}
