/**
 * parse.ts: `parse<Type>(input, options)` for every type, and `parse(typeName, input, options)`.
 * Strict mode accepts exactly what the schema accepts. Tolerant mode, the default, reads the
 * document as the module's receivers.json says (receivers.ts) and validates what remains; every
 * change is a warning. An unknown tag at the top of a union comes back as `{ <tag>, unknown, raw }`.
 */
import type { ModuleIR, NamedType, UnionType } from "@canon-sdk/core";
import { guardName, parserName, typeName, unknownMemberName, validatorName } from "../names.js";
import { docComment, file, tsHeader } from "./text.js";

const shared = String.raw`
export type ParseMode = "strict" | "tolerant";

export interface ParseOptions {
  /** "strict": the schema, nothing else. "tolerant" (default): what a receiver of newer and older peers reads. */
  readonly mode?: ParseMode;
}

export type ParseResult<V> =
  | { readonly ok: true; readonly value: V; readonly warnings: readonly ParseWarning[] }
  | { readonly ok: false; readonly errors: readonly ValidationIssue[]; readonly warnings: readonly ParseWarning[] };

const NONE: readonly ParseWarning[] = Object.freeze([]);

function fail(keyword: string, message: string): ParseResult<never> {
  return { ok: false, errors: [{ path: "", keyword, message }], warnings: NONE };
}

function decode(input: unknown): Reading {
  return typeof input === "string" ? readJson(input) : { ok: true, value: input };
}

function parseAs(name: string, guard: (value: unknown) => boolean, check: (value: unknown) => ValidationResult<unknown>, input: unknown, options: ParseOptions | undefined): ParseResult<unknown> {
  try {
    const decoded = decode(input);
    if (!decoded.ok) return fail(decoded.keyword, decoded.message);
    const mode = options?.mode ?? "tolerant";
    if (mode !== "tolerant" && mode !== "strict") return fail("mode", ${"`"}mode must be "tolerant" or "strict"${"`"});
    if (mode === "strict" || !tolerates(name)) {
      if (guard(decoded.value)) return { ok: true, value: decoded.value, warnings: NONE };
      const result = check(decoded.value);
      return result.ok ? { ok: true, value: result.value, warnings: NONE } : { ...result, warnings: NONE };
    }
    // Tolerant: a valid document passes the guard and is done, unless its own tag is retired.
    // Otherwise the walk, then the guard again; the validator runs only to explain a rejection.
    if (guard(decoded.value) && !retiredAtRoot(name, decoded.value)) return { ok: true, value: decoded.value, warnings: NONE };
    const read = tolerate(name, decoded.value);
    if (read.unknownTag !== undefined) return { ok: true, value: { [unionTags[name] as string]: read.unknownTag, unknown: true, raw: decoded.value }, warnings: read.warnings };
    if (guard(read.value)) return { ok: true, value: read.value, warnings: read.warnings };
    const result = check(read.value);
    return result.ok ? { ok: true, value: result.value, warnings: read.warnings } : { ...result, warnings: read.warnings };
  } catch (error) {
    return fail("limit", ${"`"}cannot be parsed: ${"${(error as Error).message}"}${"`"});
  }
}
`;

export function emitParse(ir: ModuleIR): string {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  return file([
    tsHeader(ir.schemaDir),
    'import type * as T from "./types.js";',
    'import type { TypeName } from "./constants.js";',
    `import { type ValidationIssue, type ValidationResult, validate, ${ir.types.map((t) => validatorName(t.name)).join(", ")} } from "./validators.js";`,
    `import { ${ir.types.map((t) => guardName(t.name)).join(", ")} } from "./guards.js";`,
    'import { readJson, type Reading } from "./reading.js";',
    'import { type ParseWarning, retiredAtRoot, tolerate, tolerates } from "./receivers.js";',
    "",
    "export type { ParseWarning, ParseWarningCode } from \"./receivers.js\";",
    "",
    `const unionTags: Readonly<Record<string, string>> = { ${unions.map((u) => `${JSON.stringify(u.name)}: ${JSON.stringify(u.tag)}`).join(", ")} };`,
    `const guards: Readonly<Record<string, (value: unknown) => boolean>> = { ${ir.types.map((t) => `${JSON.stringify(t.name)}: ${guardName(t.name)}`).join(", ")} };`,
    shared,
    ...docComment("Parses a document of the type named `typeName` from JSON text or an already-decoded value. Never throws."),
    "export function parse(typeName: TypeName, input: unknown, options?: ParseOptions): ParseResult<unknown> {",
    "  const guard = guards[typeName] ?? (() => false);",
    "  return parseAs(typeName, guard, (value) => validate(typeName, value), input, options);",
    "}",
    "",
    ...ir.types.flatMap((t) => typeParser(t)),
  ]);
}

function typeParser(type: NamedType): string[] {
  const name = typeName(type.name);
  const call = `parseAs(${JSON.stringify(type.name)}, ${guardName(type.name)}, ${validatorName(type.name)}, input, options)`;
  const doc = docComment(`Parses a ${name} from JSON text or an already-decoded value. Never throws. Default mode: tolerant.`);
  if (type.kind !== "union") {
    return [...doc, `export function ${parserName(type.name)}(input: unknown, options?: ParseOptions): ParseResult<T.${name}> {`, `  return ${call} as ParseResult<T.${name}>;`, "}", ""];
  }
  const unknown = unknownMemberName(type);
  return [
    ...docComment(`A ${name} whose \`${type.tag}\` tag this package does not know; tolerant parsing returns it instead of failing.`),
    `export interface ${unknown} {`,
    `  readonly ${JSON.stringify(type.tag)}: string;`,
    "  readonly unknown: true;",
    "  readonly raw: unknown;",
    "}",
    "",
    ...doc,
    `export function ${parserName(type.name)}(input: unknown, options: ParseOptions & { readonly mode: "strict" }): ParseResult<T.${name}>;`,
    `export function ${parserName(type.name)}(input: unknown, options?: ParseOptions): ParseResult<T.${name} | ${unknown}>;`,
    `export function ${parserName(type.name)}(input: unknown, options?: ParseOptions): ParseResult<T.${name} | ${unknown}> {`,
    `  return ${call} as ParseResult<T.${name} | ${unknown}>;`,
    "}",
    "",
  ];
}
