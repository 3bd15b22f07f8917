/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.CharConversionException;
import java.io.IOException;

/**
 * The property every hostile input must meet, shared by the conformance suite and the fuzz
 * targets: a read ends in a value or a Jackson exception ({@link JsonProcessingException} or a
 * subclass, such as {@code StreamConstraintsException}), never in another exception type and
 * never in an {@link Error} ({@code StackOverflowError}, {@code OutOfMemoryError}, ...).
 *
 * <p>One documented exception, Jackson's own: input that jackson-core's encoding detection takes
 * for UCS-4/UTF-32 in an unsupported byte order, or for UTF-32 holding an invalid code unit or
 * ending inside one, ends in a {@link CharConversionException} thrown by
 * {@code com.fasterxml.jackson.core.json.ByteSourceJsonBootstrapper} or
 * {@code com.fasterxml.jackson.core.io.UTF32Reader}. It is a {@link java.io.IOException}
 * (which {@code readValue} declares) but not a {@link JsonProcessingException}; jackson-core 2.x
 * has always done this, and plain {@code new ObjectMapper()} does the same. The property accepts
 * exactly that case ({@link #isJacksonUtf32Rejection}), and {@code FastMappersLimitsTest} pins it,
 * so that the day Jackson throws a {@code JsonParseException} instead the exception can go.
 */
public final class FuzzProperty {
    private FuzzProperty() {}

    /** How a read ended. */
    public sealed interface Outcome permits Value, Rejected, Broken {}

    /** The reader returned a value (possibly null). */
    public record Value(Object value) implements Outcome {}

    /** The reader threw a Jackson exception (or the documented UTF-32 {@link CharConversionException}). */
    public record Rejected(IOException exception) implements Outcome {}

    /** The reader threw anything else: a bug. */
    public record Broken(Throwable thrown) implements Outcome {}

    /** Runs {@code reader} on {@code doc} and classifies how it ended. */
    public static Outcome outcome(ReaderUnderTest reader, byte[] doc) {
        try {
            return new Value(reader.read(doc));
        } catch (JsonProcessingException e) {
            return new Rejected(e);
        } catch (CharConversionException e) {
            return isJacksonUtf32Rejection(e) ? new Rejected(e) : new Broken(e);
        } catch (Throwable t) { // deliberately: an Error is a finding, not a crash of the suite
            return new Broken(t);
        }
    }

    /**
     * Asserts the property for one input and returns the outcome.
     *
     * @throws AssertionError naming the reader, with the unexpected throwable as its cause
     */
    public static Outcome check(ReaderUnderTest reader, byte[] doc) {
        Outcome o = outcome(reader, doc);
        if (o instanceof Broken b) {
            throw new AssertionError(reader.name() + " ended in " + b.thrown().getClass().getName()
                    + ", not in a value or a Jackson exception, on " + preview(doc), b.thrown());
        }
        return o;
    }

    /**
     * Whether {@code e} is jackson-core's encoding detection or UTF-32 decoder rejecting the input:
     * thrown by {@code ByteSourceJsonBootstrapper} (such as "Unsupported UCS-4 endianness (2143)
     * detected") or {@code UTF32Reader} (an invalid or truncated UTF-32 code unit).
     */
    public static boolean isJacksonUtf32Rejection(CharConversionException e) {
        StackTraceElement[] at = e.getStackTrace();
        return at.length > 0 && (at[0].getClassName().equals("com.fasterxml.jackson.core.io.UTF32Reader")
                || at[0].getClassName().equals("com.fasterxml.jackson.core.json.ByteSourceJsonBootstrapper"));
    }

    /** A short, printable rendering of an input for failure messages. */
    public static String preview(byte[] doc) {
        StringBuilder sb = new StringBuilder().append(doc.length).append(" bytes: ");
        for (int i = 0; i < Math.min(doc.length, 80); i++) {
            int b = doc[i] & 0xFF;
            if (b >= 0x20 && b < 0x7F) {
                sb.append((char) b);
            } else {
                sb.append(String.format("\\x%02X", b));
            }
        }
        return doc.length > 80 ? sb.append("...").toString() : sb.toString();
    }
}
