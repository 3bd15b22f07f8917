/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks the {@code fastjson-kit-codegen} annotation processor to generate a Jackson serializer and
 * deserializer for this class or record at compile time.
 *
 * <pre>{@code
 * @FastCodec
 * public record Article(String title, int words, List<String> tags) {}
 * }</pre>
 *
 * <p>The generated codec reads and writes the fields, getters, setters, constructors and record
 * components directly (no reflection), with pre-encoded property names, and is registered through
 * {@link java.util.ServiceLoader}. {@link FastMappers#json()} and builder-made mappers use it by
 * default ({@link FastMappers.Builder#generatedCodecs(boolean)}); any other mapper registers
 * {@link dev.fastjsonkit.generated.GeneratedCodecs#module()}. It writes the same bytes and reads
 * the same values, with the same exceptions, as Jackson's own bean serializer and deserializer for
 * the mapper's configuration; where that configuration or an annotation asks for something it does
 * not implement, it steps aside to Jackson's own for the whole type, and
 * {@link FastMappers#explain(Class)} says why. Without the processor on the annotation-processor
 * path this annotation does nothing.
 *
 * <p>Retained at run time so that {@code explain} can tell "not annotated" from "processor did not
 * run".
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface FastCodec {}
