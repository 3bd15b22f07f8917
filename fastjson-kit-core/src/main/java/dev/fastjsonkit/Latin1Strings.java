/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.reflect.Field;

/**
 * Gives read access to the ISO-8859-1 bytes a compact {@code String} already holds, so that the
 * generator can check and copy them eight bytes a step instead of decoding one {@code char} at a
 * time. No public API says whether a string is stored as Latin-1 (the JDK keeps this in the private
 * fields {@code value} and {@code coder}), so this reads them through {@code sun.misc.Unsafe}, only
 * ever reading, never writing.
 *
 * <p>Used on JDK 17 to 23 only. From JDK 24 on, the first use of {@code sun.misc.Unsafe}'s memory
 * access prints a warning (JEP 498), which a library must not cause: there, and wherever the
 * fields cannot be found ({@code -XX:-CompactStrings}, another JVM's layout), {@link #bytes}
 * returns null and the generator leaves every string to jackson-core's own code, which writes the
 * same bytes (paths over public API, {@code String.getBytes} among them, measured no faster there:
 * see {@code EngineGenerator.LATIN1_ACCESS}). Property names written again as the same instance
 * still come from {@link NameCache} on every JDK.
 */
final class Latin1Strings {
    private static final sun.misc.Unsafe UNSAFE;
    private static final long VALUE;
    private static final long CODER;

    /** The last JDK feature release on which {@code sun.misc.Unsafe}'s memory access is silent. */
    static final int LAST_SILENT_JDK = 23;

    static {
        sun.misc.Unsafe u = null;
        long value = -1;
        long coder = -1;
        if (Runtime.version().feature() <= LAST_SILENT_JDK && !Boolean.getBoolean("fastjsonkit.noLatin1Access")) {
            try {
                Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
                f.setAccessible(true);
                sun.misc.Unsafe candidate = (sun.misc.Unsafe) f.get(null);
                Field v = String.class.getDeclaredField("value");
                Field c = String.class.getDeclaredField("coder");
                if (v.getType() == byte[].class && c.getType() == byte.class) {
                    value = candidate.objectFieldOffset(v);
                    coder = candidate.objectFieldOffset(c);
                    u = works(candidate, value, coder) ? candidate : null;
                }
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                u = null;
            }
        }
        UNSAFE = u;
        VALUE = value;
        CODER = coder;
    }

    private Latin1Strings() {
    }

    /** Returns whether strings' bytes are read directly on this JVM. */
    static boolean available() {
        return UNSAFE != null;
    }

    /**
     * Returns the string's own ISO-8859-1 bytes (one per char, never to be written to), or null
     * when the string holds a char above U+00FF or direct access is off on this JVM.
     */
    static byte[] bytes(String s) {
        if (UNSAFE == null || UNSAFE.getByte(s, CODER) != 0) {
            return null;
        }
        return (byte[]) UNSAFE.getObject(s, VALUE);
    }

    /** Checks the layout on two known strings: a Latin-1 one gives its bytes, a UTF-16 one none. */
    private static boolean works(sun.misc.Unsafe u, long value, long coder) {
        String latin1 = new String(new char[] {'a', '\u00e9'});
        Object b = u.getByte(latin1, coder) == 0 ? u.getObject(latin1, value) : null;
        return b instanceof byte[] bytes && bytes.length == 2 && bytes[0] == 'a' && bytes[1] == (byte) 0xe9
                && u.getByte(new String(new char[] {'\u0100'}), coder) != 0;
    }
}
