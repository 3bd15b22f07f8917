/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
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
 * goes, from its second write on, into Jackson's own {@code ByteArrayBuilder} over the factory's
 * recycled buffers, as plain Jackson writes it: its last block is recycled for the next long
 * document, which the previous exact copies of every write could not do (twitter.json's
 * {@code Map} write allocated 936 KB per write with them, plain Jackson 894 KB; now 8 KB over
 * plain, the first write's copy). Not thread-safe; one per call.
 *
 * <p>It gives the generator written into it the thread's {@link ThreadRecycler} (through
 * {@link BufferRecycler.Gettable}, which jackson-core's {@code JsonFactory} asks of its target)
 * when the factory uses jackson-core's default thread-local pool.
 */
final class ExactBytesOutput extends OutputStream implements BufferRecycler.Gettable {
    private static final byte[] EMPTY = new byte[0];

    /** Where the buffer recycler comes from for a long document; null for none (tests). */
    private final JsonFactory factory;
    /** The copy of the first write; the result while it is the only one. */
    private byte[] first;
    /** From the second write on: the builder holding every byte, and its recycler. */
    private ByteArrayBuilder builder;
    private BufferRecycler recycler;

    /** A write of one value into an output, as a mapper's or writer's {@code writeValueAsBytes} makes it. */
    interface Write {
        void into(ExactBytesOutput out) throws IOException;
    }

    /**
     * Returns the bytes {@code write} puts into a new output over the factory's buffer recycler,
     * with Jackson's {@code writeValueAsBytes} exceptions: a {@code JsonProcessingException} as
     * it is, any other {@code IOException} (which this output never throws) wrapped as Jackson
     * wraps it. A failed write's recycled buffers are given back.
     */
    static byte[] bytes(JsonFactory factory, Write write) throws JsonProcessingException {
        ExactBytesOutput out = new ExactBytesOutput(factory);
        try {
            write.into(out);
            return out.toByteArray();
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) { // as Jackson's: cannot happen with this output, but declared
            throw JsonMappingException.fromUnexpectedIOE(e);
        } finally {
            out.discard();
        }
    }

    /** An output whose long documents use the factory's buffer recycler, as plain Jackson's do. */
    ExactBytesOutput(JsonFactory factory) {
        this.factory = factory;
    }

    /** An output whose long documents use a builder without recycling. */
    ExactBytesOutput() {
        this(null);
    }

    /**
     * Returns the recycler the generator over this output takes its buffers from: the thread's
     * {@link ThreadRecycler} when the factory would use jackson-core's thread-local pool, else null
     * (the factory's own pool).
     */
    @Override
    public BufferRecycler bufferRecycler() {
        return ThreadRecycler.forFactory(factory);
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if (builder != null) {
            builder.write(b, off, len);
            return;
        }
        if (first == null) {
            first = Arrays.copyOfRange(b, off, off + len);
            return;
        }
        recycler = factory == null ? null : factory._getBufferRecycler();
        builder = new ByteArrayBuilder(recycler);
        builder.write(first, 0, first.length);
        builder.write(b, off, len);
        first = null;
    }

    /** Returns the bytes written, in a new array of exactly their length (the same array if called twice). */
    byte[] toByteArray() {
        if (builder != null) {
            first = builder.getClearAndRelease();
            builder = null;
            release();
        }
        return first == null ? EMPTY.clone() : first;
    }

    /**
     * Gives back the recycled buffers of a long document whose bytes were not taken by
     * {@link #toByteArray()} (a failed write); nothing otherwise. Not {@code close()}: the
     * generator closes its target before the bytes are taken.
     */
    void discard() {
        if (builder != null) {
            builder.release();
            builder = null;
            release();
        }
    }

    private void release() {
        if (recycler != null) {
            recycler.releaseToPool();
            recycler = null;
        }
    }
}
