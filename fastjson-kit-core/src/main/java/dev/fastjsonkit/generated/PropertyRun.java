/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.generated;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Reads a run of simple properties straight from a parser's input buffer, for generated
 * deserializers and the kit's bean and creator deserializers: implemented by the kit's own UTF-8
 * parser only (see {@link GeneratedDeserializer#propertyRun}). For use by generated code only.
 *
 * <p>After {@link #startRun()} returns true, each {@code run*} call takes the next property if its
 * name bytes are exactly {@code name}'s (as {@code SerializableString.asQuotedUTF8()} gives them) and
 * its value is a token the call reads inline: whitespace, comma, name, colon and value, all inside
 * the buffer. The parser itself is not moved until {@link #endRun(Object, String)}, which leaves it exactly as
 * jackson-core's {@code nextFieldName(SerializableString)}, {@code nextToken()} and value reads of
 * the properties taken would have: at the last value taken. The first call that does not take its
 * property ends the run's taking (every later call takes nothing, except
 * {@link #runNullAfterMiss} right after it); the caller then calls
 * {@link #endRun(Object, String)} and reads that property through the parser's own methods, which report every
 * error. Nothing between {@link #startRun()} and {@link #endRun(Object, String)} may use the parser otherwise.
 */
public interface PropertyRun {
    /**
     * Starts a run at the parser's current token.
     *
     * @return true if properties can be taken from here, false to use the parser's own methods
     */
    boolean startRun();

    /**
     * Takes the next property if it is {@code name} with a string value.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @return the string, or null if not taken
     */
    String runString(long[] name);

    /**
     * What {@link #runString(long[], boolean)} returns for a {@code null} value: a
     * constant, told apart by identity.
     */
    @SuppressWarnings("StringOperationCanBeSimplified")
    String NULL = new String("null");

    /**
     * Takes the next property if it is {@code name} with a string value, or with {@code takesNull}
     * a {@code null} (the property's reading sets null for it: Jackson's value for a null is
     * always null, and it does not skip nulls); a run that took a null goes on, and leaves the
     * parser at its {@code VALUE_NULL} if it is the last property taken.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @param takesNull whether a {@code null} value is taken
     * @return the string, {@link #NULL} for a null taken, or null if not taken
     */
    String runString(long[] name, boolean takesNull);

    /**
     * Takes the next property if it is {@code name} with an integer value in {@code int} range.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @return the value, or {@code Long.MIN_VALUE} if not taken
     */
    long runInt(long[] name);

    /**
     * Takes the next property if it is {@code name} with an integer value of up to 18 digits.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @return the value, or {@code Long.MIN_VALUE} if not taken
     */
    long runLong(long[] name);

    /**
     * Takes the next property if it is {@code name} with a {@code true} or {@code false} value.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @return 1 for true, 0 for false, -1 if not taken
     */
    int runBoolean(long[] name);

    /**
     * Takes the next property if it is {@code name} with a string value that {@code constants} maps:
     * the value's bytes compared against the constants' texts, else the string read and looked up.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @param constants the enum constants by accepted text
     * @return the constant, or null if not taken
     */
    Object runEnum(long[] name, EnumTexts constants);

    /**
     * Takes the next property if it is {@code name} with an object or array value, and ends the
     * taking: {@link #endRun} leaves the parser at the value's {@code START_OBJECT} or
     * {@code START_ARRAY}, as {@code nextToken()} after the name would.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @return true if taken
     */
    boolean runOpen(long[] name);

    /**
     * What {@link #runStrings} returns when it takes only the name and the opening bracket: a
     * constant, told apart by identity.
     */
    List<String> OPENED = Collections.unmodifiableList(new ArrayList<>());

    /**
     * Takes the next property if it is {@code name} with an array value: with {@code whole}, the
     * whole array when every element is a string the run reads inline, returned as a new
     * {@code ArrayList} (as Jackson's {@code StringCollectionDeserializer} for a {@code List<String>}
     * returns it) and leaving the parser at its {@code END_ARRAY} with the run going on; else only
     * the name and the opening bracket, as {@link #runOpen}, returning {@link #OPENED}.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @param whole whether the array may be taken whole (the mapper reads the property with
     *     Jackson's standard string list deserializer)
     * @return the strings, {@link #OPENED}, or null if not taken
     */
    List<String> runStrings(long[] name, boolean whole);

    /**
     * Takes the object's closing brace after the properties taken (at least one), and ends the
     * taking: {@link #endRun} then leaves the parser at the {@code END_OBJECT}, its context closed,
     * as {@code nextFieldName()} after the last value would. Nothing is taken if the next token
     * (after whitespace, in the buffer) is not the brace.
     *
     * @return true if taken
     */
    boolean runClose();

    /**
     * Right after a {@code run*} call that did not take its property (and only then), takes that
     * property if it is {@code name} with a {@code null} value, and the run goes on as after any
     * property taken (it leaves the parser at the {@code VALUE_NULL} if it is the last taken);
     * else the run stays ended. For a value whose reading gives null for a {@code null} (see
     * {@link GeneratedDeserializer#setsNull}): the typed call stays as fast for a value, and a null
     * costs a second look at the name.
     *
     * @param name the name, as {@link GeneratedDeserializer#runName} encodes it
     * @return true if taken
     */
    boolean runNullAfterMiss(long[] name);

    /**
     * Moves the parser past the properties taken since {@link #startRun()}, if any.
     *
     * <p>The caller names the last property taken because it knows it: a run that kept each name
     * (and each string) in the parser paid a reference store per property into a long-lived object
     * (G1's card-marking barrier); with those gone, the per-property bookkeeping fell from 11.6% to
     * 2.9% of MediaItem's generated read (JFR, JDK 17).
     *
     * @param bean if not null and properties were taken, assigned as the object's current value
     *     after the first name (as generated code assigns it after matching the first property)
     * @param name the last property taken, as its {@code run*} call's {@code value} gave it; not
     *     used if none was taken (null is then fine)
     * @throws IOException as {@code nextToken()} would when it starts the child context of a value
     *     taken by {@link #runOpen} (the stream-read constraints' nesting depth); the numbers taken
     *     were checked against the same constraints jackson-core applies
     */
    void endRun(Object bean, String name) throws IOException;
}
