/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.util.ByteArrayBuilder;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * The output of the shared mapper's {@code writeValueAsBytes}: collects what the generator flushes
 * and hands it back as one array of exactly the written length, as Jackson's
 * {@code ByteArrayBuilder} does. A document that fits the generator's buffer arrives in one write,
 * at close, and that write's copy is the result: one copy of the bytes instead of Jackson's two
 * (buffer to builder, builder to result), and no builder. A longer document goes through a
 * {@link ByteArrayBuilder} as in Jackson. Not thread-safe; one per call.
 */
final class ExactBytesOutput extends OutputStream {
    private static final byte[] EMPTY = new byte[0];

    /** The first write, copied to its exact length; null until then. */
    private byte[] first;
    /** Everything written, once a second write came; null until then. */
    private ByteArrayBuilder all;

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (all != null) {
            all.write(b, off, len);
        } else if (first == null) {
            first = Arrays.copyOfRange(b, off, off + len);
        } else {
            all = new ByteArrayBuilder(null, Math.max(first.length + len, 2000));
            all.write(first, 0, first.length);
            all.write(b, off, len);
            first = null;
        }
    }

    /** Returns the bytes written, in a new array of exactly their length (the same array if called twice). */
    byte[] toByteArray() {
        if (all != null) {
            first = all.toByteArray();
            all = null;
        }
        return first == null ? EMPTY.clone() : first;
    }
}
