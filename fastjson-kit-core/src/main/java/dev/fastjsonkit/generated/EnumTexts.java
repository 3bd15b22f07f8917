/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
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
     * Returns the constants of enum property {@code sp} by the texts its resolved deserializer
     * accepts for them: each constant's {@code name()} and {@code toString()}, read once through
     * that deserializer; a text it maps to another constant, or refuses, is left out (and so left
     * to the deserializer when read).
     *
     * @param sp the property, resolved
     * @param ctxt the context it was resolved in
     * @return the texts; none if the property's type is not an enum
     */
    public static EnumTexts of(SettableBeanProperty sp, DeserializationContext ctxt) {
        Object[] constants = sp.getType().getRawClass().getEnumConstants();
        Map<String, Object> out = new HashMap<>();
        if (constants == null) {
            return new EnumTexts(out);
        }
        JsonDeserializer<Object> d = sp.getValueDeserializer();
        for (Object c : constants) {
            for (String s : new String[] {((Enum<?>) c).name(), c.toString()}) {
                try {
                    // not ctxt.bufferForInputBuffering(): during a read that buffer takes the parser's
                    // context, and every constant came back unknown (MediaItem's enums read through
                    // Jackson's EnumDeserializer, 3% of the read, JFR)
                    TokenBuffer tb = new TokenBuffer((ObjectCodec) null, false);
                    tb.writeString(s);
                    try (JsonParser tp = tb.asParser()) {
                        tp.nextToken();
                        Object v = d.deserialize(tp, ctxt);
                        if (v == c) {
                            out.put(s, c);
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    // not accepted as this constant: left to Jackson's deserializer
                }
            }
        }
        return new EnumTexts(out);
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

    /**
     * Encodes {@code q} and a closing quote as {@link #encoded(int)} describes: the layout in which
     * {@link PropertyRun} compares names and texts against its input.
     *
     * @param q the bytes of a JSON string's content, escaped as JSON carries them
     * @return element 0 the number of bytes compared, then the bytes eight to a word
     */
    public static long[] encode(byte[] q) {
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
