/**
 * Hostile input in all three languages: guards return false, validators return errors, parsers
 * return an error value or raise the package's ValidationError — nothing else, and the input is
 * never mutated. Python and Go judge the same bytes through small drivers.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileModule, loadConfig, loadVectors, type UnionType } from "@canon-sdk/core";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { type HostileInput, hostileInputs } from "./hostile-inputs.js";
import { buildGoDriver } from "./languages.js";
import { ensurePython } from "./python-env.js";

interface Case {
  module: string;
  union: string;
  input: HostileInput;
}

const wanted: Record<string, string[]> = {
  agui: ["Event", "Message", "ContentPart", "JsonPatchOperation"],
  openwop: ["KnownRunEvent"],
  meup: ["Message"],
};

function cases(): Case[] {
  const found: Case[] = [];
  for (const module of loadConfig(repoRoot).modules) {
    const compiled = compileModule(repoRoot, module, { withVectors: false });
    const vectors = loadVectors(repoRoot, module.schemas).vectors;
    for (const union of (compiled.ir?.types ?? []).filter(
      (t): t is UnionType => t.kind === "union" && (wanted[module.name] ?? []).includes(t.name),
    )) {
      const base = vectors.find((v) => v.typeName === union.name && v.expect === "valid")?.source.value as Record<
        string,
        unknown
      >;
      for (const input of hostileInputs(base, union.tag)) found.push({ module: module.name, union: union.name, input });
    }
  }
  return found;
}

const all = cases();
const batch =
  all
    .map((c) => JSON.stringify({ module: c.module, union: c.union, b64: c.input.bytes.toString("base64") }))
    .join("\n") + "\n";
/** Structural equality without recursion, so 10,000-deep documents compare too. */
function sameJson(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop() as [unknown, unknown];
    if (typeof x !== "object" || x === null || typeof y !== "object" || y === null) {
      if (!Object.is(x, y)) return false;
      continue;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const key of keys) stack.push([(x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]]);
  }
  return true;
}

const label = (c: Case) => `${c.module} ${c.union}: ${c.input.name}`;

describe("hostile input", () => {
  let python = "";
  beforeAll(() => {
    python = ensurePython();
  });

  it("covers every union named above with every hostile input", () => {
    expect(all.length).toBe(6 * hostileInputs({ type: "X", id: "y" }, "type").length);
  });

  it("TypeScript: guards return false or true, validators and parsers return results, nothing is mutated", async () => {
    for (const c of all) {
      const pkg = (await import(`@canon-sdk/${c.module}`)) as Record<string, (...args: unknown[]) => unknown>;
      const text = new TextDecoder().decode(c.input.bytes);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = text;
      }
      // A second, untouched copy to compare with afterwards (deep inputs defeat JSON.stringify).
      const pristine: unknown = value === text ? text : JSON.parse(text);
      const guard = pkg[`is${c.union}`] as (v: unknown) => unknown;
      expect(typeof guard(value), label(c)).toBe("boolean");
      const validated = pkg["validate"]?.(c.union, value) as { ok: boolean };
      expect(typeof validated.ok, label(c)).toBe("boolean");
      for (const mode of ["strict", "tolerant"]) {
        for (const input of [text, value]) {
          const parsed = pkg[`parse${c.union}`]?.(input, { mode }) as { ok: boolean };
          expect(typeof parsed.ok, label(c)).toBe("boolean");
        }
      }
      expect(sameJson(value, pristine), `${label(c)} mutated`).toBe(true);
    }
  });

  it("Python: parse_<union> and validate accept or raise ValidationError, nothing else, nothing mutated", () => {
    const modules = ["agui", "openwop", "meup"].map((m) => join(repoRoot, "packages", m, "python"));
    const output = execFileSync(python, [join(repoRoot, "test", "agreement", "python", "hostile.py")], {
      input: batch,
      encoding: "utf8",
      maxBuffer: 1 << 30,
      env: { ...process.env, PYTHONPATH: modules.join(":"), PYTHONWARNINGS: "ignore" },
    });
    const lines = output.trimEnd().split("\n");
    expect(lines).toHaveLength(all.length);
    const defects = all.map((c, i) => `${label(c)} → ${lines[i] ?? ""}`).filter((line) => /X:|M$|\?/.test(line));
    expect(defects).toEqual([]);
  });

  it("Go: Parse<Union> and Validate return a value or an error, never panic, never mutate", () => {
    const binary = buildGoDriver(mkdtempSync(join(tmpdir(), "canon-hostile-")));
    const lines = execFileSync(binary, ["-hostile"], { input: batch, encoding: "utf8", maxBuffer: 1 << 30 })
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(all.length);
    const defects = all
      .map((c, i) => `${label(c)} → ${lines[i] ?? ""}`)
      .filter((line) => /P|M|\?|→ -/.test(line.split("→")[1] ?? ""));
    expect(defects).toEqual([]);
  });
});
