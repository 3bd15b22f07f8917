/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.databind.JsonMappingException;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The output of the shared mapper's {@code writeValueAsBytes}: collects what the generator flushes
 * and hands it back as one array of exactly the written length, as Jackson's
 * {@code ByteArrayBuilder} does. A document that fits the generator's buffer arrives in one write,
 * at close, and that write's copy is the result: one copy of the bytes instead of Jackson's two
 * (buffer to builder, builder to result), and no builder or recycler look-up. A longer document
 * goes, from its second write on, into one buffer taken from {@link LongOutputBuffers} (or made
 * new, doubled as needed, and given back to it), and the result is one copy of it: Jackson's
 * builder makes and zeroes blocks for every long document and copies each byte twice. (Before the
 * shared buffers, this went into Jackson's {@code ByteArrayBuilder} over the factory's recycled
 * buffers, after exact copies of every write had allocated 936 KB per twitter.json {@code Map}
 * write against plain Jackson's 894 KB.) Not thread-safe: one write at a time, on the thread whose
 * recycler keeps it between writes with its generator ({@link EngineGenerator#reuse}).
 *
 * <p>It gives the generator written into it the thread's {@link ThreadRecycler} (through
 * {@link BufferRecycler.Gettable}, which jackson-core's {@code JsonFactory} asks of its target)
 * when the factory uses jackson-core's default thread-local pool.
 */
final class ExactBytesOutput extends OutputStream implements BufferRecycler.Gettable {
    private static final byte[] EMPTY = new byte[0];

    /** The factory whose generator this output keeps; null for none (tests). */
    private final JsonFactory factory;
    /** The thread's recycler, given to the generator; null where the factory uses another pool. */
    private final ThreadRecycler threadRecycler;
    /**
     * The generator the factory made over this output, kept with its buffers for the next write
     * on this thread ({@link ThreadRecycler#takeOutput}); null for none.
     */
    private EngineGenerator generator;
    /** The copy of the first write; the result while it is the only one. */
    private byte[] first;
    /**
     * From the second write on: every byte written, in a buffer taken from (and given back to)
     * {@link LongOutputBuffers} or made new; null before.
     */
    private byte[] buf;
    /** The count of bytes in {@link #buf}. */
    private int count;
    /**
     * The serializer provider of the last write into this output that may be used again
     * ({@link KeptProvider}), or null. It stays here while a write uses it: the output itself is
     * taken by one write at a time, and a nested write on the thread gets another output.
     */
    private com.fasterxml.jackson.databind.ser.DefaultSerializerProvider provider;

    /** A write of one value into an output, as a mapper's or writer's {@code writeValueAsBytes} makes it. */
    interface Write {
        void into(ExactBytesOutput out) throws IOException;
    }

    /**
     * Returns the bytes {@code write} puts into the thread's kept output for {@code factory} (or a
     * new one), with Jackson's {@code writeValueAsBytes} exceptions: a {@code JsonProcessingException} as
     * it is, any other {@code IOException} (which this output never throws) wrapped as Jackson
     * wraps it. A failed write's long-document buffer is given back.
     */
    static byte[] bytes(JsonFactory factory, Write write) throws JsonProcessingException {
        ThreadRecycler r = ThreadRecycler.forFactory(factory);
        ExactBytesOutput out = r == null ? null : r.takeOutput(factory);
        if (out == null) {
            out = new ExactBytesOutput(factory, r);
        }
        boolean done = false;
        try {
            write.into(out);
            byte[] bytes = out.toByteArray();
            done = true;
            return bytes;
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) { // as Jackson's: cannot happen with this output, but declared
            throw JsonMappingException.fromUnexpectedIOE(e);
        } finally {
            out.discard();
            out.first = null;
            if (!done || r == null || !out.generatorReusable() || !r.keepOutput(out)) {
                out.giveUpGenerator();
            }
        }
    }

    /**
     * An output whose generator takes its buffers from {@code recycler}.
     *
     * @param factory the factory whose generator this output may keep; null for none
     * @param recycler the thread's recycler, or null where the factory uses its own pool
     */
    ExactBytesOutput(JsonFactory factory, ThreadRecycler recycler) {
        this.factory = factory;
        this.threadRecycler = recycler;
    }

    /**
     * An output whose generator takes its buffers from the thread's recycler where the factory
     * would use jackson-core's thread-local pool.
     *
     * @param factory the factory; null for none
     */
    ExactBytesOutput(JsonFactory factory) {
        this(factory, ThreadRecycler.forFactory(factory));
    }

    /** An output of no factory, whose generator uses the factory's own buffers (tests). */
    ExactBytesOutput() {
        this(null);
    }

    /** Returns the serializer provider kept from an earlier write into this output, or null. */
    com.fasterxml.jackson.databind.ser.DefaultSerializerProvider keptProvider() {
        return provider;
    }

    /** Keeps {@code p} for later writes into this output, storing it only when it is another. */
    void keepProvider(com.fasterxml.jackson.databind.ser.DefaultSerializerProvider p) {
        if (provider != p) { // a reference stored into this long-lived output costs a barrier
            provider = p;
        }
    }

    /** The factory this output's writes go through (whose generator it may keep). */
    JsonFactory factory() {
        return factory;
    }

    /**
     * Returns the generator kept from this output's last write, set up for a new write, or null
     * if none is kept; the factory making a generator over this output asks it first.
     */
    EngineGenerator reuseGenerator() {
        EngineGenerator g = generator;
        return g == null ? null : g.reuse();
    }

    /** Keeps {@code g}, made by {@link #factory()} over this output, for this output's next writes. */
    void keepGenerator(EngineGenerator g) {
        if (generator == null && threadRecycler != null) {
            g.keep();
            generator = g;
        }
    }

    /** Returns whether the generator kept is ready for reuse (there is one, and it ended as it was made). */
    private boolean generatorReusable() {
        return generator != null && generator.reusable();
    }

    /** Gives up the generator kept, its buffers back to the recycler. */
    void giveUpGenerator() {
        EngineGenerator g = generator;
        if (g != null) {
            generator = null;
            g.giveUp();
        }
    }

    /**
     * Returns the recycler the generator over this output takes its buffers from: the thread's
     * {@link ThreadRecycler} when the factory would use jackson-core's thread-local pool, else null
     * (the factory's own pool).
     */
    @Override
    public BufferRecycler bufferRecycler() {
        return threadRecycler;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (buf != null) {
            append(b, off, len);
            return;
        }
        if (first == null) {
            first = Arrays.copyOfRange(b, off, off + len);
            return;
        }
        byte[] kept = LongOutputBuffers.take();
        buf = kept != null ? kept : new byte[Math.max(LongOutputBuffers.FIRST_BYTES, 2 * (first.length + len))];
        System.arraycopy(first, 0, buf, 0, first.length);
        count = first.length;
        first = null;
        append(b, off, len);
    }

    /** Adds {@code len} bytes to {@link #buf}, doubling it when they do not fit. */
    private void append(byte[] b, int off, int len) {
        if (len > buf.length - count) {
            long need = (long) count + len;
            if (need > MAX_ARRAY) {
                throw new OutOfMemoryError("a document of more than " + MAX_ARRAY + " bytes cannot be one byte[]");
            }
            buf = Arrays.copyOf(buf, (int) Math.min(MAX_ARRAY, Math.max(2L * buf.length, need)));
        }
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    /** The longest array the JVM makes, in bytes (a few header words under {@code Integer.MAX_VALUE}). */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    /** Returns the bytes written, in a new array of exactly their length (the same array if called twice). */
    byte[] toByteArray() {
        if (buf != null) {
            first = Arrays.copyOf(buf, count);
            giveBack();
        }
        return first == null ? EMPTY.clone() : first;
    }

    /**
     * Gives back the long-document buffer of a write whose bytes were not taken by
     * {@link #toByteArray()} (a failed write); nothing otherwise. Not {@code close()}: the
     * generator closes its target before the bytes are taken.
     */
    void discard() {
        if (buf != null) {
            giveBack();
        }
    }

    private void giveBack() {
        LongOutputBuffers.give(buf);
        buf = null;
        count = 0;
    }
}
