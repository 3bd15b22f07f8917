/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model;

/** A small record read by the thousand: the shape where a creator's per-object cost shows. */
public record Point(int x, int y) {}
