/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ByteWriting#copyPlain} against a byte-at-a-time check: every byte value at every position
 * of runs of 1 to 24 bytes, with plain bytes, specials or random bytes after it (whose borrows in
 * the word check must not hide or move the first special).
 */
class ByteWritingTest {

    private static boolean special(int b) {
        return b < 0x20 || b == '"' || b == '\\' || b >= 0x80;
    }

    private static int expected(byte[] src, int from, int limit) {
        int k = from;
        while (k < limit && !special(src[k] & 0xFF)) {
            k++;
        }
        return k - from;
    }

    private static void check(byte[] src, int from, int limit) {
        byte[] out = new byte[limit - from + 8];
        int n = ByteWriting.copyPlain(src, from, limit, out, 0);
        int want = expected(src, from, limit);
        assertThat(n).as("%s from %d to %d", Arrays.toString(src), from, limit).isEqualTo(want);
        assertThat(Arrays.copyOf(out, n)).isEqualTo(Arrays.copyOfRange(src, from, from + n));
    }

    @Test
    void stopsAtTheFirstSpecialByteWhateverFollows() {
        SplittableRandom rnd = new SplittableRandom(17);
        for (int len = 1; len <= 24; len++) {
            for (int at = 0; at < len; at++) {
                for (int v = 0; v < 256; v++) {
                    for (int tail = 0; tail < 3; tail++) {
                        byte[] src = new byte[len + 2];
                        for (int k = 0; k < src.length; k++) {
                            src[k] = (byte) (k < at + 1 ? 'a' + k % 26 : tail == 0 ? 'z' : tail == 1 ? '"' : rnd.nextInt(256));
                        }
                        src[1 + at] = (byte) v;
                        check(src, 1, 1 + len);
                    }
                }
            }
        }
    }
}
