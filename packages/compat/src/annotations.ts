/** Changes that leave validity alone: descriptions, titles, defaults, deprecation, dialect. */
import { encodePointer } from "@canon-sdk/core/pointer";
import type { Entry, SchemaSet } from "./documents.js";
import { describePointer } from "./findings.js";
import { ruleById } from "./rules.js";
import type { Direction, Finding } from "./types.js";
import { isPlainObject, jsonEqual, show } from "./values.js";

const WATCHED: Readonly<Record<string, string>> = {
  description: "DESCRIPTION_CHANGED",
  title: "DESCRIPTION_CHANGED",
  default: "DEFAULT_CHANGED",
  deprecated: "DEPRECATION_CHANGED",
};

export function annotationFindings(base: Entry, head: Entry, direction: Direction): Finding[] {
  const out: Finding[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]): void => {
    if (Array.isArray(a) && Array.isArray(b)) {
      a.forEach((x, i) => i < b.length && walk(x, b[i], [...path, i]));
      return;
    }
    if (!isPlainObject(a) || !isPlainObject(b)) return;
    for (const [key, ruleId] of Object.entries(WATCHED)) {
      if (jsonEqual(a[key], b[key])) continue;
      const basePointer = base.pointer + encodePointer(path);
      const headPointer = head.pointer + encodePointer(path);
      const at = (entry: Entry, pointer: string, present: boolean) => {
        const p = present ? `${pointer}/${key}` : pointer;
        const { line, column } = entry.doc.source.locate(p);
        return { pointer: p, file: entry.doc.file, line, column };
      };
      const facts = {
        name: key,
        ...(a[key] === undefined ? {} : { base: show(a[key]) }),
        ...(b[key] === undefined ? {} : { head: show(b[key]) }),
      };
      const where = describePointer(headPointer) || head.name;
      out.push({
        rule: ruleId,
        severity: "info",
        category: "data",
        direction,
        typeName: head.name,
        base: at(base, basePointer, a[key] !== undefined),
        head: at(head, headPointer, b[key] !== undefined),
        message: `${where}: ${ruleById(ruleId).message(facts)}`,
      });
    }
    for (const key of Object.keys(a)) {
      if (
        key === "$defs" ||
        key === "definitions" ||
        key === "examples" ||
        key === "const" ||
        key === "enum" ||
        key === "default"
      )
        continue;
      if (key in b) walk(a[key], b[key], [...path, key]);
    }
  };
  walk(valueAt(base), valueAt(head), []);
  return out;
}

function valueAt(entry: Entry): unknown {
  let v: unknown = entry.doc.value;
  const segments = entry.pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  for (const s of segments) v = isPlainObject(v) ? v[s] : undefined;
  return v;
}

/** A `$schema` change between documents of the same name (or the only document of each side). */
export function dialectFindings(base: SchemaSet, head: SchemaSet, direction: Direction): Finding[] {
  const pairs: [string, string][] = [];
  if (base.docs.size === 1 && head.docs.size === 1)
    pairs.push([[...base.docs.keys()][0] as string, [...head.docs.keys()][0] as string]);
  else for (const file of base.docs.keys()) if (head.docs.has(file)) pairs.push([file, file]);
  const out: Finding[] = [];
  for (const [bf, hf] of pairs) {
    const b = base.docs.get(bf);
    const h = head.docs.get(hf);
    const bs = isPlainObject(b?.value) ? b.value["$schema"] : undefined;
    const hs = isPlainObject(h?.value) ? h.value["$schema"] : undefined;
    if (b === undefined || h === undefined || bs === hs) continue;
    const loc = (d: typeof b, present: boolean) => {
      const pointer = present ? "/$schema" : "";
      const { line, column } = d.source.locate(pointer);
      return { pointer, file: d.file, line, column };
    };
    out.push({
      rule: "DIALECT_CHANGED",
      severity: "info",
      category: "data",
      direction,
      typeName: "<root>",
      base: loc(b, bs !== undefined),
      head: loc(h, hs !== undefined),
      message: `${hf}: ${ruleById("DIALECT_CHANGED").message({ base: String(bs ?? "none"), head: String(hs ?? "none") })}`,
    });
  }
  return out;
}
