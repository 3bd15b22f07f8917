package dev.fastjsonkit.codec;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class DoubleTextTest {

    private static double parse(String s) {
        char[] c = ("xx" + s + "yy").toCharArray();
        return DoubleText.parse(c, 2, s.length());
    }

    /** The fast path either declines (NaN) or returns exactly Double.parseDouble's bits. */
    private static void agrees(String s) {
        double v = parse(s);
        if (!Double.isNaN(v)) {
            assertThat(Double.doubleToRawLongBits(v)).as(s).isEqualTo(Double.doubleToRawLongBits(Double.parseDouble(s)));
        }
    }

    @Property(tries = 3000)
    void agreesWithParseDoubleOnAnyDouble(@ForAll double d) {
        if (!Double.isNaN(d) && !Double.isInfinite(d)) {
            agrees(Double.toString(d));
        }
    }

    @Property(tries = 3000)
    void agreesWithParseDoubleOnShortDecimals(@ForAll @LongRange(min = -999_999_999_999_999L, max = 999_999_999_999_999L)
            long mantissa, @ForAll @IntRange(min = 0, max = 25) int decimals, @ForAll @IntRange(min = -30, max = 30) int exp) {
        String digits = Long.toString(Math.abs(mantissa));
        String sign = mantissa < 0 ? "-" : "";
        String s = decimals >= digits.length() ? sign + "0." + "0".repeat(decimals - digits.length()) + digits
                : sign + digits.substring(0, digits.length() - decimals) + (decimals > 0 ? "." + digits.substring(digits.length() - decimals) : "");
        agrees(s);
        agrees(s + "e" + exp);
        agrees(s + "E+" + Math.abs(exp));
    }

    @Test
    void takesTheFastPathForTypicalRatesAndPrices() {
        assertThat(parse("3.67")).isEqualTo(3.67);
        assertThat(parse("2070.81")).isEqualTo(2070.81);
        assertThat(parse("-0.0")).isEqualTo(-0.0);
        assertThat(Double.doubleToRawLongBits(parse("-0.0"))).isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertThat(parse("1")).isEqualTo(1.0);
        assertThat(parse("0.376")).isEqualTo(0.376);
        assertThat(parse("1e22")).isEqualTo(1e22);
        assertThat(parse("000.5")).isEqualTo(0.5);
    }

    @Test
    void declinesWhatItCannotParseExactly() {
        assertThat(parse("-65.613616999999977")).isNaN(); // 17 digits
        assertThat(parse("1e23")).isNaN();
        assertThat(parse("1e-23")).isNaN();
        assertThat(parse("1e99999")).isNaN();
        assertThat(parse("NaN")).isNaN();
        assertThat(parse("Infinity")).isNaN();
        assertThat(parse("+1")).isNaN();
        assertThat(parse("-")).isNaN();
        assertThat(parse(".")).isNaN();
        assertThat(parse("1e")).isNaN();
        assertThat(parse("1e+")).isNaN();
        assertThat(parse("1x")).isNaN();
        assertThat(DoubleText.parse(null, 0, 0)).isNaN();
    }
}
