/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonTokenId;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.deser.std.JsonNodeDeserializer;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.MapType;

import java.io.IOException;

/**
 * The kit's reading of {@code Object} (untyped: maps, lists and scalars) and {@code JsonNode},
 * {@code ObjectNode} and {@code ArrayNode} values: databind's own deserializers, wrapped so that a
 * whole object or array read by the kit's engine parser is built in one scan of its input buffer
 * ({@link EngineParser#scanContainer}) instead of token by token. The values are the ones
 * databind builds (the same classes, equal contents, the same key order); everything the scan does
 * not take (another parser such as a {@code TokenBuffer}, a feature that changes the values, input
 * the scan does not take) goes to databind's deserializer from the untouched parser.
 *
 * <p>Only databind's own deserializers are wrapped: a deserializer a module registers for these
 * types (a module registered later is asked first) or a customised untyped deserializer (custom
 * deserializers for lists, maps, strings, numbers or {@code Object} keys) is used as it is.
 * {@code Map<String, Object>} keeps databind's {@code MapDeserializer}, whose values then come
 * through the wrapped untyped deserializer; {@code Map<String, V>} of {@code Double}, {@code Integer},
 * {@code Long}, {@code String} or {@code Boolean} values is scanned too ({@link ScalarMapReader}).
 */
final class ContainerReadModule extends Module {

    /** Features that change the values read: with any of them on, databind's code reads. */
    private static final int CHANGING_FEATURES = DeserializationFeature.USE_BIG_INTEGER_FOR_INTS.getMask()
            | DeserializationFeature.USE_LONG_FOR_INTS.getMask()
            | DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS.getMask()
            | DeserializationFeature.USE_JAVA_ARRAY_FOR_JSON_ARRAY.getMask();

    /** {@code JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS} on Jackson 2.19+, null before. */
    private static final JsonNodeFeature NODE_BIG_DECIMALS = nodeFeature("USE_BIG_DECIMAL_FOR_FLOATS");

    private static final String UNTYPED_NR = "com.fasterxml.jackson.databind.deser.std.UntypedObjectDeserializerNR";
    private static final String UNTYPED_VANILLA = "com.fasterxml.jackson.databind.deser.std.UntypedObjectDeserializer$Vanilla";

    private static JsonNodeFeature nodeFeature(String name) {
        for (JsonNodeFeature f : JsonNodeFeature.values()) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        return null;
    }

    @Override
    public String getModuleName() {
        return "fastjson-kit-container-reads";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public Object getTypeId() {
        return ContainerReadModule.class.getName();
    }

    @Override
    public void setupModule(SetupContext context) {
        context.addDeserializers(new Deserializers.Base() {
            @Override
            public JsonDeserializer<?> findTreeNodeDeserializer(Class<? extends JsonNode> nodeType,
                    DeserializationConfig config, BeanDescription beanDesc) throws JsonMappingException {
                if (nodeType == JsonNode.class || nodeType == ObjectNode.class || nodeType == ArrayNode.class) {
                    return new NodeReader(JsonNodeDeserializer.getDeserializer(nodeType));
                }
                return null;
            }
        });
        context.addBeanDeserializerModifier(new BeanDeserializerModifier() {
            @Override
            public JsonDeserializer<?> modifyDeserializer(DeserializationConfig config, BeanDescription beanDesc,
                    JsonDeserializer<?> deserializer) {
                return beanDesc.getBeanClass() == Object.class && deserializer.getClass().getName()
                        .equals("com.fasterxml.jackson.databind.deser.std.UntypedObjectDeserializer")
                        ? new UntypedReader(deserializer) : deserializer;
            }

            @Override
            public JsonDeserializer<?> modifyMapDeserializer(DeserializationConfig config, MapType type,
                    BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
                return ScalarMapReader.wrap(type, deserializer);
            }
        });
    }

    /** Whether a container starts at the current token and the parser is the engine's. */
    private static boolean container(JsonParser p, int id) {
        return (id == JsonTokenId.ID_START_OBJECT || id == JsonTokenId.ID_START_ARRAY) && p instanceof EngineParser;
    }

    /**
     * databind's untyped deserializer, wrapped: its contextual form is {@code UntypedObjectDeserializerNR}
     * when nothing is customised, and only then are containers scanned.
     */
    static final class UntypedReader extends DelegatingDeserializer {
        private static final long serialVersionUID = 1L;
        private final boolean stock;

        UntypedReader(JsonDeserializer<?> d) {
            super(d);
            String n = d.getClass().getName();
            stock = n.equals(UNTYPED_NR) || n.equals(UNTYPED_VANILLA);
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> d) {
            return new UntypedReader(d);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (stock && container(p, p.currentTokenId()) && (ctxt.getDeserializationFeatures() & CHANGING_FEATURES) == 0) {
                Object v = ((EngineParser) p).scanContainer(null, false);
                if (v != EngineParser.NOT_SCANNED) {
                    return v;
                }
            }
            return _delegatee.deserialize(p, ctxt);
        }
    }

    /** databind's {@code JsonNode}, {@code ObjectNode} or {@code ArrayNode} deserializer, wrapped. */
    static final class NodeReader extends DelegatingDeserializer {
        private static final long serialVersionUID = 1L;
        private final boolean stock;
        /** The container token the wrapped deserializer reads: START_OBJECT, START_ARRAY, or -1 for both. */
        private final int only;

        NodeReader(JsonDeserializer<?> d) {
            super(d);
            Class<?> t = d.handledType();
            stock = d.getClass().getName().startsWith("com.fasterxml.jackson.databind.deser.std.JsonNodeDeserializer");
            only = t == ObjectNode.class ? JsonTokenId.ID_START_OBJECT
                    : t == ArrayNode.class ? JsonTokenId.ID_START_ARRAY : -1;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> d) {
            return new NodeReader(d);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            int id = p.currentTokenId();
            if (stock && (only < 0 || only == id) && container(p, id) && readsDefaults(ctxt)) {
                Object v = ((EngineParser) p).scanContainer(ctxt.getNodeFactory(),
                        ctxt.isEnabled(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY));
                if (v != EngineParser.NOT_SCANNED) {
                    return v;
                }
            }
            return _delegatee.deserialize(p, ctxt);
        }

        private static boolean readsDefaults(DeserializationContext ctxt) {
            return (ctxt.getDeserializationFeatures() & CHANGING_FEATURES) == 0
                    && ctxt.getNodeFactory().getClass() == JsonNodeFactory.class
                    && ctxt.isEnabled(JsonNodeFeature.READ_NULL_PROPERTIES)
                    && (NODE_BIG_DECIMALS == null || !ctxt.isEnabled(NODE_BIG_DECIMALS));
        }
    }
}
