/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Shared test input: generated feeds, and the read-only shared data beside the repository. */
final class TestData {

    private TestData() {
    }

    /**
     * Finds {@code shared/data} by walking up from the working directory (the module directory
     * under Maven, so normally {@code ../../shared/data}).
     */
    static Optional<Path> sharedData() {
        Path dir = Paths.get("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve("shared").resolve("data");
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
            dir = dir.getParent();
        }
        return Optional.empty();
    }

    /** A corpus file, or the test is skipped (with the reason) when shared/data is absent. */
    static Path corpus(String name) {
        Optional<Path> data = sharedData();
        assumeTrue(data.isPresent(), "shared/data not found above " + Paths.get("").toAbsolutePath()
                + "; the real-corpus checks need the CI layout with shared/ beside the repository");
        Path file = data.get().resolve("corpus").resolve(name);
        assumeTrue(Files.isRegularFile(file), "corpus file missing: " + file);
        return file;
    }

    /** JSONTestSuite test_parsing files with the prefix ("n_", "y_", "i_"), or a skip. */
    static List<Path> suite(String prefix) throws IOException {
        Optional<Path> data = sharedData();
        assumeTrue(data.isPresent(), "shared/data not found above " + Paths.get("").toAbsolutePath()
                + "; the JSONTestSuite checks need the CI layout with shared/ beside the repository");
        Path dir = data.get().resolve("JSONTestSuite").resolve("test_parsing");
        assumeTrue(Files.isDirectory(dir), "JSONTestSuite missing: " + dir);
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted()
                    .collect(Collectors.toList());
        }
    }

    /**
     * A feed like the seed's: a JSON array of articles with id, title, a long body before
     * viewCount, nested author object, arrays; member order varies a little between articles.
     */
    static String feed(int articles, int bodyChars, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder(articles * (bodyChars + 300));
        sb.append('[');
        for (int i = 0; i < articles; i++) {
            if (i > 0) {
                sb.append(",\n");
            }
            String id = "\"id\":\"a-" + i + "\"";
            String title = "\"title\":\"Title \\\"" + i + "\\\" \\u00e9t\u00e9\"";
            String views = "\"viewCount\":" + rnd.nextInt(1_000_000);
            StringBuilder body = new StringBuilder("\"body\":\"");
            for (int c = 0; c < bodyChars; c++) {
                body.append((char) ('a' + rnd.nextInt(26)));
                if (c % 97 == 0) {
                    body.append("\\n{[\\\"]}");
                }
            }
            body.append('"');
            String author = "\"author\":{\"name\":\"n" + i + "\",\"id\":" + i
                    + ",\"tags\":[{\"k\":[1,2,{\"id\":\"nested\"}]}]}";
            String tags = "\"tags\":[\"x\",\"y\",[[]],{}]";
            if (i % 5 == 3) { // another order, and a field missing
                sb.append('{').append(views).append(',').append(body).append(',').append(author)
                        .append(',').append(id).append(',').append(tags).append('}');
            } else {
                sb.append('{').append(id).append(',').append(title).append(',').append(body).append(',')
                        .append(author).append(',').append(tags).append(',').append(views).append('}');
            }
        }
        sb.append(']');
        return sb.toString();
    }

    static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** An input stream that records whether it was closed. */
    static final class TrackingStream extends InputStream {
        private final InputStream in;
        boolean closed;

        TrackingStream(byte[] data) {
            this.in = new java.io.ByteArrayInputStream(data);
        }

        @Override
        public int read() throws IOException {
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return in.read(b, off, len);
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
