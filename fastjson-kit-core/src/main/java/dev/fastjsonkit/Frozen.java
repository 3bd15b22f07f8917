/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

/**
 * The one message every frozen part of the shared mapper throws, so users always learn the way out.
 */
final class Frozen {
    private Frozen() {}

    /** Returns the exception for an attempt to change the shared mapper through {@code what}. */
    static UnsupportedOperationException refuse(String what) {
        return new UnsupportedOperationException(
                "FastMappers.json() is shared and frozen: " + what + " would change it for every "
                + "caller in this JVM. Configure your own mapper with FastMappers.builder()...build(), "
                + "or start from FastMappers.json().copy().");
    }
}
