/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
/*
 * GeoJson: a canada.json-shaped document (a FeatureCollection of polygons whose coordinates are
 * doubles with 15 to 17 significant digits), generated from a seed, and its POJO model.
 */
package dev.fastjsonkit.examples;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** The GeoJSON model of the demo and a deterministic generator for it. */
public final class GeoJson {

    /** A GeoJSON FeatureCollection. */
    public static final class FeatureCollection {
        public String type;
        public List<Feature> features;
    }

    /** A feature with its properties and geometry. */
    public static final class Feature {
        public String type;
        public Map<String, String> properties;
        public Geometry geometry;
    }

    /** A polygon: rings of [longitude, latitude] points. */
    public static final class Geometry {
        public String type;
        public double[][][] coordinates;
    }

    private GeoJson() {}

    /**
     * Returns a canada.json-shaped document.
     *
     * @param rings how many rings the one polygon has
     * @param pointsPerRing how many points each ring has
     * @param seed the random seed; equal arguments give equal bytes
     * @return the UTF-8 bytes of the document; about 40 bytes per point
     */
    public static byte[] generate(int rings, int pointsPerRing, long seed) {
        Random r = new Random(seed);
        StringBuilder sb = new StringBuilder(rings * pointsPerRing * 42 + 200);
        sb.append("{\"type\":\"FeatureCollection\",\"features\":[{\"type\":\"Feature\",")
                .append("\"properties\":{\"name\":\"Generated\"},\"geometry\":{\"type\":\"Polygon\",\"coordinates\":[");
        for (int ring = 0; ring < rings; ring++) {
            sb.append(ring == 0 ? "[" : ",[");
            double lon = -140 + r.nextDouble() * 80;
            double lat = 42 + r.nextDouble() * 40;
            for (int p = 0; p < pointsPerRing; p++) {
                lon += (r.nextDouble() - 0.5) / 100;
                lat += (r.nextDouble() - 0.5) / 100;
                sb.append(p == 0 ? "[" : ",[").append(lon).append(',').append(lat).append(']');
            }
            sb.append(']');
        }
        return sb.append("]}}]}").toString().getBytes(StandardCharsets.UTF_8);
    }
}
