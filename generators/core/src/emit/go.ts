/** Go source helpers: imports tracked by use, struct tags that any wire name fits in. */

/**
 * Emitters name a member of another Go package through goUse: the use carries its import path
 * between NUL (which Go source cannot hold) and U+0001, and goResolveUses turns it into
 * `name.Member` and collects the path. So a file imports exactly the packages its code uses:
 * a description that mentions json.Marshal is only text, and a helper dropped as unused takes its
 * imports with it.
 */
const USE_START = "\u0000";
const USE_END = "\u0001";
const USE = new RegExp(`${USE_START}([^${USE_START}${USE_END}]+)${USE_END}`, "g");

export function goUse(path: string, member: string): string {
  return `${USE_START}${path}${USE_END}${member}`;
}

/** Go code with its uses resolved to `package.Member`, and the import paths they need, sorted. */
export function goResolveUses(code: string): { code: string; imports: string[] } {
  const imports = new Set<string>();
  const resolved = code.replace(USE, (_, path: string) => {
    imports.add(path);
    return `${path.slice(path.lastIndexOf("/") + 1)}.`;
  });
  return { code: resolved, imports: [...imports].sort() };
}

/**
 * The code of a Go file without its comments and literals: what `json.` means there is a use of
 * the package, whereas the same text in a comment (a description that mentions `json.Marshal`)
 * or in a string is not, and importing for it would not compile ("imported and not used").
 */
export function goCodeOnly(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      i = end === -1 ? source.length : end;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end === -1 ? source.length : end + 2;
      out += " ";
    } else if (c === "`") {
      const end = source.indexOf("`", i + 1);
      i = end === -1 ? source.length : end + 1;
      out += '""';
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== "\n") j += source[j] === "\\" ? 2 : 1;
      i = j + 1;
      out += '""';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The import declaration for a file, or nothing. */
export function goImportBlock(paths: readonly string[]): string {
  if (paths.length === 0) return "";
  if (paths.length === 1) return `import "${paths[0]}"\n\n`;
  return `import (\n${paths.map((p) => `\t"${p}"`).join("\n")}\n)\n\n`;
}

/**
 * A struct tag such as json:"name,omitempty", as Go source. The value is quoted the way
 * reflect.StructTag reads it; the tag is a raw string unless the name holds a backtick.
 */
export function goStructTag(key: string, value: string): string {
  const tag = `${key}:${JSON.stringify(value)}`;
  return tag.includes("`") ? JSON.stringify(tag) : `\`${tag}\``;
}

/**
 * Removes the unexported top-level functions and methods whose name matches `pattern` and that no
 * code in `files` (or `alsoReading`) refers to, until none is left, so generated packages carry
 * no dead code (staticcheck U1000). A function is its `func` line through the first `}` at
 * column 0, with its doc comment and the blank line after it.
 */
export function dropUnusedGoFuncs(
  files: Readonly<Record<string, string>>,
  pattern: RegExp,
  alsoReading: readonly string[] = [],
): Record<string, string> {
  let current: Record<string, string> = { ...files };
  const readOnly = alsoReading.map(goCodeOnly).join("\n");
  for (;;) {
    const defined = Object.values(current)
      .flatMap((body) =>
        [...body.matchAll(/^(?:func (?:\([^)]*\) )?([a-z_]\w*)[[(]|var ([a-z_]\w*) )/gm)].map((m) => (m[1] ?? m[2])!),
      )
      .filter((n) => pattern.test(n));
    const code = `${Object.values(current).map(goCodeOnly).join("\n")}\n${readOnly}`;
    const unused = [...new Set(defined)].filter(
      (name) => (code.match(new RegExp(`(?<!\\w)${name}(?!\\w)`, "g"))?.length ?? 0) <= 1,
    );
    if (unused.length === 0) break;
    const block = new RegExp(
      `^(?://[^\\n]*\\n)*func (?:\\([^)]*\\) )?(?:${unused.join("|")})[[(][^\\n]*\\n(?:(?!\\}\\n)[^\\n]*\\n)*?\\}\\n\\n?`,
      "gm",
    );
    // A package variable goes with its doc comment: one line, or a composite literal closed by a
    // "}" at the start of a line.
    const variable = new RegExp(
      `^(?://[^\\n]*\\n)*var (?:${unused.join("|")}) (?:[^\\n]*\\{\\n(?:(?!\\}\\n)[^\\n]*\\n)*?\\}|[^\\n]*[^{(\\n])\\n\\n?`,
      "gm",
    );
    const next = Object.fromEntries(
      Object.entries(current).map(([path, body]) => [path, body.replace(block, "").replace(variable, "")]),
    );
    // A declaration of a shape these patterns do not cover stays: stop rather than loop.
    const changed = Object.entries(next).some(([path, body]) => current[path] !== body);
    current = next;
    if (!changed) break;
  }
  return Object.fromEntries(Object.entries(current).map(([path, body]) => [path, body.replace(/\n{2,}$/, "\n")]));
}
