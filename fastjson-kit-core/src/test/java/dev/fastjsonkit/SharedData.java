/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the real documents under {@code shared/data} (a sibling of the repository in CI), and
 * skips the calling test with a stated reason when they are absent.
 */
final class SharedData {
    private SharedData() {}

    /** Returns the {@code shared/data} folder, or null: searched upward from the working directory. */
    static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("shared").resolve("data");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** Returns {@code shared/data/corpus/<name>}, or skips the test when it is not there. */
    static Path corpus(String name) {
        Path root = root();
        assumeTrue(root != null, "shared/data not found above " + Path.of("").toAbsolutePath()
                + ": the real-corpus checks need the shared data folder beside the repository");
        Path file = root.resolve("corpus").resolve(name);
        assumeTrue(Files.isRegularFile(file), file + " is absent: this real-corpus check is skipped");
        return file;
    }
}
