/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * CurrencyRates: reads a USD-shaped exchange-rates document (about 160 rates) as a POJO with
 * double rates and as BigDecimal rates that keep their scale. With a path argument it reads that
 * file (e.g. ../shared/data/corpus/USD.json); without one, a document it generates.
 */
package dev.fastjsonkit.examples;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.fastjsonkit.FastMappers;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/** Reads exchange rates with the shared mapper, as doubles and as exact decimals. */
public final class CurrencyRates {

    /** The rates document with double rates. */
    public static final class Rates {
        public String provider;
        public String terms;
        public String base;
        public String date;
        @JsonProperty("time_last_updated")
        public long timeLastUpdated;
        public Map<String, Double> rates;
    }

    /** The same document with exact rates: {@code 1.10} keeps its scale of 2. */
    public static final class ExactRates {
        public String provider;
        public String terms;
        public String base;
        public String date;
        @JsonProperty("time_last_updated")
        public long timeLastUpdated;
        public Map<String, BigDecimal> rates;
    }

    private CurrencyRates() {}

    /**
     * Prints the number of rates and a few of them, read both ways.
     *
     * @param args optional: the path of a USD.json-shaped file
     * @throws IOException if the file cannot be read or is not such a document
     */
    public static void main(String[] args) throws IOException {
        byte[] doc = args.length > 0 ? Files.readAllBytes(Path.of(args[0])) : generate(160, 7);
        Rates rates = FastMappers.reader(Rates.class).readValue(doc);
        ExactRates exact = FastMappers.reader(ExactRates.class).readValue(doc);
        System.out.println("base=" + rates.base + " rates=" + rates.rates.size());
        new TreeMap<>(exact.rates).entrySet().stream().limit(3).forEach(e -> System.out.println(
                "  " + e.getKey() + " double=" + rates.rates.get(e.getKey()) + " exact=" + e.getValue()
                + " (scale " + e.getValue().scale() + ")"));
    }

    /**
     * Returns a USD.json-shaped document: {@code count} rates with two-digit fractions, some whole.
     *
     * @param count how many rates, at most 26 * 26 * 26
     * @param seed the random seed; equal seeds give equal bytes
     * @return the UTF-8 bytes of the document
     */
    public static byte[] generate(int count, long seed) {
        Random r = new Random(seed);
        StringBuilder sb = new StringBuilder("{\"provider\":\"https://example.invalid\",\"terms\":\"https://example.invalid/terms\",\"base\":\"USD\","
                + "\"date\":\"2026-11-22\",\"time_last_updated\":1795305601,\"rates\":{\"USD\":1");
        for (int i = 1; i < count; i++) {
            String code = "" + (char) ('A' + i / 676 % 26) + (char) ('A' + i / 26 % 26) + (char) ('A' + i % 26);
            double v = Math.pow(10, r.nextInt(5)) * (1 + r.nextDouble());
            sb.append(",\"").append(code).append("\":")
                    .append(i % 10 == 0 ? String.valueOf(Math.round(v)) : String.format(Locale.ROOT, "%.2f", v));
        }
        return sb.append("}}").toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
