package dev.fastjsonkit.bench.model.media.fields;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.fastjsonkit.bench.model.media.Size;

/** MediaItem's Image, public-fields style. */
@JsonPropertyOrder({"uri", "title", "width", "height", "size"})
public class Image {
    public String uri;
    public String title;
    public int width;
    public int height;
    public Size size;
}
