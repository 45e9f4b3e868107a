/**
 * Python import blocks chosen by use and laid out the way ruff's isort rules (I001) and
 * pycodestyle (E402) expect: sections future, standard library, third party, local; plain
 * `import x` before `from x import …` in each; names ordered constants, classes, then the rest;
 * a line longer than 88 columns wrapped one name per line.
 */

/** One import: `import module` when names is undefined, otherwise `from module import names`. */
export interface PythonImport {
  readonly module: string;
  readonly names?: readonly string[];
}

const STANDARD = new Set([
  "__future__",
  "abc",
  "collections",
  "dataclasses",
  "enum",
  "functools",
  "json",
  "math",
  "operator",
  "re",
  "sys",
  "typing",
  "warnings",
  "pathlib",
  "itertools",
  "datetime",
  "decimal",
  "importlib",
  "ipaddress",
  "os",
  "io",
  "copy",
  "types",
  "inspect",
  "string",
  "textwrap",
  "unicodedata",
  "uuid",
  "base64",
  "hashlib",
]);
const WIDTH = 88;

/** The source without comments and string literals, so a name in a docstring is not a use. */
export function pythonCodeOnly(source: string): string {
  return source.replace(/("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|#[^\n]*)/g, " ");
}

function section(module: string): number {
  if (module === "__future__") return 0;
  if (module.startsWith(".")) return 3;
  return STANDARD.has(module.split(".")[0]!) ? 1 : 2;
}

const nameKind = (name: string): number =>
  /^[A-Z0-9_]+$/.test(name) && name.length > 1 ? 0 : /^[A-Z]/.test(name) ? 1 : 2;

/** isort's order-by-type: CONSTANTS, then Classes, then everything else; case-insensitive inside each. */
function compareNames(a: string, b: string): number {
  const kind = nameKind(a) - nameKind(b);
  if (kind !== 0) return kind;
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), "en");
  return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
}

const compareModules = (a: string, b: string): number => {
  const fold = (m: string) => m.replace(/^\.+/, "").toLowerCase();
  return fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0;
};

function render(entry: PythonImport): string {
  if (entry.names === undefined) return `import ${entry.module}`;
  const names = [...new Set(entry.names)].sort(compareNames);
  const flat = `from ${entry.module} import ${names.join(", ")}`;
  return flat.length <= WIDTH ? flat : `from ${entry.module} import (\n${names.map((n) => `    ${n},`).join("\n")}\n)`;
}

/**
 * The import block for `body`: each `from` import keeps the names the body's code uses (a name
 * bound by `import x as name` is not supported), a `from` import left with none is dropped, plain
 * imports are kept when the module is used. `keep` lists names re-exported on purpose.
 */
export function pythonImportBlock(
  imports: readonly PythonImport[],
  body: string,
  keep: readonly string[] = [],
): string {
  const code = pythonCodeOnly(body);
  const used = (name: string) =>
    keep.includes(name) || new RegExp(`(?<![\\w.])${name.replace(/\./g, "\\.")}(?!\\w)`).test(code);
  const merged = new Map<string, PythonImport>();
  for (const entry of imports) {
    const key = `${entry.names === undefined ? "import" : "from"} ${entry.module}`;
    const before = merged.get(key);
    merged.set(
      key,
      entry.names === undefined ? entry : { module: entry.module, names: [...(before?.names ?? []), ...entry.names] },
    );
  }
  const kept = [...merged.values()]
    .map((e) =>
      e.names === undefined || e.module === "__future__" ? e : { module: e.module, names: e.names.filter(used) },
    )
    .filter((e) => (e.names === undefined ? used(e.module) : e.names.length > 0));
  const sections: string[] = [];
  for (const s of [0, 1, 2, 3]) {
    const here = kept.filter((e) => section(e.module) === s);
    const plain = here.filter((e) => e.names === undefined).sort((a, b) => compareModules(a.module, b.module));
    const from = here.filter((e) => e.names !== undefined).sort((a, b) => compareModules(a.module, b.module));
    if (here.length > 0) sections.push([...plain, ...from].map(render).join("\n"));
  }
  return sections.join("\n\n");
}

/**
 * Rewrites the import block at the top of a Python file (after its header and docstring) with
 * pythonImportBlock: sorted, wrapped, and without names the rest of the file does not use.
 * `reexport` keeps every name (a package's `__init__.py`, whose imports are its API).
 */
export function tidyPythonImports(source: string, options: { reexport?: boolean } = {}): string {
  const lines = source.split("\n");
  const entries: PythonImport[] = [];
  let first = -1;
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const start = i;
    const open = /^from (\S+) import \($/.exec(line);
    const from = /^from (\S+) import ([^(]+)$/.exec(line);
    const plain = /^import ([\w.]+)$/.exec(line);
    if (open !== null) {
      const names: string[] = [];
      for (i++; i < lines.length && lines[i] !== ")"; i++)
        names.push(
          ...lines[i]!.split(",")
            .map((n) => n.trim())
            .filter((n) => n !== ""),
        );
      entries.push({ module: open[1]!, names });
    } else if (from !== null) {
      entries.push({ module: from[1]!, names: from[2]!.split(",").map((n) => n.trim()) });
    } else if (plain !== null) {
      entries.push({ module: plain[1]! });
    } else if (line.trim() === "" || first === -1) {
      continue;
    } else {
      break;
    }
    if (first === -1) first = start;
    last = i;
  }
  if (first === -1) return source;
  const rest = lines.slice(last + 1).join("\n");
  const keep = options.reexport ? entries.flatMap((e) => e.names ?? [e.module]) : [];
  return [...lines.slice(0, first), pythonImportBlock(entries, rest, keep), rest].join("\n");
}
