/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ExtractorScan} takes a value only where jackson-core reads the same value: what it skips
 * ends where jackson-core's value ends, what it reads as a string is jackson-core's text, and a
 * number is taken only when jackson-core reads it too; everything else it declines.
 */
class ExtractorScanTest {

    private static final JsonFactory JACKSON = new JsonFactory();

    private static final List<String> VALUES = List.of(
            "\"\"", "\"plain ascii text that runs for more than sixteen bytes\"", "\"a\\\"b\\\\c\\/d\\n\\t\\r\\b\\f\"",
            "\"\\u00e9\\u0041\\ud83d\\ude00\"", "\"\\ud800\"", "\"caf\u00e9 \u6771\u4eac \ud83d\ude00\"", "\"\\x\"", "\"\\u00g0\"",
            "\"a\tb\"", "\"unterminated", "\"<a href=\\\"https:\\/\\/example.com\\/p\\/7\\\">x<\\/a>\"",
            "0", "-0", "12", "-12", "1.5", "-1.5e-3", "1E+9", "01", "1.", ".5", "-", "+1", "1e", "NaN", "-Infinity",
            "123456789012345678901234567890", "true", "false", "null", "tru", "nul", "falsey", "True",
            "{}", "[]", "{\"a\":[1,{\"b\":\"c\"}],\"d\":null}", "[1,2,]", "{\"a\":1,}", "{\"a\" 1}", "[[[[]]]]",
            "{\"\\u0061\":1}", "{'a':1}", "[1 2]");

    /** Where jackson-core's value starting after {@code [} ends, and its text for a string; null if it rejects. */
    private static Object[] jackson(byte[] doc) {
        try (JsonParser p = JACKSON.createParser(doc)) {
            p.nextToken();
            JsonToken t = p.nextToken();
            String text = t == JsonToken.VALUE_STRING ? p.getText() : null;
            p.skipChildren();
            int end = (int) p.currentLocation().getByteOffset();
            if (p.nextToken() != JsonToken.END_ARRAY || p.nextToken() != null) {
                return null;
            }
            return new Object[] {end, text};
        } catch (IOException e) {
            return null;
        }
    }

    private static byte[] doc(String value, String after) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write('[');
        out.writeBytes(value.getBytes(StandardCharsets.UTF_8));
        out.writeBytes(after.getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    @Test
    void takesOnlyWhatJacksonReadsTheSame() {
        List<String> values = new ArrayList<>(VALUES);
        values.add("\"" + "x".repeat(300) + "\\n" + "y".repeat(40) + "\"");
        int taken = 0;
        for (String v : values) {
            for (String after : new String[] {"]", " ]", "\n]", ",1]", "}", "x]", "\r]"}) {
                byte[] doc = doc(v, after);
                int r = ExtractorScan.skipValue(doc, 1, doc.length, 10, 1000, 1000);
                if (r < 0) {
                    continue;
                }
                taken++;
                assertThat(r).as("%s%s", v, after).isEqualTo(1 + v.getBytes(StandardCharsets.UTF_8).length);
                if (after.equals("]") || after.equals(" ]")) {
                    Object[] j = jackson(doc);
                    assertThat(j).as("jackson-core reads %s", v).isNotNull();
                    if (v.startsWith("\"")) {
                        int[] end = new int[1];
                        String s = ExtractorScan.string(doc, 2, doc.length, 1000, end, new char[][] {new char[0]});
                        if (s != null) {
                            assertThat(s).isEqualTo(j[1]);
                            assertThat(end[0]).isEqualTo(r);
                        }
                    }
                }
            }
            // jackson rejects it: so does the scan
            byte[] doc = doc(v, "]");
            if (jackson(doc) == null) {
                assertThat(ExtractorScan.skipValue(doc, 1, doc.length, 10, 1000, 1000)).as(v).isEqualTo(-1);
                if (v.startsWith("\"")) {
                    assertThat(ExtractorScan.string(doc, 2, doc.length, 1000, new int[1], new char[][] {new char[0]})).isNull();
                }
            }
        }
        assertThat(taken).isGreaterThan(40);
    }

    @Test
    void limitsAreDeclined() {
        byte[] nested = doc("[[[]]]", "]");
        assertThat(ExtractorScan.skipValue(nested, 1, nested.length, 3, 1000, 1000)).isEqualTo(7);
        assertThat(ExtractorScan.skipValue(nested, 1, nested.length, 2, 1000, 1000)).isEqualTo(-1);
        byte[] number = doc("-12345", "]");
        assertThat(ExtractorScan.number(number, 1, number.length, 6)).isGreaterThan(0);
        assertThat(ExtractorScan.number(number, 1, number.length, 5)).isEqualTo(-1);
        byte[] name = doc("{\"abcd\":1}", "]");
        assertThat(ExtractorScan.skipValue(name, 1, name.length, 3, 4, 1000)).isEqualTo(11);
        assertThat(ExtractorScan.skipValue(name, 1, name.length, 3, 3, 1000)).isEqualTo(-1);
        byte[] text = doc("\"abcd\"", "]");
        assertThat(ExtractorScan.string(text, 2, text.length, 4, new int[1], new char[][] {new char[0]})).isEqualTo("abcd");
        assertThat(ExtractorScan.string(text, 2, text.length, 3, new int[1], new char[][] {new char[0]})).isNull();
        byte[] names = "\"id\":1,\"t\\u0041\":2,\"\u00e9\":3".getBytes(StandardCharsets.UTF_8);
        assertThat(ExtractorScan.nameEnd(names, 1, names.length)).isEqualTo(3);
        assertThat(ExtractorScan.nameEnd(names, 8, names.length)).isEqualTo(-1);
        assertThat(ExtractorScan.nameEnd(names, 20, names.length)).isEqualTo(-1);
    }
}
