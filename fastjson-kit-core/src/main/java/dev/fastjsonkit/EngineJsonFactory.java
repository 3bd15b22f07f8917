/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.ContentReference;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.util.BufferRecycler;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Objects;

/**
 * A {@link JsonFactory} whose parsers for UTF-8 bytes are the engine's {@link EngineParser}s
 * (unless made with {@code engineParsers} off); everything else, settings included, is
 * jackson-core's. {@link FastJsonFactory} adds the kit's generators on top.
 */
class EngineJsonFactory extends JsonFactory {
    private static final long serialVersionUID = 1L;

    /** Whether byte input gets {@link EngineParser}s; off, every parser is jackson-core's. */
    private final boolean engineParsers;

    EngineJsonFactory(JsonFactoryBuilder builder, boolean engineParsers) {
        super(builder);
        this.engineParsers = engineParsers;
    }

    EngineJsonFactory(JsonFactory src, ObjectCodec codec) {
        super(src, codec);
        this.engineParsers = !(src instanceof EngineJsonFactory f) || f.engineParsers;
    }

    /** Returns a mutable copy with this factory's settings (what {@code ObjectMapper.copy()} uses). */
    @Override
    public JsonFactory copy() {
        return new EngineJsonFactory(this, null);
    }

    @Override
    protected Object readResolve() {
        return new EngineJsonFactory(this, _objectCodec);
    }

    /**
     * As jackson-core's, with the thread's {@link ThreadRecycler} for a parser over a byte array
     * when this factory uses jackson-core's default thread-local pool: the same buffers, taken
     * without the pool's look-up and atomic swaps (about half of the per-call cost of a small
     * {@code readValue(byte[])}, JFR).
     */
    @Override
    protected IOContext _createContext(ContentReference contentRef, boolean resourceManaged) {
        if (contentRef != null && contentRef.getRawContent() instanceof byte[]) {
            BufferRecycler r = ThreadRecycler.forFactory(this);
            if (r != null) {
                return new IOContext(_streamReadConstraints, _streamWriteConstraints, _errorReportConfiguration, r,
                        contentRef, resourceManaged).markBufferRecyclerReleased();
            }
        }
        return super._createContext(contentRef, resourceManaged);
    }

    /** As jackson-core's, with an {@link EngineParser} where jackson-core would make a {@code UTF8StreamJsonParser}. */
    @Override
    protected JsonParser _createParser(byte[] data, int offset, int len, IOContext ctxt) throws IOException {
        long maxDocument = _streamReadConstraints.getMaxDocumentLength();
        if (!plainUtf8(data, offset, len) || (maxDocument >= 0 && len > maxDocument)) {
            // over the limit, jackson-core's check and message differ between versions: let it decide
            return super._createParser(data, offset, len, ctxt);
        }
        return new EngineParser(ctxt, _parserFeatures, null, _objectCodec, _byteSymbolCanonicalizer.makeChild(_factoryFeatures),
                data, offset, offset + len, false);
    }

    /**
     * The most names the symbol-table child of a kept parser may hold: jackson-core's
     * {@code ByteQuadsCanonicalizer.MAX_ENTRIES_FOR_REUSE}, above which it drops a merged table
     * rather than let the next parser start from it.
     */
    static final int MAX_KEPT_NAMES = 6000;

    /**
     * Returns a parser for the whole of {@code data}, exactly as {@code f.createParser(data)}
     * would, for a read that closes it and then, if it did not fail, passes it to
     * {@link #documentRead}: the parser this thread kept from its last such read through the same
     * factory, set up as new, when there is one (see {@link EngineParser#reuse}).
     */
    static JsonParser documentParser(JsonFactory f, byte[] data) throws IOException {
        return f instanceof EngineJsonFactory e ? e.document(data, 0, data.length, true) : f.createParser(data);
    }

    /** As {@link #documentParser(JsonFactory, byte[])}, for {@code f.createParser(data, offset, len)}. */
    static JsonParser documentParser(JsonFactory f, byte[] data, int offset, int len) throws IOException {
        return f instanceof EngineJsonFactory e ? e.document(data, offset, len, false) : f.createParser(data, offset, len);
    }

    /**
     * Keeps a parser from {@link #documentParser} for the thread's next document, after a read that
     * closed it without failing; a parser a failure left behind (exceptions refer to their parser)
     * or that another thread closed is never kept.
     */
    static void documentRead(JsonParser p) {
        if (p instanceof EngineParser e && e.keepable()) {
            e.forget();
            e.recycler().keepParser(e);
        }
    }

    private JsonParser document(byte[] data, int offset, int len, boolean whole) throws IOException {
        long maxDocument = _streamReadConstraints.getMaxDocumentLength();
        ThreadRecycler r;
        if (_inputDecorator != null || offset < 0 || len < 0 || len > data.length - offset
                || !plainUtf8(data, offset, len) || (maxDocument >= 0 && len > maxDocument)
                || (r = ThreadRecycler.forFactory(this)) == null) {
            return whole ? createParser(data) : createParser(data, offset, len);
        }
        EngineParser p = r.takeParser(this);
        if (p != null) {
            p.reuse(null, data, offset, offset + len, false, null, _parserFeatures, _objectCodec);
        } else {
            p = new EngineParser(this, keptContext(r), _parserFeatures, null, _objectCodec,
                    _byteSymbolCanonicalizer.makeChild(_factoryFeatures), data, offset, offset + len, false, null);
        }
        p.byteDocument(offset, whole); // its content reference made on first use, as this method would have made it
        return p;
    }

    /** The content reference {@code createParser(data)} (whole) or {@code createParser(data, offset, len)} gives its parser. */
    ContentReference documentReference(byte[] data, int offset, int len, boolean whole) {
        return whole ? _createContentReference(data) : _createContentReference(data, offset, len);
    }

    /**
     * As {@link #documentParser(JsonFactory, byte[])}, for {@code f.createParser(in)}: the kept
     * parser reads the stream's first bytes into its recycled buffer as jackson-core's bootstrapping
     * does; input that is not plain UTF-8 gets jackson-core's parser, as from {@code createParser}.
     */
    static JsonParser documentParser(JsonFactory f, InputStream in) throws IOException {
        return f instanceof EngineJsonFactory e ? e.document(in) : f.createParser(in);
    }

    private JsonParser document(InputStream in) throws IOException {
        ThreadRecycler r;
        if (in == null || _inputDecorator != null || !engineParsers || !isEnabled(Feature.CANONICALIZE_FIELD_NAMES)
                || (r = ThreadRecycler.forFactory(this)) == null) {
            return createParser(in);
        }
        ContentReference ref = _createContentReference(in);
        EngineParser p = r.takeParser(this);
        IOContext ctxt = p != null ? p.ioContext() : keptContext(r);
        byte[] buffer = ctxt.allocReadIOBuffer();
        int end = 0;
        try {
            end = head(in, buffer);
        } catch (IOException | RuntimeException e) { // as _createParser(InputStream, IOContext), for a stream not managed here
            ctxt.releaseReadIOBuffer(buffer);
            if (p != null) {
                r.keepParser(p); // not used
            }
            throw e;
        }
        if (!plainUtf8(buffer, 0, end)) {
            byte[] head = Arrays.copyOf(buffer, end);
            ctxt.releaseReadIOBuffer(buffer);
            if (p != null) {
                r.keepParser(p);
            }
            return super._createParser(end == 0 ? in : new HeadThenRest(head, in), _createContext(ref, false));
        }
        if (p != null) {
            p.reuse(in, buffer, 0, end, true, ref, _parserFeatures, _objectCodec);
            return p;
        }
        return new EngineParser(this, ctxt, _parserFeatures, in, _objectCodec, _byteSymbolCanonicalizer.makeChild(_factoryFeatures),
                buffer, 0, end, true, ref);
    }

    /**
     * The I/O context of a parser that may be kept: the thread's recycler, no content (each document's
     * is the parser's own), a source not managed (a stream is closed only with {@code AUTO_CLOSE_SOURCE},
     * as from {@code createParser(InputStream)}; a byte array has nothing to close).
     */
    private IOContext keptContext(ThreadRecycler r) {
        return new IOContext(_streamReadConstraints, _streamWriteConstraints, _errorReportConfiguration, r,
                ContentReference.unknown(), false).markBufferRecyclerReleased();
    }

    /** Reads what jackson-core's bootstrapper reads before choosing a parser: up to four bytes, or to the end. */
    private static int head(InputStream in, byte[] buffer) throws IOException {
        int end = 0;
        while (end < 4) {
            int n = in.read(buffer, end, buffer.length - end);
            if (n < 1) { // as jackson-core's bootstrapper, which takes 0 for the end too
                break;
            }
            end += n;
        }
        return end;
    }

    /** As jackson-core's, with an {@link EngineParser} where jackson-core would make a {@code UTF8StreamJsonParser}. */
    @Override
    protected JsonParser _createParser(InputStream in, IOContext ctxt) throws IOException {
        if (!engineParsers || !isEnabled(Feature.CANONICALIZE_FIELD_NAMES)) {
            return super._createParser(in, ctxt);
        }
        byte[] buffer = ctxt.allocReadIOBuffer();
        int end = 0;
        try {
            end = head(in, buffer);
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
            return new EngineParser(ctxt, _parserFeatures, in, _objectCodec, _byteSymbolCanonicalizer.makeChild(_factoryFeatures),
                    buffer, 0, end, true);
        }
        byte[] head = Arrays.copyOf(buffer, end);
        ctxt.releaseReadIOBuffer(buffer);
        return super._createParser(end == 0 ? in : new HeadThenRest(head, in), ctxt);
    }

    /**
     * The bytes already read, then the rest of the stream exactly as it answers (a read that returns
     * 0 stays 0, for jackson-core to report; a {@code SequenceInputStream} would turn it into the
     * end of input).
     */
    private static final class HeadThenRest extends InputStream {
        private final byte[] head;
        private final InputStream rest;
        private int pos;

        HeadThenRest(byte[] head, InputStream rest) {
            this.head = head;
            this.rest = rest;
        }

        @Override
        public int read() throws IOException {
            return pos < head.length ? head[pos++] & 0xFF : rest.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (pos >= head.length) {
                return rest.read(b, off, len);
            }
            Objects.checkFromIndexSize(off, len, b.length);
            int n = Math.min(len, head.length - pos);
            System.arraycopy(head, pos, b, off, n);
            pos += n;
            return n;
        }

        @Override
        public int available() throws IOException {
            return pos < head.length ? head.length - pos : rest.available();
        }

        @Override
        public void close() throws IOException {
            rest.close();
        }
    }

    /**
     * Whether jackson-core's bootstrapper would pick {@code UTF8StreamJsonParser} at offset 0: no
     * BOM, no zero byte in the first four (which would mean UTF-16 or UTF-32), canonical names.
     * Shorter input keeps jackson-core's own parser.
     */
    private boolean plainUtf8(byte[] b, int offset, int len) {
        if (!engineParsers || len < 4 || !isEnabled(Feature.CANONICALIZE_FIELD_NAMES)) {
            return false;
        }
        int b0 = b[offset] & 0xFF;
        return b0 != 0xEF && b0 != 0xFE && b0 != 0xFF
                && b0 != 0 && b[offset + 1] != 0 && b[offset + 2] != 0 && b[offset + 3] != 0;
    }
}
