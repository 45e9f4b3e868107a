/**
 * The meta-schemas of the dialects Canon reads, as ajv ships them. A schema whose value is itself
 * a schema (a tool's parameters, a form definition) says so with `{"$ref":
 * "http://json-schema.org/draft-07/schema#"}`; that reference reads this copy, with no `remotes`
 * entry and no fetch, unless the module maps the URI to a copy of its own.
 *
 * The 2019-09 and 2020-12 meta-schemas are one document per vocabulary, each saying "a subschema
 * here is a schema" through dynamic scope (`$recursiveRef: "#"`, `$dynamicRef: "#meta"`), which
 * lands on the dialect's `schema` when validation enters there. Canon reads those keywords as
 * `$ref` (docs/input.md), which would land on the vocabulary and check only its keywords; the
 * copies say `$ref` to the dialect's `schema` instead, which is what a reference to it means.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Diagnostic } from "./diagnostics.js";
import { type JsonSource, parseJsonSource } from "./json-source.js";
import { walkSchema } from "./walk.js";

const require = createRequire(import.meta.url);

/** Where each dialect's meta-schema documents are in the ajv packages, by the URI's path. */
const COPIES: readonly { readonly path: RegExp; readonly file: (match: RegExpExecArray) => string }[] = [
  { path: /^draft-04\/schema$/, file: () => "ajv-draft-04/dist/refs/json-schema-draft-04.json" },
  { path: /^draft-0([67])\/schema$/, file: (m) => `ajv/dist/refs/json-schema-draft-0${m[1]}.json` },
  {
    path: /^draft\/(2019-09|2020-12)\/(schema|meta\/[a-z-]+)$/,
    file: (m) => `ajv/dist/refs/json-schema-${m[1]}/${m[2]}.json`,
  },
];

/** Whether a file name is the label of a meta-schema copy: its content is the same wherever it is read. */
export const isMetaSchemaLabel = (file: string): boolean =>
  /^json-schema\.org\/(draft-0[4-7]\/schema|draft\/(2019-09|2020-12)\/(schema|meta\/[a-z-]+))$/.test(file);

/**
 * The copy of a meta-schema `uri` names (http or https, as people write both): a label to show as
 * its file (`json-schema.org/draft-07/schema`) and the path to read. Undefined for any other URI.
 */
export function metaSchemaCopy(uri: string): { label: string; path: string } | undefined {
  const match = /^https?:\/\/json-schema\.org\/(.+)$/.exec(uri);
  if (match === null) return undefined;
  for (const copy of COPIES) {
    const found = copy.path.exec(match[1] as string);
    if (found === null) continue;
    try {
      return { label: `json-schema.org/${match[1]}`, path: require.resolve(copy.file(found)) };
    } catch {
      return undefined; // a vocabulary ajv does not ship: unresolved, as any other remote
    }
  }
  return undefined;
}

/** The copy, parsed, its dynamic references to "a schema of this dialect" made static. */
export function readMetaSchemaCopy(copy: { label: string; path: string }): {
  source?: JsonSource;
  diagnostics: Diagnostic[];
} {
  const read = parseJsonSource(readFileSync(copy.path, "utf8"), copy.label);
  const dialect = /^json-schema\.org\/(draft\/(?:2019-09|2020-12))\//.exec(copy.label)?.[1];
  if (read.source === undefined || dialect === undefined) return read;
  const schema = `https://json-schema.org/${dialect}/schema`;
  const value = structuredClone(read.source.value);
  walkSchema(value, "", (node) => {
    if (node["$dynamicRef"] === "#meta" || node["$recursiveRef"] === "#") {
      delete node["$dynamicRef"];
      delete node["$recursiveRef"];
      node["$ref"] = schema;
    }
  });
  return { source: { ...read.source, value }, diagnostics: read.diagnostics };
}
