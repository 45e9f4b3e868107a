/**
 * Which hand-written runtime files (runtime/*.go) a package carries. A file is carried whole,
 * with the import block it was written with, or not at all: the runtime is split by concern
 * (read_float.go, check_unique.go, …) so that each file is needed or not as a unit, and no import
 * is ever removed from it. A file is carried when it declares part of the package's API (an
 * exported name) or a name that carried code calls; files the module never reaches stay out, so
 * the package has no dead code (staticcheck U1000) and every import is used.
 */
import { goCodeOnly } from "@canon-sdk/core";

/** The top-level names a Go file declares: functions, methods, types, and var/const (single or grouped). */
export function goDeclaredNames(source: string): string[] {
  const names = [...source.matchAll(/^(?:func (?:\([^)]*\) )?|type |var |const )([A-Za-z_]\w*)/gm)].map((m) => m[1]!);
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
  const carried = new Set(Object.keys(candidates).filter((name) => declared[name]!.some((n) => /^[A-Z]/.test(n))));
  let reading = code.map(goCodeOnly).join("\n");
  for (const name of carried) reading += `\n${goCodeOnly(candidates[name]!)}`;
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(candidates)) {
      if (carried.has(name)) continue;
      if (!declared[name]!.some((n) => new RegExp(`(?<!\\w)${n}(?!\\w)`).test(reading))) continue;
      carried.add(name);
      reading += `\n${goCodeOnly(candidates[name]!)}`;
      grew = true;
    }
  }
  return [...carried].sort();
}
