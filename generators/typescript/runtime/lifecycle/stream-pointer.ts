/**
 * JSON Pointer reads and writes through objects (and array indexes on reads), as the plan uses them.
 * A pointer is split into its tokens once (the plan's pointers are few and fixed), so a read per
 * event walks a small array and allocates nothing.
 */
import type { JsonObject } from "./stream-types.js";

/** A pointer's tokens, each with its array index (-1 when the token is not one). */
interface Compiled {
  readonly tokens: readonly string[];
  readonly indexes: readonly number[];
}

const cache = new Map<string, Compiled>();
const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

function compile(pointer: string): Compiled {
  let found = cache.get(pointer);
  if (found === undefined) {
    const tokens = pointer === "" ? [] : pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
    found = { tokens, indexes: tokens.map((t) => (ARRAY_INDEX.test(t) ? Number(t) : -1)) };
    cache.set(pointer, found);
  }
  return found;
}

export const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

const hasOwn = Object.prototype.hasOwnProperty;

/** The value at `pointer`, or undefined when any step is missing. */
export function getAt(doc: unknown, pointer: string): unknown {
  const { tokens, indexes } = compile(pointer);
  let current = doc;
  for (let i = 0; i < tokens.length; i++) {
    if (typeof current !== "object" || current === null) return undefined;
    if (Array.isArray(current)) {
      const index = indexes[i] as number;
      current = index < 0 ? undefined : current[index];
    } else {
      const token = tokens[i] as string;
      if (!hasOwn.call(current, token)) return undefined;
      current = (current as JsonObject)[token];
    }
  }
  return current;
}

/** Sets the value at `pointer` (not the root), creating objects on the way. */
export function setAt(doc: JsonObject, pointer: string, value: unknown): void {
  const { tokens } = compile(pointer);
  const last = tokens.length - 1;
  if (last < 0) return;
  let current: JsonObject = doc;
  for (let i = 0; i < last; i++) {
    const token = tokens[i] as string;
    const next = current[token];
    if (isObject(next)) current = next;
    else {
      const created: JsonObject = {};
      current[token] = created;
      current = created;
    }
  }
  current[tokens[last] as string] = value;
}

/** A key's identity: strings as they are, anything else as its JSON text. */
export const keyText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value) ?? "");

/** A deep copy of a JSON value (what events and the view hold: no cycles, no class instances). */
export function cloneJson<V>(value: V): V {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as V;
  const copy: JsonObject = {};
  for (const key in value) if (hasOwn.call(value, key)) copy[key] = cloneJson((value as JsonObject)[key]);
  return copy as V;
}
