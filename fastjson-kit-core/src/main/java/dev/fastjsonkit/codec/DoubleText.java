package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;

/**
 * Reads the double of the current number token without a {@code String}: short numbers (at most
 * 15 significant digits, decimal exponent within ±22) take Clinger's exact fast path, where one
 * IEEE multiplication or division of two exactly representable doubles gives the correctly
 * rounded result, bit-equal to {@link Double#parseDouble}. Everything else goes to
 * {@link JsonParser#getDoubleValue()}.
 */
final class DoubleText {
    private DoubleText() {}

    private static final double[] POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    };

    /** Returns the value of the current {@code VALUE_NUMBER_FLOAT} or {@code VALUE_NUMBER_INT} token. */
    static double read(JsonParser p) throws IOException {
        double v = parse(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        return v == v ? v : p.getDoubleValue();
    }

    /**
     * Returns the value of {@code len} chars of JSON number text, or NaN if the text is outside the
     * exact fast path (the caller then asks the parser).
     */
    static double parse(char[] c, int off, int len) {
        // 18+ chars almost always carry 16+ significant digits (canada.json's coordinates): skip
        // the scan, the parser's own path is the right one
        if (c == null || len <= 0 || len > 17) {
            return Double.NaN;
        }
        int i = off;
        final int end = off + len;
        boolean neg = false;
        if (c[i] == '-') {
            neg = true;
            if (++i == end) {
                return Double.NaN;
            }
        }
        long m = 0;
        int digits = 0; // significant digits in m
        int anyDigits = 0;
        int scale = 0; // digits after the point
        char ch = 0;
        for (; i < end; i++) {
            ch = c[i];
            if (ch < '0' || ch > '9') {
                break;
            }
            anyDigits++;
            if (m != 0 || ch != '0') {
                m = m * 10 + (ch - '0');
                digits++;
            }
        }
        if (i < end && ch == '.') {
            for (i++; i < end; i++) {
                ch = c[i];
                if (ch < '0' || ch > '9') {
                    break;
                }
                anyDigits++;
                scale++;
                if (m != 0 || ch != '0') {
                    m = m * 10 + (ch - '0');
                    digits++;
                }
            }
        }
        if (anyDigits == 0 || digits > 15) {
            return Double.NaN;
        }
        int exp = 0;
        if (i < end) {
            ch = c[i];
            if (ch != 'e' && ch != 'E') {
                return Double.NaN;
            }
            if (++i == end) {
                return Double.NaN;
            }
            boolean expNeg = false;
            ch = c[i];
            if (ch == '-' || ch == '+') {
                expNeg = ch == '-';
                i++;
            }
            int expDigits = 0;
            for (; i < end; i++) {
                ch = c[i];
                if (ch < '0' || ch > '9' || ++expDigits > 4) {
                    return Double.NaN;
                }
                exp = exp * 10 + (ch - '0');
            }
            if (expDigits == 0) {
                return Double.NaN;
            }
            if (expNeg) {
                exp = -exp;
            }
        }
        double v;
        if (m == 0) {
            v = 0.0;
        } else {
            int p10 = exp - scale;
            if (p10 < 0) {
                if (p10 < -22) {
                    return Double.NaN;
                }
                v = (double) m / POW10[-p10];
            } else {
                if (p10 > 22) {
                    return Double.NaN;
                }
                v = (double) m * POW10[p10];
            }
        }
        return neg ? -v : v;
    }
}
