/**
 * parse.ts: `parse<Type>(input, options)` for every type, and `parse(typeName, input, options)`.
 * Strict mode accepts exactly what the schema accepts. Tolerant mode, the default, reads the
 * document as the module's receivers.json says (receivers.ts) and validates what remains; every
 * change is a warning. An unknown tag at the top of a union comes back as `{ <tag>, unknown, raw }`.
 * The guard (guards.ts) decides; a rejection names the type, and its `explain()` imports the
 * validators on demand for every problem with its JSON Pointer.
 */
import { buildReceiverPlan, type ModuleIR, type NamedType, type UnionType } from "@canon-sdk/core";
import { access, guardName, parserName, typeName, unknownMemberName } from "../names.js";
import { docComment, file, tsHeader } from "./text.js";

const shared = `
export type ParseMode = "strict" | "tolerant";

/** How JSON text is read (docs/json-reading.md in the Canon repository). */
export type ParseReading = "canon" | "json-parse";

export interface ParseOptions {
  /** "strict": the schema, nothing else. "tolerant" (default): what a receiver of newer and older peers reads. */
  readonly mode?: ParseMode;
  /**
   * For text only. "canon" (default): the reading every Canon SDK shares, which refuses a repeated
   * key, nesting past MAX_DEPTH, a lone surrogate and a number beyond a 64-bit float's range.
   * "json-parse": JSON.parse's own reading, at its speed, for a receiver that has no peer to
   * disagree with: the last of two equal keys is kept, as are lone surrogates and any depth, and a
   * number beyond range reads as Infinity, which no typed field accepts.
   */
  readonly reading?: ParseReading;
}

export type ParseResult<V> =
  | { readonly ok: true; readonly value: V; readonly warnings: readonly ParseWarning[] }
  | { readonly ok: false; readonly errors: readonly ValidationIssue[]; readonly warnings: readonly ParseWarning[]; readonly explain: () => Promise<readonly ValidationIssue[]> };

const NONE: readonly ParseWarning[] = /*#__PURE__*/ Object.freeze([]);

/** explain() is not enumerable: a result compares and serializes as its data. */
function failure(errors: readonly ValidationIssue[], warnings: readonly ParseWarning[], explain: () => Promise<readonly ValidationIssue[]>): ParseResult<never> {
  return Object.defineProperty({ ok: false, errors, warnings }, "explain", { value: explain }) as ParseResult<never>;
}

function fail(keyword: string, message: string): ParseResult<never> {
  const errors = [{ path: "", keyword, message }];
  return failure(errors, NONE, () => Promise.resolve(errors));
}

/**
 * The guard decides; the validators, a large module, are loaded only to explain a rejection, so
 * that a bundle holding a parser does not hold them.
 */
function reject(name: string, value: unknown, warnings: readonly ParseWarning[]): ParseResult<never> {
  const errors = [{ path: "", keyword: "schema", message: ${"`"}is not a valid ${"${name}"}; explain() or validate() lists every problem${"`"} }];
  const explain = async (): Promise<readonly ValidationIssue[]> => (await import("./explain.js")).explain(name, value);
  return failure(errors, warnings, explain);
}

/**
 * retired: whether a valid document's own tag is retired (a union with retired members), which
 * tolerant parsing still translates. It reads the tag by its name, as the guard does: a read by a
 * key held in a variable is a slow generic lookup across the members' many shapes.
 */
function parseAs(name: string, guard: (value: unknown) => boolean, input: unknown, options: ParseOptions | undefined, retired?: (value: unknown) => boolean): ParseResult<unknown> {
  try {
    let value = input;
    if (typeof input === "string") {
      const reading = options === undefined ? undefined : options.reading;
      const decoded = reading === undefined || reading === "canon" ? readJson(input) : reading === "json-parse" ? readAsJsonParse(input) : undefined;
      if (decoded === undefined) return fail("reading", ${"`"}reading must be "canon" or "json-parse"${"`"});
      if (!decoded.ok) return fail(decoded.keyword, decoded.message);
      value = decoded.value;
    }
    const mode = options === undefined ? "tolerant" : (options.mode ?? "tolerant");
    if (mode === "tolerant") {
      const text = typeof input === "string" ? input : undefined;
      // A text ending with the property learned from earlier documents is tried without it
      // first: the guard refuses it as it came (no member has that property).
      const taken = text !== undefined ? strippedLearned(name, value, text) : undefined;
      if (taken !== undefined) {
        if (guard(value)) return { ok: true, value, warnings: taken.warnings };
        putBack(value as Record<string, unknown>, taken);
      }
      // A valid document passes the guard and is done, unless its own tag is retired.
      if (guard(value)) return retired !== undefined && retired(value) ? tolerant(name, guard, value, undefined, false) : { ok: true, value, warnings: NONE };
      return tolerates(name) ? tolerant(name, guard, value, text) : reject(name, value, NONE);
    }
    if (mode !== "strict") return fail("mode", ${"`"}mode must be "tolerant" or "strict"${"`"});
    return guard(value) ? { ok: true, value, warnings: NONE } : reject(name, value, NONE);
  } catch (error) {
    return fail("limit", ${"`"}cannot be parsed: ${"${(error as Error).message}"}${"`"});
  }
}

/**
 * The receiver's walk (translate, strip), then the guard again on what remains. The first walk
 * trusts values below the top as far as the text allows (trustIn: settled values, or every value),
 * which the guard then checks; only when it rejects a document in which something was trusted does
 * the walk run again, checking each. refused: the guard has refused the document as it came (not
 * so for a valid retired member, which is translated all the same).
 */
function tolerant(name: string, guard: (value: unknown) => boolean, value: unknown, text?: string, refused = true): ParseResult<unknown> {
  const trust = trustIn(text);
  let read = strippedAtTop(name, value, trust) ?? tolerate(name, value, trust);
  if (read.unknownTag !== undefined) return { ok: true, value: { [unionTags[name] as string]: read.unknownTag, unknown: true, raw: value }, warnings: read.warnings };
  // A walk that changed nothing leaves the guard's verdict on the document as it came.
  if ((read.value !== value || !refused) && guard(read.value)) return { ok: true, value: read.value, warnings: read.warnings };
  if (read.trusted !== true) return reject(name, read.value, read.warnings);
  read = tolerate(name, value);
  return guard(read.value) ? { ok: true, value: read.value, warnings: read.warnings } : reject(name, read.value, read.warnings);
}
`;

export function emitParse(ir: ModuleIR): string {
  const unions = ir.types.filter((t): t is UnionType => t.kind === "union");
  const retiring = retiredTags(ir);
  return file([
    tsHeader(ir.schemaDir),
    'import type * as T from "./types.js";',
    'import type { TypeName } from "./constants.js";',
    'import type { ValidationIssue } from "./validators.js";',
    `import { ${ir.types.map((t) => guardName(t.name)).join(", ")} } from "./guards.js";`,
    'import { readAsJsonParse, readJson } from "./reading.js";',
    'import { type ParseWarning, putBack, strippedAtTop, strippedLearned, tolerate, tolerates, trustIn } from "./receivers.js";',
    "",
    'export type { ParseWarning, ParseWarningCode } from "./receivers.js";',
    "",
    `const unionTags: Readonly<Record<string, string>> = { ${unions.map((u) => `${JSON.stringify(u.name)}: ${JSON.stringify(u.tag)}`).join(", ")} };`,
    `const guards: Readonly<Record<string, (value: unknown) => boolean>> = { ${ir.types.map((t) => `${JSON.stringify(t.name)}: ${guardName(t.name)}`).join(", ")} };`,
    ...(retiring.length === 0
      ? []
      : [
          "",
          ...retiring.flatMap(([union, tags]) => retiredCheck(union, tags)),
          `const retirementChecks: Readonly<Record<string, (value: unknown) => boolean>> = { ${retiring.map(([u]) => `${JSON.stringify(u.name)}: ${retiredName(u.name)}`).join(", ")} };`,
        ]),
    shared,
    ...docComment(
      "Parses a document of the type named `typeName` from JSON text or an already-decoded value. Never throws.",
    ),
    "export function parse(typeName: TypeName, input: unknown, options?: ParseOptions): ParseResult<unknown> {",
    "  const guard = guards[typeName] ?? (() => false);",
    `  return parseAs(typeName, guard, input, options${retiring.length === 0 ? "" : ", retirementChecks[typeName]"});`,
    "}",
    "",
    ...ir.types.flatMap((t) =>
      typeParser(
        t,
        retiring.some(([u]) => u === t),
      ),
    ),
  ]);
}

/** One name per union, `retired<Type>`: no other name of parse.ts begins with "retired". */
const retiredName = (union: string): string => `retired${typeName(union)}`;

/** The unions with retired members (the module's receivers.json), with their retired tags. */
function retiredTags(ir: ModuleIR): [UnionType, string[]][] {
  const plan = ir.receivers ?? buildReceiverPlan(ir, undefined);
  return ir.types.flatMap((t): [UnionType, string[]][] => {
    const planned = plan.types[t.name];
    if (t.kind !== "union" || planned?.kind !== "union") return [];
    const tags = Object.keys(planned.retired);
    return tags.length > 0 ? [[t, tags]] : [];
  });
}

/** The check, its tags held by the closure (the annotated call keeps it tree-shakable). */
function retiredCheck(union: UnionType, tags: readonly string[]): string[] {
  const tag = access(`(value as { readonly ${JSON.stringify(union.tag)}: unknown })`, union.tag);
  return [
    `/** Whether a valid ${typeName(union.name)} is a retired member, which tolerant parsing translates. */`,
    `const ${retiredName(union.name)} = /*#__PURE__*/ ((tags: readonly unknown[]) => (value: unknown): boolean => tags.includes(${tag}))(${JSON.stringify(tags)});`,
  ];
}

function typeParser(type: NamedType, retires: boolean): string[] {
  const name = typeName(type.name);
  const call = `parseAs(${JSON.stringify(type.name)}, ${guardName(type.name)}, input, options${retires ? `, ${retiredName(type.name)}` : ""})`;
  const doc = docComment(
    `Parses a ${name} from JSON text or an already-decoded value. Never throws. Default mode: tolerant.`,
  );
  if (type.kind !== "union") {
    return [
      ...doc,
      `export function ${parserName(type.name)}(input: unknown, options?: ParseOptions): ParseResult<T.${name}> {`,
      `  return ${call} as ParseResult<T.${name}>;`,
      "}",
      "",
    ];
  }
  const unknown = unknownMemberName(type);
  return [
    ...docComment(
      `A ${name} whose \`${type.tag}\` tag this package does not know; tolerant parsing returns it instead of failing.`,
    ),
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
