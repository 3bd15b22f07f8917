/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.streaming;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static dev.fastjsonkit.streaming.TestData.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

class ReaderBinderTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    record Event(String type, long n) {
    }

    @Test
    void elementsAreTheValuesOfReadValueWithOneContextPerDocument() throws IOException {
        byte[] feed = utf8(TestData.feed(40, 300, 9));
        ObjectReader reader = MAPPER.readerFor(ElementStreamTest.Article.class);
        List<Object> want = new ArrayList<>();
        ElementStream.of(reader::readValue).forEach(ExtractorCore.Input.of(feed), want::add);
        List<Object> got = new ArrayList<>();
        ElementStream.of(ReaderBinder.of(reader)).forEach(ExtractorCore.Input.of(feed), got::add);
        assertThat(got).hasSize(40).usingRecursiveFieldByFieldElementComparator().isEqualTo(want);
        List<Object> iterated = new ArrayList<>();
        try (ExtractorCore.CloseableIterator<Object> it = ElementStream.of(ReaderBinder.of(reader))
                .iterator(ExtractorCore.Input.of(feed))) {
            it.forEachRemaining(iterated::add);
        }
        assertThat(iterated).usingRecursiveFieldByFieldElementComparator().isEqualTo(want);
    }

    @Test
    void aNullElementIsTheDeserializersNullValueAsWithReadValue() throws IOException {
        ObjectReader ints = MAPPER.readerFor(int.class);
        List<Object> got = new ArrayList<>();
        ElementStream.of(ReaderBinder.of(ints)).forEach(ExtractorCore.Input.of(utf8("[1,null,3]")), got::add);
        assertThat(got).containsExactly(1, 0, 3);
        got.clear();
        NdjsonReader.of(ReaderBinder.of(ints)).forEach(utf8("1\nnull\n3\n"), got::add);
        assertThat(got).containsExactly(1, 0, 3);
    }

    @Test
    void aBadLineIsReportedAndTheNextLinesAreBoundAsWithReadValue() throws IOException {
        String text = "{\"type\":\"a\",\"n\":1}\n{\"type\":\"b\",\n{\"type\":\"c\",\"n\":\"NaN\"}\n{\"type\":\"x\",\"n\":0} 2\n"
                + "{\"type\":\"d\",\"n\":4}\n[1,2,\n{\"type\":\"e\",\"n\":5}";
        ObjectReader reader = MAPPER.readerFor(Event.class);
        List<Object> want = readAll(NdjsonReader.of(reader::<Event>readValue), text);
        assertThat(want).containsExactly(new Event("a", 1), 2L, 3L, 4L, new Event("d", 4), 6L, new Event("e", 5));
        assertThat(readAll(NdjsonReader.of(ReaderBinder.<Event>of(reader)), text)).isEqualTo(want);
    }

    /** Every value, and the line number of every bad line, from bytes, a stream and a reader: all equal. */
    private static List<Object> readAll(NdjsonReader<Event> r, String text) throws IOException {
        List<Object> got = new ArrayList<>();
        NdjsonReader<Event> skipping = r.skipBadLines(b -> got.add(b.lineNumber()));
        skipping.forEach(utf8(text), got::add);
        List<Object> fromStream = new ArrayList<>();
        r.skipBadLines(b -> fromStream.add(b.lineNumber())).forEach(new ByteArrayInputStream(utf8(text)), fromStream::add);
        List<Object> fromChars = new ArrayList<>();
        r.skipBadLines(b -> fromChars.add(b.lineNumber())).forEach(new StringReader(text), fromChars::add);
        assertThat(fromStream).isEqualTo(got);
        assertThat(fromChars).isEqualTo(got);
        return got;
    }

    @Test
    void failOnTrailingTokensFailsAtTheFirstElementAsWithReadValue() {
        ObjectReader strict = MAPPER.readerFor(Event.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        byte[] json = utf8("[{\"type\":\"a\",\"n\":1},{\"type\":\"b\",\"n\":2}]");
        Throwable want = catchThrowable(() -> ElementStream.of(strict::readValue).forEach(ExtractorCore.Input.of(json), e -> { }));
        Throwable got = catchThrowable(() -> ElementStream.of(ReaderBinder.of(strict)).forEach(ExtractorCore.Input.of(json), e -> { }));
        assertThat(want).isNotNull();
        assertThat(got).isInstanceOf(want.getClass()).hasMessage(want.getMessage());
    }

    @Test
    void aReaderSubclassKeepsItsOwnBinding() throws IOException {
        ObjectReader kit = dev.fastjsonkit.FastMappers.reader(Event.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        assertThat(kit.getClass()).isNotEqualTo(ObjectReader.class);
        List<Object> got = new ArrayList<>();
        ElementStream.of(ReaderBinder.of(kit)).forEach(ExtractorCore.Input.of(
                utf8("[{\"type\":\"a\",\"n\":1},{\"type\":\"b\",\"n\":2}]")), got::add);
        assertThat(got).containsExactly(new Event("a", 1), new Event("b", 2));
    }

    @Test
    void onItsOwnTheBinderReadsAsReadValue() throws IOException {
        ObjectReader reader = MAPPER.readerFor(Event.class);
        Iterator<Object> it = PointerExtractor.at("/1").findAll(ExtractorCore.Input.of(
                utf8("[0,{\"type\":\"z\",\"n\":7}]")), ReaderBinder.of(reader)).iterator();
        assertThat(it.next()).isEqualTo(new Event("z", 7));
    }
}
