export * from "./diagnostics.js";
export * from "./pointer.js";
export * from "./own-property.js";
export * from "./json-source.js";
export * from "./ir.js";
export * from "./naming.js";
export * from "./member-names.js";
export * from "./config.js";
export * from "./generated.js";
export * from "./generator.js";
export * from "./writer.js";
export * from "./validator.js";
export { compileModule, loadModuleVectors, type CompiledModule } from "./project.js";
export { canonicalTypeName, resolveTypeNames, type NamingPolicy } from "./type-names.js";
export { dialectOf, metaValidator, type Dialect } from "./dialect.js";
export { upgradeSource, upgradeSources } from "./upgrade.js";
export { globToRegExp, matchesAny } from "./glob.js";
export {
  DEFAULT_INCLUDE,
  DEFAULT_EXCLUDE,
  loadVectors,
  loadSchemaSources,
  readJsonFile,
  repoPath,
  type Vector,
} from "./load.js";
export { walkSchema, isSchemaObject, type SchemaObject } from "./walk.js";
export { acceptsAnything } from "./lint/vectors.js";
export { needsLinearMatcher } from "./lint/linear-time.js";
export { patternProblem } from "./lint/portability.js";
export { re2FamilyPattern, rustRegexPattern } from "./pattern-engines.js";
export { pythonRePattern } from "./pattern-python-re.js";
export { patternSpellings } from "./pattern-table.js";
export { schemaGenerator } from "./targets/schema.js";
export {
  createFixtureProject,
  writeFixtureFile,
  schemaFile,
  snapshotTree,
  DIALECT,
  type FixtureOptions,
} from "./testkit.js";
export { demoModule, fileAt, type DemoModule } from "./testkit-demo.js";
export {
  buildReceiverPlan,
  DEFAULT_UNKNOWN,
  type ReceiverPlan,
  type PlanType,
  type PlanProperty,
  type Walk,
} from "./receivers/plan.js";
export {
  loadReceivers,
  RECEIVERS_FILE,
  type ReceiverDeclarations,
  type RetiredRule,
  type UnknownPolicy,
  type PatchOperation,
} from "./receivers/declarations.js";
export { receiversMetaSchema } from "./receivers/meta-schema.js";
export { loadLifecycle, LIFECYCLE_FILE } from "./lifecycle/declarations.js";
export { lifecycleMetaSchema } from "./lifecycle/meta-schema.js";
export { buildLifecyclePlan } from "./lifecycle/plan.js";
export { loadStreamCases, STREAMS_DIR, type StreamCase } from "./lifecycle/streams.js";
export type {
  LifecycleDeclaration,
  LifecyclePlan,
  PlanScope,
  PlanEventRule,
  PlanChunks,
  PlanChunkType,
  ApplyOperation,
} from "./lifecycle/types.js";
export {
  loadToleranceVectors,
  checkToleranceVectors,
  WARNING_CODES,
  type ToleranceVector,
} from "./receivers/tolerance-vectors.js";
export { adhocModule, type AdhocOptions, parseRemotesOption } from "./adhoc.js";
export { applyLevels, configurableRules, type RuleLevel } from "./lint/levels.js";
export {
  boundaryDocuments,
  boundaryValues,
  neighbours,
  type BoundaryDocument,
  type BoundaryValue,
} from "./boundary.js";
export { type BundleLocator, generatorFailure } from "./generator-failure.js";
export * from "./emit/index.js";
export * from "./packaging/index.js";
export { enumMemberNames, type EnumMemberLanguage } from "./enum-members.js";
export { beyondIR, BEYOND_MARK } from "./beyond-ir.js";
export { refusesEveryValue } from "./beyond-keywords.js";
