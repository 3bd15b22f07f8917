/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */

/**
 * The codec contract kit, for tests: {@link dev.fastjsonkit.codec.contract.CodecContract} proves a
 * hand-written Jackson serializer, deserializer or module against Jackson's own (same bytes out,
 * equal values and the same exceptions in). Call it from test code only; nothing in the kit's
 * runtime uses this package. It ships in {@code fastjson-kit-core} because it needs nothing but
 * Jackson, and one class does not justify a separate artifact.
 */
package dev.fastjsonkit.codec.contract;
