/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.generated.CodecProvider;
import dev.fastjsonkit.generated.GeneratedCodecs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the processor in-process on source strings with the system Java compiler. */
class FastCodecProcessorTest {
    @TempDir
    Path out;

    /** The outcome of one compilation. */
    private record Result(boolean ok, List<Diagnostic<? extends JavaFileObject>> diagnostics, Path classes) {
        List<String> of(Diagnostic.Kind kind) {
            return diagnostics.stream().filter(d -> d.getKind() == kind)
                    .map(d -> d.getMessage(Locale.ROOT)).collect(Collectors.toList());
        }
    }

    private Result compile(String... sources) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diags = new DiagnosticCollector<>();
        List<JavaFileObject> files = new ArrayList<>();
        for (String s : sources) {
            String name = s.replaceAll("(?s).*?(?:class|record) (\\w+).*", "$1");
            files.add(new SimpleJavaFileObject(URI.create("string:///p/" + name + ".java"), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return s;
                }
            });
        }
        Files.createDirectories(out);
        // -processing: javac would warn that no processor claims the Jackson annotations (not about generated code)
        List<String> options = List.of("-Xlint:all,-processing", "-classpath", System.getProperty("java.class.path"),
                "-d", out.toString(), "-s", out.toString(), "--release", "17");
        JavaCompiler.CompilationTask task = javac.getTask(null, null, diags, options, null, files);
        task.setProcessors(List.of(new FastCodecProcessor()));
        boolean ok = task.call();
        return new Result(ok, diags.getDiagnostics(), out);
    }

    @Test
    void generatedSourcesCompileWithoutWarningsAndAreListedForServiceLoader() throws Exception {
        Result r = compile("""
                package p;
                import com.fasterxml.jackson.annotation.*;
                import java.util.*;
                @dev.fastjsonkit.FastCodec
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @JsonPropertyOrder({"b"})
                public class Bean {
                    public String a;
                    @JsonProperty("bee") @JsonAlias("B") public int b;
                    private List<Map<String, Long>> c;
                    @Deprecated public Long d;
                    public char e;
                    @JsonIgnore public String f;
                    public List<Map<String, Long>> getC() { return c; }
                    public void setC(List<Map<String, Long>> c) { this.c = c; }
                    public enum Kind { X, Y }
                    public Kind kind;
                    public Set<Rec> recs;
                    public ArrayList<Kind> kinds;
                    public Collection<? extends Bean> wild;
                    private List<Bean> beans;
                    public List<Bean> getBeans() { return beans; }
                    public void setBeans(List<Bean> beans) { this.beans = beans; }
                }
                """, """
                package p;
                @dev.fastjsonkit.FastCodec
                public record Rec(String name, int[] values, java.util.Optional<String> opt, Bean bean,
                        java.util.List<Bean> beans, java.util.SortedSet<String> names) {}
                """);
        assertThat(r.of(Diagnostic.Kind.ERROR)).isEmpty();
        assertThat(r.of(Diagnostic.Kind.WARNING)).isEmpty();
        assertThat(r.of(Diagnostic.Kind.MANDATORY_WARNING)).isEmpty();
        assertThat(r.ok()).isTrue();
        assertThat(r.classes().resolve("p/Bean_FastCodec.java")).exists();
        assertThat(Files.readString(r.classes().resolve(FastCodecProcessor.SERVICES), StandardCharsets.UTF_8))
                .isEqualTo("p.Bean_FastCodec\np.Rec_FastCodec\n");
        try (URLClassLoader loader = new URLClassLoader(new java.net.URL[] {r.classes().toUri().toURL()},
                getClass().getClassLoader())) {
            List<String> types = new ArrayList<>();
            ServiceLoader.load(CodecProvider.class, loader).forEach(p -> types.add(p.type().getName()));
            assertThat(types).contains("p.Bean", "p.Rec");
        }
        // a stale entry (a class deleted since) is skipped, not fatal for the other types
        Files.writeString(r.classes().resolve(FastCodecProcessor.SERVICES), "p.Gone_FastCodec\np.Bean_FastCodec\n");
        try (URLClassLoader loader = new URLClassLoader(new java.net.URL[] {r.classes().toUri().toURL()},
                getClass().getClassLoader())) {
            Class<?> bean = loader.loadClass("p.Bean");
            assertThat(GeneratedCodecs.explain(FastMappers.builder().build(), bean))
                    .isEqualTo("generated codec: writes and reads");
        }
    }

    @Test
    void typesItCannotHandleGetNoCodecAndANoteSayingWhy() throws Exception {
        Result r = compile("""
                package p;
                @dev.fastjsonkit.FastCodec
                @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.NAME)
                public class Poly { public String a; }
                """, """
                package p;
                @dev.fastjsonkit.FastCodec
                public class Any {
                    @com.fasterxml.jackson.annotation.JsonAnySetter
                    public void set(String k, Object v) {}
                }
                """, """
                package p;
                @dev.fastjsonkit.FastCodec
                public class Box<T> { public T value; }
                """, """
                package p;
                public class Outer {
                    @dev.fastjsonkit.FastCodec
                    private static class Hidden { public String a; }
                }
                """, """
                package p;
                @dev.fastjsonkit.FastCodec
                public class Custom {
                    @com.fasterxml.jackson.databind.annotation.JsonSerialize(using = com.fasterxml.jackson.databind.ser.std.ToStringSerializer.class)
                    public Object a;
                }
                """, """
                package p;
                @dev.fastjsonkit.FastCodec
                public class ReadOnly {
                    private String a;
                    public String getA() { return a; }
                }
                """);
        assertThat(r.ok()).isTrue();
        assertThat(r.of(Diagnostic.Kind.WARNING)).isEmpty();
        assertThat(r.of(Diagnostic.Kind.NOTE)).anySatisfy(n -> assertThat(n).contains("p.Poly", "@JsonTypeInfo"))
                .anySatisfy(n -> assertThat(n).contains("p.Any", "@JsonAnySetter"))
                .anySatisfy(n -> assertThat(n).contains("p.Box", "generic"))
                .anySatisfy(n -> assertThat(n).contains("p.Outer.Hidden", "private class"))
                .anySatisfy(n -> assertThat(n).contains("p.Custom", "@JsonSerialize"))
                .anySatisfy(n -> assertThat(n).contains("p.ReadOnly gets a serializer only", "private field a"));
        assertThat(Files.readString(r.classes().resolve(FastCodecProcessor.SERVICES), StandardCharsets.UTF_8))
                .isEqualTo("p.ReadOnly_FastCodec\n");
    }

    @Test
    void nameManglingFollowsJacksonsDefault() {
        assertThat(Introspector.mangle("URL")).isEqualTo("url");
        assertThat(Introspector.mangle("URLValue")).isEqualTo("urlvalue");
        assertThat(Introspector.mangle("Name")).isEqualTo("name");
        assertThat(Introspector.mangle("xCoord")).isEqualTo("xCoord");
    }
}
