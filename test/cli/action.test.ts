/**
 * The GitHub Action's steps run as a script on a scratch repository with a pull request that
 * breaks a schema: annotations, the PR comment body, the step outputs and a SARIF log that
 * validates against the SARIF 2.1.0 schema; then an accepted break, and a clone without the base.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliPath, repoRoot, runCli } from "../foundation/workspace.js";
import { breakPing, commitAll, git, project, sarifValidator } from "./project.js";

const script = join(repoRoot, "ci", "canon-pr.mjs");

function pullRequest(): string {
  const root = project({ demo: {} });
  expect(runCli(["generate"], root).status).toBe(0);
  commitAll(root, "generated");
  git(root, "update-ref", "refs/remotes/origin/main", "HEAD");
  git(root, "checkout", "-q", "-b", "feature");
  breakPing(root, "demo");
  expect(runCli(["generate"], root).status).toBe(0);
  commitAll(root, "require a source on Ping");
  return root;
}

function runAction(root: string, env: Record<string, string> = {}) {
  const out = mkdtempSync(join(tmpdir(), "canon-action-"));
  const outputs = join(out, "github-output");
  writeFileSync(outputs, "");
  const r = spawnSync(process.execPath, [script], {
    cwd: root,
    encoding: "utf8",
    env: {
      ...process.env,
      CANON: `${process.execPath} ${cliPath}`,
      CANON_OUT: out,
      GITHUB_OUTPUT: outputs,
      GITHUB_BASE_REF: "main",
      ...env,
    },
  });
  const vars = Object.fromEntries(
    readFileSync(outputs, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => l.split("=", 2) as [string, string]),
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, out, vars };
}

describe("the Canon action on a pull request", () => {
  it("annotates, writes one marked comment and a valid SARIF log, and fails on a break", () => {
    const root = pullRequest();
    const run = runAction(root);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /^::error title=REQUIRED_PROPERTY_ADDED,file=schemas\/demo\/events\/events\.schema\.json,line=\d+,col=\d+::/m,
    );
    expect(run.vars).toMatchObject({ "compat-exit": "1", "check-exit": "0" });
    const comment = readFileSync(run.vars["comment"] as string, "utf8");
    expect(comment.split("\n")[0]).toBe("<!-- canon-compat-report -->");
    expect(comment).toContain("### ❌ Breaking schema changes (backward) — module `demo`");
    expect(comment).toContain("`REQUIRED_PROPERTY_ADDED`");
    const log = JSON.parse(readFileSync(run.vars["sarif"] as string, "utf8")) as unknown;
    const verdict = sarifValidator()(log);
    expect(verdict.valid, verdict.errors).toBe(true);
  });

  it("passes an accepted break listed with its reason", () => {
    const root = pullRequest();
    const report = JSON.parse(runCli(["compat", "git:main", ".", "--format", "json"], root).stdout) as {
      findings: { rule: string; typeName: string; severity: string }[];
    };
    const ignore = report.findings
      .filter((f) => f.severity === "breaking")
      .map((f) => ({ rule: f.rule, type: f.typeName, reason: "all senders updated together" }));
    writeFileSync(join(root, ".canon-compat-ignore.json"), JSON.stringify({ ignore }, null, 2));
    const run = runAction(root);
    expect(run.status, run.stdout).toBe(0);
    expect(readFileSync(run.vars["comment"] as string, "utf8")).toContain("accepted: all senders updated together");
  });

  it("says how to fetch the base when the clone lacks it", () => {
    const root = pullRequest();
    const run = runAction(root, { GITHUB_BASE_REF: "release-2" });
    expect(run.status).toBe(2);
    expect(run.stdout).toContain("::error title=canon compat::the base origin/release-2 is not in this clone");
    expect(run.stdout).toContain("fetch-depth: 0");
  });

  it("the action and the reusable workflow run that script", () => {
    expect(readFileSync(join(repoRoot, "action.yml"), "utf8")).toContain(
      'node "${{ github.action_path }}/ci/canon-pr.mjs"',
    );
    const workflow = readFileSync(join(repoRoot, ".github", "workflows", "canon.yml"), "utf8");
    expect(workflow).toContain("workflow_call:");
    expect(workflow).toContain("fetch-depth: 0");
  });
});
