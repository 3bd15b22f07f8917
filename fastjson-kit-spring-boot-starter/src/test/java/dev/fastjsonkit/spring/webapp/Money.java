/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring.webapp;

/** An amount in cents; its JSON form ("12.34 EUR") comes from {@link MoneyJson}. */
public record Money(long cents, String currency) {}
