/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.fields;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.bench.model.media.Player;
import java.util.List;

/** MediaItem's Media, public-fields style. */
@JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
        "hasBitrate", "persons", "player", "copyright"})
public class Media {
    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public int bitrate;
    public boolean hasBitrate;
    public List<String> persons;
    public Player player;
    public String copyright;
}
