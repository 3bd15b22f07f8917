/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/** The USD.json "Currency" document with its rates as {@link BigDecimal}. */
public class CurrencyDecimal {
    private String provider;
    private String terms;
    private String base;
    private String date;
    private long time_last_updated;
    private Map<String, BigDecimal> rates = new LinkedHashMap<>();

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
    public Map<String, BigDecimal> getRates() { return rates; }
    public void setRates(Map<String, BigDecimal> rates) { this.rates = rates; }
}
