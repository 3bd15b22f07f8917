/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/**
 * JMH benchmarks: each class lines up a plain-Jackson baseline ({@code new ObjectMapper()}, reused)
 * beside the optimized paths of fastjson-kit, in one run.
 */
package dev.fastjsonkit.bench;
