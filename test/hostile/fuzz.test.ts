/**
 * The seeded fuzz lane: at least 100,000 documents per run (CANON_FUZZ_DOCS), from the agreement
 * corpus with byte- and structure-level mutations (fuzz.ts), judged from their bytes by every
 * strict entry point that reads text: TypeScript validateJson and parse<Union>, Python
 * validate_json and parse_<union>, Go Validate and Parse<Union>Strict. Every language must give
 * every document one verdict, with no crash; ajv on the canonical schema must agree wherever the
 * text is readable. CANON_FUZZ_SEED picks another corpus. Tolerant parsers are left out: what a
 * tolerant receiver accepts differs by design until receivers are declared as data.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileModule, loadConfig, loadVectors } from "@canon-sdk/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePython } from "../agreement/python-env.js";
import { repoRoot } from "../foundation/workspace.js";
import { type FuzzDocument, fuzzDocuments } from "./fuzz.js";
import { buildGoJudge, goVerdicts, pythonVerdicts, typescriptPackages, typescriptVerdicts } from "./judges.js";

const total = Number(process.env["CANON_FUZZ_DOCS"] ?? 100_000);
const seed = Number(process.env["CANON_FUZZ_SEED"] ?? 20261123);
/** Documents per subprocess call: big enough to amortize start-up, small enough to stay in memory. */
const BATCH = 40_000;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

describe("seeded fuzz lane: one verdict per document in TypeScript, Python, Go and ajv", () => {
  let python = "";
  let goBinary = "";
  beforeAll(() => {
    python = ensurePython();
    goBinary = buildGoJudge(mkdtempSync(join(tmpdir(), "canon-fuzz-")));
  });

  // A generous bound for a slow, shared machine; the lane itself times nothing.
  it(`judges ${total} documents with no disagreement and no crash`, { timeout: 0 }, async () => {
    const packages = await typescriptPackages();
    const config = loadConfig(repoRoot);
    let documents = 0;
    let accepted = 0;
    let unreadable = 0;
    let wrong = 0;
    const reports: string[] = [];
    for (const module of config.modules) {
      const compiled = compileModule(repoRoot, module, { withVectors: false });
      if (compiled.ir === undefined || compiled.validator === undefined)
        throw new Error(`module ${module.name} does not compile`);
      const oracle = compiled.validator;
      const read = (packages[module.name] as unknown as { readJson(text: string): { ok: boolean; value?: unknown } })
        .readJson;
      const all = fuzzDocuments(
        compiled.ir,
        loadVectors(repoRoot, module.schemas).vectors,
        Math.ceil(total / config.modules.length),
        seed,
      );
      for (let from = 0; from < all.length; from += BATCH) {
        const batch: FuzzDocument[] = all.slice(from, from + BATCH);
        const ts = typescriptVerdicts(packages, batch, true);
        const py = pythonVerdicts(python, batch, true);
        const go = goVerdicts(goBinary, batch);
        batch.forEach((doc, i) => {
          const row: Record<string, string | undefined> = {
            "ts validate": ts[i]?.[0],
            "ts parse": ts[i]?.[1],
            "python validate": py[i]?.[0],
            "python parse": py[i]?.[1],
            "go validate": go[i]?.[0],
            "go parse": go[i]?.[1],
          };
          let text: string | undefined;
          try {
            text = utf8.decode(doc.bytes);
          } catch {
            text = undefined;
          }
          const reading = text === undefined ? { ok: false } : read(text);
          if (reading.ok) row["ajv"] = oracle.validate(doc.type, reading.value).ok ? "1" : "0";
          else unreadable++;
          const verdicts = new Set(Object.values(row).filter((v) => v !== "-"));
          if (row["ts validate"] === "1") accepted++;
          if (verdicts.size !== 1 || !(verdicts.has("0") || verdicts.has("1"))) {
            wrong++;
            if (reports.length < 8)
              reports.push(
                `${doc.module} ${doc.type} from ${doc.origin}\n  document: ${JSON.stringify(doc.bytes.toString("latin1").slice(0, 400))}\n  verdicts: ${JSON.stringify(row)}`,
              );
          }
        });
        documents += batch.length;
      }
    }
    console.log(
      `fuzz lane: seed=${seed} documents=${documents} accepted=${accepted} refused-by-reading=${unreadable} disagreements-or-crashes=${wrong}`,
    );
    expect(wrong, reports.join("\n\n")).toBe(0);
    expect(documents).toBeGreaterThanOrEqual(total);
    // The lane must exercise both sides of every rule, not only refusals.
    expect(accepted).toBeGreaterThan(documents / 10);
    expect(unreadable).toBeGreaterThan(documents / 20);
  });
});
