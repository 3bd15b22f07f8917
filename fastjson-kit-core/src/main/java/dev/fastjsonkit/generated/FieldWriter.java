/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import java.io.IOException;

/**
 * A generator that writes a whole object property, name and value, in one call, straight into its
 * output buffer: the engine's UTF-8 generator implements it. For use by {@link GeneratedSerializer}
 * only.
 *
 * <p>Each call leaves the generator exactly as jackson-core's {@code writeFieldName} and value
 * write would: the same bytes, and the output context with the same index and name/value state
 * (its duplicate detection included); the context's current name too, except that a generator
 * may leave the name out of the context until {@link #endRun} (the caller's, before other
 * serializers run and when its object ends), the generator's {@code getOutputContext()} (so a
 * getter called between two calls sees it) or the next name written puts one in. Only code that
 * kept the context from before and looks at it from a getter between two calls could see the
 * previous name. A property's name is given as {@code names[i]}, so that a name left out costs
 * no reference store (in the engine's kept output contexts, which are old, each such store paid
 * G1's card-marking barrier: leaving them out made a generated MediaItem write 1.03x and the
 * 20-property DTO's 1.04x faster, JDK 17, old/new build in one JVM). {@code encoded} holds
 * {@code ,"name":} as UTF-8, the name quoted and escaped as Jackson's {@code SerializedString}
 * does, then, for {@link #writeEncodedField}, the value; its first {@code length} bytes are the
 * property, and it is zero-padded to a multiple of eight bytes plus sixteen (it is copied a word a
 * step). The leading comma is left out for the object's first property. A call may be made only
 * while {@link #writesFields()} is true, and only with the generator in an object, expecting a
 * name; anything else gets jackson-core's own exception.
 */
public interface FieldWriter {

    /**
     * Returns whether the calls below give jackson-core's bytes under the generator's current
     * settings: no pretty printer, quoted names, numbers as numbers and jackson-core's default
     * escaping. Checked once per object, and again after any call into other code.
     *
     * @return whether the calls may be used now
     */
    boolean writesFields();

    /**
     * Writes a property whose value is a string.
     *
     * @param names the caller's property names; {@code names[i]} not null
     * @param i the index of this property's name
     * @param encoded the name, encoded as above
     * @param length the bytes of {@code encoded} that are the name
     * @param value the value; not null
     * @throws IOException on a write failure, or a duplicate name under strict duplicate detection
     */
    void writeStringField(String[] names, int i, byte[] encoded, int length, String value) throws IOException;

    /**
     * Writes a property whose value is a string of printable ASCII characters other than
     * {@code "} and {@code \}, which JSON writes as they are.
     *
     * @param names the caller's property names; {@code names[i]} not null
     * @param i the index of this property's name
     * @param encoded the name, encoded as above
     * @param length the bytes of {@code encoded} that are the name
     * @param ascii the value's characters
     * @throws IOException on a write failure, or a duplicate name under strict duplicate detection
     */
    void writeAsciiField(String[] names, int i, byte[] encoded, int length, byte[] ascii) throws IOException;

    /**
     * Writes a property whose value is an {@code int}.
     *
     * @param names the caller's property names; {@code names[i]} not null
     * @param i the index of this property's name
     * @param encoded the name, encoded as above
     * @param length the bytes of {@code encoded} that are the name
     * @param value the value
     * @throws IOException on a write failure, or a duplicate name under strict duplicate detection
     */
    void writeIntField(String[] names, int i, byte[] encoded, int length, int value) throws IOException;

    /**
     * Writes a property whose value is a {@code long}.
     *
     * @param names the caller's property names; {@code names[i]} not null
     * @param i the index of this property's name
     * @param encoded the name, encoded as above
     * @param length the bytes of {@code encoded} that are the name
     * @param value the value
     * @throws IOException on a write failure, or a duplicate name under strict duplicate detection
     */
    void writeLongField(String[] names, int i, byte[] encoded, int length, long value) throws IOException;

    /**
     * Writes a property whose name and value are both in {@code encoded} (a boolean, a null, an
     * enum constant's string).
     *
     * @param names the caller's property names; {@code names[i]} not null
     * @param i the index of this property's name
     * @param encoded the name and the value, encoded as above
     * @param length the bytes of {@code encoded} that are the property
     * @throws IOException on a write failure, or a duplicate name under strict duplicate detection
     */
    void writeEncodedField(String[] names, int i, byte[] encoded, int length) throws IOException;

    /**
     * Starts a property whose value the caller writes itself, straight into {@link #buffer()}:
     * makes room for the name and {@code room} more bytes, makes the context's name and value
     * calls, copies the name (and its comma) and returns where the value goes; the caller writes
     * at most {@code room} bytes there and hands the position after them to {@link #endField}
     * before any other call. Returns -1, having written nothing, when the buffer could never hold
     * that much (then the caller writes the property token by token).
     *
     * @param names the caller's property names; {@code names[i]} not null
     * @param i the index of this property's name
     * @param encoded the name, encoded as above
     * @param length the bytes of {@code encoded} that are the name
     * @param room the most bytes the value takes, at most 64
     * @return the offset in {@link #buffer()} where the value goes, or -1
     * @throws IOException on a write failure, or a duplicate name under strict duplicate detection
     */
    int startField(String[] names, int i, byte[] encoded, int length, int room) throws IOException;

    /**
     * Puts the name of the last property written by the calls above into the output context, if
     * it was left out and no name was written since; a no-op otherwise. The generator's
     * {@code getOutputContext()} does it too; the caller makes this call before other serializers
     * run and when its object's properties end, normally or not, for code that holds the context.
     */
    void endRun();

    /**
     * Returns the output buffer a value started by {@link #startField} is written into; valid
     * until {@link #endField}.
     *
     * @return the generator's output buffer
     */
    byte[] buffer();

    /**
     * Ends a property started by {@link #startField}: its value's bytes end before {@code end}.
     *
     * @param end the offset in {@link #buffer()} after the value's last byte
     */
    void endField(int end);
}
