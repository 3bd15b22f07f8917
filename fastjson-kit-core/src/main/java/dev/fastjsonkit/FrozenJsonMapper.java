/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.databind.AnnotationIntrospector;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.EnumNamingStrategy;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.PropertyNamingStrategy;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CacheProvider;
import com.fasterxml.jackson.databind.cfg.ConstructorDetector;
import com.fasterxml.jackson.databind.cfg.ContextAttributes;
import com.fasterxml.jackson.databind.cfg.DatatypeFeature;
import com.fasterxml.jackson.databind.cfg.HandlerInstantiator;
import com.fasterxml.jackson.databind.cfg.MutableCoercionConfig;
import com.fasterxml.jackson.databind.cfg.MutableConfigOverride;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.introspect.AccessorNamingStrategy;
import com.fasterxml.jackson.databind.introspect.ClassIntrospector;
import com.fasterxml.jackson.databind.introspect.VisibilityChecker;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.SubtypeResolver;
import com.fasterxml.jackson.databind.jsontype.TypeResolverBuilder;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import com.fasterxml.jackson.databind.ser.FilterProvider;
import com.fasterxml.jackson.databind.ser.SerializerFactory;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.type.TypeFactory;
import java.text.DateFormat;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import com.fasterxml.jackson.core.Base64Variant;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The shared mapper behind {@link FastMappers#json()}: a {@link JsonMapper} whose every
 * configuration mutator throws {@link UnsupportedOperationException} once it is built.
 *
 * <p>Mechanical code. Below the constructor, every method is the same three lines: an override of
 * one public, non-final, non-static mutator of {@link ObjectMapper} ({@code set*},
 * {@code configure}, {@code enable*}, {@code disable*}, {@code register*}, {@code add*},
 * {@code activate*}, {@code deactivate*}, {@code clearProblemHandlers},
 * {@code findAndRegisterModules}, {@code configOverride}, {@code coercionConfig*},
 * {@code copyWith}) that calls {@code check(name)} and then {@code super}. The overrides are grouped
 * by family (copies, modules, features, annotations and naming, property defaults, polymorphic
 * types, serialization machinery, formats) and take the parameter names of {@code ObjectMapper}'s
 * own declarations. There is no logic to review in them; add one by copying a neighbour.
 *
 * <p>How it is kept complete: {@code FrozenJsonMapperTest.everyConfigurationMutatorOfTheMapperThrows}
 * lists, by reflection, every public method of {@code ObjectMapper} whose name matches the mutator
 * pattern above, calls each on {@link FastMappers#json()} with default arguments, and fails naming
 * every one that does not throw. A mutator that a later Jackson adds therefore fails the build until
 * it is overridden here; {@code everyMutatorOfTheFactoryThrows} does the same for the factory. The
 * final, deprecated {@code addMixInAnnotations} delegates to {@link #addMixIn}. The mutable parts
 * a getter hands out (the factory, the serializer provider blueprint and the subtype resolver) are
 * frozen too.
 */
@SuppressWarnings({"deprecation", "overloads"})
final class FrozenJsonMapper extends WholeDocumentMapper {
    private static final long serialVersionUID = 1L;

    private final transient FastMappers.Builder recipe;
    private final FrozenJsonFactory factory;
    private final FrozenSerializerProvider provider;
    private final FrozenSubtypeResolver subtypes;
    private volatile boolean frozen;

    FrozenJsonMapper(FastMappers.Builder recipe) {
        this(new FrozenJsonFactory(recipe.factoryBuilder()), recipe.snapshot());
    }

    private FrozenJsonMapper(FrozenJsonFactory factory, FastMappers.Builder recipe) {
        super(factory);
        this.recipe = recipe;
        this.factory = factory;
        this.provider = new FrozenSerializerProvider();
        this.subtypes = new FrozenSubtypeResolver();
        setSerializerProvider(provider);
        setSubtypeResolver(subtypes);
        recipe.configure(new JsonMapper.Builder(this));
        factory.freeze();
        provider.freeze();
        subtypes.freeze();
        frozen = true;
    }

    private void check(String what) {
        if (frozen) {
            throw Frozen.refuse(what);
        }
    }

    // Copies: copy() is allowed and returns an ordinary mapper; copyWith(JsonFactory) is refused.

    /**
     * Returns a new, ordinary and mutable {@link JsonMapper} with the same configuration, built
     * from the same recipe. It shares no state with the frozen mapper.
     */
    @Override
    public JsonMapper copy() {
        return recipe.build();
    }

    @Override
    public ObjectMapper copyWith(JsonFactory factory) {
        check("copyWith");
        return super.copyWith(factory);
    }

    // Modules.

    @Override
    public ObjectMapper registerModule(Module module) {
        check("registerModule");
        return super.registerModule(module);
    }

    @Override
    public ObjectMapper registerModules(Module... modules) {
        check("registerModules");
        return super.registerModules(modules);
    }

    @Override
    public ObjectMapper registerModules(Iterable<? extends Module> modules) {
        check("registerModules");
        return super.registerModules(modules);
    }

    @Override
    public ObjectMapper findAndRegisterModules() {
        check("findAndRegisterModules");
        return super.findAndRegisterModules();
    }

    // Features: MapperFeature, SerializationFeature, DeserializationFeature, DatatypeFeature, and the
    // streaming JsonParser.Feature and JsonGenerator.Feature.

    @Override
    public ObjectMapper configure(MapperFeature feature, boolean state) {
        check("configure");
        return super.configure(feature, state);
    }

    @Override
    public ObjectMapper configure(SerializationFeature feature, boolean state) {
        check("configure");
        return super.configure(feature, state);
    }

    @Override
    public ObjectMapper configure(DeserializationFeature feature, boolean state) {
        check("configure");
        return super.configure(feature, state);
    }

    @Override
    public ObjectMapper configure(DatatypeFeature feature, boolean state) {
        check("configure");
        return super.configure(feature, state);
    }

    @Override
    public ObjectMapper configure(JsonParser.Feature feature, boolean state) {
        check("configure");
        return super.configure(feature, state);
    }

    @Override
    public ObjectMapper configure(JsonGenerator.Feature feature, boolean state) {
        check("configure");
        return super.configure(feature, state);
    }

    @Override
    public ObjectMapper enable(MapperFeature... features) {
        check("enable");
        return super.enable(features);
    }

    @Override
    public ObjectMapper enable(SerializationFeature feature) {
        check("enable");
        return super.enable(feature);
    }

    @Override
    public ObjectMapper enable(SerializationFeature first, SerializationFeature... others) {
        check("enable");
        return super.enable(first, others);
    }

    @Override
    public ObjectMapper enable(DeserializationFeature feature) {
        check("enable");
        return super.enable(feature);
    }

    @Override
    public ObjectMapper enable(DeserializationFeature first, DeserializationFeature... others) {
        check("enable");
        return super.enable(first, others);
    }

    @Override
    public ObjectMapper enable(JsonParser.Feature... features) {
        check("enable");
        return super.enable(features);
    }

    @Override
    public ObjectMapper enable(JsonGenerator.Feature... features) {
        check("enable");
        return super.enable(features);
    }

    @Override
    public ObjectMapper disable(MapperFeature... features) {
        check("disable");
        return super.disable(features);
    }

    @Override
    public ObjectMapper disable(SerializationFeature feature) {
        check("disable");
        return super.disable(feature);
    }

    @Override
    public ObjectMapper disable(SerializationFeature first, SerializationFeature... others) {
        check("disable");
        return super.disable(first, others);
    }

    @Override
    public ObjectMapper disable(DeserializationFeature feature) {
        check("disable");
        return super.disable(feature);
    }

    @Override
    public ObjectMapper disable(DeserializationFeature first, DeserializationFeature... others) {
        check("disable");
        return super.disable(first, others);
    }

    @Override
    public ObjectMapper disable(JsonParser.Feature... features) {
        check("disable");
        return super.disable(features);
    }

    @Override
    public ObjectMapper disable(JsonGenerator.Feature... features) {
        check("disable");
        return super.disable(features);
    }

    // Annotations, mix-ins, visibility and naming.

    @Override
    public ObjectMapper setMixIns(Map<Class<?>, Class<?>> sourceMixins) {
        check("setMixIns");
        return super.setMixIns(sourceMixins);
    }

    @Override
    public ObjectMapper addMixIn(Class<?> target, Class<?> mixinSource) {
        check("addMixIn");
        return super.addMixIn(target, mixinSource);
    }

    @Override
    public ObjectMapper setMixInResolver(ClassIntrospector.MixInResolver resolver) {
        check("setMixInResolver");
        return super.setMixInResolver(resolver);
    }

    @Override
    public void setMixInAnnotations(Map<Class<?>, Class<?>> sourceMixins) {
        check("setMixInAnnotations");
        super.setMixInAnnotations(sourceMixins);
    }

    @Override
    public ObjectMapper setVisibility(VisibilityChecker<?> checker) {
        check("setVisibility");
        return super.setVisibility(checker);
    }

    @Override
    public ObjectMapper setVisibility(PropertyAccessor accessor, JsonAutoDetect.Visibility visibility) {
        check("setVisibility");
        return super.setVisibility(accessor, visibility);
    }

    @Override
    public void setVisibilityChecker(VisibilityChecker<?> checker) {
        check("setVisibilityChecker");
        super.setVisibilityChecker(checker);
    }

    @Override
    public ObjectMapper setAnnotationIntrospector(AnnotationIntrospector introspector) {
        check("setAnnotationIntrospector");
        return super.setAnnotationIntrospector(introspector);
    }

    @Override
    public ObjectMapper setAnnotationIntrospectors(AnnotationIntrospector serializerIntrospector,
            AnnotationIntrospector deserializerIntrospector) {
        check("setAnnotationIntrospectors");
        return super.setAnnotationIntrospectors(serializerIntrospector, deserializerIntrospector);
    }

    @Override
    public ObjectMapper setPropertyNamingStrategy(PropertyNamingStrategy strategy) {
        check("setPropertyNamingStrategy");
        return super.setPropertyNamingStrategy(strategy);
    }

    /**
     * Refuses. No {@code @Override} and no super call: {@code ObjectMapper} has this mutator from
     * Jackson 2.19 on and the kit also compiles against 2.18. The recipe never sets an enum naming
     * strategy, so nothing calls it before the mapper is frozen.
     */
    public ObjectMapper setEnumNamingStrategy(EnumNamingStrategy strategy) {
        throw Frozen.refuse("setEnumNamingStrategy");
    }

    @Override
    public ObjectMapper setAccessorNaming(AccessorNamingStrategy.Provider provider) {
        check("setAccessorNaming");
        return super.setAccessorNaming(provider);
    }

    // Property defaults, per-type config overrides and coercion.

    @Override
    public ObjectMapper setSerializationInclusion(JsonInclude.Include inclusion) {
        check("setSerializationInclusion");
        return super.setSerializationInclusion(inclusion);
    }

    @Override
    public ObjectMapper setPropertyInclusion(JsonInclude.Value inclusion) {
        check("setPropertyInclusion");
        return super.setPropertyInclusion(inclusion);
    }

    @Override
    public ObjectMapper setDefaultPropertyInclusion(JsonInclude.Value inclusion) {
        check("setDefaultPropertyInclusion");
        return super.setDefaultPropertyInclusion(inclusion);
    }

    @Override
    public ObjectMapper setDefaultPropertyInclusion(JsonInclude.Include inclusion) {
        check("setDefaultPropertyInclusion");
        return super.setDefaultPropertyInclusion(inclusion);
    }

    @Override
    public ObjectMapper setDefaultSetterInfo(JsonSetter.Value setterInfo) {
        check("setDefaultSetterInfo");
        return super.setDefaultSetterInfo(setterInfo);
    }

    @Override
    public ObjectMapper setDefaultVisibility(JsonAutoDetect.Value visibility) {
        check("setDefaultVisibility");
        return super.setDefaultVisibility(visibility);
    }

    @Override
    public ObjectMapper setDefaultMergeable(Boolean state) {
        check("setDefaultMergeable");
        return super.setDefaultMergeable(state);
    }

    @Override
    public ObjectMapper setDefaultLeniency(Boolean state) {
        check("setDefaultLeniency");
        return super.setDefaultLeniency(state);
    }

    @Override
    public ObjectMapper setConstructorDetector(ConstructorDetector detector) {
        check("setConstructorDetector");
        return super.setConstructorDetector(detector);
    }

    @Override
    public MutableConfigOverride configOverride(Class<?> type) {
        check("configOverride");
        return super.configOverride(type);
    }

    @Override
    public MutableCoercionConfig coercionConfigDefaults() {
        check("coercionConfigDefaults");
        return super.coercionConfigDefaults();
    }

    @Override
    public MutableCoercionConfig coercionConfigFor(LogicalType logicalType) {
        check("coercionConfigFor");
        return super.coercionConfigFor(logicalType);
    }

    @Override
    public MutableCoercionConfig coercionConfigFor(Class<?> type) {
        check("coercionConfigFor");
        return super.coercionConfigFor(type);
    }

    // Polymorphic types: subtypes, default typing and its validator.

    @Override
    public ObjectMapper setPolymorphicTypeValidator(PolymorphicTypeValidator validator) {
        check("setPolymorphicTypeValidator");
        return super.setPolymorphicTypeValidator(validator);
    }

    @Override
    public ObjectMapper setSubtypeResolver(SubtypeResolver resolver) {
        check("setSubtypeResolver");
        return super.setSubtypeResolver(resolver);
    }

    @Override
    public void registerSubtypes(Class<?>... classes) {
        check("registerSubtypes");
        super.registerSubtypes(classes);
    }

    @Override
    public void registerSubtypes(NamedType... types) {
        check("registerSubtypes");
        super.registerSubtypes(types);
    }

    @Override
    public void registerSubtypes(Collection<Class<?>> classes) {
        check("registerSubtypes");
        super.registerSubtypes(classes);
    }

    @Override
    public ObjectMapper activateDefaultTyping(PolymorphicTypeValidator validator) {
        check("activateDefaultTyping");
        return super.activateDefaultTyping(validator);
    }

    @Override
    public ObjectMapper activateDefaultTyping(PolymorphicTypeValidator validator,
            ObjectMapper.DefaultTyping applicability) {
        check("activateDefaultTyping");
        return super.activateDefaultTyping(validator, applicability);
    }

    @Override
    public ObjectMapper activateDefaultTyping(PolymorphicTypeValidator validator,
            ObjectMapper.DefaultTyping applicability, JsonTypeInfo.As inclusion) {
        check("activateDefaultTyping");
        return super.activateDefaultTyping(validator, applicability, inclusion);
    }

    @Override
    public ObjectMapper activateDefaultTypingAsProperty(PolymorphicTypeValidator validator,
            ObjectMapper.DefaultTyping applicability, String propertyName) {
        check("activateDefaultTypingAsProperty");
        return super.activateDefaultTypingAsProperty(validator, applicability, propertyName);
    }

    @Override
    public ObjectMapper deactivateDefaultTyping() {
        check("deactivateDefaultTyping");
        return super.deactivateDefaultTyping();
    }

    @Override
    public ObjectMapper setDefaultTyping(TypeResolverBuilder<?> typer) {
        check("setDefaultTyping");
        return super.setDefaultTyping(typer);
    }

    @Override
    public ObjectMapper enableDefaultTyping() {
        check("enableDefaultTyping");
        return super.enableDefaultTyping();
    }

    @Override
    public ObjectMapper enableDefaultTyping(ObjectMapper.DefaultTyping applicability) {
        check("enableDefaultTyping");
        return super.enableDefaultTyping(applicability);
    }

    @Override
    public ObjectMapper enableDefaultTyping(ObjectMapper.DefaultTyping applicability, JsonTypeInfo.As inclusion) {
        check("enableDefaultTyping");
        return super.enableDefaultTyping(applicability, inclusion);
    }

    @Override
    public ObjectMapper enableDefaultTypingAsProperty(ObjectMapper.DefaultTyping applicability, String propertyName) {
        check("enableDefaultTypingAsProperty");
        return super.enableDefaultTypingAsProperty(applicability, propertyName);
    }

    @Override
    public ObjectMapper disableDefaultTyping() {
        check("disableDefaultTyping");
        return super.disableDefaultTyping();
    }

    // Serialization and deserialization machinery: configs, factories, providers, filters,
    // problem handlers, injectables, caches.

    @Override
    public ObjectMapper setConfig(DeserializationConfig config) {
        check("setConfig");
        return super.setConfig(config);
    }

    @Override
    public ObjectMapper setConfig(SerializationConfig config) {
        check("setConfig");
        return super.setConfig(config);
    }

    @Override
    public ObjectMapper setSerializerFactory(SerializerFactory serializerFactory) {
        check("setSerializerFactory");
        return super.setSerializerFactory(serializerFactory);
    }

    @Override
    public ObjectMapper setSerializerProvider(DefaultSerializerProvider provider) {
        check("setSerializerProvider");
        return super.setSerializerProvider(provider);
    }

    @Override
    public void setFilters(FilterProvider filterProvider) {
        check("setFilters");
        super.setFilters(filterProvider);
    }

    @Override
    public ObjectMapper setFilterProvider(FilterProvider filterProvider) {
        check("setFilterProvider");
        return super.setFilterProvider(filterProvider);
    }

    @Override
    public ObjectMapper setDefaultPrettyPrinter(PrettyPrinter printer) {
        check("setDefaultPrettyPrinter");
        return super.setDefaultPrettyPrinter(printer);
    }

    @Override
    public ObjectMapper addHandler(DeserializationProblemHandler handler) {
        check("addHandler");
        return super.addHandler(handler);
    }

    @Override
    public ObjectMapper clearProblemHandlers() {
        check("clearProblemHandlers");
        return super.clearProblemHandlers();
    }

    @Override
    public ObjectMapper setInjectableValues(InjectableValues injectableValues) {
        check("setInjectableValues");
        return super.setInjectableValues(injectableValues);
    }

    @Override
    public Object setHandlerInstantiator(HandlerInstantiator instantiator) {
        check("setHandlerInstantiator");
        return super.setHandlerInstantiator(instantiator);
    }

    @Override
    public ObjectMapper setTypeFactory(TypeFactory typeFactory) {
        check("setTypeFactory");
        return super.setTypeFactory(typeFactory);
    }

    @Override
    public ObjectMapper setNodeFactory(JsonNodeFactory nodeFactory) {
        check("setNodeFactory");
        return super.setNodeFactory(nodeFactory);
    }

    @Override
    public ObjectMapper setCacheProvider(CacheProvider cacheProvider) {
        check("setCacheProvider");
        return super.setCacheProvider(cacheProvider);
    }

    // Formats and context: Base64, dates, locale, time zone, attributes.

    @Override
    public ObjectMapper setBase64Variant(Base64Variant variant) {
        check("setBase64Variant");
        return super.setBase64Variant(variant);
    }

    @Override
    public ObjectMapper setDateFormat(DateFormat dateFormat) {
        check("setDateFormat");
        return super.setDateFormat(dateFormat);
    }

    @Override
    public ObjectMapper setLocale(Locale locale) {
        check("setLocale");
        return super.setLocale(locale);
    }

    @Override
    public ObjectMapper setTimeZone(TimeZone timeZone) {
        check("setTimeZone");
        return super.setTimeZone(timeZone);
    }

    @Override
    public ObjectMapper setDefaultAttributes(ContextAttributes attributes) {
        check("setDefaultAttributes");
        return super.setDefaultAttributes(attributes);
    }
}
