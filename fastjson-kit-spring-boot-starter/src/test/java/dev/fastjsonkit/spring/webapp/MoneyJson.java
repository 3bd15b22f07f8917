/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring.webapp;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import java.io.IOException;
import java.math.BigDecimal;
import org.springframework.boot.jackson.JsonComponent;

/** The application's {@code @JsonComponent}: {@link Money} as "12.34 EUR". */
@JsonComponent
public class MoneyJson {

    /** Writes "12.34 EUR". */
    public static class Serializer extends JsonSerializer<Money> {
        @Override
        public void serialize(Money m, JsonGenerator g, SerializerProvider p) throws IOException {
            g.writeString(BigDecimal.valueOf(m.cents(), 2).toPlainString() + " " + m.currency());
        }
    }

    /** Reads "12.34 EUR". */
    public static class Deserializer extends JsonDeserializer<Money> {
        @Override
        public Money deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String[] parts = p.getValueAsString().split(" ");
            return new Money(new BigDecimal(parts[0]).movePointRight(2).longValueExact(), parts[1]);
        }
    }
}
