/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.core.JsonToken;
import dev.fastjsonkit.streaming.NdjsonReader;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.EnumMap;
import java.util.Map;

/**
 * Checks an NDJSON file with {@link NdjsonReader}, skipping and reporting bad lines, and prints
 * counts. Values are tokenized and skipped, not bound, so memory is bounded by the longest line.
 *
 * <pre>
 * java dev.fastjsonkit.examples.NdjsonStats events.ndjson
 * badLine=3 Line 3: Unexpected end-of-input: expected close marker for Object ...
 * values=41
 * objects=40
 * arrays=0
 * scalars=1
 * badLines=1
 * </pre>
 *
 * <p>Each bad line is printed as {@code badLine=<line number> <message>} (first line of the
 * message) in input order, then the counts. Blank lines are neither values nor bad. Exit codes:
 * 0 all lines good, 1 some lines bad (or the file cannot be read), 2 wrong arguments.
 */
public final class NdjsonStats {

    private NdjsonStats() {
    }

    /**
     * Runs the program.
     *
     * @param args {@code <file.ndjson>}
     * @param out receives the report
     * @param err receives usage and I/O error messages
     * @return the exit code: 0 all good, 1 bad lines or I/O error, 2 wrong arguments
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length != 1) {
            err.println("Usage: NdjsonStats <file.ndjson>");
            return 2;
        }
        Map<JsonToken, Long> byStart = new EnumMap<>(JsonToken.class);
        long[] bad = new long[1];
        NdjsonReader<JsonToken> reader = NdjsonReader.of(p -> {
            JsonToken t = p.currentToken();
            p.skipChildren(); // checks the syntax without building anything
            return t;
        }).skipBadLines(b -> {
            bad[0]++;
            String msg = b.error().getMessage();
            int nl = msg.indexOf('\n');
            out.println("badLine=" + b.lineNumber() + " " + (nl < 0 ? msg : msg.substring(0, nl)));
        });
        long values;
        try {
            values = reader.forEach(Paths.get(args[0]), t -> byStart.merge(t, 1L, Long::sum));
        } catch (IOException e) {
            err.println("NdjsonStats: " + e);
            return 1;
        }
        long objects = byStart.getOrDefault(JsonToken.START_OBJECT, 0L);
        long arrays = byStart.getOrDefault(JsonToken.START_ARRAY, 0L);
        out.println("values=" + values);
        out.println("objects=" + objects);
        out.println("arrays=" + arrays);
        out.println("scalars=" + (values - objects - arrays));
        out.println("badLines=" + bad[0]);
        return bad[0] == 0 ? 0 : 1;
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
