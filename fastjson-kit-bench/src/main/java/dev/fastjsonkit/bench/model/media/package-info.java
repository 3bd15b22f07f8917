/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/**
 * The jvm-serializers MediaItem model ({@code MediaContent{Media media; List<Image> images}}) in
 * four bean styles, one sub-package each: {@code setters} (private fields, getters and setters),
 * {@code fields} (public fields), {@code creator} (immutable class with a {@code @JsonCreator}
 * constructor) and {@code records}. All four map to the same JSON.
 */
package dev.fastjsonkit.bench.model.media;
