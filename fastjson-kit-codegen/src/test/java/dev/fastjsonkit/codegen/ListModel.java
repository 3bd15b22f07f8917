/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.FastCodec;
import java.util.Collection;
import java.util.LinkedList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Collections of nested generated-codec types, in the three styles: public fields ({@link #items},
 * {@link #children}, {@link #numbers}, {@link #queue}), a setter ({@link #setTags}) and a creator
 * ({@link Holder}).
 */
@FastCodec
@JsonPropertyOrder({"name", "items", "children", "numbers", "tags", "queue", "holder", "last"})
public class ListModel {
    /** A string before the lists. */
    public String name;
    /** A list of a generated bean codec (fields, read in runs). */
    public List<Item> items;
    /** A list of a generated record codec (a creator). */
    public List<Child> children;
    /** A list databind reads with its collection deserializer, of boxed ints. */
    public List<Integer> numbers;
    private Set<Item> tags;
    /** A collection databind makes as a LinkedList. */
    public LinkedList<Child> queue;
    /** A creator-made nested codec holding a list. */
    public Holder holder;
    /** An int after the lists. */
    public int last;

    /**
     * Sets the tags.
     *
     * @param tags the tags
     */
    public void setTags(Set<Item> tags) {
        this.tags = tags;
    }

    /**
     * Returns the tags.
     *
     * @return the tags
     */
    public Set<Item> getTags() {
        return tags;
    }

    /** A nested bean read by its generated codec. */
    @FastCodec
    @JsonPropertyOrder({"id", "label"})
    public static class Item {
        /** The id. */
        public int id;
        /** The label. */
        public String label;

        /** For Jackson. */
        public Item() {}

        Item(int id, String label) {
            this.id = id;
            this.label = label;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Item i && i.id == id && Objects.equals(i.label, label);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, label);
        }

        @Override
        public String toString() {
            return "Item{" + id + "," + label + "}";
        }
    }

    /**
     * A record holding a collection, read through its creator.
     *
     * @param key the key
     * @param values the values
     */
    @FastCodec
    public record Holder(String key, Collection<Item> values) {}

    /** A recursive type: its list's element deserializer is its own codec, being resolved when its codec is. */
    @FastCodec
    @JsonPropertyOrder({"name", "kids"})
    public static class Node {
        /** The name. */
        public String name;
        /** The children. */
        public List<Node> kids;

        @Override
        public boolean equals(Object o) {
            return o instanceof Node n && Objects.equals(n.name, name) && Objects.equals(n.kids, kids);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, kids);
        }

        @Override
        public String toString() {
            return "Node{" + name + "," + kids + "}";
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ListModel && toString().equals(o.toString());
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, last);
    }

    @Override
    public String toString() {
        return Models.describe(this);
    }
}
