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

/**
 * The canonical spelling of a schema key: kept when it is already a PascalCase identifier. A
 * letter after a digit is upper case (`Unity3D`), as json-schema-to-typescript spells titles.
 */
export function canonicalTypeName(key: string): string {
  if (isCanonical(key)) return key;
  const spelled = upperAfterDigits(identifier.test(key) ? key : pascalCase(key));
  if (spelled === "") return "Type";
  return /^[0-9]/.test(spelled) ? `Type${spelled}` : spelled;
}

const upperAfterDigits = (name: string): string =>
  name.replace(/([0-9])([a-z])/g, (_, digit: string, letter: string) => digit + letter.toUpperCase());
const isCanonical = (key: string): boolean => identifier.test(key) && upperAfterDigits(key) === key;

/**
 * Claims names for a module, in order. `resolve` names the schema's own types: renames first, then
 * keys already canonical and free (so `FooBar` keeps its name and `Foo_bar` yields), then the
 * rest. `claim` names what comes later (inline types named from their path). A reserved name gets
 * a `Type` suffix and a taken one a number.
 */
export class TypeNamer {
  private readonly taken = new Set<string>();

  constructor(private readonly policy: NamingPolicy) {}

  claim(wanted: string): string {
    const renamed = this.renameOf(wanted) ?? canonicalTypeName(wanted);
    const base = this.policy.reserved.has(renamed) ? `${renamed}Type` : renamed;
    let name = base;
    for (let i = 2; this.taken.has(name.toLowerCase()) || this.policy.reserved.has(name); i++) name = `${base}${i}`;
    this.taken.add(name.toLowerCase());
    return name;
  }

  /** Own keys only: a schema key such as `constructor` must not find `Object.prototype`'s. */
  private renameOf(key: string): string | undefined {
    return Object.hasOwn(this.policy.renames, key) ? this.policy.renames[key] : undefined;
  }

  resolve(requests: readonly NameRequest[]): string[] {
    const result: (string | undefined)[] = requests.map(() => undefined);
    const passes: ((r: NameRequest) => string | undefined)[] = [
      (r) => this.renameOf(r.key),
      (r) => (isCanonical(r.key) && !this.policy.reserved.has(r.key) ? r.key : undefined),
      (r) => r.key,
    ];
    for (const pass of passes) {
      requests.forEach((request, i) => {
        if (result[i] !== undefined) return;
        const wanted = pass(request);
        if (wanted !== undefined) result[i] = this.claim(wanted);
      });
    }
    return result as string[];
  }
}

export function resolveTypeNames(requests: readonly NameRequest[], policy: NamingPolicy): string[] {
  return new TypeNamer(policy).resolve(requests);
}
