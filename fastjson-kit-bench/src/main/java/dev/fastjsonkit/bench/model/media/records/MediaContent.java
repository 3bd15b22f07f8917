/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.records;

import java.util.List;

/** MediaItem, record style. */
public record MediaContent(Media media, List<Image> images) {}
