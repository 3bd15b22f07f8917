/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;

/** One JSON property of a {@code @FastCodec} type as Jackson's default introspection sees it. */
final class Property {
    /** The implicit name (field name, or getter/setter name without its prefix). */
    final String internal;
    String name;
    final List<String> aliases = new ArrayList<>();
    VariableElement field;
    boolean fieldVisible;
    ExecutableElement getter;
    boolean getterVisible;
    ExecutableElement setter;
    VariableElement param;
    int paramIndex = -1;
    boolean explicit;
    boolean ignored;
    /** {@code READ_ONLY}, {@code WRITE_ONLY}, {@code READ_WRITE} or {@code AUTO}. */
    String access = "AUTO";
    /** The effective {@code @JsonInclude} value inclusion, {@code ALWAYS} if none. */
    String include = "USE_DEFAULTS";
    boolean format;
    /** Set when the processor cannot handle this property; the type gets no codec. */
    String problem;

    Property(String internal) {
        this.internal = internal;
        this.name = internal;
    }

    List<Element> members() {
        List<Element> out = new ArrayList<>();
        for (Element e : new Element[] {field, getter, setter, param}) {
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }

    /** Whether Jackson writes it: a visible getter or field, and not write-only. */
    boolean written() {
        return !access.equals("WRITE_ONLY") && (getterVisible || fieldVisible);
    }

    /** Whether Jackson reads it: a creator parameter, a setter or a visible field, and not read-only. */
    boolean read() {
        return !access.equals("READ_ONLY") && (param != null || setter != null || fieldVisible);
    }

    /** The Java expression that reads the value from bean {@code b}. */
    String getExpr() {
        return getterVisible ? "b." + getter.getSimpleName() + "()" : "b." + field.getSimpleName();
    }

    boolean nonNull() {
        return !include.equals("ALWAYS") && !include.equals("USE_DEFAULTS");
    }

    /** Whether Jackson's own property writer must decide inclusion (NON_EMPTY, NON_DEFAULT, CUSTOM). */
    boolean inclusionByJackson() {
        return nonNull() && !include.equals("NON_NULL") && !include.equals("NON_ABSENT");
    }
}
