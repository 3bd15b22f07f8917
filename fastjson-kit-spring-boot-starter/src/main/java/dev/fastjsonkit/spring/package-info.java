/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */

/**
 * Spring Boot 3 auto-configuration of fastjson-kit: {@link dev.fastjsonkit.spring.FastJsonKitAutoConfiguration}
 * applies the kit's factory, Blackbird and codecs to the {@code ObjectMapper} Spring Boot builds,
 * configured by {@link dev.fastjsonkit.spring.FastJsonKitProperties} ({@code fastjson-kit.*}).
 * Guide: {@code docs/spring-boot.md}.
 */
package dev.fastjsonkit.spring;
