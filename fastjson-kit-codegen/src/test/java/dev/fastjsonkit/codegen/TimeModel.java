/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.fastjsonkit.FastCodec;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.OptionalInt;

/** Test model: java.time, Optional, @JsonFormat, and enums with @JsonValue, @JsonCreator and @JsonProperty. */
@FastCodec
public record TimeModel(Instant at, LocalDate day, @JsonFormat(pattern = "yyyy/MM/dd HH:mm") LocalDateTime local,
        OffsetDateTime offset, Duration took, Optional<String> maybe, OptionalInt count,
        @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> absent, Code code, Level level,
        @JsonFormat(shape = JsonFormat.Shape.NUMBER) Level levelNumber, FieldsModel.Color color) {

    /** An enum written through {@code @JsonValue}. */
    public enum Code {
        A("a-1"), B("b-2");

        private final String text;

        Code(String text) {
            this.text = text;
        }

        @JsonValue
        public String text() {
            return text;
        }
    }

    /** An enum read through a {@code @JsonCreator}. */
    public enum Level {
        LOW, HIGH;

        @JsonCreator
        public static Level of(String s) {
            return "high".equalsIgnoreCase(s) ? HIGH : LOW;
        }

        @Override
        public String toString() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A static factory, so that tests can build a full sample. */
    static TimeModel sample() {
        return new TimeModel(Instant.parse("2026-11-23T10:15:30.123456789Z"), LocalDate.of(2026, 2, 28),
                LocalDateTime.of(2026, 11, 23, 10, 15), OffsetDateTime.parse("2026-11-23T10:15:30+02:00"),
                Duration.ofMillis(1500), Optional.of("m"), OptionalInt.of(3), Optional.empty(), Code.B, Level.HIGH,
                Level.LOW, FieldsModel.Color.BLUE);
    }
}
