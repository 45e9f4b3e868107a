/**
 * Rewrites every `pattern` and `patternProperties` key of a schema document into its portable
 * spelling (pattern-spelling.ts). Positions still point into the file as written: a renamed
 * `patternProperties` key is found back by its spelling.
 */
import type { JsonSource } from "./json-source.js";
import { decodePointer, encodePointer } from "./pointer.js";
import { spellPattern } from "./pattern-spelling.js";
import { isSchemaObject, walkSchema } from "./walk.js";

export function spellSourcePatterns(source: JsonSource): JsonSource {
  if (!needsRespelling(source.value)) return source;
  const value = structuredClone(source.value);
  walkSchema(value, "", (node) => {
    if (typeof node["pattern"] === "string") node["pattern"] = spellPattern(node["pattern"]);
    const keyed = node["patternProperties"];
    if (isSchemaObject(keyed))
      node["patternProperties"] = Object.fromEntries(Object.entries(keyed).map(([k, v]) => [spellPattern(k), v]));
  });
  return { ...source, value, locate: (pointer) => source.locate(writtenPointer(source.value, pointer)) };
}

function needsRespelling(value: unknown): boolean {
  let found = false;
  walkSchema(value, "", (node) => {
    if (typeof node["pattern"] === "string" && spellPattern(node["pattern"]) !== node["pattern"]) found = true;
    const keyed = node["patternProperties"];
    if (isSchemaObject(keyed) && Object.keys(keyed).some((k) => spellPattern(k) !== k)) found = true;
  });
  return found;
}

/** The pointer in the document as written: a segment missing there is a respelled key. */
function writtenPointer(original: unknown, pointer: string): string {
  const written: string[] = [];
  let node = original;
  for (const segment of decodePointer(pointer)) {
    const here = isSchemaObject(node) ? node : {};
    const spelled =
      Array.isArray(node) || Object.hasOwn(here, segment)
        ? segment
        : (Object.keys(here).find((k) => spellPattern(k) === segment) ?? segment);
    written.push(spelled);
    node = Array.isArray(node) ? node[Number(spelled)] : here[spelled];
  }
  return encodePointer(written);
}
