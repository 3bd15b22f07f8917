/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring.webapp;

import java.util.Date;
import java.util.Map;

/** A bean with a null, a {@code Money}, a date, a large double, rates, an enum and a third-party value. */
public class Order {
    /** Written with toString() by the application's customizer. */
    public enum Status {
        SHIPPED;

        @Override
        public String toString() {
            return "shipped";
        }
    }

    private String orderId;
    private String note;
    private Money total;
    private Date placed;
    private double ratio;
    private Map<String, Double> rates;
    private Status status;
    private Legacy legacy;

    public Order() {}

    Order(String orderId, String note, Money total, Date placed, double ratio, Map<String, Double> rates,
            Status status, Legacy legacy) {
        this.orderId = orderId;
        this.note = note;
        this.total = total;
        this.placed = placed;
        this.ratio = ratio;
        this.rates = rates;
        this.status = status;
        this.legacy = legacy;
    }

    public String getOrderId() { return orderId; }
    public void setOrderId(String orderId) { this.orderId = orderId; }
    public String getNote() { return note; }
    public void setNote(String note) { this.note = note; }
    public Money getTotal() { return total; }
    public void setTotal(Money total) { this.total = total; }
    public Date getPlaced() { return placed; }
    public void setPlaced(Date placed) { this.placed = placed; }
    public double getRatio() { return ratio; }
    public void setRatio(double ratio) { this.ratio = ratio; }
    public Map<String, Double> getRates() { return rates; }
    public void setRates(Map<String, Double> rates) { this.rates = rates; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public Legacy getLegacy() { return legacy; }
    public void setLegacy(Legacy legacy) { this.legacy = legacy; }
}
