/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
     * {@code ALLOW_NON_NUMERIC_NUMBERS}) goes to {@link JsonParser#getDoubleValue()}. An integer token
     * reads as Jackson reads it, through its integer value: integer {@code -0} is {@code 0.0}, not the
     * {@code -0.0} that {@code Double.parseDouble("-0")} returns; a float token keeps its sign
     * ({@code -0.0} and {@code -0e0} read as {@code -0.0}, as in Jackson).
     */
    static double read(JsonParser p) throws IOException {
        if (p.hasTextCharacters() || p.getTextLength() > 0) {
            try {
                double d = NumberInput.parseDouble(p.getTextCharacters(), p.getTextOffset(), p.getTextLength(), true);
                // adding +0.0 turns -0.0 into 0.0 and leaves every other value as it is
                return p.currentToken() == JsonToken.VALUE_NUMBER_INT ? d + 0.0 : d;
            } catch (NumberFormatException e) {
                // not a plain decimal number: Jackson decides, as it would without this class
            }
        }
        return p.getDoubleValue();
    }
}
