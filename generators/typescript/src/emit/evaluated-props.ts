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

/**
 * ajv writes the schemas it embeds as object literals, where a key `__proto__` (quoted or not)
 * sets the object's prototype instead of adding the key: a schema property of that name would
 * vanish from `properties` and its schema would be inherited by every other name. A computed key
 * adds it as the schema has it.
 */
const PROTO_KEY = /([{,]\s*)"?__proto__"?(\s*:)/g;

export function protoKeysComputed(code: string): string {
  return code.replace(PROTO_KEY, '$1["__proto__"]$2');
}
