/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codec;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Objects;

/** The seed's small hot type: an article summary, a plain bean with getters and setters. */
@JsonPropertyOrder({"id", "title", "viewCount"})
public final class ArticleSummary {
    private long id;
    private String title;
    private long viewCount;

    /** Creates an empty summary (for Jackson). */
    public ArticleSummary() {}

    /**
     * Creates a summary.
     *
     * @param id the id
     * @param title the title; may be null
     * @param viewCount the number of views
     */
    public ArticleSummary(long id, String title, long viewCount) {
        this.id = id;
        this.title = title;
        this.viewCount = viewCount;
    }

    /** @return the id */
    public long getId() {
        return id;
    }

    /** @param id the id */
    public void setId(long id) {
        this.id = id;
    }

    /** @return the title; may be null */
    public String getTitle() {
        return title;
    }

    /** @param title the title; may be null */
    public void setTitle(String title) {
        this.title = title;
    }

    /** @return the number of views */
    public long getViewCount() {
        return viewCount;
    }

    /** @param viewCount the number of views */
    public void setViewCount(long viewCount) {
        this.viewCount = viewCount;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArticleSummary && ((ArticleSummary) o).id == id
                && Objects.equals(((ArticleSummary) o).title, title) && ((ArticleSummary) o).viewCount == viewCount;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, title, viewCount);
    }

    @Override
    public String toString() {
        return "ArticleSummary{id=" + id + ", title=" + title + ", viewCount=" + viewCount + '}';
    }
}
