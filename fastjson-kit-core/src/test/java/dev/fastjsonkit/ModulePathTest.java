/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kit on the module path: a small named module ({@code app}) that requires
 * {@code dev.fastjsonkit.core} (the jar's {@code Automatic-Module-Name}) and exports, without
 * opening, a bean package, compiled and run in a fresh JVM with only the module path. It writes and
 * reads a bean through {@code FastMappers.json()}: Blackbird cannot generate its lambdas there (its
 * default-constructor lambda fails with "not direct or cannot be cracked", opens or not), and the kit
 * falls back to Jackson's own access, which {@code explain()} reports.
 */
class ModulePathTest {

    private static final String MODULE_INFO = """
            module app {
                requires dev.fastjsonkit.core;
                requires com.fasterxml.jackson.databind;
                exports app.model;
            }
            """;

    private static final String ITEM = """
            package app.model;
            public class Item {
                private String name = "x";
                private int count = 3;
                public String getName() { return name; }
                public void setName(String n) { name = n; }
                public int getCount() { return count; }
                public void setCount(int c) { count = c; }
            }
            """;

    private static final String MAIN = """
            package app.main;
            import app.model.Item;
            import dev.fastjsonkit.FastMappers;
            public class Main {
                public static void main(String[] a) throws Exception {
                    Item in = FastMappers.json().readValue("{\\"name\\":\\"y\\",\\"count\\":7}", Item.class);
                    System.out.println(FastMappers.json().writeValueAsString(in));
                    System.out.println(FastMappers.reader(Item.class).<Item>readValue("{\\"count\\":9}").getCount());
                    System.out.println(FastMappers.explain(Item.class));
                }
            }
            """;

    /** The kit's classes as a jar named like the published one: a directory is no automatic module. */
    private static Path coreJar(Path dir) throws IOException {
        Path classes = Path.of(FastMappers.class.getProtectionDomain().getCodeSource().getLocation().getPath());
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue("Automatic-Module-Name", "dev.fastjsonkit.core");
        Path jar = dir.resolve("fastjson-kit-core.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, mf);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                Files.copy(f, j);
                j.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void aNamedModuleWritesReadsAndExplainsBeansThroughTheSharedMapper(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isDirectory(Path.of(FastMappers.class.getProtectionDomain().getCodeSource().getLocation().getPath())),
                "the kit's classes are not in a directory (run from Maven's target/classes)");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assumeTrue(javac != null, "no system Java compiler in this JVM");
        String jackson = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> e.contains("jackson-") && e.endsWith(".jar")).collect(Collectors.joining(File.pathSeparator));
        String modulePath = coreJar(dir) + File.pathSeparator + jackson;

        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("app/model"));
        Files.createDirectories(src.resolve("app/main"));
        List<String> args = new ArrayList<>(List.of("-d", dir.resolve("out").toString(), "--module-path", modulePath));
        for (String[] f : new String[][] {{"module-info.java", MODULE_INFO}, {"app/model/Item.java", ITEM},
            {"app/main/Main.java", MAIN}}) {
            args.add(Files.writeString(src.resolve(f[0]), f[1]).toString());
        }
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit code").isZero();

        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-Xmx128m", "--module-path",
                dir.resolve("out") + File.pathSeparator + modulePath, "-m", "app/app.main.Main")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).as("the module-path program ended").isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("{\"name\":\"y\",\"count\":7}").contains("\n9\n")
                .contains("Access report for app.model.Item").contains("create: default constructor");
    }
}
