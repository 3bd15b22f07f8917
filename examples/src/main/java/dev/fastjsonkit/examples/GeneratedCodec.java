/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * GeneratedCodec: a record annotated with @FastCodec gets a serializer and deserializer generated at
 * compile time by fastjson-kit-codegen (on this module's annotation-processor path); FastMappers.json()
 * uses them. Run from the repository root:
 * mvn -B -q -Pdemo -DskipTests package -Ddemo.main=dev.fastjsonkit.examples.GeneratedCodec
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.fastjsonkit.FastCodec;
import dev.fastjsonkit.FastMappers;
import java.io.IOException;
import java.time.Instant;
import java.util.List;

/** Reads and writes a record through its generated codec, and shows what explain() says. */
public final class GeneratedCodec {

    /** The type: one annotation, nothing else to write or keep in sync. */
    @FastCodec
    public record Order(String id, @JsonProperty("customer_id") long customerId, int quantity,
            Instant placed, List<String> items) {}

    private GeneratedCodec() {}

    /**
     * Prints an order written and read back through the generated codec, and the explain() line.
     *
     * @param args ignored
     * @throws IOException if Jackson fails to read or write (it does not, on this input)
     */
    public static void main(String[] args) throws IOException {
        Order o = new Order("o-1", 42, 3, Instant.parse("2026-11-23T10:15:30Z"), List.of("book", "pen"));
        String json = FastMappers.json().writeValueAsString(o);
        Order back = FastMappers.json().readValue(json, Order.class);
        System.out.println(json);
        System.out.println(back.equals(o));
        System.out.println(FastMappers.explain(Order.class).generatedCodec()); // generated codec: writes and reads
    }
}
