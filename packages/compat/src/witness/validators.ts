/**
 * ajv, the reference validator, over one side of a comparison: every document of the set added
 * under a URI made from its path, so a validator can be had for any schema node (an entry
 * point, or a property deep inside one) and `$ref`s between files resolve as they do for users.
 */
import { createRequire } from "node:module";
import type { Ajv as AjvType } from "ajv";
import type { SchemaSet } from "../documents.js";
import type { SchemaNode } from "../resolve.js";
import { isPlainObject } from "../values.js";

// ajv is loaded on the first witness: a compatible run never pays for it.
const require = createRequire(import.meta.url);
type AjvClass = new (options: object) => AjvType;
function ajvClasses(): { Ajv: AjvClass; Ajv2020: AjvClass; addFormats: (ajv: object) => void } {
  const formats = require("ajv-formats") as { default?: (ajv: object) => void } & ((ajv: object) => void);
  return {
    Ajv: (require("ajv") as { Ajv: AjvClass }).Ajv,
    Ajv2020: (require("ajv/dist/2020.js") as { Ajv2020: AjvClass }).Ajv2020,
    addFormats: formats.default ?? formats,
  };
}
export interface ValidationError {
  readonly instancePath: string;
  readonly params: unknown;
}
/** A validator that also tells where it rejected (every error, to see which change a document hits). */
export type Validate = ((doc: unknown) => boolean) & { errors?: readonly ValidationError[] | null };

const BASE_URI = "https://compat.canon.invalid/";

function draft7(set: SchemaSet): boolean {
  return [...set.docs.values()].some(
    (d) => isPlainObject(d.value) && typeof d.value["$schema"] === "string" && /draft-0[3-7]/.test(d.value["$schema"]),
  );
}

export class SideValidators {
  private readonly ajv: AjvType;
  private readonly uris = new Map<string, string>();
  private readonly compiled = new Map<string, Validate | null>();

  constructor(set: SchemaSet) {
    const options = {
      strict: false,
      allErrors: true,
      validateSchema: false,
      discriminator: false,
      logger: false,
    } as const;
    const { Ajv, Ajv2020, addFormats } = ajvClasses();
    this.ajv = draft7(set) ? new Ajv(options) : new Ajv2020(options);
    addFormats(this.ajv);
    for (const doc of set.docs.values()) {
      const own = isPlainObject(doc.value) && typeof doc.value["$id"] === "string" ? doc.value["$id"] : undefined;
      // A local copy of a remote schema answers to the URI it is a copy of, as references name it.
      const retrieved = [...(set.remotes ?? [])].find(([, file]) => file === doc.file)?.[0];
      const uri = own ?? retrieved ?? `${BASE_URI}${doc.file.split("/").map(encodeURIComponent).join("/")}`;
      this.uris.set(doc.file, uri.replace(/#$/, ""));
      try {
        this.ajv.addSchema(typeof doc.value === "boolean" ? doc.value : { ...(doc.value as object), $id: uri }, uri);
      } catch {
        // A document ajv cannot take: validators that need it report "no validator" below.
      }
    }
  }

  /** A validator for the schema at `node`, or null when ajv cannot compile it. */
  at(node: SchemaNode): Validate | null {
    const uri = this.uris.get(node.doc.file);
    if (uri === undefined) return null;
    const fragment = node.pointer.split("/").map(encodeURIComponent).join("/");
    const key = `${uri}#${fragment}`;
    let v = this.compiled.get(key);
    if (v === undefined) {
      try {
        v = this.ajv.compile({ $ref: key }) as unknown as Validate;
      } catch {
        v = null;
      }
      this.compiled.set(key, v);
    }
    return v;
  }
}

const bySet = new WeakMap<SchemaSet, SideValidators>();
export function validatorsFor(set: SchemaSet): SideValidators {
  let v = bySet.get(set);
  if (v === undefined) bySet.set(set, (v = new SideValidators(set)));
  return v;
}
