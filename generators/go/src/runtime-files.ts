/**
 * Which hand-written runtime files (runtime/*.go) a package carries. A file is carried whole,
 * with the import block it was written with, or not at all: the runtime is split by concern
 * (read_float.go, check_unique.go, …) so that each file is needed or not as a unit, and no import
 * is ever removed from it. A file is carried when it declares part of the package's API (an
 * exported name) or a name that carried code calls; files the module never reaches stay out, so
 * the package has no dead code (staticcheck U1000) and every import is used.
 */
import { goCodeOnly } from "@canon-sdk/core";

/**
 * The top-level names a Go file declares: functions, types, and var/const (single or grouped); a
 * method as `Receiver.method`, since a method is reached through its type (two types' `check`
 * methods are different code).
 */
export function goDeclaredNames(source: string): string[] {
  const names = [...source.matchAll(/^(?:func (?:\(\w+ \*?(\w+)\) )?|type |var |const )([A-Za-z_]\w*)/gm)].map((m) =>
    m[1] === undefined ? m[2]! : `${m[1]}.${m[2]!}`,
  );
  for (const group of source.matchAll(/^(?:var|const) \(\n((?:[^\n]*\n)*?)\)\n/gm))
    for (const line of group[1]!.matchAll(/^\t([A-Za-z_]\w*)/gm)) names.push(line[1]!);
  return names;
}

/**
 * The runtime files `code` (the package's generated sources and tests) reaches, directly or
 * through other runtime files, plus those that declare exported names; sorted by name.
 */
export function carriedRuntime(candidates: Readonly<Record<string, string>>, code: readonly string[]): string[] {
  const declared = Object.fromEntries(Object.entries(candidates).map(([name, body]) => [name, goDeclaredNames(body)]));
  const exported = (n: string) => /^[A-Z]/.test(n.slice(n.indexOf(".") + 1));
  const carried = new Set(Object.keys(candidates).filter((name) => declared[name]!.some(exported)));
  let reading = code.map(goCodeOnly).join("\n");
  for (const name of carried) reading += `\n${goCodeOnly(candidates[name]!)}`;
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(candidates)) {
      if (carried.has(name)) continue;
      if (!declared[name]!.some((n) => reaches(reading, n))) continue;
      carried.add(name);
      reading += `\n${goCodeOnly(candidates[name]!)}`;
      grew = true;
    }
  }
  return [...carried].sort();
}

/** Whether code names a declared name; a method only when its receiver type is named too. */
function reaches(code: string, name: string): boolean {
  const dot = name.indexOf(".");
  if (dot === -1) return new RegExp(`(?<!\\w)${name}(?!\\w)`).test(code);
  return reaches(code, name.slice(0, dot)) && new RegExp(`\\.${name.slice(dot + 1)}(?!\\w)`).test(code);
}
