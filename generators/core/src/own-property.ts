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

/** Whether the object has the key itself: `in` also finds what every object inherits (`"toString" in {}`). */
export const hasOwn = (target: object, key: string): boolean => Object.hasOwn(target, key);
