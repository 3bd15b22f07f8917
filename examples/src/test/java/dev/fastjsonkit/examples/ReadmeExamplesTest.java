/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java code block of README.md stands, line for line, in a source file of this module, so
 * the README's examples compile with the examples (and run in the demo).
 */
class ReadmeExamplesTest {

    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyReadmeJavaBlockIsPartOfACompiledExample() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        Path readme = root.resolve("README.md");
        if (!Files.exists(readme)) {
            readme = root.getParent().resolve("README.md");
        }
        List<String> blocks = new ArrayList<>();
        Matcher m = JAVA_BLOCK.matcher(Files.readString(readme));
        while (m.find()) {
            blocks.add(normalize(m.group(1)));
        }
        assertThat(blocks).as("java blocks in README.md").isNotEmpty();
        String sources;
        try (Stream<Path> files = Files.walk(readme.getParent().resolve("examples/src/main/java"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).map(ReadmeExamplesTest::readQuietly)
                    .map(ReadmeExamplesTest::normalize).collect(Collectors.joining("\n"));
        }
        for (String block : blocks) {
            assertThat(sources).as("README block must stand in an example:\n" + block).contains(block);
        }
    }

    private static String readQuietly(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Strips indentation and blank lines, so that a block matches wherever it is nested. */
    private static String normalize(String s) {
        return s.lines().map(String::strip).filter(l -> !l.isEmpty()).collect(Collectors.joining("\n"));
    }
}
