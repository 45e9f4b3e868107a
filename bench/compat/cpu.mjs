/**
 * `canon compat` on a 150-definition file, in a fresh process each time: CPU time (user + sys,
 * as the shell's `time` reports it) for the whole command, start-up included. Run after building:
 *   node bench/compat/cpu.mjs
 * Writes bench/results/compat-cpu.json. Not a test: the figure depends on the machine.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const cli = join(root, "packages", "cli", "dist", "main.js");

/** 150 definitions: 120 event objects with a shared envelope, 20 enums, 9 payloads, one union of the events. */
function schema(changed) {
  const $defs = {};
  for (let i = 0; i < 20; i++)
    $defs[`Level${i}`] = { title: `Level${i}`, description: "A level.", enum: ["low", "mid", "high", `x${i}`] };
  for (let i = 0; i < 9; i++)
    $defs[`Payload${i}`] = {
      title: `Payload${i}`,
      description: "A payload.",
      type: "object",
      properties: {
        text: { type: "string", description: "Text.", maxLength: changed && i === 3 ? 40 : 80 },
        count: { type: "integer", minimum: 0, description: "Count." },
        tags: { type: "array", items: { type: "string", pattern: "^[a-z][a-z0-9-]*$" }, description: "Tags." },
      },
      required: ["text"],
      additionalProperties: false,
    };
  for (let i = 0; i < 120; i++) {
    $defs[`Event${i}`] = {
      title: `Event${i}`,
      description: "An event.",
      type: "object",
      properties: {
        type: { const: `EVENT_${i}`, description: "Tag." },
        id: { type: "string", description: "Id." },
        ts: { type: "integer", description: "Time." },
        level: { $ref: `#/$defs/Level${i % 20}` },
        payload: { $ref: `#/$defs/Payload${i % 9}` },
        note: { type: ["string", "null"], description: "Note." },
      },
      required: ["type", "id"],
      additionalProperties: false,
    };
  }
  $defs.Event = {
    title: "Event",
    description: "Any event.",
    oneOf: Array.from({ length: 120 }, (_, i) => ({ $ref: `#/$defs/Event${i}` })),
    discriminator: { propertyName: "type" },
  };
  return { $schema: "https://json-schema.org/draft/2020-12/schema", $defs };
}

const work = mkdtempSync(join(tmpdir(), "canon-compat-cpu-"));
const base = join(work, "base.schema.json");
const head = join(work, "head.schema.json");
writeFileSync(base, JSON.stringify(schema(false), null, 2));
writeFileSync(head, JSON.stringify(schema(true), null, 2));

/** CPU seconds of one fresh `node cli compat …` process (or of `node -e 0`, the floor of any Node process). */
function cpu(args) {
  const command =
    args === null ? `{ time node -e 0; } 2>&1 | tail -1` : `{ time node "$0" compat "$@" > /dev/null; } 2>&1 | tail -1`;
  const out = execFileSync("bash", ["-c", `TIMEFORMAT='%U %S %R'; ${command}`, cli, ...(args ?? [])], {
    encoding: "utf8",
  });
  const [user, sys, real] = out.trim().split(/\s+/).map(Number);
  return { cpuMs: (user + sys) * 1000, wallMs: real * 1000 };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = (args, n = 7) => {
  const samples = Array.from({ length: n }, () => cpu(args));
  return { cpuMs: median(samples.map((s) => s.cpuMs)), wallMs: median(samples.map((s) => s.wallMs)) };
};

const results = {
  benchmark: "canon compat, one 150-definition file against a one-line change, fresh process",
  node: process.version,
  definitions: Object.keys(schema(false).$defs).length,
  bareNode: runs(null),
  dataOnly: runs([base, head, "--category", "data"]),
  dataOnlyNoChange: runs([base, base, "--category", "data"]),
  allCategories: runs([base, head], 3),
};
rmSync(work, { recursive: true, force: true });
console.log(
  `bare node ${results.bareNode.cpuMs.toFixed(0)} ms CPU; ${results.definitions} definitions: --category data ${results.dataOnly.cpuMs.toFixed(0)} ms CPU (${results.dataOnly.wallMs.toFixed(0)} ms wall); unchanged ${results.dataOnlyNoChange.cpuMs.toFixed(0)} ms CPU; --category all (IR build per side) ${results.allCategories.cpuMs.toFixed(0)} ms CPU`,
);
writeFileSync(join(root, "bench", "results", "compat-cpu.json"), `${JSON.stringify(results, null, 2)}\n`);
