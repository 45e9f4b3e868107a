/**
 * A seeded corpus for one outside schema, made with the agreement suite's own machinery: IR
 * exemplars stand in for the vectors such schemas do not ship, then the near-miss mutations
 * (wrong types, missing required, extra properties, bounds, enum misses, nested) and the IR's
 * boundary documents. Most documents are of the root type; a few of the top-level definitions.
 */
import { boundaryDocuments, type ModuleIR, type NamedType, type Vector } from "@canon-sdk/core";
import { makeSamples, type Sample } from "../agreement/documents.js";
import { seeded } from "../agreement/random.js";
import { exemplar } from "./exemplar.js";
import { schemaExemplar } from "./schema-exemplar.js";

export const CORPUS_SIZE = 200;
/** Documents read off the schema as written (schema-exemplar.ts), beside the corpus: valid ones only. */
export const SCHEMA_EXEMPLARS = 40;
const SCHEMA_DRAWS = 400;
const SCHEMA_SEED = 20261130;
const BOUNDARY_SHARE = 60;

/** The types judged: the root schema's, then up to `others` definitions (`/$defs/x`, `/definitions/x`). */
export function judgedTypes(ir: ModuleIR, judgeable: (type: NamedType) => boolean, others = 4): NamedType[] {
  const usable = ir.types.filter(judgeable);
  const root = usable.filter((t) => t.origin.pointer === "");
  const definitions = usable.filter(
    (t) => /^\/(\$defs|definitions)\/[^/]+$/.test(t.origin.pointer) && t.kind !== "enum",
  );
  return [...root, ...definitions.slice(0, others)];
}

/** Exemplars drawn per base until the reference accepts one (the IR does not state every keyword). */
const DRAWS = 40;

export function corpus(
  ir: ModuleIR,
  types: readonly NamedType[],
  seed: number,
  accepts: (type: NamedType, value: unknown) => boolean = () => true,
): Sample[] {
  const random = seeded(seed);
  const vectors: Vector[] = [];
  types.forEach((type, index) => {
    // The root type gets most of the bases: it is the document users write.
    const count = index === 0 ? 12 : 3;
    for (let i = 0; i < count; i++) {
      let value = exemplar(ir, type.name, random);
      for (let draw = 1; draw < DRAWS && !accepts(type, value); draw++) value = exemplar(ir, type.name, random);
      vectors.push({
        typeName: type.name,
        expect: "valid",
        name: `exemplar-${i}`,
        source: { value },
      } as unknown as Vector);
    }
  });
  const names = types.map((t) => t.name);
  const mutated = makeSamples(ir, vectors, CORPUS_SIZE - BOUNDARY_SHARE, seed, names);
  const boundaries = boundaryDocuments(ir, vectors).map(
    (d): Sample => ({
      module: ir.module,
      typeName: d.typeName,
      text: d.text,
      origin: `boundary ${d.probe} (${d.origin})`,
    }),
  );
  const picked: Sample[] = [];
  while (picked.length < BOUNDARY_SHARE && boundaries.length > 0)
    picked.push(...boundaries.splice(random.int(boundaries.length), 1));
  return [...mutated, ...picked].slice(0, CORPUS_SIZE);
}

/**
 * Up to SCHEMA_EXEMPLARS distinct documents of the first type (the root), read off the schema as
 * written and accepted by the reference: each package must accept them too.
 */
export function schemaSamples(
  module: string,
  schema: Record<string, unknown>,
  type: NamedType,
  accepts: (value: unknown) => boolean,
  refsIgnoreSiblings: boolean,
): Sample[] {
  const random = seeded(SCHEMA_SEED);
  const texts = new Set<string>();
  for (let draw = 0; draw < SCHEMA_DRAWS && texts.size < SCHEMA_EXEMPLARS; draw++) {
    const value = schemaExemplar(schema, type.origin.pointer, random, refsIgnoreSiblings);
    if (accepts(value)) texts.add(JSON.stringify(value));
  }
  return [...texts].map((text, i) => ({ module, typeName: type.name, text, origin: `schema exemplar ${i}` }));
}
