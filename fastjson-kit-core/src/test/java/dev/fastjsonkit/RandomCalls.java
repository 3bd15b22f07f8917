/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.core.Base64Variants;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.fastjsonkit.EngineGeneratorTest.Call;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random sequences of {@code JsonGenerator} calls for {@link EngineGeneratorTest}: mostly
 * well-formed (names where names go, values where values go, containers closed), with one
 * misplaced call now and then so that exceptions are compared too.
 */
final class RandomCalls {
    private RandomCalls() {}

    static List<Call> sequence(SplittableRandom rnd) {
        List<Call> calls = new ArrayList<>();
        // the open containers: 'a' array, 'o' object expecting a name, 'v' object expecting a value
        StringBuilder stack = new StringBuilder();
        int n = 1 + rnd.nextInt(rnd.nextInt(8) == 0 ? 400 : 60);
        for (int i = 0; i < n; i++) {
            char top = stack.length() == 0 ? 'r' : stack.charAt(stack.length() - 1);
            if (rnd.nextInt(300) == 0) {
                calls.add(misplaced(rnd, top));
                continue;
            }
            if (top == 'o') {
                if (stack.length() > 0 && rnd.nextInt(6) == 0) {
                    calls.add(new Call("}", JsonGenerator::writeEndObject));
                    stack.setLength(stack.length() - 1);
                    valueDone(stack);
                } else {
                    calls.add(name(rnd));
                    stack.setCharAt(stack.length() - 1, 'v');
                }
                continue;
            }
            if (top == 'a' && rnd.nextInt(6) == 0) {
                calls.add(new Call("]", JsonGenerator::writeEndArray));
                stack.setLength(stack.length() - 1);
                valueDone(stack);
                continue;
            }
            int k = rnd.nextInt(10);
            if (k == 0 && stack.length() < 40) {
                int form = rnd.nextInt(3);
                calls.add(new Call("{", g -> {
                    if (form == 0) {
                        g.writeStartObject();
                    } else if (form == 1) {
                        g.writeStartObject(null);
                    } else {
                        g.writeStartObject(null, 3);
                    }
                }));
                stack.append('o');
            } else if (k == 1 && stack.length() < 40) {
                int form = rnd.nextInt(3);
                calls.add(new Call("[", g -> {
                    if (form == 0) {
                        g.writeStartArray();
                    } else if (form == 1) {
                        g.writeStartArray(null);
                    } else {
                        g.writeStartArray(null, 2);
                    }
                }));
                stack.append('a');
            } else {
                calls.add(value(rnd));
                valueDone(stack);
            }
        }
        while (stack.length() > 0 && rnd.nextInt(10) != 0) { // sometimes left open for close() to end
            char top = stack.charAt(stack.length() - 1);
            if (top == 'v') {
                calls.add(value(rnd));
                top = 'o';
            }
            calls.add(top == 'a' ? new Call("]", JsonGenerator::writeEndArray) : new Call("}", JsonGenerator::writeEndObject));
            stack.setLength(stack.length() - 1);
            valueDone(stack);
        }
        return calls;
    }

    private static void valueDone(StringBuilder stack) {
        if (stack.length() > 0 && stack.charAt(stack.length() - 1) == 'v') {
            stack.setCharAt(stack.length() - 1, 'o');
        }
    }

    /** A call that is wrong where it is made, so that jackson-core throws. */
    private static Call misplaced(SplittableRandom rnd, char top) {
        if (rnd.nextBoolean()) {
            return new Call("raw split surrogate", g -> g.writeRaw("ab\ud800"));
        }
        switch (top) {
            case 'o': return rnd.nextBoolean() ? value(rnd) : new Call("misplaced ]", JsonGenerator::writeEndArray);
            case 'a': return rnd.nextBoolean() ? name(rnd) : new Call("misplaced }", JsonGenerator::writeEndObject);
            case 'v': return rnd.nextBoolean() ? name(rnd) : new Call("misplaced }", JsonGenerator::writeEndObject);
            default: return rnd.nextBoolean() ? name(rnd) : new Call("misplaced ]", JsonGenerator::writeEndArray);
        }
    }

    /** The text without surrogates: what jackson-core's {@code SerializedString} and raw writes accept. */
    private static String noSurrogates(String s) {
        return s.replaceAll("[\\ud800-\\udfff]", "?");
    }

    static Call name(SplittableRandom rnd) {
        String s = text(rnd, rnd.nextInt(10) == 0 ? 300 : 16);
        switch (rnd.nextInt(6)) {
            case 0: {
                SerializedString name = new SerializedString(noSurrogates(s));
                return new Call("name serialized " + name, g -> g.writeFieldName(name));
            }
            default: return new Call("name " + s, g -> g.writeFieldName(s));
        }
    }

    static Call value(SplittableRandom rnd) {
        int k = rnd.nextInt(31);
        switch (k) {
            case 0: case 1: case 2: case 3: case 4: case 5: case 6: {
                String s = text(rnd, lengthBound(rnd));
                return new Call("string " + s.length(), g -> g.writeString(s));
            }
            case 7: {
                String s = text(rnd, lengthBound(rnd));
                int off = s.isEmpty() ? 0 : rnd.nextInt(s.length());
                int len = rnd.nextInt(s.length() - off + 1);
                char[] padded = ("xy" + s + "z").toCharArray();
                return new Call("chars " + len, g -> g.writeString(padded, off + 2, len));
            }
            case 8: {
                SerializedString s = new SerializedString(noSurrogates(text(rnd, 40)));
                return new Call("serialized string", g -> g.writeString(s));
            }
            case 9: {
                byte[] b = text(rnd, 40).getBytes(StandardCharsets.UTF_8);
                boolean raw = rnd.nextBoolean();
                return new Call("utf8 string", g -> {
                    if (g.getOutputTarget() instanceof java.io.Writer) { // it has no UTF-8 methods
                        g.writeString(new String(b, StandardCharsets.UTF_8));
                        return;
                    }
                    if (raw) {
                        g.writeRawUTF8String(b, 0, b.length);
                    } else {
                        g.writeUTF8String(b, 0, b.length);
                    }
                });
            }
            case 10: case 11: case 12: {
                int v = anInt(rnd);
                return new Call("int " + v, g -> g.writeNumber(v));
            }
            case 13: case 14: {
                long v = rnd.nextInt(3) == 0 ? anInt(rnd) : rnd.nextInt(2) == 0 ? rnd.nextLong()
                        : rnd.nextLong(1L << rnd.nextInt(1, 63)) * (rnd.nextBoolean() ? 1 : -1);
                return new Call("long " + v, g -> g.writeNumber(v));
            }
            case 15: {
                double v = aDouble(rnd);
                return new Call("double " + v, g -> g.writeNumber(v));
            }
            case 16: {
                float v = (float) aDouble(rnd);
                return new Call("float " + v, g -> g.writeNumber(v));
            }
            case 17: {
                BigInteger v = new BigInteger(rnd.nextInt(1, 200), new java.util.Random(rnd.nextLong()));
                BigInteger w = rnd.nextBoolean() ? v : v.negate();
                return new Call("bigint " + w, g -> g.writeNumber(w));
            }
            case 18: {
                BigDecimal v = new BigDecimal(BigInteger.valueOf(rnd.nextLong()), rnd.nextInt(-20, 30));
                return new Call("bigdec " + v, g -> g.writeNumber(v));
            }
            case 19: {
                short v = (short) rnd.nextInt();
                return new Call("short " + v, g -> g.writeNumber(v));
            }
            case 20: {
                String v = rnd.nextBoolean() ? "1.5e3" : "-0012";
                boolean asString = rnd.nextBoolean();
                return new Call("number text " + v, g -> {
                    if (asString) {
                        g.writeNumber(v);
                    } else {
                        g.writeNumber(v.toCharArray(), 0, v.length());
                    }
                });
            }
            case 21: {
                boolean b = rnd.nextBoolean();
                return new Call("boolean " + b, g -> g.writeBoolean(b));
            }
            case 22: return new Call("null", JsonGenerator::writeNull);
            case 23: return new Call("null string", g -> g.writeString((String) null));
            case 24: {
                String s = noSurrogates(text(rnd, 20)).replace("\"", "");
                return new Call("raw value", g -> g.writeRawValue("\"" + s + "\""));
            }
            case 25: {
                byte[] b = new byte[rnd.nextInt(rnd.nextInt(10) == 0 ? 5000 : 40)];
                rnd.nextBytes(b);
                return new Call("binary " + b.length, g -> g.writeBinary(Base64Variants.getDefaultVariant(), b, 0, b.length));
            }
            case 26: {
                int[] ints = new int[rnd.nextInt(8)];
                for (int i = 0; i < ints.length; i++) {
                    ints[i] = anInt(rnd);
                }
                return new Call("int array", g -> g.writeArray(ints, 0, ints.length));
            }
            case 27: {
                long[] longs = rnd.longs(rnd.nextInt(8)).toArray();
                return new Call("long array", g -> g.writeArray(longs, 0, longs.length));
            }
            case 28: {
                String[] strings = new String[rnd.nextInt(6)];
                for (int i = 0; i < strings.length; i++) {
                    strings[i] = text(rnd, 30);
                }
                return new Call("string array", g -> g.writeArray(strings, 0, strings.length));
            }
            case 29: {
                double[] doubles = new double[rnd.nextInt(40)]; // some cross the buffer's end, in long sequences
                for (int i = 0; i < doubles.length; i++) {
                    doubles[i] = aDouble(rnd);
                }
                int from = doubles.length == 0 ? 0 : rnd.nextInt(doubles.length);
                int n = rnd.nextInt(doubles.length - from + 1);
                return new Call("double array " + from + "+" + n, g -> g.writeArray(doubles, from, n));
            }
            default: {
                String s = text(rnd, 12);
                return new Call("raw " + s, g -> {
                    g.writeRaw(' ');
                    g.writeRawValue(String.valueOf(s.length()));
                });
            }
        }
    }

    private static int lengthBound(SplittableRandom rnd) {
        int r = rnd.nextInt(100);
        return r < 80 ? 40 : r < 97 ? 2000 : 20_000; // the longest cross the 8000-byte buffer
    }

    private static int anInt(SplittableRandom rnd) {
        switch (rnd.nextInt(4)) {
            case 0: return rnd.nextInt();
            case 1: return rnd.nextInt(-1000, 1000);
            case 2: return new int[] {0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 9, 10, 99, 100, 999_999_999, 1_000_000_000}[rnd.nextInt(10)];
            default: return rnd.nextInt(1 << rnd.nextInt(1, 31));
        }
    }

    private static double aDouble(SplittableRandom rnd) {
        switch (rnd.nextInt(5)) {
            case 0: return Double.longBitsToDouble(rnd.nextLong());
            case 1: return rnd.nextInt(100_000) / 100.0;
            case 2: return new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0,
                Double.MIN_VALUE, Double.MAX_VALUE, 1e23, 2e-3}[rnd.nextInt(9)];
            default: return rnd.nextDouble(-180, 180);
        }
    }

    /** A string of up to {@code max} chars mixing every char class, often mostly plain ASCII. */
    static String text(SplittableRandom rnd, int max) {
        int len = rnd.nextInt(max + 1);
        int plain = rnd.nextInt(4); // 0: any class, else mostly plain ASCII with rarer specials
        StringBuilder sb = new StringBuilder(len);
        while (sb.length() < len) {
            int cls = plain != 0 && rnd.nextInt(plain * 12) != 0 ? 0 : rnd.nextInt(9);
            switch (cls) {
                case 0: sb.append((char) rnd.nextInt(0x20, 0x7F)); break;
                case 1: sb.append((char) rnd.nextInt(0x20)); break;
                case 2: sb.append("\"\\/\u007f".charAt(rnd.nextInt(4))); break;
                case 3: sb.append((char) rnd.nextInt(0x80, 0x100)); break;
                case 4: sb.append((char) rnd.nextInt(0x100, 0x800)); break;
                case 5: sb.append((char) rnd.nextInt(0x800, 0xD800)); break;
                case 6: sb.append((char) rnd.nextInt(0xE000, 0x10000)); break;
                case 7: sb.appendCodePoint(rnd.nextInt(0x10000, 0x110000)); break;
                default: sb.append((char) rnd.nextInt(0xD800, 0xE000)); break; // a lone surrogate
            }
        }
        return sb.toString();
    }
}
