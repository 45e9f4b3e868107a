/** The `canon` command as users meet it: help, version, mistakes, output formats, pipes. */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliPath, repoRoot, runCli } from "../foundation/workspace.js";
import { breakPing, project, sarifValidator } from "./project.js";

const cliVersion = (
  JSON.parse(readFileSync(join(repoRoot, "packages", "cli", "package.json"), "utf8")) as { version: string }
).version;

describe("help, version and mistakes", () => {
  const root = project({ demo: {} });

  it("prints its version", () => {
    for (const flag of ["--version", "-v"]) {
      const run = runCli([flag], root);
      expect(run.stdout).toBe(`${cliVersion}\n`);
      expect(run.status).toBe(0);
    }
  });

  it("has help per command, the same both ways", () => {
    const viaHelp = runCli(["help", "compat"], root);
    const viaFlag = runCli(["compat", "--help"], root);
    expect(viaHelp.status).toBe(0);
    expect(viaHelp.stdout).toBe(viaFlag.stdout);
    expect(viaHelp.stdout).toMatch(/^usage: canon compat <base> <head> \[options\]/);
    expect(viaHelp.stdout).toContain("--changesets");
    expect(runCli(["--help"], root).stdout).toContain("version");
  });

  it.each([
    [["lnt"], /unknown command "lnt"; did you mean "lint"\?/],
    [["help", "genrate"], /did you mean "generate"\?/],
    [["lint", "--modul", "demo"], /unknown option --modul; did you mean --module\?/],
    [["check", "--changesets"], /it is an option of compat/],
    [["lint", "--format", "markdown"], /--format must be one of text, json, github, sarif/],
    [["compat", "only-one.json"], /compat needs <base> <head>/],
    [["validate", "demo"], /validate needs <module> <TypeName>/],
    [["--module", "demo"], /put the command first/],
    [[], /usage: canon <command>/],
  ])("canon %j is a usage error: exit 2 and a hint", (args, message) => {
    const run = runCli(args, root);
    expect(run.stderr).toMatch(message);
    expect(run.status).toBe(2);
  });

  it("treats an unknown module, type or target as usage (exit 2)", () => {
    expect(runCli(["lint", "--module", "nope"], root).status).toBe(2);
    expect(runCli(["generate", "--target", "cobol"], root).status).toBe(2);
  });
});

describe("colour", () => {
  const root = project({ demo: {} });
  // Nothing generated yet: check reports every file as missing.
  const lintDrift = (env: Record<string, string>) => runCli(["check"], root, undefined, env);

  it("is off when piped, on with FORCE_COLOR, and NO_COLOR wins", () => {
    expect(lintDrift({}).stdout).not.toContain("\u001b[");
    expect(lintDrift({ FORCE_COLOR: "1" }).stdout).toContain("\u001b[31mCANON302\u001b[0m");
    expect(lintDrift({ FORCE_COLOR: "1", NO_COLOR: "1" }).stdout).not.toContain("\u001b[");
  });
});

describe("machine formats: one document for every module", () => {
  const root = project({ alpha: {}, beta: {} });
  breakPing(root, "alpha");
  breakPing(root, "beta");
  const sarifValid = sarifValidator();

  it("compat --format sarif prints one SARIF log naming each module", () => {
    const run = runCli(["compat", "git:HEAD", ".", "--format", "sarif"], root);
    expect(run.status).toBe(1);
    const log = JSON.parse(run.stdout) as { runs: { results: { ruleId: string; properties: { module: string } }[] }[] };
    expect(sarifValid(log).valid, sarifValid(log).errors).toBe(true);
    expect(log.runs).toHaveLength(1);
    expect(new Set(log.runs[0]?.results.map((r) => r.properties.module))).toEqual(new Set(["alpha", "beta"]));
  });

  it("compat --format json prints one JSON value with a report per module", () => {
    const run = runCli(["compat", "git:HEAD", ".", "--format", "json"], root);
    const doc = JSON.parse(run.stdout) as {
      compatible: boolean;
      requiredBump: string;
      modules: { module: string; compatible: boolean }[];
    };
    expect(doc.compatible).toBe(false);
    expect(doc.requiredBump).toBe("major");
    expect(doc.modules.map((m) => m.module)).toEqual(["alpha", "beta"]);
  });

  it("markdown and github output name the module", () => {
    const md = runCli(["compat", "git:HEAD", ".", "--format", "markdown"], root).stdout;
    expect(md).toContain("Breaking schema changes (backward) — module `alpha`");
    expect(md).toContain("— module `beta`");
    const gh = runCli(["compat", "git:HEAD", ".", "--format", "github"], root).stdout;
    expect(gh).toMatch(/^::notice title=canon compat alpha::not compatible/m);
    expect(gh).toMatch(/^::error title=\w+,file=schemas\/beta\/events\/events\.schema\.json,line=\d+,col=\d+::/m);
  });

  it("lint and check speak json, github and sarif, as one document", () => {
    const check = runCli(["check", "--format", "sarif"], root);
    expect(check.status).toBe(1);
    const log = JSON.parse(check.stdout) as { runs: { results: { ruleId: string }[] }[] };
    expect(sarifValid(log).valid, sarifValid(log).errors).toBe(true);
    expect(log.runs[0]?.results.every((r) => r.ruleId === "CANON302")).toBe(true);
    const json = JSON.parse(runCli(["check", "--format", "json"], root).stdout) as {
      problems: number;
      diagnostics: { code: string; fix: string }[];
    };
    expect(json.problems).toBe(json.diagnostics.length);
    expect(json.diagnostics[0]?.fix).toBeTruthy();
    expect(runCli(["check", "--format", "github"], root).stdout).toMatch(
      /^::error title=CANON302 generated file is missing,file=packages\/alpha\/schema\/alpha\.schema\.json,line=1,col=1::/m,
    );
    const lint = runCli(["lint", "--format", "json"], root);
    expect(lint.status).toBe(0);
    expect(JSON.parse(lint.stdout)).toMatchObject({ problems: 0, diagnostics: [] });
  });
});

describe("accepted breaks", () => {
  it("an entry of .canon-compat-ignore.json with a reason turns a break into accepted info", () => {
    const root = project({ demo: {} });
    breakPing(root, "demo");
    const first = runCli(["compat", "git:HEAD", ".", "--format", "json"], root);
    expect(first.status).toBe(1);
    // The break shows on Ping and on the union Event that contains it: accept both.
    const breaks = (
      JSON.parse(first.stdout) as { findings: { rule: string; typeName: string; severity: string }[] }
    ).findings.filter((f) => f.severity === "breaking");
    expect(breaks.length).toBeGreaterThan(0);
    const entries = breaks.map((f) => ({
      rule: f.rule,
      type: f.typeName,
      reason: "every sender was updated in the same release",
    }));
    const ignored = join(root, ".canon-compat-ignore.json");
    writeFileSync(ignored, JSON.stringify({ ignore: entries.slice(1) }));
    expect(runCli(["compat", "git:HEAD", "."], root).status).toBe(1);
    writeFileSync(ignored, JSON.stringify({ ignore: entries }));
    const second = runCli(["compat", "git:HEAD", "."], root);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain("(accepted: every sender was updated in the same release)");
    writeFileSync(ignored, JSON.stringify({ ignore: [{ rule: breaks[0]?.rule, type: breaks[0]?.typeName }] }));
    const third = runCli(["compat", "git:HEAD", "."], root);
    expect(third.stderr).toContain('"reason" is missing');
    expect(third.status).toBe(2);
  });
});

describe("pipes", () => {
  it("stops quietly when the reader goes away, keeping its exit code", async () => {
    const root = project({ alpha: {}, beta: {} });
    breakPing(root, "alpha");
    const child = spawn(process.execPath, [cliPath, "compat", "git:HEAD", ".", "--format", "sarif"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(status).toBe(1);
  });
});
