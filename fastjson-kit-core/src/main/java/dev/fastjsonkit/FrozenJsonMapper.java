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
 * <p>The list of overridden mutators is every public, non-final, non-static method of
 * {@link ObjectMapper} that changes configuration ({@code set*}, {@code configure},
 * {@code enable*}, {@code disable*}, {@code register*}, {@code add*}, {@code activate*},
 * {@code deactivate*}, {@code clearProblemHandlers}, {@code findAndRegisterModules},
 * {@code configOverride}, {@code coercionConfig*}, {@code copyWith}). {@code FrozenJsonMapperTest}
 * finds them by reflection, so a mutator that a later Jackson adds fails the build until it is
 * covered here. The final, deprecated {@code addMixInAnnotations} delegates to {@link #addMixIn}.
 * The mutable parts a getter hands out (the factory, the serializer provider blueprint and the
 * subtype resolver) are frozen too.
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

    /**
     * Returns a new, ordinary and mutable {@link JsonMapper} with the same configuration, built
     * from the same recipe. It shares no state with the frozen mapper.
     */
    @Override
    public JsonMapper copy() {
        return recipe.build();
    }

    @Override
    public ObjectMapper copyWith(JsonFactory a0) {
        check("copyWith");
        return super.copyWith(a0);
    }

    @Override
    public ObjectMapper registerModule(Module a0) {
        check("registerModule");
        return super.registerModule(a0);
    }

    @Override
    public ObjectMapper registerModules(Module... a0) {
        check("registerModules");
        return super.registerModules(a0);
    }

    @Override
    public ObjectMapper registerModules(Iterable<? extends Module> a0) {
        check("registerModules");
        return super.registerModules(a0);
    }

    @Override
    public ObjectMapper findAndRegisterModules() {
        check("findAndRegisterModules");
        return super.findAndRegisterModules();
    }

    @Override
    public ObjectMapper setSerializerFactory(SerializerFactory a0) {
        check("setSerializerFactory");
        return super.setSerializerFactory(a0);
    }

    @Override
    public ObjectMapper setSerializerProvider(DefaultSerializerProvider a0) {
        check("setSerializerProvider");
        return super.setSerializerProvider(a0);
    }

    @Override
    public ObjectMapper setMixIns(Map<Class<?>, Class<?>> a0) {
        check("setMixIns");
        return super.setMixIns(a0);
    }

    @Override
    public ObjectMapper addMixIn(Class<?> a0, Class<?> a1) {
        check("addMixIn");
        return super.addMixIn(a0, a1);
    }

    @Override
    public ObjectMapper setMixInResolver(ClassIntrospector.MixInResolver a0) {
        check("setMixInResolver");
        return super.setMixInResolver(a0);
    }

    @Override
    public void setMixInAnnotations(Map<Class<?>, Class<?>> a0) {
        check("setMixInAnnotations");
        super.setMixInAnnotations(a0);
    }

    @Override
    public ObjectMapper setVisibility(VisibilityChecker<?> a0) {
        check("setVisibility");
        return super.setVisibility(a0);
    }

    @Override
    public ObjectMapper setVisibility(PropertyAccessor a0, JsonAutoDetect.Visibility a1) {
        check("setVisibility");
        return super.setVisibility(a0, a1);
    }

    @Override
    public ObjectMapper setSubtypeResolver(SubtypeResolver a0) {
        check("setSubtypeResolver");
        return super.setSubtypeResolver(a0);
    }

    @Override
    public ObjectMapper setAnnotationIntrospector(AnnotationIntrospector a0) {
        check("setAnnotationIntrospector");
        return super.setAnnotationIntrospector(a0);
    }

    @Override
    public ObjectMapper setAnnotationIntrospectors(AnnotationIntrospector a0, AnnotationIntrospector a1) {
        check("setAnnotationIntrospectors");
        return super.setAnnotationIntrospectors(a0, a1);
    }

    @Override
    public ObjectMapper setPropertyNamingStrategy(PropertyNamingStrategy a0) {
        check("setPropertyNamingStrategy");
        return super.setPropertyNamingStrategy(a0);
    }

    /**
     * Refuses. No {@code @Override} and no super call: {@code ObjectMapper} has this mutator from
     * Jackson 2.19 on and the kit also compiles against 2.18. The recipe never sets an enum naming
     * strategy, so nothing calls it before the mapper is frozen.
     */
    public ObjectMapper setEnumNamingStrategy(EnumNamingStrategy a0) {
        throw Frozen.refuse("setEnumNamingStrategy");
    }

    @Override
    public ObjectMapper setAccessorNaming(AccessorNamingStrategy.Provider a0) {
        check("setAccessorNaming");
        return super.setAccessorNaming(a0);
    }

    @Override
    public ObjectMapper setDefaultPrettyPrinter(PrettyPrinter a0) {
        check("setDefaultPrettyPrinter");
        return super.setDefaultPrettyPrinter(a0);
    }

    @Override
    public void setVisibilityChecker(VisibilityChecker<?> a0) {
        check("setVisibilityChecker");
        super.setVisibilityChecker(a0);
    }

    @Override
    public ObjectMapper setPolymorphicTypeValidator(PolymorphicTypeValidator a0) {
        check("setPolymorphicTypeValidator");
        return super.setPolymorphicTypeValidator(a0);
    }

    @Override
    public ObjectMapper setSerializationInclusion(JsonInclude.Include a0) {
        check("setSerializationInclusion");
        return super.setSerializationInclusion(a0);
    }

    @Override
    public ObjectMapper setPropertyInclusion(JsonInclude.Value a0) {
        check("setPropertyInclusion");
        return super.setPropertyInclusion(a0);
    }

    @Override
    public ObjectMapper setDefaultPropertyInclusion(JsonInclude.Value a0) {
        check("setDefaultPropertyInclusion");
        return super.setDefaultPropertyInclusion(a0);
    }

    @Override
    public ObjectMapper setDefaultPropertyInclusion(JsonInclude.Include a0) {
        check("setDefaultPropertyInclusion");
        return super.setDefaultPropertyInclusion(a0);
    }

    @Override
    public ObjectMapper setDefaultSetterInfo(JsonSetter.Value a0) {
        check("setDefaultSetterInfo");
        return super.setDefaultSetterInfo(a0);
    }

    @Override
    public ObjectMapper setDefaultVisibility(JsonAutoDetect.Value a0) {
        check("setDefaultVisibility");
        return super.setDefaultVisibility(a0);
    }

    @Override
    public ObjectMapper setDefaultMergeable(Boolean a0) {
        check("setDefaultMergeable");
        return super.setDefaultMergeable(a0);
    }

    @Override
    public ObjectMapper setDefaultLeniency(Boolean a0) {
        check("setDefaultLeniency");
        return super.setDefaultLeniency(a0);
    }

    @Override
    public void registerSubtypes(Class<?>... a0) {
        check("registerSubtypes");
        super.registerSubtypes(a0);
    }

    @Override
    public void registerSubtypes(NamedType... a0) {
        check("registerSubtypes");
        super.registerSubtypes(a0);
    }

    @Override
    public void registerSubtypes(Collection<Class<?>> a0) {
        check("registerSubtypes");
        super.registerSubtypes(a0);
    }

    @Override
    public ObjectMapper activateDefaultTyping(PolymorphicTypeValidator a0) {
        check("activateDefaultTyping");
        return super.activateDefaultTyping(a0);
    }

    @Override
    public ObjectMapper activateDefaultTyping(PolymorphicTypeValidator a0, ObjectMapper.DefaultTyping a1) {
        check("activateDefaultTyping");
        return super.activateDefaultTyping(a0, a1);
    }

    @Override
    public ObjectMapper activateDefaultTyping(PolymorphicTypeValidator a0, ObjectMapper.DefaultTyping a1, JsonTypeInfo.As a2) {
        check("activateDefaultTyping");
        return super.activateDefaultTyping(a0, a1, a2);
    }

    @Override
    public ObjectMapper activateDefaultTypingAsProperty(PolymorphicTypeValidator a0, ObjectMapper.DefaultTyping a1, String a2) {
        check("activateDefaultTypingAsProperty");
        return super.activateDefaultTypingAsProperty(a0, a1, a2);
    }

    @Override
    public ObjectMapper deactivateDefaultTyping() {
        check("deactivateDefaultTyping");
        return super.deactivateDefaultTyping();
    }

    @Override
    public ObjectMapper setDefaultTyping(TypeResolverBuilder<?> a0) {
        check("setDefaultTyping");
        return super.setDefaultTyping(a0);
    }

    @Override
    public ObjectMapper enableDefaultTyping() {
        check("enableDefaultTyping");
        return super.enableDefaultTyping();
    }

    @Override
    public ObjectMapper enableDefaultTyping(ObjectMapper.DefaultTyping a0) {
        check("enableDefaultTyping");
        return super.enableDefaultTyping(a0);
    }

    @Override
    public ObjectMapper enableDefaultTyping(ObjectMapper.DefaultTyping a0, JsonTypeInfo.As a1) {
        check("enableDefaultTyping");
        return super.enableDefaultTyping(a0, a1);
    }

    @Override
    public ObjectMapper enableDefaultTypingAsProperty(ObjectMapper.DefaultTyping a0, String a1) {
        check("enableDefaultTypingAsProperty");
        return super.enableDefaultTypingAsProperty(a0, a1);
    }

    @Override
    public ObjectMapper disableDefaultTyping() {
        check("disableDefaultTyping");
        return super.disableDefaultTyping();
    }

    @Override
    public MutableConfigOverride configOverride(Class<?> a0) {
        check("configOverride");
        return super.configOverride(a0);
    }

    @Override
    public MutableCoercionConfig coercionConfigDefaults() {
        check("coercionConfigDefaults");
        return super.coercionConfigDefaults();
    }

    @Override
    public MutableCoercionConfig coercionConfigFor(LogicalType a0) {
        check("coercionConfigFor");
        return super.coercionConfigFor(a0);
    }

    @Override
    public MutableCoercionConfig coercionConfigFor(Class<?> a0) {
        check("coercionConfigFor");
        return super.coercionConfigFor(a0);
    }

    @Override
    public ObjectMapper setTypeFactory(TypeFactory a0) {
        check("setTypeFactory");
        return super.setTypeFactory(a0);
    }

    @Override
    public ObjectMapper setNodeFactory(JsonNodeFactory a0) {
        check("setNodeFactory");
        return super.setNodeFactory(a0);
    }

    @Override
    public ObjectMapper setConstructorDetector(ConstructorDetector a0) {
        check("setConstructorDetector");
        return super.setConstructorDetector(a0);
    }

    @Override
    public ObjectMapper setCacheProvider(CacheProvider a0) {
        check("setCacheProvider");
        return super.setCacheProvider(a0);
    }

    @Override
    public ObjectMapper addHandler(DeserializationProblemHandler a0) {
        check("addHandler");
        return super.addHandler(a0);
    }

    @Override
    public ObjectMapper clearProblemHandlers() {
        check("clearProblemHandlers");
        return super.clearProblemHandlers();
    }

    @Override
    public ObjectMapper setConfig(DeserializationConfig a0) {
        check("setConfig");
        return super.setConfig(a0);
    }

    @Override
    public void setFilters(FilterProvider a0) {
        check("setFilters");
        super.setFilters(a0);
    }

    @Override
    public ObjectMapper setFilterProvider(FilterProvider a0) {
        check("setFilterProvider");
        return super.setFilterProvider(a0);
    }

    @Override
    public ObjectMapper setConfig(SerializationConfig a0) {
        check("setConfig");
        return super.setConfig(a0);
    }

    @Override
    public ObjectMapper setBase64Variant(Base64Variant a0) {
        check("setBase64Variant");
        return super.setBase64Variant(a0);
    }

    @Override
    public ObjectMapper setDateFormat(DateFormat a0) {
        check("setDateFormat");
        return super.setDateFormat(a0);
    }

    @Override
    public Object setHandlerInstantiator(HandlerInstantiator a0) {
        check("setHandlerInstantiator");
        return super.setHandlerInstantiator(a0);
    }

    @Override
    public ObjectMapper setInjectableValues(InjectableValues a0) {
        check("setInjectableValues");
        return super.setInjectableValues(a0);
    }

    @Override
    public ObjectMapper setLocale(Locale a0) {
        check("setLocale");
        return super.setLocale(a0);
    }

    @Override
    public ObjectMapper setTimeZone(TimeZone a0) {
        check("setTimeZone");
        return super.setTimeZone(a0);
    }

    @Override
    public ObjectMapper setDefaultAttributes(ContextAttributes a0) {
        check("setDefaultAttributes");
        return super.setDefaultAttributes(a0);
    }

    @Override
    public ObjectMapper configure(MapperFeature a0, boolean a1) {
        check("configure");
        return super.configure(a0, a1);
    }

    @Override
    public ObjectMapper enable(MapperFeature... a0) {
        check("enable");
        return super.enable(a0);
    }

    @Override
    public ObjectMapper disable(MapperFeature... a0) {
        check("disable");
        return super.disable(a0);
    }

    @Override
    public ObjectMapper configure(SerializationFeature a0, boolean a1) {
        check("configure");
        return super.configure(a0, a1);
    }

    @Override
    public ObjectMapper enable(SerializationFeature a0) {
        check("enable");
        return super.enable(a0);
    }

    @Override
    public ObjectMapper enable(SerializationFeature a0, SerializationFeature... a1) {
        check("enable");
        return super.enable(a0, a1);
    }

    @Override
    public ObjectMapper disable(SerializationFeature a0) {
        check("disable");
        return super.disable(a0);
    }

    @Override
    public ObjectMapper disable(SerializationFeature a0, SerializationFeature... a1) {
        check("disable");
        return super.disable(a0, a1);
    }

    @Override
    public ObjectMapper configure(DeserializationFeature a0, boolean a1) {
        check("configure");
        return super.configure(a0, a1);
    }

    @Override
    public ObjectMapper enable(DeserializationFeature a0) {
        check("enable");
        return super.enable(a0);
    }

    @Override
    public ObjectMapper enable(DeserializationFeature a0, DeserializationFeature... a1) {
        check("enable");
        return super.enable(a0, a1);
    }

    @Override
    public ObjectMapper disable(DeserializationFeature a0) {
        check("disable");
        return super.disable(a0);
    }

    @Override
    public ObjectMapper disable(DeserializationFeature a0, DeserializationFeature... a1) {
        check("disable");
        return super.disable(a0, a1);
    }

    @Override
    public ObjectMapper configure(DatatypeFeature a0, boolean a1) {
        check("configure");
        return super.configure(a0, a1);
    }

    @Override
    public ObjectMapper configure(JsonParser.Feature a0, boolean a1) {
        check("configure");
        return super.configure(a0, a1);
    }

    @Override
    public ObjectMapper enable(JsonParser.Feature... a0) {
        check("enable");
        return super.enable(a0);
    }

    @Override
    public ObjectMapper disable(JsonParser.Feature... a0) {
        check("disable");
        return super.disable(a0);
    }

    @Override
    public ObjectMapper configure(JsonGenerator.Feature a0, boolean a1) {
        check("configure");
        return super.configure(a0, a1);
    }

    @Override
    public ObjectMapper enable(JsonGenerator.Feature... a0) {
        check("enable");
        return super.enable(a0);
    }

    @Override
    public ObjectMapper disable(JsonGenerator.Feature... a0) {
        check("disable");
        return super.disable(a0);
    }
}
