/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.records;

import dev.fastjsonkit.bench.model.media.Player;
import java.util.List;

/** MediaItem's Media, record style. */
public record Media(String uri, String title, int width, int height, String format, long duration,
        long size, int bitrate, boolean hasBitrate, List<String> persons, Player player,
        String copyright) {}
