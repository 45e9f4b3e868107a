/**
 * Agreement of one outside schema's generated validators with ajv on the original schema. Type
 * names may differ per language (a name one target reserves is renamed only for that target), so
 * samples carry the IR type's origin pointer and each language gets its own name for it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adhocModule, compileModule, type ModuleIR, type NamedType } from "@canon-sdk/core";
import type { Sample } from "../agreement/documents.js";
import { corpus, judgedTypes, schemaSamples } from "./corpus.js";
import { reference, refsIgnoreSiblings } from "./reference.js";
import { type Judged, verdicts } from "./validators.js";

export const SEED = 20261125;

export interface Corpus {
  readonly dialect: string;
  readonly samples: readonly Sample[];
  /** ajv's verdict per sample, and why it rejects it ("" when it accepts). */
  readonly expected: readonly boolean[];
  readonly why: readonly string[];
  /** The original-schema pointer of each IR type name, to find a language's name for it. */
  readonly pointers: ReadonlyMap<string, string>;
}

function irFor(dir: string, file: string, targets: readonly string[]): ModuleIR {
  const compiled = compileModule(dir, adhocModule(dir, file, { targets }), { withVectors: false });
  if (compiled.ir === undefined) throw new Error(`${file} does not compile: ${JSON.stringify(compiled.errors)}`);
  return compiled.ir;
}

export function makeCorpus(dir: string, file: string): Corpus {
  const schema = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  const ajv = reference(schema);
  const ir = irFor(dir, file, ["schema"]);
  const types = judgedTypes(ir, (t) => ajv.judge(t.origin.pointer, null) !== undefined);
  const judged = (t: NamedType, value: unknown) => ajv.judge(t.origin.pointer, value) === true;
  const root = types[0];
  const samples = [
    ...corpus(ir, types, SEED, judged),
    ...(root === undefined
      ? []
      : schemaSamples(ir.module, schema, root, (value) => judged(root, value), refsIgnoreSiblings.has(ajv.dialect))),
  ];
  const pointers = new Map(ir.types.map((t) => [t.name, t.origin.pointer]));
  const expected = samples.map((s) => ajv.judge(pointers.get(s.typeName) as string, JSON.parse(s.text)) === true);
  const why = samples.map((s) => ajv.why(pointers.get(s.typeName) as string, JSON.parse(s.text)));
  return { dialect: ajv.dialect, samples, expected, why, pointers };
}

export interface Disagreement {
  readonly typeName: string;
  readonly origin: string;
  readonly text: string;
  readonly ajv: boolean;
  /** The keyword and schema path ajv rejects the document by, when it does. */
  readonly why: string;
  readonly verdict: string;
}

/** The samples on which the language's validator and ajv differ (a crash always differs). */
export function disagreements(
  language: Judged,
  dir: string,
  file: string,
  sdk: string,
  found: Corpus,
  python: string,
): Disagreement[] {
  const byPointer = new Map(irFor(dir, file, [language]).types.map((t) => [t.origin.pointer, t.name]));
  const renamed = found.samples.map((s) => ({
    ...s,
    typeName: byPointer.get(found.pointers.get(s.typeName) as string) ?? s.typeName,
  }));
  const got = verdicts(language, join(sdk, language), renamed, python);
  return renamed.flatMap((s, i) =>
    got[i] === (found.expected[i] ? "1" : "0")
      ? []
      : [
          {
            typeName: s.typeName,
            origin: s.origin,
            text: s.text,
            ajv: found.expected[i] as boolean,
            why: found.why[i] as string,
            verdict: got[i] ?? "missing",
          },
        ],
  );
}
