/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.media.creator;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.bench.model.media.Player;
import java.util.List;

/** MediaItem's Media, immutable {@code @JsonCreator} style. */
@JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
        "hasBitrate", "persons", "player", "copyright"})
public final class Media {
    private final String uri;
    private final String title;
    private final int width;
    private final int height;
    private final String format;
    private final long duration;
    private final long size;
    private final int bitrate;
    private final boolean hasBitrate;
    private final List<String> persons;
    private final Player player;
    private final String copyright;

    @JsonCreator
    public Media(@JsonProperty("uri") String uri, @JsonProperty("title") String title,
            @JsonProperty("width") int width, @JsonProperty("height") int height,
            @JsonProperty("format") String format, @JsonProperty("duration") long duration,
            @JsonProperty("size") long size, @JsonProperty("bitrate") int bitrate,
            @JsonProperty("hasBitrate") boolean hasBitrate,
            @JsonProperty("persons") List<String> persons, @JsonProperty("player") Player player,
            @JsonProperty("copyright") String copyright) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.format = format;
        this.duration = duration;
        this.size = size;
        this.bitrate = bitrate;
        this.hasBitrate = hasBitrate;
        this.persons = persons;
        this.player = player;
        this.copyright = copyright;
    }

    public String getUri() { return uri; }
    public String getTitle() { return title; }
    public int getWidth() { return width; }
    public int getHeight() { return height; }
    public String getFormat() { return format; }
    public long getDuration() { return duration; }
    public long getSize() { return size; }
    public int getBitrate() { return bitrate; }
    @JsonProperty("hasBitrate")
    public boolean hasBitrate() { return hasBitrate; }
    public List<String> getPersons() { return persons; }
    public Player getPlayer() { return player; }
    public String getCopyright() { return copyright; }
}
