/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;
import java.time.Instant;

/**
 * Test model for the whole-property writes: every kind written in one call (strings, whole numbers,
 * booleans, nulls, enums, instants) under each {@code @JsonInclude}, names that need escaping or
 * are too long to pre-encode, an enum whose strings need escaping, and getters that throw on
 * request (after the first properties, and between simple ones).
 */
@FastCodec
@JsonPropertyOrder({"first", "caf\u00e9 \"q\"\n", "count", "boom", "big", "on", "off", "kind", "at", "nested"})
public class WriteModel {
    /** An enum whose strings need escaping. */
    public enum Kind {
        PLAIN,
        @JsonProperty("quo\"te \u00e9\u20ac")
        ODD
    }

    /** When set, {@link #getBoom()} throws. */
    public static final ThreadLocal<Boolean> FAIL = ThreadLocal.withInitial(() -> false);

    private String first;
    private String escapedName;
    private int count;
    private long big;
    private Boolean on;
    private boolean off;
    private Kind kind;
    private Instant at;
    private WriteModel nested;
    private String nonNull;
    private Long nonAbsent;
    private String nonEmpty;
    private Integer nonDefault;
    private String always;
    private String aVeryLongName;

    public WriteModel() {}

    public WriteModel(String first, String escapedName, int count, long big, Boolean on, boolean off, Kind kind,
            Instant at, WriteModel nested, String text) {
        this.first = first;
        this.escapedName = escapedName;
        this.count = count;
        this.big = big;
        this.on = on;
        this.off = off;
        this.kind = kind;
        this.at = at;
        this.nested = nested;
        this.nonNull = text;
        this.nonAbsent = text == null ? null : (long) text.length();
        this.nonEmpty = text;
        this.nonDefault = text == null ? null : text.isEmpty() ? 0 : text.length();
        this.always = text;
        this.aVeryLongName = text;
    }

    public String getFirst() { return first; }

    @JsonProperty("caf\u00e9 \"q\"\n")
    public String getEscapedName() { return escapedName; }

    public int getCount() { return count; }

    public int getBoom() {
        if (FAIL.get()) {
            throw new IllegalStateException("boom");
        }
        return 7;
    }

    public long getBig() { return big; }

    public Boolean getOn() { return on; }

    public boolean isOff() { return off; }

    public Kind getKind() { return kind; }

    public Instant getAt() { return at; }

    public WriteModel getNested() { return nested; }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public String getNonNull() { return nonNull; }

    @JsonInclude(JsonInclude.Include.NON_ABSENT)
    public Long getNonAbsent() { return nonAbsent; }

    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public String getNonEmpty() { return nonEmpty; }

    @JsonInclude(JsonInclude.Include.NON_DEFAULT)
    public Integer getNonDefault() { return nonDefault; }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    public String getAlways() { return always; }

    @JsonProperty("a name long enough that the generated code writes it token by token, because its encoded"
            + " form would not fit the pre-encoded limit of one hundred and twenty bytes")
    public String getAVeryLongName() { return aVeryLongName; }

    public void setFirst(String v) { first = v; }

    @JsonProperty("caf\u00e9 \"q\"\n")
    public void setEscapedName(String v) { escapedName = v; }

    public void setCount(int v) { count = v; }

    public void setBoom(int v) { }

    public void setBig(long v) { big = v; }

    public void setOn(Boolean v) { on = v; }

    public void setOff(boolean v) { off = v; }

    public void setKind(Kind v) { kind = v; }

    public void setAt(Instant v) { at = v; }

    public void setNested(WriteModel v) { nested = v; }

    public void setNonNull(String v) { nonNull = v; }

    public void setNonAbsent(Long v) { nonAbsent = v; }

    public void setNonEmpty(String v) { nonEmpty = v; }

    public void setNonDefault(Integer v) { nonDefault = v; }

    public void setAlways(String v) { always = v; }

    @JsonProperty("a name long enough that the generated code writes it token by token, because its encoded"
            + " form would not fit the pre-encoded limit of one hundred and twenty bytes")
    public void setAVeryLongName(String v) { aVeryLongName = v; }
}
