/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.NumberOutput;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.DupDetector;
import com.fasterxml.jackson.core.json.JsonWriteContext;
import com.fasterxml.jackson.core.json.UTF8JsonGenerator;
import dev.fastjsonkit.generated.FieldWriter;

import java.io.IOException;
import java.io.OutputStream;

/**
 * The engine's UTF-8 generator: jackson-core's {@code UTF8JsonGenerator} with string values and
 * property names written by {@link ByteWriting}, and doubles by {@link DoubleToBytes}.
 * The bytes are jackson-core's; {@code EngineGeneratorTest} compares them for every method.
 *
 * <p>Fast paths (the profile behind them: on twitter.json written back from a tree, jackson-core's
 * string loop {@code _writeStringSegment} was about half of the busy samples):
 * <ul>
 *   <li>a string value or property name stored as Latin-1 ({@link Latin1Strings}, JDK 17 to
 *       23) is checked and copied eight bytes a step, one word load and store each (with
 *       {@code System.arraycopy} for the copy, the call per short name made citm_catalog's tokens
 *       0.94x of jackson-core's). A string stored as UTF-16 is written a char at a time by
 *       {@link ByteWriting#writeChars}. Where strings' bytes cannot be read (JDK 24+) every
 *       string is jackson-core's: a UTF-16 path over {@code String.getChars} measured 0.73x of
 *       jackson-core's there (twitter.json tokens, paired), one over {@code charAt} 0.87x, and
 *       the public-API paths listed at {@link #LATIN1_ACCESS} no faster;</li>
 *   <li>a name given as a {@code SerializedString} (bean properties) from the bytes it caches,
 *       with the comma and quotes, after one room check;</li>
 *   <li>before a string, {@code int}, {@code long} or double value, the separator is stored with
 *       the value after one room check instead of jackson-core's {@code _verifyValueWrite} and its
 *       own check (the same for {@code writeStartObject(Object)} and
 *       {@code writeStartArray(Object, int)} measured no faster on canada's write, and was dropped;
 *       so did {@code writeNull} and {@code writeBoolean}: citm_catalog's tokens, each generator
 *       replayed by its own copy of the loop, paired, were 1.32x and 1.38x of jackson-core's with
 *       them and 1.39x and 1.44x without);</li>
 *   <li>a property name of up to {@link NameCache#MAX_CHARS} chars written again as the same
 *       {@code String} instance (a {@code Map}'s or a tree's keys) is copied from the thread's
 *       {@link NameCache}, on every JDK: two word stores from the entry itself for a name of up
 *       to sixteen bytes quoted, else a word a step from its array. Profile behind it: names were 28% of
 *       twitter.json's {@code Map} write on JDK 17; on Temurin 25, where strings are jackson-core's,
 *       the cache made the twitter and citm_catalog {@code Map} and tree writes 1.11x to 1.23x
 *       faster (paired);</li>
 *   <li>a finite double, under {@code USE_FAST_DOUBLE_WRITER}, by {@link DoubleToBytes}.</li>
 * </ul>
 * Everything the fast paths do not cover goes to jackson-core's own code, unchanged: custom
 * {@code CharacterEscapes}, {@code ESCAPE_NON_ASCII} or any highest non-escaped char, another
 * quote char, {@code ESCAPE_FORWARD_SLASHES}, {@code COMBINE_UNICODE_SURROGATES_IN_UTF8},
 * unquoted names, a pretty printer for names, numbers as strings, nulls, and NaN and infinities.
 * Integer digits stay jackson-core's {@code NumberOutput}: digits written by the unit measured no
 * faster (citm_catalog tokens, paired, 0.94x with them and without).
 */
class EngineGenerator extends UTF8JsonGenerator implements FieldWriter {

    /**
     * Whether strings' Latin-1 bytes are read directly ({@link Latin1Strings}); then a string
     * without them is known to hold a char above U+00FF and takes {@link #writeQuotedChars}. Where
     * they are not, every string is jackson-core's: the same char loop over a Latin-1 string on
     * Temurin 25 made twitter.json's tokens 0.87x of jackson-core's (paired; 1.08x without it).
     *
     * <p>Public-API paths measured there and dropped (Temurin 25, twitter.json, runs of the old and
     * new build interleaved): {@code String.getBytes(UTF_8)}, one byte per char meaning ASCII or a
     * lone surrogate turned to {@code ?}, then the eight-byte check and copy, with surrogate pairs
     * and lone surrogates written back as jackson-core's escapes, and strings with a char above
     * U+00FF at their start, middle or end (UTF-16) sent to {@link ByteWriting#writeChars}. Its
     * string values alone, through each generator: 1.06-1.21x of jackson-core's for strings of 64
     * chars or more, 0.68-0.69x under 16 chars (the array and the call cost more than
     * jackson-core's loop over a few chars), 0.93-1.03x for all of them; the {@code Map} written
     * back 1.01-1.11 against 1.16-1.17 without it ({@code SameJvmCheck}). Short strings narrowed
     * through {@code charAt} into the buffer with a word check, sent to jackson-core, or to
     * {@code writeChars}; a {@code getChars} copy narrowed in the buffer; the deprecated
     * {@code getBytes(int, int, byte[], int)} confirmed by {@code contentEquals}: none made the
     * tokens faster. A string's storage is not public, so every such path pays a copy or a pass
     * that the Latin-1 path does not.
     *
     * <p>Measured again in session 21 (Temurin 25, one JVM, old and new build in both orders,
     * {@code gain = sqrt(r1 / r2)}, VM at load 8-13): strings of 8 to 2,000 chars copied by
     * {@code getChars} into the char buffer, narrowed into the output in one loop that ORs the
     * chars (Latin-1 or not), checked eight bytes a step, the rest and UTF-16 strings written
     * from the char copy: twitter.json written back 0.97, tree 0.92, tokens 0.92, MediaItem
     * 0.99, citm_catalog.json 1.01; a plain-ASCII start by a tight {@code charAt} loop, then
     * {@link ByteWriting#writeChars} (three-byte chars in line, where jackson-core calls
     * {@code _outputMultiByteChar} per char): tokens 1.04, written back 0.94, tree 1.00,
     * MediaItem 1.00; under 8 chars by {@link #writeQuotedChars}: 1.06, 1.02, tokens 0.98,
     * MediaItem 0.99. None shipped.
     */
    private static final boolean LATIN1_ACCESS = Latin1Strings.available();

    private static final int COMBINE_SURROGATES = Feature.COMBINE_UNICODE_SURROGATES_IN_UTF8.getMask();

    /**
     * The hex digits escapes are written with, or null when the escaping is not jackson-core's
     * default and jackson-core's own code writes every string. Kept current by each method that
     * changes what it depends on, so that a write reads one field instead of seven.
     */
    private byte[] hex;

    /** This thread's recent property names and their bytes; looked up at the first name written as a {@code String}. */
    private NameCache names;

    /** The writer of untyped maps' entries through this generator; made at the first. */
    private ContainerWriteModule.EntryWriter entries;

    /** Returns the writer of untyped maps' entries through this generator. */
    ContainerWriteModule.EntryWriter entries() {
        ContainerWriteModule.EntryWriter e = entries;
        return e != null ? e : (entries = new ContainerWriteModule.EntryWriter(this));
    }

    EngineGenerator(IOContext ctxt, int features, ObjectCodec codec, OutputStream out, char quoteChar) {
        super(ctxt, features, codec, out, quoteChar);
        escapingChanged();
    }

    // Reuse by writeValueAsBytes (ExactBytesOutput). Profile behind it: writing the Integer 1 with
    // the shared mapper's writerFor(int.class) spent 48% of its samples making the generator and
    // 35% closing it (JFR, JDK 17), the generated DTO write 10% and 3% (createGenerator, close):
    // the IOContext, ContentReference, generator and root context allocated and set up per call,
    // and the two buffers taken and given back. A generator written by one writeValueAsBytes
    // call, closed and left with the settings the factory made it with, is kept with its buffers
    // by the thread's output and set up again for the next call: only its output position, its
    // closed flag and a new root context, which is all jackson-core's close leaves otherwise.

    /** The settings this generator was made with, compared at each reuse; null unless kept for reuse. */
    private Settings made;

    /**
     * The settings a writer may change: what decides that a kept generator is as new. The flags
     * jackson-core derives from the features ({@code _cfgNumbersAsStrings}, {@code _cfgUnqNames},
     * {@code _cfgWriteHexUppercase}) and this class's {@code hex} follow from these.
     */
    private record Settings(int features, ObjectCodec codec, int[] escapes, int maxChar, CharacterEscapes charEscapes,
            SerializableString separator) {
        Settings(EngineGenerator g) {
            this(g._features, g._objectCodec, g._outputEscapes, g._maximumNonEscapedChar, g._characterEscapes,
                    g._rootValueSeparator);
        }

        /** Whether {@code g} has these settings (the same instances) and no pretty printer. */
        boolean of(EngineGenerator g) {
            return g._features == features && g._objectCodec == codec && g._outputEscapes == escapes
                    && g._maximumNonEscapedChar == maxChar && g._characterEscapes == charEscapes
                    && g._rootValueSeparator == separator && g._cfgPrettyPrinter == null;
        }
    }

    /** The deepest nesting whose contexts a kept generator keeps for the next write. */
    static final int KEPT_DEPTH = 64;

    /**
     * The root output context of a kept generator, whose descendants are made by it and so reused
     * from one write to the next as jackson-core reuses a context's child within one write; null
     * unless kept.
     */
    private KeptContext root;

    /** Marks this new generator, as its factory made it, as one to keep for reuse: its buffers stay with it at close. */
    void keep() {
        made = new Settings(this);
        root = new KeptContext(_writeContext.getDupDetector());
        _writeContext = root;
    }

    /**
     * Returns whether this kept generator was closed after a complete write with the settings it
     * was made with (a writer's feature changes put back first), so that {@link #reuse} gives a
     * generator as the factory makes it; false for one to give up ({@link #giveUp}).
     */
    boolean reusable() {
        if (made == null || !_closed || _outputTail != 0 || _outputBuffer == null || _charBuffer == null) {
            return false;
        }
        if (_features != made.features) {
            overrideStdFeatures(made.features, -1); // as the writer's override set them: the derived settings too
        }
        if (!made.of(this) || _writeContext != root) {
            return false;
        }
        root.dropDeepChain();
        return true;
    }

    /** Sets up this kept generator, {@link #reusable} after its last use, for a new write: as the factory makes one. */
    EngineGenerator reuse() {
        _closed = false;
        _outputTail = 0;
        _writeContext = root.fresh(
                Feature.STRICT_DUPLICATE_DETECTION.enabledIn(_features) ? DupDetector.rootDetector(this) : null);
        return this;
    }

    /**
     * A root output context whose descendants are of this class too (each context keeps one
     * child, as jackson-core's does), set up as a new root for each write of a kept generator: the
     * contexts an object or array of the last write used are used again instead of made again
     * (five per MediaItem write). Their values are cleared as jackson-core's close each one
     * ({@code clearAndGetParent}), so a kept generator holds no written value.
     */
    private static final class KeptContext extends JsonWriteContext {
        /** The root of this context's tree; itself for the root. */
        private final KeptContext top;
        /** At the root: the number of writes begun. Elsewhere: the write that last used this context. */
        private int write;
        /**
         * The index in {@link #leftOutNames} of this context's current name where
         * {@link #property} left it out; -1 for none. An {@code int}: storing it pays no barrier,
         * where storing the name String (in this old context, a reference to another region) paid
         * G1's card-marking barrier and its fence per property.
         */
        private int leftOut = -1;
        /**
         * The names array of the last {@link #property} call: stored only when it changes (once
         * per serializer that writes this context, over all writes), so that it costs no barrier
         * per property either.
         */
        private String[] leftOutNames;

        KeptContext(DupDetector dups) {
            super(TYPE_ROOT, null, dups);
            top = this;
        }

        private KeptContext(int type, KeptContext parent, DupDetector dups, Object value) {
            super(type, parent, dups, value);
            top = parent.top;
            write = top.write;
        }

        @Override
        public JsonWriteContext createChildArrayContext() {
            return child(TYPE_ARRAY, null);
        }

        @Override
        public JsonWriteContext createChildArrayContext(Object value) {
            return child(TYPE_ARRAY, value);
        }

        @Override
        public JsonWriteContext createChildObjectContext() {
            return child(TYPE_OBJECT, null);
        }

        @Override
        public JsonWriteContext createChildObjectContext(Object value) {
            return child(TYPE_OBJECT, value);
        }

        /**
         * As jackson-core's {@code createChild...Context}: within one write the child is made once,
         * then reset. A child last used by an earlier write is as one made now: its duplicate
         * detector is taken from this context's as it is now.
         */
        private JsonWriteContext child(int type, Object value) {
            KeptContext c = (KeptContext) _child;
            if (c == null) {
                _child = c = new KeptContext(type, this, _dups == null ? null : _dups.child(), value);
                if (c.getNestingDepth() > KEPT_DEPTH) {
                    top.tooDeep = true;
                }
                return c;
            }
            if (c.write != top.write) {
                c.write = top.write;
                c._dups = _dups == null ? null : _dups.child();
            }
            c.leftOut = -1;
            return c.reset(type, value);
        }

        /**
         * At the root: whether a context deeper than {@link #KEPT_DEPTH} was made since the
         * chain was last dropped ({@link #dropDeepChain}).
         */
        private boolean tooDeep;

        /**
         * At the root of a generator about to be kept: lets go of its descendants if they reach
         * deeper than {@link #KEPT_DEPTH}, so that a generator kept by its thread holds at most
         * that many contexts after one deep write (jackson-core's nesting limit is 1,000 by
         * default); the next write makes its contexts anew, as a new generator does.
         */
        void dropDeepChain() {
            if (tooDeep) {
                tooDeep = false;
                _child = null;
            }
        }

        /** Sets this root up as a new one with {@code dups}, for a new write. */
        KeptContext fresh(DupDetector dups) {
            reset(TYPE_ROOT, null);
            _dups = dups;
            leftOut = -1;
            write++;
            return this;
        }

        /** As jackson-core's; a name left out before ({@link #property}) is no longer this context's current name. */
        @Override
        public int writeFieldName(String name) throws com.fasterxml.jackson.core.JsonProcessingException {
            leftOut = -1;
            return super.writeFieldName(name);
        }

        /**
         * Does what {@code writeFieldName(names[i])} then {@code writeValue()} do, returning the
         * first one's status, except that without duplicate detection the name is left out:
         * {@link #nameLeftOut} puts it in.
         */
        int property(String[] names, int i) throws com.fasterxml.jackson.core.JsonProcessingException {
            if (_dups != null) {
                int status = writeFieldName(names[i]);
                if (status != STATUS_EXPECT_VALUE) {
                    writeValue();
                }
                return status;
            }
            if (_type != TYPE_OBJECT || _gotName) {
                return STATUS_EXPECT_VALUE;
            }
            if (leftOutNames != names) {
                leftOutNames = names;
            }
            leftOut = i;
            return _index++ < 0 ? STATUS_OK_AS_IS : STATUS_OK_AFTER_COMMA;
        }

        /**
         * Does what {@code writeFieldName(names[i])} does, except that without duplicate detection
         * the name is left out, as {@link #property} leaves it out; for a value jackson-core's code
         * writes next.
         */
        int name(String[] names, int i) throws com.fasterxml.jackson.core.JsonProcessingException {
            if (_dups != null) {
                return writeFieldName(names[i]);
            }
            if (_type != TYPE_OBJECT || _gotName) {
                return STATUS_EXPECT_VALUE;
            }
            _gotName = true;
            if (leftOutNames != names) {
                leftOutNames = names;
            }
            leftOut = i;
            return _index < 0 ? STATUS_OK_AS_IS : STATUS_OK_AFTER_COMMA;
        }

        /** Puts the name {@link #property} or {@link #name} left out into this context. */
        void nameLeftOut() {
            int i = leftOut;
            if (i >= 0) {
                leftOut = -1;
                _currentName = leftOutNames[i];
            }
        }
    }

    /** Gives this kept generator's buffers back to the recycler, as jackson-core's close does, and stops keeping it. */
    void giveUp() {
        made = null;
        super._releaseBuffers();
    }

    /** As jackson-core's, but a kept generator keeps its buffers for its next use. */
    @Override
    protected void _releaseBuffers() {
        if (made == null) {
            super._releaseBuffers();
        }
    }

    private void escapingChanged() {
        boolean fallBack = _characterEscapes != null || _maximumNonEscapedChar != 0 || _outputEscapes != sOutputEscapes
                || _quoteChar != '"' || (_features & COMBINE_SURROGATES) != 0;
        hex = fallBack ? null : _cfgWriteHexUppercase ? ByteWriting.HEX_UPPER : ByteWriting.HEX_LOWER;
    }

    @Override
    public JsonGenerator setCharacterEscapes(CharacterEscapes esc) {
        super.setCharacterEscapes(esc);
        escapingChanged();
        return this;
    }

    @Override
    public JsonGenerator setHighestNonEscapedChar(int charCode) {
        super.setHighestNonEscapedChar(charCode);
        escapingChanged();
        return this;
    }

    @Override
    public JsonGenerator enable(Feature f) {
        super.enable(f);
        escapingChanged();
        return this;
    }

    @Override
    public JsonGenerator disable(Feature f) {
        super.disable(f);
        escapingChanged();
        return this;
    }

    @Override
    protected void _checkStdFeatureChanges(int newFeatureFlags, int changedFeatures) {
        super._checkStdFeatureChanges(newFeatureFlags, changedFeatures);
        escapingChanged();
    }

    @Override
    public void writeString(String text) throws IOException {
        byte[] hex = this.hex;
        byte[] latin1;
        if (hex == null || text == null) {
            super.writeString(text);
            return;
        }
        if ((latin1 = Latin1Strings.bytes(text)) == null) {
            if (!LATIN1_ACCESS) {
                super.writeString(text);
                return;
            }
            writeQuotedChars(beforeValue(WRITE_STRING), text, hex);
            return;
        }
        writeQuoted(beforeValue(WRITE_STRING), latin1, hex);
    }

    @Override
    public void writeFieldName(String name) throws IOException {
        byte[] hex = this.hex;
        if (hex == null || name == null || _cfgPrettyPrinter != null || _cfgUnqNames) {
            super.writeFieldName(name);
            return;
        }
        int len = name.length();
        if (len > NameCache.MAX_CHARS) {
            writeNameUncached(name, hex);
            return;
        }
        NameCache cache = names;
        if (cache == null) {
            names = cache = NameCache.current();
        }
        int slot = name.hashCode() & NameCache.MASK;
        NameCache.Entry e = cache.get(name, slot, hex);
        if (e != null) {
            int status = _writeContext.writeFieldName(name);
            if (status == JsonWriteContext.STATUS_EXPECT_VALUE) {
                super.writeFieldName(name); // the context is unchanged: jackson-core reports the error
                return;
            }
            int length = e.length();
            if (_outputTail + 1 + 16 + length > _outputEnd) {
                _flushBuffer();
            }
            byte[] out = _outputBuffer;
            int p = _outputTail;
            if (status == JsonWriteContext.STATUS_OK_AFTER_COMMA) {
                out[p++] = ',';
            }
            if (length <= 16) { // the bytes held in the entry: no load of its array
                ByteWriting.storeTwoWords(out, p, e.first(), e.second());
            } else {
                ByteWriting.copyWords(e.words(), out, p);
            }
            _outputTail = p + length;
            return;
        }
        if (_outputTail + 1 + NameCache.MAX_BYTES > _outputEnd) {
            _flushBuffer(); // so that the name is written whole, without a flush, and can be taken
        }
        int start = _outputTail;
        writeNameUncached(name, hex);
        if (_outputTail > start) {
            if (_outputBuffer[start] == ',') {
                start++;
            }
            cache.written(name, slot, hex, _outputBuffer, start, _outputTail);
        }
    }

    /** Writes a name as jackson-core does: its Latin-1 bytes eight a step, or jackson-core's own loop. */
    private void writeNameUncached(String name, byte[] hex) throws IOException {
        byte[] latin1 = Latin1Strings.bytes(name);
        if (latin1 == null && !LATIN1_ACCESS) {
            super.writeFieldName(name);
            return;
        }
        int status = _writeContext.writeFieldName(name);
        if (status == JsonWriteContext.STATUS_EXPECT_VALUE) {
            super.writeFieldName(name); // the context is unchanged: jackson-core reports the error
            return;
        }
        int sep = status == JsonWriteContext.STATUS_OK_AFTER_COMMA ? ',' : 0;
        if (latin1 == null) {
            writeQuotedChars(sep, name, hex);
        } else {
            writeQuoted(sep, latin1, hex);
        }
    }

    /**
     * Writes the separator ({@code sep}, or none if 0) and the string, quoted and escaped, one
     * char at a time by {@link ByteWriting#writeChars}: a string known to be stored as UTF-16
     * (where {@link Latin1Strings} is on). Profile behind it: MediaItem's one UTF-16 string (a
     * person's name with a Hangul syllable) took 7% of its {@code writeValueAsBytes} through
     * jackson-core's {@code writeString} (JFR, JDK 17); twitter.json's tokens (many CJK strings)
     * went from 1.23-1.29x to 1.34-1.51x of jackson-core's (paired, noisy machine).
     */
    private void writeQuotedChars(int sep, String text, byte[] hex) throws IOException {
        int len = text.length();
        if (_outputTail + 2 > _outputEnd) {
            _flushBuffer();
        }
        byte[] out = _outputBuffer;
        int p = _outputTail;
        out[p] = (byte) sep;
        p += sep == 0 ? 0 : 1;
        out[p++] = '"';
        int i = 0;
        while (true) {
            long r = ByteWriting.writeChars(text, i, len, _outputBuffer, p, _outputEnd, hex);
            i = (int) (r >>> 32);
            p = (int) r;
            if (i >= len) {
                break;
            }
            _outputTail = p;
            _flushBuffer();
            p = _outputTail;
        }
        _outputTail = p;
        writeByte('"');
    }

    /**
     * Writes the separator ({@code sep}, or none if 0) and the string whose Latin-1 bytes these
     * are, quoted and escaped, eight bytes a step. When the buffer has room for it unescaped, the
     * separator, the quotes and the copy take no flush checks (tokens paired against the previous
     * loop: twitter.json 1.06x, media 1.06x).
     */
    private void writeQuoted(int sep, byte[] latin1, byte[] hex) throws IOException {
        int len = latin1.length;
        int p = _outputTail;
        int i = 0;
        if (len + 3 <= _outputEnd - p) { // room for the string unescaped: one copy, no flush checks
            byte[] out = _outputBuffer;
            out[p] = (byte) sep;
            p += sep == 0 ? 0 : 1;
            out[p++] = '"';
            i = ByteWriting.copyPlain(latin1, 0, len, out, p);
            if (i == len) {
                out[p + len] = '"';
                _outputTail = p + len + 1;
                return;
            }
            _outputTail = p + i;
        } else {
            if (sep != 0) {
                writeByte(sep);
            }
            writeByte('"');
        }
        writeQuotedRest(latin1, i, hex);
    }

    /**
     * Writes {@code latin1} from {@code i} on, escaped, and the closing quote: the rest of a
     * string value whose opening quote and plain start are written.
     */
    private void writeQuotedRest(byte[] latin1, int i, byte[] hex) throws IOException {
        int len = latin1.length;
        while (true) {
            long r = ByteWriting.writeLatin1(latin1, i, len, _outputBuffer, _outputTail, _outputEnd, hex);
            i = (int) (r >>> 32);
            _outputTail = (int) r;
            if (i >= len) {
                break;
            }
            _flushBuffer();
        }
        writeByte('"');
    }

    private void writeByte(int b) throws IOException {
        if (_outputTail >= _outputEnd) {
            _flushBuffer();
        }
        _outputBuffer[_outputTail++] = (byte) b;
    }

    /**
     * Does what jackson-core's {@code _verifyValueWrite} does before a value, except writing its
     * separator: returns the byte to write before the value ({@code :} or {@code ,}), or 0 for
     * none, so that the caller checks for room once for both. The root value separator and a
     * pretty printer's separators are written here, by jackson-core's code or as it does.
     */
    private int beforeValue(String typeMsg) throws IOException {
        if (_cfgPrettyPrinter != null) {
            _verifyValueWrite(typeMsg);
            return 0;
        }
        switch (_writeContext.writeValue()) {
            case JsonWriteContext.STATUS_OK_AFTER_COLON:
                return ':';
            case JsonWriteContext.STATUS_OK_AFTER_COMMA:
                return ',';
            case JsonWriteContext.STATUS_OK_AFTER_SPACE:
                rootValueSeparator();
                return 0;
            case JsonWriteContext.STATUS_EXPECT_NAME:
                _reportCantWriteValueExpectName(typeMsg);
                return 0;
            default:
                return 0;
        }
    }

    /**
     * Does {@link #beforeValue}, makes room for the separator and {@code room} more bytes, stores
     * the separator and returns the position after it, where the value goes.
     */
    private int valueStart(String typeMsg, int room) throws IOException {
        int sep = beforeValue(typeMsg);
        if (_outputTail + 1 + room > _outputEnd) {
            _flushBuffer();
        }
        int p = _outputTail;
        _outputBuffer[p] = (byte) sep;
        return p + (sep == 0 ? 0 : 1);
    }

    /** Writes the root value separator between two root values, as jackson-core's {@code _verifyValueWrite}. */
    private void rootValueSeparator() throws IOException {
        if (_rootValueSeparator != null) {
            byte[] raw = _rootValueSeparator.asUnquotedUTF8();
            if (raw.length > 0) {
                writeRaw(raw);
            }
        }
    }

    /** Writes these bytes as they are, flushing first if they do not fit (jackson-core's {@code _writeBytes}). */
    private void writeRaw(byte[] raw) throws IOException {
        if (_outputTail + raw.length > _outputEnd) {
            _flushBuffer();
            if (raw.length > 512) { // jackson-core's MAX_BYTES_TO_BUFFER
                _outputStream.write(raw, 0, raw.length);
                return;
            }
        }
        System.arraycopy(raw, 0, _outputBuffer, _outputTail, raw.length);
        _outputTail += raw.length;
    }

    /**
     * Writes a name given as jackson-core's own {@code SerializedString} from the bytes it caches,
     * {@link SerializedString#asQuotedUTF8()}, as jackson-core does, but with the comma, quotes and
     * bytes stored after one room check, the bytes a word a step. Profile behind it: MediaItem's
     * {@code writeValueAsBytes} (bean properties are written by such names), where jackson-core's
     * {@code writeFieldName(SerializableString)} with {@code appendQuotedUTF8} was 15% of the
     * samples (JFR, JDK 17). The bytes do not depend on the generator's escaping settings in
     * jackson-core either; only another quote char, unquoted names and a pretty printer, and other
     * {@code SerializableString} classes, go to jackson-core's code.
     */
    @Override
    public void writeFieldName(SerializableString name) throws IOException {
        if (_quoteChar != '"' || _cfgPrettyPrinter != null || _cfgUnqNames || name.getClass() != SerializedString.class) {
            super.writeFieldName(name);
            return;
        }
        byte[] quoted;
        try {
            quoted = name.asQuotedUTF8();
        } catch (RuntimeException e) {
            // a name that cannot be encoded (a lone surrogate): jackson-core moves the context and
            // writes the comma and the opening quote before its encoder throws
            super.writeFieldName(name);
            return;
        }
        int len = quoted.length;
        if (len > MAX_NAME_BYTES) {
            super.writeFieldName(name);
            return;
        }
        int status = _writeContext.writeFieldName(name.getValue());
        if (status == JsonWriteContext.STATUS_EXPECT_VALUE) {
            super.writeFieldName(name); // the context is unchanged: jackson-core reports the error
            return;
        }
        if (_outputTail + len + 3 > _outputEnd) {
            _flushBuffer();
        }
        byte[] out = _outputBuffer;
        int p = _outputTail;
        out[p] = ',';
        p += status == JsonWriteContext.STATUS_OK_AFTER_COMMA ? 1 : 0;
        out[p++] = '"';
        ByteWriting.copyBytes(quoted, out, p);
        p += len;
        out[p++] = '"';
        _outputTail = p;
    }

    /** The longest quoted name written by the {@code SerializedString} path; longer ones are jackson-core's. */
    private static final int MAX_NAME_BYTES = 256;

    @Override
    public void writeNumber(int v) throws IOException {
        if (_cfgNumbersAsStrings) {
            super.writeNumber(v);
            return;
        }
        int p = valueStart(WRITE_NUMBER, 11);
        _outputTail = NumberOutput.outputInt(v, _outputBuffer, p);
    }

    @Override
    public void writeNumber(long v) throws IOException {
        if (_cfgNumbersAsStrings) {
            super.writeNumber(v);
            return;
        }
        int p = valueStart(WRITE_NUMBER, 20);
        _outputTail = NumberOutput.outputLong(v, _outputBuffer, p);
    }

    @Override
    public void writeNumber(double d) throws IOException {
        if (!DoubleToBytes.writes(d, _cfgNumbersAsStrings, _features)) {
            super.writeNumber(d);
            return;
        }
        int p = valueStart(WRITE_NUMBER, DoubleToBytes.MAX_BYTES);
        _outputTail = DoubleToBytes.write(d, _outputBuffer, p);
    }

    /**
     * Writes the bytes jackson-core's {@code writeArray} writes ({@code writeStartArray}, a
     * {@code writeNumber} per element, {@code writeEndArray}), as databind's {@code double[]}
     * serializer calls it, without making and clearing the array's context: nothing can see that
     * context while this call runs. Falls back to jackson-core's whole loop for a pretty printer,
     * numbers as strings, a non-finite element, bad offsets, or a nesting depth past the
     * stream-write constraints (whose exception and context are then jackson-core's).
     * canada.json's coordinates are 111,126 arrays of two: its write ran 1.08x faster on JDK 17
     * and 1.05x on Temurin 25 (the old and new build alternated in one JVM, both orders).
     */
    @Override
    public void writeArray(double[] array, int offset, int length) throws IOException {
        if (array == null || _cfgPrettyPrinter != null || !arrayFast(array, offset, length)) {
            super.writeArray(array, offset, length);
            return;
        }
        int p = valueStart(START_ARRAY, DoubleToBytes.MAX_BYTES + 1);
        byte[] out = _outputBuffer;
        out[p++] = '[';
        for (int i = offset, end = offset + length; i < end; i++) {
            if (p + DoubleToBytes.MAX_BYTES + 2 > _outputEnd) {
                _outputTail = p;
                _flushBuffer();
                out = _outputBuffer;
                p = _outputTail;
            }
            if (i > offset) {
                out[p++] = ',';
            }
            p = DoubleToBytes.write(array[i], out, p);
        }
        out[p++] = ']';
        _outputTail = p;
    }

    private static final String START_ARRAY = "start an array";

    /** Returns whether {@link #writeArray(double[], int, int)} writes these elements itself. */
    private boolean arrayFast(double[] array, int offset, int length) {
        if (offset < 0 || length < 0 || offset > array.length - length || _cfgNumbersAsStrings
                || !Feature.USE_FAST_DOUBLE_WRITER.enabledIn(_features)
                || _writeContext.getNestingDepth() >= streamWriteConstraints().getMaxNestingDepth()) {
            return false;
        }
        for (int i = offset, end = offset + length; i < end; i++) {
            if (!Double.isFinite(array[i])) {
                return false;
            }
        }
        return true;
    }

    // ---- Whole properties for generated serializers (FieldWriter) ----
    // A property written by jackson-core token by token (writeFieldName(SerializableString), then a
    // value write and its _verifyValueWrite) was about half of a generated MediaItem write (JFR,
    // self time: the name write 11.4%, SerializedString.appendQuotedUTF8 7.4%, _verifyValueWrite
    // 4.7%, the context's two calls 8.8%). Here the context gets the same two calls, so its index,
    // current name and duplicate detection are jackson-core's, and the bytes are one word-copied
    // run of ,"name": and the value, with one flush check. In a kept generator's contexts (old
    // objects) without duplicate detection, the name is left out until endRun or the next name
    // (KeptContext.property): the store of each name was the one line JsonWriteContext.writeFieldName
    // spent 22% of a generated MediaItem write on (JFR, JDK 17), G1's post-write barrier with its
    // StoreLoad fence on a reference into another region.

    private static final java.lang.invoke.VarHandle FIELD_WORDS = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
            long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

    @Override
    public boolean writesFields() {
        return hex != null && _cfgPrettyPrinter == null && !_cfgUnqNames && !_cfgNumbersAsStrings;
    }

    /**
     * Flushes unless {@code room} bytes fit, makes the context's name and value calls (a kept
     * context's {@link KeptContext#property}, which may leave the name out) and copies
     * the property's bytes from {@code encoded}, without the comma for the object's first
     * property; returns the position after them, or -1 when the context expects a value (nothing
     * written: the caller goes the token way, which reports it).
     */
    private int field(String[] names, int i, byte[] encoded, int length, int room) throws IOException {
        if (_outputTail + room > _outputEnd) {
            _flushBuffer();
        }
        JsonWriteContext ctx = _writeContext;
        int status = ctx instanceof KeptContext k ? k.property(names, i) : ctx.writeFieldName(names[i]);
        if (status == JsonWriteContext.STATUS_EXPECT_VALUE) {
            return -1;
        }
        if (!(ctx instanceof KeptContext)) {
            ctx.writeValue(); // a kept context's property() made both calls
        }
        int from = status == JsonWriteContext.STATUS_OK_AFTER_COMMA ? 0 : 1;
        byte[] out = _outputBuffer;
        int p = _outputTail;
        copyField(encoded, from, length, out, p);
        return p + length - from;
    }

    /**
     * Copies {@code encoded[from, length)} to {@code out[p]} a word a step: two words at once (an
     * encoded property has room for them, and {@code field}'s caller for sixteen bytes), then a
     * loop for a longer one.
     */
    private static void copyField(byte[] encoded, int from, int length, byte[] out, int p) {
        FIELD_WORDS.set(out, p, (long) FIELD_WORDS.get(encoded, from));
        FIELD_WORDS.set(out, p + 8, (long) FIELD_WORDS.get(encoded, from + 8));
        for (int k = from + 16; k < length; k += 8) {
            FIELD_WORDS.set(out, p + k - from, (long) FIELD_WORDS.get(encoded, k));
        }
    }

    @Override
    public void writeStringField(String[] names, int i, byte[] encoded, int length, String value) throws IOException {
        byte[] latin1 = Latin1Strings.bytes(value);
        if (latin1 == null) { // writeString writes the value and its colon: the name goes without it
            if (_outputTail + encoded.length > _outputEnd) {
                _flushBuffer();
            }
            JsonWriteContext ctx = _writeContext;
            int status = ctx instanceof KeptContext k ? k.name(names, i) : ctx.writeFieldName(names[i]);
            if (status == JsonWriteContext.STATUS_EXPECT_VALUE) {
                _reportError("Can not write a field name, expecting a value");
            }
            int from = status == JsonWriteContext.STATUS_OK_AFTER_COMMA ? 0 : 1;
            int p = _outputTail;
            copyField(encoded, from, length, _outputBuffer, p);
            _outputTail = p + length - 1 - from;
            writeString(value); // jackson-core's where strings' bytes are not read (JDK 24+), else writeQuotedChars
            return;
        }
        int n = latin1.length;
        int room = encoded.length + n + 2;
        if (room > _outputEnd) { // a long value: flushed as it goes
            int p = field(names, i, encoded, length, encoded.length);
            if (p < 0) {
                _reportError("Can not write a field name, expecting a value");
            }
            _outputTail = p;
            writeQuoted(0, latin1, hex);
            return;
        }
        // one room check for the name and the value unescaped, and no store of the position between them
        int p = field(names, i, encoded, length, room);
        if (p < 0) {
            _reportError("Can not write a field name, expecting a value");
        }
        byte[] out = _outputBuffer;
        out[p++] = '"';
        int k = ByteWriting.copyPlain(latin1, 0, n, out, p);
        if (k == n) {
            out[p + n] = '"';
            _outputTail = p + n + 1;
            return;
        }
        _outputTail = p + k;
        writeQuotedRest(latin1, k, hex);
    }

    @Override
    public void writeAsciiField(String[] names, int i, byte[] encoded, int length, byte[] ascii) throws IOException {
        int n = ascii.length;
        if (n + 2 + encoded.length > _outputEnd) { // cannot happen for the callers' short values
            writeFieldName(names[i]);
            writeString(new String(ascii, java.nio.charset.StandardCharsets.ISO_8859_1));
            return;
        }
        int p = field(names, i, encoded, length, encoded.length + n + 2);
        if (p < 0) {
            _reportError("Can not write a field name, expecting a value");
        }
        byte[] out = _outputBuffer;
        out[p] = '"';
        System.arraycopy(ascii, 0, out, p + 1, n);
        out[p + 1 + n] = '"';
        _outputTail = p + n + 2;
    }

    @Override
    public void writeIntField(String[] names, int i, byte[] encoded, int length, int value) throws IOException {
        int p = field(names, i, encoded, length, encoded.length + 11);
        if (p < 0) {
            _reportError("Can not write a field name, expecting a value");
        }
        _outputTail = com.fasterxml.jackson.core.io.NumberOutput.outputInt(value, _outputBuffer, p);
    }

    @Override
    public void writeLongField(String[] names, int i, byte[] encoded, int length, long value) throws IOException {
        int p = field(names, i, encoded, length, encoded.length + 21);
        if (p < 0) {
            _reportError("Can not write a field name, expecting a value");
        }
        _outputTail = com.fasterxml.jackson.core.io.NumberOutput.outputLong(value, _outputBuffer, p);
    }

    @Override
    public void writeEncodedField(String[] names, int i, byte[] encoded, int length) throws IOException {
        int p = field(names, i, encoded, length, encoded.length);
        if (p < 0) {
            _reportError("Can not write a field name, expecting a value");
        }
        _outputTail = p;
    }

    @Override
    public int startField(String[] names, int i, byte[] encoded, int length, int room) throws IOException {
        if (room + encoded.length > _outputEnd) { // cannot happen for the callers' short values
            return -1;
        }
        int p = field(names, i, encoded, length, encoded.length + room);
        if (p < 0) {
            _reportError("Can not write a field name, expecting a value");
        }
        return p;
    }

    @Override
    public void endRun() {
        if (_writeContext instanceof KeptContext k) {
            k.nameLeftOut();
        }
    }

    /**
     * As jackson-core's, with a name the last {@link FieldWriter} call left out of the context put
     * in first: code that a run of such calls reaches (a getter) sees the context as jackson-core
     * leaves it.
     */
    @Override
    public com.fasterxml.jackson.core.JsonStreamContext getOutputContext() {
        endRun();
        return _writeContext;
    }

    @Override
    public byte[] buffer() {
        return _outputBuffer;
    }

    @Override
    public void endField(int end) {
        _outputTail = end;
    }
}
