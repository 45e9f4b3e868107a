/**
 * The record of the JSON Schema Test Suite run (test-suite.test.ts): test-suite.md, rendered from
 * what each language's validator answered, and why each known disagreement is there.
 */
import type { Group } from "./test-suite-groups.js";
import { FORMATS, SUITE_VERSION } from "./test-suite-groups.js";

/** What answers: each language's validator, and TypeScript's guard (with parse, which agrees). */
export type Column = "typescript" | "guard" | "python" | "go";
const COLUMNS: readonly Column[] = ["typescript", "guard", "python", "go"];

export interface DraftResult {
  readonly draft: string;
  readonly groups: readonly Group[];
  /** Per column, one verdict ("1", "0") per test of every generated group, in order. */
  readonly verdicts: Readonly<Record<Column, readonly string[]>>;
}

const RECURSIVE = "`$recursiveRef` is read as `$ref` (docs/input.md): its dynamic scope is not followed";
const DYNAMIC =
  "`$dynamicRef` is read as a `$ref` to where it first resolves, in every language (docs/input.md): its dynamic scope is not followed";
const AJV = "ajv (TypeScript's validator, and so its guards)";
const AJV_CONTAINS = `${AJV} does not count the items \`contains\` matches as evaluated`;
const LONE_IF = "an `if` alone asserts nothing and is left out, here as in ajv: what it evaluates is not counted";
const TYPED_OBJECT =
  "the typed readings (guards, parse, Python, Go) read `properties` without `type` as an object (docs/input.md; CANON217 warns)";

/**
 * Why a group's tests disagree, by the group's description (as the suite words it in every draft)
 * or by suite file. Each is a reading Canon documents (docs/input.md) or a gap it names.
 */
export const reasons: Readonly<Record<string, string>> = {
  format: "Canon asserts the formats ajv-formats knows (docs/input.md); the suite reads `format` as an annotation",
  "validation of e-mail addresses":
    "every language reads `email` as ajv-formats does (docs/input.md): a dot-atom local part at a host name; a quoted local part and an address literal (RFC 5321 §4.1.2) are refused",
  "refs to historic drafts are processed as historic drafts":
    "every file is read in 2020-12's keywords (docs/input.md): a 2019-09 file's `prefixItems`, which 2019-09 does not have, is read as a tuple",
  "all integers are multiples of 0.5, if overflow is handled":
    "every language divides as ajv does: 1e308 / 0.5 overflows to infinity, which is no whole multiple",
  "validation of IPv6 addresses":
    "every language reads `ipv6` as ajv-formats does (docs/input.md), which accepts a zone id (`%eth1`, RFC 6874) after the address",
  recursiveRef: RECURSIVE,
  "unevaluatedItems with $recursiveRef": RECURSIVE,
  "unevaluatedProperties with $recursiveRef": RECURSIVE,
  dynamicRef: DYNAMIC,
  "unevaluatedItems with $dynamicRef": DYNAMIC,
  "unevaluatedProperties with $dynamicRef": DYNAMIC,
  "object properties validation": TYPED_OBJECT,
  "required validation": TYPED_OBJECT,
  "additionalProperties being false does not allow other properties": TYPED_OBJECT,
  "root pointer ref": TYPED_OBJECT,
  "simple URN base URI with $ref via the URN": TYPED_OBJECT,
  "properties whose names are Javascript object property names": `${TYPED_OBJECT}; ajv leaves a property named \`__proto__\` out of \`properties\` (docs/input.md)`,
  "unevaluatedProperties with if/then/else, then not defined": `${AJV} counts the properties a failing \`if\` evaluated`,
  "unevaluatedItems with nested items": `${AJV} counts the items of a passing \`anyOf\` option otherwise`,
  "unevaluatedItems depends on adjacent contains": AJV_CONTAINS,
  "unevaluatedItems depends on multiple nested contains": AJV_CONTAINS,
  "unevaluatedItems and contains interact to control item dependency relationship": AJV_CONTAINS,
  "unevaluatedProperties can see annotations from if without then and else": LONE_IF,
  "unevaluatedItems can see annotations from if without then and else": LONE_IF,
};

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
const verdictOf = (v: string | undefined) => (v === "1" ? "valid" : v === "0" ? "invalid" : (v ?? "missing"));

export function renderRecord(results: readonly DraftResult[]): string {
  const summary: string[] = [];
  const refused: string[] = [];
  const disagreeing: string[] = [];
  const unexplained: string[] = [];
  for (const { draft, groups, verdicts } of results) {
    const generated = groups.filter((g) => g.refused === undefined);
    const judged = generated.flatMap((g) => g.tests.map((t) => ({ g, t })));
    const agree = COLUMNS.map((l) => judged.filter(({ t }, i) => verdicts[l][i] === (t.valid ? "1" : "0")).length);
    summary.push(
      `| ${draft} | ${groups.length} | ${generated.length} | ${judged.length} | ${agree.map((a) => `${a} (${((100 * a) / judged.length).toFixed(1)}%)`).join(" | ")} |`,
    );
    const byCode = new Map<string, string[]>();
    for (const g of groups)
      if (g.refused !== undefined) byCode.set(g.refused, [...(byCode.get(g.refused) ?? []), `${g.file}#${g.index}`]);
    for (const [codes, names] of [...byCode].sort())
      refused.push(`| ${draft} | ${codes} | ${names.length} | ${names.join(", ")} |`);
    judged.forEach(({ g, t }, i) => {
      const got = COLUMNS.map((l) => verdicts[l][i]);
      if (got.every((v) => v === (t.valid ? "1" : "0"))) return;
      // A difference nobody has explained fails the test, whatever the record says.
      const why = reasons[g.description] ?? reasons[g.file];
      if (why === undefined) {
        unexplained.push(`${draft} ${g.file}#${g.index} (${g.description}): ${t.description} [${got.join(" ")}]`);
        return;
      }
      disagreeing.push(
        `| ${draft} | ${g.file}#${g.index}: ${cell(g.description)} | ${cell(t.description)} | ${t.valid ? "valid" : "invalid"} | ${got.map((v) => (v === (t.valid ? "1" : "0") ? "" : `**${verdictOf(v)}**`)).join(" | ")} | ${cell(why)} |`,
      );
    });
  }
  if (unexplained.length > 0) throw new Error(`disagreements with no reason:\n${unexplained.join("\n")}`);
  return [
    "<!-- written by test/outside/test-suite.test.ts with CANON_SUITE_RECORD=1; do not edit -->",
    "# The JSON Schema Test Suite, through Canon",
    "",
    `Every test group of the JSON Schema Test Suite as the jsonschema ${SUITE_VERSION} source distribution ships it (json/tests/<draft>, and 2020-12's \`optional/\` too; of its format files, those of the formats Canon asserts: ${FORMATS.join(", ")}), and the groups this repository writes in the suite's form where the engines behind the generated validators read a pattern otherwise than ECMAScript and the suite has no test (\`test/outside/suite-own\`, the \`canon/\` lanes), each group's schema a file of one module per draft, generated with no configuration for TypeScript, Python and Go. Each generated package's own validator (TypeScript \`validate\`, Python \`validate\`, Go \`Validate\`) judges every instance of the suite, and so do TypeScript's guard (\`is<Type>\`) and \`parse\` (which always agree with each other); the suite gives the verdict the specification asks for. The typed readings (the guard and parse, Python's and Go's models) read \`properties\` without \`type\` as an object (docs/input.md; lint CANON217 says where).`,
    "",
    "| draft | groups | generated | tests judged | TypeScript `validate` | TypeScript `is…`, `parse` | Python `validate` | Go `Validate` |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...summary,
    "",
    "## Groups Canon refuses",
    "",
    "Each with the diagnostic `canon generate` stops at, compiled alone (the catalog: generators/core/src/diagnostic-catalog.ts).",
    "",
    "| draft | codes | groups | which (file#group) |",
    "| --- | --- | --- | --- |",
    ...refused,
    "",
    "## Tests a language answers otherwise than the suite",
    "",
    "A cell shows the verdict of a language that disagrees; an empty cell agrees.",
    "",
    "| draft | group | test | suite | TypeScript `validate` | TypeScript `is…`, `parse` | Python | Go | why |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...disagreeing,
    "",
  ].join("\n");
}
