/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec;

import dev.fastjsonkit.codec.MediaContent;
import dev.fastjsonkit.codec.ArticleSummary;
import dev.fastjsonkit.codec.MediaContent.Image;
import dev.fastjsonkit.codec.MediaContent.Media;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Deterministic data for {@code CodecBench}, shaped like the corpus files but generated. */
public final class CodecData {
    private CodecData() {}

    /**
     * Returns USD.json-shaped currency rates: 162 three-letter codes, mostly two- to
     * four-decimal rates, one in ten an integer (as {@code "USD":1}).
     *
     * @return a new insertion-ordered map
     */
    public static Map<String, Double> currencyRates() {
        SplittableRandom r = new SplittableRandom(42);
        Map<String, Double> m = new LinkedHashMap<>();
        while (m.size() < 162) {
            String code = "" + (char) ('A' + r.nextInt(26)) + (char) ('A' + r.nextInt(26)) + (char) ('A' + r.nextInt(26));
            double magnitude = Math.pow(10, r.nextInt(5));
            double v = r.nextInt(10) == 0 ? (double) (1 + r.nextInt(30))
                    : (Math.round(r.nextDouble() * magnitude * 100) + 1) / 100.0;
            m.put(code, v);
        }
        return m;
    }

    /** @param n entries @return {@code Map<String,Long>} of epoch-millis-like values */
    public static Map<String, Long> longMap(int n) {
        SplittableRandom r = new SplittableRandom(1);
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            m.put("key" + i, 1_600_000_000_000L + r.nextLong(100_000_000_000L));
        }
        return m;
    }

    /** @param n entries @return {@code Map<String,Integer>} of counters */
    public static Map<String, Integer> intMap(int n) {
        SplittableRandom r = new SplittableRandom(2);
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            m.put("key" + i, r.nextInt(100_000));
        }
        return m;
    }

    /** @param n entries @return {@code Map<String,String>} of short labels */
    public static Map<String, String> stringMap(int n) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            m.put("key" + i, "value number " + i);
        }
        return m;
    }

    /** @param n entries @return {@code Map<String,Boolean>} of flags */
    public static Map<String, Boolean> booleanMap(int n) {
        Map<String, Boolean> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            m.put("feature" + i, i % 3 == 0);
        }
        return m;
    }

    /** @param n elements @return short strings, as tags */
    public static List<String> stringList(int n) {
        List<String> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add("tag-" + i);
        }
        return l;
    }

    /** @param n elements @return prices with two decimals */
    public static List<Double> doubleList(int n) {
        SplittableRandom r = new SplittableRandom(3);
        List<Double> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(r.nextInt(1_000_000) / 100.0);
        }
        return l;
    }

    /** @param n elements @return ids */
    public static List<Long> longList(int n) {
        SplittableRandom r = new SplittableRandom(4);
        List<Long> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(r.nextLong(1L << 50));
        }
        return l;
    }

    /** @param n elements @return small counts */
    public static List<Integer> intList(int n) {
        SplittableRandom r = new SplittableRandom(5);
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            l.add(r.nextInt(10_000));
        }
        return l;
    }

    /**
     * Returns canada.json-shaped coordinates: {@code rings} rings of {@code points} [lon, lat]
     * pairs with 15 to 17 significant digits, as in canada.json.
     *
     * @param rings number of rings
     * @param points pairs per ring
     * @return a new {@code double[rings][points][2]}
     */
    public static double[][][] polygon(int rings, int points) {
        SplittableRandom r = new SplittableRandom(6);
        double[][][] out = new double[rings][points][];
        for (int i = 0; i < rings; i++) {
            for (int j = 0; j < points; j++) {
                out[i][j] = new double[] {-141 + r.nextDouble() * 90, 41 + r.nextDouble() * 42};
            }
        }
        return out;
    }

    /**
     * Returns the {@code double[][]} of {@code points} pairs rounded to 6 decimals (GPS precision),
     * the short-number case.
     *
     * @param points number of pairs
     * @return a new array
     */
    public static double[][] track(int points) {
        SplittableRandom r = new SplittableRandom(7);
        double[][] out = new double[points][];
        for (int j = 0; j < points; j++) {
            out[j] = new double[] {Math.round((-141 + r.nextDouble() * 90) * 1e6) / 1e6,
                Math.round((41 + r.nextDouble() * 42) * 1e6) / 1e6};
        }
        return out;
    }

    /** @return the seed's article summary */
    public static ArticleSummary article() {
        return new ArticleSummary(123456789L, "Hand-written serializers without drift", 98765L);
    }

    /** @return the jvm-serializers standard value (media.1.json, with "None" copyright) */
    public static MediaContent mediaContent() {
        Media m = new Media();
        m.uri = "http://javaone.com/keynote.mpg";
        m.title = "Javaone Keynote";
        m.width = 640;
        m.height = 480;
        m.format = "video/mpg4";
        m.duration = 18_000_000;
        m.size = 58_982_400;
        m.bitrate = 262_144;
        m.hasBitrate = true;
        m.persons = Arrays.asList("Bill Gates", "Steve Jobs");
        m.player = MediaContent.Player.JAVA;
        m.copyright = null;
        Image large = new Image();
        large.uri = "http://javaone.com/keynote_large.jpg";
        large.title = "Javaone Keynote";
        large.width = 1024;
        large.height = 768;
        large.size = MediaContent.Size.LARGE;
        Image small = new Image();
        small.uri = "http://javaone.com/keynote_small.jpg";
        small.title = "Javaone Keynote";
        small.width = 320;
        small.height = 240;
        small.size = MediaContent.Size.SMALL;
        return new MediaContent(m, new ArrayList<>(Arrays.asList(large, small)));
    }
}
