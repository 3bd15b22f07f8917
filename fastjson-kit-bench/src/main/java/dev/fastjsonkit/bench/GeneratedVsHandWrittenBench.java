/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.module.SimpleModule;
import dev.fastjsonkit.FastMappers;
import dev.fastjsonkit.bench.codec.CodecData;
import dev.fastjsonkit.bench.model.generated.MediaItem;
import dev.fastjsonkit.codec.MediaContent;
import dev.fastjsonkit.codec.MediaContentCodec;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * MediaItem: the generated codec ({@link MediaItem}, {@code FastMappers.builder()}) beside the
 * kit's hand-written one ({@code MediaContentCodec} registered on a {@code FastMappers.builder()}
 * mapper, as {@link CodecBench} runs it), on the same JSON, both on the kit's factory.
 *
 * <p>Quick run: {@code java -jar fastjson-kit-bench/target/benchmarks.jar GeneratedVsHandWrittenBench -f 1 -wi 3 -i 5 -w 1s -r 1s -prof gc}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Benchmark)
public class GeneratedVsHandWrittenBench {
    private ObjectWriter handWrittenWriter;
    private ObjectReader handWrittenReader;
    private ObjectWriter generatedWriter;
    private ObjectReader generatedReader;
    private MediaContent handWrittenValue;
    private MediaItem generatedValue;
    private byte[] json;

    /**
     * Builds both mappers, both values and the JSON (written by plain Jackson).
     *
     * @throws IOException never
     */
    @Setup
    public void setup() throws IOException {
        ObjectMapper handWritten = FastMappers.builder().addModule(new SimpleModule()
                .addSerializer(MediaContent.class, new MediaContentCodec.Serializer())
                .addDeserializer(MediaContent.class, new MediaContentCodec.Deserializer())).build();
        ObjectMapper generated = FastMappers.builder().build();
        handWrittenValue = CodecData.mediaContent();
        json = new ObjectMapper().writeValueAsBytes(handWrittenValue);
        generatedValue = generated.readValue(json, MediaItem.class);
        handWrittenWriter = handWritten.writerFor(MediaContent.class);
        handWrittenReader = handWritten.readerFor(MediaContent.class);
        generatedWriter = generated.writerFor(MediaItem.class);
        generatedReader = generated.readerFor(MediaItem.class);
    }

    /**
     * Checks, after the measurement, that both write the same bytes and read values that write back
     * to them.
     *
     * @throws IOException never
     * @throws IllegalStateException if they differ
     */
    @TearDown
    public void check() throws IOException {
        if (!Arrays.equals(json, write_handWritten()) || !Arrays.equals(json, write_generated())
                || !Arrays.equals(json, generatedWriter.writeValueAsBytes(read_generated()))
                || !handWrittenValue.equals(read_handWritten())) {
            throw new IllegalStateException("MediaItem: the generated and hand-written codecs differ");
        }
    }

    /** @return the hand-written codec's bytes @throws IOException never */
    @Benchmark
    public byte[] write_handWritten() throws IOException {
        return handWrittenWriter.writeValueAsBytes(handWrittenValue);
    }

    /** @return the generated codec's bytes @throws IOException never */
    @Benchmark
    public byte[] write_generated() throws IOException {
        return generatedWriter.writeValueAsBytes(generatedValue);
    }

    /** @return the hand-written codec's value @throws IOException never */
    @Benchmark
    public Object read_handWritten() throws IOException {
        return handWrittenReader.readValue(json);
    }

    /** @return the generated codec's value @throws IOException never */
    @Benchmark
    public Object read_generated() throws IOException {
        return generatedReader.readValue(json);
    }
}
