package dev.fastjsonkit.bench.model;

/** A small record read by the thousand: the shape where a creator's per-object cost shows. */
public record Point(int x, int y) {}
