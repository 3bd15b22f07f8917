package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.util.ClassUtil;
import java.io.IOException;
import java.util.ArrayList;

/**
 * {@code List<E>} for a scalar {@code E}: Jackson's {@code CollectionDeserializer} loop with the
 * element read inline. Anything but a {@code START_ARRAY} goes to Jackson's deserializer.
 */
final class ScalarListDeserializer extends FastContainerDeserializer {
    private static final long serialVersionUID = 1L;

    private final ValueKind kind;
    private transient JsonDeserializer<Object> valueDeser;

    ScalarListDeserializer(JavaType type, ValueKind kind) {
        super(type);
        this.kind = kind;
    }

    @Override
    FastContainerDeserializer copy() {
        return new ScalarListDeserializer(type, kind);
    }

    @Override
    boolean contextualize(DeserializationContext ctxt, BeanProperty property) throws JsonMappingException {
        valueDeser = ctxt.findContextualValueDeserializer(type.getContentType(), property);
        intsAsDoubles = intsAsDoubles(ctxt, kind.type);
        return JacksonDefaults.is(valueDeser, kind.stdDeserializer);
    }

    @Override
    public LogicalType logicalType() {
        return LogicalType.Collection;
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!fast || !p.isExpectedStartArrayToken()) {
            return fallback(ctxt).deserialize(p, ctxt);
        }
        final ArrayList<Object> list = new ArrayList<>();
        final ValueKind k = kind;
        final JsonDeserializer<Object> vd = valueDeser;
        final boolean ints = intsAsDoubles;
        JsonToken t;
        if (k == ValueKind.STRING) {
            // Jackson's StringCollectionDeserializer: its try also covers nextToken, and it parses
            // non-string tokens with _parseString.
            try {
                while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                    list.add(t == JsonToken.VALUE_STRING ? p.getText()
                            : t == JsonToken.VALUE_NULL ? vd.getNullValue(ctxt) : _parseString(p, ctxt, vd));
                }
            } catch (Exception e) {
                throw JsonMappingException.wrapWithPath(e, list, list.size());
            }
            return list;
        }
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            try {
                list.add(t == JsonToken.VALUE_NULL ? vd.getNullValue(ctxt) : k.read(p, ctxt, vd, ints));
            } catch (Exception e) {
                if (ctxt != null && !ctxt.isEnabled(DeserializationFeature.WRAP_EXCEPTIONS)) {
                    ClassUtil.throwIfRTE(e);
                }
                throw JsonMappingException.wrapWithPath(e, list, list.size());
            }
        }
        return list;
    }
}
