/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.fields;

import java.util.List;

/** MediaItem, public-fields style. */
public class MediaContent {
    public Media media;
    public List<Image> images;
}
