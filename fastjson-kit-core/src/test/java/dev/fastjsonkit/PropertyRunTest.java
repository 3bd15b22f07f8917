/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.JsonRecyclerPools;
import dev.fastjsonkit.EngineParserHarness.Trickle;
import dev.fastjsonkit.generated.PropertyRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine parser's {@link PropertyRun} against jackson-core's token walk, in lock step: at every
 * object start and after values in objects, the engine's parser takes a run of properties (names
 * and kinds planned from the document, some wrong on purpose) while jackson-core's parser reads the
 * same number of properties as generated code reads them ({@code nextFieldName(SerializableString)},
 * {@code nextToken()}, {@code getText()}/{@code getIntValue()}/{@code getLongValue()}). The values
 * taken, then the parser state (token, name, token and current location, context index, text,
 * number, token count) and every later token and exception must be the same, from byte arrays and
 * from streams handing out 1 to 9 bytes per read.
 */
@Tag("fidelity")
class PropertyRunTest {
    private static final String[] KINDS = {"STRING", "ENUM", "INT", "LONG", "BOOLEAN", "OPEN", "STRINGS", "NULLABLE"};

    private static final List<Supplier<JsonFactoryBuilder>> CONFIGS = List.of(
            () -> FastMappers.builder().factoryBuilder(),
            () -> new JsonFactoryBuilder().streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(24).maxNumberLength(5).maxNameLength(6).build()),
            () -> new JsonFactoryBuilder().streamReadConstraints(StreamReadConstraints.builder()
                    .maxTokenCount(25).build()),
            () -> new JsonFactoryBuilder().streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(2).build()),
            () -> new JsonFactoryBuilder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION),
            () -> new JsonFactoryBuilder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS,
                    JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS, JsonReadFeature.ALLOW_TRAILING_COMMA,
                    JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS));

    static long runs;
    static long taken;

    @Test
    void runsLeaveTheParserAsJacksonsTokenWalkOnGeneratedDocuments() throws IOException {
        Random r = new Random(17);
        for (int i = 0; i < 400; i++) {
            byte[] doc = document(r, 0).getBytes(StandardCharsets.UTF_8);
            check("doc " + i, doc, i);
        }
        assertThat(taken).as("properties taken by runs").isGreaterThan(1_000);
    }

    @Test
    void runsLeaveTheParserAsJacksonsTokenWalkOnTruncationsAndMutations() throws IOException {
        Random r = new Random(23);
        for (int i = 0; i < 40; i++) {
            byte[] doc = document(r, 0).getBytes(StandardCharsets.UTF_8);
            for (int cut = 0; cut < doc.length; cut++) {
                check("doc " + i + " cut at " + cut, java.util.Arrays.copyOf(doc, cut), cut);
            }
            for (int m = 0; m < 60; m++) {
                byte[] bad = doc.clone();
                int at = r.nextInt(bad.length);
                bad[at] = MUTATIONS[r.nextInt(MUTATIONS.length)];
                check("doc " + i + " mutated at " + at, bad, m);
            }
        }
    }

    @Test
    void runsMatchOnHandWrittenEdges() throws IOException {
        String[] docs = {
            "{\"a\":\"x\",\"b\":1,\"c\":true,\"d\":false}",
            "{ \"a\" : \"x\" ,\n \"b\"\r\n:\r-12 ,\r\n\"c\"\t:\ttrue}",
            "{\"a\":01,\"b\":1}", "{\"a\":-0,\"b\":-}", "{\"a\":1.5}", "{\"a\":1e3}", "{\"a\":2147483648}",
            "{\"a\":-2147483648,\"b\":9223372036854775807,\"c\":999999999999999999}",
            "{\"a\":truex}", "{\"a\":true]", "{\"a\":falsey}", "{\"a\":nul}", "{\"a\":null}", "{\"a\":nullx}",
            "{\"a\":null ,\"bb\":null\r\n}", "{\"a\":null]", "{\"a\":null", "{\"a\":nulll,\"b\":1}", "{\"a\":null/*c*/}", "{\"a\":\"\\u00e9\\n\\\"\"}",
            "{\"a\":\"caf\u00e9\",\"b\":\"\\ud83d\\ude00\"}", "{\"a\":\"x\"\"b\":1}", "{\"a\":\"x\",,\"b\":1}",
            "{\"b\":1,\"a\":\"x\"}", "{\"a\" \"x\"}", "{\"a\":/*c*/1}", "{\"a\":\"x\",\"a\":\"y\"}",
            "{\"a\":\"" + "long string ".repeat(40) + "\",\"b\":123456789012}", "{\"a\":\"x\"}\n{\"a\":\"y\"}",
            "{\"\\u0061\":\"x\"}", "{\"a\":\"\u0001\"}", "{\"a\":12,}", "{\"a\":\"x\"\r",
            // names ending within four bytes of the input: jackson-core reads them through its
            // symbol table, which checks the name length
            "{\"hasBitrate\":1}", "{\"x\":0,\"copyright\":7}", "{\"hasBitrate\":12}",
            // lists of strings: whole, empty, and what jackson-core's walk reads otherwise
            "{\"a\":[\"x\",\"y\"],\"c\":1}", "{\"a\":[],\"c\":[ ]}", "{\"a\":[\"x\",]}", "{\"a\":[\"x\"/*c*/]}",
            "{\"a\":[\"x\",null]}", "{\"a\":[\"x\"\n,\r\n\"\\u00e9\"\r]\n}", "{\"a\":[[\"x\"]]}", "{\"a\":[\"x\"",
            "{\"a\":[\"x\",\"" + "long string ".repeat(3) + "\"],\"c\":\"z\"}",
            // integers read eight bytes a step: 8, 9, 16 and 17 digits, and the bytes on either side of the digits
            "{\"a\":12345678,\"b\":123456789}", "{\"a\":1234567890123456,\"b\":-12345678901234567}",
            "{\"a\":12:}", "{\"a\":12/}", "{\"a\":1234567;}", "{\"a\":123\u00fa}", "{\"a\":00000000}",
            // the object's end taken by the run
            "{\"a\":\"x\" }", "{\"a\":1\r\n}\n", "{\"a\":true\r", "{\"a\":\"x\"/*c*/}", "{\"a\":[\"x\"]}", "{\"a\":{\"a\":2},\"b\":[]}"
        };
        int i = 0;
        for (String d : docs) {
            check("edge " + i, d.getBytes(StandardCharsets.UTF_8), i++);
        }
    }

    @Test
    void runNumbersCountAndReadEightBytesAtOnceAsTheByteLoopDoes() {
        Random r = new Random(29);
        byte[] b = new byte[8];
        for (int t = 0; t < 300_000; t++) {
            for (int i = 0; i < 8; i++) {
                b[i] = (byte) (r.nextInt(3) == 0 ? r.nextInt(256) : '0' + r.nextInt(10));
            }
            long w = JsonNames.word(b, 0);
            int k = 0;
            long v = 0;
            while (k < 8 && b[k] >= '0' && b[k] <= '9') {
                v = v * 10 + b[k++] - '0';
            }
            int counted = Long.numberOfTrailingZeros(EngineParser.notDigits(w)) >>> 3;
            if (counted != k || (k > 0 && EngineParser.digits(w, k) != v)) {
                assertThat(counted + " " + EngineParser.digits(w, Math.max(1, k))).as(java.util.Arrays.toString(b))
                        .isEqualTo(k + " " + v);
            }
        }
    }

    private static void check(String label, byte[] doc, long seed) throws IOException {
        for (int c = 0; c < CONFIGS.size(); c++) {
            Supplier<JsonFactoryBuilder> config = CONFIGS.get(c);
            JsonFactory engine = new FastJsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
            JsonFactory jackson = new JsonFactory(config.get().recyclerPool(JsonRecyclerPools.newConcurrentDequePool()));
            for (boolean trickle : new boolean[] {false, true}) {
                List<Object[]> plan = plan(doc);
                try (JsonParser e = trickle ? engine.createParser(new Trickle(doc, seed)) : engine.createParser(doc);
                        JsonParser j = trickle ? jackson.createParser(new Trickle(doc, seed)) : jackson.createParser(doc)) {
                    if (doc.length > 8) {
                        assertThat(e).as(label).isInstanceOf(PropertyRun.class);
                    }
                    walk(label + (trickle ? " trickled" : "") + ", config " + c, e, j, plan,
                            new Random(seed));
                }
            }
        }
    }

    /** Walks both parsers in lock step, taking runs on the engine's at object starts and after member values. */
    private static void walk(String label, JsonParser e, JsonParser j, List<Object[]> plan, Random r) {
        int names = 0;
        for (int step = 0; step < 10_000; step++) {
            JsonToken t = e.currentToken();
            boolean member = t != null && t != JsonToken.FIELD_NAME && e.getParsingContext().inObject();
            if (member && e instanceof PropertyRun && r.nextInt(4) != 0) {
                List<Object[]> want = perturb(plan, names, r);
                List<Object> got = new ArrayList<>();
                String eRun = run(e, want, got, -1);
                String jRun = run(j, want, new ArrayList<>(got), got.size());
                assertThat(eRun).as("%s, step %d: run of %s", label, step, got.size()).isEqualTo(jRun);
                names += got.size();
                runs++;
                taken += got.size();
            }
            String a = next(e);
            String x = next(j);
            assertThat(a).as("%s, step %d", label, step).isEqualTo(x);
            if (x.startsWith("END") || x.startsWith("EXC")) {
                return;
            }
            if (j.currentToken() == JsonToken.FIELD_NAME) {
                names++;
            }
        }
    }

    /**
     * Reads a run: on the engine's parser through {@link PropertyRun} ({@code count} -1), on
     * jackson-core's as generated code reads {@code count} properties (a list of strings whole
     * where the engine's {@code got} has it whole, else up to its opening bracket); describes the
     * values and the parser state after.
     */
    private static String run(JsonParser p, List<Object[]> want, List<Object> got, int count) {
        StringBuilder sb = new StringBuilder();
        try {
            // the current value, assigned after the first name as generated code assigns it
            Object bean = want.isEmpty() || want.get(0)[0].toString().length() % 2 == 0 ? null : "bean";
            if (count < 0) {
                PropertyRun run = (PropertyRun) p;
                if (run.startRun()) {
                    // now and then the object's end after some properties (how many: seeded by the plan)
                    int close = want.isEmpty() ? -1 : 1 + want.get(0)[0].toString().length() % 5;
                    for (Object[] w : want) {
                        if (got.size() == close) {
                            break;
                        }
                        long[] n = EncodedNames.of((String) w[0]);
                        Object v = switch ((String) w[1]) {
                            case "STRING" -> run.runString(n);
                            case "NULLABLE" -> {
                                String s = run.runString(n, true);
                                yield s == PropertyRun.NULL ? "null taken" : s;
                            }
                            case "ENUM" -> run.runEnum(n, constants(w));
                            case "INT" -> nullIfMin(run.runInt(n));
                            case "LONG" -> nullIfMin(run.runLong(n));
                            case "OPEN" -> run.runOpen(n) ? "open" : null;
                            case "STRINGS" -> {
                                List<String> l = run.runStrings(n, w[0].toString().length() % 3 != 0);
                                yield l == PropertyRun.OPENED ? "open" : l;
                            }
                            default -> {
                                int b = run.runBoolean(n);
                                yield b < 0 ? null : b == 1;
                            }
                        };
                        if (v == null) {
                            break;
                        }
                        got.add(v);
                    }
                    int taken = got.size();
                    if ((got.size() == close || got.size() == want.size()) && run.runClose()) {
                        got.add("closed");
                    }
                    run.endRun(bean, taken == 0 ? null : (String) want.get(taken - 1)[0]);
                }
            } else {
                List<Object> engine = new ArrayList<>(got);
                got.clear();
                for (int k = 0; k < count; k++) {
                    if ("closed".equals(engine.get(k))) {
                        got.add(p.nextFieldName() == null && p.currentToken() == JsonToken.END_OBJECT ? "closed" : p.currentToken());
                        break;
                    }
                    Object[] w = want.get(k);
                    assertThat(p.nextFieldName(new SerializedString((String) w[0]))).as("name %s", w[0]).isTrue();
                    if (k == 0 && bean != null) {
                        p.assignCurrentValue(bean);
                    }
                    JsonToken t = p.nextToken();
                    Object v = switch ((String) w[1]) {
                        case "STRING" -> t == JsonToken.VALUE_STRING ? p.getText() : t;
                        case "NULLABLE" -> t == JsonToken.VALUE_STRING ? p.getText() : t == JsonToken.VALUE_NULL ? "null taken" : t;
                        case "ENUM" -> t == JsonToken.VALUE_STRING ? constants(w).get(p.getText()) : t;
                        case "INT" -> t == JsonToken.VALUE_NUMBER_INT ? (long) p.getIntValue() : t;
                        case "LONG" -> t == JsonToken.VALUE_NUMBER_INT ? p.getLongValue() : t;
                        case "OPEN" -> t.isStructStart() ? "open" : t;
                        case "STRINGS" -> t != JsonToken.START_ARRAY || "open".equals(engine.get(k)) ? t == JsonToken.START_ARRAY ? "open" : t
                                : strings(p);
                        default -> t == JsonToken.VALUE_TRUE || t == JsonToken.VALUE_FALSE ? t == JsonToken.VALUE_TRUE : t;
                    };
                    got.add(v);
                }
            }
        } catch (IOException | RuntimeException ex) {
            return "EXC " + ex;
        }
        sb.append(got).append(' ');
        describe(p, sb);
        return sb.toString();
    }

    /**
     * A list of strings taken whole is a mutable {@code ArrayList} with the array's strings, as
     * Jackson's {@code StringCollectionDeserializer} fills one, for no string, one, around
     * {@code ArrayList}'s first capacity (10) and past it; the run goes on after it.
     */
    @Test
    void stringListsTakenWholeAreArrayListsAsJacksonFillsThem() throws IOException {
        JsonFactory engine = new FastJsonFactory(FastMappers.builder().factoryBuilder());
        for (int n : new int[] {0, 1, 2, 9, 10, 11, 25}) {
            List<String> expected = new ArrayList<>();
            StringBuilder doc = new StringBuilder("{\"a\": [");
            for (int k = 0; k < n; k++) {
                expected.add("s" + k);
                doc.append(k == 0 ? "" : ", ").append("\"s").append(k).append('"');
            }
            doc.append("], \"b\": 1}");
            try (JsonParser p = engine.createParser(doc.toString().getBytes(StandardCharsets.UTF_8))) {
                assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
                PropertyRun run = (PropertyRun) p;
                assertThat(run.startRun()).isTrue();
                List<String> got = run.runStrings(EncodedNames.of("a"), true);
                assertThat(got).as("%d strings", n).isInstanceOf(ArrayList.class).isEqualTo(expected);
                got.add("added");
                got.remove(0);
                assertThat(run.runInt(EncodedNames.of("b"))).isEqualTo(1L);
                assertThat(run.runClose()).isTrue();
                run.endRun(null, "b");
                assertThat(p.currentToken()).isEqualTo(JsonToken.END_OBJECT);
            }
        }
    }

    /** Reads an array's strings as Jackson's {@code StringCollectionDeserializer} does, up to the first other token. */
    private static Object strings(JsonParser p) throws IOException {
        List<String> out = new ArrayList<>();
        for (String s; (s = p.nextTextValue()) != null; ) {
            out.add(s);
        }
        return p.currentToken() == JsonToken.END_ARRAY ? out : p.currentToken();
    }

    private static Object nullIfMin(long v) {
        return v == Long.MIN_VALUE ? null : v;
    }

    /**
     * Enum constants: the planned text maps to itself, or (planned so) nothing does; with other
     * texts beside it, some a prefix or an extension of it, which a byte comparison must not take.
     */
    private static dev.fastjsonkit.generated.EnumTexts constants(Object[] w) {
        Map<String, Object> m = new HashMap<>();
        if (w[2] != null) {
            String t = (String) w[2];
            m.put(t, "constant " + t);
            m.put(t + "x", "constant " + t + "x");
            if (!t.isEmpty()) {
                m.put(t.substring(0, t.length() - 1), "constant " + t.substring(0, t.length() - 1));
            }
        }
        return dev.fastjsonkit.generated.EnumTexts.of(m);
    }

    private static String next(JsonParser p) {
        StringBuilder sb = new StringBuilder();
        try {
            JsonToken t = p.nextToken();
            if (t == null) {
                sb.append("END ");
            }
            describe(p, sb);
        } catch (IOException | RuntimeException ex) {
            sb.append("EXC ").append(ex.getClass().getName()).append(": ").append(ex.getMessage());
            if (ex instanceof JsonProcessingException jpe) {
                EngineParserHarness.loc(sb, jpe.getLocation());
            }
        }
        return sb.toString();
    }

    private static void describe(JsonParser p, StringBuilder sb) {
        try {
            JsonToken t = p.currentToken();
            sb.append(t).append(" name=").append(p.currentName()).append(" index=")
                    .append(p.getParsingContext().getCurrentIndex()).append(" tokens=").append(p.currentTokenCount())
                    .append(" value=").append(p.getParsingContext().getCurrentValue()).append(" parent=")
                    .append(p.getParsingContext().getParent() == null ? "-" : p.getParsingContext().getParent().getCurrentValue());
            EngineParserHarness.loc(sb, p.currentTokenLocation());
            EngineParserHarness.loc(sb, p.currentLocation());
            if (t == JsonToken.VALUE_STRING || (t != null && t.isNumeric())) {
                sb.append(" text=").append(p.getText()).append(" chars=")
                        .append(new String(p.getTextCharacters(), p.getTextOffset(), p.getTextLength()));
            }
            if (t != null && t.isNumeric()) {
                sb.append(" type=").append(p.getNumberType()).append(" number=").append(p.getNumberValue());
            }
            if (t != null && t.isStructEnd()) {
                structEnd(p, sb);
            }
        } catch (IOException | RuntimeException ex) {
            sb.append(" EXC ").append(ex);
        }
    }

    /**
     * What the text and number getters give at an end token, where a run that took the object's
     * end leaves the last value's text and number unset: the bracket's text, and the number
     * getters' failures.
     */
    private static void structEnd(JsonParser p, StringBuilder sb) throws IOException {
        sb.append(" text=").append(p.getText()).append(" chars=")
                .append(new String(p.getTextCharacters(), p.getTextOffset(), p.getTextLength()))
                .append(" hasChars=").append(p.hasTextCharacters()).append(" asString=")
                .append(p.getValueAsString()).append(" asInt=").append(p.getValueAsInt(-1)).append(" asLong=")
                .append(p.getValueAsLong(-1)).append(" nan=").append(p.isNaN());
        try {
            sb.append(" int=").append(p.getIntValue());
        } catch (IOException | RuntimeException ex) {
            sb.append(" int EXC ").append(ex.getMessage());
        }
        try {
            sb.append(" type=").append(p.getNumberType());
        } catch (IOException | RuntimeException ex) {
            sb.append(" type EXC ").append(ex.getMessage());
        }
    }

    /**
     * Every name in the document with its value's kind and text, in order, read leniently (leading
     * zeros, comments, control characters); a value that fails still gets an entry, so that runs
     * try it.
     */
    private static List<Object[]> plan(byte[] doc) {
        List<Object[]> out = new ArrayList<>();
        JsonFactory lenient = new JsonFactoryBuilder().enable(JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS,
                JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS,
                JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
        String name = null;
        try (JsonParser p = lenient.createParser(doc)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) {
                    name = p.currentName();
                    JsonToken v = p.nextToken();
                    String kind = switch (v) {
                        case VALUE_STRING -> p.getText().length() % 3 == 0 ? "NULLABLE" : p.getText().length() % 2 == 0 ? "STRING" : "ENUM";
                        case VALUE_NULL -> name.length() % 3 == 0 ? KINDS[name.length() % KINDS.length] : "NULLABLE";
                        case VALUE_NUMBER_INT -> p.getText().length() % 2 == 0 ? "INT" : "LONG";
                        case VALUE_TRUE, VALUE_FALSE -> "BOOLEAN";
                        case START_OBJECT -> "OPEN";
                        case START_ARRAY -> name.length() % 2 == 0 ? "OPEN" : "STRINGS";
                        default -> KINDS[name.length() % KINDS.length];
                    };
                    out.add(new Object[] {name, kind, v == JsonToken.VALUE_STRING ? p.getText() : null});
                    name = null;
                }
            }
        } catch (IOException | RuntimeException ex) {
            if (name != null) { // the value failed: planned as each kind in turn
                out.add(new Object[] {name, KINDS[out.size() % KINDS.length], null});
            }
        }
        return out;
    }

    /** The plan from name {@code from} on, up to 12 properties, now and then with a wrong name or kind. */
    private static List<Object[]> perturb(List<Object[]> plan, int from, Random r) {
        List<Object[]> out = new ArrayList<>();
        for (int k = from; k < Math.min(plan.size(), from + 12); k++) {
            Object[] w = plan.get(k).clone();
            int roll = r.nextInt(40);
            if (roll == 0) {
                w[0] = w[0] + "x";
            } else if (roll == 1) {
                w[1] = KINDS[r.nextInt(KINDS.length)];
            } else if (roll == 2) {
                w[2] = null;
            }
            out.add(w);
        }
        return out;
    }

    /** A random object: scalar members of every kind, nested objects and arrays, varied whitespace. */
    private static String document(Random r, int depth) {
        StringBuilder sb = new StringBuilder("{");
        int n = r.nextInt(depth == 0 ? 9 : 5);
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                sb.append(ws(r)).append(',');
            }
            sb.append(ws(r)).append('"').append(NAMES[r.nextInt(NAMES.length)]).append('"').append(ws(r)).append(':')
                    .append(ws(r));
            int v = r.nextInt(depth < 2 ? 12 : 10);
            switch (v) {
                case 0, 1 -> sb.append('"').append(STRINGS[r.nextInt(STRINGS.length)]).append('"');
                case 2, 3 -> sb.append(NUMBERS[r.nextInt(NUMBERS.length)]);
                case 4 -> sb.append(r.nextBoolean() ? "true" : "false");
                case 5 -> sb.append("null");
                case 6 -> sb.append(r.nextInt(100_000));
                case 7 -> sb.append('"').append("s").append(r.nextInt(1000)).append('"');
                case 8 -> sb.append("1.5e3");
                case 9 -> {
                    if (r.nextBoolean()) {
                        sb.append('[').append(r.nextInt(9)).append(",\"x\"]");
                    } else { // strings only
                        sb.append('[');
                        for (int e = 0, count = r.nextInt(4); e < count; e++) {
                            sb.append(e == 0 ? "" : ws(r) + ",").append(ws(r)).append('"')
                                    .append(STRINGS[r.nextInt(STRINGS.length)]).append('"');
                        }
                        sb.append(ws(r)).append(']');
                    }
                }
                default -> sb.append(document(r, depth + 1));
            }
        }
        return sb.append(ws(r)).append('}').toString();
    }

    private static String ws(Random r) {
        return WS[r.nextInt(WS.length)];
    }

    private static final byte[] MUTATIONS = "\",:{}[]\\ \n\r\t0-9.eEtfnx\u00e9\u0001".getBytes(StandardCharsets.UTF_8);
    private static final String[] WS = {"", "", "", "", " ", "\n", "\r\n", "\r", "\t", "\n    ", " \r\n "};
    private static final String[] NAMES = {"a", "id", "name", "title", "width", "hasBitrate", "copyright",
        "a_much_longer_property_name", "caf\u00e9", "q\\\"uote", "\\u0041", "", "x"};
    private static final String[] STRINGS = {"", "plain", "Javaone Keynote", "caf\u00e9", "tab\\tnl\\n",
        "\\u00e9\\u0000", "\\ud83d\\ude00", "0123456789abcdefghijklmnopqrstuvwxyz0123456789", "quote\\\"d"};
    private static final String[] NUMBERS = {"0", "-0", "7", "-12", "2147483647", "2147483648", "-2147483648",
        "-2147483649", "123456789012", "999999999999999999", "9223372036854775807", "-9223372036854775808",
        "12345678901234567890", "00", "01", "1.0", "1e5", "-", "1E2", "-0.5", "123456"};

    /** Names encoded as the generated code encodes them. */
    static final class EncodedNames {
        private EncodedNames() {}

        static long[] of(String name) {
            return Encoder.encode(new SerializedString(name));
        }
    }

    /** Reaches {@code GeneratedDeserializer.runName} (protected) as a subclass would. */
    abstract static class Encoder extends dev.fastjsonkit.generated.GeneratedDeserializer {
        private static final long serialVersionUID = 1L;

        private Encoder() {
            super(null, null, null, null, null);
        }

        static long[] encode(SerializedString s) {
            return runName(s);
        }
    }
}
