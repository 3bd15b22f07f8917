/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The engine's routines for the layout between values in a {@code byte[]}: runs of indentation
 * and the 32-bit quads under which jackson-core's symbol table files a property name. Depends on
 * no Jackson type.
 *
 * <p>jackson-core keys a name of {@code n} UTF-8 bytes by {@code ceil(n / 4)} quads: each holds
 * four bytes big-endian, except the last, which holds the remaining one to four bytes
 * right-aligned with its unused high bytes set to one ({@code UTF8StreamJsonParser._padLastQuad}).
 * Those are the same big-endian loads, the last one shifted, so no byte is visited twice.
 */
final class JsonNames {
    private JsonNames() {}

    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long SPACES = 0x2020202020202020L;

    /** Returns the four bytes at {@code p} big-endian: a full quad. */
    static int quad(byte[] b, int p) {
        return (int) INTS.get(b, p);
    }

    /**
     * Returns the last quad of a name: its last {@code r} (1 to 4) bytes, starting at {@code p},
     * as jackson-core pads them. Reads four bytes from {@code p}, so {@code p + 4} must be within
     * the array.
     */
    static int lastQuad(byte[] b, int p, int r) {
        return pad((int) INTS.get(b, p), r);
    }

    /**
     * Returns the last quad of a name from four bytes big-endian {@code q} of which the first
     * {@code r} (1 to 4) belong to the name.
     */
    static int pad(int q, int r) {
        return r == 4 ? q : (q >>> ((4 - r) << 3)) | (-1 << (r << 3));
    }

    /**
     * Fills {@code q} with the quads of the {@code n} (1 or more) name bytes at {@code p}, as
     * jackson-core builds them for its symbol table: {@code (n + 3) / 4} ints, the last padded by
     * {@link #lastQuad}. {@code q} must hold that many.
     */
    static void fillQuads(byte[] b, int p, int n, int[] q) {
        int last = (n - 1) >> 2;
        for (int k = 0; k < last; k++) {
            q[k] = quad(b, p + (k << 2));
        }
        q[last] = lastQuad(b, p + (last << 2), n - (last << 2));
    }

    /** Returns the eight bytes at {@code p} little-endian (the first byte lowest). */
    static long word(byte[] b, int p) {
        return (long) LONGS.get(b, p);
    }

    /**
     * Returns the offset of the first byte from {@code p} that is not a space, taking eight
     * bytes a step while eight remain before {@code end}.
     */
    static int spaces(byte[] b, int p, int end) {
        while (p + 32 <= end) {
            // indentation mostly ends within 32 bytes, at a length that varies line to line: the
            // four words are counted without a branch on where the run ends
            int n0 = Long.numberOfTrailingZeros((long) LONGS.get(b, p) ^ SPACES) >>> 3;
            int n1 = Long.numberOfTrailingZeros((long) LONGS.get(b, p + 8) ^ SPACES) >>> 3;
            int n2 = Long.numberOfTrailingZeros((long) LONGS.get(b, p + 16) ^ SPACES) >>> 3;
            int n3 = Long.numberOfTrailingZeros((long) LONGS.get(b, p + 24) ^ SPACES) >>> 3;
            int n = n0 + (n0 == 8 ? n1 + (n1 == 8 ? n2 + (n2 == 8 ? n3 : 0) : 0) : 0);
            if (n < 32) {
                return p + n;
            }
            p += 32;
        }
        while (p + 8 <= end) {
            long x = (long) LONGS.get(b, p) ^ SPACES;
            if (x != 0) {
                return p + (Long.numberOfTrailingZeros(x) >>> 3);
            }
            p += 8;
        }
        while (p < end && b[p] == ' ') {
            p++;
        }
        return p;
    }
}
