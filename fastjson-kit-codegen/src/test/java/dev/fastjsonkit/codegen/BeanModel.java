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
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Test model, getters-and-setters style: private fields, every supported annotation. */
@FastCodec
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonPropertyOrder(alphabetic = true)
@JsonInclude(JsonInclude.Include.NON_NULL)
public class BeanModel {
    private String title;
    private int count;
    private long total;
    private boolean active;
    private Double weight;
    private char grade;
    private short level;
    private BigDecimal amount;
    private FieldsModel.Color color;
    private List<Child> children;
    private Map<String, Integer> counts;
    private String alias;
    private String secret;
    private String hidden;
    private List<String> notes;

    public String getTitle() { return title; }
    public void setTitle(String title) { this.title = title; }
    public int getCount() { return count; }
    public void setCount(int count) { this.count = count; }
    public long getTotal() { return total; }
    public void setTotal(long total) { this.total = total; }
    public boolean isActive() { return active; }
    public void setActive(boolean active) { this.active = active; }
    public Double getWeight() { return weight; }
    public void setWeight(Double weight) { this.weight = weight; }
    public char getGrade() { return grade; }
    public void setGrade(char grade) { this.grade = grade; }
    public short getLevel() { return level; }
    public void setLevel(short level) { this.level = level; }
    public BigDecimal getAmount() { return amount; }
    public void setAmount(BigDecimal amount) { this.amount = amount; }
    public FieldsModel.Color getColor() { return color; }
    public void setColor(FieldsModel.Color color) { this.color = color; }
    public List<Child> getChildren() { return children; }
    public void setChildren(List<Child> children) { this.children = children; }
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public Map<String, Integer> getCounts() { return counts; }
    public void setCounts(Map<String, Integer> counts) { this.counts = counts; }
    @JsonProperty(value = "a_l_i_a_s", required = true)
    @JsonAlias("other")
    public String getAlias() { return alias; }
    public void setAlias(String alias) { this.alias = alias; }
    @JsonProperty(access = JsonProperty.Access.WRITE_ONLY)
    public String getSecret() { return secret; }
    public void setSecret(String secret) { this.secret = secret; }
    @JsonIgnore
    public String getHidden() { return hidden; }
    public void setHidden(String hidden) { this.hidden = hidden; }
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public List<String> getNotes() { return notes; }
    public void setNotes(List<String> notes) { this.notes = notes; }

    @Override
    public boolean equals(Object o) {
        return o instanceof BeanModel && toString().equals(o.toString());
    }

    @Override
    public int hashCode() {
        return Objects.hash(title, count);
    }

    @Override
    public String toString() {
        return Models.describe(this);
    }
}
