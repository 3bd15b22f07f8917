/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;
import java.util.List;
import java.util.Objects;

/**
 * Test model for the runs of simple properties that generated deserializers read straight from the
 * engine parser's buffer: runs of every kind a run reads (strings, ints, longs, booleans, their
 * boxes, enums), broken by a list, a nested codec and a setter (which runs do not take).
 */
@FastCodec
@JsonPropertyOrder({"uri", "title", "width", "duration", "flag", "boxedInt", "boxedLong", "boxedFlag", "size",
    "persons", "copyright", "height", "child", "caf\u00e9", "q\"uote", "viaSetter", "last"})
public class RunModel {
    public String uri;
    public String title;
    public int width;
    public long duration;
    public boolean flag;
    public Integer boxedInt;
    public Long boxedLong;
    public Boolean boxedFlag;
    public Size size;
    public List<String> persons;
    public String copyright;
    public int height;
    public Child child;
    @JsonProperty("caf\u00e9")
    public String accented;
    @JsonProperty("q\"uote")
    public long quoted;
    private String viaSetter;
    public boolean last;

    public enum Size { SMALL, @JsonProperty("large") LARGE }

    public void setViaSetter(String v) {
        viaSetter = v;
    }

    public String getViaSetter() {
        return viaSetter;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RunModel && toString().equals(o.toString());
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, width);
    }

    @Override
    public String toString() {
        return Models.describe(this);
    }
}
