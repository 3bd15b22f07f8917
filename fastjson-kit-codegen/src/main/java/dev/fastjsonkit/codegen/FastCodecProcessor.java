/*
 * Copyright 2026 the fastjson-kit authors. Licensed under the Apache License, Version 2.0.
 */
package dev.fastjsonkit.codegen;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * The annotation processor of {@code fastjson-kit-codegen}: for each class or record annotated with
 * {@code @dev.fastjsonkit.FastCodec} it generates {@code <Type>_FastCodec}, a Jackson serializer and
 * deserializer for the type, and lists it in
 * {@code META-INF/services/dev.fastjsonkit.generated.CodecProvider}.
 *
 * <p>Add it to the compiler's annotation-processor path; at run time the generated code needs only
 * {@code fastjson-kit-core}. A type it cannot handle (polymorphism, any-getters and any-setters,
 * unwrapping, views, custom (de)serializers, private or generic classes, ...) gets no codec, and
 * the compiler prints a note saying why; Jackson then handles that type as before. A type it can
 * write but not read (for example, one whose fields Jackson sets by reflection) gets a serializer
 * only, with a note.
 *
 * <p>Instances are created by the compiler; not thread-safe, as processors need not be.
 */
public final class FastCodecProcessor extends AbstractProcessor {
    static final String ANNOTATION = "dev.fastjsonkit.FastCodec";
    static final String SERVICES = "META-INF/services/dev.fastjsonkit.generated.CodecProvider";

    private final Set<String> providers = new TreeSet<>();

    /** Creates the processor; called by the compiler through {@link java.util.ServiceLoader}. */
    public FastCodecProcessor() {}

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(ANNOTATION);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement fastCodec = processingEnv.getElementUtils().getTypeElement(ANNOTATION);
        if (fastCodec != null) {
            for (Element e : round.getElementsAnnotatedWith(fastCodec)) {
                generate(e);
            }
        }
        if (round.processingOver() && !providers.isEmpty()) {
            writeServices();
        }
        return false;
    }

    private void generate(Element e) {
        if (!(e instanceof TypeElement)) {
            return;
        }
        TypeElement type = (TypeElement) e;
        Introspector m = new Introspector(type, new Annotations(processingEnv.getElementUtils()));
        if (m.problem != null) {
            note(type, "fastjson-kit-codegen: no codec for " + type.getQualifiedName() + ": " + m.problem);
            return;
        }
        if (m.readProblem != null) {
            note(type, "fastjson-kit-codegen: " + type.getQualifiedName() + " gets a serializer only: "
                    + m.readProblem);
        }
        if (m.written.isEmpty() && m.readProblem != null) {
            return;
        }
        PackageElement pkg = processingEnv.getElementUtils().getPackageOf(type);
        String pkgName = pkg.isUnnamed() ? "" : pkg.getQualifiedName().toString();
        String simple = CodeWriter.simpleName(type);
        String full = pkgName.isEmpty() ? simple : pkgName + "." + simple;
        try {
            JavaFileObject file = processingEnv.getFiler().createSourceFile(full, type);
            try (Writer w = file.openWriter()) {
                w.write(new CodeWriter(m).source(pkgName, simple));
            }
            providers.add(full);
        } catch (IOException ex) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
                    "fastjson-kit-codegen: cannot write " + full + ": " + ex.getMessage(), type);
        }
    }

    private void writeServices() {
        try {
            FileObject f = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, "", SERVICES);
            try (Writer w = new java.io.OutputStreamWriter(f.openOutputStream(), StandardCharsets.UTF_8)) {
                for (String p : providers) {
                    w.write(p);
                    w.write('\n');
                }
            }
        } catch (IOException ex) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
                    "fastjson-kit-codegen: cannot write " + SERVICES + ": " + ex.getMessage());
        }
    }

    private void note(Element e, String msg) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.NOTE, msg, e);
    }
}
