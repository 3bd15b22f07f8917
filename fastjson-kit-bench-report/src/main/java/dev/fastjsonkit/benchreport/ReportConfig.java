/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * What the report knows about the benchmarks, read from a descriptor the bench supplies (a
 * properties file, UTF-8): the groups in report order, the classes in each group, a paragraph
 * about each, the variant quoted in the summary, an optional highlighted row with its targets, and
 * an optional pair of variants compared with each other. The renderer itself knows no benchmark
 * by name; a class the descriptor does not list gets a group of its own, after the listed ones.
 *
 * <pre>
 * groups=reuse,numbers                       group ids, in report order
 * group.reuse.title=1. Mapper reuse          section title (its slug names the chart file)
 * group.reuse.classes=MapperReuseBench       simple class names, comma-separated
 * group.reuse.about=A new ObjectMapper ...   optional paragraph under the title
 * baseline.label=plain Jackson               what the baseline rows are called
 * summary.variant=fastMappers                optional: the variant whose rows the summary lists
 * summary.title=... / summary.about=...      the summary's heading and paragraph
 * highlight.class=FastNumbersBench           optional: one row quoted under the summary ...
 * highlight.params=doc=geojson               ... its parameters as shown in the tables
 * highlight.label=Canada-like GeoJSON POJO   ... how it is called
 * highlight.target.read=3                    ... and a target ratio per op
 * compare.variants=writerOn,writerOff        optional: two variants compared row by row
 * compare.title=... / compare.about=...      that section's heading and paragraph
 * </pre>
 *
 * <p>Instances are immutable.
 */
public final class ReportConfig {
    private final Properties p;
    private final List<String> groups;
    private final Map<String, String> titleByClass = new LinkedHashMap<>();
    private final Map<String, String> aboutByTitle = new LinkedHashMap<>();
    private final List<String> titles = new ArrayList<>();

    private ReportConfig(Properties p) {
        this.p = p;
        this.groups = list(p.getProperty("groups", ""));
        for (String id : groups) {
            String title = required("group." + id + ".title");
            titles.add(title);
            for (String cls : list(required("group." + id + ".classes"))) {
                titleByClass.put(cls, title);
            }
            String about = p.getProperty("group." + id + ".about");
            if (about != null && !about.isBlank()) {
                aboutByTitle.put(title, about.trim());
            }
        }
    }

    /**
     * Reads a descriptor.
     *
     * @param in the properties text; closed by the caller
     * @return the configuration
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if a listed group has no title or no classes
     */
    public static ReportConfig read(Reader in) throws IOException {
        Properties p = new Properties();
        p.load(in);
        return new ReportConfig(p);
    }

    /**
     * Parses a descriptor from text.
     *
     * @param text the properties text
     * @return the configuration
     * @throws IllegalArgumentException if a listed group has no title or no classes
     */
    public static ReportConfig of(String text) {
        try {
            return read(new StringReader(text));
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private String required(String key) {
        String v = p.getProperty(key);
        if (v == null || v.isBlank()) {
            throw new IllegalArgumentException("report descriptor: missing " + key);
        }
        return v.trim();
    }

    private static List<String> list(String csv) {
        return Arrays.stream(csv.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    /**
     * @param className a benchmark's simple class name
     * @return its group title; {@code "Other: " + className} for a class the descriptor does not list
     */
    public String title(String className) {
        return titleByClass.getOrDefault(className, "Other: " + className);
    }

    /**
     * @param title a group title
     * @return the group's paragraph, or null
     */
    public String about(String title) {
        return aboutByTitle.get(title);
    }

    /** @return listed groups in descriptor order, then the others by title */
    public Comparator<String> order() {
        return Comparator.<String>comparingInt(t -> {
            int i = titles.indexOf(t);
            return i < 0 ? Integer.MAX_VALUE : i;
        }).thenComparing(Comparator.naturalOrder());
    }

    /** @return what the baseline rows are called; default {@code baseline} */
    public String baselineLabel() {
        return p.getProperty("baseline.label", "baseline").trim();
    }

    /**
     * @param key a key of the descriptor, e.g. {@code summary.title}
     * @return its trimmed value, or null if absent or blank
     */
    public String get(String key) {
        String v = p.getProperty(key);
        return v == null || v.isBlank() ? null : v.trim();
    }

    /**
     * @param key a key whose value is a comma-separated list
     * @return the items; empty if absent
     */
    public List<String> getList(String key) {
        return list(p.getProperty(key, ""));
    }

    /**
     * @param prefix a key prefix, e.g. {@code highlight.target.}
     * @return every key with that prefix, without it, mapped to its value, in no particular order
     */
    public Map<String, String> withPrefix(String prefix) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith(prefix)) {
                out.put(k.substring(prefix.length()), p.getProperty(k).trim());
            }
        }
        return out;
    }

    /**
     * @param title a group title
     * @return a file-name slug, e.g. {@code 2-fast-numbers} for {@code 2. Fast numbers}; the text
     *     after a {@code :} or {@code (} is left out
     */
    public static String slug(String title) {
        String t = title.split("[:(]", 2)[0];
        return t.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
