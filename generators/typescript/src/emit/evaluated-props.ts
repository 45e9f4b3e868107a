/**
 * ajv records the property names that `unevaluatedProperties` counts as evaluated in plain objects
 * at run time when that depends on which branch matched (`props0 = {}`, then `props0.a = true` or
 * `props0[key] = true`). A plain object inherits `__proto__`, so a document key `"__proto__"` always
 * reads as evaluated and passes `unevaluatedProperties: false`, which the specification (and the
 * Python and Go runtimes) reject. Objects without a prototype hold exactly the names written to them.
 */
const NEW_PROPS = /\b(props\d+) = \{\};/g;
const PROPS_OR_NEW = /\b(props\d+) = \1 \|\| \{\};/g;

export function evaluatedPropsWithoutPrototype(code: string): string {
  return code.replace(NEW_PROPS, "$1 = Object.create(null);").replace(PROPS_OR_NEW, "$1 = $1 || Object.create(null);");
}
