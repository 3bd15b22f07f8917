/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.records;

import dev.fastjsonkit.bench.model.media.Size;

/** MediaItem's Image, record style. */
public record Image(String uri, String title, int width, int height, Size size) {}
