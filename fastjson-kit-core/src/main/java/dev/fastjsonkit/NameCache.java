/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

/**
 * The bytes of property names a thread wrote recently, quoted and escaped, so that a name written
 * again (a {@code Map} key or a tree's field name is the same {@code String} instance in every
 * entry the parser made) is one word copy instead of a check of each char. A table of 1024 slots
 * chosen by the name's hash, keyed by identity: a name is stored the second time it is seen in its
 * slot, so a document of unique keys pays one reference store per name and allocates nothing, and
 * only into an empty slot, so that two names sharing a slot never replace each other on every use
 * (with replacement, citm_catalog's {@code Map} write allocated 1.42 instead of 0.94 MB).
 * The bytes stored are the ones the generator just wrote for the name, so they are jackson-core's
 * by construction.
 *
 * <p>One table per thread. A generator handed to another thread may share it with that thread's
 * own generators; entries are immutable and replaced whole, so a race loses an entry, never
 * mixes two.
 */
final class NameCache {
    private static final ThreadLocal<NameCache> PER_THREAD = ThreadLocal.withInitial(NameCache::new);

    /** The longest name cached, in chars; its bytes quoted take at most {@link #MAX_BYTES}. */
    static final int MAX_CHARS = 48;
    /** Room a cached name's copy needs: 6 bytes a char, 2 quotes, rounded up to whole words. */
    static final int MAX_BYTES = (MAX_CHARS * 6 + 2 + 7) & ~7;
    static final int MASK = 1023;

    /**
     * A name and its bytes quoted, padded to a multiple of eight bytes so it is copied in words,
     * and the hex digits they were escaped with (a name with a control char is written
     * {@code \u001F} or {@code \u001f}, as the generator's hex case says); {@code first} and
     * {@code second} are its first sixteen bytes (zeros past the padding), so that a name of up to
     * sixteen bytes quoted is stored from the entry without a load of its array (citm_catalog.json's
     * {@code Map} written back, {@code SameJvmCheck}, 3 interleaved pairs: 1.49-1.67 of plain
     * Jackson against 1.41-1.48 on Temurin 25; JDK 17, 2 pairs, medians of the same rounds:
     * 1.48-1.55 against 1.42-1.47). Four words, for names of up to 32 bytes, measured no better on
     * twitter.json's {@code Map} (1.15-1.16 against 1.19-1.20, Temurin 25).
     */
    record Entry(String name, byte[] hex, byte[] words, int length, long first, long second) {}

    private final Entry[] entries = new Entry[MASK + 1];
    private final String[] seen = new String[MASK + 1];

    private NameCache() {
    }

    static NameCache current() {
        return PER_THREAD.get();
    }

    /** Returns the entry for this very name instance in its slot, written with these hex digits, or null. */
    Entry get(String name, int slot, byte[] hex) {
        Entry e = entries[slot];
        return e != null && e.name == name && e.hex == hex ? e : null;
    }

    /**
     * Notes that {@code out[from, to)} are the bytes just written for {@code name} with these hex
     * digits; stores them if the name was seen in its slot before.
     */
    void written(String name, int slot, byte[] hex, byte[] out, int from, int to) {
        if (entries[slot] != null) {
            return;
        }
        if (seen[slot] != name) {
            seen[slot] = name;
            return;
        }
        int length = to - from;
        byte[] words = new byte[(length + 7) & ~7];
        System.arraycopy(out, from, words, 0, length);
        entries[slot] = new Entry(name, hex, words, length, ByteWriting.word(words, 0),
                words.length > 8 ? ByteWriting.word(words, 8) : 0);
    }
}
