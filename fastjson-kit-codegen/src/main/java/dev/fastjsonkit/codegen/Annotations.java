/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Reads Jackson annotations by name, so the processor needs no Jackson on its own class path. */
final class Annotations {
    static final String JACKSON = "com.fasterxml.jackson.annotation.";
    static final String DATABIND = "com.fasterxml.jackson.databind.annotation.";

    private final Elements elements;

    Annotations(Elements elements) {
        this.elements = elements;
    }

    /** Returns the annotation of that simple Jackson name ({@code JsonProperty}) or full name, or null. */
    AnnotationMirror find(Element e, String name) {
        String full = name.contains(".") ? name : JACKSON + name;
        for (AnnotationMirror m : e.getAnnotationMirrors()) {
            if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().contentEquals(full)) {
                return m;
            }
        }
        return null;
    }

    boolean has(Element e, String name) {
        return find(e, name) != null;
    }

    /** Returns the value of {@code key}, defaults included, or null if there is no such annotation. */
    Object value(Element e, String name, String key) {
        AnnotationMirror m = find(e, name);
        if (m == null) {
            return null;
        }
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> en
                : elements.getElementValuesWithDefaults(m).entrySet()) {
            if (en.getKey().getSimpleName().contentEquals(key)) {
                return en.getValue().getValue();
            }
        }
        return null;
    }

    /** Returns a string, enum-constant name or boolean value as text, or null. */
    String text(Element e, String name, String key) {
        Object v = value(e, name, key);
        return v == null ? null : v.toString();
    }

    /** Returns an array value as strings (enum constants by name), or an empty list. */
    List<String> strings(Element e, String name, String key) {
        List<String> out = new ArrayList<>();
        Object v = value(e, name, key);
        if (v instanceof List) {
            for (Object o : (List<?>) v) {
                out.add(String.valueOf(((AnnotationValue) o).getValue()));
            }
        }
        return out;
    }
}
