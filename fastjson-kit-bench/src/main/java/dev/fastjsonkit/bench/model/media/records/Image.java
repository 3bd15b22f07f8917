package dev.fastjsonkit.bench.model.media.records;

import dev.fastjsonkit.bench.model.media.Size;

/** MediaItem's Image, record style. */
public record Image(String uri, String title, int width, int height, Size size) {}
