/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import com.fasterxml.jackson.core.SerializableString;
import java.nio.charset.StandardCharsets;

/**
 * The encoded properties {@link FieldWriter} takes: {@code ,"name":} and optionally a value, as
 * UTF-8, zero-padded to a multiple of eight bytes plus sixteen, with the property's length in the
 * last byte (never copied: a word copy of the property reads at most seven bytes past it). The
 * name is Jackson's {@code SerializedString}'s quoted UTF-8, which is what jackson-core's
 * {@code writeFieldName(SerializableString)} writes between the quotes. Public for the kit's bean
 * serializer in the parent package; for use by the kit only.
 */
public final class FieldBytes {
    /** Longest property encoded; longer ones are written token by token. */
    public static final int MAX_LENGTH = 120;

    private FieldBytes() {}

    /**
     * Returns {@code ,"name":value} encoded, or null if it is longer than {@link #MAX_LENGTH} bytes or
     * the name cannot be encoded (a lone surrogate).
     *
     * @param name the property name
     * @param value the value's JSON text, ASCII (empty for the name alone)
     * @return the encoded property, or null
     */
    public static byte[] of(SerializableString name, String value) {
        return of(name, value.getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] of(SerializableString name, byte[] v) {
        byte[] quoted;
        try {
            quoted = name.asQuotedUTF8();
        } catch (IllegalArgumentException e) { // a lone surrogate: jackson-core's write fails there, token by token
            return null;
        }
        int len = quoted.length + 4 + v.length;
        if (len > MAX_LENGTH) {
            return null;
        }
        byte[] out = new byte[(len + 7 & -8) + 16];
        out[0] = ',';
        out[1] = '"';
        System.arraycopy(quoted, 0, out, 2, quoted.length);
        out[quoted.length + 2] = '"';
        out[quoted.length + 3] = ':';
        System.arraycopy(v, 0, out, quoted.length + 4, v.length);
        out[out.length - 1] = (byte) len;
        return out;
    }

    /**
     * Returns the length of the property in {@code encoded}.
     *
     * @param encoded an encoded property
     * @return its length in bytes
     */
    public static int length(byte[] encoded) {
        return encoded[encoded.length - 1];
    }

    /**
     * Returns, per constant, the property with the constant's string as value (quoted as
     * jackson-core's {@code writeString(SerializableString)} writes it), or null if
     * {@code strings} is null or one is too long or cannot be encoded.
     *
     * @param name the property name
     * @param strings the constants' strings, by ordinal; may be null
     * @return the encoded properties by ordinal, or null
     */
    public static byte[][] enumFields(SerializableString name, SerializableString[] strings) {
        if (strings == null) {
            return null;
        }
        byte[][] out = new byte[strings.length][];
        for (int i = 0; i < strings.length; i++) {
            byte[] quoted;
            try {
                quoted = strings[i].asQuotedUTF8();
            } catch (IllegalArgumentException e) {
                return null;
            }
            byte[] v = new byte[quoted.length + 2];
            v[0] = '"';
            System.arraycopy(quoted, 0, v, 1, quoted.length);
            v[v.length - 1] = '"';
            out[i] = of(name, v);
            if (out[i] == null) {
                return null;
            }
        }
        return out;
    }
}
