package dev.fastjsonkit.bench.model.media.fields;

import java.util.List;

/** MediaItem, public-fields style. */
public class MediaContent {
    public Media media;
    public List<Image> images;
}
