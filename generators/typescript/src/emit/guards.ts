/**
 * guards.ts: `is<Type>(value): value is <Type>` for every type, emitted as plain code from the IR.
 * Unions switch on their tag; objects check required fields, scalar types, consts, enums,
 * bounds, patterns, formats and closure exactly as the schema says. Exported guards wrap the
 * internal checks in try/catch so that no input (getters that throw, nesting deep enough to
 * exhaust the stack) can make them throw.
 */
import {
  beyondIR,
  type EnumType,
  type ModuleIR,
  type NamedType,
  type ObjectType,
  type UnionType,
} from "@canon-sdk/core";
import { access, checkName, guardName, typeName, validatorName } from "../names.js";
import { formatChecker, formatsImport, formatsUsed } from "./formats.js";
import { LINEAR_IMPORT, usesLinearMatcher } from "./linear.js";
import { HelperPool, IS_RECORD, isObjectExpression, shapeCheck } from "./shape-check.js";
import { docComment, file, tsHeader } from "./text.js";

export function emitGuards(ir: ModuleIR): string {
  const pool = new HelperPool();
  const checkers = formatsUsed(ir).map(formatChecker).sort();
  const checks = ir.types.map((t) => checkFunction(t, pool));
  // Types whose schema says more than the typed checks read (`not`, `if`/`then`/`else`,
  // `dependentRequired`, …), themselves or in a value they hold: the schema's own validator has
  // the last word, after the typed checks have turned away what they can.
  const beyond = new Set(beyondIR(ir, { marks: true }).keys());
  const exported = ir.types.flatMap((t) => [
    ...docComment(`Whether \`value\` is a ${typeName(t.name)}. Never throws.`),
    `export function ${guardName(t.name)}(value: unknown): value is T.${typeName(t.name)} {`,
    "  try {",
    beyond.has(t.name)
      ? `    return ${checkName(t.name)}(value) && ${validatorName(t.name)}(value);`
      : `    return ${checkName(t.name)}(value);`,
    "  } catch {",
    "    return false;",
    "  }",
    "}",
    "",
  ]);
  return file([
    tsHeader(ir.schemaDir),
    "/* eslint-disable */",
    'import type * as T from "./types.js";',
    'import { allDistinct, isMultipleOf, lengthWithin } from "./runtime.js";',
    ...formatsImport(checkers),
    ...(usesLinearMatcher(ir) ? [LINEAR_IMPORT] : []),
    ...(beyond.size === 0
      ? []
      : [`import { ${[...beyond].sort().map(validatorName).join(", ")} } from "./standalone.js";`]),
    "",
    "// Silences unused-import checks in modules that need no helper of a kind.",
    `void ${["allDistinct", "isMultipleOf", "lengthWithin", ...checkers].join(", ")};`,
    "",
    // Shape helpers of the pool use it too: a module whose only object is a map has none elsewhere.
    ...([...checks, ...pool.declarations()].some((c) => c.includes("isRecord(")) ? [IS_RECORD, ""] : []),
    ...pool.declarations().flatMap((d) => [d, ""]),
    ...checks.flatMap((c) => [c, ""]),
    ...exported,
  ]);
}

function checkFunction(type: NamedType, pool: HelperPool): string {
  const head = `function ${checkName(type.name)}(value: any): boolean {`;
  switch (type.kind) {
    case "object":
      return [head, ...objectBody(type, pool), "}"].join("\n");
    case "union":
      return [head, ...unionBody(type), "}"].join("\n");
    case "enum":
      return [head, ...enumBody(type), "}"].join("\n");
    case "alias": {
      const check = shapeCheck(type.shape, "value", pool, type.name);
      // A check that accepts anything does not read its argument; the underscore says so to tsc.
      const own = check === "true" ? head.replace("(value: any)", "(_value: unknown)") : head;
      return [own, `  return ${check};`, "}"].join("\n");
    }
  }
}

function objectBody(type: ObjectType, pool: HelperPool): string[] {
  const lines = [`  if (!(${isObjectExpression("value")})) return false;`];
  const known = type.properties.map((p) => `case ${JSON.stringify(p.wireName)}:`);
  // Keys first: a document from a newer producer fails here, before any nested check runs, and the
  // tolerant parser that strips the key and checks again pays for the nested checks once.
  // A closed object that declares no property takes no key (a switch with no case would not parse).
  if (type.closed && known.length === 0) lines.push("  if (Object.keys(value).length > 0) return false;");
  else if (type.closed) {
    lines.push(
      "  for (const key in value) {",
      "    switch (key) {",
      ...known.map((k) => `      ${k}`),
      "        break;",
      "      default:",
      "        return false;",
      "    }",
      "  }",
    );
  }
  for (const property of type.properties) {
    const v = access("value", property.wireName);
    const check = shapeCheck(property.shape, v, pool, `${type.name}.${property.wireName}`);
    if (property.required)
      lines.push(`  if (${v} === undefined${check === "true" ? "" : ` || !${wrap(check)}`}) return false;`);
    else if (check !== "true") lines.push(`  if (${v} !== undefined && !${wrap(check)}) return false;`);
  }
  if (!type.closed && type.additional !== undefined) {
    const check = shapeCheck(type.additional, "value[key]", pool, `${type.name} additional properties`);
    if (check !== "true") {
      const skip =
        known.length === 0
          ? []
          : ["    switch (key) {", ...known.map((k) => `      ${k}`), "        continue;", "    }"];
      lines.push("  for (const key in value) {", ...skip, `    if (!${wrap(check)}) return false;`, "  }");
    }
  }
  lines.push("  return true;");
  return lines;
}

function unionBody(type: UnionType): string[] {
  return [
    `  if (!(${isObjectExpression("value")})) return false;`,
    `  switch (${access("value", type.tag)}) {`,
    ...type.members.flatMap((m) => [
      `    case ${JSON.stringify(m.tagValue)}:`,
      `      return ${checkName(m.typeName)}(value);`,
    ]),
    "    default:",
    "      return false;",
    "  }",
  ];
}

function enumBody(type: EnumType): string[] {
  return [
    "  switch (value) {",
    ...type.values.map((v) => `    case ${JSON.stringify(v)}:`),
    "      return true;",
    "    default:",
    "      return false;",
    "  }",
  ];
}

function wrap(expression: string): string {
  return /^[\w$.[\]"]+\(.*\)$/.test(expression) && !expression.includes(" ") ? expression : `(${expression})`;
}
