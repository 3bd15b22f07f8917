/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Collects the properties of a {@code @FastCodec} type the way Jackson 2's default introspection
 * does (visibility: public fields and getters, setters and creators of any visibility; names from
 * fields, {@code getX}/{@code isX}/{@code setX} and record components; {@code @JsonProperty}
 * renames; creator properties first). At run time the generated codec compares its result with
 * Jackson's and steps aside where they differ, so a gap here costs speed, never correctness.
 */
final class Introspector {
    /** Class-level annotations whose handling is left to Jackson: the type gets no codec. */
    private static final String[] TYPE_REJECTS = {"JsonTypeInfo", "JsonSubTypes", "JsonIdentityInfo", "JsonFilter",
        "JsonFormat", "JsonAutoDetect", "JsonRootName", "JsonIncludeProperties", "JsonTypeName",
        Annotations.DATABIND + "JsonNaming", Annotations.DATABIND + "JsonSerialize",
        Annotations.DATABIND + "JsonDeserialize", Annotations.DATABIND + "JsonPOJOBuilder",
        Annotations.DATABIND + "JsonTypeResolver", Annotations.DATABIND + "JsonAppend"};
    /** Member annotations whose handling is left to Jackson: the type gets no codec. */
    private static final String[] MEMBER_REJECTS = {"JsonAnyGetter", "JsonAnySetter", "JsonUnwrapped", "JsonView",
        "JsonValue", "JsonKey", "JsonManagedReference", "JsonBackReference", "JsonTypeInfo", "JsonIdentityReference",
        "JacksonInject", "JsonMerge", "JsonSetter", "JsonGetter", "JsonRawValue", "JsonTypeId", "JsonSubTypes",
        "JsonIncludeProperties", "JsonIgnoreProperties", "JsonClassDescription",
        Annotations.DATABIND + "JsonSerialize", Annotations.DATABIND + "JsonDeserialize",
        Annotations.DATABIND + "JsonAppend", Annotations.DATABIND + "JsonTypeResolver",
        Annotations.DATABIND + "JsonNaming"};

    final TypeElement type;
    final Annotations ann;
    /** Why the type gets no codec at all, or null. */
    String problem;
    /** Why the type gets no deserializer, or null. */
    String readProblem;
    final List<Property> written = new ArrayList<>();
    final List<Property> read = new ArrayList<>();
    /** The creator (constructor or static factory), or null for a no-argument constructor. */
    ExecutableElement creator;

    Introspector(TypeElement type, Annotations ann) {
        this.type = type;
        this.ann = ann;
        problem = typeProblem();
        if (problem == null) {
            collect();
        }
    }

    private String typeProblem() {
        if (type.getKind() != ElementKind.CLASS && type.getKind() != ElementKind.RECORD) {
            return "only classes and records are supported";
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            return "abstract classes are left to Jackson";
        }
        if (!type.getTypeParameters().isEmpty()) {
            return "generic classes are left to Jackson";
        }
        for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                return "a private class cannot be reached from generated code";
            }
            if (((TypeElement) e).getNestingKind() == NestingKind.MEMBER && !e.getModifiers().contains(Modifier.STATIC)
                    && e.getKind() == ElementKind.CLASS) {
                return "inner (non-static) classes are left to Jackson";
            }
        }
        for (TypeElement t = type; t != null; t = superOf(t)) {
            for (String a : TYPE_REJECTS) {
                if (ann.has(t, a)) {
                    return "@" + simple(a) + " on " + t.getSimpleName() + " is left to Jackson";
                }
            }
            for (Element e : t.getEnclosedElements()) {
                for (String a : MEMBER_REJECTS) {
                    if ((e.getKind() == ElementKind.METHOD || e.getKind() == ElementKind.FIELD) && ann.has(e, a)) {
                        return "@" + simple(a) + " on " + e.getSimpleName() + " is left to Jackson";
                    }
                }
            }
        }
        return null;
    }

    private void collect() {
        Map<String, Property> props = new LinkedHashMap<>();
        List<TypeElement> chain = new ArrayList<>();
        for (TypeElement t = type; t != null; t = superOf(t)) {
            chain.add(0, t);
        }
        boolean record = type.getKind() == ElementKind.RECORD;
        for (TypeElement t : chain) {
            for (VariableElement f : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                if (f.getModifiers().contains(Modifier.STATIC)) {
                    continue;
                }
                Property p = props.computeIfAbsent(f.getSimpleName().toString(), Property::new);
                p.field = f;
                boolean transientField = f.getModifiers().contains(Modifier.TRANSIENT);
                p.fieldVisible = !record && !transientField && (f.getModifiers().contains(Modifier.PUBLIC) || named(f));
            }
        }
        List<String> components = new ArrayList<>();
        if (record) {
            type.getRecordComponents().forEach(c -> components.add(c.getSimpleName().toString()));
        }
        for (TypeElement t : chain) {
            for (ExecutableElement m : ElementFilter.methodsIn(t.getEnclosedElements())) {
                if (m.getModifiers().contains(Modifier.STATIC)) {
                    continue;
                }
                String n = m.getSimpleName().toString();
                boolean pub = m.getModifiers().contains(Modifier.PUBLIC);
                if (m.getParameters().isEmpty() && m.getReturnType().getKind() != TypeKind.VOID) {
                    String implicit = record && t == type && components.contains(n) ? n : getterName(m);
                    if (implicit == null) {
                        continue;
                    }
                    Property p = props.computeIfAbsent(implicit, Property::new);
                    p.getter = m;
                    p.getterVisible = pub || named(m) || (record && components.contains(n));
                } else if (m.getParameters().size() == 1 && n.startsWith("set") && n.length() > 3) {
                    Property p = props.computeIfAbsent(mangle(n.substring(3)), Property::new);
                    p.setter = m;
                }
            }
        }
        findCreator(record);
        if (creator != null) {
            List<? extends VariableElement> ps = creator.getParameters();
            for (int i = 0; i < ps.size(); i++) {
                VariableElement v = ps.get(i);
                String n = record ? components.get(i) : ann.text(v, "JsonProperty", "value");
                if (n == null || n.isEmpty()) {
                    problem = "creator parameter " + v.getSimpleName() + " has no @JsonProperty name";
                    return;
                }
                Property p = props.computeIfAbsent(n, Property::new);
                p.param = v;
                p.paramIndex = i;
            }
        }
        List<String> ignoredNames = new ArrayList<>();
        for (TypeElement t : chain) {
            if ("true".equals(ann.text(t, "JsonIgnoreProperties", "allowGetters"))
                    || "true".equals(ann.text(t, "JsonIgnoreProperties", "allowSetters"))) {
                problem = "@JsonIgnoreProperties(allowGetters/allowSetters) is left to Jackson";
                return;
            }
            ignoredNames.addAll(ann.strings(t, "JsonIgnoreProperties", "value"));
        }
        List<Property> all = new ArrayList<>();
        for (Property p : props.values()) {
            if (resolve(p) && !ignoredNames.contains(p.name)) {
                all.add(p);
            }
            if (p.problem != null) {
                problem = "property " + p.internal + ": " + p.problem;
                return;
            }
            if (p.param != null && (p.ignored || p.access.equals("READ_ONLY")) && readProblem == null) {
                readProblem = "creator parameter " + p.param.getSimpleName() + " is ignored or read-only; Jackson"
                        + " passes it a default, left to Jackson";
            }
        }
        // Jackson re-inserts renamed properties after the others (POJOPropertiesCollector._renameProperties)
        List<Property> renamed = new ArrayList<>();
        all.removeIf(p -> !p.name.equals(p.internal) && renamed.add(p));
        all.addAll(renamed);
        List<Property> ordered = order(all);
        for (Property p : ordered) {
            if (p.written()) {
                written.add(p);
            }
            if (p.read()) {
                read.add(p);
            }
        }
        checkReads(record);
    }

    /** Applies annotations and visibility; returns whether the property survives. */
    private boolean resolve(Property p) {
        for (Element e : p.members()) {
            for (String a : MEMBER_REJECTS) {
                if (ann.has(e, a)) {
                    p.problem = "@" + simple(a) + " is left to Jackson";
                    return false;
                }
            }
            if (ann.has(e, "JsonProperty")) {
                p.explicit = true;
                String v = ann.text(e, "JsonProperty", "value");
                if (v != null && !v.isEmpty()) {
                    if (!p.name.equals(p.internal) && !p.name.equals(v)) {
                        p.problem = "two @JsonProperty names, " + p.name + " and " + v;
                        return false;
                    }
                    p.name = v;
                }
                String acc = ann.text(e, "JsonProperty", "access");
                if (acc != null && !acc.equals("AUTO")) {
                    p.access = acc;
                }
                Object index = ann.value(e, "JsonProperty", "index");
                if (index instanceof Integer && (Integer) index >= 0) {
                    p.problem = "@JsonProperty(index) ordering is left to Jackson";
                    return false;
                }
            }
            if (ann.has(e, "JsonIgnore") && !"false".equals(ann.text(e, "JsonIgnore", "value"))) {
                p.ignored = true;
            }
            p.aliases.addAll(ann.strings(e, "JsonAlias", "value"));
            String inc = ann.text(e, "JsonInclude", "value");
            if (inc != null && !inc.equals("USE_DEFAULTS")) {
                p.include = inc;
            }
            if (ann.has(e, "JsonFormat")) {
                p.format = true;
            }
        }
        if (p.ignored) {
            if (p.explicit) {
                p.problem = "@JsonIgnore and @JsonProperty on the same property";
            }
            return false;
        }
        if (p.include.equals("USE_DEFAULTS")) {
            String inc = ann.text(type, "JsonInclude", "value");
            p.include = inc == null || inc.equals("USE_DEFAULTS") ? "ALWAYS" : inc;
        }
        if (p.include.equals("CUSTOM")) {
            p.problem = "@JsonInclude(CUSTOM) is left to Jackson";
            return false;
        }
        if (p.getter != null && p.getterVisible && !reachable(p.getter)) {
            p.problem = "the getter cannot be called from the type's package";
            return false;
        }
        if (p.fieldVisible && !reachable(p.field)) {
            p.problem = "the field cannot be reached from the type's package";
            return false;
        }
        return p.getterVisible || p.fieldVisible || p.setter != null || p.param != null;
    }

    /** Jackson's order: {@code @JsonPropertyOrder}, then creator properties, then the rest as found. */
    private List<Property> order(List<Property> all) {
        List<String> explicit = ann.strings(type, "JsonPropertyOrder", "value");
        boolean alpha = "true".equals(ann.text(type, "JsonPropertyOrder", "alphabetic"));
        Map<String, Property> rest = alpha ? new TreeMap<>() : new LinkedHashMap<>();
        for (Property p : all) {
            rest.put(p.name, p);
        }
        List<Property> out = new ArrayList<>();
        for (String n : explicit) {
            Property p = rest.remove(n);
            if (p == null) {
                for (Property q : all) {
                    if (q.internal.equals(n) && rest.remove(q.name) != null) {
                        p = q;
                    }
                }
            }
            if (p != null) {
                out.add(p);
            }
        }
        if (creator != null) {
            List<Property> cps = new ArrayList<>();
            for (Property p : rest.values()) {
                if (p.param != null) {
                    cps.add(p);
                }
            }
            if (!alpha) {
                cps.sort((a, b) -> Integer.compare(a.paramIndex, b.paramIndex));
            }
            for (Property p : cps) {
                out.add(p);
                rest.remove(p.name);
            }
        }
        out.addAll(rest.values());
        return out;
    }

    private void findCreator(boolean record) {
        List<ExecutableElement> candidates = new ArrayList<>(ElementFilter.constructorsIn(type.getEnclosedElements()));
        for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
            if (m.getModifiers().contains(Modifier.STATIC)) {
                candidates.add(m);
            }
        }
        for (ExecutableElement c : candidates) {
            if (ann.has(c, "JsonCreator")) {
                String mode = ann.text(c, "JsonCreator", "mode");
                if ("DELEGATING".equals(mode) || "DISABLED".equals(mode)
                        || (c.getParameters().size() == 1 && !ann.has(c.getParameters().get(0), "JsonProperty"))) {
                    readProblem = "a delegating or disabled @JsonCreator is left to Jackson";
                    return;
                }
                if (!reachable(c)) {
                    readProblem = "the @JsonCreator cannot be called from the type's package";
                    return;
                }
                creator = c;
                return;
            }
        }
        if (record) {
            for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
                if (c.getParameters().size() == type.getRecordComponents().size()) {
                    creator = c;
                    return;
                }
            }
        }
        for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
            if (c.getParameters().isEmpty()) {
                if (!reachable(c)) {
                    readProblem = "the no-argument constructor cannot be called from the type's package";
                }
                return;
            }
        }
        readProblem = "no @JsonCreator and no no-argument constructor";
    }

    /** Reads need a reachable setter, field or creator parameter for every property Jackson reads. */
    private void checkReads(boolean record) {
        if (readProblem != null) {
            return;
        }
        for (Property p : read) {
            if (p.param != null) {
                continue;
            }
            if (creator != null) {
                readProblem = "property " + p.name + " is set after the creator runs; left to Jackson";
                return;
            }
            if (p.setter != null) {
                if (!reachable(p.setter)) {
                    readProblem = "the setter of " + p.name + " cannot be called from the type's package";
                    return;
                }
            } else if (p.field.getModifiers().contains(Modifier.FINAL)) {
                readProblem = "Jackson sets final field " + p.field.getSimpleName() + " by reflection; add a setter"
                        + " or a creator";
                return;
            }
        }
        for (Property p : written) {
            if (!p.read() && !record && !p.access.equals("READ_ONLY") && p.setter == null && p.field != null
                    && p.param == null) {
                readProblem = "Jackson sets " + (p.field.getModifiers().contains(Modifier.PRIVATE) ? "private " : "")
                        + "field " + p.field.getSimpleName() + " by reflection; add a setter";
                return;
            }
        }
    }

    private boolean named(Element e) {
        return ann.has(e, "JsonProperty") || ann.has(e, "JsonAlias") || ann.has(e, "JsonInclude")
                || ann.has(e, "JsonFormat");
    }

    /** Jackson's default (non-"std bean naming") name of a getter, or null if not a getter. */
    private static String getterName(ExecutableElement m) {
        String n = m.getSimpleName().toString();
        if (n.startsWith("get") && n.length() > 3) {
            if (n.equals("getClass")) {
                return null;
            }
            return mangle(n.substring(3));
        }
        if (n.startsWith("is") && n.length() > 2 && m.getReturnType().getKind() == TypeKind.BOOLEAN) {
            return mangle(n.substring(2));
        }
        return null;
    }

    /** Lower-cases the leading upper-case letters, as Jackson's legacy name mangling does. */
    static String mangle(String s) {
        StringBuilder sb = new StringBuilder(s);
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            char lc = Character.toLowerCase(c);
            if (c == lc) {
                break;
            }
            sb.setCharAt(i, lc);
        }
        return sb.toString();
    }

    private static TypeElement superOf(TypeElement t) {
        TypeMirror s = t.getSuperclass();
        if (s.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement e = (TypeElement) ((DeclaredType) s).asElement();
        String q = e.getQualifiedName().toString();
        return q.equals("java.lang.Object") || q.equals("java.lang.Record") ? null : e;
    }

    private static String simple(String a) {
        return a.substring(a.lastIndexOf('.') + 1);
    }

    /** Whether generated code in the type's package can call or read {@code e}. */
    private boolean reachable(Element e) {
        if (e.getModifiers().contains(Modifier.PUBLIC)) {
            return true;
        }
        if (e.getModifiers().contains(Modifier.PRIVATE)) {
            return false;
        }
        return packageOf(e).equals(packageOf(type));
    }

    private static String packageOf(Element e) {
        while (e.getKind() != ElementKind.PACKAGE) {
            e = e.getEnclosingElement();
        }
        return e.toString();
    }
}
