package dev.fastjsonkit.codec;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.Module;
import java.util.EnumSet;
import java.util.Set;

/** The Jackson module of {@link FastCodecs}: a serializer and a deserializer lookup for a set of shapes. */
final class CodecModule extends Module {
    private final Set<Shape> writers;
    private final Set<Shape> readers;

    CodecModule(Set<Shape> writers, Set<Shape> readers) {
        this.writers = writers.isEmpty() ? EnumSet.noneOf(Shape.class) : EnumSet.copyOf(writers);
        this.readers = readers.isEmpty() ? EnumSet.noneOf(Shape.class) : EnumSet.copyOf(readers);
    }

    @Override
    public String getModuleName() {
        return "fastjson-kit-codecs";
    }

    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    @Override
    public Object getTypeId() {
        return getModuleName() + writers + readers;
    }

    @Override
    public void setupModule(SetupContext context) {
        context.addSerializers(new CodecLookup.Ser(writers));
        context.addDeserializers(new CodecLookup.Deser(readers));
    }
}
