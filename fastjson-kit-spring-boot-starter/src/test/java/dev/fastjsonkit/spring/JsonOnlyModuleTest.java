/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import org.junit.jupiter.api.Test;

class JsonOnlyModuleTest {

    /** A value whose probe serializer writes "probe". */
    public static class Marker {
        public int x = 1;
    }

    private static SimpleModule probe() {
        return new SimpleModule("probe").addSerializer(Marker.class, new JsonSerializer<>() {
            @Override
            public void serialize(Marker v, JsonGenerator g, SerializerProvider p) throws IOException {
                g.writeString("probe");
            }
        });
    }

    /** A JSON factory that names another format, as an XML, Smile or CBOR factory does. */
    @SuppressWarnings("serial")
    static final class OtherFormatFactory extends JsonFactory {
        @Override
        public String getFormatName() {
            return "OTHER";
        }
    }

    @Test
    void setsUpItsModuleOnJsonMappers() throws IOException {
        ObjectMapper json = new ObjectMapper().registerModule(new JsonOnlyModule(probe()));
        assertThat(json.writeValueAsString(new Marker())).isEqualTo("\"probe\"");
    }

    @Test
    void setsUpItsModuleOnJsonFactorySubclassesThatNameNoFormat() throws IOException {
        @SuppressWarnings("serial")
        ObjectMapper json = new ObjectMapper(new JsonFactory() {}).registerModule(new JsonOnlyModule(probe()));
        assertThat(json.writeValueAsString(new Marker())).isEqualTo("\"probe\"");
    }

    @Test
    void skipsMappersOfOtherFormats() throws IOException {
        ObjectMapper other = new ObjectMapper(new OtherFormatFactory()).registerModule(new JsonOnlyModule(probe()));
        assertThat(other.writeValueAsString(new Marker())).isEqualTo("{\"x\":1}");
    }

    @Test
    void keepsTheModulesNameAndTypeId() {
        SimpleModule m = probe();
        JsonOnlyModule wrapped = new JsonOnlyModule(m);
        assertThat(wrapped.getTypeId()).isEqualTo(m.getTypeId());
        assertThat(wrapped.getModuleName()).isEqualTo("probe");
    }
}
