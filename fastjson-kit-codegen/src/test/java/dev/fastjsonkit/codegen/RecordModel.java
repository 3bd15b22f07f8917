/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.fastjsonkit.FastCodec;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Test model, record style, read through a static-factory {@code @JsonCreator} in a second record. */
@FastCodec
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RecordModel(@JsonProperty("record_id") long id, @JsonAlias("label") String name, Boolean on,
        byte tiny, double ratio, Set<String> tags, Map<String, Child> kids, Child[] more) {

    /** Compact constructor with validation, as records often have. */
    public RecordModel {
        if (ratio < 0) {
            throw new IllegalArgumentException("ratio < 0");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RecordModel && Models.describe(this).equals(Models.describe(o));
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id);
    }

    /** A record read through a static factory. */
    @FastCodec
    public record Factory(String a, List<String> b) {
        @com.fasterxml.jackson.annotation.JsonCreator
        public static Factory of(@JsonProperty("a") String a, @JsonProperty("b") List<String> b) {
            return new Factory(a == null ? "" : a, b);
        }
    }
}
