/**
 * Documents read off the schema as its authors wrote it, not off the IR: at every position one
 * option of an `anyOf`/`oneOf` and one kind of a `type` list, drawn at random, so that each kind
 * the schema allows turns up somewhere. The IR exemplars (exemplar.ts) cannot show that the IR
 * misread a position (an object that may also be an array, say), since they take its reading;
 * these can. ajv on the original file keeps the valid ones, and every package must accept them.
 */
import { getAtPointer } from "@canon-sdk/core";
import type { Random } from "../agreement/random.js";
import { numberFor, stringFor } from "./exemplar.js";

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

const BUDGET = 150;
const OPTIONAL_PER_OBJECT = 4;
const kinds = ["string", "integer", "boolean", "object", "array"];

/** One document of the subschema at `pointer` ("" for the root) of `root`, a file as written. */
export function schemaExemplar(root: Schema, pointer: string, random: Random, refsIgnoreSiblings: boolean): unknown {
  let spent = 0;
  // Another file or an $id is not followed.
  const resolve = (ref: string): unknown => (ref.startsWith("#") ? getAtPointer(root, ref) : undefined);
  /** A schema with its `$ref`, `allOf` and one drawn option merged in: what one value must meet. */
  const flatten = (schema: Schema, depth: number): Schema => {
    let flat: Schema = { ...schema };
    if (typeof flat["$ref"] === "string" && depth < 40) {
      const target = resolve(flat["$ref"]);
      const rest = refsIgnoreSiblings ? {} : { ...flat };
      delete rest["$ref"];
      flat = merge(isSchema(target) ? flatten(target, depth + 1) : {}, rest);
    }
    if (Array.isArray(flat["allOf"])) {
      const parts = flat["allOf"].filter(isSchema);
      delete flat["allOf"];
      for (const part of parts) flat = merge(flat, flatten(part, depth + 1));
    }
    for (const key of ["anyOf", "oneOf"]) {
      if (!Array.isArray(flat[key])) continue;
      const options = (flat[key] as unknown[]).filter(isSchema);
      delete flat[key];
      if (options.length > 0) flat = merge(flat, flatten(random.pick(options), depth + 1));
    }
    return flat;
  };
  const value = (schema: unknown, depth: number): unknown => {
    spent++;
    if (schema === true || !isSchema(schema)) return "a";
    const flat = flatten(schema, 0);
    if ("const" in flat) return flat["const"];
    if (Array.isArray(flat["enum"]) && flat["enum"].length > 0) return random.pick(flat["enum"]);
    const type = flat["type"];
    const kind = Array.isArray(type)
      ? random.pick(type as string[])
      : typeof type === "string"
        ? type
        : isSchema(flat["properties"]) || "additionalProperties" in flat || "required" in flat
          ? "object"
          : "items" in flat
            ? "array"
            : random.pick(kinds);
    const roomy = depth < 6 && spent < BUDGET;
    switch (kind) {
      case "null":
        return null;
      case "boolean":
        return random.chance(0.5);
      case "integer":
      case "number":
        return numberFor({ kind, constraints: flat as never, nullable: false });
      case "string":
        return stringFor(flat as never, random);
      case "array": {
        const items = flat["items"];
        const count = Math.max(Number(flat["minItems"] ?? 0), roomy && random.chance(0.7) ? 1 : 0);
        return Array.from({ length: count }, () => value(isSchema(items) || items === true ? items : {}, depth + 1));
      }
      default: {
        const properties = isSchema(flat["properties"]) ? flat["properties"] : {};
        const required = new Set(Array.isArray(flat["required"]) ? (flat["required"] as string[]) : []);
        const out: Record<string, unknown> = {};
        for (const name of required) out[name] = value(properties[name] ?? {}, depth + 1);
        if (roomy) {
          const optional = Object.keys(properties).filter((k) => !required.has(k) && properties[k] !== false);
          for (let i = 0; i < OPTIONAL_PER_OBJECT && optional.length > 0; i++) {
            const name = optional.splice(random.int(optional.length), 1)[0] as string;
            if (random.chance(0.5)) out[name] = value(properties[name], depth + 1);
          }
        }
        return out;
      }
    }
  };
  return value(getAtPointer(root, pointer), 0);
}

/** Two schemas one value must both meet, as far as a document's making needs: later keywords win, except properties and required, which add up. */
function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b };
  if (isSchema(a["properties"]) && isSchema(b["properties"]))
    out["properties"] = { ...a["properties"], ...b["properties"] };
  if (Array.isArray(a["required"]) && Array.isArray(b["required"]))
    out["required"] = [...new Set([...a["required"], ...b["required"]])];
  if (a["type"] !== undefined && b["type"] === undefined) out["type"] = a["type"];
  return out;
}
