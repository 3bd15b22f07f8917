/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An enum property's constants by the texts the mapper's enum deserializer accepts for them, for
 * {@link PropertyRun#runEnum}: a lookup by text, and the texts a run may compare straight against
 * its input bytes (those of printable ASCII other than {@code "} and {@code \}, which JSON carries
 * unescaped), each encoded as {@link GeneratedDeserializer#runName} encodes names. Comparing bytes
 * spares the run a string and a hash lookup per value (MediaItem's three enum values: 3.2% of its
 * generated read in {@code HashMap.get}, plus their strings, JFR). Immutable. For use by
 * generated code only.
 */
public final class EnumTexts {
    /** More texts than this are looked up by string only. */
    private static final int MAX_COMPARED = 16;

    private final Map<String, Object> byText;
    private final long[][] encoded;
    private final String[] texts;
    private final Object[] constants;

    private EnumTexts(Map<String, Object> byText) {
        this.byText = byText;
        List<String> plain = new ArrayList<>();
        for (String t : byText.keySet()) {
            if (plainAscii(t)) {
                plain.add(t);
            }
        }
        int n = plain.size() <= MAX_COMPARED ? plain.size() : 0;
        encoded = new long[n][];
        texts = new String[n];
        constants = new Object[n];
        for (int k = 0; k < n; k++) {
            texts[k] = plain.get(k);
            constants[k] = byText.get(texts[k]);
            encoded[k] = encode(texts[k].getBytes(StandardCharsets.US_ASCII));
        }
    }

    /**
     * Returns the constants of {@code byText}.
     *
     * @param byText the constants by accepted text; copied
     * @return the texts
     */
    public static EnumTexts of(Map<String, Object> byText) {
        return new EnumTexts(new HashMap<>(byText));
    }

    /**
     * Returns the constant for {@code text}.
     *
     * @param text the string value
     * @return the constant, or null if the text is not one of them
     */
    public Object get(String text) {
        return byText.get(text);
    }

    /**
     * Returns how many texts may be compared as bytes.
     *
     * @return the count
     */
    public int compared() {
        return encoded.length;
    }

    /**
     * Returns compared text {@code k} encoded: element 0 its byte length plus one (the closing
     * quote), then its bytes and the quote eight to a word, little-endian, zero padded.
     *
     * @param k the index, below {@link #compared()}
     * @return the encoded text
     */
    public long[] encoded(int k) {
        return encoded[k];
    }

    /**
     * Returns compared text {@code k}.
     *
     * @param k the index, below {@link #compared()}
     * @return the text
     */
    public String text(int k) {
        return texts[k];
    }

    /**
     * Returns the constant of compared text {@code k}.
     *
     * @param k the index, below {@link #compared()}
     * @return the constant
     */
    public Object constant(int k) {
        return constants[k];
    }

    private static boolean plainAscii(String t) {
        for (int k = 0; k < t.length(); k++) {
            char c = t.charAt(k);
            if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
                return false;
            }
        }
        return true;
    }

    /** Encodes {@code q} and a closing quote as {@link #encoded(int)} describes. */
    static long[] encode(byte[] q) {
        int len = q.length + 1;
        long[] out = new long[1 + (len + 7) / 8];
        out[0] = len;
        for (int k = 0; k < len; k++) {
            long v = k < q.length ? q[k] & 0xFF : '"';
            out[1 + k / 8] |= v << ((k % 8) * 8);
        }
        return out;
    }
}
