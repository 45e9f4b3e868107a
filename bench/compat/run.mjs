/**
 * Compat speed: the agui module against itself with a one-line change, and a synthetic set ten
 * times larger (ten copies of the module, one copy changed). Run after building:
 *   node --expose-gc bench/compat/run.mjs
 * Prints the median of several runs in a fresh process state each (norm caches are per call).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { compareSync } from "../../packages/compat/dist/index.js";

const root = join(import.meta.dirname, "..", "..");
const moduleDir = join(root, "schemas", "agui");

function readModule() {
  const files = {};
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== "examples") walk(join(dir, e.name));
      else if (e.isFile() && e.name.endsWith(".schema.json"))
        files[relative(moduleDir, join(dir, e.name))] = readFileSync(join(dir, e.name), "utf8");
    }
  };
  walk(moduleDir);
  return files;
}

/** One line changed: the TEXT_MESSAGE_CONTENT tag renamed (a breaking change). */
function oneLineChange(text) {
  return text.replace('"const": "TEXT_MESSAGE_CONTENT"', '"const": "TEXT_MESSAGE_DELTA"');
}

/**
 * Copy `c` of the module with every type renamed (`Name` → `NameC3`, refs alike), so the set
 * grows the way a real one does: ten times the definitions, every name distinct.
 */
function renamed(text, c) {
  const rename = (value) => {
    if (Array.isArray(value)) return value.map(rename);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (k === "$defs")
          return [k, Object.fromEntries(Object.entries(v).map(([name, d]) => [`${name}C${c}`, rename(d)]))];
        if (k === "$ref" && typeof v === "string") return [k, v.replace(/#\/\$defs\/(.+)$/, `#/$defs/$1C${c}`)];
        return [k, rename(v)];
      }),
    );
  };
  return JSON.stringify(rename(JSON.parse(text)), null, 2);
}

function scaled(files, copies, changedCopy) {
  const out = {};
  for (let c = 0; c < copies; c++)
    for (const [p, t] of Object.entries(files))
      out[`copy${c}/${p}`] = renamed(c === changedCopy && p === "events/text.schema.json" ? oneLineChange(t) : t, c);
  return out;
}

function median(fn, runs) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) fn();
  for (let i = 0; i < runs; i++) {
    // Start each timed call from a collected heap, so one size does not pay another's garbage.
    globalThis.gc?.();
    const t = performance.now();
    result = fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], first: times[0], result };
}

const files = readModule();
const base1 = { files };
const head1 = { files: { ...files, "events/text.schema.json": oneLineChange(files["events/text.schema.json"]) } };
const cold = performance.now();
const first = compareSync(base1, head1, { mode: "full" });
const coldMs = performance.now() - cold;
const one = median(() => compareSync(base1, head1, { mode: "full" }), 15);
const base10 = { files: scaled(files, 10, -1) };
const head10 = { files: scaled(files, 10, 3) };
const ten = median(() => compareSync(base10, head10, { mode: "full" }), 7);
// The worst case for the fast path: every definition differs textually (all ten copies changed).
const base10all = { files: scaled(files, 10, -1) };
const head10all = {
  files: Object.fromEntries(
    Object.entries(files).flatMap(([p, t]) =>
      Array.from({ length: 10 }, (_, c) => [
        `copy${c}/${p}`,
        renamed(p.endsWith("text.schema.json") ? oneLineChange(t) : t, c),
      ]),
    ),
  ),
};
const headOneAll = {
  files: Object.fromEntries(
    Object.entries(files).map(([p, t]) => [p, p.endsWith("text.schema.json") ? oneLineChange(t) : t]),
  ),
};
// Interleaved rounds, one ratio per round: the machine's drift hits both sizes alike.
const timed = (fn) => {
  globalThis.gc?.();
  const t = performance.now();
  fn();
  return performance.now() - t;
};
for (let i = 0; i < 5; i++) compareSync(base10all, head10all, { mode: "full" });
const rounds = Array.from({ length: 15 }, () => {
  const single = timed(() => compareSync({ files }, headOneAll, { mode: "full" }));
  const tenfold = timed(() => compareSync(base10all, head10all, { mode: "full" }));
  return { single, tenfold, ratio: tenfold / single };
});
const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const oneFull = { ms: mid(rounds.map((r) => r.single)) };
const tenAll = { ms: mid(rounds.map((r) => r.tenfold)), ratio: mid(rounds.map((r) => r.ratio)) };

console.log(
  `agui, one-line change (${Object.keys(files).length} files): first call ${coldMs.toFixed(1)} ms, median ${one.ms.toFixed(1)} ms; findings: ${first.findings.map((f) => f.rule).join(", ")}`,
);
console.log(
  `10x synthetic set (${Object.keys(base10.files).length} files), one copy changed: median ${ten.ms.toFixed(1)} ms (${(ten.ms / one.ms).toFixed(2)}x the single module)`,
);
console.log(
  `10x synthetic set, every copy changed: median ${tenAll.ms.toFixed(1)} ms vs ${oneFull.ms.toFixed(1)} ms for one module (median of per-round ratios ${tenAll.ratio.toFixed(2)}x)`,
);

writeFileSync(
  join(root, "bench", "results", "compat.json"),
  `${JSON.stringify(
    {
      benchmark: "canon compat, agui module",
      node: process.version,
      oneLineChange: { files: Object.keys(files).length, firstCallMs: coldMs, medianMs: one.ms },
      tenTimesOneCopyChanged: { files: Object.keys(base10.files).length, medianMs: ten.ms, ratio: ten.ms / one.ms },
      tenTimesEveryCopyChanged: { medianMs: tenAll.ms, singleModuleMs: oneFull.ms, ratio: tenAll.ratio },
    },
    null,
    2,
  )}\n`,
);
