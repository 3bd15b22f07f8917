/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media;

/** jvm-serializers MediaItem: the player of a Media. */
public enum Player { JAVA, FLASH }
