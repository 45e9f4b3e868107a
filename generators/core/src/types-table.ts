/** Indexes a module's `$defs` entries by type name and resolves `$ref`s between its files. */
import { posix } from "node:path";
import { type Diagnostic, diagnostic } from "./diagnostics.js";
import type { JsonSource } from "./json-source.js";
import { childPointer, decodePointer } from "./pointer.js";
import { isSchemaObject, type SchemaObject, walkSchema } from "./walk.js";

export interface TypeDef {
  readonly name: string;
  readonly source: JsonSource;
  /** Pointer of the entry inside its file: `/$defs/Name`. */
  readonly pointer: string;
  readonly schema: SchemaObject;
  readonly mixin: boolean;
}

export interface TypesTable {
  readonly types: Map<string, TypeDef>;
  /** Type name a `$ref` at (file, pointer of the referring schema) resolves to. */
  readonly refs: Map<string, string>;
}

const allowedRootKeys = new Set(["$schema", "title", "description", "$defs", "$comment"]);

export const refKey = (file: string, pointer: string): string => `${file}#${pointer}`;

export function buildTypesTable(sources: readonly JsonSource[]): { table: TypesTable; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const types = new Map<string, TypeDef>();
  const defsByFile = new Map<string, Map<string, string>>();
  for (const source of sources) {
    const root = source.value;
    if (!isSchemaObject(root) || !isSchemaObject(root["$defs"])) {
      diagnostics.push(diagnostic("CANON213", "schema file has no $defs object", source.file, source.locate("")));
      continue;
    }
    for (const key of Object.keys(root).filter((k) => !allowedRootKeys.has(k))) {
      diagnostics.push(diagnostic("CANON213", `keyword "${key}" is not allowed at the root of a schema file`, source.file, source.locate(childPointer("", key))));
    }
    const local = new Map<string, string>();
    defsByFile.set(source.file, local);
    for (const [name, schema] of Object.entries(root["$defs"])) {
      const pointer = childPointer("", "$defs", name);
      local.set(name, name);
      const previous = types.get(name);
      if (previous !== undefined) {
        diagnostics.push(diagnostic("CANON210", `type "${name}" is already defined in ${previous.source.file}`, source.file, source.locate(pointer)));
        continue;
      }
      if (!isSchemaObject(schema)) {
        diagnostics.push(diagnostic("CANON212", `type "${name}" must be a schema object`, source.file, source.locate(pointer)));
        continue;
      }
      types.set(name, { name, source, pointer, schema, mixin: schema["x-canon-mixin"] === true });
    }
  }
  const refs = new Map<string, string>();
  for (const def of types.values()) {
    walkSchema(def.schema, def.pointer, (node, at) => {
      if (typeof node["$ref"] !== "string") return;
      const resolved = resolveRef(node["$ref"], def.source, at, defsByFile);
      if ("name" in resolved) refs.set(refKey(def.source.file, at), resolved.name);
      else diagnostics.push(resolved.problem);
    });
  }
  const table = { types, refs };
  diagnostics.push(...findAliasCycles(table));
  return { table, diagnostics };
}

/** Types that are a bare `$ref` chain leading back to themselves describe no value at all. */
function findAliasCycles(table: TypesTable): Diagnostic[] {
  const target = (def: TypeDef): string | undefined => (typeof def.schema["$ref"] === "string" ? table.refs.get(refKey(def.source.file, def.pointer)) : undefined);
  const found: Diagnostic[] = [];
  for (const def of table.types.values()) {
    const chain = [def.name];
    for (let next = target(def); next !== undefined; ) {
      if (next === def.name) {
        found.push(diagnostic("CANON106", `$ref cycle ${[...chain, next].join(" → ")}`, def.source.file, def.source.locate(childPointer(def.pointer, "$ref"))));
        break;
      }
      if (chain.includes(next)) break;
      chain.push(next);
      const nextDef = table.types.get(next);
      next = nextDef === undefined ? undefined : target(nextDef);
    }
  }
  return found;
}

function resolveRef(ref: string, from: JsonSource, at: string, defsByFile: Map<string, Map<string, string>>): { name: string } | { problem: Diagnostic } {
  const position = from.locate(childPointer(at, "$ref"));
  const fail = (code: "CANON104" | "CANON105" | "CANON212", message: string) => ({ problem: diagnostic(code, message, from.file, position) });
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith("/")) return fail("CANON105", `$ref "${ref}" leaves the module; remote and absolute references are never fetched`);
  const hash = ref.indexOf("#");
  const filePart = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? "" : ref.slice(hash + 1);
  const targetFile = filePart === "" ? from.file : posix.normalize(posix.join(posix.dirname(from.file), filePart));
  const defs = defsByFile.get(targetFile);
  if (defs === undefined) return fail("CANON104", `$ref "${ref}" names a file that is not a schema of this module (${targetFile})`);
  const segments = decodePointer("#" + fragment);
  if (segments.length !== 2 || segments[0] !== "$defs") return fail("CANON212", `$ref "${ref}" must point at a "#/$defs/Name" entry`);
  const name = segments[1] as string;
  if (!defs.has(name)) return fail("CANON104", `$ref "${ref}" names no definition "${name}" in ${targetFile}`);
  return { name };
}
