/**
 * The tolerant lane: every generated document (the agreement corpus, plus a newer producer's
 * extra property on each object document, plus the shared tolerance corpus) goes through each
 * language's `parse` in its default, tolerant mode. TypeScript, Python and Go must return the same
 * outcome (the same output document, the same surfaced tag, or an error) and the same warnings.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileModule, loadConfig, loadVectors } from "@canon-sdk/core";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { makeSamples, type Sample } from "./documents.js";
import { buildGoDriver } from "./languages.js";
import { ensurePython } from "./python-env.js";

const total = Number(process.env["CANON_AGREEMENT_DOCS"] ?? 12_000);
const seed = Number(process.env["CANON_AGREEMENT_SEED"] ?? 20261122);

interface ParsePackage {
  parse(
    typeName: string,
    input: unknown,
  ): { ok: boolean; value?: unknown; warnings: readonly { code: string; path: string }[] };
}

const packages: Record<string, () => Promise<ParsePackage>> = {
  agui: async () => (await import("@canon-sdk/agui")) as unknown as ParsePackage,
  openwop: async () => (await import("@canon-sdk/openwop")) as unknown as ParsePackage,
  meup: async () => (await import("@canon-sdk/meup")) as unknown as ParsePackage,
};

/** JSON with object keys sorted, so that documents written in different key orders compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

interface Outcome {
  readonly status: string;
  readonly tag?: string;
  readonly output?: unknown;
  readonly warnings?: readonly { code: string; path: string }[];
}

const describeOutcome = (o: Outcome): string =>
  JSON.stringify({
    status: o.status,
    tag: o.tag,
    output: o.output === undefined ? undefined : canonical(o.output),
    warnings: o.warnings,
  });

function typescriptOutcome(pkg: ParsePackage, sample: Sample): Outcome {
  try {
    const result = pkg.parse(sample.typeName, sample.text);
    const warnings = result.warnings.map((w) => ({ code: w.code, path: w.path }));
    if (!result.ok) return { status: "error", warnings };
    const value = result.value as { unknown?: unknown; raw?: unknown } | undefined;
    if (typeof value === "object" && value !== null && value.unknown === true && "raw" in value) {
      const tag = Object.entries(value).find(([k]) => k !== "unknown" && k !== "raw")?.[1];
      return { status: "unknown", tag: String(tag), warnings };
    }
    return { status: "ok", output: result.value, warnings };
  } catch (error) {
    return { status: `X:${(error as Error).name}` };
  }
}

const batch = (samples: readonly Sample[]): string =>
  samples.map((s) => JSON.stringify({ module: s.module, type: s.typeName, text: s.text })).join("\n") + "\n";
const outcomes = (output: string): Outcome[] =>
  output
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Outcome);

function toleranceInputs(module: string, schemas: string): Sample[] {
  const examples = join(repoRoot, schemas, "examples");
  const found: Sample[] = [];
  for (const typeName of existsSync(examples) ? readdirSync(examples).sort() : []) {
    const dir = join(examples, typeName, "tolerant");
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const input = (JSON.parse(readFileSync(join(dir, name), "utf8")) as { input: unknown }).input;
      found.push({ module, typeName, text: JSON.stringify(input), origin: `${typeName}/tolerant/${name}` });
    }
  }
  return found;
}

/** A newer producer's extra property on every object document: the commonest tolerant case. */
function withFutureProperty(samples: readonly Sample[]): Sample[] {
  return samples.flatMap((s) => {
    const value: unknown = JSON.parse(s.text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
    return [
      { ...s, text: JSON.stringify({ ...value, canonFutureField: { added: "later" } }), origin: `${s.origin}+future` },
    ];
  });
}

describe("tolerant lane: TypeScript, Python and Go read every document the same way", () => {
  let python = "";
  let goBinary = "";
  beforeAll(() => {
    python = ensurePython();
    goBinary = buildGoDriver(mkdtempSync(join(tmpdir(), "canon-tolerant-")));
  });

  it(
    "same result and same warnings for every document",
    async () => {
      const config = loadConfig(repoRoot);
      const reports: string[] = [];
      let documents = 0;
      let warned = 0;
      for (const module of config.modules) {
        const compiled = compileModule(repoRoot, module, { withVectors: false });
        if (compiled.ir === undefined) throw new Error(`module ${module.name} does not compile`);
        const pkg = await (packages[module.name] as () => Promise<ParsePackage>)();
        const generated = makeSamples(
          compiled.ir,
          loadVectors(repoRoot, module.schemas).vectors,
          Math.ceil(total / config.modules.length),
          seed,
        );
        const samples = [
          ...generated,
          ...withFutureProperty(generated.slice(0, Math.ceil(generated.length / 4))),
          ...toleranceInputs(module.name, module.schemas),
        ];
        documents += samples.length;
        const py = outcomes(
          execFileSync(python, [join(repoRoot, "test", "agreement", "python", "tolerant.py")], {
            input: batch(samples),
            encoding: "utf8",
            maxBuffer: 1 << 30,
            env: {
              ...process.env,
              PYTHONPATH: ["agui", "openwop", "meup"].map((m) => join(repoRoot, "packages", m, "python")).join(":"),
              PYTHONWARNINGS: "ignore",
            },
          }),
        );
        const go = outcomes(
          execFileSync(goBinary, ["-tolerant"], { input: batch(samples), encoding: "utf8", maxBuffer: 1 << 30 }),
        );
        let disagreements = 0;
        samples.forEach((sample, i) => {
          const ts = typescriptOutcome(pkg, sample);
          if ((ts.warnings ?? []).length > 0) warned++;
          const seen = {
            typescript: describeOutcome(ts),
            python: describeOutcome(py[i] as Outcome),
            go: describeOutcome(go[i] as Outcome),
          };
          if (new Set(Object.values(seen)).size > 1 && ++disagreements <= 5) {
            reports.push(
              `${module.name} ${sample.typeName} (${sample.origin}): ${sample.text.slice(0, 400)}\n${Object.entries(
                seen,
              )
                .map(([k, v]) => `  ${k}: ${v.slice(0, 600)}`)
                .join("\n")}`,
            );
          }
        });
        if (disagreements > 5) reports.push(`… and ${disagreements - 5} more disagreements in ${module.name}`);
      }
      console.log(`tolerant lane: documents=${documents} with warnings=${warned} disagreements=${reports.length}`);
      expect(reports, reports.join("\n\n")).toEqual([]);
      expect(warned).toBeGreaterThan(0);
    },
    15 * 60_000,
  );
});
