/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FieldNamesTest {
    private static final FieldNames NAMES = FieldNames.of("id", "title", "viewCount");
    private static final JsonFactory F = new JsonFactory();

    /** Reads every property's index, skipping values. */
    private static List<Integer> indexes(JsonParser p) throws IOException {
        List<Integer> out = new ArrayList<>();
        p.nextToken();
        for (int f = NAMES.first(p); f != FieldNames.END; f = NAMES.next(p, f + 1)) {
            out.add(f);
            p.nextToken();
            p.skipChildren();
        }
        return out;
    }

    private static JsonParser bytes(String json) throws IOException {
        return F.createParser(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void matchesFieldsInTheExpectedOrderFromBytesAndChars() throws IOException {
        String json = "{\"id\":1,\"title\":\"t\",\"viewCount\":3}";
        assertThat(indexes(bytes(json))).containsExactly(0, 1, 2);
        assertThat(indexes(F.createParser(json))).containsExactly(0, 1, 2);
    }

    @Test
    void fallsBackToLookupWhenFieldsArriveInAnotherOrder() throws IOException {
        assertThat(indexes(bytes("{\"viewCount\":3,\"id\":{\"x\":[1]},\"title\":null}"))).containsExactly(2, 0, 1);
    }

    @Test
    void reportsUnknownNamesAndLeavesTheNameReadable() throws IOException {
        JsonParser p = bytes("{\"id\":1,\"extra\":2}");
        p.nextToken();
        assertThat(NAMES.first(p)).isZero();
        p.nextToken();
        assertThat(NAMES.next(p, 1)).isEqualTo(FieldNames.UNKNOWN);
        assertThat(p.currentName()).isEqualTo("extra");
        p.nextToken();
        assertThat(NAMES.next(p, 99)).isEqualTo(FieldNames.END);
    }

    @Test
    void firstHandlesEmptyObjectsBufferedFieldNamesAndNonObjects() throws IOException {
        JsonParser p = bytes("{}");
        p.nextToken();
        assertThat(NAMES.first(p)).isEqualTo(FieldNames.END);
        p = bytes("{\"title\":1}");
        p.nextToken();
        p.nextToken();
        assertThat(NAMES.first(p)).isEqualTo(1);
        p = bytes("[1]");
        p.nextToken();
        assertThat(NAMES.first(p)).isEqualTo(FieldNames.NOT_AN_OBJECT);
        p = bytes("{}");
        p.nextToken();
        p.nextToken();
        assertThat(NAMES.first(p)).isEqualTo(FieldNames.END);
    }

    @Test
    void nextOnAValueInsteadOfANameThrowsAParseException() throws IOException {
        JsonParser p = bytes("{\"id\":{\"a\":1}}");
        p.nextToken();
        NAMES.first(p);
        assertThatThrownBy(() -> NAMES.next(p, 1)).isInstanceOf(JsonParseException.class)
                .hasMessageContaining("Expected a property name or END_OBJECT, got START_OBJECT");
    }

    @Test
    void namesArePreEncodedAndIndexed() {
        assertThat(NAMES.name(1).getValue()).isEqualTo("title");
        assertThat(NAMES.name(1).asQuotedUTF8()).isEqualTo("title".getBytes(StandardCharsets.UTF_8));
        assertThat(NAMES.size()).isEqualTo(3);
        assertThat(NAMES.indexOf("viewCount")).isEqualTo(2);
        assertThat(NAMES.indexOf("nope")).isEqualTo(FieldNames.UNKNOWN);
        assertThat(NAMES.indexOf(null)).isEqualTo(FieldNames.UNKNOWN);
        assertThat(NAMES).hasToString("[id, title, viewCount]");
    }

    @Test
    void rejectsDuplicateAndNullNames() {
        assertThatThrownBy(() -> FieldNames.of("a", "a")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("duplicate name: a");
        assertThatThrownBy(() -> FieldNames.of("a", null)).isInstanceOf(NullPointerException.class);
    }
}
