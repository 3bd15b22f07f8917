/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * QuickStart: read and write a POJO with FastMappers.json(), then with a cached reader and
 * writer. Run from the repository root:
 * mvn -B -q -Pdemo -DskipTests package -Ddemo.main=dev.fastjsonkit.examples.QuickStart
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.fastjsonkit.FastMappers;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;

/** Reads and writes an article with the shared mapper and with cached readers and writers. */
public final class QuickStart {

    /** The POJO of this example: public fields keep it short; getters and setters work the same. */
    public static final class Article {
        public String id;
        public String title;
        public long viewCount;
        public LocalDate published;
        public List<String> tags;
    }

    private QuickStart() {}

    /**
     * Prints the article written by the shared mapper and read back through a cached reader.
     *
     * @param args ignored
     * @throws IOException if Jackson fails to read or write (it does not, on this input)
     */
    public static void main(String[] args) throws IOException {
        // README example: start
        Article a = FastMappers.json().readValue(
                "{\"id\":\"a1\",\"title\":\"Hello\",\"viewCount\":42,\"published\":\"2026-11-22\"}",
                Article.class);
        String json = FastMappers.json().writeValueAsString(a);

        ObjectReader reader = FastMappers.reader(Article.class); // cached: resolve once, reuse
        ObjectWriter writer = FastMappers.writer(Article.class);
        Article again = reader.readValue(writer.writeValueAsBytes(a));
        // README example: end

        System.out.println("written: " + json);
        System.out.println("read back: id=" + again.id + " viewCount=" + again.viewCount
                + " published=" + again.published);
        System.out.println("same cached reader: " + (reader == FastMappers.reader(Article.class)));
    }
}
