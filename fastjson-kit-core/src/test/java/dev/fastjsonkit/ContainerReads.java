/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * What a mapper reads from one document through every path that reaches the untyped and tree
 * deserializers, written out with the class of every value and node and the order of every key,
 * so that two mappers' answers compare as strings: {@code readTree}, {@code readValue} as
 * {@code Object}, raw {@code Map}, {@code Map<String, Object>}, {@code List<Object>},
 * {@code ObjectNode} and {@code ArrayNode}, from {@code byte[]} or a trickling
 * {@code InputStream}; a failure as its exception class and message (which holds the location).
 */
final class ContainerReads {
    private ContainerReads() {}

    static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};
    static final TypeReference<List<Object>> LIST = new TypeReference<>() {};

    /** The read paths, by name. */
    enum Path {
        TREE, OBJECT, RAW_MAP, MAP, LIST, OBJECT_NODE, ARRAY_NODE, TREE_STREAM, OBJECT_STREAM
    }

    /** Returns what {@code mapper} reads from {@code doc} along {@code path}, as text. */
    static String read(ObjectMapper mapper, byte[] doc, Path path, long seed) {
        try {
            Object v = switch (path) {
                case TREE -> mapper.readTree(doc);
                case OBJECT -> mapper.readValue(doc, Object.class);
                case RAW_MAP -> mapper.readValue(doc, Map.class);
                case MAP -> mapper.readValue(doc, MAP);
                case LIST -> mapper.readValue(doc, LIST);
                case OBJECT_NODE -> mapper.readValue(doc, ObjectNode.class);
                case ARRAY_NODE -> mapper.readValue(doc, ArrayNode.class);
                case TREE_STREAM -> mapper.readTree(new EngineParserHarness.Trickle(doc, seed));
                case OBJECT_STREAM -> mapper.readValue(new EngineParserHarness.Trickle(doc, seed), Object.class);
            };
            return describe(v);
        } catch (IOException | RuntimeException e) {
            return failure(e);
        }
    }

    static String failure(Exception e) {
        return "EXC " + e.getClass().getName() + ": " + e.getMessage();
    }

    /**
     * Reads the tokens of {@code doc} up to the {@code skip}-th container start, binds that container
     * with {@code mapper} as {@code type}, then walks the rest token by token: the value, then every
     * later token with its text and both locations, so that the parser's state after the bind shows.
     */
    static String positioned(ObjectMapper mapper, byte[] doc, int skip, Class<?> type, boolean stream, long seed) {
        StringBuilder sb = new StringBuilder();
        try (JsonParser p = stream ? mapper.createParser(new EngineParserHarness.Trickle(doc, seed))
                : mapper.createParser(doc)) {
            int seen = 0;
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && seen++ == skip) {
                    sb.append(describe(mapper.readValue(p, type))).append('\n');
                    for (JsonToken u = p.currentToken(); u != null; u = p.nextToken()) {
                        sb.append(u).append(' ').append(p.getText());
                        EngineParserHarness.loc(sb, p.currentTokenLocation());
                        EngineParserHarness.loc(sb, p.currentLocation());
                        sb.append(' ').append(p.getParsingContext().getNestingDepth()).append('\n');
                    }
                    return sb.toString();
                }
            }
            return sb.append("no container ").append(skip).toString();
        } catch (IOException | RuntimeException e) {
            return sb.append(failure(e)).toString();
        }
    }

    /** Writes {@code v} with the class of every value and node, in iteration order. */
    static String describe(Object v) {
        StringBuilder sb = new StringBuilder();
        describe(v, sb);
        return sb.toString();
    }

    private static void describe(Object v, StringBuilder sb) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof Map<?, ?> m) {
            sb.append(m.getClass().getSimpleName()).append('{');
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(e.getKey()).append('=');
                describe(e.getValue(), sb);
                sb.append(',');
            }
            sb.append('}');
        } else if (v instanceof List<?> l) {
            sb.append(l.getClass().getSimpleName()).append('[');
            for (Object o : l) {
                describe(o, sb);
                sb.append(',');
            }
            sb.append(']');
        } else if (v instanceof Object[] a) {
            describe(java.util.Arrays.asList(a), sb.append("Object[]"));
        } else if (v instanceof ObjectNode o) {
            sb.append(o.getClass().getSimpleName()).append('{');
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                sb.append(e.getKey()).append('=');
                describe(e.getValue(), sb);
                sb.append(',');
            }
            sb.append('}');
        } else if (v instanceof ArrayNode a) {
            sb.append(a.getClass().getSimpleName()).append('[');
            for (JsonNode n : a) {
                describe(n, sb);
                sb.append(',');
            }
            sb.append(']');
        } else {
            sb.append(v.getClass().getSimpleName()).append(':').append(v);
        }
    }

    /** Returns the count of container starts in {@code doc} as jackson-core reads it (up to an error). */
    static int containers(ObjectMapper mapper, byte[] doc) {
        int n = 0;
        try (JsonParser p = mapper.createParser(doc)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    n++;
                }
            }
        } catch (IOException | RuntimeException e) {
            // counted up to the error
        }
        return n;
    }
}
