/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** Test model, public-fields style: every supported annotation and type. */
@FastCodec
@JsonIgnoreProperties({"legacy"})
@JsonPropertyOrder({"id", "name"})
public class FieldsModel {
    public String name;
    public int id;
    public long big;
    public short small;
    public byte tiny;
    public char letter;
    public boolean flag;
    public double ratio;
    public float score;
    public Integer boxedInt;
    public Long boxedLong;
    public Boolean boxedFlag;
    public Double boxedRatio;
    public Character boxedLetter;
    public Short boxedShort;
    public BigDecimal price;
    public BigInteger count;
    public Color color;
    public List<String> tags;
    public Set<Integer> codes;
    public Map<String, Double> rates;
    public int[] numbers;
    public String[] words;
    public Child child;
    public List<Child> children;
    public Object anything;
    /** Listed in {@code @JsonIgnoreProperties}: neither written nor read. */
    public String legacy;
    public Number number;
    @JsonProperty("renamed_field")
    @JsonAlias({"oldName", "older"})
    public String renamed;
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    public String readOnly;
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    public String writeOnly;
    @JsonProperty(required = true)
    public String required;
    @JsonIgnore
    public String ignored;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public String nonNull;
    @JsonInclude(JsonInclude.Include.NON_ABSENT)
    public String nonAbsent;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public List<String> nonEmpty;
    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public int nonDefault;

    /** An enum. */
    public enum Color { RED, GREEN, @JsonProperty("bleu") BLUE }

    @Override
    public boolean equals(Object o) {
        return o instanceof FieldsModel && toString().equals(o.toString());
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
