/**
 * The agreement corpus: every valid vector as it is, then seeded near-misses built by one to
 * three mutations at IR sites, plus whole-document oddities (non-objects, deep nesting).
 */
import type { ModuleIR, Vector } from "@canon-sdk/core";
import { type Donors, mutate, toggleOptional } from "./mutate.js";
import { seeded } from "./random.js";
import { findSites } from "./sites.js";

export interface Sample {
  readonly module: string;
  readonly typeName: string;
  /** The document as JSON text, exactly what every language reads. */
  readonly text: string;
  /** How it was made, for reports: the vector it came from and the mutations applied. */
  readonly origin: string;
}

// 128 levels is the deepest nesting every SDK reads (docs/json-reading.md); deeper text is refused
// by the reading itself, which test/hostile covers from the bytes.
const oddities = [
  "null",
  "[]",
  '"text"',
  "42",
  "{}",
  '{"__proto__":{"polluted":true}}',
  `${"[".repeat(128)}${"]".repeat(128)}`,
];

/** `oddityTypes`: the types that get the whole-document oddities (default: every type). */
export function makeSamples(
  ir: ModuleIR,
  vectors: readonly Vector[],
  count: number,
  seed: number,
  oddityTypes: readonly string[] = ir.types.map((t) => t.name),
): Sample[] {
  const random = seeded(seed);
  const donors = new Map<string, unknown[]>();
  for (const v of vectors)
    if (v.expect === "valid") donors.set(v.typeName, [...(donors.get(v.typeName) ?? []), v.source.value]);
  const bases = vectors.filter((v) => ir.types.some((t) => t.name === v.typeName));
  const samples: Sample[] = bases.map((v) => ({
    module: ir.module,
    typeName: v.typeName,
    text: JSON.stringify(v.source.value),
    origin: `${v.typeName}/${v.expect}/${v.name}`,
  }));
  for (const typeName of oddityTypes)
    for (const text of oddities) samples.push({ module: ir.module, typeName, text, origin: "oddity" });
  while (samples.length < count && bases.length > 0) {
    const base = random.pick(bases);
    let doc: unknown = base.source.value;
    const steps: string[] = [];
    // About a third of the documents only switch optional fields, so valid documents stay plentiful.
    const gentle = base.expect === "valid" && random.chance(0.35);
    for (let n = 1 + random.int(3); n > 0; n--) {
      const sites = findSites(ir, base.typeName, doc).filter((s) => !gentle || s.kind === "object");
      if (sites.length === 0) break;
      const site = random.pick(sites);
      doc =
        site.kind === "object" && gentle
          ? toggleOptional(doc, site, random, donors as Donors)
          : mutate(doc, site, random, donors as Donors);
      steps.push(`${gentle ? "toggle" : site.kind}@/${site.path.join("/")}`);
    }
    let text = JSON.stringify(doc) ?? "null";
    // Spellings JSON.stringify never produces but peers do: 1.0 and 1e0 are integers too.
    if (random.chance(0.1)) {
      const spelling = random.pick([".0", "e0", ".0e0"]);
      text = text.replace(/(:|\[|,)(-?\d+)(?=[,}\]])/, `$1$2${spelling}`);
      steps.push(`integer spelled with ${spelling}`);
    }
    samples.push({
      module: ir.module,
      typeName: base.typeName,
      text,
      origin: `${base.typeName}/${base.expect}/${base.name} + ${steps.join(", ")}`,
    });
  }
  return samples;
}
