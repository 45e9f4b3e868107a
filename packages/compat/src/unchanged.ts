/**
 * Fast path: an entry whose definition and everything it reaches through `$ref` is textually
 * the same on both sides cannot have changed, so it is not checked. A one-line edit then costs
 * only the definitions that can see it.
 */
import { posix } from "node:path";
import { isMetaSchemaLabel, metaSchemaCopy } from "@canon-sdk/core/meta-schema-copies";
import { decodePointer, encodePointer } from "@canon-sdk/core/pointer";
import type { Entry, SchemaSet } from "./documents.js";
import { isPlainObject } from "./values.js";

interface Unit {
  readonly text: string;
  readonly refs: readonly string[];
}

/** A unit is a top-level definition (`/$defs/Name`) or a document's root without its definitions. */
function unitPointer(pointer: string): string {
  const segments = decodePointer(pointer);
  return (segments[0] === "$defs" || segments[0] === "definitions") && segments.length >= 2
    ? encodePointer(segments.slice(0, 2))
    : "";
}

export class UnitIndex {
  private readonly units = new Map<string, Unit | null>();
  constructor(private readonly set: SchemaSet) {}

  unit(file: string, pointer: string): Unit | null {
    const key = `${file}#${pointer}`;
    let u = this.units.get(key);
    if (u !== undefined) return u;
    const doc = this.set.docs.get(file);
    let value: unknown = doc?.value;
    for (const s of decodePointer(pointer)) value = isPlainObject(value) ? value[s] : undefined;
    if (doc === undefined || value === undefined) u = null;
    else {
      const own =
        pointer === "" && isPlainObject(value)
          ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== "$defs" && k !== "definitions"))
          : value;
      const refs: string[] = [];
      collectRefs(own, (ref) => refs.push(target(file, ref)));
      u = { text: JSON.stringify(own), refs };
    }
    this.units.set(key, u);
    return u;
  }
}

function collectRefs(value: unknown, found: (ref: string) => void): void {
  if (Array.isArray(value)) value.forEach((v) => collectRefs(v, found));
  else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") found(v);
      else collectRefs(v, found);
    }
  }
}

function target(file: string, ref: string): string {
  const hash = ref.indexOf("#");
  const path = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? "" : ref.slice(hash + 1);
  const meta = /^[a-z][a-z0-9+.-]*:/i.test(path) ? metaSchemaCopy(path) : undefined;
  if (meta !== undefined) return `${meta.label}#`;
  const targetFile = path === "" ? file : posix.normalize(posix.join(posix.dirname(file), path));
  return `${targetFile}#${unitPointer(encodePointer(decodePointer(`#${fragment}`)))}`;
}

export function unchanged(base: UnitIndex, head: UnitIndex, b: Entry, h: Entry): boolean {
  if (b.doc.file !== h.doc.file || b.pointer !== h.pointer) return false;
  return closureUnchanged(base, head, [`${b.doc.file}#${unitPointer(b.pointer)}`]);
}

/** Are these units, and every unit they reach through `$ref`, textually the same on both sides? */
function closureUnchanged(base: UnitIndex, head: UnitIndex, starts: readonly string[]): boolean {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    const hash = key.indexOf("#");
    const [file, pointer] = [key.slice(0, hash), key.slice(hash + 1)];
    // Both sides read the same copy of a meta-schema, and it refers only within its own dialect.
    if (isMetaSchemaLabel(file)) continue;
    const x = base.unit(file, pointer);
    const y = head.unit(file, pointer);
    if (x === null || y === null || x.text !== y.text) return false;
    for (const r of x.refs)
      if (!seen.has(r)) {
        seen.add(r);
        queue.push(r);
      }
  }
  return true;
}

/**
 * Two schema nodes at the same place whose own text, and everything their `$ref`s reach, is the
 * same on both sides: any document valid under one is valid under the other, so the subset
 * check may skip them. Cached per node pair.
 */
export function sameNodes(
  base: UnitIndex,
  head: UnitIndex,
): (
  a: { id: number; doc: { file: string }; pointer: string; schema: unknown },
  b: { id: number; doc: { file: string }; pointer: string; schema: unknown },
) => boolean {
  const memo = new Map<string, boolean>();
  return (a, b) => {
    if (a.doc.file !== b.doc.file || a.pointer !== b.pointer || a.id < 0 || b.id < 0) return false;
    if (isMetaSchemaLabel(a.doc.file)) return true;
    const key = `${a.id}|${b.id}`;
    let hit = memo.get(key);
    if (hit === undefined) {
      const refs: string[] = [];
      collectRefs(a.schema, (ref) => refs.push(target(a.doc.file, ref)));
      hit = JSON.stringify(a.schema) === JSON.stringify(b.schema) && closureUnchanged(base, head, refs);
      memo.set(key, hit);
    }
    return hit;
  };
}
