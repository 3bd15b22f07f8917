/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.UTF8StreamJsonParser;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A {@link JsonFactory} whose UTF-8 parsers skip unread string values eight bytes at a time.
 *
 * <p>When a parser moves past a {@code VALUE_STRING} that nobody read ({@code nextToken()},
 * {@code nextFieldName(..)}, {@code skipChildren()}), jackson-core's {@code _skipString()} looks
 * at one byte per step. This factory's parsers look at eight bytes per step (a SWAR test for
 * {@code "}, {@code \}, bytes below {@code 0x20} and bytes from {@code 0x80}) and hand every such
 * byte to the same jackson-core code that would have handled it: escapes go to
 * {@code _decodeEscaped()}, UTF-8 sequences are checked byte by byte like
 * {@code _skipUtf8_2/3/4}, control characters go to {@code _handleInvalidStringChar(int)}. So the
 * tokens, values, exceptions, messages and locations are those of a plain {@code JsonFactory};
 * only skipping long strings gets faster. Reading a string ({@code getText()} and the like) is
 * unchanged.
 *
 * <p>Measured with {@code StreamingBench} (fastjson-kit-bench): on a 1 MiB feed whose articles
 * carry 20 KiB bodies, the field extractor with this factory against the same extractor with a
 * plain factory; the figures are in {@code docs/streaming.md}.
 *
 * <p>Scope: byte input ({@code byte[]}, {@code InputStream}, {@code Path} via a stream) in UTF-8
 * without a byte-order mark, with {@code CANONICALIZE_FIELD_NAMES} on (the default). Everything
 * else (char input, UTF-16/32, a BOM, fewer than 4 bytes, {@code DataInput}) gets jackson-core's
 * own parser, unchanged. All configuration (features, {@code StreamReadConstraints}, codec,
 * input decorator) works as on a plain {@code JsonFactory}.
 *
 * <p>Thread-safe like {@code JsonFactory}: configure it, then share it. Default configuration:
 * that of {@code new JsonFactory()}.
 *
 * <p>This file is self-contained: it depends on jackson-core alone (2.15 or later; it extends
 * {@code UTF8StreamJsonParser} and relies on its protected members), so it can be copied into
 * another code base as is.
 */
public class FastSkipJsonFactory extends JsonFactory {

    private static final long serialVersionUID = 1L;

    /** Creates a factory with the defaults of {@code new JsonFactory()}. */
    public FastSkipJsonFactory() {
        super();
    }

    /**
     * Creates a factory from a configured builder, e.g.
     * {@code new FastSkipJsonFactory(new JsonFactoryBuilder().streamReadConstraints(c))}.
     *
     * @param builder the configuration; not kept
     */
    public FastSkipJsonFactory(JsonFactoryBuilder builder) {
        super(builder);
    }

    /**
     * Copy constructor, used by {@link #copy()}.
     *
     * @param src the factory to copy
     * @param codec the codec of the copy, may be {@code null}
     */
    protected FastSkipJsonFactory(JsonFactory src, ObjectCodec codec) {
        super(src, codec);
    }

    /**
     * Returns a copy with the same configuration and no codec.
     *
     * @return a new {@code FastSkipJsonFactory}
     */
    @Override
    public FastSkipJsonFactory copy() {
        return new FastSkipJsonFactory(this, null);
    }

    /**
     * Keeps the class on deserialization (JDK serialization of factories).
     *
     * @return a {@code FastSkipJsonFactory} with this configuration
     */
    @Override
    protected Object readResolve() {
        return new FastSkipJsonFactory(this, _objectCodec);
    }

    @Override
    protected JsonParser _createParser(byte[] data, int offset, int len, IOContext ctxt) throws IOException {
        if (!plainUtf8(data, offset, len)) {
            return super._createParser(data, offset, len, ctxt);
        }
        _streamReadConstraints.validateDocumentLength(len);
        return new Parser(ctxt, _parserFeatures, null, _objectCodec, _byteSymbolCanonicalizer.makeChild(_factoryFeatures),
                data, offset, offset + len, false);
    }

    @Override
    protected JsonParser _createParser(InputStream in, IOContext ctxt) throws IOException {
        byte[] buffer = ctxt.allocReadIOBuffer();
        int end = 0;
        try {
            while (end < 4) {
                int n = in.read(buffer, end, buffer.length - end);
                if (n <= 0) { // end of input, or a read of 0 that jackson-core's parser reports
                    break;
                }
                end += n;
            }
        } catch (IOException | RuntimeException e) { // as jackson-core's bootstrapping does
            ctxt.releaseReadIOBuffer(buffer);
            if (ctxt.isResourceManaged()) {
                try {
                    in.close();
                } catch (Exception suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            ctxt.close();
            throw e;
        }
        if (plainUtf8(buffer, 0, end)) {
            return new Parser(ctxt, _parserFeatures, in, _objectCodec, _byteSymbolCanonicalizer.makeChild(_factoryFeatures),
                    buffer, 0, end, true);
        }
        byte[] head = Arrays.copyOf(buffer, end);
        ctxt.releaseReadIOBuffer(buffer);
        return super._createParser(end == 0 ? in : new Prefixed(head, in), ctxt);
    }

    /**
     * The bytes already read, then the rest of the stream, each read passed on as is: unlike a
     * {@code SequenceInputStream}, a read of 0 stays 0 (jackson-core's parser then throws an
     * {@code IOException}, as it does on a plain {@code JsonFactory}) and is not taken for the end.
     */
    private static final class Prefixed extends InputStream {
        private final byte[] head;
        private final InputStream in;
        private int pos;

        Prefixed(byte[] head, InputStream in) {
            this.head = head;
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            return pos < head.length ? head[pos++] & 0xFF : in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (pos >= head.length) {
                return in.read(b, off, len);
            }
            int n = Math.min(len, head.length - pos);
            System.arraycopy(head, pos, b, off, n);
            pos += n;
            return n;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    /**
     * Whether jackson-core's bootstrapper would pick {@code UTF8StreamJsonParser} at offset 0: no
     * BOM, no zero byte in the first four (which would mean UTF-16 or UTF-32) and canonical names.
     */
    private boolean plainUtf8(byte[] b, int offset, int len) {
        if (len < 4 || !isEnabled(Feature.CANONICALIZE_FIELD_NAMES)) {
            return false;
        }
        int b0 = b[offset] & 0xFF;
        return b0 != 0xEF && b0 != 0xFE && b0 != 0xFF
                && b0 != 0 && b[offset + 1] != 0 && b[offset + 2] != 0 && b[offset + 3] != 0;
    }

    /** jackson-core's UTF-8 parser with an eight-bytes-per-step {@code _skipString()}. */
    static final class Parser extends UTF8StreamJsonParser {

        private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
        private static final long ONES = 0x0101010101010101L;
        private static final long HIGH = 0x8080808080808080L;

        Parser(IOContext ctxt, int features, InputStream in, ObjectCodec codec, ByteQuadsCanonicalizer sym,
                byte[] buffer, int start, int end, boolean recyclable) {
            super(ctxt, features, in, codec, sym, buffer, start, end, 0, recyclable);
        }

        /**
         * Skips the rest of the current string value: the same work and the same failures as
         * jackson-core's, with plain ASCII runs passed over eight bytes at a time.
         */
        @Override
        protected void _skipString() throws IOException {
            _tokenIncomplete = false;
            final int[] codes = INPUT_CODES_UTF8;
            byte[] buf = _inputBuffer;
            int ptr = _inputPtr;
            int end = _inputEnd;
            while (true) {
                if (ptr >= end) {
                    _inputPtr = ptr;
                    _loadMoreGuaranteed();
                    buf = _inputBuffer;
                    ptr = _inputPtr;
                    end = _inputEnd;
                }
                ptr = plainRun(buf, ptr, end);
                int stop = Math.min(end, ptr + 8);
                int c = -1;
                while (ptr < stop) {
                    int b = buf[ptr++] & 0xFF;
                    if (codes[b] != 0) {
                        c = b;
                        break;
                    }
                }
                if (c < 0) {
                    continue; // nothing to look at up to here: load more or go on
                }
                if (c == '"') {
                    _inputPtr = ptr;
                    return;
                }
                // the two common cases inline, when their bytes are in the buffer: a one-letter
                // escape (what _decodeEscaped() consumes for these) and a valid 2-byte sequence
                if (ptr < end) {
                    int next = buf[ptr];
                    if (c == '\\' ? isShortEscape(next) : codes[c] == 2 && (next & 0xC0) == 0x80) {
                        ptr++;
                        continue;
                    }
                }
                _inputPtr = ptr;
                switch (codes[c]) {
                    case 1 -> _decodeEscaped();
                    case 2 -> skipContinuation(1);
                    case 3 -> skipContinuation(2);
                    case 4 -> skipContinuation(3);
                    default -> invalidStringChar(c);
                }
                buf = _inputBuffer;
                ptr = _inputPtr;
                end = _inputEnd;
            }
        }

        /**
         * jackson-core's own handling of a byte that may not appear in a string,
         * {@code _handleInvalidStringChar} (2.22+: it also counts an allowed raw line feed as a new
         * line), or null on older jackson-core, which has no such method.
         */
        private static final MethodHandle HANDLE_INVALID_STRING_CHAR = findHandleInvalidStringChar();

        private static MethodHandle findHandleInvalidStringChar() {
            try {
                return MethodHandles.lookup().findVirtual(Parser.class, "_handleInvalidStringChar",
                        MethodType.methodType(void.class, int.class));
            } catch (NoSuchMethodException | IllegalAccessException e) {
                return null;
            }
        }

        /**
         * Does what the running jackson-core does with a byte that may not appear in a string: a
         * control character fails unless {@code ALLOW_UNESCAPED_CONTROL_CHARS}, anything else fails.
         * Before 2.22 jackson-core spells it with the two methods called here.
         */
        private void invalidStringChar(int c) throws IOException {
            if (HANDLE_INVALID_STRING_CHAR != null) {
                try {
                    HANDLE_INVALID_STRING_CHAR.invokeExact(this, c);
                } catch (IOException | RuntimeException | Error e) {
                    throw e;
                } catch (Throwable t) {
                    throw new IllegalStateException(t);
                }
            } else if (c < ' ') {
                _throwUnquotedSpace(c, "string value");
            } else {
                _reportInvalidChar(c);
            }
        }

        /** Returns where the run of plain bytes from {@code ptr} ends, to within 8 bytes. */
        private static int plainRun(byte[] buf, int ptr, int end) {
            int last = end - 8;
            while (ptr <= last && needsLook((long) LONGS.get(buf, ptr)) == 0) {
                ptr += 8;
            }
            return ptr;
        }

        private static boolean isShortEscape(int b) {
            return b == 'n' || b == '"' || b == '\\' || b == '/' || b == 't' || b == 'r' || b == 'b' || b == 'f';
        }

        /** Checks and skips the continuation bytes of a UTF-8 sequence, as jackson-core does. */
        private void skipContinuation(int count) throws IOException {
            for (int i = 0; i < count; i++) {
                if (_inputPtr >= _inputEnd) {
                    _loadMoreGuaranteed();
                }
                int d = _inputBuffer[_inputPtr++];
                if ((d & 0xC0) != 0x080) {
                    _reportInvalidOther(d & 0xFF, _inputPtr);
                }
            }
        }

        /**
         * Returns a word whose high bit is set in each byte that is {@code "}, {@code \}, below
         * {@code 0x20} or from {@code 0x80}, possibly with extra bits above the first such byte;
         * zero when all eight bytes are plain.
         */
        private static long needsLook(long w) {
            // a byte below 0x80 sets its high bit in (x - ONES) only when x is zero (or when a
            // lower byte borrowed), and in (w - 0x20..) only when it is below 0x20 (or borrowed);
            // bytes from 0x80 are caught by "| w"
            return (((w ^ 0x2222222222222222L) - ONES) | ((w ^ 0x5C5C5C5C5C5C5C5CL) - ONES) | (w - 0x2020202020202020L) | w)
                    & HIGH;
        }
    }
}
