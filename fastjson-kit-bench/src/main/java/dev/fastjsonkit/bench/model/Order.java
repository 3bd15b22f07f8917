/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model;

import java.util.List;

/** A small event (about 200 bytes of JSON): the payload of the readers-and-writers group. */
public class Order {
    private long id;
    private String customer;
    private String email;
    private double amount;
    private String currency;
    private boolean paid;
    private String created;
    private List<String> items;

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public String getCustomer() { return customer; }
    public void setCustomer(String customer) { this.customer = customer; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public double getAmount() { return amount; }
    public void setAmount(double amount) { this.amount = amount; }
    public String getCurrency() { return currency; }
    public void setCurrency(String currency) { this.currency = currency; }
    public boolean isPaid() { return paid; }
    public void setPaid(boolean paid) { this.paid = paid; }
    public String getCreated() { return created; }
    public void setCreated(String created) { this.created = created; }
    public List<String> getItems() { return items; }
    public void setItems(List<String> items) { this.items = items; }
}
