/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.core.JsonFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each extractor is its file plus the shared core file {@code ExtractorCore} (and, for
 * {@code FieldExtractor}, its fast path {@code FieldScan}): copied into another
 * package and compiled with only the jackson-core jar on the class path, they compile and work;
 * their default factory is the kit's engine when fastjson-kit-core is on the class path, else a
 * plain {@code JsonFactory}.
 */
class CopyableSourcesTest {

    private static final String ENGINE_FACTORY = "dev.fastjsonkit.EngineJsonFactory";

    private static final String DOC = "{\\\"items\\\":[{\\\"id\\\":1,\\\"body\\\":\\\"xx\\\",\\\"t\\\":\\\"a\\\"},"
            + "{\\\"t\\\":\\\"b\\\",\\\"id\\\":2}]}";

    /** What a user would write against the copied class; run() returns a printable result. */
    private static final Map<String, String> DRIVERS = Map.of(
            "FieldExtractor", "return FieldExtractor.builder().at(\"/items\").fields(\"id\", \"t\")"
                    + ".build(r -> r.getLong(\"id\") + r.getString(\"t\")).list(ExtractorCore.Input.of(doc)).toString();",
            "PointerExtractor", "return PointerExtractor.at(\"/items/*/t\").findAll(ExtractorCore.Input.of(doc), PointerExtractor.asString())"
                    + ".toString();",
            "ElementStream", "try (java.util.stream.Stream<String> s = ElementStream.of(p -> p.currentToken().toString())"
                    + ".at(\"/items\").stream(ExtractorCore.Input.of(doc))) { return s.collect(java.util.stream.Collectors.toList()).toString(); }",
            "NdjsonReader", "java.util.List<Object> out = new java.util.ArrayList<>();"
                    + "NdjsonReader.of(p -> p.getText()).forEach(\"1\\n\\n\\\"x\\\"\\n\".getBytes(), out::add);"
                    + "return out.toString();");

    @ParameterizedTest
    @CsvSource({
        "FieldExtractor, '[1a, 2b]', false",
        "FieldExtractor, '[1a, 2b]', true",
        "PointerExtractor, '[a, b]', false",
        "PointerExtractor, '[a, b]', true",
        "ElementStream, '[START_OBJECT, START_OBJECT]', false",
        "ElementStream, '[START_OBJECT, START_OBJECT]', true",
        "NdjsonReader, '[1, x]', false",
        "NdjsonReader, '[1, x]', true",
    })
    void copiedFileCompilesAndRunsWithOnlyJacksonCore(String name, String expected, boolean withCore,
            @TempDir Path tmp) throws Exception {
        Path source = Paths.get("src/main/java/dev/fastjsonkit/streaming", name + ".java");
        String text = Files.readString(source);

        // nothing but jackson-core and the JDK
        List<String> imports = text.lines().filter(l -> l.startsWith("import ")).collect(Collectors.toList());
        assertThat(imports).allSatisfy(l -> assertThat(l).matches("import (static )?(com\\.fasterxml\\.jackson\\.core|java)\\..*;"));
        assertThat(text.replace("package dev.fastjsonkit.streaming;", "")).doesNotContain("dev.fastjsonkit");
        assertThat(text).contains("ExtractorCore");

        // copy as a user would: another package, the file and (for an extractor) the core file
        Path pkg = Files.createDirectories(tmp.resolve("src/com/example/copied"));
        Files.writeString(pkg.resolve(name + ".java"),
                text.replace("package dev.fastjsonkit.streaming;", "package com.example.copied;"));
        List<String> sources = new java.util.ArrayList<>(List.of(pkg.resolve(name + ".java").toString(),
                pkg.resolve("Driver.java").toString()));
        if (name.equals("NdjsonReader")) { // with its line splitting
            sources.add(copy(source.resolveSibling("NdjsonLines.java"), pkg));
        }
        if (name.equals("FieldExtractor")) { // with its fast path, which finds the engine's routines by name
            sources.add(copy(source.resolveSibling("FieldScan.java"), pkg));
        }
        sources.add(copy(source.resolveSibling("ExtractorCore.java"), pkg));
        Files.writeString(pkg.resolve("Driver.java"), "package com.example.copied;\n"
                + "public class Driver {\n  public static String run() throws Exception {\n"
                + "    byte[] doc = \"" + DOC + "\".getBytes(java.nio.charset.StandardCharsets.UTF_8);\n    "
                + DRIVERS.get(name) + "\n  }\n}\n");

        Path jacksonCore = Paths.get(JsonFactory.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("a JDK compiler").isNotNull();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> args = new java.util.ArrayList<>(List.of("--release", "17", "-Xlint:all", "-Werror",
                "-classpath", jacksonCore.toString(), "-d", classes.toString()));
        args.addAll(sources);
        int rc = javac.run(null, err, err, args.toArray(String[]::new));
        assertThat(rc).as(err.toString(StandardCharsets.UTF_8)).isZero();

        // a fresh loader: the copied classes and jackson-core only, nothing from this project; or,
        // withCore, the copied classes over this test's class path, where fastjson-kit-core is
        URL copied = classes.toUri().toURL();
        try (URLClassLoader loader = withCore ? new URLClassLoader(new URL[] {copied}, CopyableSourcesTest.class.getClassLoader())
                : new URLClassLoader(new URL[] {copied, jacksonCore.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> driver = Class.forName("com.example.copied.Driver", true, loader);
            if (!withCore) {
                assertThat(Class.forName("com.fasterxml.jackson.core.JsonFactory", false, loader))
                        .isNotSameAs(JsonFactory.class);
                assertThatNoProjectClass(loader);
            }
            Object result = driver.getMethod("run").invoke(null);
            assertThat(result).isEqualTo(expected);
            assertThat(defaultFactory(Class.forName("com.example.copied.ExtractorCore", true, loader)).getClass().getName())
                    .isEqualTo(withCore ? ENGINE_FACTORY : "com.fasterxml.jackson.core.JsonFactory");
        }
    }

    @org.junit.jupiter.api.Test
    void extractorsInThisModuleDefaultToTheEngineWithJacksonCoresDefaults() throws Exception {
        JsonFactory f = (JsonFactory) defaultFactory(ExtractorCore.class);
        assertThat(f.getClass().getName()).isEqualTo(ENGINE_FACTORY);
        assertThat(f).isNotSameAs(defaultFactory(ExtractorCore.class));
        JsonFactory plain = new JsonFactory();
        assertThat(f.streamReadConstraints().getMaxNestingDepth()).isEqualTo(plain.streamReadConstraints().getMaxNestingDepth());
        assertThat(f.streamReadConstraints().getMaxStringLength()).isEqualTo(plain.streamReadConstraints().getMaxStringLength());
        assertThat(f.streamReadConstraints().getMaxNumberLength()).isEqualTo(plain.streamReadConstraints().getMaxNumberLength());
        assertThat(f.getParserFeatures()).isEqualTo(plain.getParserFeatures());
        try (com.fasterxml.jackson.core.JsonParser p = f.createParser("{\"a\":1}".getBytes(StandardCharsets.UTF_8))) {
            assertThat(p.getClass().getName()).isEqualTo("dev.fastjsonkit.EngineParser");
        }
        // the one place: no extractor picks a factory of its own
        for (String name : List.of("FieldExtractor", "PointerExtractor", "ElementStream", "NdjsonReader", "NdjsonLines")) {
            String text = Files.readString(Paths.get("src/main/java/dev/fastjsonkit/streaming", name + ".java"));
            assertThat(text).doesNotContain("Class.forName").doesNotContain("newDefaultFactory() {");
        }
    }

    /** Copies a helper file that imports only jackson-core and the JDK into {@code pkg}; returns the copy's path. */
    private static String copy(Path file, Path pkg) throws IOException {
        String text = Files.readString(file);
        assertThat(text.lines().filter(l -> l.startsWith("import ")))
                .allSatisfy(l -> assertThat(l).matches("import (static )?(com\\.fasterxml\\.jackson\\.core|java)\\..*;"));
        Path copy = pkg.resolve(file.getFileName().toString());
        Files.writeString(copy, text.replace("package dev.fastjsonkit.streaming;", "package com.example.copied;"));
        return copy.toString();
    }

    private static Object defaultFactory(Class<?> extractor) throws ReflectiveOperationException {
        java.lang.reflect.Method m = extractor.getDeclaredMethod("newDefaultFactory");
        m.setAccessible(true);
        return m.invoke(null);
    }

    private static void assertThatNoProjectClass(ClassLoader loader) {
        try {
            Class.forName("dev.fastjsonkit.streaming.FieldExtractor", false, loader);
            throw new AssertionError("the project's classes must not be visible");
        } catch (ClassNotFoundException expected) {
            // as intended
        }
    }
}
