package dev.fastjsonkit.codec;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.Serializers;
import com.fasterxml.jackson.databind.type.ArrayType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the hand-written codec for a type: only exact shapes ({@code Map}, {@code HashMap} or
 * {@code LinkedHashMap} with String keys; {@code List} or {@code ArrayList}; {@code double[][]},
 * {@code double[][][]}) and only when no annotation gives a key, element or type (de)serializer.
 * Everything else returns null, so Jackson builds its own.
 */
final class CodecLookup {
    private CodecLookup() {}

    static Shape shapeOf(JavaType type) {
        Class<?> raw = type.getRawClass();
        if (type instanceof MapType) {
            if ((raw == Map.class || raw == HashMap.class || raw == LinkedHashMap.class)
                    && type.getKeyType().getRawClass() == String.class) {
                ValueKind k = ValueKind.of(type.getContentType().getRawClass());
                return k == null ? null : Shape.map(k);
            }
        } else if (type instanceof CollectionType) {
            if (raw == List.class || raw == ArrayList.class) {
                ValueKind k = ValueKind.of(type.getContentType().getRawClass());
                return k == null ? null : Shape.list(k);
            }
        } else if (raw == double[][].class) {
            return Shape.DOUBLE_ARRAY_2D;
        } else if (raw == double[][][].class) {
            return Shape.DOUBLE_ARRAY_3D;
        }
        return null;
    }

    static final class Ser extends Serializers.Base {
        private final Set<Shape> shapes;

        Ser(Set<Shape> shapes) {
            this.shapes = shapes;
        }

        @Override
        public JsonSerializer<?> findMapSerializer(SerializationConfig config, MapType type, BeanDescription desc,
                JsonSerializer<Object> keySer, TypeSerializer vts, JsonSerializer<Object> valueSer) {
            Shape s = shapeOf(type);
            if (s == null || !shapes.contains(s) || keySer != null || vts != null || valueSer != null) {
                return null;
            }
            return new StringKeyMapSerializer(type, s.kind);
        }

        @Override
        public JsonSerializer<?> findCollectionSerializer(SerializationConfig config, CollectionType type,
                BeanDescription desc, TypeSerializer vts, JsonSerializer<Object> valueSer) {
            Shape s = shapeOf(type);
            if (s == null || !shapes.contains(s) || vts != null || valueSer != null) {
                return null;
            }
            return new ScalarListSerializer(type, s.kind);
        }

        @Override
        public JsonSerializer<?> findArraySerializer(SerializationConfig config, ArrayType type, BeanDescription desc,
                TypeSerializer vts, JsonSerializer<Object> valueSer) {
            Shape s = shapeOf(type);
            if (s == null || !shapes.contains(s) || vts != null || valueSer != null) {
                return null;
            }
            return new NestedDoubleArraySerializer(type, s == Shape.DOUBLE_ARRAY_2D ? 2 : 3);
        }
    }

    static final class Deser extends Deserializers.Base {
        private final Set<Shape> shapes;

        Deser(Set<Shape> shapes) {
            this.shapes = shapes;
        }

        @Override
        public JsonDeserializer<?> findMapDeserializer(MapType type, DeserializationConfig config,
                BeanDescription desc, KeyDeserializer keyDeser, TypeDeserializer vtd, JsonDeserializer<?> valueDeser) {
            Shape s = shapeOf(type);
            if (s == null || !shapes.contains(s) || keyDeser != null || vtd != null || valueDeser != null) {
                return null;
            }
            return new StringKeyMapDeserializer(type, s.kind);
        }

        @Override
        public JsonDeserializer<?> findCollectionDeserializer(CollectionType type, DeserializationConfig config,
                BeanDescription desc, TypeDeserializer etd, JsonDeserializer<?> elementDeser) {
            Shape s = shapeOf(type);
            if (s == null || !shapes.contains(s) || etd != null || elementDeser != null) {
                return null;
            }
            return new ScalarListDeserializer(type, s.kind);
        }

        @Override
        public JsonDeserializer<?> findArrayDeserializer(ArrayType type, DeserializationConfig config,
                BeanDescription desc, TypeDeserializer etd, JsonDeserializer<?> elementDeser) {
            Shape s = shapeOf(type);
            if (s == null || !shapes.contains(s) || etd != null || elementDeser != null) {
                return null;
            }
            return new NestedDoubleArrayDeserializer(type, s == Shape.DOUBLE_ARRAY_2D ? 2 : 3);
        }
    }
}
