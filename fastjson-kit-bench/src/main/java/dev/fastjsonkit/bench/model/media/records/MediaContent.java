package dev.fastjsonkit.bench.model.media.records;

import java.util.List;

/** MediaItem, record style. */
public record MediaContent(Media media, List<Image> images) {}
