/** Every file of a module's Python package, relative to its output folder. */
import {
  beyondIR,
  fitPythonLines,
  type GeneratedFile,
  headerLine,
  isSchemaObject,
  type ModuleIR,
  needsLinearMatcher,
  patternSpellings,
  pythonRePattern,
  type ProjectMetadata,
  type TestCorpus,
  testCorpusFile,
  tidyPythonImports,
  walkSchema,
} from "@canon-sdk/core";
import type { PythonNames } from "./names.js";
import { guardsFile } from "./python/guards-file.js";
import { modelsFile } from "./python/models-file.js";
import { initFile } from "./python/init-file.js";
import { bundledSchema, pyproject, pyTyped, readme } from "./python/package-files.js";
import { parseFile } from "./python/parse-file.js";
import { runtimeSources } from "./python/runtime-sources.js";
import { lifecyclePlanFile, streamFile } from "./python/stream-file.js";
import { validateFile } from "./python/validate-file.js";

/** Static Python (runtime and mirror tests) with the module's header and package name filled in. */
function staticFile(ir: ModuleIR, source: string, pkg: string): string {
  return `${headerLine("#", ir.schemaDir)}\n${source.replaceAll("{{package}}", pkg)}`;
}

/** `corpus` is carried in tests/corpus.json, so that the tests run wherever the package is copied. */
export function packageFiles(
  ir: ModuleIR,
  names: PythonNames,
  project?: ProjectMetadata,
  corpus?: TestCorpus,
): GeneratedFile[] {
  const pkg = names.importName;
  const files: GeneratedFile[] = [
    { path: "pyproject.toml", content: pyproject(ir, names, project) },
    { path: "README.md", content: readme(ir, names) },
    { path: `${pkg}/__init__.py`, content: initFile(ir) },
    { path: `${pkg}/py.typed`, content: pyTyped(ir) },
    { path: `${pkg}/schema.json`, content: bundledSchema(ir) },
    { path: `${pkg}/models.py`, content: modelsFile(ir) },
    { path: `${pkg}/validate.py`, content: tidyPythonImports(validateFile(ir)) },
    { path: `${pkg}/parse.py`, content: tidyPythonImports(parseFile(ir)) },
    { path: `${pkg}/guards.py`, content: tidyPythonImports(guardsFile(ir)) },
  ];
  const beyond = beyondIR(ir);
  // The keywords no type states, per type, for the runtime's evaluator (_beyond.py).
  // Beside it, each pattern it may meet in the spelling Python's re reads as ECMAScript means it.
  if (beyond.size > 0) {
    const spellings = patternSpellings([ir.bundle, ...beyond.values()], pythonRePattern);
    files.push(
      { path: `${pkg}/beyond_ir.json`, content: `${JSON.stringify(Object.fromEntries(beyond), null, 2)}\n` },
      { path: `${pkg}/patterns.json`, content: `${JSON.stringify(spellings, null, 2)}\n` },
    );
  }
  // Patterns re could take exponential time on: _beyond.py matches them with _linear.py.
  // (The models' own patterns run in pydantic's Rust regex engine, which is linear.)
  const linear = beyond.size > 0 ? linearPatterns(ir) : [];
  if (linear.length > 0)
    files.push({ path: `${pkg}/linear_patterns.json`, content: `${JSON.stringify(linear, null, 2)}\n` });
  if (ir.lifecycle !== undefined) {
    files.push({ path: `${pkg}/lifecycle_plan.py`, content: lifecyclePlanFile(ir, ir.lifecycle) });
    files.push({ path: `${pkg}/stream.py`, content: streamFile(ir, ir.lifecycle) });
  }
  // Emitters write a statement per line; ruff's line length (E501) is kept here, once. The
  // runtime below is hand-written and formatted by ruff at its source.
  for (const file of files)
    if (file.path.endsWith(".py")) Object.assign(file, { content: fitPythonLines(file.content) });
  for (const [name, source] of Object.entries(runtimeSources)) {
    if (ir.lifecycle === undefined && isLifecycleRuntime(name)) continue;
    if (beyond.size === 0 && isBeyondRuntime(name)) continue;
    const path = name.startsWith("tests/") ? name : `${pkg}/${name}`;
    files.push({ path, content: staticFile(ir, source, pkg) });
  }
  files.push({ path: "tests/corpus.json", content: testCorpusFile(ir, corpus) });
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The evaluator of the keywords beyond the types: shipped only by a module that has some. */
function isBeyondRuntime(name: string): boolean {
  return /^(_beyond\w*|_linear\w*|tests\/test_beyond|tests\/test_linear)\.py$/.test(name);
}

/** The runtime of the stream processor: shipped only by a module with a lifecycle. */
function isLifecycleRuntime(name: string): boolean {
  return /^(_lifecycle|_stream_\w+|tests\/test_streams|tests\/stream_results)\.py$/.test(name);
}

/** The bundle's patterns that need the linear-time matcher, sorted (core's needsLinearMatcher). */
function linearPatterns(ir: ModuleIR): string[] {
  const found = new Set<string>();
  walkSchema(ir.bundle, "", (node) => {
    if (typeof node["pattern"] === "string" && needsLinearMatcher(node["pattern"])) found.add(node["pattern"]);
    if (isSchemaObject(node["patternProperties"]))
      for (const key of Object.keys(node["patternProperties"])) if (needsLinearMatcher(key)) found.add(key);
  });
  return [...found].sort();
}
