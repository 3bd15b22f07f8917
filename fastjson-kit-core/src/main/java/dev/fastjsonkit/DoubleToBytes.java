/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonGenerator;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;

/**
 * Writes a finite double as ASCII bytes straight into a buffer, with no allocation: the shortest
 * decimal that reads back to the same double, closest to it on a tie, in {@code Double.toString}'s
 * layout. That is the text of jackson-core's {@code NumberOutput.toString(d, true)} (its port of the
 * Schubfach algorithm, used under {@code USE_FAST_DOUBLE_WRITER}) and of {@code Double.toString} from
 * JDK 19 on (the same algorithm, JDK-4511638).
 *
 * <p>The algorithm is Schubfach, from R. Giulietti, "The Schubfach way to render doubles" (2020,
 * revised 2022), written here from the paper: the decimal interval of the double's rounding
 * interval is found with one 126-bit multiplication per bound (the powers of ten are computed once,
 * with {@code BigInteger}, at class initialization), and the digits are written with integer
 * arithmetic. {@code DoubleToBytesTest} checks every output against jackson-core's on millions of
 * doubles.
 *
 * <p>Why not jackson-core's: its {@code toString} allocates a converter, a byte array and a
 * {@code String} per double, which the generator then copies twice; measured in {@code
 * FastNumbersBench}, see docs/core.md.
 */
final class DoubleToBytes {

    /** Bytes written at most: {@code -1.2345678901234567E-308} is 24. */
    static final int MAX_BYTES = 24;

    private static final int P = 53; // precision of a double, in bits
    private static final int Q_MIN = -1074; // exponent of the smallest subnormal
    private static final long C_MIN = 1L << (P - 1);
    private static final long T_MASK = C_MIN - 1;
    private static final int K_MIN = flog10pow2(Q_MIN);
    private static final int K_MAX = flog10pow2(971);
    private static final long C_TINY = 3; // subnormal significands below it need one more digit of precision
    private static final long MASK_63 = (1L << 63) - 1;

    /** g(k) = floor(10^-k * 2^(125 - floor(log2 10^-k))) + 1, split into 63 high and 63 low bits. */
    private static final long[] G = powersOfTen();

    private static final long[] POW10 = new long[19];

    /** Little-endian longs over a byte array, for {@link #write8}. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** "00" to "99", two bytes each. */
    private static final byte[] PAIRS = new byte[200];

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) {
            POW10[i] = POW10[i - 1] * 10;
        }
        for (int i = 0; i < 100; i++) {
            PAIRS[2 * i] = (byte) ('0' + i / 10);
            PAIRS[2 * i + 1] = (byte) ('0' + i % 10);
        }
    }

    private DoubleToBytes() {
    }

    /**
     * Returns whether a generator writes {@code d} with {@link #write}: a finite value, under
     * {@code USE_FAST_DOUBLE_WRITER}, not as a string. Otherwise jackson-core's own code writes it.
     *
     * @param d the value
     * @param numbersAsStrings the generator's {@code WRITE_NUMBERS_AS_STRINGS}
     * @param generatorFeatures the generator's {@code JsonGenerator.Feature} bits
     * @return whether the fast path applies
     */
    static boolean writes(double d, boolean numbersAsStrings, int generatorFeatures) {
        return !numbersAsStrings && Double.isFinite(d)
                && JsonGenerator.Feature.USE_FAST_DOUBLE_WRITER.enabledIn(generatorFeatures);
    }

    /**
     * Writes {@code v} at {@code out[pos]}.
     *
     * @param v a finite double (not NaN, not infinite)
     * @param out the buffer; at least {@link #MAX_BYTES} bytes from {@code pos}
     * @param pos where to start
     * @return the position after the last byte written
     */
    static int write(double v, byte[] out, int pos) {
        long bits = Double.doubleToRawLongBits(v);
        long t = bits & T_MASK;
        int bq = (int) (bits >>> (P - 1)) & 0x7FF;
        if (bits < 0) {
            out[pos++] = '-';
        }
        if (bq != 0) {
            int mq = -Q_MIN + 1 - bq; // -q for the significand c below
            long c = C_MIN | t;
            if (0 < mq && mq < P) { // an integer below 2^53: exact, no search needed
                long f = c >> mq;
                if (f << mq == c) {
                    return toChars(f, 0, out, pos);
                }
            }
            return toDecimal(-mq, c, 0, out, pos);
        }
        if (t != 0) { // subnormal
            return t < C_TINY ? toDecimal(Q_MIN, 10 * t, -1, out, pos) : toDecimal(Q_MIN, t, 0, out, pos);
        }
        out[pos++] = '0';
        out[pos++] = '.';
        out[pos++] = '0';
        return pos;
    }

    /** Finds the shortest decimal in the rounding interval of c * 2^q, then writes it. */
    private static int toDecimal(int q, long c, int dk, byte[] out, int pos) {
        int odd = (int) c & 1;
        long cb = c << 2;
        long cbr = cb + 2;
        long cbl;
        int k;
        if (c != C_MIN || q == Q_MIN) {
            cbl = cb - 2;
            k = flog10pow2(q);
        } else { // the lower neighbour is closer: the interval is asymmetric
            cbl = cb - 1;
            k = flog10threeQuartersPow2(q);
        }
        int h = q + flog2pow10(-k) + 2;
        int i = (k - K_MIN) << 1;
        long g1 = G[i];
        long g0 = G[i + 1];
        long vb = rop(g1, g0, cb << h);
        long vbl = rop(g1, g0, cbl << h);
        long vbr = rop(g1, g0, cbr << h);

        long s = vb >> 2;
        if (s >= 100) { // try one digit fewer first
            long sp10 = 10 * Math.multiplyHigh(s, 115_292_150_460_684_698L << 4);
            long tp10 = sp10 + 10;
            boolean upin = vbl + odd <= sp10 << 2;
            boolean wpin = (tp10 << 2) + odd <= vbr;
            if (upin != wpin) {
                return toChars(upin ? sp10 : tp10, k, out, pos);
            }
        }
        long tt = s + 1;
        boolean uin = vbl + odd <= s << 2;
        boolean win = (tt << 2) + odd <= vbr;
        if (uin != win) {
            return toChars(uin ? s : tt, k + dk, out, pos);
        }
        long cmp = vb - ((s + tt) << 1);
        return toChars(cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : tt, k + dk, out, pos);
    }

    /** Rounds to odd the top 64 bits of g * cp (g is 126 bits). */
    private static long rop(long g1, long g0, long cp) {
        long x1 = Math.multiplyHigh(g0, cp);
        long y0 = g1 * cp;
        long y1 = Math.multiplyHigh(g1, cp);
        long z = (y0 >>> 1) + x1;
        long vbp = y1 + (z >>> 63);
        return vbp | ((z & MASK_63) + MASK_63) >>> 63;
    }

    /** Writes f * 10^e (f &gt; 0) in {@code Double.toString}'s layout. */
    private static int toChars(long f, int e, byte[] out, int pos) {
        while (f % 10 == 0) { // at most a few: the search returns few trailing zeros
            f /= 10;
            e++;
        }
        int n = flog10pow2(Long.SIZE - Long.numberOfLeadingZeros(f)); // digits of f
        if (f >= POW10[n]) {
            n++;
        }
        int x = n + e; // the value is 0.d1d2..dn * 10^x
        if (0 < x && x <= 7) { // 1 <= value < 10^7: ddd.ddd, at least one fraction digit
            if (x >= n) { // an integer: digits, zeros, ".0"
                writeDigits(f, n, out, pos);
                pos += n;
                for (int z = n; z < x; z++) {
                    out[pos++] = '0';
                }
                out[pos++] = '.';
                out[pos++] = '0';
                return pos;
            }
            writeDigits(f, n, out, pos + 1); // then the integer digits move one left, before the point
            for (int i = 0; i < x; i++) { // at most 7: cheaper than moving the fraction with arraycopy
                out[pos + i] = out[pos + i + 1];
            }
            out[pos + x] = '.';
            return pos + n + 1;
        }
        if (-3 < x && x <= 0) { // 10^-3 <= value < 1: 0.00ddd
            out[pos++] = '0';
            out[pos++] = '.';
            for (int z = x; z < 0; z++) {
                out[pos++] = '0';
            }
            writeDigits(f, n, out, pos);
            return pos + n;
        }
        // d.dddE[-]n, at least one fraction digit
        writeDigits(f, n, out, pos + 1);
        out[pos] = out[pos + 1];
        out[pos + 1] = '.';
        int end = pos + n + 1;
        if (n == 1) {
            out[end++] = '0';
        }
        out[end++] = 'E';
        int exp = x - 1;
        if (exp < 0) {
            out[end++] = '-';
            exp = -exp;
        }
        if (exp >= 100) {
            int h = exp / 100;
            out[end++] = (byte) ('0' + h);
            exp -= h * 100;
            out[end++] = PAIRS[exp << 1];
            out[end++] = PAIRS[(exp << 1) + 1];
        } else if (exp >= 10) {
            out[end++] = PAIRS[exp << 1];
            out[end++] = PAIRS[(exp << 1) + 1];
        } else {
            out[end++] = (byte) ('0' + exp);
        }
        return end;
    }

    /** Writes the n digits of f (10^(n-1) &lt;= f &lt; 10^n) at out[pos], right to left, two at a time. */
    private static void writeDigits(long f, int n, byte[] out, int pos) {
        int end = pos + n;
        while (f >= 100_000_000L) {
            long q = f / 100_000_000L;
            write8((int) (f - q * 100_000_000L), out, end - 8);
            end -= 8;
            f = q;
        }
        int v = (int) f;
        if (v >= 10_000_000) { // 8 digits left, as in most 16-digit values
            write8(v, out, end - 8);
            return;
        }
        while (v >= 100) {
            int q = v / 100;
            int r = (v - q * 100) << 1;
            out[--end] = PAIRS[r + 1];
            out[--end] = PAIRS[r];
            v = q;
        }
        if (v >= 10) {
            out[--end] = PAIRS[(v << 1) + 1];
            out[--end] = PAIRS[v << 1];
        } else {
            out[--end] = (byte) ('0' + v);
        }
    }

    /**
     * Writes the 8 digits of v (below 10^8) with one 8-byte store: v is split into two 4-digit
     * numbers in the two 32-bit lanes of a long, each into two 2-digit numbers in 16-bit lanes, and
     * each of those into its two digits in 8-bit lanes, with a multiply and shift per step (exact
     * for these ranges: x * 5243 >>> 19 is x / 100 below 43,699, x * 103 >>> 10 is x / 10 below 179).
     * Against two digits per table load and eight single-byte stores, canada.json's doubles wrote
     * 7% faster, and 7% again where 8 digits are left after the loop (a same-JVM loop over its 111,126
     * numbers, JDK 17 and 25).
     */
    private static void write8(int v, byte[] out, int pos) {
        int hi = v / 10_000;
        long x = hi | (long) (v - hi * 10_000) << 32;
        long y = (x * 5243 >>> 19) & 0x0000_007F_0000_007FL;
        long w = y | (x - y * 100) << 16;
        long t = (w * 103 >>> 10) & 0x000F_000F_000F_000FL;
        LONGS.set(out, pos, (t | (w - t * 10) << 8) + 0x3030_3030_3030_3030L);
    }

    /** floor(q * log10(2)), exact for |q| <= 5456721. */
    private static int flog10pow2(int q) {
        return (int) (q * 661_971_961_083L >> 41);
    }

    /** floor(q * log10(2) + log10(3/4)), exact for |q| <= 5456721. */
    private static int flog10threeQuartersPow2(int q) {
        return (int) (q * 661_971_961_083L + -274_743_187_321L >> 41);
    }

    /** floor(e * log2(10)), exact for |e| <= 1838394. */
    private static int flog2pow10(int e) {
        return (int) (e * 913_124_641_741L >> 38);
    }

    private static long[] powersOfTen() {
        long[] g = new long[(K_MAX - K_MIN + 1) * 2];
        for (int k = K_MIN; k <= K_MAX; k++) {
            int e = -k; // g = floor(10^e * 2^(125 - floor(log2 10^e))) + 1
            int shift = 125 - flog2pow10(e);
            BigInteger v;
            if (e >= 0) {
                BigInteger p = BigInteger.TEN.pow(e);
                v = shift >= 0 ? p.shiftLeft(shift) : p.shiftRight(-shift);
            } else {
                v = BigInteger.ONE.shiftLeft(shift).divide(BigInteger.TEN.pow(-e));
            }
            v = v.add(BigInteger.ONE);
            int i = (k - K_MIN) << 1;
            g[i] = v.shiftRight(63).longValueExact();
            g[i + 1] = v.longValue() & MASK_63;
        }
        return g;
    }
}
