/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MapperCacheTest {

    public static class Item {
        public String name;
        public int count;
    }

    @Test
    void readerForAClassIsTheSameInstanceTwice() {
        assertThat(FastMappers.reader(Item.class)).isSameAs(FastMappers.reader(Item.class));
    }

    @Test
    void writerForAClassIsTheSameInstanceTwice() {
        assertThat(FastMappers.writer(Item.class)).isSameAs(FastMappers.writer(Item.class));
    }

    @Test
    void readerForAnEqualGenericTypeIsTheSameInstance() {
        var first = FastMappers.reader(new TypeReference<List<Item>>() {});
        var second = FastMappers.reader(new TypeReference<List<Item>>() {});
        assertThat(first).isSameAs(second);
        assertThat(FastMappers.writer(new TypeReference<Map<String, Item>>() {}))
                .isSameAs(FastMappers.writer(new TypeReference<Map<String, Item>>() {}));
    }

    @Test
    void typeReferenceToAPlainClassSharesTheClassEntry() {
        assertThat(FastMappers.reader(new TypeReference<Item>() {})).isSameAs(FastMappers.reader(Item.class));
    }

    @Test
    void cachedReaderReadsTheDeclaredGenericType() throws Exception {
        List<Item> items = FastMappers.reader(new TypeReference<List<Item>>() {})
                .readValue("[{\"name\":\"a\",\"count\":2}]");
        assertThat(items).singleElement().satisfies(i -> {
            assertThat(i.name).isEqualTo("a");
            assertThat(i.count).isEqualTo(2);
        });
    }

    @Test
    void cacheOfABuiltMapperUsesThatMapper() {
        JsonMapper mine = FastMappers.builder().build();
        MapperCache cache = FastMappers.cache(mine);
        assertThat(cache.reader(Item.class)).isSameAs(cache.reader(Item.class));
        assertThat(cache.reader(Item.class)).isNotSameAs(FastMappers.reader(Item.class));
        assertThat(cache.writer(Item.class).getFactory()).isSameAs(mine.getFactory());
    }

    @Test
    void genericCacheStaysBounded() throws Exception {
        MapperCache cache = FastMappers.cache(FastMappers.builder().build());
        var lruField = MapperCache.class.getDeclaredField("genericReaders");
        lruField.setAccessible(true);
        var lru = (com.fasterxml.jackson.databind.util.LRUMap<?, ?>) lruField.get(cache);
        TypeReference<?>[] refs = distinctGenericTypes(MapperCache.MAX_GENERIC_TYPES + 100);
        assertThat(java.util.Arrays.stream(refs).map(TypeReference::getType).distinct().count())
                .isEqualTo(refs.length);
        for (TypeReference<?> ref : refs) {
            cache.reader(ref);
        }
        assertThat(lru.size()).isLessThanOrEqualTo(MapperCache.MAX_GENERIC_TYPES);
    }

    @Test
    void nullTypesAreRejected() {
        assertThatThrownBy(() -> FastMappers.reader((Class<?>) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> FastMappers.writer((TypeReference<?>) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> FastMappers.cache(null)).isInstanceOf(NullPointerException.class);
    }

    /** Distinct parameterized types {@code Map<K, V>} over 25 value classes. */
    private static TypeReference<?>[] distinctGenericTypes(int n) {
        Class<?>[] classes = {String.class, Integer.class, Long.class, Double.class, Boolean.class,
            Short.class, Byte.class, Float.class, Character.class, java.math.BigDecimal.class,
            java.math.BigInteger.class, Item.class, Object.class, Number.class, java.util.UUID.class,
            java.time.LocalDate.class, java.time.Instant.class, java.net.URI.class, java.util.Locale.class,
            java.util.Date.class, int[].class, long[].class, double[].class, byte[].class, String[].class};
        TypeReference<?>[] out = new TypeReference<?>[n];
        for (int i = 0; i < n; i++) {
            java.lang.reflect.Type t = new MapType(classes[i % classes.length], classes[(i / classes.length) % classes.length]);
            out[i] = new TypeReference<Object>() {
                @Override
                public java.lang.reflect.Type getType() {
                    return t;
                }
            };
        }
        return out;
    }

    /** A minimal ParameterizedType for {@code Map<K, V>}, with value equality. */
    private record MapType(java.lang.reflect.Type key, java.lang.reflect.Type value)
            implements java.lang.reflect.ParameterizedType {
        @Override
        public java.lang.reflect.Type[] getActualTypeArguments() {
            return new java.lang.reflect.Type[] {key, value};
        }

        @Override
        public java.lang.reflect.Type getRawType() {
            return Map.class;
        }

        @Override
        public java.lang.reflect.Type getOwnerType() {
            return null;
        }
    }
}
