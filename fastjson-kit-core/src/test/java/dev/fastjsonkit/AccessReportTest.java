/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.fastjsonkit.AccessReport.PropertyAccess;
import java.util.List;
import org.junit.jupiter.api.Test;

class AccessReportTest {

    public static class Bean {
        private int count;
        private String name;
        private double ratio;

        public int getCount() {
            return count;
        }

        public void setCount(int count) {
            this.count = count;
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public double getRatio() {
            return ratio;
        }

        public void setRatio(double ratio) {
            this.ratio = ratio;
        }
    }

    public static class Fields {
        public long id;
    }

    public static class Custom {
        @JsonSerialize(using = ToStringSerializer.class)
        public long getId() {
            return 1;
        }
    }

    public static final class Immutable {
        private final String name;

        @JsonCreator
        public Immutable(@JsonProperty("name") String name) {
            this.name = name;
        }

        public String getName() {
            return name;
        }
    }

    public record Point(int x, int y) {}

    private static class Hidden {
        public int getX() {
            return 0;
        }

        public void setX(int x) {}
    }

    private static PropertyAccess write(AccessReport r, String name) {
        return r.serialization().stream().filter(p -> p.property().equals(name)).findFirst().orElseThrow();
    }

    private static PropertyAccess read(AccessReport r, String name) {
        return r.deserialization().stream().filter(p -> p.property().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void gettersAndSettersOfIntAndStringAreOptimized() {
        AccessReport r = FastMappers.explain(Bean.class);
        assertThat(write(r, "count").optimized()).isTrue();
        assertThat(write(r, "name").optimized()).isTrue();
        assertThat(read(r, "count").optimized()).isTrue();
        assertThat(read(r, "name").optimized()).isTrue();
        assertThat(r.instantiation()).contains("default constructor").contains("OPTIMIZED");
    }

    @Test
    void doubleAccessorsAreReportedAsTheRunningBlackbirdTreatsThem() {
        AccessReport r = FastMappers.explain(Bean.class);
        boolean covered = BlackbirdCoverage.get().covers(double.class, true);
        assertThat(write(r, "ratio").optimized()).isEqualTo(covered);
        assertThat(r.fullyOptimized()).isEqualTo(covered && BlackbirdCoverage.get().covers(double.class, false));
        if (!covered) {
            assertThat(write(r, "ratio").how()).contains("primitive double getter")
                    .contains("Blackbird " + BlackbirdCoverage.get().version()).contains("int, long, boolean");
        }
    }

    public static class Narrow {
        private float f;

        public float getF() {
            return f;
        }

        public void setF(float f) {
            this.f = f;
        }
    }

    @Test
    void floatAccessorFallsBackToReflectionAndSaysWhatThisBlackbirdCovers() {
        AccessReport r = FastMappers.explain(Narrow.class);
        assertThat(write(r, "f").optimized()).isFalse();
        assertThat(write(r, "f").how()).contains("primitive float getter: Blackbird ")
                .contains("optimizes getters of " + BlackbirdCoverage.get().describe(true));
        assertThat(read(r, "f").how()).contains("primitive float setter");
    }

    @Test
    void publicFieldsFallBackToReflection() {
        AccessReport r = FastMappers.explain(Fields.class);
        assertThat(write(r, "id").optimized()).isFalse();
        assertThat(write(r, "id").how()).contains("field id");
        assertThat(read(r, "id").how()).contains("field id");
    }

    @Test
    void customSerializerIsReported() {
        assertThat(write(FastMappers.explain(Custom.class), "id").how()).contains("custom serializer");
    }

    @Test
    void immutableClassIsReadThroughItsCreator() {
        AccessReport r = FastMappers.explain(Immutable.class);
        assertThat(read(r, "name").optimized()).isFalse();
        assertThat(read(r, "name").how()).contains("creator parameter");
        assertThat(r.instantiation()).contains("creator with arguments");
    }

    @Test
    void recordIsWrittenThroughOptimizedAccessors() {
        AccessReport r = FastMappers.explain(Point.class);
        assertThat(write(r, "x").optimized()).isTrue();
        assertThat(read(r, "x").how()).contains("creator parameter");
    }

    @Test
    void privateClassIsReported() {
        AccessReport r = FastMappers.explain(Hidden.class);
        assertThat(write(r, "x").optimized()).isFalse();
        assertThat(write(r, "x").how()).contains("private");
    }

    @Test
    void mapperWithoutBlackbirdSaysSo() {
        AccessReport r = FastMappers.explain(FastMappers.builder().blackbird(false).build(), Bean.class);
        assertThat(r.serialization()).allSatisfy(p -> assertThat(p.how()).contains("not registered"));
        assertThat(r.instantiation()).contains("not registered");
    }

    @Test
    void reportPrintsOneLinePerPropertyAndDirection() {
        String table = FastMappers.explain(Bean.class).toString();
        assertThat(table).contains("write OPTIMIZED  count")
                .contains(BlackbirdCoverage.get().covers(double.class, true) ? "write OPTIMIZED  ratio" : "write REFLECTION ratio")
                .contains("read  OPTIMIZED  name").contains("create: ");
    }

    @Test
    void nonBeanTypesHaveNoPropertyRows() {
        AccessReport r = FastMappers.explain(String.class);
        assertThat(r.serialization()).isEmpty();
        assertThat(r.deserialization()).isEmpty();
    }

    @Test
    void saysWhichSerializerAndDeserializerServeTheType() {
        AccessReport kit = FastMappers.explain(Bean.class);
        assertThat(kit.serializers()).startsWith("written by the kit's bean serializer (string, int")
                .contains("; read by the kit's bean deserializer");
        assertThat(kit.toString()).contains("  serializers: written by the kit's bean serializer");

        AccessReport off = FastMappers.explain(FastMappers.builder().beanWrites(false).beanReads(false).build(), Bean.class);
        assertThat(off.serializers()).isEqualTo("written by com.fasterxml.jackson.databind.ser.BeanSerializer;"
                + " read by com.fasterxml.jackson.module.blackbird.deser.SuperSonicBeanDeserializer");

        // a creator with arguments: the kit's creator deserializer reads it into Jackson's creator call,
        // the kit's serializer writes it; without the kit's bean reads, databind's own deserializer
        assertThat(FastMappers.explain(Immutable.class).serializers()).startsWith("written by the kit's bean serializer")
                .contains("; read by the kit's creator deserializer (from the engine parser");
        assertThat(FastMappers.explain(Immutable.class).instantiation()).contains("called by reflection");
        assertThat(FastMappers.explain(Point.class).serializers()).contains("; read by the kit's creator deserializer (");
        assertThat(FastMappers.explain(FastMappers.builder().beanReads(false).build(), Immutable.class).serializers())
                .endsWith("; read by com.fasterxml.jackson.databind.deser.BeanDeserializer");
        assertThat(new AccessReport(Bean.class, List.of(), List.of(), "c", "g").toString()).doesNotContain("serializers:");
    }
}
