/**
 * Patterns a backtracking engine could take exponential time on (core's needsLinearMatcher) are
 * matched by linear-pattern.ts, a Pike VM copied into the package from runtime/linear/, instead of
 * ECMAScript's RegExp; every other pattern keeps the native engine. A package with no such pattern
 * gets no matcher, so its bundles do not grow.
 */
import { type GeneratedFile, isSchemaObject, type ModuleIR, needsLinearMatcher, walkSchema } from "@canon-sdk/core";
import { copiedRuntime, tsHeader } from "./text.js";

export const LINEAR_IMPORT = 'import { linearPattern } from "./linear-pattern.js";';

/** The constructor of a pattern's matcher, as a side-effect-free expression. */
export function patternConstructor(source: string): string {
  return needsLinearMatcher(source)
    ? `/*#__PURE__*/ linearPattern(${JSON.stringify(source)})`
    : `/*#__PURE__*/ new RegExp(${JSON.stringify(source)}, "u")`;
}

export function usesLinearMatcher(ir: ModuleIR): boolean {
  let found = false;
  walkSchema(ir.bundle, "", (node) => {
    if (typeof node["pattern"] === "string" && needsLinearMatcher(node["pattern"])) found = true;
    if (isSchemaObject(node["patternProperties"]))
      for (const key of Object.keys(node["patternProperties"])) if (needsLinearMatcher(key)) found = true;
  });
  return found;
}

/**
 * ajv's standalone code builds each pattern once, `const patternN = new RegExp("…", "u");`; the
 * flagged ones are built by the linear matcher instead (both answer `.test(text)`).
 */
export function linearStandalone(code: string): string {
  return code.replace(
    /^(const pattern\d+ = )new RegExp\(("(?:[^"\\]|\\.)*"), "u"\);$/gm,
    (line, head: string, literal: string) =>
      needsLinearMatcher(JSON.parse(literal) as string) ? `${head}/*#__PURE__*/ linearPattern(${literal});` : line,
  );
}

export function emitLinearPattern(ir: ModuleIR): GeneratedFile[] {
  if (!usesLinearMatcher(ir)) return [];
  return copiedRuntime("linear", ["linear-compile.ts", "linear-pattern.ts"], tsHeader(ir.schemaDir));
}
