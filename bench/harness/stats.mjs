// From per-round samples to the published figures: median, min and max of CPU ns per document for
// each row, and ratios taken round by round (two measurements of the same round ran minutes apart
// at most, under the same machine load) before their median is taken.
export function summary(values) {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

export const rowKey = (contender, fixture, stream, input) =>
  `${contender.language}/${contender.id}|${fixture}|${stream}|${input}`;

/** samples: Map rowKey -> array (one entry per round) of measurement results. */
export function buildRows(_contenders, allCells, samples, lines) {
  const rows = [];
  for (const cell of allCells) {
    for (const contender of cell.members) {
      const runs = samples.get(rowKey(contender, cell.fixture, cell.stream, cell.input)) ?? [];
      const ok = runs.filter((r) => r && r.error === undefined);
      const last = ok.at(-1);
      rows.push({
        language: contender.language,
        contender: contender.id,
        peer: contender.peer,
        fixture: cell.fixture,
        stream: cell.stream,
        input: cell.input,
        documents: lines[cell.fixture],
        nsPerDoc: summary(runs.map((r) => (r && r.error === undefined ? r.cpuNs / r.ops : undefined))),
        samples: runs.map((r) => (r && r.error === undefined ? round(r.cpuNs / r.ops) : null)),
        firstPassNsPerDoc: summary(
          runs.map((r) =>
            r && r.error === undefined && r.firstCpuNs !== undefined ? r.firstCpuNs / lines[cell.fixture] : undefined,
          ),
        ),
        acceptedShare: last ? last.accepted / last.ops : null,
        warningsPerDoc: last ? last.warnings / last.ops : null,
        errors: [...new Set(runs.filter((r) => r && r.error !== undefined).map((r) => r.error))],
      });
    }
  }
  return rows;
}

const round = (x) => Math.round(x * 10) / 10;

function perRound(a, b) {
  const out = [];
  for (let i = 0; i < Math.min(a.samples.length, b.samples.length); i++) {
    if (a.samples[i] !== null && b.samples[i] !== null && b.samples[i] > 0) out.push(a.samples[i] / b.samples[i]);
  }
  return summary(out);
}

const find = (rows, language, contender, fixture, stream, input) =>
  rows.find(
    (r) =>
      r.language === language &&
      r.contender === contender &&
      r.fixture === fixture &&
      r.stream === stream &&
      r.input === input,
  );

/** How many times more CPU a peer spends per document than each canon contender of its language. */
export function peerRatios(rows) {
  const out = [];
  for (const canon of rows.filter((r) => !r.peer)) {
    for (const peer of rows.filter(
      (r) =>
        r.peer &&
        r.language === canon.language &&
        r.fixture === canon.fixture &&
        r.stream === canon.stream &&
        r.input === canon.input,
    )) {
      const ratio = perRound(peer, canon);
      if (ratio)
        out.push({
          language: canon.language,
          canon: canon.contender,
          peer: peer.contender,
          fixture: canon.fixture,
          stream: canon.stream,
          input: canon.input,
          peerOverCanon: ratio,
        });
    }
  }
  return out;
}

/** What tolerating one unknown property costs: unknown-stream CPU ÷ valid-stream CPU, per contender. */
export function toleranceRatios(rows) {
  const out = [];
  for (const valid of rows.filter((r) => r.stream === "valid")) {
    const unknown = find(rows, valid.language, valid.contender, valid.fixture, "unknown", valid.input);
    const ratio = unknown && perRound(unknown, valid);
    if (ratio)
      out.push({
        language: valid.language,
        contender: valid.contender,
        peer: valid.peer,
        fixture: valid.fixture,
        input: valid.input,
        unknownOverValid: ratio,
      });
  }
  return out;
}
