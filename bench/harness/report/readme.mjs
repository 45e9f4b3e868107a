// bench/README.md from results/latest.json: method, fixtures, then per language the ratios against
// the peers, the cost of tolerating unknown properties, and per fixture and input a table and a
// chart of CPU time per document.
import { barChart, formatNs } from "./svg.mjs";

const STREAM_NOTE = {
  valid: "valid",
  invalid: "invalid (one malformed known field)",
  unknown: "unknown (one extra property)",
};
const range = (s) => (s ? `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})` : "–");
const ns = (s) => (s ? `${formatNs(s.median)} (${formatNs(s.min)}–${formatNs(s.max)})` : "failed");
const pct = (x) => (x === null ? "–" : `${(x * 100).toFixed(0)}%`);
const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
const ordered = (rows) =>
  [...rows].sort((a, b) => Number(a.peer) - Number(b.peer) || a.contender.localeCompare(b.contender));

export function chartName(language, fixture, input) {
  return `${language}-${fixture}-${input}.svg`.replace(/[^\w.-]/g, "_");
}

export function charts(results) {
  const out = new Map();
  for (const language of results.languages) {
    for (const fixture of ["stream", "rich"]) {
      for (const input of ["text", "value"]) {
        const rows = results.rows.filter(
          (r) => r.language === language && r.fixture === fixture && r.input === input && r.nsPerDoc,
        );
        if (rows.length === 0) continue;
        const groups = ["valid", "invalid", "unknown"]
          .map((stream) => ({
            label: STREAM_NOTE[stream],
            bars: ordered(rows.filter((r) => r.stream === stream)).map((r) => ({
              label: r.contender,
              peer: r.peer,
              ...r.nsPerDoc,
            })),
          }))
          .filter((g) => g.bars.length > 0);
        out.set(
          chartName(language, fixture, input),
          barChart(
            `${language}: ${fixture} fixture, input as ${input === "text" ? "JSON text" : "decoded values"} (CPU per document, lower is better)`,
            groups,
          ),
        );
      }
    }
  }
  return out;
}

function languageSection(results, language) {
  const lines = [`## ${language}`, ""];
  const ratios = results.ratios.canonVsPeer.filter((r) => r.language === language);
  if (ratios.length > 0) {
    lines.push(
      "Canon against each peer: the peer's CPU time per document ÷ canon's, median of the per-round ratios (min–max); above 1 means canon is faster.",
      "",
    );
    const pairs = ratios.filter(
      (r, i, all) =>
        all.findIndex(
          (o) => o.canon === r.canon && o.peer === r.peer && o.fixture === r.fixture && o.input === r.input,
        ) === i,
    );
    const of = (p, stream) =>
      ratios.find(
        (r) =>
          r.canon === p.canon &&
          r.peer === p.peer &&
          r.fixture === p.fixture &&
          r.input === p.input &&
          r.stream === stream,
      )?.peerOverCanon;
    lines.push(
      table(
        ["canon", "peer", "fixture", "input", "valid", "invalid", "unknown"],
        pairs.map((p) => [
          p.canon,
          p.peer,
          p.fixture,
          p.input,
          ...["valid", "invalid", "unknown"].map((s) => range(of(p, s))),
        ]),
      ),
      "",
    );
  }
  const tolerance = results.ratios.unknownOverValid.filter((r) => r.language === language);
  if (tolerance.length > 0) {
    lines.push(
      "One unknown property per event: CPU time per document on the unknown stream ÷ on the valid stream.",
      "",
    );
    lines.push(
      table(
        ["contender", "fixture", "input", "unknown ÷ valid"],
        ordered(tolerance).map((r) => [r.contender, r.fixture, r.input, range(r.unknownOverValid)]),
      ),
      "",
    );
  }
  for (const fixture of ["stream", "rich"]) {
    for (const input of ["text", "value"]) {
      const rows = results.rows.filter((r) => r.language === language && r.fixture === fixture && r.input === input);
      if (rows.length === 0) continue;
      lines.push(`### ${fixture} fixture, input as ${input === "text" ? "JSON text" : "decoded values"}`, "");
      const contenders = ordered(rows.filter((r, i, all) => all.findIndex((o) => o.contender === r.contender) === i));
      const cell = (c, stream) => rows.find((r) => r.contender === c.contender && r.stream === stream);
      lines.push(
        table(
          ["contender", "valid", "invalid", "unknown", "accepted valid / invalid / unknown"],
          contenders.map((c) => [
            c.peer ? c.contender : `**${c.contender}**`,
            ...["valid", "invalid", "unknown"].map((s) => ns(cell(c, s)?.nsPerDoc)),
            ["valid", "invalid", "unknown"].map((s) => pct(cell(c, s)?.acceptedShare ?? null)).join(" / "),
          ]),
        ),
        "",
      );
      if (rows.some((r) => r.nsPerDoc))
        lines.push(`![${language} ${fixture} ${input}](results/charts/${chartName(language, fixture, input)})`, "");
    }
  }
  lines.push(...firstPassSection(results, language));
  if (language === "python" && results.startup) lines.push(...startupSection(results.startup));
  return lines;
}

/** The first warm-up pass, for contenders that report it (firstCpuNs): a fresh process's cost. */
function firstPassSection(results, language) {
  const rows = results.rows.filter((r) => r.language === language && r.input === "text" && r.firstPassNsPerDoc);
  if (rows.length === 0) return [];
  const keys = ordered(rows).filter(
    (r, i, all) => all.findIndex((o) => o.contender === r.contender && o.fixture === r.fixture) === i,
  );
  const cell = (k, stream) =>
    rows.find((r) => r.contender === k.contender && r.fixture === k.fixture && r.stream === stream);
  return [
    "### first pass over the fixture, input as JSON text",
    "",
    "CPU time per document of the first untimed pass of each process, before its code and caches are warm (V8 still interprets and compiles), which the tables above leave out: what a short-lived process, or a receiver's first events, pays.",
    "",
    table(
      ["contender", "fixture", "valid", "invalid", "unknown"],
      keys.map((k) => [
        k.peer ? k.contender : `**${k.contender}**`,
        k.fixture,
        ...["valid", "invalid", "unknown"].map((s) => ns(cell(k, s)?.firstPassNsPerDoc)),
      ]),
    ),
    "",
  ];
}

/** Import + first parse (harness/startup.mjs). */
function startupSection(startup) {
  const lines = ["### import and first parse", ""];
  if (startup.error) return [...lines, `Failed: ${startup.error}`, ""];
  const ms = (s) => `${s.median.toFixed(0)} ms (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
  lines.push(
    `CPU time of a fresh process that imports the package and parses one event (\`runners/python/import_cost.py\`), ${startup.rows[0]?.ms.n ?? 0} interleaved rounds; the ratio is the median of per-round ratios to \`${startup.baseline}\` (below 1 means canon starts faster).`,
    "",
    table(
      ["package", "CPU", `÷ ${startup.baseline}`],
      startup.rows.map((r) => [r.contender, ms(r.ms), r.overBaseline ? range(r.overBaseline) : "1"]),
    ),
    "",
  );
  return lines;
}

/** The warm-up passes as run: one count, or a count per language (grouped: "200 (typescript), 20 (go, python)"). */
function warmupText(warmup) {
  if (typeof warmup !== "object" || warmup === null) return String(warmup ?? 1);
  const byCount = new Map();
  for (const [language, count] of Object.entries(warmup)) byCount.set(count, [...(byCount.get(count) ?? []), language]);
  if (byCount.size === 1) return String([...byCount.keys()][0]);
  return [...byCount]
    .sort((a, b) => b[0] - a[0])
    .map(([count, languages]) => `${count} (${languages.join(", ")})`)
    .join(", ");
}

export function readme(results) {
  const { options, machine, fixtures } = results;
  const lines = [
    "<!-- generated by `pnpm bench` (bench/harness) from results/latest.json; do not edit -->",
    "# Benchmarks",
    "",
    `CPU time (user + system) per document, in nanoseconds, of each contender's timed loop. Every measurement is a fresh process; ${options.rounds} interleaved round(s), the order of cells and of contenders rotating each round; ${options.repeat} pass(es) over the fixture per measurement after ${warmupText(options.warmup)} untimed warm-up pass(es), so that a JIT compiler's work on a background thread (counted in the process's CPU time) is done before the timed loop. Figures are the median with min–max over the rounds; ratios are the median of per-round ratios. Input \`text\` times parsing from each line's JSON text; \`value\` decodes every line with the language's standard JSON decoder first and times only the check or parse of the decoded values.`,
    "",
    `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.platform}, Node ${machine.node}. Run: ${results.date}${options.quick ? " (--quick: a smoke run, not a measurement)" : ""}.`,
    "",
    "Fixtures (`bench/fixtures/make.mjs`, seeded): `stream` is a chat agent's stream, mostly text and tool-call deltas; `rich` the multimodal 1.x surface: runs carrying their RunAgentInput, content parts with url, data and file sources, tool results as content parts, reasoning, activity snapshots and deltas, STATE_DELTA with every JSON Patch op, metadata and usage. Each comes as `valid`, `invalid` (every event has one known field of the wrong type, which must be rejected) and `unknown` (every event has one extra property, which a tolerant reader accepts with a warning).",
    "",
    table(
      ["fixture", "events", "bytes (valid)"],
      Object.entries(fixtures).map(([name, f]) => [name, String(f.documents), String(f.bytes)]),
    ),
    "",
    "Run `pnpm bench` (options: `--rounds N`, `--repeat N`, `--warmup N`, `--only LANGUAGE`, `--quick`); contenders are listed in `bench/contenders/*.json` and follow the protocol in `bench/harness/PROTOCOL.md`.",
    "",
  ];
  for (const language of results.languages) lines.push(...languageSection(results, language));
  const failures = results.rows.filter((r) => r.errors.length > 0);
  const buildFailures = results.buildErrors ?? [];
  if (failures.length > 0 || buildFailures.length > 0) {
    lines.push("## Failures", "");
    for (const b of buildFailures) lines.push(`- build of ${b.contenders.join(", ")}: ${b.error}`);
    for (const r of failures)
      lines.push(`- ${r.language}/${r.contender} ${r.fixture}.${r.stream} ${r.input}: ${r.errors.join("; ")}`);
    lines.push("");
  }
  return lines.join("\n");
}
