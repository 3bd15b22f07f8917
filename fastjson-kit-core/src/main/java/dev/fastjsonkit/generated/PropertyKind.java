/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

/**
 * How generated code reads and writes one property; chosen by the annotation processor from the
 * property's Java type. For use by generated code only.
 */
public enum PropertyKind {
    /** {@code String}: written with {@code writeString}, read from a string token. */
    STRING("com.fasterxml.jackson.databind.ser.std.StringSerializer",
            "com.fasterxml.jackson.databind.deser.std.StringDeserializer"),
    /** {@code int} or {@code Integer}. */
    INT("com.fasterxml.jackson.databind.ser.std.NumberSerializers$IntegerSerializer",
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$IntegerDeserializer"),
    /** {@code long} or {@code Long}. */
    LONG("com.fasterxml.jackson.databind.ser.std.NumberSerializers$LongSerializer",
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$LongDeserializer"),
    /** {@code short} or {@code Short}: written directly, read through Jackson's deserializer. */
    SHORT("com.fasterxml.jackson.databind.ser.std.NumberSerializers$ShortSerializer", null),
    /** {@code byte} or {@code Byte}: written directly, read through Jackson's deserializer. */
    BYTE("com.fasterxml.jackson.databind.ser.std.NumberSerializers$IntLikeSerializer", null),
    /** {@code boolean} or {@code Boolean}. */
    BOOLEAN("com.fasterxml.jackson.databind.ser.std.BooleanSerializer",
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$BooleanDeserializer"),
    /** {@code double} or {@code Double}. */
    DOUBLE("com.fasterxml.jackson.databind.ser.std.NumberSerializers$DoubleSerializer",
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$DoubleDeserializer"),
    /** {@code float} or {@code Float}. */
    FLOAT("com.fasterxml.jackson.databind.ser.std.NumberSerializers$FloatSerializer",
            "com.fasterxml.jackson.databind.deser.std.NumberDeserializers$FloatDeserializer"),
    /**
     * {@code java.time.Instant}: the canonical ISO form read and written inline when the mapper uses
     * jsr310's default {@code InstantDeserializer}/{@code InstantSerializer}, else as {@link #OTHER}.
     */
    INSTANT(null, null),
    /** An enum: names pre-encoded from the mapper's own enum serializer and deserializer. */
    ENUM(null, null),
    /** Anything else: the mapper's own (de)serializer for the property, resolved once. */
    OTHER(null, null);

    final String serializer;
    final String deserializer;

    PropertyKind(String serializer, String deserializer) {
        this.serializer = serializer;
        this.deserializer = deserializer;
    }
}
