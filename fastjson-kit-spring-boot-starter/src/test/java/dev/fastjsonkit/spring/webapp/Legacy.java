/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring.webapp;

/** A third-party type the application cannot annotate; {@link LegacyMixin} hides its secret. */
public class Legacy {
    private String label;
    private String secret;

    public Legacy() {}

    Legacy(String label, String secret) {
        this.label = label;
        this.secret = secret;
    }

    public String getLabel() { return label; }
    public void setLabel(String label) { this.label = label; }
    public String getSecret() { return secret; }
    public void setSecret(String secret) { this.secret = secret; }
}
