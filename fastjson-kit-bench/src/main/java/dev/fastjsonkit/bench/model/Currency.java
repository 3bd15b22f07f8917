/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The "Currency" document of jackson-benchmarks (USD.json): exchange rates as {@code double}.
 * Property names are the JSON names, so Jackson, fastjson2 and Gson map it without annotations.
 */
public class Currency {
    private String provider;
    private String terms;
    private String base;
    private String date;
    private long time_last_updated;
    private Map<String, Double> rates = new LinkedHashMap<>();

    public String getProvider() { return provider; }
    public void setProvider(String provider) { this.provider = provider; }
    public String getTerms() { return terms; }
    public void setTerms(String terms) { this.terms = terms; }
    public String getBase() { return base; }
    public void setBase(String base) { this.base = base; }
    public String getDate() { return date; }
    public void setDate(String date) { this.date = date; }
    public long getTime_last_updated() { return time_last_updated; }
    public void setTime_last_updated(long v) { this.time_last_updated = v; }
    public Map<String, Double> getRates() { return rates; }
    public void setRates(Map<String, Double> rates) { this.rates = rates; }
}
