/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The getters {@link BeanRunSerializer} reads property values with: a lambda spun over the getter
 * method (as Blackbird's property writers are), so that {@code int}, {@code long} and
 * {@code boolean} values come back unboxed, or a call of the property writer's own reflective
 * {@link BeanPropertyWriter#get}, which is what databind's property writer calls (for a
 * primitive field, the same {@code Field}'s unboxed {@code getInt}, {@code getLong} or
 * {@code getBoolean}).
 *
 * <p>A lambda is spun only where the property writer is Blackbird's (Blackbird has already called
 * such a getter through a lambda of its own, so what the getter throws reaches the bean serializer
 * unwrapped, as it does now), and only with a lookup in the getter's declaring class that has full
 * privilege access: the bean in the kit's own module, as on the class path with one class loader.
 * There the lambda is a nestmate of that class, in its class loader, and links as the class's own
 * code does. Anywhere else (another class loader or module, a field, an interface's default method
 * that cannot be looked up) the writer's reflective access is used, whose failures databind's
 * bean serializer unwraps the same way.
 */
final class BeanGetters {
    /** The package of Blackbird's property writers (whose {@code serializeAsField} is databind's, with a getter call of Blackbird's). */
    static final String BLACKBIRD_WRITER = "com.fasterxml.jackson.module.blackbird.ser.";

    private BeanGetters() {}

    /** Returns an {@code int} getter for {@code w}: a {@code ToIntFunction<Object>}. */
    @SuppressWarnings("unchecked")
    static ToIntFunction<Object> ints(BeanPropertyWriter w) {
        Object g = spin(w, int.class, ToIntFunction.class, "applyAsInt");
        if (g != null) {
            return (ToIntFunction<Object>) g;
        }
        Field f = field(w);
        return f != null ? bean -> getInt(f, bean) : bean -> (Integer) get(w, bean);
    }

    /** Returns a {@code long} getter for {@code w}. */
    @SuppressWarnings("unchecked")
    static ToLongFunction<Object> longs(BeanPropertyWriter w) {
        Object g = spin(w, long.class, ToLongFunction.class, "applyAsLong");
        if (g != null) {
            return (ToLongFunction<Object>) g;
        }
        Field f = field(w);
        return f != null ? bean -> getLong(f, bean) : bean -> (Long) get(w, bean);
    }

    /** Returns a {@code boolean} getter for {@code w}. */
    @SuppressWarnings("unchecked")
    static Predicate<Object> booleans(BeanPropertyWriter w) {
        Object g = spin(w, boolean.class, Predicate.class, "test");
        if (g != null) {
            return (Predicate<Object>) g;
        }
        Field f = field(w);
        return f != null ? bean -> getBoolean(f, bean) : bean -> (Boolean) get(w, bean);
    }

    /** Returns a getter of a reference value for {@code w}. */
    @SuppressWarnings("unchecked")
    static Function<Object, Object> objects(BeanPropertyWriter w) {
        Object g = spin(w, Object.class, Function.class, "apply");
        return g != null ? (Function<Object, Object>) g : bean -> get(w, bean);
    }

    /**
     * Returns the field {@code w} reads, or null for a getter: the very {@code Field} databind's
     * writer reads with {@code get} (made accessible as databind made it), read here with the
     * primitive {@code getInt}, {@code getLong} or {@code getBoolean}, which do not box and throw
     * what {@code get} throws.
     */
    private static Field field(BeanPropertyWriter w) {
        return w.getMember().getMember() instanceof Field f && f.getType().isPrimitive() ? f : null;
    }

    private static int getInt(Field f, Object bean) {
        try {
            return f.getInt(bean);
        } catch (IllegalAccessException e) {
            throw BeanGetters.<RuntimeException>sneaky(e);
        }
    }

    private static long getLong(Field f, Object bean) {
        try {
            return f.getLong(bean);
        } catch (IllegalAccessException e) {
            throw BeanGetters.<RuntimeException>sneaky(e);
        }
    }

    private static boolean getBoolean(Field f, Object bean) {
        try {
            return f.getBoolean(bean);
        } catch (IllegalAccessException e) {
            throw BeanGetters.<RuntimeException>sneaky(e);
        }
    }

    /**
     * Spins a lambda of {@code iface} whose {@code sam} method calls {@code w}'s getter, returning
     * {@code result} (a primitive, or {@code Object} for any reference); null where none is spun.
     */
    private static Object spin(BeanPropertyWriter w, Class<?> result, Class<?> iface, String sam) {
        if (!w.getClass().getName().startsWith(BLACKBIRD_WRITER) || !(w.getMember().getMember() instanceof Method m)) {
            return null;
        }
        Class<?> r = m.getReturnType();
        if (m.getParameterCount() != 0 || (result.isPrimitive() ? r != result : r.isPrimitive())) {
            return null;
        }
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(m.getDeclaringClass(), MethodHandles.lookup());
            if (!lookup.hasFullPrivilegeAccess()) {
                return null;
            }
            MethodHandle h = lookup.unreflect(m);
            CallSite site = LambdaMetafactory.metafactory(lookup, sam, MethodType.methodType(iface),
                    MethodType.methodType(result, Object.class), h, h.type());
            return site.getTarget().invoke();
        } catch (Throwable e) { // IllegalAccessException, LambdaConversionException, a linkage error
            return null;
        }
    }

    /** Calls the writer's reflective getter, passing on what it throws (as databind's writer does) unchecked. */
    private static Object get(BeanPropertyWriter w, Object bean) {
        try {
            return w.get(bean);
        } catch (Exception e) {
            throw BeanGetters.<RuntimeException>sneaky(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable e) throws E {
        throw (E) e;
    }
}
