/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@value #THREADS} threads share {@link FastMappers#json()} and the cached readers and writers on
 * mixed types: every result equals the single-threaded result, with no exception. The first use of
 * the shared mapper also races, in a fresh class loader.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FastMappersConcurrencyTest {

    static final int THREADS = 8;
    /** Rounds of every task per thread. */
    static final int ROUNDS = 200;

    public static class Article {
        public long id;
        public String title;
        public double score;
        public List<String> tags;
        public Instant published;
        public Optional<String> summary;
        public BigDecimal price;
    }

    public record Point(double x, double y) {}

    static Article article(int i) {
        Article a = new Article();
        a.id = i;
        a.title = "t\u00e9" + i;
        a.score = i / 7.0;
        a.tags = List.of("a" + i, "b");
        a.published = Instant.ofEpochSecond(1_700_000_000L + i, i);
        a.summary = i % 2 == 0 ? Optional.empty() : Optional.of("s" + i);
        a.price = BigDecimal.valueOf(i * 125L, 2);
        return a;
    }

    /** One unit of work: reads and writes through the shared mapper and cached readers/writers; returns a comparable result. */
    static List<Task> tasks() {
        List<Task> t = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            int n = i;
            Article a = article(n);
            byte[] articleJson = utf8("{\"id\":" + n + ",\"title\":\"x" + n + "\",\"score\":" + (n * 0.1)
                    + ",\"tags\":[\"q\"],\"published\":\"2024-01-0" + (n + 1) + "T00:00:00Z\",\"price\":1.50,\"unknown\":1}");
            t.add(() -> utf8(FastMappers.writer(Article.class).writeValueAsString(a)));
            t.add(() -> FastMappers.writer(Article.class).writeValueAsBytes(
                    FastMappers.reader(Article.class).readValue(articleJson)));
            t.add(() -> FastMappers.writer(new TypeReference<List<Article>>() {}).writeValueAsBytes(List.of(a, article(n + 1))));
            t.add(() -> FastMappers.json().writeValueAsBytes(FastMappers.reader(new TypeReference<List<Point>>() {})
                    .readValue(utf8("[{\"x\":" + n + ".5,\"y\":-0.0},{\"x\":1e-300,\"y\":" + n + "}]"))));
            t.add(() -> FastMappers.json().writeValueAsBytes(FastMappers.reader(new TypeReference<Map<String, Double>>() {})
                    .readValue(utf8("{\"a\":" + n + ".25,\"b\":4.9e-324}"))));
            t.add(() -> FastMappers.json().writeValueAsBytes(FastMappers.json().readTree(
                    utf8("{\"n\":" + n + ",\"d\":[1.5,2e" + n + "],\"s\":\"\\u00e9\"}"))));
            t.add(() -> FastMappers.json().writeValueAsBytes(FastMappers.json().readValue(
                    utf8("[{\"k\":" + n + "},true,null,\"v\"]"), Object.class)));
            t.add(() -> FastMappers.writer(JsonNode.class).writeValueAsBytes(
                    FastMappers.reader(JsonNode.class).readValue(utf8("[" + n + ",{\"big\":123456789012345678901234567890}]"))));
            t.add(() -> FastMappers.writer(double[].class).writeValueAsBytes(
                    FastMappers.reader(double[].class).readValue(utf8("[0.1,0.2,0.30000000000000004," + n + "e-310]"))));
            t.add(() -> {
                try {
                    FastMappers.reader(Article.class).readValue(utf8("{\"id\":\"not a number " + n + "\"}"));
                    return utf8("accepted");
                } catch (JsonProcessingException e) {
                    return utf8(e.getClass().getName() + ": " + e.getOriginalMessage()); // same failure on every thread
                }
            });
        }
        return t;
    }

    interface Task {
        byte[] run() throws Exception;
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void eightThreadsOnTheSharedMapperAndCachedReadersGetTheSingleThreadedResults() throws Exception {
        List<Task> tasks = tasks();
        List<byte[]> expected = new ArrayList<>();
        for (Task t : tasks) {
            expected.add(t.run());
        }
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int w = 0; w < THREADS; w++) {
                int worker = w;
                done.add(pool.submit(() -> {
                    start.await();
                    int checked = 0;
                    for (int round = 0; round < ROUNDS; round++) {
                        for (int k = 0; k < tasks.size(); k++) {
                            int i = (k + worker * 7 + round) % tasks.size(); // threads interleave different types
                            byte[] got = tasks.get(i).run();
                            if (!Arrays.equals(got, expected.get(i))) {
                                throw new AssertionError("task " + i + " on thread " + worker + " round " + round
                                        + ": " + new String(got, StandardCharsets.UTF_8) + " != "
                                        + new String(expected.get(i), StandardCharsets.UTF_8));
                            }
                            checked++;
                        }
                    }
                    return checked;
                }));
            }
            int total = 0;
            for (Future<Integer> f : done) {
                total += f.get(50, TimeUnit.SECONDS); // rethrows any worker's exception
            }
            assertThat(total).isEqualTo(THREADS * ROUNDS * tasks.size());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Loads the {@code dev.fastjsonkit} classes afresh (child first; Jackson stays shared with
     * the parent), so that the shared mapper does not exist yet, then lets 8 threads call
     * {@code json()}, {@code reader(Class)} and {@code writer(Class)} for the first time at once.
     */
    @Test
    void firstUseOfTheSharedMapperRacesSafely() throws Exception {
        URL classes = FastMappers.class.getProtectionDomain().getCodeSource().getLocation();
        URL testClasses = FastMappersConcurrencyTest.class.getProtectionDomain().getCodeSource().getLocation();
        try (FreshLoader loader = new FreshLoader(new URL[] {classes, testClasses}, FastMappersConcurrencyTest.class.getClassLoader())) {
            Class<?> fastMappers = Class.forName("dev.fastjsonkit.FastMappers", false, loader);
            Class<?> article = Class.forName(Article.class.getName(), false, loader);
            assertThat(fastMappers).isNotSameAs(FastMappers.class);
            assertThat(fastMappers.getClassLoader()).isSameAs(loader);
            Method json = fastMappers.getMethod("json");
            Method reader = fastMappers.getMethod("reader", Class.class);
            Method writer = fastMappers.getMethod("writer", Class.class);

            CyclicBarrier start = new CyclicBarrier(THREADS);
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<Object[]>> firstUses = new ArrayList<>();
                for (int w = 0; w < THREADS; w++) {
                    Callable<Object[]> firstUse = () -> {
                        start.await();
                        Object mapper = json.invoke(null);
                        return new Object[] {mapper, reader.invoke(null, article), writer.invoke(null, article)};
                    };
                    firstUses.add(pool.submit(firstUse));
                }
                List<Object[]> got = new ArrayList<>();
                for (Future<Object[]> f : firstUses) {
                    got.add(f.get(50, TimeUnit.SECONDS));
                }
                for (Object[] g : got) {
                    assertThat(g[0]).as("json()").isSameAs(got.get(0)[0]);
                    assertThat(g[1]).as("reader(Article)").isSameAs(got.get(0)[1]);
                    assertThat(g[2]).as("writer(Article)").isSameAs(got.get(0)[2]);
                }
                com.fasterxml.jackson.databind.ObjectMapper fresh = (com.fasterxml.jackson.databind.ObjectMapper) got.get(0)[0];
                assertThat(fresh).isNotSameAs(FastMappers.json());
                Map<String, Object> sample = new LinkedHashMap<>();
                sample.put("a", 1);
                sample.put("d", -0.0);
                sample.put("t", Instant.EPOCH);
                assertThat(fresh.writeValueAsString(sample)).isEqualTo(FastMappers.json().writeValueAsString(sample));
                Object a = ((com.fasterxml.jackson.databind.ObjectReader) got.get(0)[1]).readValue("{\"id\":7,\"score\":0.5}");
                assertThat(a.getClass()).isSameAs(article);
                assertThat(((com.fasterxml.jackson.databind.ObjectWriter) got.get(0)[2]).writeValueAsString(a))
                        .isEqualTo(FastMappers.writer(Article.class).writeValueAsString(
                                FastMappers.reader(Article.class).readValue("{\"id\":7,\"score\":0.5}")));
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** Child-first for {@code dev.fastjsonkit.*}, parent-first for everything else (Jackson, the JDK). */
    static final class FreshLoader extends URLClassLoader {
        FreshLoader(URL[] urls, ClassLoader parent) {
            super(urls, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("dev.fastjsonkit.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = findClass(name);
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }

        @Override
        public InputStream getResourceAsStream(String name) {
            return super.getResourceAsStream(name);
        }
    }
}
