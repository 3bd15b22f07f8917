/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model;

import java.util.ArrayList;
import java.util.List;

/** A page of {@link Order}s (about 50 KB of JSON): the large payload of the readers-and-writers group. */
public class OrderBatch {
    private int page;
    private List<Order> orders = new ArrayList<>();

    public int getPage() { return page; }
    public void setPage(int page) { this.page = page; }
    public List<Order> getOrders() { return orders; }
    public void setOrders(List<Order> orders) { this.orders = orders; }
}
