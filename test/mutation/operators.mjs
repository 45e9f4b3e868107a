// The weakenings the mutation run applies, one at a time, to the checks the generators emit for a
// module. Each operator names the kind of check it targets, the generated file, and a pattern of
// the emitted code (the generators' output is regular, so the checks are found structurally);
// `to` rewrites one match. Every match of every operator is one mutant.

/** @typedef {{ kind: string, file: string, find: RegExp, to: (match: RegExpExecArray) => string, owner?: RegExp }} Operator */

// Where a match sits, for the report: the enclosing check function, class or Go method.
const tsOwner = /function check(\w+)\(/g;
const pyOwner = /^class (\w+)\(|^(\w+) = Annotated\[/gm;
const goOwner =
  /^func (?:\(v (\w+)\) Validate|decode(\w+)|(shape\w+)|\(r \*(\w+)\) check|\(d \*decoder\) (\w+))\(|^var (shape\w+)/gm;

/** Schemata for a statement that is skipped while mutant n is active: `m` is its indentation. */
const skipStatement = (m, n) => `${m[0]}if (!__m(${n})) `;

const flipCase = (text) => (text === text.toUpperCase() ? text.toLowerCase() : text.toUpperCase());

/** @type {Record<string, Operator[]>} */
export const operators = {
  // TypeScript and Go are compiled once with every mutant in place as a switch (mutant schemata):
  // `__m(n)` / `mutant(n)` is true only for the active mutant. `find` matches exactly the span a
  // mutant rewrites; `guard(m, n, inner)` is that span with mutant n switchable, where `inner` is
  // the span with earlier mutants of the same span already applied.
  typescript: [
    // `if (value.x !== undefined && !(…)) return false;`, the check of one property, and the array checks.
    {
      kind: "drop property check",
      file: "src/guards.ts",
      find: /^ {2}(?=if \(value\.\w+ (?:!==|===) undefined (?:&&|\|\|) !.*\) return false;$)/gm,
      guard: skipStatement,
      owner: tsOwner,
    },
    {
      kind: "array or item check dropped",
      file: "src/guards.ts",
      find: /^ {2,4}(?=if \((?:!Array\.isArray\(value\)|value\.length [<>]=? \d+|!\(check\w+\(item\)\))\) return false;$)/gm,
      guard: skipStatement,
      owner: tsOwner,
    },
    {
      kind: "required made optional",
      file: "src/guards.ts",
      find: /(?<=^ {2}if \()value\.\w+ === undefined \|\| /gm,
      guard: (m, n) => `${m[0].slice(0, -4)}? !__m(${n}) : `,
      owner: tsOwner,
    },
    {
      kind: "integer check relaxed to number",
      file: "src/guards.ts",
      find: /Number\.is(?:Safe)?Integer\(([\w.]+)\)/g,
      guard: (m, n, inner) => `(__m(${n}) ? typeof ${m[1]} === "number" : ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "lower bound dropped",
      file: "src/guards.ts",
      find: /(?<= && )[\w.]+ >=? -?[\d.e+]+/g,
      guard: (m, n, inner) => `(__m(${n}) || ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "upper bound dropped",
      file: "src/guards.ts",
      find: /(?<= && )[\w.]+ <=? -?[\d.e+]+/g,
      guard: (m, n, inner) => `(__m(${n}) || ${inner})`,
      owner: tsOwner,
    },
    {
      kind: ">= relaxed to >",
      file: "src/guards.ts",
      find: /(?<= && )([\w.]+) >= (-?[\d.e+]+)/g,
      guard: (m, n, inner) => `(__m(${n}) ? ${m[1]} > ${m[2]} : ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "<= relaxed to <",
      file: "src/guards.ts",
      find: /(?<= && )([\w.]+) <= (-?[\d.e+]+)/g,
      guard: (m, n, inner) => `(__m(${n}) ? ${m[1]} < ${m[2]} : ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "literal check dropped",
      file: "src/guards.ts",
      find: /\(([\w.]+) === ("[^"]*")\)/g,
      guard: (m, n, inner) => `(__m(${n}) ? typeof ${m[1]} === "string" : ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "type check dropped",
      file: "src/guards.ts",
      find: /!\(typeof ([\w.]+) === "(?:string|boolean|number)"\)/g,
      guard: (m, n, inner) => `(__m(${n}) ? false : ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "not-null check dropped",
      file: "src/guards.ts",
      find: /!\(([\w.]+) !== null\)/g,
      guard: (m, n, inner) => `(__m(${n}) ? false : ${inner})`,
      owner: tsOwner,
    },
    {
      kind: "closure dropped",
      file: "src/guards.ts",
      find: /(?<= {6}default:\n {8})return false;/g,
      guard: (m, n) => `if (__m(${n})) break;\n        return false;`,
      owner: tsOwner,
    },
    {
      kind: "unknown tag or enum value accepted",
      file: "src/guards.ts",
      find: /(?<= {4}default:\n {6})return false;/g,
      guard: (m, n) => `if (__m(${n})) return true;\n      return false;`,
      owner: tsOwner,
    },
    {
      kind: "union member check dropped",
      file: "src/guards.ts",
      find: /(?<=\n {6})return check\w+\(value\);/g,
      guard: (m, n) => `if (__m(${n})) return true;\n      ${m[0]}`,
      owner: tsOwner,
    },
    {
      kind: "pattern dropped",
      file: "src/guards.ts",
      find: /PATTERN_\d+\.test\(\w+\)/g,
      guard: (m, n, inner) => `(__m(${n}) || ${inner})`,
      owner: tsOwner,
    },
  ],
  python: [
    {
      kind: "lower bound dropped",
      file: "canon_{module}/models.py",
      find: /(Integer|Number)\(ge=-?[\d.e+]+, /g,
      to: (m) => `${m[1]}(`,
      owner: pyOwner,
    },
    {
      kind: "upper bound dropped",
      file: "canon_{module}/models.py",
      find: /(Integer|Number)\((ge=-?[\d.e+]+, )?le=-?[\d.e+]+\)/g,
      to: (m) => `${m[1]}(${(m[2] ?? "").replace(/, $/, "")})`,
      owner: pyOwner,
    },
    { kind: ">= relaxed to >", file: "canon_{module}/models.py", find: /\bge=/g, to: () => "gt=", owner: pyOwner },
    { kind: "<= relaxed to <", file: "canon_{module}/models.py", find: /\ble=/g, to: () => "lt=", owner: pyOwner },
    {
      kind: "integer check relaxed to number",
      file: "canon_{module}/models.py",
      find: /Annotated\[int, Integer\(/g,
      to: () => 'Annotated[float, __import__(__package__ + "._json_types", fromlist=["Number"]).Number(',
      owner: pyOwner,
    },
    {
      kind: "required made optional",
      file: "canon_{module}/models.py",
      find: /= Field\(alias=/g,
      to: () => "= Field(default=None, alias=",
      owner: pyOwner,
    },
    // A discriminated union needs literal tags, so the literal is widened instead of dropped.
    {
      kind: "literal widened to its case-changed neighbour",
      file: "canon_{module}/models.py",
      find: /: Literal\[("[^"]*")\]/g,
      to: (m) => `: Literal[${m[1]}, ${flipCase(m[1])}]`,
      owner: pyOwner,
    },
    {
      kind: "closure dropped",
      file: "canon_{module}/models.py",
      find: /extra="forbid"/g,
      to: () => 'extra="allow"',
      owner: pyOwner,
    },
    {
      kind: "not-null check dropped",
      file: "canon_{module}/models.py",
      find: /\b(?:NotNull|NonNullJson)\(\)/g,
      to: () => "Field()",
      owner: pyOwner,
    },
    {
      kind: "strict boolean relaxed",
      file: "canon_{module}/models.py",
      find: /\bStrictBool\]/g,
      to: () => "bool]",
      owner: pyOwner,
    },
    {
      kind: "item count dropped",
      file: "canon_{module}/models.py",
      find: /Container\(min_size=\d+\)/g,
      to: () => "Container()",
      owner: pyOwner,
    },
    {
      kind: "pattern dropped",
      file: "canon_{module}/models.py",
      find: /, pattern="(?:[^"\\]|\\.)*"/g,
      to: () => "",
      owner: pyOwner,
    },
  ],
  // Go mutants are switched by `mutant(n)`, which reads CANON_MUTANT; `to` shows the plain weakening.
  go: [
    {
      kind: "Validate check removed",
      file: "objects.go",
      find: /if err := (\w+\([^;]*\)); err != nil \{/g,
      to: (m) => `if err := error(nil); err != nil || (false && ${m[1]} != nil) {`,
      guard: (m, n) => m[0].replace("err != nil {", `err != nil && !mutant(${n}) {`),
      owner: goOwner,
    },
    {
      kind: "required check removed",
      file: "objects.go",
      find: /if !seen\[\d+\] \{\n\t\treturn v, missing/g,
      to: (m) => m[0].replace("if !seen", "if false && !seen"),
      guard: (m, n) => m[0].replace("] {", `] && !mutant(${n}) {`),
      owner: goOwner,
    },
    {
      kind: "closure dropped",
      file: "objects.go",
      find: /err = unknownProperty\(\)/g,
      to: () => "_, err = d.readRaw()",
      guard: (m, n) => `if mutant(${n}) { _, err = d.readRaw() } else { err = unknownProperty() }`,
      owner: goOwner,
    },
    {
      kind: "literal read relaxed",
      file: "shapes.go",
      find: /return readConst\(d, "[^"]*"\)/g,
      to: () => "return d.readString()",
      guard: (m, n) => `if mutant(${n}) {\n\t\treturn d.readString()\n\t}\n\t${m[0]}`,
      owner: goOwner,
    },
    {
      kind: "literal check dropped",
      file: "shapes.go",
      find: /return constEquals\(v, "[^"]*"\)/g,
      to: () => "return nil",
      guard: (m, n) => `if mutant(${n}) {\n\t\treturn nil\n\t}\n\t${m[0]}`,
      owner: goOwner,
    },
    {
      kind: "lower bound dropped",
      file: "shapes.go",
      find: /hasMin: true/g,
      to: () => "hasMin: false",
      guard: (m, n) => `hasMin: !mutant(${n})`,
      owner: goOwner,
    },
    {
      kind: "upper bound dropped",
      file: "shapes.go",
      find: /hasMax: true/g,
      to: () => "hasMax: false",
      guard: (m, n) => `hasMax: !mutant(${n})`,
      owner: goOwner,
    },
    {
      kind: "pattern dropped",
      file: "shapes.go",
      find: /pattern: regexp\.MustCompile\("(?:[^"\\]|\\.)*"\)/g,
      to: () => 'pattern: regexp.MustCompile("")',
      guard: (m, n) => `pattern: pick(${n}, regexp.MustCompile(""), ${m[0].slice("pattern: ".length)})`,
      owner: goOwner,
    },
    {
      kind: "item check removed",
      file: "shapes.go",
      find: /if err := (check\w+\(item\)); err != nil \{/g,
      to: (m) => `if err := error(nil); err != nil || (false && ${m[1]} != nil) {`,
      guard: (m, n) => m[0].replace("err != nil {", `err != nil && !mutant(${n}) {`),
      owner: goOwner,
    },
    {
      kind: "item count dropped",
      file: "shapes.go",
      find: /countWithin\(len\(v\), (\d+)/g,
      to: (m) => m[0].replace(/\d+$/, "0"),
      guard: (m, n) => `countWithin(len(v), pick(${n}, 0, ${m[1]})`,
      owner: goOwner,
    },
    {
      kind: "enum check dropped",
      file: "enums.go",
      find: /return &ValidationError\{Code: CodeEnum, [^\n]*/g,
      to: () => "return nil",
      guard: (m, n) => `if mutant(${n}) {\n\t\treturn nil\n\t}\n\t${m[0]}`,
      owner: goOwner,
    },
    {
      kind: "unknown tag accepted",
      file: "unions.go",
      find: /if d\.strict \{/g,
      to: () => "if false && d.strict {",
      guard: (m, n) => `if d.strict && !mutant(${n}) {`,
      owner: goOwner,
    },
    {
      kind: "integer check relaxed to number",
      file: "runtime_read_int.go",
      find: /if f != math\.Trunc\(f\) \{/g,
      to: () => "if false && f != math.Trunc(f) {",
      guard: (m, n) => `if f != math.Trunc(f) && !mutant(${n}) {`,
      owner: goOwner,
    },
    {
      kind: ">= relaxed to >",
      file: "runtime_check_number.go",
      find: /v < r\.min:/g,
      to: () => "v <= r.min:",
      guard: (m, n) => `pick(${n}, v <= r.min, v < r.min):`,
      owner: goOwner,
    },
    {
      kind: "<= relaxed to <",
      file: "runtime_check_number.go",
      find: /v > r\.max:/g,
      to: () => "v >= r.max:",
      guard: (m, n) => `pick(${n}, v >= r.max, v > r.max):`,
      owner: goOwner,
    },
  ],
};

/**
 * One file with every mutant in place as a switch. Mutants of the same span nest; spans that
 * overlap otherwise would make the switches interfere, so they are refused.
 */
export function withSchemata(text, mutants) {
  const spans = new Map();
  for (const { mutant, n } of mutants)
    spans.set(`${mutant.at}:${mutant.length}`, [...(spans.get(`${mutant.at}:${mutant.length}`) ?? []), { mutant, n }]);
  const edits = [...spans.values()].map((list) => ({
    at: list[0].mutant.at,
    length: list[0].mutant.length,
    text: list.reduce(
      (inner, { mutant, n }) => mutant.guarded(n, inner),
      text.slice(list[0].mutant.at, list[0].mutant.at + list[0].mutant.length),
    ),
  }));
  edits.sort((a, b) => b.at - a.at);
  let out = text;
  let limit = Infinity;
  for (const e of edits) {
    if (e.at + e.length > limit) throw new Error(`overlapping mutation spans at offset ${e.at}`);
    out = out.slice(0, e.at) + e.text + out.slice(e.at + e.length);
    limit = e.at;
  }
  return out;
}

const endOfLine = (text, at) => (text.indexOf("\n", at) < 0 ? text.length : text.indexOf("\n", at));

/** The text of the file an operator names; a file the package lacks is the operator's error, said as such. */
function readFor(op, file, read) {
  try {
    return read(file);
  } catch (error) {
    throw new Error(`operator "${op.kind}" names ${file}, which the generated package does not have: ${error.message}`);
  }
}

/** Every mutant of one language: one match of one operator, with where it is and what it does. */
export function mutantsOf(language, module, read) {
  const mutants = [];
  for (const op of operators[language]) {
    const file = op.file.replace("{module}", module);
    const text = readFor(op, file, read);
    for (const match of text.matchAll(op.find)) {
      const line = text.slice(0, match.index).split("\n").length;
      const property = /value\.(\w+)|\bv\.(\w+)|^\s+(\w+): |"([\w-]+)"/m.exec(
        text.slice(text.lastIndexOf("\n", match.index) + 1, endOfLine(text, match.index + match[0].length)),
      );
      let owner = "";
      for (const m of text.slice(0, match.index + 1).matchAll(op.owner))
        owner = m.slice(1).find((g) => g !== undefined) ?? owner;
      let name = property?.slice(1).find((g) => g !== undefined);
      // A Python field wrapped over several lines (as ruff format writes it) names itself on its
      // first line: the nearest field line of the class above the match.
      if (name === undefined && language === "python")
        name = [...text.slice(0, match.index).matchAll(/^class |^ {4}(\w+): /gm)].at(-1)?.[1];
      const site = [owner, name].filter(Boolean).join(".");
      const apply =
        op.to === undefined
          ? undefined
          : (source) => source.slice(0, match.index) + op.to(match) + source.slice(match.index + match[0].length);
      const guarded = op.guard === undefined ? undefined : (n, inner) => op.guard(match, n, inner ?? match[0]);
      mutants.push({
        language,
        kind: op.kind,
        file,
        line,
        site,
        apply,
        span: match[0],
        at: match.index,
        length: match[0].length,
        guarded,
      });
    }
  }
  return mutants;
}
