/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model.generated;

import dev.fastjsonkit.FastCodec;
import java.time.Instant;
import java.util.List;

/**
 * A 20-property DTO of mixed types, as a typical service exchanges: six strings, four ints, four
 * longs, two booleans, an enum, an {@code Instant}, a list of strings and a nested object; public
 * fields.
 */
@FastCodec
public final class Dto20 {
    /** Identifier. */
    public long id;
    /** User name. */
    public String name;
    /** E-mail address. */
    public String email;
    /** City. */
    public String city;
    /** Country code. */
    public String country;
    /** Locale tag. */
    public String locale;
    /** Free text. */
    public String note;
    /** Age in years. */
    public int age;
    /** Score. */
    public int score;
    /** Visits. */
    public int visits;
    /** Level. */
    public int level;
    /** Creation time, epoch ms. */
    public long created;
    /** Update time, epoch ms. */
    public long updated;
    /** Balance in cents. */
    public long balance;
    /** Whether active. */
    public boolean active;
    /** Whether verified. */
    public boolean verified;
    /** Account status. */
    public Status status;
    /** Last login. */
    public Instant lastLogin;
    /** Tags. */
    public List<String> tags;
    /** Postal address. */
    public Address address;

    /** Account status. */
    public enum Status { ACTIVE, SUSPENDED, CLOSED }

    /** A postal address. */
    @FastCodec
    public static final class Address {
        /** Street and number. */
        public String street;
        /** Postal code. */
        public String zip;
        /** City. */
        public int floor;
    }
}
