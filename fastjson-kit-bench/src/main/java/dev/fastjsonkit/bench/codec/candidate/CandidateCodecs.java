/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.codec.candidate;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.ser.Serializers;
import com.fasterxml.jackson.databind.type.ArrayType;
import com.fasterxml.jackson.databind.type.CollectionType;
import com.fasterxml.jackson.databind.type.MapType;
import dev.fastjsonkit.codec.FastCodecs;

/**
 * The hand-written codec candidates that were measured and rejected, for {@code CodecBench}: every
 * serializer, and the readers of the shapes core does not ship. They stay here, in the bench, so
 * the rejections can be measured again; nothing outside the bench uses them.
 *
 * <p>The serializers are as they were measured, with their steps aside to Jackson's own
 * serializer. The rejected readers keep the measured loops but not the shipped readers'
 * fallbacks for features and annotations: {@code CodecBench} reads with a plain
 * {@code ObjectMapper}, and {@code CandidateCodecsTest} proves them there.
 */
public final class CandidateCodecs {
    private CandidateCodecs() {}

    /**
     * Returns a module with one shape's candidates: its serializer, and its reader if core ships
     * none for it. Core's shipped readers ({@code FastCodecs.module()}) are always part of it.
     *
     * @param shape a shape name, e.g. {@code MAP_OF_LONG}
     * @return a new module
     * @throws IllegalArgumentException if there is no such shape
     */
    public static Module module(String shape) {
        return new CandidateModule(CandidateShape.valueOf(shape));
    }

    private static final class CandidateModule extends Module {
        private final CandidateShape shape;

        CandidateModule(CandidateShape shape) {
            this.shape = shape;
        }

        @Override
        public String getModuleName() {
            return "fastjson-kit-candidate-" + shape;
        }

        @Override
        public Version version() {
            return Version.unknownVersion();
        }

        @Override
        public void setupModule(SetupContext context) {
            FastCodecs.module().setupModule(context);
            context.addSerializers(new Writers(shape));
            if (!shape.shippedReader) {
                context.addDeserializers(new Readers(shape));
            }
        }
    }

    /** The candidate serializer of one shape, for exactly that shape without annotation-given (de)serializers. */
    private static final class Writers extends Serializers.Base {
        private final CandidateShape shape;

        Writers(CandidateShape shape) {
            this.shape = shape;
        }

        @Override
        public JsonSerializer<?> findMapSerializer(SerializationConfig config, MapType type, BeanDescription desc,
                JsonSerializer<Object> keySer, TypeSerializer vts, JsonSerializer<Object> valueSer) {
            boolean take = CandidateShape.of(type) == shape && keySer == null && vts == null && valueSer == null;
            return take ? new StringKeyMapSerializer(type, shape.kind) : null;
        }

        @Override
        public JsonSerializer<?> findCollectionSerializer(SerializationConfig config, CollectionType type,
                BeanDescription desc, TypeSerializer vts, JsonSerializer<Object> valueSer) {
            boolean take = CandidateShape.of(type) == shape && vts == null && valueSer == null;
            return take ? new ScalarListSerializer(type, shape.kind) : null;
        }

        @Override
        public JsonSerializer<?> findArraySerializer(SerializationConfig config, ArrayType type, BeanDescription desc,
                TypeSerializer vts, JsonSerializer<Object> valueSer) {
            boolean take = CandidateShape.of(type) == shape && vts == null && valueSer == null;
            return take ? new NestedDoubleArraySerializer(type, shape == CandidateShape.DOUBLE_ARRAY_2D ? 2 : 3) : null;
        }
    }

    /** The rejected reader of one shape. */
    private static final class Readers extends Deserializers.Base {
        private final CandidateShape shape;

        Readers(CandidateShape shape) {
            this.shape = shape;
        }

        @Override
        public JsonDeserializer<?> findMapDeserializer(MapType type, DeserializationConfig config,
                BeanDescription desc, KeyDeserializer keyDeser, TypeDeserializer vtd, JsonDeserializer<?> valueDeser) {
            boolean take = CandidateShape.of(type) == shape && keyDeser == null && vtd == null && valueDeser == null;
            return take ? new CandidateReaders.MapReader(type, shape.kind, null) : null;
        }

        @Override
        public JsonDeserializer<?> findCollectionDeserializer(CollectionType type, DeserializationConfig config,
                BeanDescription desc, TypeDeserializer etd, JsonDeserializer<?> elementDeser) {
            boolean take = CandidateShape.of(type) == shape && etd == null && elementDeser == null;
            return take ? new CandidateReaders.ListReader(type, shape.kind, null) : null;
        }

        @Override
        public JsonDeserializer<?> findArrayDeserializer(ArrayType type, DeserializationConfig config,
                BeanDescription desc, TypeDeserializer etd, JsonDeserializer<?> elementDeser) {
            boolean take = CandidateShape.of(type) == shape && etd == null && elementDeser == null;
            return take ? new CandidateReaders.RingsReader(type, null) : null;
        }
    }
}
