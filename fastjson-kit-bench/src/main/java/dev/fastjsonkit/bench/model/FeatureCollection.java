/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.model;

import java.util.ArrayList;
import java.util.List;

/** GeoJSON FeatureCollection in the shape of canada.json: features with Polygon geometries. */
public class FeatureCollection {
    private String type;
    private List<Feature> features = new ArrayList<>();

    public String getType() { return type; }
    public void setType(String type) { this.type = type; }
    public List<Feature> getFeatures() { return features; }
    public void setFeatures(List<Feature> features) { this.features = features; }

    /** A GeoJSON Feature. */
    public static class Feature {
        private String type;
        private java.util.Map<String, String> properties;
        private Geometry geometry;

        public String getType() { return type; }
        public void setType(String type) { this.type = type; }
        public java.util.Map<String, String> getProperties() { return properties; }
        public void setProperties(java.util.Map<String, String> properties) { this.properties = properties; }
        public Geometry getGeometry() { return geometry; }
        public void setGeometry(Geometry geometry) { this.geometry = geometry; }
    }

    /** A Polygon: rings of [longitude, latitude] positions. */
    public static class Geometry {
        private String type;
        private double[][][] coordinates;

        public String getType() { return type; }
        public void setType(String type) { this.type = type; }
        public double[][][] getCoordinates() { return coordinates; }
        public void setCoordinates(double[][][] coordinates) { this.coordinates = coordinates; }
    }
}
