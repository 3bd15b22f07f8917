/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.examples.boot;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * A Spring Boot 3 web app with fastjson-kit-spring-boot-starter on its class path and nothing else
 * to set up: Boot's own ObjectMapper gets the kit's factory, Blackbird and codecs, and
 * application.properties configures Jackson as usual. Run it with
 * {@code mvn -B -q -pl examples/spring-boot-app -am -Prun -DskipTests package}, then
 * {@code curl localhost:8080/rates} and
 * {@code curl -H 'Content-Type: application/json' -d '{"EUR":1.0,"USD":1.0785}' localhost:8080/rates/total}.
 */
@SpringBootApplication
@RestController
public class ExampleApp {

    /** A day's exchange rates; written in snake_case by application.properties. */
    public record DailyRates(LocalDate day, String baseCurrency, Map<String, Double> rates) {}

    /** Returns today's rates. */
    @GetMapping("/rates")
    public DailyRates rates() {
        Map<String, Double> rates = new LinkedHashMap<>();
        rates.put("EUR", 1.0);
        rates.put("USD", 1.0785);
        rates.put("JPY", 162.27);
        return new DailyRates(LocalDate.of(2026, 11, 23), "EUR", rates);
    }

    /** Returns the sum of the posted rates (read by the kit's hand-written Map<String, Double> reader). */
    @PostMapping("/rates/total")
    public Map<String, Double> total(@RequestBody Map<String, Double> rates) {
        return Map.of("total", rates.values().stream().mapToDouble(Double::doubleValue).sum());
    }

    /** Prints what the starter put on Boot's mapper. */
    @Bean
    ApplicationRunner showMapper(ObjectMapper mapper) {
        return args -> System.out.println("Boot's ObjectMapper: factory " + mapper.getFactory().getClass().getName()
                + ", modules " + mapper.getRegisteredModuleIds());
    }

    /**
     * Starts the app on port 8080 (server.port in application.properties).
     *
     * @param args Spring Boot's command-line arguments, such as {@code --server.port=0}
     */
    public static void main(String[] args) {
        SpringApplication.run(ExampleApp.class, args);
    }
}
