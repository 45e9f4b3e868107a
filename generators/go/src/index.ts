/** The Go target: structs, tagged-union decoding, Validate and mirror tests, from the IR. */
import {
  beyondIR,
  buildReceiverPlan,
  dropUnusedGoFuncs,
  type GeneratedFile,
  type Generator,
  type ModuleIR,
  type ObjectType,
  patternSpellings,
  re2FamilyPattern,
} from "@canon-sdk/core";
import { emitAlias } from "./aliases.js";
import { goHeader } from "./code.js";
import { emitEnum } from "./enums.js";
import { GoNames } from "./names.js";
import { emitObject } from "./objects.js";
import { type GoOptions, isFetchable, modulePathOf, parseGoOptions } from "./options.js";
import { docGo, goMod, packageName, readme, schemaGo } from "./package-files.js";
import { emitRegistry } from "./registry.js";
import { emitStreamTest, goSum, JSON_PATCH, lifecyclePlanGo, isLifecycleRuntime } from "./lifecycle.js";
import { ShapeEmitter } from "./shapes.js";
import { receiverPlan } from "./receivers.js";
import { carriedRuntime } from "./runtime-files.js";
import { runtimeSources } from "./runtime-sources.js";
import { emitFuzzTest, emitHostileTest } from "./tests/fuzz.js";
import { emitMirrorTest } from "./tests/mirror.js";
import { emitToleranceTest } from "./tests/tolerant.js";
import { casesCorpus, vectorsCorpus } from "./tests/corpus.js";
import { emitMemberMethods, emitUnion } from "./unions.js";
import { goFile, withImports } from "./go-file.js";

export type { GoOptions } from "./options.js";

export const goGenerator: Generator<GoOptions> = {
  name: "@canon-sdk/generator-go",
  target: "go",
  parseOptions: parseGoOptions,
  generate(ir: ModuleIR, options: GoOptions, context): GeneratedFile[] {
    const header = goHeader(ir.schemaDir);
    const pkg = packageName(ir.module);
    const modulePath = modulePathOf(options, ir.module, ir.version, context.project);
    if (!isFetchable(modulePath)) {
      context.warn?.(
        `go module path "${modulePath}" has no host, so \`go get\` cannot fetch it; set "repository" in canon.config.json or the go target's "modulePath"`,
      );
    }
    const names = new GoNames(ir);
    const shapes = new ShapeEmitter(ir, names);
    const file = (body: string) => goFile(header, pkg, body);
    const ofKind = <K extends string>(kind: K, emit: (t: never) => string) =>
      ir.types
        .filter((t) => t.kind === kind)
        .map((t) => emit(t as never))
        .join("\n");
    // Declarations first: they hoist the shape helpers that shapes.go then holds.
    const plan = ir.receivers ?? buildReceiverPlan(ir, undefined);
    const objects = ofKind("object", (t: ObjectType) => emitObject(t, names, shapes, plan.types[t.name]));
    const unions = [ofKind("union", (t) => emitUnion(t, names, ir)), emitMemberMethods(ir, names)]
      .filter((s) => s !== "")
      .join("\n");
    const enums = ofKind("enum", (t) => emitEnum(t, names));
    const aliases = ofKind("alias", (t) => emitAlias(t, names, shapes));
    const beyond = beyondIR(ir, { marks: true });
    const files: [string, string][] = [
      [
        "go.mod",
        goMod(
          header,
          modulePath,
          options.goVersion,
          ir.lifecycle === undefined ? [] : [`${JSON_PATCH.module} ${JSON_PATCH.version}`],
        ),
      ],
      ["README.md", readme(ir, modulePath, pkg, header, `${context.outDir}/`)],
      ["doc.go", `${header}\n\n${docGo(ir, pkg)}`],
      ["schema.go", file(schemaGo(ir))],
      [`${ir.module}.schema.json`, `${JSON.stringify(ir.bundle, null, 2)}\n`],
      ["objects.go", file(objects)],
      ["unions.go", file(unions)],
      ["enums.go", file(enums)],
      ["aliases.go", file(aliases)],
      ["shapes.go", file(shapes.helpers().join("\n"))],
      ["validate.go", file(emitRegistry(ir, names))],
      ["receivers.go", file(receiverPlan(ir))],
      ["mirror_test.go", file(emitMirrorTest(ir, names))],
      ["fuzz_test.go", file(emitFuzzTest(ir, names))],
      ["hostile_test.go", file(emitHostileTest(ir, names))],
      ["tolerant_test.go", file(emitToleranceTest())],
      // The corpus the tests read, carried in the package: it passes \`go test\` wherever it is copied.
      ["testdata/vectors.json", vectorsCorpus(context.vectors ?? [])],
      ["testdata/tolerant.json", casesCorpus(context.toleranceCases ?? [])],
    ];
    if (beyond.size > 0) {
      // Per type, the part of its schema no Go type states; Validate checks it on the raw document.
      // Beside it, each pattern it may meet in the spelling Go's regexp reads as ECMAScript means it.
      const parts = [
        'import _ "embed"',
        "",
        "// beyondIRParts holds, per type, the part of its schema no Go type states.",
        "//",
        "//go:embed beyond_ir.json",
        "var beyondIRParts []byte",
        "",
        "// beyondPatternSpellings holds each pattern of the schema as Go's regexp reads it.",
        "//",
        "//go:embed beyond_patterns.json",
        "var beyondPatternSpellings []byte",
        "",
        "var beyondIR = &beyondChecker{parts: beyondIRParts, bundle: BundledSchema, spellings: beyondPatternSpellings}",
        "",
      ].join("\n");
      const spellings = patternSpellings([ir.bundle, ...beyond.values()], re2FamilyPattern);
      files.push(
        ["beyond_ir.json", `${JSON.stringify(Object.fromEntries(beyond), null, 2)}\n`],
        ["beyond_patterns.json", `${JSON.stringify(spellings, null, 2)}\n`],
        ["beyond_ir.go", file(parts)],
      );
    }
    if (ir.lifecycle !== undefined) {
      // The stream processor: the plan as data, its runtime, and JSON Patch for state deltas.
      files.push(
        ["go.sum", goSum()],
        ["lifecycle_plan.go", file(lifecyclePlanGo(ir, ir.lifecycle))],
        ["stream_test.go", file(emitStreamTest())],
        ["testdata/streams.json", casesCorpus(context.streamCases ?? [])],
      );
    }
    // The hand-written runtime (runtime/*.go) on offer: the stream processor's files only with a
    // lifecycle, the evaluator of the keywords beyond the types only where some type has them.
    const offered = Object.fromEntries(
      Object.entries(runtimeSources).filter(([name]) =>
        isLifecycleRuntime(name) ? ir.lifecycle !== undefined : !name.startsWith("beyond") || beyond.size > 0,
      ),
    );
    // Generated helpers exist for the code that calls them (a declaration's check for other types):
    // what this module never calls is dropped, its imports with it (they are tracked by use).
    const prunable = ([path]: [string, string]) => path.endsWith(".go") && !path.endsWith("_test.go");
    const pruned = dropUnusedGoFuncs(Object.fromEntries(files.filter(prunable)), /^[a-z]/, [
      ...files.filter(([path]) => path.endsWith("_test.go")).map(([, content]) => content),
      ...Object.values(offered),
    ]);
    for (const entry of files) if (entry[0] in pruned) entry[1] = pruned[entry[0]]!;
    // Runtime files go in whole, with their own import blocks, where the package's code reaches them.
    const code = files.filter(([path]) => path.endsWith(".go")).map(([, content]) => content);
    for (const name of carriedRuntime(offered, code)) files.push([`runtime_${name}`, file(offered[name]!)]);
    for (const entry of files) if (entry[0].endsWith(".go")) entry[1] = withImports(entry[0], entry[1]);
    // A kind the module does not use (no aliases, say) gets no file.
    return files
      .filter(([, content]) => !/^\/\/ .*\n\npackage \w+\n+$/.test(content))
      .map(([path, content]) => ({ path, content }));
  },
};
