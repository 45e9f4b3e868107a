/**
 * Whole-tree atomic generation: `canon generate` killed with SIGKILL at seeded random moments
 * leaves, once the next start has recovered, every output tree exactly as it was before the run
 * or exactly as a complete run makes it, and never a temporary file inside an output folder.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { recoverInterruptedWrite, schemaFile, STAGING_DIR } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { cliPath, demoDefs, EVENTS, project, runCli, treeBytes } from "./project.js";

const RUNS = 50;
const targets = { schema: {}, typescript: {}, python: {}, go: {} };

/** mulberry32: a tiny seeded generator, so a failing run can be replayed exactly. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The new version touches every file: descriptions change, a type is added and one removed. */
function newDefs(): Record<string, Record<string, unknown>> {
  const defs = demoDefs();
  defs["Ping"]!["description"] = "A ping, second edition.";
  defs["Pong"] = {
    ...defs["Ping"],
    title: "Pong",
    description: "A pong.",
    properties: { type: { description: "Tag.", const: "PONG" }, seq: { description: "Sequence.", type: "integer" } },
  };
  (defs["Event"]!["oneOf"] as unknown[]).push({ $ref: "#/$defs/Pong" });
  defs["Event"]!["description"] = "Any event, second edition.";
  return defs;
}

function oldDefs(): Record<string, Record<string, unknown>> {
  const defs = demoDefs();
  defs["Note"] = { title: "Note", description: "Removed in the new version.", type: "string" };
  return defs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs generate and kills it: after `delay` ms, or `delay` ms after it starts staging files. */
async function killedGenerate(root: string, delay: number, afterStaging: boolean): Promise<"killed" | "finished"> {
  const child = spawn(process.execPath, [cliPath, "generate"], { cwd: root, stdio: "ignore" });
  const exited = new Promise<"killed" | "finished">((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal === "SIGKILL" ? "killed" : "finished")),
  );
  let done = false;
  void exited.then(() => (done = true));
  if (afterStaging) while (!done && !existsSync(join(root, STAGING_DIR))) await sleep(1);
  await sleep(delay);
  if (!done) child.kill("SIGKILL");
  return exited;
}

function temporaryFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (p) => /\.tmp$|canon-\d+|\.partial$/.test(p) || p.startsWith(STAGING_DIR),
  );
}

describe("canon generate killed at random moments", () => {
  it(`leaves the old or the new tree in each of ${RUNS} runs, and no temporary files`, { timeout: 0 }, async () => {
    const root = project(oldDefs(), targets);
    const handWritten = join(root, "packages/demo/typescript/NOTES.md");
    expect(runCli(["generate"], root).status).toBe(0);
    writeFileSync(handWritten, "Hand-written, no mark: generate must keep it.\n");
    const pristine = join(root, "..", `${root.split("/").pop()}-old-packages`);
    cpSync(join(root, "packages"), pristine, { recursive: true });
    const oldTree = treeBytes(join(root, "packages"));
    writeFileSync(join(root, EVENTS), `${JSON.stringify(schemaFile(newDefs()), null, 2)}\n`);
    const started = Date.now();
    expect(runCli(["generate"], root).status).toBe(0);
    const duration = Date.now() - started;
    const newTree = treeBytes(join(root, "packages"));
    expect(newTree).not.toEqual(oldTree);
    expect(newTree["demo/typescript/NOTES.md"]).toBe(oldTree["demo/typescript/NOTES.md"]);
    expect(oldTree["demo/typescript/NOTES.md"]).toBeDefined();

    const random = seeded(18);
    const outcomes = { old: 0, new: 0, killed: 0, killedWhileStaging: 0 };
    for (let run = 0; run < RUNS; run++) {
      rmSync(join(root, "packages"), { recursive: true, force: true });
      cpSync(pristine, join(root, "packages"), { recursive: true });
      // Half the kills land anywhere in a run; the other half in the short window where files move.
      const afterStaging = run % 2 === 1;
      const delay = afterStaging ? Math.floor(random() * 25) : Math.floor(random() * duration * 1.1);
      const result = await killedGenerate(root, delay, afterStaging);
      if (result === "killed") outcomes.killed++;
      if (result === "killed" && afterStaging) outcomes.killedWhileStaging++;
      // Before any recovery: no temporary file inside an output folder.
      expect(temporaryFiles(join(root, "packages")), `run ${run}`).toEqual([]);
      // The next start recovers first: every tenth through the CLI itself, the rest through the same call in-process.
      if (run % 10 === 0) runCli(["check"], root);
      else recoverInterruptedWrite(root);
      const tree = treeBytes(join(root, "packages"));
      const verdict =
        JSON.stringify(tree) === JSON.stringify(oldTree)
          ? "old"
          : JSON.stringify(tree) === JSON.stringify(newTree)
            ? "new"
            : "mixed";
      expect(
        verdict,
        `run ${run} (delay ${delay} ms${afterStaging ? " after staging began" : ""}) left a mixed tree`,
      ).not.toBe("mixed");
      outcomes[verdict as "old" | "new"]++;
      expect(temporaryFiles(root), `run ${run}`).toEqual([]);
    }
    rmSync(pristine, { recursive: true, force: true });
    process.stderr.write(`atomic generate: ${JSON.stringify(outcomes)} over ${RUNS} runs (full run ${duration} ms)\n`);
    expect(outcomes.old + outcomes.new).toBe(RUNS);
  });
});

describe("the staging folder", () => {
  it("belonging to a running generate: other runs refuse with CANON331 and touch nothing", () => {
    const root = project(demoDefs(), { schema: {} });
    mkdirSync(join(root, STAGING_DIR, "new"), { recursive: true });
    // This test's own process stands in for a generate that is still running.
    writeFileSync(join(root, STAGING_DIR, "owner"), String(process.pid));
    const before = treeBytes(root);
    for (const command of ["generate", "check"]) {
      const run = runCli([command], root);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain("CANON331");
    }
    expect(treeBytes(root)).toEqual(before);
  });

  it("left by a dead run without a journal is discarded, and the old tree stays", () => {
    const root = project(demoDefs(), { schema: {} });
    expect(runCli(["generate"], root).status).toBe(0);
    const before = treeBytes(join(root, "packages"));
    mkdirSync(join(root, STAGING_DIR, "new"), { recursive: true });
    writeFileSync(join(root, STAGING_DIR, "new", "0"), "half a file");
    writeFileSync(join(root, STAGING_DIR, "owner"), "2147483646");
    expect(runCli(["check"], root).status).toBe(0);
    expect(existsSync(join(root, STAGING_DIR))).toBe(false);
    expect(treeBytes(join(root, "packages"))).toEqual(before);
  });

  it("a crafted journal cannot move files out of the project or delete unmarked files", () => {
    const root = project(demoDefs(), { schema: {} });
    writeFileSync(join(root, "keep.txt"), "hand-written\n");
    mkdirSync(join(root, STAGING_DIR, "new"), { recursive: true });
    writeFileSync(join(root, STAGING_DIR, "new", "0"), "payload");
    writeFileSync(
      join(root, STAGING_DIR, "journal.json"),
      JSON.stringify({ writes: ["../ESCAPED-journal.txt"], deletes: ["keep.txt"] }),
    );
    recoverInterruptedWrite(root);
    expect(existsSync(join(root, "..", "ESCAPED-journal.txt"))).toBe(false);
    expect(existsSync(join(root, "keep.txt"))).toBe(true);
    expect(existsSync(join(root, STAGING_DIR))).toBe(false);
  });
});
