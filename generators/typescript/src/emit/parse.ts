/**
 * parse.ts: `parse<Union>(input, options)` for every union. Strict mode accepts exactly what the
 * schema accepts; tolerant mode (the default when the module says receivers are tolerant) keeps
 * or strips unknown properties and returns an unknown tag as `{ <tag>, unknown: true, raw }`.
 */
import type { ModuleIR, UnionType } from "@canon/core";
import { guardName, parserName, typeName, unknownMemberName, validatorName } from "../names.js";
import { docComment, file, tsHeader } from "./text.js";

const shared = String.raw`
export type ParseMode = "strict" | "tolerant";

export interface ParseOptions {
  /** "strict" rejects anything the schema rejects; "tolerant" is for receivers of newer peers. */
  readonly mode?: ParseMode;
  /** In tolerant mode, whether properties the schema does not know are kept (default) or removed. */
  readonly unknownProperties?: "keep" | "strip";
}

export type ParseResult<V> = ValidationResult<V>;

const CLOSURE = new Set(["additionalProperties", "unevaluatedProperties"]);

function fail(keyword: string, message: string): ParseResult<never> {
  return { ok: false, errors: [{ path: "", keyword, message }] };
}

function decode(input: unknown): Reading {
  return typeof input === "string" ? readJson(input) : { ok: true, value: input };
}

/** Removes, from a copy, every property a closure error points at. */
function stripUnknown(value: unknown, errors: readonly ValidationIssue[]): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  for (const error of errors) {
    const tokens = error.path.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
    const name = tokens.pop();
    let owner: unknown = copy;
    for (const token of tokens) {
      if (typeof owner !== "object" || owner === null || !Object.prototype.hasOwnProperty.call(owner, token)) owner = undefined;
      else owner = (owner as Record<string, unknown>)[token];
    }
    if (name !== undefined && typeof owner === "object" && owner !== null && Object.prototype.hasOwnProperty.call(owner, name)) {
      delete (owner as Record<string, unknown>)[name];
    }
  }
  return copy;
}

interface UnionParser {
  readonly tag: string;
  readonly tags: ReadonlySet<string>;
  readonly defaultMode: ParseMode;
  readonly guard: (value: unknown) => boolean;
  readonly validate: (value: unknown) => ValidationResult<unknown>;
}

function parseUnion(parser: UnionParser, input: unknown, options: ParseOptions | undefined): ParseResult<unknown> {
  try {
    const decoded = decode(input);
    if (!decoded.ok) return fail(decoded.keyword, decoded.message);
    const value = decoded.value;
    if (parser.guard(value)) return { ok: true, value };
    const result = parser.validate(value);
    if (result.ok) return result;
    if ((options?.mode ?? parser.defaultMode) === "strict") return result;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return result;
    const tag = (value as Record<string, unknown>)[parser.tag];
    if (typeof tag !== "string") return result;
    if (!parser.tags.has(tag)) return { ok: true, value: { [parser.tag]: tag, unknown: true, raw: value } };
    if (!result.errors.every((e) => CLOSURE.has(e.keyword))) return result;
    if (options?.unknownProperties !== "strip") return { ok: true, value };
    return { ok: true, value: stripUnknown(value, result.errors) };
  } catch (error) {
    return fail("limit", ${"`"}cannot be parsed: ${"${(error as Error).message}"}${"`"});
  }
}
`;

export function emitParse(ir: ModuleIR): string {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  const defaultMode = ir.tolerantReceivers ? "tolerant" : "strict";
  if (unions.length === 0) return file([tsHeader(ir.schemaDir), "export {};"]);
  return file([
    tsHeader(ir.schemaDir),
    'import type * as T from "./types.js";',
    `import { ${unions.map((u) => guardName(u.name)).join(", ")} } from "./guards.js";`,
    'import { readJson, type Reading } from "./reading.js";',
    `import { type ValidationIssue, type ValidationResult, ${unions.map((u) => validatorName(u.name)).join(", ")} } from "./validators.js";`,
    shared,
    ...unions.flatMap((u) => unionParser(u, defaultMode)),
  ]);
}

function unionParser(union: UnionType, defaultMode: string): string[] {
  const name = typeName(union.name);
  const unknown = unknownMemberName(union);
  return [
    ...docComment(`A ${name} whose \`${union.tag}\` tag this package does not know; tolerant parsing returns it instead of failing.`),
    `export interface ${unknown} {`,
    `  readonly ${JSON.stringify(union.tag)}: string;`,
    "  readonly unknown: true;",
    "  readonly raw: unknown;",
    "}",
    "",
    `const ${name}Parser: UnionParser = {`,
    `  tag: ${JSON.stringify(union.tag)},`,
    `  tags: new Set([${union.members.map((m) => JSON.stringify(m.tagValue)).join(", ")}]),`,
    `  defaultMode: ${JSON.stringify(defaultMode)},`,
    `  guard: ${guardName(union.name)},`,
    `  validate: ${validatorName(union.name)},`,
    "};",
    "",
    ...docComment(`Parses a ${name} from JSON text or an already-decoded value. Never throws. Default mode: ${defaultMode}.`),
    `export function ${parserName(union.name)}(input: unknown, options: ParseOptions & { readonly mode: "strict" }): ParseResult<T.${name}>;`,
    `export function ${parserName(union.name)}(input: unknown, options?: ParseOptions): ParseResult<T.${name} | ${unknown}>;`,
    `export function ${parserName(union.name)}(input: unknown, options?: ParseOptions): ParseResult<T.${name} | ${unknown}> {`,
    `  return parseUnion(${name}Parser, input, options) as ParseResult<T.${name} | ${unknown}>;`,
    "}",
    "",
  ];
}
