/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * One conformance input: a name, its bytes and what a parser must do with it, in the
 * JSONTestSuite convention ({@code y_} accept, {@code n_} reject, {@code i_} either, as long as
 * it ends in a value or a Jackson exception).
 */
public record ConformanceCase(String name, byte[] bytes, Expect expect) {

    /** What a conforming parser does with a case. */
    public enum Expect {
        /** {@code y_}: must be accepted. */
        ACCEPT,
        /** {@code n_}: must be rejected with a Jackson exception. */
        REJECT,
        /** {@code i_}: implementation-defined; must end in a value or a Jackson exception. */
        EITHER
    }

    public ConformanceCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(expect, "expect");
    }

    @Override
    public String toString() {
        return name;
    }

    /** Returns the JSONTestSuite {@code test_parsing} folder, or null when shared/data is absent. */
    public static Path jsonTestSuiteFolder() {
        Path root = SharedData.root();
        if (root == null) {
            return null;
        }
        Path dir = root.resolve("JSONTestSuite").resolve("test_parsing");
        return Files.isDirectory(dir) ? dir : null;
    }

    /** Reads every {@code y_/n_/i_} file of JSONTestSuite's {@code test_parsing}, sorted by name. */
    public static List<ConformanceCase> jsonTestSuite(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(ConformanceCase::ofFile).filter(Objects::nonNull)
                    .sorted((a, b) -> a.name.compareTo(b.name)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ConformanceCase ofFile(Path file) {
        String name = file.getFileName().toString();
        Expect expect = switch (name.length() > 2 ? name.substring(0, 2) : "") {
            case "y_" -> Expect.ACCEPT;
            case "n_" -> Expect.REJECT;
            case "i_" -> Expect.EITHER;
            default -> null;
        };
        if (expect == null) {
            return null;
        }
        try {
            return new ConformanceCase(name, Files.readAllBytes(file), expect);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The project's own cases, written here so that the suite means something without
     * shared/data: structure, numbers, strings, escapes, surrogates, BOMs, trailing garbage and
     * deep nesting. Names follow the JSONTestSuite prefixes.
     */
    public static List<ConformanceCase> curated() {
        List<ConformanceCase> c = new ArrayList<>();
        // structure
        y(c, "y_empty_array", "[]");
        y(c, "y_empty_object", "{}");
        y(c, "y_nested_mixed", "{\"a\":{\"b\":[null,true,false,{},[]]},\"c\":\"d\"}");
        y(c, "y_whitespace_around", " \t\r\n[ 1 , 2 ]\r\n\t ");
        y(c, "y_lonely_scalars_true", "true");
        y(c, "y_lonely_string", "\"x\"");
        y(c, "y_duplicate_key", "{\"a\":1,\"a\":2}");
        y(c, "y_nested_500_arrays", "[".repeat(500) + "]".repeat(500));
        y(c, "y_nested_999_objects", "{\"a\":".repeat(999) + "1" + "}".repeat(999));
        n(c, "n_empty_input", "");
        n(c, "n_only_whitespace", " \n\t ");
        n(c, "n_array_trailing_comma", "[1,]");
        n(c, "n_array_leading_comma", "[,1]");
        n(c, "n_object_trailing_comma", "{\"a\":1,}");
        n(c, "n_object_unquoted_key", "{a:1}");
        n(c, "n_object_single_quotes", "{'a':1}");
        n(c, "n_object_missing_colon", "{\"a\" 1}");
        n(c, "n_object_missing_value", "{\"a\":}");
        n(c, "n_array_missing_comma", "[1 2]");
        n(c, "n_array_unclosed", "[1,2");
        n(c, "n_array_extra_close", "[1]]");
        n(c, "n_comment", "/* c */ []");
        n(c, "n_literal_capital_true", "True");
        n(c, "n_literal_truncated", "[tru]");
        // numbers
        y(c, "y_number_negative_zero", "[-0]");
        y(c, "y_number_negative_zero_real", "[-0.0e+0]");
        y(c, "y_number_exponents", "[1E2,1e-2,1.5E+3,0e0]");
        y(c, "y_number_big_integer", "[123456789012345678901234567890]");
        y(c, "y_number_999_digits", "[" + "9".repeat(999) + "]");
        y(c, "y_number_subnormal", "[4.9E-324,2.2250738585072011e-308]");
        n(c, "n_number_leading_zero", "[01]");
        n(c, "n_number_trailing_dot", "[1.]");
        n(c, "n_number_leading_dot", "[.5]");
        n(c, "n_number_plus", "[+1]");
        n(c, "n_number_NaN", "[NaN]");
        n(c, "n_number_Infinity", "[-Infinity]");
        n(c, "n_number_hex", "[0x10]");
        n(c, "n_number_bare_exponent", "[1e]");
        n(c, "n_number_minus_only", "[-]");
        i(c, "i_number_overflow", "[1e999,-1e999]");
        i(c, "i_number_underflow", "[1e-999]");
        i(c, "i_number_1001_digits", "[" + "1".repeat(1001) + "]");
        i(c, "i_number_huge_exponent_big_decimal", "[1e999999999]");
        // strings and escapes
        y(c, "y_string_escapes", "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]");
        y(c, "y_string_escaped_nul", "[\"\\u0000\"]");
        y(c, "y_string_raw_utf8", "[\"\u00e9\u20ac\ud834\udd1e\"]");
        y(c, "y_string_surrogate_pair_escape", "[\"\\uD834\\uDD1E\"]");
        y(c, "y_string_del_raw", "[\"\u007f\"]");
        n(c, "n_string_bad_escape", "[\"\\x41\"]");
        n(c, "n_string_bad_unicode_hex", "[\"\\u00G0\"]");
        n(c, "n_string_raw_newline", "[\"a\nb\"]");
        n(c, "n_string_raw_control_char", "[\"a\u0001\"]");
        n(c, "n_string_unterminated", "[\"abc");
        n(c, "n_string_single_quoted", "['a']");
        i(c, "i_string_lone_high_surrogate_escape", "[\"\\uD800\"]");
        i(c, "i_string_inverted_surrogates_escape", "[\"\\uDD1E\\uD834\"]");
        c.add(new ConformanceCase("i_string_utf8_encoded_surrogate", bytes("[\"", 0xED, 0xA0, 0x80, "\"]"), Expect.EITHER));
        c.add(new ConformanceCase("i_string_invalid_utf8_byte", bytes("[\"", 0xFF, "\"]"), Expect.EITHER));
        c.add(new ConformanceCase("i_string_overlong_utf8", bytes("[\"", 0xC0, 0xAF, "\"]"), Expect.EITHER));
        c.add(new ConformanceCase("i_string_truncated_utf8", bytes("[\"", 0xE2, 0x82, "\"]"), Expect.EITHER));
        // BOMs and encodings
        c.add(new ConformanceCase("i_utf8_bom_then_object", bytes(0xEF, 0xBB, 0xBF, "{}"), Expect.EITHER));
        c.add(new ConformanceCase("n_utf8_bom_only", bytes(0xEF, 0xBB, 0xBF), Expect.REJECT));
        c.add(new ConformanceCase("i_utf16le_bom_array", bytes(0xFF, 0xFE, '[', 0, '1', 0, ']', 0), Expect.EITHER));
        c.add(new ConformanceCase("i_utf16be_no_bom", bytes(0, '[', 0, '1', 0, ']'), Expect.EITHER));
        c.add(new ConformanceCase("i_utf32_looking_prefix", bytes(0, 0, 0, '[', 0, 0, 0xD8), Expect.EITHER));
        c.add(new ConformanceCase("n_nul_byte_outside_string", bytes('[', 0, ']'), Expect.REJECT));
        // trailing garbage
        n(c, "n_trailing_garbage_after_array", "[1] x");
        n(c, "n_trailing_second_document", "{} {}");
        n(c, "n_trailing_comma_after_scalar", "1,");
        n(c, "n_trailing_close_after_object", "{\"a\":1}}");
        n(c, "n_trailing_number_after_string", "\"a\" 1");
        // deep nesting: past the shared mapper's depth limit, and unclosed
        i(c, "i_nested_1001_arrays", "[".repeat(1001) + "]".repeat(1001));
        n(c, "n_nested_100000_open_arrays", "[".repeat(100_000));
        n(c, "n_nested_100000_open_objects", "{\"a\":".repeat(100_000));
        return List.copyOf(c);
    }

    private static void y(List<ConformanceCase> c, String name, String json) {
        c.add(new ConformanceCase(name, json.getBytes(StandardCharsets.UTF_8), Expect.ACCEPT));
    }

    private static void n(List<ConformanceCase> c, String name, String json) {
        c.add(new ConformanceCase(name, json.getBytes(StandardCharsets.UTF_8), Expect.REJECT));
    }

    private static void i(List<ConformanceCase> c, String name, String json) {
        c.add(new ConformanceCase(name, json.getBytes(StandardCharsets.UTF_8), Expect.EITHER));
    }

    /** Concatenates ASCII strings and raw byte values (ints 0-255, chars). */
    static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof String s) {
                out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
            } else if (p instanceof Character ch) {
                out.write(ch);
            } else {
                out.write((Integer) p);
            }
        }
        return out.toByteArray();
    }
}
