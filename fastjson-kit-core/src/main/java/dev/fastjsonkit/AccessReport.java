/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BasicDeserializerFactory;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.CreatorProperty;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.introspect.AnnotatedField;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.AnnotatedMethod;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.PropertyWriter;
import com.fasterxml.jackson.databind.ser.std.BeanSerializerBase;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import com.fasterxml.jackson.databind.util.ClassUtil;
import dev.fastjsonkit.generated.GeneratedCodecs;
import java.lang.reflect.Member;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * What Blackbird did for one type: per property and direction, whether the mapper uses a
 * generated lambda accessor or falls back to reflection, and why.
 *
 * <p>Whether a property is optimized is read from the serializer and deserializer the mapper
 * built. The reasons for reflection follow Blackbird's {@code BBSerializerModifier} and
 * {@code BBDeserializerModifier}: private classes, private members, custom (de)serializers and
 * unwrapped properties are left to reflection; which value types and whether fields are covered
 * is probed from the Blackbird on the class path ({@code int}, {@code long}, {@code boolean} and
 * references in 2.22, plus {@code double} from 2.23), not taken from a fixed list. Immutable types are read through their creator; the
 * report says whether the creator itself is optimized. The kit's mappers leave creators with
 * arguments (records, {@code @JsonCreator}) to Jackson's own call, which measured as fast.
 *
 * @param type the reported type
 * @param serialization one entry per written property, in output order; empty if the type is
 *     not written by a bean serializer
 * @param deserialization one entry per read property; empty if the type is not read by a bean
 *     deserializer
 * @param instantiation how instances are created on read (default constructor, creator, ...)
 * @param generatedCodec whether a codec generated for a {@link FastCodec} type serves it, in each
 *     direction, and if not, why (see {@link GeneratedCodecs#explain})
 * @param serializers which serializer writes the type and which deserializer reads it: the kit's
 *     bean serializer ({@code beanWrites}) or bean deserializer ({@code beanReads}), or the class
 *     of the one the mapper uses (databind's, a generated codec's, a custom one); empty where not
 *     reported
 */
public record AccessReport(Class<?> type, List<PropertyAccess> serialization,
        List<PropertyAccess> deserialization, String instantiation, String generatedCodec, String serializers) {

    private static final String BLACKBIRD = "com.fasterxml.jackson.module.blackbird.";

    /**
     * How one property is accessed in one direction.
     *
     * @param property the JSON property name
     * @param optimized true if Blackbird generated the accessor, false if reflection is used
     * @param how the accessor used, and for reflection the reason Blackbird skipped it
     */
    public record PropertyAccess(String property, boolean optimized, String how) {}

    /** Creates a report; the lists are copied. */
    public AccessReport {
        Objects.requireNonNull(type, "type");
        serialization = List.copyOf(serialization);
        deserialization = List.copyOf(deserialization);
        Objects.requireNonNull(instantiation, "instantiation");
        Objects.requireNonNull(generatedCodec, "generatedCodec");
        Objects.requireNonNull(serializers, "serializers");
    }

    /**
     * Creates a report without a serializers line.
     *
     * @param type the reported type
     * @param serialization written properties
     * @param deserialization read properties
     * @param instantiation how instances are created on read
     * @param generatedCodec whether a generated codec serves the type
     */
    public AccessReport(Class<?> type, List<PropertyAccess> serialization,
            List<PropertyAccess> deserialization, String instantiation, String generatedCodec) {
        this(type, serialization, deserialization, instantiation, generatedCodec, "");
    }

    /**
     * Creates a report without a generated-codec line (as before generated codecs existed).
     *
     * @param type the reported type
     * @param serialization written properties
     * @param deserialization read properties
     * @param instantiation how instances are created on read
     */
    public AccessReport(Class<?> type, List<PropertyAccess> serialization,
            List<PropertyAccess> deserialization, String instantiation) {
        this(type, serialization, deserialization, instantiation, "no generated codec");
    }

    /**
     * Returns whether every property, in both directions, is optimized.
     *
     * @return true if no property falls back to reflection
     */
    public boolean fullyOptimized() {
        return serialization.stream().allMatch(PropertyAccess::optimized)
                && deserialization.stream().allMatch(PropertyAccess::optimized);
    }

    /** Returns a readable table: one line per property and direction. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Access report for ").append(type.getName()).append('\n');
        append(sb, "write", serialization);
        append(sb, "read ", deserialization);
        sb.append("  create: ").append(instantiation).append('\n');
        sb.append("  codec:  ").append(generatedCodec).append('\n');
        if (!serializers.isEmpty()) {
            sb.append("  serializers: ").append(serializers).append('\n');
        }
        return sb.toString();
    }

    private static void append(StringBuilder sb, String dir, List<PropertyAccess> list) {
        for (PropertyAccess p : list) {
            sb.append("  ").append(dir).append(' ').append(p.optimized() ? "OPTIMIZED " : "REFLECTION")
                    .append(' ').append(p.property()).append(": ").append(p.how()).append('\n');
        }
    }

    static AccessReport of(ObjectMapper mapper, Class<?> type) {
        return of(mapper, type, BlackbirdCoverage.get());
    }

    /** {@code bb}: what the running Blackbird covers, for the reasons; null while probing it. */
    static AccessReport of(ObjectMapper mapper, Class<?> type, BlackbirdCoverage bb) {
        Objects.requireNonNull(mapper, "mapper");
        Objects.requireNonNull(type, "type");
        boolean registered = mapper.getRegisteredModuleIds().stream()
                .anyMatch(id -> String.valueOf(id).startsWith(BLACKBIRD));
        try {
            List<PropertyAccess> ser = new ArrayList<>();
            JsonSerializer<Object> s = mapper.getSerializerProviderInstance().findValueSerializer(type);
            if (s instanceof BeanSerializerBase) {
                for (Iterator<PropertyWriter> it = ((BeanSerializerBase) s).properties(); it.hasNext(); ) {
                    ser.add(writeAccess(type, it.next(), registered, bb));
                }
            }
            List<PropertyAccess> deser = new ArrayList<>();
            String creation = "not read by a bean deserializer";
            DeserializationConfig config = mapper.getDeserializationConfig();
            DefaultDeserializationContext ctxt = ((DefaultDeserializationContext) mapper.getDeserializationContext())
                    .createDummyInstance(config);
            JavaType jt = mapper.getTypeFactory().constructType(type);
            JsonDeserializer<Object> d = ctxt.findRootValueDeserializer(jt);
            if (d instanceof BeanDeserializerBase) {
                BeanDeserializerBase bd = (BeanDeserializerBase) d;
                for (Iterator<SettableBeanProperty> it = bd.properties(); it.hasNext(); ) {
                    deser.add(readAccess(type, it.next(), registered, bb));
                }
                creation = creation(bd.getValueInstantiator(), registered, keepsJacksonArgsCreators(mapper));
            }
            return new AccessReport(type, ser, deser, creation, GeneratedCodecs.explain(mapper, type),
                    "written by " + writtenBy(s) + "; read by " + readBy(d));
        } catch (JsonMappingException e) {
            throw new IllegalArgumentException("Jackson cannot handle " + type.getName() + ": " + e.getMessage(), e);
        }
    }

    /** Who writes the type: the kit's bean serializer, as far as it writes properties itself, or the serializer's class. */
    private static String writtenBy(JsonSerializer<?> s) {
        if (s instanceof BeanRunSerializer b) {
            return b.planned() ? "the kit's bean serializer (string, int, long, boolean and enum properties a whole"
                    + " property at a time to the engine generator, the others by their property writers)"
                    : "the kit's bean serializer, as databind's loop (no property it writes itself)";
        }
        return s.getClass().getName();
    }

    /** Who reads the type: the kit's bean or creator deserializer, or the deserializer's class. */
    private static String readBy(JsonDeserializer<?> d) {
        if (d instanceof BeanRunDeserializer) {
            return "the kit's bean deserializer (from the engine parser: properties in declared order, simple values"
                    + " straight from the input bytes)";
        }
        if (d instanceof CreatorRunDeserializer c) {
            return c.planned()
                    ? "the kit's creator deserializer (from the engine parser: the creator's parameters in its order,"
                            + " simple values straight from the input bytes, into Jackson's creator call; from the first"
                            + " member out of that order on, Jackson's loop)"
                    : "the kit's creator deserializer, as Jackson's own read (an ignored or injected parameter,"
                            + " or a property besides the creator's that is not a plain string, int, long, boolean,"
                            + " enum or string list, or is merged)";
        }
        return d.getClass().getName();
    }

    private static PropertyAccess writeAccess(Class<?> type, PropertyWriter pw, boolean registered, BlackbirdCoverage bb) {
        if (pw.getClass().getName().startsWith(BLACKBIRD)) {
            return new PropertyAccess(pw.getName(), true, "lambda getter " + memberName(pw.getMember()));
        }
        String why = commonReason(type, pw.getMember(), registered);
        if (why == null && pw instanceof BeanPropertyWriter) {
            BeanPropertyWriter bpw = (BeanPropertyWriter) pw;
            if (bpw.hasSerializer() && (!ClassUtil.isJacksonStdImpl(bpw.getSerializer())
                    || bpw.getSerializer() instanceof ToStringSerializer)) {
                why = "custom serializer " + bpw.getSerializer().getClass().getName();
            } else if (bpw.isUnwrapping()) {
                why = "@JsonUnwrapped property";
            }
        }
        if (why == null) {
            why = kindReason(pw.getMember(), pw.getMember().getRawType(), true, bb);
        }
        return new PropertyAccess(pw.getName(), false, "reflection: " + why);
    }

    private static PropertyAccess readAccess(Class<?> type, SettableBeanProperty p, boolean registered, BlackbirdCoverage bb) {
        if (p.getClass().getName().startsWith(BLACKBIRD)) {
            return new PropertyAccess(p.getName(), true, "lambda setter " + memberName(p.getMember()));
        }
        if (p instanceof CreatorProperty) {
            return new PropertyAccess(p.getName(), false,
                    "creator parameter: passed to the constructor or factory (see create)");
        }
        String why = commonReason(type, p.getMember(), registered);
        if (why == null && p.hasValueDeserializer() && !ClassUtil.isJacksonStdImpl(p.getValueDeserializer())) {
            why = "custom deserializer " + p.getValueDeserializer().getClass().getName();
        }
        if (why == null) {
            AnnotatedMember m = p.getMember();
            Class<?> raw = m instanceof AnnotatedMethod && ((AnnotatedMethod) m).getParameterCount() == 1
                    ? ((AnnotatedMethod) m).getRawParameterType(0) : m.getRawType();
            why = m instanceof AnnotatedMethod && ((AnnotatedMethod) m).getParameterCount() == 0
                    ? "setterless property (" + p.getClass().getSimpleName() + "): Blackbird only optimizes setters"
                    : kindReason(m, raw, false, bb);
        }
        return new PropertyAccess(p.getName(), false, "reflection: " + why);
    }

    /** The reasons that apply to both directions, or null. */
    private static String commonReason(Class<?> type, AnnotatedMember member, boolean registered) {
        if (!registered) {
            return "Blackbird is not registered on this mapper";
        }
        if (type.getName().startsWith("java.") || type.getName().startsWith("sun.misc.")) {
            return "JDK class: Blackbird has no access to java.* and sun.misc.*";
        }
        if (Modifier.isPrivate(type.getModifiers())) {
            return "the class is private: Blackbird skips private classes";
        }
        Member jdk = member == null ? null : member.getMember();
        if (jdk == null) {
            return "virtual property (no field or method behind it)";
        }
        if (Modifier.isPrivate(jdk.getModifiers())) {
            return "private " + (member instanceof AnnotatedField ? "field " : "method ") + jdk.getName()
                    + ": Blackbird cannot call private members";
        }
        return null;
    }

    private static String kindReason(AnnotatedMember m, Class<?> raw, boolean write, BlackbirdCoverage bb) {
        if (m instanceof AnnotatedField) {
            return "field " + m.getName() + (bb != null && !bb.fields()
                    ? ": Blackbird " + bb.version() + " optimizes getter and setter methods, not fields"
                    : ": Blackbird did not replace this field access");
        }
        if (bb != null && !bb.covers(raw, write)) {
            String accessor = write ? "getter" : "setter";
            return (raw.isPrimitive() ? "primitive " + raw.getName() : raw.getName()) + " " + accessor + ": Blackbird "
                    + bb.version() + " optimizes " + accessor + "s of " + bb.describe(write) + " (probed)";
        }
        return "Blackbird did not replace this accessor (" + m + ")";
    }

    /** Whether the mapper has the kit's Blackbird, which leaves creators with arguments to Jackson. */
    private static boolean keepsJacksonArgsCreators(ObjectMapper mapper) {
        if (!(mapper.getDeserializationContext().getFactory() instanceof BasicDeserializerFactory)) {
            return false;
        }
        BasicDeserializerFactory f = (BasicDeserializerFactory) mapper.getDeserializationContext().getFactory();
        for (BeanDeserializerModifier m : f.getFactoryConfig().deserializerModifiers()) {
            if (m instanceof KeepJacksonArgsCreators) {
                return true;
            }
        }
        return false;
    }

    private static String creation(ValueInstantiator vi, boolean registered, boolean kitBlackbird) {
        String kind = vi.canCreateUsingDefault() ? "default constructor"
                : vi.canCreateFromObjectWith() ? "creator with arguments (constructor or factory)"
                : vi.canCreateUsingDelegate() ? "delegating creator"
                : "other (" + vi.getValueTypeDesc() + ")";
        if (vi.getClass().getName().startsWith(BLACKBIRD)) {
            return kind + ", called through a Blackbird lambda (OPTIMIZED)";
        }
        if (!registered) {
            return kind + ", called by reflection: Blackbird is not registered on this mapper";
        }
        if (vi.canCreateUsingDelegate()) {
            return kind + ", called by reflection: Blackbird skips delegating creators";
        }
        if (kitBlackbird && vi.canCreateFromObjectWith()) {
            return kind + ", called by reflection: the kit leaves creators with arguments to Jackson,"
                    + " Blackbird's call is no faster (docs/core.md)";
        }
        return kind + ", called by reflection (" + vi.getClass().getSimpleName() + ")";
    }

    private static String memberName(AnnotatedMember m) {
        return m == null ? "?" : m.getDeclaringClass().getSimpleName() + "." + m.getName()
                + (m instanceof AnnotatedMethod ? "()" : "");
    }
}
