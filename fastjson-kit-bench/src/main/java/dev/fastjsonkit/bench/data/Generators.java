/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.bench.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Deterministic, seeded generators of documents in the shape of the real corpus files. The same
 * seed always gives the same bytes, on every JDK (only {@link SplittableRandom} and exact decimal
 * arithmetic are used).
 */
public final class Generators {
    /** The seed of every generated data set. */
    public static final long SEED = 20_260_517L;

    private static final JsonFactory FACTORY = new JsonFactory();

    private Generators() {}

    @FunctionalInterface
    private interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    private static byte[] json(boolean indent, Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            if (indent) {
                DefaultPrettyPrinter pp = new DefaultPrettyPrinter();
                pp.indentArraysWith(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE);
                g.setPrettyPrinter(pp);
            }
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * USD.json shape: provider, terms, base, date, time_last_updated and 162 rates, most with
     * 2-digit fractions, a few with 3 significant digits below 1, some integers.
     *
     * @return the document's UTF-8 bytes
     */
    public static byte[] currency() {
        SplittableRandom r = new SplittableRandom(SEED);
        Set<String> codes = new LinkedHashSet<>();
        codes.add("USD");
        while (codes.size() < 162) {
            codes.add("" + (char) ('A' + r.nextInt(26)) + (char) ('A' + r.nextInt(26)) + (char) ('A' + r.nextInt(26)));
        }
        return json(false, g -> {
            g.writeStartObject();
            g.writeStringField("provider", "https://www.exchangerate-api.com");
            g.writeStringField("terms", "https://www.exchangerate-api.com/terms");
            g.writeStringField("base", "USD");
            g.writeStringField("date", "2023-04-01");
            g.writeNumberField("time_last_updated", 1_680_307_201L);
            g.writeObjectFieldStart("rates");
            for (String code : codes) {
                g.writeFieldName(code);
                if (code.equals("USD")) {
                    g.writeNumber(1);
                    continue;
                }
                double magnitude = Math.pow(10, -1 + 5.5 * r.nextDouble());
                BigDecimal v;
                int kind = r.nextInt(10);
                if (kind == 0) {
                    v = BigDecimal.valueOf(Math.max(1, Math.round(magnitude)));
                } else if (magnitude < 1) {
                    v = new BigDecimal(magnitude).round(new MathContext(3));
                } else {
                    v = new BigDecimal(magnitude).setScale(2, java.math.RoundingMode.HALF_EVEN);
                }
                g.writeNumber(v.stripTrailingZeros().toPlainString());
            }
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    /**
     * canada.json shape: a FeatureCollection with one Feature whose Polygon has {@code rings}
     * rings and about {@code points} positions in all; coordinates are 6-decimal degrees printed
     * with 17 significant digits, as {@code %.17g} does (e.g. {@code -65.613616999999977}).
     *
     * @param rings number of rings (canada.json: 480)
     * @param points total number of positions (canada.json: 55,563)
     * @return the document's UTF-8 bytes
     */
    public static byte[] geoJson(int rings, int points) {
        SplittableRandom r = new SplittableRandom(SEED + 1);
        MathContext seventeen = new MathContext(17);
        return json(false, g -> {
            g.writeStartObject();
            g.writeStringField("type", "FeatureCollection");
            g.writeArrayFieldStart("features");
            g.writeStartObject();
            g.writeStringField("type", "Feature");
            g.writeObjectFieldStart("properties");
            g.writeStringField("name", "Canada");
            g.writeEndObject();
            g.writeObjectFieldStart("geometry");
            g.writeStringField("type", "Polygon");
            g.writeArrayFieldStart("coordinates");
            int left = points;
            for (int ring = 0; ring < rings; ring++) {
                int n = ring == rings - 1 ? Math.max(4, left) : Math.max(4, (int) (2.0 * left / (rings - ring) * r.nextDouble()));
                left -= n;
                double lon = -141 + 88 * r.nextDouble();
                double lat = 42 + 40 * r.nextDouble();
                g.writeStartArray();
                for (int i = 0; i < n; i++) {
                    lon += (r.nextDouble() - 0.5) * 0.02;
                    lat += (r.nextDouble() - 0.5) * 0.02;
                    g.writeStartArray();
                    g.writeNumber(seventeenDigits(lon, seventeen));
                    g.writeNumber(seventeenDigits(lat, seventeen));
                    g.writeEndArray();
                }
                g.writeEndArray();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    private static String seventeenDigits(double degrees, MathContext mc) {
        double sixDecimals = Math.round(degrees * 1e6) / 1e6;
        return new BigDecimal(sixDecimals).round(mc).stripTrailingZeros().toPlainString();
    }

    private static final String[] WORDS = {"the", "json", "fast", "jackson", "parser", "stream",
        "今日", "は", "東京", "ありがとう", "🎉", "café", "naïve", "benchmark", "data", "java"};

    private static String words(SplittableRandom r, int n) {
        return words(r, n, WORDS);
    }

    private static String words(SplittableRandom r, int n, String[] pool) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(pool[r.nextInt(pool.length)]);
        }
        return sb.toString();
    }

    private static String name(SplittableRandom r) {
        return words(r, 1) + "_" + r.nextInt(100_000);
    }

    /**
     * twitter.json shape: {@code statuses} (100 tweets with users, entities, 64-bit ids, CJK and
     * emoji text, some retweets) and {@code search_metadata}, indented.
     *
     * @return the document's UTF-8 bytes
     */
    public static byte[] twitter() {
        SplittableRandom r = new SplittableRandom(SEED + 2);
        return json(true, g -> {
            g.writeStartObject();
            g.writeArrayFieldStart("statuses");
            long maxId = 0;
            for (int i = 0; i < 100; i++) {
                long id = 505_874_924_095_815_681L - i * 1_000_003L;
                maxId = Math.max(maxId, id);
                writeStatus(g, r, id, r.nextInt(3) == 0);
            }
            g.writeEndArray();
            g.writeObjectFieldStart("search_metadata");
            g.writeNumberField("completed_in", 0.087);
            g.writeNumberField("max_id", maxId);
            g.writeStringField("max_id_str", Long.toString(maxId));
            g.writeStringField("next_results", "?max_id=505874847260352512&q=%E4%B8%80&count=100&include_entities=1");
            g.writeStringField("query", "%E4%B8%80");
            g.writeStringField("refresh_url", "?since_id=505874924095815681&q=%E4%B8%80&include_entities=1");
            g.writeNumberField("count", 100);
            g.writeNumberField("since_id", 0);
            g.writeStringField("since_id_str", "0");
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    private static void writeStatus(JsonGenerator g, SplittableRandom r, long id, boolean retweet) throws IOException {
        g.writeStartObject();
        g.writeObjectFieldStart("metadata");
        g.writeStringField("result_type", "recent");
        g.writeStringField("iso_language_code", "ja");
        g.writeEndObject();
        g.writeStringField("created_at", "Sun Aug 31 00:29:15 +0000 2014");
        g.writeNumberField("id", id);
        g.writeStringField("id_str", Long.toString(id));
        g.writeStringField("text", words(r, 8 + r.nextInt(16)));
        g.writeStringField("source", "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>");
        g.writeBooleanField("truncated", false);
        boolean reply = r.nextInt(4) == 0;
        if (reply) {
            long to = id - 1_234_567L;
            g.writeNumberField("in_reply_to_status_id", to);
            g.writeStringField("in_reply_to_status_id_str", Long.toString(to));
        } else {
            g.writeNullField("in_reply_to_status_id");
            g.writeNullField("in_reply_to_status_id_str");
        }
        g.writeNullField("in_reply_to_user_id");
        g.writeNullField("in_reply_to_user_id_str");
        g.writeNullField("in_reply_to_screen_name");
        writeUser(g, r);
        g.writeNullField("geo");
        g.writeNullField("coordinates");
        g.writeNullField("place");
        g.writeNullField("contributors");
        if (retweet) {
            g.writeFieldName("retweeted_status");
            writeStatus(g, r, id - 99_999_999L, false);
        }
        g.writeNumberField("retweet_count", r.nextInt(1000));
        g.writeNumberField("favorite_count", r.nextInt(1000));
        g.writeObjectFieldStart("entities");
        g.writeArrayFieldStart("hashtags");
        for (int h = r.nextInt(3); h > 0; h--) {
            g.writeStartObject();
            g.writeStringField("text", words(r, 1));
            g.writeArrayFieldStart("indices");
            g.writeNumber(r.nextInt(50));
            g.writeNumber(50 + r.nextInt(50));
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("symbols");
        g.writeEndArray();
        g.writeArrayFieldStart("urls");
        g.writeEndArray();
        g.writeArrayFieldStart("user_mentions");
        for (int m = r.nextInt(3); m > 0; m--) {
            long uid = 1_000_000L + r.nextInt(1 << 30);
            g.writeStartObject();
            g.writeStringField("screen_name", name(r));
            g.writeStringField("name", words(r, 2));
            g.writeNumberField("id", uid);
            g.writeStringField("id_str", Long.toString(uid));
            g.writeArrayFieldStart("indices");
            g.writeNumber(3);
            g.writeNumber(15);
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeBooleanField("favorited", false);
        g.writeBooleanField("retweeted", false);
        g.writeStringField("lang", "ja");
        g.writeEndObject();
    }

    private static void writeUser(JsonGenerator g, SplittableRandom r) throws IOException {
        long uid = 1_186_275_104L + r.nextInt(1 << 30);
        g.writeObjectFieldStart("user");
        g.writeNumberField("id", uid);
        g.writeStringField("id_str", Long.toString(uid));
        g.writeStringField("name", words(r, 2));
        g.writeStringField("screen_name", name(r));
        g.writeStringField("location", words(r, 1));
        g.writeStringField("description", words(r, 10 + r.nextInt(20)));
        g.writeNullField("url");
        g.writeObjectFieldStart("entities");
        g.writeObjectFieldStart("description");
        g.writeArrayFieldStart("urls");
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndObject();
        g.writeBooleanField("protected", false);
        g.writeNumberField("followers_count", r.nextInt(100_000));
        g.writeNumberField("friends_count", r.nextInt(10_000));
        g.writeNumberField("listed_count", r.nextInt(100));
        g.writeStringField("created_at", "Fri Feb 01 06:48:48 +0000 2013");
        g.writeNumberField("favourites_count", r.nextInt(10_000));
        g.writeNullField("utc_offset");
        g.writeNullField("time_zone");
        g.writeBooleanField("geo_enabled", r.nextBoolean());
        g.writeBooleanField("verified", false);
        g.writeNumberField("statuses_count", r.nextInt(100_000));
        g.writeStringField("lang", "ja");
        g.writeBooleanField("contributors_enabled", false);
        g.writeBooleanField("is_translator", false);
        g.writeBooleanField("is_translation_enabled", false);
        g.writeStringField("profile_background_color", "C0DEED");
        g.writeStringField("profile_background_image_url", "http://abs.twimg.com/images/themes/theme1/bg.png");
        g.writeStringField("profile_background_image_url_https", "https://abs.twimg.com/images/themes/theme1/bg.png");
        g.writeBooleanField("profile_background_tile", false);
        g.writeStringField("profile_image_url", "http://pbs.twimg.com/profile_images/" + uid + "/normal.jpeg");
        g.writeStringField("profile_image_url_https", "https://pbs.twimg.com/profile_images/" + uid + "/normal.jpeg");
        g.writeStringField("profile_link_color", "0084B4");
        g.writeStringField("profile_sidebar_border_color", "C0DEED");
        g.writeStringField("profile_sidebar_fill_color", "DDEEF6");
        g.writeStringField("profile_text_color", "333333");
        g.writeBooleanField("profile_use_background_image", true);
        g.writeBooleanField("default_profile", true);
        g.writeBooleanField("default_profile_image", false);
        g.writeBooleanField("following", false);
        g.writeBooleanField("follow_request_sent", false);
        g.writeBooleanField("notifications", false);
        g.writeEndObject();
    }

    /**
     * citm_catalog.json shape: name dictionaries keyed by numeric ids, 184 events and 243
     * performances with prices and seat categories, indented.
     *
     * @return the document's UTF-8 bytes
     */
    public static byte[] citm() {
        SplittableRandom r = new SplittableRandom(SEED + 3);
        return json(true, g -> {
            g.writeStartObject();
            List<Long> areas = names(g, r, "areaNames", 17, 205_705_993L);
            List<Long> audiences = names(g, r, "audienceSubCategoryNames", 1, 337_100_890L);
            names(g, r, "blockNames", 0, 0);
            List<Long> events = new ArrayList<>();
            g.writeObjectFieldStart("events");
            for (int i = 0; i < 184; i++) {
                long id = 138_586_341L + i * 17L;
                events.add(id);
                g.writeObjectFieldStart(Long.toString(id));
                g.writeNullField("description");
                g.writeNumberField("id", id);
                g.writeNullField("logo");
                g.writeStringField("name", words(r, 3));
                g.writeArrayFieldStart("subTopicIds");
                g.writeNumber(337_184_269L + r.nextInt(20));
                g.writeNumber(337_184_283L);
                g.writeEndArray();
                g.writeNullField("subjectCode");
                g.writeNullField("subtitle");
                g.writeArrayFieldStart("topicIds");
                g.writeNumber(324_846_099L);
                g.writeNumber(107_888_604L);
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndObject();
            g.writeArrayFieldStart("performances");
            for (int i = 0; i < 243; i++) {
                g.writeStartObject();
                g.writeNumberField("eventId", events.get(r.nextInt(events.size())));
                g.writeNumberField("id", 339_887_544L + i);
                g.writeNullField("logo");
                g.writeNullField("name");
                g.writeArrayFieldStart("prices");
                int cats = 1 + r.nextInt(6);
                for (int p = 0; p < cats; p++) {
                    g.writeStartObject();
                    g.writeNumberField("amount", 9_500 * (1 + r.nextInt(20)));
                    g.writeNumberField("audienceSubCategoryId", audiences.get(0));
                    g.writeNumberField("seatCategoryId", 338_937_295L + p);
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeArrayFieldStart("seatCategories");
                for (int p = 0; p < cats; p++) {
                    g.writeStartObject();
                    g.writeArrayFieldStart("areas");
                    for (int a = 0, n = 1 + r.nextInt(12); a < n; a++) {
                        g.writeStartObject();
                        g.writeNumberField("areaId", areas.get(r.nextInt(areas.size())));
                        g.writeArrayFieldStart("blockIds");
                        g.writeEndArray();
                        g.writeEndObject();
                    }
                    g.writeEndArray();
                    g.writeNumberField("seatCategoryId", 338_937_295L + p);
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeNullField("seatMapImage");
                g.writeNumberField("start", 1_372_701_600_000L + 86_400_000L * i);
                g.writeStringField("venueCode", "PLEYEL_PLEYEL");
                g.writeEndObject();
            }
            g.writeEndArray();
            names(g, r, "seatCategoryNames", 64, 338_937_235L);
            names(g, r, "subTopicNames", 19, 337_184_262L);
            names(g, r, "subjectNames", 0, 0);
            names(g, r, "topicNames", 4, 107_888_604L);
            g.writeObjectFieldStart("topicSubTopics");
            for (int t = 0; t < 4; t++) {
                g.writeArrayFieldStart(Long.toString(107_888_604L + t));
                for (int s = 0, n = 1 + r.nextInt(8); s < n; s++) {
                    g.writeNumber(337_184_262L + s);
                }
                g.writeEndArray();
            }
            g.writeEndObject();
            names(g, r, "venueNames", 1, 0);
            g.writeEndObject();
        });
    }

    private static List<Long> names(JsonGenerator g, SplittableRandom r, String field, int n, long firstId)
            throws IOException {
        List<Long> ids = new ArrayList<>();
        g.writeObjectFieldStart(field);
        if (field.equals("venueNames") && n == 1) {
            g.writeStringField("PLEYEL_PLEYEL", "Salle Pleyel");
        } else {
            for (int i = 0; i < n; i++) {
                long id = firstId + i;
                ids.add(id);
                g.writeStringField(Long.toString(id), words(r, 2));
            }
        }
        g.writeEndObject();
        return ids;
    }

    /**
     * jvm-serializers media.1 / jackson-benchmarks {@code MediaItems.stdMediaItem()}: the standard
     * MediaItem value, compact.
     *
     * @return the document's UTF-8 bytes
     */
    public static byte[] media() {
        return json(false, g -> {
            g.writeStartObject();
            g.writeObjectFieldStart("media");
            g.writeStringField("uri", "http://javaone.com/keynote.mpg");
            g.writeStringField("title", "Javaone Keynote");
            g.writeNumberField("width", 640);
            g.writeNumberField("height", 480);
            g.writeStringField("format", "video/mpg4");
            g.writeNumberField("duration", 18_000_000L);
            g.writeNumberField("size", 58_982_400L);
            g.writeNumberField("bitrate", 262_144);
            g.writeBooleanField("hasBitrate", true);
            g.writeArrayFieldStart("persons");
            g.writeString("Bill Gates");
            g.writeString("Steve Jobs");
            g.writeEndArray();
            g.writeStringField("player", "JAVA");
            g.writeStringField("copyright", "None");
            g.writeEndObject();
            g.writeArrayFieldStart("images");
            image(g, "http://javaone.com/keynote_large.jpg", 1024, 768, "LARGE");
            image(g, "http://javaone.com/keynote_small.jpg", 320, 240, "SMALL");
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    private static void image(JsonGenerator g, String uri, int w, int h, String size) throws IOException {
        g.writeStartObject();
        g.writeStringField("uri", uri);
        g.writeStringField("title", "Javaone Keynote");
        g.writeNumberField("width", w);
        g.writeNumberField("height", h);
        g.writeStringField("size", size);
        g.writeEndObject();
    }

    /**
     * A page of {@code n} orders ({@code {"page":1,"orders":[...]}}); one order is about 200
     * bytes, 250 make about 50 KB.
     *
     * @param n number of orders
     * @return the document's UTF-8 bytes
     */
    public static byte[] orderBatch(int n) {
        SplittableRandom r = new SplittableRandom(SEED + 4);
        return json(false, g -> {
            g.writeStartObject();
            g.writeNumberField("page", 1);
            g.writeArrayFieldStart("orders");
            for (int i = 0; i < n; i++) {
                writeOrder(g, r, 1_000_000L + i);
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    /**
     * One order of about 200 bytes.
     *
     * @return the document's UTF-8 bytes
     */
    public static byte[] order() {
        SplittableRandom r = new SplittableRandom(SEED + 5);
        return json(false, g -> writeOrder(g, r, 1_000_000L));
    }

    private static void writeOrder(JsonGenerator g, SplittableRandom r, long id) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", id);
        String customer = name(r);
        g.writeStringField("customer", customer);
        g.writeStringField("email", "user" + r.nextInt(1_000_000) + "@example.com");
        g.writeFieldName("amount");
        g.writeNumber(BigDecimal.valueOf(100 + r.nextInt(99_900), 2).toPlainString());
        g.writeStringField("currency", r.nextBoolean() ? "EUR" : "USD");
        g.writeBooleanField("paid", r.nextBoolean());
        g.writeStringField("created", String.format(java.util.Locale.ROOT, "2026-%02d-%02dT%02d:%02d:%02dZ",
                1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24), r.nextInt(60), r.nextInt(60)));
        g.writeArrayFieldStart("items");
        for (int i = 0, n = 1 + r.nextInt(3); i < n; i++) {
            g.writeString("sku-" + r.nextInt(100_000));
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static final String[] ASCII_WORDS = {"reserved", "stock", "in", "warehouse", "EU-WEST-2", "after",
        "retry", "payment", "authorized", "by", "provider", "shipping", "label", "queued", "for", "carrier", "DHL"};

    private static final String[] LEVELS = {"INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"};
    private static final String[] LOGGERS = {"com.example.orders.OrderService", "com.example.orders.web.OrderController",
        "com.example.billing.InvoiceScheduler", "org.springframework.web.servlet.DispatcherServlet",
        "com.example.inventory.StockReservationListener"};

    /**
     * Application log events as a log shipper sends them (ECS-like field names): an array of
     * {@code n} objects of about 400 bytes, every string plain ASCII: timestamp, level, logger,
     * thread, 32-hex trace id, a 60-140 character message and a request path. The shape where
     * string values, not names or numbers, are most of the bytes.
     *
     * @param n number of events
     * @return the document's UTF-8 bytes
     */
    public static byte[] logEvents(int n) {
        SplittableRandom r = new SplittableRandom(SEED + 6);
        return json(false, g -> {
            g.writeStartArray();
            for (int i = 0; i < n; i++) {
                g.writeStartObject();
                g.writeStringField("@timestamp", String.format(java.util.Locale.ROOT, "2026-11-22T%02d:%02d:%02d.%03dZ",
                        r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(1000)));
                g.writeStringField("log.level", LEVELS[r.nextInt(LEVELS.length)]);
                g.writeStringField("log.logger", LOGGERS[r.nextInt(LOGGERS.length)]);
                g.writeStringField("process.thread.name", "http-nio-8080-exec-" + (1 + r.nextInt(200)));
                g.writeStringField("trace.id", String.format(java.util.Locale.ROOT, "%016x%016x", r.nextLong(), r.nextLong()));
                long order = 100_000 + r.nextInt(900_000);
                g.writeStringField("message", "Order " + order + " accepted for customer " + r.nextInt(100_000) + ": "
                        + (1 + r.nextInt(9)) + " items, total " + r.nextInt(500) + "." + (10 + r.nextInt(90)) + " EUR, "
                        + words(r, 3 + r.nextInt(10), ASCII_WORDS));
                g.writeStringField("url.path", "/api/v1/orders/" + order + "/items?expand=product,price&page=" + r.nextInt(10));
                g.writeNumberField("http.response.status_code", r.nextInt(10) == 0 ? 500 : 200);
                g.writeEndObject();
            }
            g.writeEndArray();
        });
    }
}
