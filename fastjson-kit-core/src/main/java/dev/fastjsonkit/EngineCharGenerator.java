/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.WriterBasedJsonGenerator;

import java.io.IOException;
import java.io.Writer;

/**
 * The {@code Writer} twin of {@link EngineGenerator} ({@code writeValueAsString},
 * {@code writeValue(Writer, ..)}): under {@code USE_FAST_DOUBLE_WRITER} a finite double is written
 * by {@link DoubleToBytes} into a scratch array of this generator and widened into the output
 * buffer, with no allocation per value. Everything else is jackson-core's.
 */
final class EngineCharGenerator extends WriterBasedJsonGenerator {

    private final byte[] scratch = new byte[DoubleToBytes.MAX_BYTES];

    EngineCharGenerator(IOContext ctxt, int features, ObjectCodec codec, Writer out, char quoteChar) {
        super(ctxt, features, codec, out, quoteChar);
    }

    @Override
    public void writeNumber(double d) throws IOException {
        if (!DoubleToBytes.writes(d, _cfgNumbersAsStrings, _features)) {
            super.writeNumber(d);
            return;
        }
        _verifyValueWrite(WRITE_NUMBER);
        if (_outputTail + DoubleToBytes.MAX_BYTES > _outputEnd) {
            _flushBuffer();
        }
        int len = DoubleToBytes.write(d, scratch, 0);
        char[] out = _outputBuffer;
        int tail = _outputTail;
        for (int i = 0; i < len; i++) {
            out[tail + i] = (char) scratch[i];
        }
        _outputTail = tail + len;
    }
}
