/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;

/** Test model, creator style: an immutable class read through a {@code @JsonCreator} constructor. */
@FastCodec
@JsonIgnoreProperties({"legacy"})
@JsonPropertyOrder({"id"})
public final class CreatorModel {
    private final String name;
    private final int id;
    private final Boolean flag;
    private final float score;
    private final BigInteger big;
    private final FieldsModel.Color color;
    private final List<Integer> ids;
    private final String note;

    @JsonCreator
    public CreatorModel(@JsonProperty(value = "name", required = true) String name, @JsonProperty("id") int id,
            @JsonProperty("flag") Boolean flag, @JsonProperty("score") float score,
            @JsonProperty("big") @JsonAlias("large") BigInteger big, @JsonProperty("color") FieldsModel.Color color,
            @JsonProperty("ids") List<Integer> ids, @JsonProperty("note") String note) {
        if (id < 0) {
            throw new IllegalArgumentException("negative id " + id);
        }
        this.name = name;
        this.id = id;
        this.flag = flag;
        this.score = score;
        this.big = big;
        this.color = color;
        this.ids = ids;
        this.note = note;
    }

    public String getName() { return name; }
    public int getId() { return id; }
    public Boolean getFlag() { return flag; }
    public float getScore() { return score; }
    public BigInteger getBig() { return big; }
    public FieldsModel.Color getColor() { return color; }
    public List<Integer> getIds() { return ids; }
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public String getNote() { return note; }

    @Override
    public boolean equals(Object o) {
        return o instanceof CreatorModel && toString().equals(o.toString());
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, id);
    }

    @Override
    public String toString() {
        return Models.describe(this);
    }
}
