/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded edits of the objects of a document tree, for the differential tests of the kit's bean and
 * creator reads: members shuffled, nulled, mistyped, renamed, upper-cased, overflowing, or a
 * test's own edits; members left alone are edited in turn, depth first.
 */
final class MemberEdits {

    /** A test's own edits, for the draws from {@link #COMMON} on. */
    interface Own {
        /** Applies edit {@code pick} to member {@code n} (value {@code v}) of {@code o}; false for none. */
        boolean apply(ObjectNode o, String n, JsonNode v, int pick);
    }

    /** The draws of the common edits: 0 to 8. */
    static final int COMMON = 9;

    private MemberEdits() {
    }

    /**
     * Edits every object in {@code t}: its members shuffled one time in {@code shuffleOneIn}; then
     * for each member a draw below {@code draws}: a common edit, {@code own}'s, or none (the value
     * edited in turn); then, if {@code againOneIn} is above 0, one time in it the first member
     * written again as {@code "again"}.
     */
    static void edit(JsonNode t, Random r, int shuffleOneIn, int draws, Own own, int againOneIn) {
        if (t.isArray()) {
            for (JsonNode e : t) {
                edit(e, r, shuffleOneIn, draws, own, againOneIn);
            }
            return;
        }
        if (!t.isObject()) {
            return;
        }
        ObjectNode o = (ObjectNode) t;
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        Map<String, JsonNode> members = new LinkedHashMap<>();
        for (String n : names) {
            members.put(n, o.get(n));
        }
        o.removeAll();
        if (r.nextInt(shuffleOneIn) == 0) {
            Collections.shuffle(names, r);
        }
        for (String n : names) {
            JsonNode v = members.get(n);
            int pick = r.nextInt(draws);
            switch (pick) {
                case 0 -> o.putNull(n);
                case 1 -> o.put(n, "x" + r.nextInt(3));
                case 2 -> o.put(n, 1.5);
                case 3 -> o.put(n, 99_999_999_999L);
                case 4 -> o.put(n, r.nextBoolean());
                case 5 -> o.putArray(n).add("a").add(1);
                case 6 -> o.put("unknown" + r.nextInt(2), v);
                case 7 -> o.put(n.toUpperCase(), v);
                case 8 -> o.put(n, Long.MAX_VALUE);
                default -> {
                    if (!own.apply(o, n, v, pick)) {
                        edit(v, r, shuffleOneIn, draws, own, againOneIn);
                        o.set(n, v);
                    }
                }
            }
        }
        if (againOneIn > 0 && r.nextInt(againOneIn) == 0 && !names.isEmpty()) {
            o.put(names.get(0), "again");
        }
    }
}
