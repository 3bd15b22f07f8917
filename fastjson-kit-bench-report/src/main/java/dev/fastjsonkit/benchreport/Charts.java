/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.benchreport;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

/** Draws the ratio charts with XChart. */
public final class Charts {
    private Charts() {}

    /**
     * The bars of one group: per run label, the non-baseline rows' ratios.
     *
     * @param perRun rows per run label, in report order
     * @return categories (row labels, in first-appearance order) and, per run, one value per
     *     category (null where the run has no such row)
     */
    static Map<String, List<Double>> series(Map<String, List<Analysis.Row>> perRun, List<String> categoriesOut) {
        Set<String> categories = new LinkedHashSet<>();
        Map<String, Map<String, Double>> values = new LinkedHashMap<>();
        boolean oneClass = perRun.values().stream().flatMap(List::stream)
                .map(row -> row.result().className()).distinct().count() <= 1;
        perRun.forEach((label, rows) -> {
            Map<String, Double> v = new LinkedHashMap<>();
            for (Analysis.Row row : rows) {
                if (row.isBaseline() || Double.isNaN(row.ratio())) {
                    continue;
                }
                String cat = category(row.result(), oneClass);
                categories.add(cat);
                v.put(cat, row.ratio());
            }
            if (!v.isEmpty()) {
                values.put(label, v);
            }
        });
        categoriesOut.addAll(categories);
        Map<String, List<Double>> out = new LinkedHashMap<>();
        values.forEach((label, v) -> {
            List<Double> ys = new ArrayList<>();
            for (String c : categories) {
                ys.add(v.get(c));
            }
            out.put(label, ys);
        });
        return out;
    }

    static String category(Result r, boolean oneClass) {
        String p = r.params().isEmpty() ? "" : " [" + String.join(",", r.params().values()) + "]";
        String cls = oneClass ? "" : r.className().replace("Bench", "") + " ";
        return cls + r.op() + " " + r.variant() + p;
    }

    /**
     * Writes a bar chart of the ratios of one group as a PNG.
     *
     * @param png the file to write
     * @param title the chart title
     * @param baseline what the baseline is called, for the axis title
     * @param perRun the group's rows per run label
     * @return whether a chart was written (false if no row has a ratio)
     * @throws IOException if the file cannot be written
     */
    public static boolean write(Path png, String title, String baseline, Map<String, List<Analysis.Row>> perRun) throws IOException {
        List<String> categories = new ArrayList<>();
        Map<String, List<Double>> series = series(perRun, categories);
        if (categories.isEmpty()) {
            return false;
        }
        int width = Math.max(900, Math.min(2400, 160 + categories.size() * 22 * Math.max(1, series.size())));
        CategoryChart chart = new CategoryChartBuilder().width(width).height(820).title(title)
                .xAxisTitle("").yAxisTitle("× faster than " + baseline + " (log)").build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setXAxisLabelRotation(90);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setPlotGridVerticalLinesVisible(false);
        chart.getStyler().setAvailableSpaceFill(0.8);
        chart.getStyler().setYAxisDecimalPattern("0.###");
        double min = Double.MAX_VALUE;
        double max = 0;
        for (List<Double> ys : series.values()) {
            for (Double y : ys) {
                if (y != null) {
                    min = Math.min(min, y);
                    max = Math.max(max, y);
                }
            }
        }
        chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(Math.min(min, 1.0) * 0.9))));
        chart.getStyler().setYAxisMax(Math.pow(10, Math.ceil(Math.log10(Math.max(max, 1.0) * 1.1))));
        series.forEach((label, ys) -> chart.addSeries(label, categories, ys));
        chart.addAnnotation(new AnnotationLine(1.0, false, false));
        Files.createDirectories(png.toAbsolutePath().getParent());
        BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
        return true;
    }
}
