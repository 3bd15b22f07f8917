/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import dev.fastjsonkit.FastCodec;

/** Test model: a nested record with a generated codec. */
@FastCodec
public record Child(String label, int rank) {}
