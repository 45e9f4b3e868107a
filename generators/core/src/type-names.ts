/**
 * The module's type names: one PascalCase identifier per schema type, unique in the module even
 * after case folding, and never a name reserved in a language the module generates. Nothing here
 * blocks generation: a reserved name gets a `Type` suffix, a collision a number, always in the
 * same order, and `names` in canon.config.json overrides any of them.
 */
import { pascalCase } from "./naming.js";

export interface NameRequest {
  /** What the schema calls the type: its `$defs` key, or a root schema's title or file name. */
  readonly key: string;
}

export interface NamingPolicy {
  /** Type names no generated package may declare (the union over the module's target languages). */
  readonly reserved: ReadonlySet<string>;
  /** Schema key → chosen type name, from the module config. */
  readonly renames: Readonly<Record<string, string>>;
}

const identifier = /^[A-Z][A-Za-z0-9]*$/;

/** The canonical spelling of a schema key: kept when it is already a PascalCase identifier. */
export function canonicalTypeName(key: string): string {
  if (identifier.test(key)) return key;
  const spelled = pascalCase(key);
  if (spelled === "") return "Type";
  return /^[0-9]/.test(spelled) ? `Type${spelled}` : spelled;
}

/**
 * Names in request order. Renames claim first, then keys already canonical and free (so `FooBar`
 * keeps its name and `Foo_bar` yields), then the rest; a reserved name gets a `Type` suffix and a
 * taken one a number.
 */
export function resolveTypeNames(requests: readonly NameRequest[], policy: NamingPolicy): string[] {
  const taken = new Set<string>();
  const result: (string | undefined)[] = requests.map(() => undefined);
  const claim = (wanted: string): string => {
    let base = wanted;
    if (policy.reserved.has(base)) base = `${base}Type`;
    let name = base;
    for (let i = 2; taken.has(name.toLowerCase()) || policy.reserved.has(name); i++) name = `${base}${i}`;
    taken.add(name.toLowerCase());
    return name;
  };
  const passes: ((r: NameRequest) => string | undefined)[] = [
    (r) => policy.renames[r.key],
    (r) => (identifier.test(r.key) && !policy.reserved.has(r.key) ? r.key : undefined),
    (r) => canonicalTypeName(r.key),
  ];
  for (const pass of passes) {
    requests.forEach((request, i) => {
      if (result[i] !== undefined) return;
      const wanted = pass(request);
      if (wanted !== undefined) result[i] = claim(wanted);
    });
  }
  return result as string[];
}
