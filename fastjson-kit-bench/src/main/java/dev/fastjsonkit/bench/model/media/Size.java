package dev.fastjsonkit.bench.model.media;

/** jvm-serializers MediaItem: the size of an Image. */
public enum Size { SMALL, LARGE }
