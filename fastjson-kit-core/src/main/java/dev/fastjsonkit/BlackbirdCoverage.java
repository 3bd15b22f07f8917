/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.PackageVersion;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What the Blackbird on the class path optimizes, found by asking it rather than from a list:
 * once per JVM, a mapper with the kit's Blackbird builds the serializer and deserializer of
 * {@link Probe}, which has a getter and setter of every primitive type and of {@code String}, and a
 * public field, and records which of them came back as Blackbird's generated accessors. Blackbird
 * 2.22 optimizes {@code int}, {@code long}, {@code boolean} and reference accessors; 2.23 adds
 * {@code double}. {@link AccessReport} gives its reasons from this.
 *
 * @param version Blackbird's version, such as {@code 2.23.0}
 * @param getters the value types whose getters Blackbird replaced ({@code Object.class} for references)
 * @param setters the value types whose setters Blackbird replaced ({@code Object.class} for references)
 * @param fields whether Blackbird replaced a public field's access in either direction
 */
record BlackbirdCoverage(String version, Set<Class<?>> getters, Set<Class<?>> setters, boolean fields) {

    /** The probe: one property per accessor kind. Public, so no access rule stands in Blackbird's way. */
    public static final class Probe {
        public int field;
        private byte b;
        private short s;
        private char c;
        private int i;
        private long j;
        private float f;
        private double d;
        private boolean z;
        private String o;

        public byte getB() { return b; }
        public void setB(byte v) { b = v; }
        public short getS() { return s; }
        public void setS(short v) { s = v; }
        public char getC() { return c; }
        public void setC(char v) { c = v; }
        public int getI() { return i; }
        public void setI(int v) { i = v; }
        public long getJ() { return j; }
        public void setJ(long v) { j = v; }
        public float getF() { return f; }
        public void setF(float v) { f = v; }
        public double getD() { return d; }
        public void setD(double v) { d = v; }
        public boolean getZ() { return z; }
        public void setZ(boolean v) { z = v; }
        public String getO() { return o; }
        public void setO(String v) { o = v; }
    }

    private static final class Holder {
        static final BlackbirdCoverage PROBED = probe();
    }

    /**
     * Returns the coverage of the Blackbird on the class path, probed on first use, or null if the
     * probe itself failed (then the report gives no value-type reasons).
     */
    static BlackbirdCoverage get() {
        return Holder.PROBED;
    }

    /** Returns the covered kinds of one direction as text, such as {@code int, long, boolean, references}. */
    String describe(boolean write) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> k : new Class<?>[] {byte.class, short.class, char.class, int.class, long.class, float.class,
            double.class, boolean.class, Object.class}) {
            if ((write ? getters : setters).contains(k)) {
                sb.append(sb.length() == 0 ? "" : ", ").append(k == Object.class ? "references" : k.getName());
            }
        }
        return sb.length() == 0 ? "none" : sb.toString();
    }

    /** Returns whether Blackbird replaces accessors of {@code raw} values in the given direction. */
    boolean covers(Class<?> raw, boolean write) {
        Set<Class<?>> kinds = write ? getters : setters;
        return kinds.contains(raw.isPrimitive() ? raw : Object.class);
    }

    private static BlackbirdCoverage probe() {
        AccessReport r;
        try {
            r = AccessReport.of(JsonMapper.builder().addModule(new KitBlackbirdModule()).build(), Probe.class, null);
        } catch (RuntimeException e) {
            return null;
        }
        Set<Class<?>> getters = new LinkedHashSet<>();
        Set<Class<?>> setters = new LinkedHashSet<>();
        boolean fields = false;
        for (int dir = 0; dir < 2; dir++) {
            for (AccessReport.PropertyAccess p : dir == 0 ? r.serialization() : r.deserialization()) {
                if (!p.optimized()) {
                    continue;
                }
                if (p.property().equals("field")) {
                    fields = true;
                } else {
                    (dir == 0 ? getters : setters).add(kind(p.property()));
                }
            }
        }
        return new BlackbirdCoverage(PackageVersion.VERSION.toString(), Set.copyOf(getters), Set.copyOf(setters), fields);
    }

    private static Class<?> kind(String property) {
        return switch (property) {
            case "b" -> byte.class;
            case "s" -> short.class;
            case "c" -> char.class;
            case "i" -> int.class;
            case "j" -> long.class;
            case "f" -> float.class;
            case "d" -> double.class;
            case "z" -> boolean.class;
            default -> Object.class;
        };
    }
}
