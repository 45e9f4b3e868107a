/**
 * Exponential patterns generate, matched in TypeScript by the linear-time matcher; with lookaround or
 * backreferences they are refused by lint and generate (CANON230). Polynomial searches warn
 * (CANON232); linear patterns, including our own modules' patterns, pass. The checker is recheck's
 * automaton analysis, so these are proofs about the pattern, not timings.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoDefs, project, repoRoot, runCli, treeBytes } from "./project.js";

function withPattern(pattern: string, where: "pattern" | "patternProperties"): string {
  const defs = demoDefs();
  const properties = defs["Ping"]!["properties"] as Record<string, Record<string, unknown>>;
  if (where === "pattern") properties["label"] = { description: "A label.", type: "string", pattern };
  else
    properties["labels"] = {
      description: "Labels.",
      type: "object",
      patternProperties: { [pattern]: { type: "string" } },
    };
  return project(defs);
}

function setTargets(root: string, targets: Record<string, unknown>): void {
  const path = join(root, "canon.config.json");
  const config = JSON.parse(readFileSync(path, "utf8")) as { modules: Record<string, Record<string, unknown>> };
  for (const module of Object.values(config.modules)) module["targets"] = targets;
  writeFileSync(path, JSON.stringify(config));
}

/** A file of the generated TypeScript package's src folder, wherever the config puts it. */
function generatedFile(root: string, name: string): string {
  const found = (readdirSync(root, { recursive: true }) as string[]).find((p) =>
    p.replaceAll("\\", "/").endsWith(`typescript/src/${name}`),
  );
  if (found === undefined) throw new Error(`no generated ${name}`);
  return readFileSync(join(root, found), "utf8");
}

describe("super-linear patterns", () => {
  it.each(["^(a+)+$", "(a|a)*", "(a*)*b"])(
    "exponential pattern %s generates; the TypeScript validators match it in linear time",
    (pattern) => {
      const root = withPattern(pattern, "pattern");
      const lint = runCli(["lint"], root);
      expect(lint.stdout).not.toContain("CANON230");
      expect(lint.status, lint.stdout).toBe(0);
      setTargets(root, { schema: {}, typescript: {} });
      const generate = runCli(["generate"], root);
      expect(generate.status, generate.stdout + generate.stderr).toBe(0);
      const literal = JSON.stringify(pattern);
      for (const file of ["guards.ts", "standalone.ts", "explain.ts"]) {
        const source = generatedFile(root, file);
        expect(source, file).toContain(`linearPattern(${literal})`);
        expect(source, file).not.toContain(`new RegExp(${literal}`);
      }
      expect(generatedFile(root, "linear-pattern.ts")).toContain("export function linearPattern");
    },
  );

  it("an exponential pattern with lookaround is still refused (CANON230), nothing written", () => {
    const root = withPattern("^(a+)+(?=b)", "pattern");
    const before = treeBytes(root);
    const lint = runCli(["lint"], root);
    expect(lint.status).toBe(1);
    const line = lint.stdout.split("\n").find((l) => l.includes("CANON230"));
    expect(line).toMatch(/^schemas\/demo\/events\/events\.schema\.json:\d+:\d+ CANON230 /);
    expect(line).toMatch(/can take exponential( \(fuzz\))? time/);
    expect(runCli(["generate"], root).status).toBe(1);
    expect(treeBytes(root)).toEqual(before);
  });

  it("a super-linear patternProperties key generates too, with the linear matcher", () => {
    const root = withPattern("^([a-z]+)*$", "patternProperties");
    expect(runCli(["lint"], root).stdout).not.toContain("CANON230");
    setTargets(root, { schema: {}, typescript: {} });
    expect(runCli(["generate"], root).status).toBe(0);
    expect(generatedFile(root, "standalone.ts")).toContain('linearPattern("^([a-z]+)*$")');
  });

  it("a polynomial search is a CANON232 warning with advice to anchor it, an error when the module says so", () => {
    const root = withPattern("[a-z]+@[a-z]+", "pattern");
    const lint = runCli(["lint"], root);
    expect(lint.stdout).toMatch(
      /warning CANON232 pattern "\[a-z\]\+@\[a-z\]\+" can take 2nd degree polynomial time.*anchor it/,
    );
    expect(lint.status).toBe(0);
    const config = JSON.parse(readFileSync(join(root, "canon.config.json"), "utf8")) as {
      modules: Record<string, Record<string, unknown>>;
    };
    for (const module of Object.values(config.modules)) module["lint"] = { CANON232: "error" };
    writeFileSync(join(root, "canon.config.json"), JSON.stringify(config));
    const strict = runCli(["lint"], root);
    expect(strict.stdout).toMatch(/:\d+:\d+ CANON232 pattern/);
    expect(strict.status).toBe(1);
    expect(runCli(["generate"], root).status).toBe(1);
  });

  it("linear patterns with nested but unambiguous loops pass", () => {
    const root = withPattern("^(/([^/~]|~[01])*)*$", "pattern");
    const lint = runCli(["lint"], root);
    expect(lint.stdout).not.toContain("CANON230");
    expect(lint.status).toBe(0);
  });

  it("the repository's own modules (agui, openwop, meup) are clean", () => {
    const lint = runCli(["lint"], repoRoot);
    expect(lint.stdout).not.toContain("CANON230");
    expect(lint.status, lint.stdout).toBe(0);
  });

  it("the analysis runs in the calling thread: no worker thread whose reply can go missing under load", () => {
    // recheck's default sync backend hands each pattern to a synckit worker; under CI load that
    // handshake once lost a reply and crashed `canon generate` with a TypeError.
    const script = `
      import { createRequire } from "node:module";
      const threads = createRequire(import.meta.url)("node:worker_threads");
      let started = 0;
      const Original = threads.Worker;
      threads.Worker = class extends Original { constructor(...args) { started++; super(...args); } };
      const { needsLinearMatcher } = await import("@canon-sdk/core");
      const verdicts = { exponential: needsLinearMatcher("(a+)+$"), linear: needsLinearMatcher("^a+$") };
      console.log(JSON.stringify({ started, ...verdicts }));`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: join(repoRoot, "test"),
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ started: 0, exponential: true, linear: false });
  });
});
