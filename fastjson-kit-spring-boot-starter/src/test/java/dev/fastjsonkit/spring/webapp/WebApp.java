/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring.webapp;

import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** A web app as a user writes it: a controller, a {@code @JsonComponent}, a {@code @JsonMixin} and a customizer. */
@SpringBootApplication
@RestController
public class WebApp {

    /** The application's own customizer: enums written with toString(). */
    @Bean
    Jackson2ObjectMapperBuilderCustomizer enumsAsToString() {
        return b -> b.featuresToEnable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING);
    }

    /** Returns one order with every kind of value the tests check. */
    @GetMapping("/order")
    public Order order() {
        Map<String, Double> rates = new LinkedHashMap<>();
        rates.put("EUR", 1.0);
        rates.put("USD", 1.0785);
        return new Order("o-1", null, new Money(1234, "EUR"), new Date(0), 2e23, rates, Order.Status.SHIPPED,
                new Legacy("visible", "hidden"));
    }

    /** Returns the order it reads. */
    @PostMapping("/echo")
    public Order echo(@RequestBody Order order) {
        return order;
    }

    /** Returns the coordinates it reads (bound through the parameter-names module). */
    @PostMapping("/coordinates")
    public Coordinates coordinates(@RequestBody Coordinates c) {
        return c;
    }
}
