/**
 * Keys read from a document, set on an object being built. Assigning `"__proto__"` replaces the
 * object's prototype instead of adding the key, and a schema may well name a property so
 * (JSON.parse keeps it as an own key): that one key is defined as an own property instead.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/**
 * The names every JavaScript object inherits (`constructor`, `toString`, `__proto__`, …): a
 * document's property of such a name must be read as its own, never through the prototype.
 */
export const INHERITED_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** A boolean schema as the schema object it stands for: `true` accepts any value, `false` none. */
export function schemaOfBoolean(schema: unknown): unknown {
  return schema === true ? {} : schema === false ? { not: {} } : schema;
}
