/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.fastjsonkit.streaming.ExtractorCore.Input;
import dev.fastjsonkit.streaming.FieldExtractor;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.SplittableRandom;

/**
 * Streams a feed (a JSON array of article objects) and prints the number of articles and the sum
 * of their {@code viewCount}s, reading only {@code id}, {@code title} and {@code viewCount} of
 * each article with {@link FieldExtractor}; bodies and nested values are skipped, never decoded,
 * so memory stays constant whatever the feed size (a 1 GB feed runs with {@code -Xmx64m}).
 *
 * <pre>
 * java dev.fastjsonkit.examples.FeedSummaries feed.json
 * articles=52311
 * viewCountSum=26157001711
 *
 * java dev.fastjsonkit.examples.FeedSummaries --generate feed.json 1024 [seed]
 * </pre>
 *
 * <p>{@code --generate} writes a deterministic (seeded, default seed 42) feed of about the given
 * size in MiB (2^20 bytes; 1024 is 1 GiB), with article bodies of 2 to 32 KiB, and prints the
 * same two lines for the feed it wrote. Exit codes: 0 success, 1 a read or shape error (the message
 * goes to stderr), 2 wrong arguments.
 */
public final class FeedSummaries {

    private FeedSummaries() {
    }

    /** The totals of a feed. */
    public record Totals(long articles, long viewCountSum) {
        /** The two output lines. */
        @Override
        public String toString() {
            return "articles=" + articles + System.lineSeparator() + "viewCountSum=" + viewCountSum;
        }
    }

    private record Article(String id, String title, long viewCount) {
    }

    private static final FieldExtractor<Article> ARTICLES = FieldExtractor.builder()
            .fields("id", "title", "viewCount")
            .build(r -> new Article(r.getString("id"), r.getString("title"), r.getLong("viewCount")));

    /**
     * Sums a feed in constant memory.
     *
     * @param feed a JSON array of article objects, each with an integral {@code viewCount}
     * @return the totals
     * @throws IOException when the file cannot be read, is malformed or truncated, or is not an
     *     array of objects with integral {@code viewCount}s
     */
    public static Totals summarize(Path feed) throws IOException {
        long[] sum = new long[1];
        long n = ARTICLES.forEach(Input.of(feed), a -> sum[0] = Math.addExact(sum[0], a.viewCount()));
        return new Totals(n, sum[0]);
    }

    /**
     * Writes a deterministic feed of about {@code sizeMiB} MiB.
     *
     * @param out where to write (created or replaced)
     * @param sizeMiB the approximate size in MiB (at least one article is written)
     * @param seed the random seed; the same seed and size give the same bytes
     * @return the totals of the written feed
     * @throws IOException when writing fails
     */
    public static Totals generate(Path out, long sizeMiB, long seed) throws IOException {
        long target = sizeMiB * 1024 * 1024;
        SplittableRandom rnd = new SplittableRandom(seed);
        long n = 0;
        long sum = 0;
        char[] words = "lorem ipsum dolor sit amet \"quoted\" caf\u00e9 na\u00efve \u2603 tab\tnew\nline "
                .toCharArray();
        StringBuilder body = new StringBuilder(40_000);
        try (Counting os = new Counting(new BufferedOutputStream(Files.newOutputStream(out), 1 << 16));
             JsonGenerator g = new JsonFactory().createGenerator(os, JsonEncoding.UTF8)) {
            g.writeStartArray();
            do {
                long views = rnd.nextLong(0, 5_000_000);
                g.writeStartObject();
                g.writeStringField("id", "art-" + n);
                g.writeStringField("title", "Article " + n + " about " + (char) ('A' + rnd.nextInt(26)));
                g.writeObjectFieldStart("author");
                g.writeStringField("name", "Author " + rnd.nextInt(1000));
                g.writeNumberField("followers", rnd.nextInt(1_000_000));
                g.writeArrayFieldStart("links");
                g.writeStartObject();
                g.writeStringField("rel", "home");
                g.writeStringField("href", "https://example.com/a/" + n);
                g.writeEndObject();
                g.writeEndArray();
                g.writeEndObject();
                g.writeArrayFieldStart("tags");
                for (int t = rnd.nextInt(5); t >= 0; t--) {
                    g.writeString("tag" + rnd.nextInt(100));
                }
                g.writeEndArray();
                body.setLength(0);
                int len = rnd.nextInt(2048, 32 * 1024);
                while (body.length() < len) {
                    body.append(words, rnd.nextInt(words.length - 8), 8);
                }
                g.writeStringField("body", body.toString());
                g.writeNumberField("viewCount", views);
                g.writeArrayFieldStart("comments");
                for (int c = rnd.nextInt(3); c > 0; c--) {
                    g.writeStartObject();
                    g.writeStringField("user", "u" + rnd.nextInt(10_000));
                    g.writeStringField("text", "nice {\"viewCount\": 1}");
                    g.writeArrayFieldStart("likes");
                    g.writeNumber(rnd.nextInt(100));
                    g.writeEndArray();
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeBooleanField("published", rnd.nextBoolean());
                g.writeNumberField("score", rnd.nextInt(50) / 10.0);
                g.writeEndObject();
                n++;
                sum += views;
            } while (os.count + g.getOutputBuffered() < target);
            g.writeEndArray();
        }
        return new Totals(n, sum);
    }

    /** Counts the bytes written through it. */
    private static final class Counting extends FilterOutputStream {
        long count;

        Counting(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }
    }

    /**
     * Runs the program.
     *
     * @param args {@code <feed.json>} or {@code --generate <out.json> <sizeMiB> [seed]}
     * @param out receives the result lines
     * @param err receives usage and error messages
     * @return the exit code: 0 success, 1 read or shape error, 2 wrong arguments
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length >= 3 && args.length <= 4 && args[0].equals("--generate")) {
                long seed = args.length == 4 ? Long.parseLong(args[3]) : 42L;
                out.println(generate(Paths.get(args[1]), Long.parseLong(args[2]), seed));
                return 0;
            }
            if (args.length == 1 && !args[0].startsWith("--")) {
                out.println(summarize(Paths.get(args[0])));
                return 0;
            }
        } catch (NumberFormatException e) {
            err.println("Not a number: " + e.getMessage());
            return 2;
        } catch (IOException | ArithmeticException e) {
            err.println("FeedSummaries: " + e.getMessage());
            return 1;
        }
        err.println("Usage: FeedSummaries <feed.json>");
        err.println("       FeedSummaries --generate <out.json> <sizeMiB> [seed]");
        return 2;
    }

    /**
     * Entry point; see the class documentation.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        int rc = run(args, System.out, System.err);
        System.out.flush();
        if (rc != 0) {
            System.exit(rc);
        }
    }
}
