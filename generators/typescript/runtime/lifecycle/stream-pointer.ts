/** JSON Pointer reads and writes through objects (and array indexes on reads), as the plan uses them. */
import type { JsonObject } from "./stream-types.js";

const cache = new Map<string, readonly string[]>();

function tokens(pointer: string): readonly string[] {
  let found = cache.get(pointer);
  if (found === undefined) {
    found = pointer === "" ? [] : pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
    cache.set(pointer, found);
  }
  return found;
}

export const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The value at `pointer`, or undefined when any step is missing. */
export function getAt(doc: unknown, pointer: string): unknown {
  let current = doc;
  for (const token of tokens(pointer)) {
    if (Array.isArray(current)) current = /^(0|[1-9][0-9]*)$/.test(token) ? current[Number(token)] : undefined;
    else if (isObject(current) && Object.prototype.hasOwnProperty.call(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}

/** Sets the value at `pointer` (not the root), creating objects on the way. */
export function setAt(doc: JsonObject, pointer: string, value: unknown): void {
  const path = tokens(pointer);
  let current: JsonObject = doc;
  for (const token of path.slice(0, -1)) {
    const next = current[token];
    if (isObject(next)) current = next;
    else {
      const created: JsonObject = {};
      current[token] = created;
      current = created;
    }
  }
  const last = path[path.length - 1];
  if (last !== undefined) current[last] = value;
}

/** A key's identity: strings as they are, anything else as its JSON text. */
export const keyText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value) ?? "");

/** A deep copy of a JSON value (what events and the view hold: no cycles, no class instances). */
export function cloneJson<V>(value: V): V {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as V;
  const copy: JsonObject = {};
  for (const key of Object.keys(value)) copy[key] = cloneJson((value as JsonObject)[key]);
  return copy as V;
}
