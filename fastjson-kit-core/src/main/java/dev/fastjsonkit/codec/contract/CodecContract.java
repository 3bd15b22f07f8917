/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec.contract;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Proves a hand-written Jackson serializer or deserializer against Jackson's own, from any test
 * framework: it throws {@link AssertionError} with a readable diff, and needs nothing but Jackson.
 * It is a test kit: call it from your tests, not from production code.
 *
 * <pre>{@code
 * CodecContract.of(new ObjectMapper(), ArticleSummary.class)
 *         .withSerializer(new ArticleSummarySerializer())
 *         .withDeserializer(new ArticleSummaryDeserializer())
 *         .verify(List.of(sample1, sample2));
 * }</pre>
 *
 * <p>The <em>reference</em> mapper is the mapper as you configure it, without the candidate: the
 * candidate mapper is {@code reference.copy()} plus the candidate registered for exactly the
 * contract's type (generic parameters included) or the candidate module. {@link #verify} checks,
 * for every sample, that (1) the candidate writes exactly the bytes the reference writes, or fails
 * with the same exception, and (2) reading those bytes through the candidate gives a value equal
 * ({@link Objects#deepEquals}, so arrays compare by content) to what the reference reads, or the
 * same exception. {@link #verifyReads} does (2) on JSON inputs of your choice, such as malformed
 * ones: both sides must read equal values, or fail with the same exception class and message.
 *
 * <p>Instances are immutable and thread-safe; each {@code with...} returns a new contract.
 * Each {@code verify} call builds one candidate mapper; keep the number of calls small (each
 * mapper holds its own caches).
 *
 * @param <T> the type of the samples
 */
public final class CodecContract<T> {
    private static final int CONTEXT = 32;

    private final ObjectMapper reference;
    private final JavaType type;
    private final JsonSerializer<?> serializer;
    private final JsonDeserializer<?> deserializer;
    private final List<Module> modules;

    private CodecContract(ObjectMapper reference, JavaType type, JsonSerializer<?> serializer,
            JsonDeserializer<?> deserializer, List<Module> modules) {
        this.reference = reference;
        this.type = type;
        this.serializer = serializer;
        this.deserializer = deserializer;
        this.modules = modules;
    }

    /**
     * Returns a contract for values of {@code type}, with no candidate yet.
     *
     * @param <T> the type
     * @param reference the mapper whose output is the reference, configured as in production but
     *     without the candidate; not null; it is copied, never changed
     * @param type the type the candidate handles; not null
     * @return a new contract
     * @throws NullPointerException if an argument is null
     */
    public static <T> CodecContract<T> of(ObjectMapper reference, Class<T> type) {
        Objects.requireNonNull(reference, "reference");
        return new CodecContract<>(reference, reference.constructType(Objects.requireNonNull(type, "type")),
                null, null, List.of());
    }

    /**
     * Returns a contract for values of a generic type, such as
     * {@code new TypeReference<Map<String, Double>>() {}}.
     *
     * @param <T> the type
     * @param reference the reference mapper; see {@link #of(ObjectMapper, Class)}; not null
     * @param type the type the candidate handles; not null
     * @return a new contract
     * @throws NullPointerException if an argument is null
     */
    public static <T> CodecContract<T> of(ObjectMapper reference, TypeReference<T> type) {
        Objects.requireNonNull(reference, "reference");
        return new CodecContract<>(reference, reference.constructType(Objects.requireNonNull(type, "type")),
                null, null, List.of());
    }

    /**
     * Returns a contract whose candidate writes with {@code serializer}, registered for exactly this
     * contract's type.
     *
     * @param serializer the hand-written serializer; not null
     * @return a new contract
     * @throws NullPointerException if {@code serializer} is null
     */
    public CodecContract<T> withSerializer(JsonSerializer<?> serializer) {
        return new CodecContract<>(reference, type, Objects.requireNonNull(serializer, "serializer"),
                deserializer, modules);
    }

    /**
     * Returns a contract whose candidate reads with {@code deserializer}, registered for exactly
     * this contract's type.
     *
     * @param deserializer the hand-written deserializer; not null
     * @return a new contract
     * @throws NullPointerException if {@code deserializer} is null
     */
    public CodecContract<T> withDeserializer(JsonDeserializer<?> deserializer) {
        return new CodecContract<>(reference, type, serializer,
                Objects.requireNonNull(deserializer, "deserializer"), modules);
    }

    /**
     * Returns a contract whose candidate mapper also registers {@code module}, e.g.
     * {@link dev.fastjsonkit.codec.FastCodecs#module()}.
     *
     * @param module the module with the candidate (de)serializers; not null
     * @return a new contract
     * @throws NullPointerException if {@code module} is null
     */
    public CodecContract<T> withModule(Module module) {
        List<Module> m = new ArrayList<>(modules);
        m.add(Objects.requireNonNull(module, "module"));
        return new CodecContract<>(reference, type, serializer, deserializer, Collections.unmodifiableList(m));
    }

    /**
     * Checks every sample: the candidate writes the reference's exact bytes, and reads those bytes
     * back to a value equal to the reference's read (see the class documentation).
     *
     * @param samples the values to write; nulls allowed; at least one
     * @throws AssertionError on the first sample that breaks the contract; the message names the
     *     sample's index and shows the first differing byte offset with the context of both outputs,
     *     or both values read, or both exceptions
     * @throws IllegalArgumentException if {@code samples} is empty
     * @throws IllegalStateException if the contract has no candidate
     */
    public void verify(Iterable<? extends T> samples) {
        Mappers m = mappers();
        int i = 0;
        for (T sample : samples) {
            String what = "sample #" + i + " of " + type.toCanonical();
            Outcome expected = Outcome.write(m.refWriter, sample);
            Outcome actual = Outcome.write(m.candWriter, sample);
            if (expected.failure != null || actual.failure != null) {
                sameFailure(what + ": writing", expected, actual);
            } else {
                byte[] e = (byte[]) expected.value;
                byte[] a = (byte[]) actual.value;
                if (!Arrays.equals(e, a)) {
                    throw new AssertionError("CodecContract: " + what + ": " + diff(e, a));
                }
                compareReads(m, what + ": reading back " + render(e, 0, Math.min(e.length, 2 * CONTEXT)), e);
            }
            i++;
        }
        if (i == 0) {
            throw new IllegalArgumentException("no samples");
        }
    }

    /**
     * Checks that the candidate reads each JSON input as the reference does: equal values, or the
     * same exception class and message (malformed input, wrong tokens, coercions, nulls, ...).
     *
     * @param inputs JSON documents, read as UTF-8 bytes; at least one
     * @throws AssertionError on the first input read differently, showing both outcomes
     * @throws IllegalArgumentException if there are no inputs
     * @throws IllegalStateException if the contract has no candidate
     */
    public void verifyReads(String... inputs) {
        if (inputs.length == 0) {
            throw new IllegalArgumentException("no inputs");
        }
        Mappers m = mappers();
        for (int i = 0; i < inputs.length; i++) {
            compareReads(m, "input #" + i + " " + inputs[i] + " as " + type.toCanonical(),
                    inputs[i].getBytes(StandardCharsets.UTF_8));
        }
    }

    private void compareReads(Mappers m, String what, byte[] json) {
        Outcome expected = Outcome.read(m.refReader, json);
        Outcome actual = Outcome.read(m.candReader, json);
        if (expected.failure != null || actual.failure != null) {
            sameFailure(what, expected, actual);
        } else if (!Objects.deepEquals(expected.value, actual.value)) {
            throw new AssertionError("CodecContract: " + what + ": the candidate read a different value\n"
                    + "  Jackson:   " + show(expected.value) + "\n  candidate: " + show(actual.value));
        }
    }

    private static void sameFailure(String what, Outcome expected, Outcome actual) {
        Throwable e = expected.failure;
        Throwable a = actual.failure;
        boolean same = e != null && a != null && e.getClass() == a.getClass()
                && Objects.equals(e.getMessage(), a.getMessage());
        if (!same) {
            AssertionError err = new AssertionError("CodecContract: " + what + ": outcomes differ\n"
                    + "  Jackson:   " + expected + "\n  candidate: " + actual);
            if (a != null) {
                err.initCause(a);
            }
            throw err;
        }
    }

    private Mappers mappers() {
        if (serializer == null && deserializer == null && modules.isEmpty()) {
            throw new IllegalStateException("no candidate: call withSerializer, withDeserializer or withModule");
        }
        ObjectMapper cand = reference.copy();
        for (Module mod : modules) {
            cand.registerModule(mod);
        }
        if (serializer != null || deserializer != null) {
            cand.registerModule(new ExactTypeModule(type, serializer, deserializer));
        }
        return new Mappers(reference.writerFor(type), cand.writerFor(type), reference.readerFor(type),
                cand.readerFor(type));
    }

    /**
     * Describes how {@code actual} differs from {@code expected}: the first differing byte offset,
     * both lengths, and up to 32 bytes of context on each side of both outputs, aligned, with a
     * caret under the difference. Non-printable and non-ASCII bytes are shown as {@code \xNN}.
     */
    static String diff(byte[] expected, byte[] actual) {
        int n = Math.min(expected.length, actual.length);
        int at = 0;
        while (at < n && expected[at] == actual[at]) {
            at++;
        }
        int from = Math.max(0, at - CONTEXT);
        String prefix = (from > 0 ? "..." : "") + render(expected, from, at);
        StringBuilder sb = new StringBuilder();
        sb.append("the candidate wrote different bytes than Jackson; first difference at byte offset ").append(at)
                .append(" (Jackson wrote ").append(expected.length).append(" bytes, the candidate ")
                .append(actual.length).append(")\n");
        sb.append("  Jackson:   ").append(prefix).append(tail(expected, at)).append('\n');
        sb.append("  candidate: ").append(prefix).append(tail(actual, at)).append('\n');
        sb.append("             ").append(" ".repeat(prefix.length())).append("^ offset ").append(at);
        return sb.toString();
    }

    private static String tail(byte[] b, int at) {
        int to = Math.min(b.length, at + CONTEXT);
        return (at >= b.length ? "<end>" : render(b, at, to)) + (to < b.length ? "..." : "");
    }

    private static String render(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            int c = b[i] & 0xFF;
            if (c >= 0x20 && c < 0x7F) {
                sb.append((char) c);
            } else {
                sb.append(String.format("\\x%02X", c));
            }
        }
        return sb.toString();
    }

    private static String show(Object v) {
        if (v != null && v.getClass().isArray()) {
            return Arrays.deepToString(new Object[] {v});
        }
        return String.valueOf(v);
    }

    private static final class Mappers {
        final ObjectWriter refWriter;
        final ObjectWriter candWriter;
        final ObjectReader refReader;
        final ObjectReader candReader;

        Mappers(ObjectWriter refWriter, ObjectWriter candWriter, ObjectReader refReader, ObjectReader candReader) {
            this.refWriter = refWriter;
            this.candWriter = candWriter;
            this.refReader = refReader;
            this.candReader = candReader;
        }
    }

    private static final class Outcome {
        final Object value;
        final Throwable failure;

        private Outcome(Object value, Throwable failure) {
            this.value = value;
            this.failure = failure;
        }

        static Outcome write(ObjectWriter w, Object v) {
            try {
                return new Outcome(w.writeValueAsBytes(v), null);
            } catch (Exception e) {
                return new Outcome(null, e);
            }
        }

        static Outcome read(ObjectReader r, byte[] json) {
            try {
                return new Outcome(r.readValue(json), null);
            } catch (Exception e) {
                return new Outcome(null, e);
            }
        }

        @Override
        public String toString() {
            return failure != null ? failure.getClass().getName() + ": " + failure.getMessage()
                    : "value " + show(value instanceof byte[] ? new String((byte[]) value, StandardCharsets.UTF_8) : value);
        }
    }
}
