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
 * {@link ExactBytesOutput} (which hands it to jackson-core through {@link BufferRecycler.Gettable})
 * and of the parsers the kit's factory makes over a byte array: one per thread, keeping one buffer
 * of each kind in plain fields, taken and given back by the thread that owns it without
 * jackson-core's atomic swaps and without the look-up of its recycler pool. Profile behind it: the
 * per-call cost of generated MediaItem and DTO reads and writes; writing the {@code Integer} 1
 * through {@code writerFor(Integer.class)} took 159 ns with the factory's pool and 99 ns with this
 * (one JVM, JDK 17), the pool's look-up and the four atomic operations on the buffers each about
 * 30 ns; reading {@code 1} spent about half of its samples in the pool's look-up and the text
 * buffer's atomic swap (JFR).
 *
 * <p>Only used where the factory would use jackson-core's default thread-local pool
 * ({@link #forFactory}); a factory with another pool, or with
 * {@code USE_THREAD_LOCAL_FOR_BUFFER_RECYCLING} disabled, keeps its own. Held through a
 * {@link SoftReference}, as jackson-core holds its thread-local recyclers, so the memory can be
 * reclaimed. Byte buffers are kept only up to {@link #MAX_BYTES} bytes (the
 * defaults are 8,000 bytes at most); a longer one given back by the owner is left to the garbage
 * collector. Char buffers are kept and handed out as jackson-core's recycler does (see
 * {@link #allocCharBuffer}). Every call from a thread other than the owner (a parser or generator
 * handed to another thread) goes to jackson-core's own, thread-safe slots of this recycler. A
 * nested read or write on the same thread finds the slots empty while the outer one holds the
 * buffers, and gets buffers of its own.
 */
final class ThreadRecycler extends BufferRecycler {
    /** The longest byte buffer kept, in bytes. */
    static final int MAX_BYTES = 16 * 1024;

    private static final ThreadLocal<SoftReference<ThreadRecycler>> PER_THREAD = new ThreadLocal<>();

    private final Thread owner;
    /** Per buffer kind (jackson-core's index), the buffer kept, or null while in use or before the first. */
    private final byte[][] bytes = new byte[4][];
    private final char[][] chars = new char[4][];

    /**
     * The output of this thread's last {@code writeValueAsBytes}, with the generator it keeps, for
     * the next one through the same factory; null while a write has it (a nested write on the
     * thread makes its own) or before the first.
     */
    private ExactBytesOutput output;

    /**
     * The parser of this thread's last whole-document read of a byte array (see
     * {@link EngineJsonFactory#documentParser}), for the next one through the same factory; null
     * while a read has it (a nested read on the thread makes its own) or before the first.
     */
    private EngineParser parser;

    ThreadRecycler(Thread owner) {
        this.owner = owner;
    }

    /** Takes the output kept for {@code factory}'s writes, or returns null (none kept, or another factory's). */
    ExactBytesOutput takeOutput(JsonFactory factory) {
        ExactBytesOutput o = output;
        if (o == null || o.factory() != factory || Thread.currentThread() != owner) {
            return null;
        }
        output = null;
        return o;
    }

    /**
     * Keeps {@code o}, whose write has ended, for the next write on this thread; returns false
     * (not kept) from another thread. Replaces the one kept before, giving up its generator.
     */
    boolean keepOutput(ExactBytesOutput o) {
        if (Thread.currentThread() != owner) {
            return false;
        }
        ExactBytesOutput old = output;
        output = o;
        if (old != null && old != o) {
            old.giveUpGenerator();
        }
        return true;
    }

    /** Takes the parser kept for {@code factory}'s reads, or returns null (none kept, or another factory's). */
    EngineParser takeParser(EngineJsonFactory factory) {
        EngineParser p = parser;
        if (p == null || p.owner() != factory || Thread.currentThread() != owner) {
            return null;
        }
        parser = null;
        return p;
    }

    /**
     * Keeps {@code p}, closed after a read that did not fail, for the next read on this thread,
     * in place of the one kept before; not from another thread.
     */
    void keepParser(EngineParser p) {
        if (Thread.currentThread() == owner) {
            parser = p;
        }
    }

    /**
     * Returns this thread's recycler if {@code factory} would take its buffers from jackson-core's
     * thread-local pool, else null (the factory's own pool is used).
     */
    static ThreadRecycler forFactory(JsonFactory factory) {
        return factory != null && factory._getRecyclerPool() == JsonRecyclerPools.threadLocalPool() ? current() : null;
    }

    /** Returns this thread's recycler, made on first use or after the collector cleared it. */
    static ThreadRecycler current() {
        SoftReference<ThreadRecycler> ref = PER_THREAD.get();
        ThreadRecycler r;
        if (ref == null || (r = ref.get()) == null) {
            r = new ThreadRecycler(Thread.currentThread());
            PER_THREAD.set(new SoftReference<>(r));
        }
        return r;
    }

    @Override
    public byte[] allocByteBuffer(int ix, int minSize) {
        if (ix >= 0 && ix < bytes.length && Thread.currentThread() == owner) {
            byte[] b = bytes[ix];
            if (b != null && b.length >= minSize) {
                bytes[ix] = null;
                return b;
            }
        }
        return super.allocByteBuffer(ix, minSize);
    }

    @Override
    public void releaseByteBuffer(int ix, byte[] buffer) {
        if (ix >= 0 && ix < bytes.length && Thread.currentThread() == owner) {
            byte[] kept = bytes[ix];
            if (buffer.length <= MAX_BYTES && (kept == null || buffer.length > kept.length)) {
                bytes[ix] = buffer;
            }
            return;
        }
        super.releaseByteBuffer(ix, buffer);
    }

    /**
     * Takes the char buffer kept for {@code ix} as jackson-core's recycler takes it: the slot is
     * emptied, and a kept buffer shorter than {@code minSize} or than jackson-core's default for
     * the kind is dropped for a new one. The text buffer's segment lengths follow from these
     * buffers, and jackson-core's {@code maxStringLength} message reports a sum of them, so the
     * lengths must be the ones jackson-core's recycler would hand out ({@code StringLimitMessageTest}).
     */
    @Override
    public char[] allocCharBuffer(int ix, int minSize) {
        if (ix >= 0 && ix < chars.length && Thread.currentThread() == owner) {
            char[] c = chars[ix];
            chars[ix] = null;
            int size = Math.max(minSize, charBufferLength(ix));
            return c != null && c.length >= size ? c : calloc(size);
        }
        return super.allocCharBuffer(ix, minSize);
    }

    /**
     * Keeps {@code buffer} unless a longer one is kept, as jackson-core's recycler does, with no
     * cap on its length (see {@link #allocCharBuffer}): the text buffer gives back segments of up
     * to 64K chars, as it does to jackson-core's own thread-local recycler.
     */
    @Override
    public void releaseCharBuffer(int ix, char[] buffer) {
        if (ix >= 0 && ix < chars.length && Thread.currentThread() == owner) {
            char[] kept = chars[ix];
            if (kept == null || buffer.length > kept.length) {
                chars[ix] = buffer;
            }
            return;
        }
        super.releaseCharBuffer(ix, buffer);
    }
}
