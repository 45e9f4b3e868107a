#!/usr/bin/env node
/**
 * What the Canon GitHub Action runs on a pull request, as a plain script so it runs (and is
 * tested) anywhere: `canon check` and `canon compat` against the PR's base, annotations on stdout,
 * the PR comment body (with a marker, so the action updates one comment instead of adding more)
 * and one SARIF log.
 *
 * Environment:
 *   CANON          how to run the CLI (default: `npx --no-install canon`)
 *   CANON_BASE     the compat base side (default: git:origin/$GITHUB_BASE_REF, or git:origin/main)
 *   CANON_OUT      folder for comment.md and canon.sarif (default: $RUNNER_TEMP or .canon-ci)
 *   CANON_CHANGESETS=true   also require changesets that cover the bump
 *   GITHUB_OUTPUT  (set by Actions) receives compat-exit, check-exit, comment and sarif
 * Exit: 0 clean, 1 drift or breaking changes, 2 the base could not be read.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const MARKER = "<!-- canon-compat-report -->";

const env = process.env;
const canon = (env.CANON ?? "npx --no-install canon").split(" ").filter(Boolean);
const baseRef = env.CANON_BASE ?? `git:origin/${env.GITHUB_BASE_REF || "main"}`;
const out = resolve(env.CANON_OUT ?? join(env.RUNNER_TEMP ?? ".", ".canon-ci"));
mkdirSync(out, { recursive: true });

function run(args) {
  const [cmd, ...pre] = canon;
  const r = spawnSync(cmd, [...pre, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.error) throw r.error;
  process.stderr.write(r.stderr);
  return { status: r.status ?? 2, stdout: r.stdout };
}

function output(name, value) {
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `${name}=${value}\n`);
}

/** A shallow clone has no base commit: say how to get it instead of a git error. */
function baseExists() {
  const ref = /^git:([^:]+)/.exec(baseRef)?.[1];
  if (ref === undefined) return true;
  return spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).status === 0;
}

if (!baseExists()) {
  const message = `the base ${baseRef.slice(4)} is not in this clone. Check out with history (actions/checkout with fetch-depth: 0), or fetch it: git fetch origin ${env.GITHUB_BASE_REF || "main"}`;
  console.log(`::error title=canon compat::${message}`);
  writeFileSync(join(out, "comment.md"), `${MARKER}\n### ⚠️ canon compat could not run\n\n${message}\n`);
  output("comment", join(out, "comment.md"));
  process.exit(2);
}

const check = run(["check", "--format", "github"]);
process.stdout.write(check.stdout);

const compatArgs = ["compat", baseRef, ".", ...(env.CANON_CHANGESETS === "true" ? ["--changesets"] : [])];
const annotations = run([...compatArgs, "--format", "github"]);
process.stdout.write(annotations.stdout);
const markdown = run([...compatArgs, "--format", "markdown"]).stdout;
const sarif = run([...compatArgs, "--format", "sarif"]).stdout;

const drift =
  check.status === 0 ? "" : "\n\n**Generated files are out of date**: run `canon generate` and commit the result.";
const comment = `${MARKER}\n${markdown.trim() || "### ✅ No schema changes"}${drift}\n\n<sub>Accepted breaks: list them with a reason in \`.canon-compat-ignore.json\`. Skip this check with the skip label.</sub>\n`;
writeFileSync(join(out, "comment.md"), comment);
writeFileSync(join(out, "canon.sarif"), sarif);
output("check-exit", check.status);
output("compat-exit", annotations.status);
output("comment", join(out, "comment.md"));
output("sarif", join(out, "canon.sarif"));
process.exit(annotations.status === 2 ? 2 : check.status !== 0 || annotations.status !== 0 ? 1 : 0);
