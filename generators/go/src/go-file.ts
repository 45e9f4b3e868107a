/** Assembles one Go source file: header, package clause, the imports its body uses, the body. */

const knownImports: [string, RegExp][] = [
  ["encoding/json", /\bjson\.[A-Z]/],
  ["regexp", /\bregexp\.[A-Z]/],
  ["strconv", /\bstrconv\.[A-Z]/],
];

export function goFile(header: string, pkg: string, body: string): string {
  const trimmed = body.replace(/^\n+/, "").replace(/\n+$/, "");
  let imports = "";
  // Bodies that open with their own import block (the runtime, the tests) keep it.
  if (!trimmed.startsWith("import")) {
    const used = knownImports.filter(([, pattern]) => pattern.test(trimmed)).map(([path]) => path);
    if (used.length === 1) imports = `import "${used[0]}"\n\n`;
    else if (used.length > 1) imports = `import (\n${used.map((u) => `\t"${u}"`).join("\n")}\n)\n\n`;
  }
  return `${header}\n\npackage ${pkg}\n\n${imports}${trimmed}${trimmed === "" ? "" : "\n"}`;
}
