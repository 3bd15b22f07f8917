/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import java.lang.ref.SoftReference;

/**
 * The buffer recycler of the generators that {@code writeValueAsBytes} makes over an
 * {@link ExactBytesOutput} (which hands it to jackson-core through {@link BufferRecycler.Gettable}):
 * one per thread, keeping the generator's output buffer and its char buffer in plain fields, taken
 * and given back by the thread that owns it without jackson-core's atomic swaps and without the
 * look-up of its recycler pool. Profile behind it: the per-call cost of a generated MediaItem
 * write; writing the {@code Integer} 1 through {@code writerFor(Integer.class)} took 159 ns with
 * the factory's pool and 99 ns with this (one JVM, JDK 17), the factory's thread-local look-up and
 * the four atomic operations on its buffers each about 30 ns.
 *
 * <p>Only used where the factory would use jackson-core's default thread-local pool
 * ({@link #forFactory}); a factory with another pool, or with
 * {@code USE_THREAD_LOCAL_FOR_BUFFER_RECYCLING} disabled, keeps its own. Held through a
 * {@link SoftReference}, as jackson-core holds its thread-local recyclers, so the memory can be
 * reclaimed. Buffers are kept only up to {@link #MAX_BYTES} bytes and {@link #MAX_CHARS} chars
 * (the generator's are 8,000 and 2,000); any other buffer kind, and every call from a thread
 * other than the owner (a generator handed to another thread), goes to jackson-core's own,
 * thread-safe slots of this recycler. A nested {@code writeValueAsBytes} on the same thread finds
 * the slots empty while the outer generator holds the buffers, and gets buffers of its own.
 */
final class WriteRecycler extends BufferRecycler {
    /** The longest output buffer kept, in bytes; a longer one is left to the garbage collector. */
    static final int MAX_BYTES = 16 * 1024;
    /** The longest char buffer kept, in chars. */
    static final int MAX_CHARS = 8 * 1024;

    private static final ThreadLocal<SoftReference<WriteRecycler>> PER_THREAD = new ThreadLocal<>();

    private final Thread owner;
    private byte[] output;
    private char[] chars;

    WriteRecycler(Thread owner) {
        this.owner = owner;
    }

    /**
     * Returns this thread's recycler if {@code factory} would take its buffers from jackson-core's
     * thread-local pool, else null (the factory's own pool is used).
     */
    static BufferRecycler forFactory(JsonFactory factory) {
        return factory != null && factory._getRecyclerPool() == JsonRecyclerPools.threadLocalPool() ? current() : null;
    }

    /** Returns this thread's recycler, made on first use or after the collector cleared it. */
    static WriteRecycler current() {
        SoftReference<WriteRecycler> ref = PER_THREAD.get();
        WriteRecycler r;
        if (ref == null || (r = ref.get()) == null) {
            r = new WriteRecycler(Thread.currentThread());
            PER_THREAD.set(new SoftReference<>(r));
        }
        return r;
    }

    @Override
    public byte[] allocByteBuffer(int ix, int minSize) {
        byte[] b = output;
        if (ix == BYTE_WRITE_ENCODING_BUFFER && b != null && b.length >= minSize && Thread.currentThread() == owner) {
            output = null;
            return b;
        }
        return super.allocByteBuffer(ix, minSize);
    }

    @Override
    public void releaseByteBuffer(int ix, byte[] buffer) {
        if (ix == BYTE_WRITE_ENCODING_BUFFER && Thread.currentThread() == owner) {
            if (buffer.length <= MAX_BYTES && (output == null || buffer.length > output.length)) {
                output = buffer;
            }
            return;
        }
        super.releaseByteBuffer(ix, buffer);
    }

    @Override
    public char[] allocCharBuffer(int ix, int minSize) {
        char[] c = chars;
        if (ix == CHAR_CONCAT_BUFFER && c != null && c.length >= minSize && Thread.currentThread() == owner) {
            chars = null;
            return c;
        }
        return super.allocCharBuffer(ix, minSize);
    }

    @Override
    public void releaseCharBuffer(int ix, char[] buffer) {
        if (ix == CHAR_CONCAT_BUFFER && Thread.currentThread() == owner) {
            if (buffer.length <= MAX_CHARS && (chars == null || buffer.length > chars.length)) {
                chars = buffer;
            }
            return;
        }
        super.releaseCharBuffer(ix, buffer);
    }
}
