/**
 * The pipeline for one module: load → meta-validate → resolve $ref → normalize → IR → lint.
 * Each stage that fails stops the pipeline, so later stages never run on broken input.
 */
import type { ModuleConfig } from "./config.js";
import type { Diagnostic } from "./diagnostics.js";
import { buildNamedTypes } from "./build-ir.js";
import { makeBundle } from "./bundle.js";
import type { ModuleIR } from "./ir.js";
import type { JsonSource } from "./json-source.js";
import { checkDocs } from "./lint/docs.js";
import { checkTypeNames } from "./lint/identifiers.js";
import { applyLevels } from "./lint/levels.js";
import { checkMetaSchema } from "./lint/meta.js";
import { checkObjectKinds } from "./lint/kinds.js";
import { checkPortability } from "./lint/portability.js";
import { checkVectors } from "./lint/vectors.js";
import { loadSchemaSources, loadVectors, type Vector } from "./load.js";
import { loadRemotes } from "./remotes.js";
import { upgradeSources } from "./upgrade.js";
import { reservedTypeNamesFor } from "./naming.js";
import { normalizeTypes } from "./normalize.js";
import { loadLifecycle } from "./lifecycle/declarations.js";
import { buildLifecyclePlan } from "./lifecycle/plan.js";
import { loadStreamCases } from "./lifecycle/streams.js";
import { loadReceivers } from "./receivers/declarations.js";
import { buildReceiverPlan } from "./receivers/plan.js";
import { checkToleranceVectors, loadToleranceVectors } from "./receivers/tolerance-vectors.js";
import { buildTypesTable } from "./types-table.js";
import { type BundleLocator, bundleLocator } from "./generator-failure.js";
import { type BundleValidator, createBundleValidator } from "./validator.js";

export interface CompiledModule {
  readonly config: ModuleConfig;
  readonly sources: readonly JsonSource[];
  /** Present when the schemas compiled; lint problems do not prevent it. */
  readonly ir?: ModuleIR;
  readonly validator?: BundleValidator;
  /** What the schemas call each type (`$defs` key, root title or file name) → its generated name. */
  readonly keys?: ReadonlyMap<string, string>;
  /** Where a pointer into the IR's bundle comes from in the schema files (for generator failures). */
  readonly locate?: BundleLocator;
  /** Problems that make generation impossible. */
  readonly errors: readonly Diagnostic[];
  /** Everything `canon lint` reports, errors included. */
  readonly lint: readonly Diagnostic[];
}

export function compileModule(
  root: string,
  config: ModuleConfig,
  options: { withVectors?: boolean } = {},
): CompiledModule {
  const loaded = loadSchemaSources(root, config.schemas, config);
  const fail = (errors: Diagnostic[]): CompiledModule => ({ config, sources: loaded.sources, errors, lint: errors });
  const meta = [...loaded.diagnostics, ...checkMetaSchema(loaded.sources)];
  if (meta.length > 0) return fail(meta);
  const own = upgradeSources(loaded.sources);
  if ("errors" in own) return fail(own.errors);
  // Local copies of remote schemas join the module as references reach them.
  const upgraded = loadRemotes(root, config.remotes, { sources: own.sources, written: loaded.sources }, (found) => {
    const problems = checkMetaSchema(found);
    return problems.length > 0 ? { errors: problems } : upgradeSources(found);
  });
  if ("errors" in upgraded) return fail(upgraded.errors);
  const base = { config, sources: upgraded.sources };
  const policy = { reserved: reservedTypeNamesFor(Object.keys(config.targets)), renames: config.names ?? {} };
  const { table, diagnostics: tableProblems } = buildTypesTable(upgraded.sources, policy);
  // Resolved names become file names and identifiers: anything else stops here, before any
  // stage turns them into paths.
  const tableErrors = [...tableProblems, ...checkTypeNames(table)];
  if (tableErrors.length > 0) return fail(tableErrors);
  const { defs, diagnostics: normalizeProblems } = normalizeTypes(table);
  const { types, diagnostics: irProblems } = buildNamedTypes(defs, table);
  const errors = [...normalizeProblems, ...irProblems];
  // Pattern and integer problems are reported even when the IR cannot be built, so that a
  // construct the IR does not support yet never hides a super-linear pattern inside it.
  if (errors.length > 0) return fail([...errors, ...checkPortability(table)]);
  // Non-portable patterns and unsafe integers would make some target's code wrong, so they stop
  // generation; missing docs and vectors do not.
  const levelled = (found: Diagnostic[]) => applyLevels(found, config.lint);
  // Names never block: type names are resolved in the table, field names by each language's resolver.
  const blocking = levelled(checkPortability(table));
  const lint = [...levelled(checkDocs(table)), ...levelled(checkObjectKinds(table)), ...blocking];
  const stopping = blocking.filter((d) => d.severity === "error");
  if (stopping.length > 0) return { ...base, errors: stopping, lint };
  const receivers = loadReceivers(root, config.schemas, types);
  if (receivers.diagnostics.length > 0)
    return { ...base, errors: receivers.diagnostics, lint: [...lint, ...receivers.diagnostics] };
  const lifecycle = loadLifecycle(root, config.schemas, types);
  if (lifecycle.diagnostics.length > 0)
    return { ...base, errors: lifecycle.diagnostics, lint: [...lint, ...lifecycle.diagnostics] };
  const keys = new Map([...table.types.values()].map((def) => [def.key, def.name]));
  const bundle = makeBundle(config, defs);
  const plan = buildReceiverPlan({ types }, receivers.declarations);
  const ir: ModuleIR = {
    module: config.name,
    version: config.version,
    schemaDir: config.schemas,
    types,
    bundle,
    tolerantReceivers: config.compat.tolerantReceivers,
    receivers: plan,
    ...(lifecycle.declaration === undefined ? {} : { lifecycle: buildLifecyclePlan({ types }, lifecycle.declaration) }),
  };
  const validator = createBundleValidator(bundle);
  if (options.withVectors !== false) {
    const { vectors, diagnostics } = loadModuleVectors(root, { config, keys });
    const positionOf = (type: { name: string }) => {
      const def = table.types.get(type.name);
      return def === undefined ? { line: 1, column: 1 } : def.source.locate(def.pointer);
    };
    lint.push(
      ...diagnostics,
      ...levelled(checkVectors(types, vectors, validator, `${config.schemas}/examples`, positionOf)),
    );
    const tolerance = loadToleranceVectors(root, config.schemas);
    lint.push(...tolerance.diagnostics, ...checkToleranceVectors(tolerance.vectors, validator));
    lint.push(...loadStreamCases(root, config.schemas).diagnostics);
  }
  return { ...base, ir, validator, keys, locate: bundleLocator(table), errors: [], lint };
}

/**
 * The module's shared vectors, each under its type's generated name: an examples folder may be
 * named as the schema names the type (`level`) or as the packages name it (`Level`).
 */
export function loadModuleVectors(
  root: string,
  compiled: Pick<CompiledModule, "config" | "keys">,
): { vectors: Vector[]; diagnostics: Diagnostic[] } {
  const loaded = loadVectors(root, compiled.config.schemas);
  const keys = compiled.keys ?? new Map<string, string>();
  const names = new Set(keys.values());
  const vectors = loaded.vectors.map((v) =>
    names.has(v.typeName) ? v : { ...v, typeName: keys.get(v.typeName) ?? v.typeName },
  );
  return { vectors, diagnostics: loaded.diagnostics };
}

export type { Vector };
