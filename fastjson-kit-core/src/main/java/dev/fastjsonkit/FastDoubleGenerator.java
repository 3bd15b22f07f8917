/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.UTF8JsonGenerator;

import java.io.IOException;
import java.io.OutputStream;

/**
 * jackson-core's UTF-8 generator, except that under {@code USE_FAST_DOUBLE_WRITER} a finite double
 * is written by {@link DoubleToBytes} straight into the output buffer: the same bytes as
 * jackson-core's fast writer, without its per-value converter, byte array and {@code String}.
 * NaN, the infinities and {@code WRITE_NUMBERS_AS_STRINGS} go to jackson-core's own code.
 */
final class FastDoubleGenerator extends UTF8JsonGenerator {

    FastDoubleGenerator(IOContext ctxt, int features, ObjectCodec codec, OutputStream out, char quoteChar) {
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
        _outputTail = DoubleToBytes.write(d, _outputBuffer, _outputTail);
    }
}
