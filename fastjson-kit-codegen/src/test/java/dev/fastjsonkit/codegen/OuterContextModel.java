/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;

/**
 * A generated type holding another ({@link ContextModel}), for {@code OutputContextTest}: the
 * inner object's probe looks at the contexts above its own, where the outer codec wrote the
 * name {@code inner}.
 */
@FastCodec
@JsonPropertyOrder({"x", "inner", "y"})
public class OuterContextModel {
    /** A string before the inner object. */
    public String x = "o";
    /** The inner object. */
    public ContextModel inner;
    /** A number after it. */
    public int y = 7;

    /** An outer object with no inner one. */
    public OuterContextModel() {
    }

    /** An outer object around {@code inner}. */
    OuterContextModel(ContextModel inner) {
        this.inner = inner;
    }
}
