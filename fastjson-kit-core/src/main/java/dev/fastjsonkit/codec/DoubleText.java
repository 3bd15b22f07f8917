package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.NumberInput;
import java.io.IOException;

/**
 * Reads the double of the current number token without making a {@code String} of it, from the
 * parser's own characters. {@code getDoubleValue()} makes a {@code String} per value in
 * jackson-core 2.22 (jackson-core#1313); that String is what this class saves.
 *
 * <p>Two ways, both correctly rounded, so the bits always equal {@link Double#parseDouble}'s and
 * {@link JsonParser#getDoubleValue()}'s:
 * <ul>
 * <li>a plain decimal of at most 18 significant digits whose digits, read as an integer {@code m}, are at most
 *   2<sup>53</sup>, with at most 22 digits after the point (prices, rates, GPS coordinates): one
 *   IEEE division {@code m / 10^k} of two exactly representable doubles, which rounds the exact
 *   quotient once, i.e. correctly (Clinger's fast path, "How to read floating point numbers
 *   accurately", PLDI 1990);</li>
 * <li>everything else (more digits, an exponent): jackson-core's FastDoubleParser
 *   ({@link NumberInput#parseDouble(char[], int, int, boolean)}).</li>
 * </ul>
 */
final class DoubleText {
    private DoubleText() {}

    /** 10^0 to 10^22: every one of them is exactly representable as a double. */
    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * Returns the value of the current {@code VALUE_NUMBER_FLOAT} or {@code VALUE_NUMBER_INT} token.
     * Text that FastDoubleParser does not take (such as {@code NaN} under
     * {@code ALLOW_NON_NUMERIC_NUMBERS}) goes to {@link JsonParser#getDoubleValue()}.
     */
    static double read(JsonParser p) throws IOException {
        if (p.hasTextCharacters() || p.getTextLength() > 0) {
            char[] text = p.getTextCharacters();
            int off = p.getTextOffset();
            int len = p.getTextLength();
            double d = shortDecimal(text, off, len);
            if (d == d) { // not NaN: the fast path took it
                return d;
            }
            try {
                return NumberInput.parseDouble(text, off, len, true);
            } catch (NumberFormatException e) {
                // not a plain decimal number: Jackson decides, as it would without this class
            }
        }
        return p.getDoubleValue();
    }

    /**
     * Returns the double of {@code [-]digits[.digits]} by Clinger's fast path, or NaN when the text
     * has another form (an exponent, a sign other than a leading minus, no digit) or is outside the
     * path's exact range (more than 18 digits after leading zeros, digits above 2<sup>53</sup>,
     * more than 22 after the point).
     */
    static double shortDecimal(char[] text, int off, int len) {
        int i = off;
        int end = off + len;
        boolean negative = i < end && text[i] == '-';
        if (negative) {
            i++;
        }
        long m = 0;
        int digits = 0;
        int significant = 0;
        int fraction = -1; // digits after the point; -1 until the point is seen
        for (; i < end; i++) {
            char c = text[i];
            if (c >= '0' && c <= '9') {
                digits++;
                if (m != 0 || c != '0') { // leading zeros do not grow m
                    if (++significant > 18) {
                        return Double.NaN; // m could overflow
                    }
                    m = m * 10 + (c - '0');
                }
                if (fraction >= 0) {
                    fraction++;
                }
            } else if (c == '.' && fraction < 0) {
                fraction = 0;
            } else {
                return Double.NaN;
            }
        }
        if (digits == 0 || m > (1L << 53) || fraction > 22) {
            return Double.NaN;
        }
        double d = fraction <= 0 ? (double) m : (double) m / POW10[fraction];
        return negative ? -d : d;
    }
}
