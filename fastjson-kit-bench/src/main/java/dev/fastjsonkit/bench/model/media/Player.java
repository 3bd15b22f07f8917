package dev.fastjsonkit.bench.model.media;

/** jvm-serializers MediaItem: the player of a Media. */
public enum Player { JAVA, FLASH }
