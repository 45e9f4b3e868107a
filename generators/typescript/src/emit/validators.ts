/**
 * standalone.ts (ajv's standalone code for every type, compiled here from the normalized bundle
 * so that nothing compiles at run time) and validators.ts (typed wrappers returning
 * `{ ok, value } | { ok, errors }`, and `validate(typeName, value)`).
 */
import { createRequire } from "node:module";
import {
  allowAnnotations,
  CanonError,
  diagnostic,
  type ModuleIR,
  namesInheritedProperties,
  REFERENCE_AJV_OPTIONS,
} from "@canon-sdk/core";
import { typeName, validatorName } from "../names.js";
import { LINEAR_IMPORT, linearStandalone, usesLinearMatcher } from "./linear.js";
import { checkedFormats, formatChecker, formatsImport } from "./formats.js";
import { docComment, file, tsHeader } from "./text.js";
import { evaluatedPropsWithoutPrototype, protoKeysComputed } from "./evaluated-props.js";

const require = createRequire(import.meta.url);
const { Ajv2020, _ } = require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");
const standaloneCode = (
  require("ajv/dist/standalone/index.js") as { default: typeof import("ajv/dist/standalone/index.js").default }
).default;

const BUNDLE_KEY = "canon-bundle";

/**
 * ajv copies the whole error array each time a referenced schema fails (vErrors.concat),
 * which makes a document with n invalid items cost n² (seconds at 100k items). Appending in place
 * gives the same errors in the same order in linear time.
 */
const ERRORS_CONCAT = /vErrors = vErrors === null \? (validate\d+)\.errors : vErrors\.concat\(\1\.errors\);/g;

/**
 * ajv exports each validator as `export const validateX = validate12;`. Untyped, tsc's declaration
 * emit must infer validate12's return type from its body, walking its control flow recursively: a
 * large type's validator (renovate's root, thousands of statements) overflows tsc's default stack.
 * A declared type means declaration emit never looks into ajv's code.
 */
const UNTYPED_EXPORT = /^export const (\w+) = (validate\d+);$/gm;
const VALIDATOR_TYPE =
  "type Validator = ((data: unknown, context?: object) => boolean) & { errors?: readonly object[] | null };";

/** ajv emits CommonJS `require`s for its runtime helpers even in ESM mode; ours replace them. */
const runtimeHelpers: readonly [string, string][] = [
  ['require("ajv/dist/runtime/ucs2length").default', "ucs2length"],
  ['require("ajv/dist/runtime/equal").default', "deepEqual"],
];

export function emitStandalone(ir: ModuleIR, warn: (message: string) => void = () => {}): string {
  const ajv = new Ajv2020({
    ...REFERENCE_AJV_OPTIONS,
    ownProperties: namesInheritedProperties(ir.bundle),
    // What strict mode reports without refusing: keywords with no effect where they stand.
    logger: { log: () => {}, warn: (message: unknown) => warn(`${ir.module}: ${String(message)}`), error: () => {} },
    code: { source: true, esm: true, lines: true, formats: _`formats` },
  });
  for (const format of checkedFormats) ajv.addFormat(format, () => true);
  ajv.addKeyword("x-canon-mixin");
  // Other formats and unknown keywords are annotations here, as in the core (see allowAnnotations).
  allowAnnotations(ajv as never, ir.bundle);
  let code: string;
  try {
    ajv.addSchema(ir.bundle, BUNDLE_KEY);
    const exports = Object.fromEntries(ir.types.map((t) => [validatorName(t.name), `${BUNDLE_KEY}#/$defs/${t.name}`]));
    code = standaloneCode(ajv, exports);
  } catch (error) {
    throw new CanonError([
      diagnostic(
        "CANON212",
        `${ir.module}: ajv cannot compile the bundle for the typescript target: ${(error as Error).message}`,
      ),
    ]);
  }
  for (const [from, to] of runtimeHelpers) code = code.split(from).join(to);
  code = code.replace(ERRORS_CONCAT, "vErrors = appendErrors(vErrors, $1.errors);");
  code = protoKeysComputed(evaluatedPropsWithoutPrototype(code));
  // Our own modules are held to linear time by a test of the generator; an outside schema whose
  // ajv output has a shape the rewrite does not know still generates, with a warning.
  if (code.includes(".concat("))
    warn(
      `${ir.module}: ajv standalone code concatenates error arrays in a way the typescript target does not rewrite; validating a document with many errors may take quadratic time`,
    );
  const leftover = /require\([^)]*\)/.exec(code);
  if (leftover !== null)
    throw new CanonError([
      diagnostic(
        "CANON212",
        `${ir.module}: ajv standalone code needs ${leftover[0]}, which the typescript target does not inline`,
      ),
    ]);
  code = code.replace(/^"use strict";\n?/, "");
  code = withoutTopLevelEffects(linearStandalone(code));
  code = code.replace(UNTYPED_EXPORT, "export const $1: Validator = $2;");
  const untyped = /^export (?!const \w+: Validator = validate\d+;$).*$/m.exec(code);
  if (untyped !== null)
    throw new CanonError([
      diagnostic(
        "CANON212",
        `ajv standalone code has an export the typescript target cannot type: ${untyped[0].slice(0, 80)}`,
      ),
    ]);
  return file([
    ...standalonePrelude(ir, code, "ajv standalone output; validators.ts gives it types."),
    "/** Declared, so that tsc's declaration emit does not infer it from ajv's code. */",
    VALIDATOR_TYPE,
    code,
  ]);
}

/**
 * ajv hangs what a validator evaluated on the function itself (`validate12.evaluated = {…}`), a
 * top-level assignment that bundlers must keep, and with it every validator: importing one
 * validator pulled in all of them. The same object held in its own constant is side-effect free,
 * so a bundle keeps only the validators it reaches.
 */
function withoutTopLevelEffects(code: string): string {
  let out = code
    .replace(/^(validate\d+)\.evaluated = /gm, "const $1_evaluated = ")
    .replace(/\b(validate\d+)\.evaluated\b/g, "$1_evaluated")
    // Bundlers cannot know that building a RegExp has no effect; the annotation tells them.
    .replace(/^(const \w+ = )new RegExp\(/gm, "$1/*#__PURE__*/ new RegExp(");
  // ajv reaches a format through a constant read from an object (`formats["date-time"]`), which a
  // bundler must keep with every checker in it: each use calls formats.ts' own export instead.
  const checkers = new Map<string, string>();
  out = out.replace(
    /^const (formats\d+) = formats(?:\["([^"\n]+)"\]|\.(\w+));\n/gm,
    (_line, name: string, quoted?: string, plain?: string) => {
      checkers.set(name, formatChecker((quoted ?? plain) as string));
      return "";
    },
  );
  if (checkers.size > 0) out = out.replace(/(?<![\w.$])formats\d+\b/g, (name) => checkers.get(name) ?? name);
  const lookup = /^const formats\d+ = .*$/m.exec(out);
  if (lookup !== null)
    throw new CanonError([
      diagnostic(
        "CANON212",
        `ajv standalone code reads a format the typescript target does not know: ${lookup[0].slice(0, 80)}`,
      ),
    ]);
  // Any other property set on a validator would be a top-level statement again.
  const effect = /^validate\d+\.(?!errors\b)\w+ = .*$/m.exec(out);
  if (effect !== null)
    throw new CanonError([
      diagnostic(
        "CANON212",
        `ajv standalone code has a top-level statement the typescript target cannot make side-effect free: ${effect[0].slice(0, 80)}`,
      ),
    ]);
  return out;
}

/** The format checkers ajv's code calls, once its lookups are replaced (see withoutTopLevelEffects). */
function checkersCalled(code: string): string[] {
  return checkedFormats.map(formatChecker).filter((name) => new RegExp(`\\b${name}\\(`).test(code));
}

export function emitValidators(ir: ModuleIR): string {
  const wrappers = ir.types.flatMap((t) => [
    ...docComment(`Validates \`value\` as a ${typeName(t.name)}, explaining every problem found.`),
    `export function ${validatorName(t.name)}(value: unknown): ValidationResult<T.${typeName(t.name)}> {`,
    `  return run(compiled.${validatorName(t.name)}, value);`,
    "}",
    "",
  ]);
  return file([
    tsHeader(ir.schemaDir),
    'import type * as T from "./types.js";',
    'import type { TypeName, TypesByName } from "./constants.js";',
    'import * as compiled from "./standalone.js";',
    'import { readJson } from "./reading.js";',
    "",
    "/** At most this many problems are listed; a document with more gets one more issue saying so. */",
    "export const MAX_ISSUES = 100;",
    "",
    "/** One problem: where (a JSON Pointer into the value), which schema keyword, and what. */",
    "export interface ValidationIssue {",
    "  readonly path: string;",
    "  readonly keyword: string;",
    "  readonly message: string;",
    "}",
    "",
    "export type ValidationResult<V> = { readonly ok: true; readonly value: V } | { readonly ok: false; readonly errors: readonly ValidationIssue[] };",
    "",
    "interface CompiledError {",
    "  readonly instancePath: string;",
    "  readonly keyword: string;",
    "  readonly message?: string;",
    "  readonly params: Record<string, unknown>;",
    "}",
    "",
    "type Compiled = ((value: unknown) => boolean) & { errors?: readonly CompiledError[] | null };",
    "",
    "function run<V>(validator: unknown, value: unknown): ValidationResult<V> {",
    "  const check = validator as Compiled;",
    "  try {",
    "    if (check(value)) return { ok: true, value: value as V };",
    "    const errors = check.errors ?? [];",
    "    const issues = errors.slice(0, MAX_ISSUES).map(toIssue);",
    '    if (errors.length > MAX_ISSUES) issues.push({ path: "", keyword: "truncated", message: `${errors.length - MAX_ISSUES} more problems are not listed` });',
    "    return { ok: false, errors: issues };",
    "  } catch (error) {",
    '    return { ok: false, errors: [{ path: "", keyword: "limit", message: `cannot be checked: ${(error as Error).message}` }] };',
    "  }",
    "}",
    "",
    "/** Closure errors point at the unknown property itself, so that callers can find or strip it. */",
    "function toIssue(error: CompiledError): ValidationIssue {",
    '  const extra = error.params["additionalProperty"] ?? error.params["unevaluatedProperty"];',
    '  if (typeof extra !== "string") return { path: error.instancePath, keyword: error.keyword, message: error.message ?? "is invalid" };',
    '  const token = extra.replace(/~/g, "~0").replace(/\\//g, "~1");',
    '  return { path: `${error.instancePath}/${token}`, keyword: error.keyword, message: `${error.message ?? "is invalid"}: "${extra}"` };',
    "}",
    "",
    ...wrappers,
    "// A plain object literal, unlike a Map, is side-effect free: a bundle can drop it.",
    "const validators: Readonly<Record<string, (value: unknown) => ValidationResult<unknown>>> = {",
    ...ir.types.map((t) => `  ${JSON.stringify(t.name)}: ${validatorName(t.name)},`),
    "};",
    "",
    "/** Validates `value` as the type named `typeName`; an unknown name is reported, not thrown. */",
    "export function validate<N extends TypeName>(typeName: N, value: unknown): ValidationResult<TypesByName[N]>;",
    "export function validate(typeName: string, value: unknown): ValidationResult<unknown>;",
    "export function validate(typeName: string, value: unknown): ValidationResult<unknown> {",
    "  const validator = Object.prototype.hasOwnProperty.call(validators, typeName) ? validators[typeName] : undefined;",
    '  if (validator === undefined) return { ok: false, errors: [{ path: "", keyword: "typeName", message: `unknown type "${String(typeName)}"` }] };',
    "  return validator(value);",
    "}",
    "",
    "/** Reads JSON text the one way every Canon SDK reads it (duplicate keys, depth, lone surrogates and numbers beyond float range refused), then validates it. */",
    "export function validateJson<N extends TypeName>(typeName: N, text: string): ValidationResult<TypesByName[N]>;",
    "export function validateJson(typeName: string, text: string): ValidationResult<unknown>;",
    "export function validateJson(typeName: string, text: string): ValidationResult<unknown> {",
    "  const read = readJson(text);",
    '  if (!read.ok) return { ok: false, errors: [{ path: "", keyword: read.keyword, message: read.message }] };',
    "  return validate(typeName, read.value);",
    "}",
  ]);
}

/** The lines above ajv's code in standalone.ts and explain.ts: header, lint opt-outs, imports. */
function standalonePrelude(ir: ModuleIR, code: string, why: string): string[] {
  return [
    tsHeader(ir.schemaDir),
    `// @ts-nocheck: ${why}`,
    "/* eslint-disable */",
    ...(usesLinearMatcher(ir) ? [LINEAR_IMPORT] : []),
    'import { appendErrors, deepEqual, ucs2length } from "./runtime.js";',
    ...formatsImport(checkersCalled(code)),
    "",
  ];
}

/**
 * explain.ts: what a parser's `explain()` imports on demand, self-contained. Bundlers split code
 * at module granularity: had it imported standalone.ts, an application importing one validator
 * would share the whole of standalone.ts with this lazily loaded chunk and load it up front.
 */
export function emitExplain(ir: ModuleIR, standalone: string): string {
  const imports = standalone.indexOf('from "./runtime.js";');
  const afterFormats = standalone.indexOf('from "./formats.js";', imports);
  const code = standalone.slice(standalone.indexOf("\n", afterFormats === -1 ? imports : afterFormats) + 1);
  return file([
    ...standalonePrelude(ir, code, "ajv standalone output, as in standalone.ts."),
    "/** Every problem of `value` as the type named `typeName` (as validate() lists them); none if it is valid. */",
    "export function explain(typeName, value) {",
    "  const check = Object.prototype.hasOwnProperty.call(validators, typeName) ? validators[typeName] : undefined;",
    '  if (check === undefined) return [{ path: "", keyword: "typeName", message: `unknown type "${String(typeName)}"` }];',
    "  try {",
    "    if (check(value)) return [];",
    "    const errors = check.errors ?? [];",
    "    const issues = errors.slice(0, MAX_ISSUES).map(toIssue);",
    '    if (errors.length > MAX_ISSUES) issues.push({ path: "", keyword: "truncated", message: `${errors.length - MAX_ISSUES} more problems are not listed` });',
    "    return issues;",
    "  } catch (error) {",
    '    return [{ path: "", keyword: "limit", message: `cannot be checked: ${error.message}` }];',
    "  }",
    "}",
    "",
    "const MAX_ISSUES = 100;",
    "",
    "function toIssue(error) {",
    '  const extra = error.params["additionalProperty"] ?? error.params["unevaluatedProperty"];',
    '  if (typeof extra !== "string") return { path: error.instancePath, keyword: error.keyword, message: error.message ?? "is invalid" };',
    '  const token = extra.replace(/~/g, "~0").replace(/\\//g, "~1");',
    '  return { path: `${error.instancePath}/${token}`, keyword: error.keyword, message: `${error.message ?? "is invalid"}: "${extra}"` };',
    "}",
    "",
    code,
    "",
    "// After the validators it names: their constants are not initialized before this line.",
    "const validators = {",
    ...ir.types.map((t) => `  ${JSON.stringify(t.name)}: ${validatorName(t.name)},`),
    "};",
  ]);
}
