package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.NumberInput;
import java.io.IOException;

/**
 * Reads the double of the current number token without making a {@code String} of it: the
 * parser's own characters go to jackson-core's FastDoubleParser ({@link NumberInput#parseDouble(char[],
 * int, int, boolean)}), which rounds correctly, so the bits equal {@link Double#parseDouble}'s and
 * {@link JsonParser#getDoubleValue()}'s. {@code getDoubleValue()} itself makes a {@code String} per
 * value in jackson-core 2.22 (jackson-core#1313); that String is what this class saves.
 */
final class DoubleText {
    private DoubleText() {}

    /**
     * Returns the value of the current {@code VALUE_NUMBER_FLOAT} or {@code VALUE_NUMBER_INT} token.
     * Text that FastDoubleParser does not take (such as {@code NaN} under
     * {@code ALLOW_NON_NUMERIC_NUMBERS}) goes to {@link JsonParser#getDoubleValue()}.
     */
    static double read(JsonParser p) throws IOException {
        if (p.hasTextCharacters() || p.getTextLength() > 0) {
            try {
                return NumberInput.parseDouble(p.getTextCharacters(), p.getTextOffset(), p.getTextLength(), true);
            } catch (NumberFormatException e) {
                // not a plain decimal number: Jackson decides, as it would without this class
            }
        }
        return p.getDoubleValue();
    }
}
