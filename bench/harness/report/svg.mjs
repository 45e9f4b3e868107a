// A horizontal bar chart as plain SVG text: one group of bars per stream, one bar per contender
// (its median), a whisker from min to max. Deterministic: same figures, same bytes.
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n1 = (x) => (Math.round(x * 10) / 10).toFixed(1);

export function formatNs(ns) {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e4) return `${(ns / 1e3).toFixed(1)} µs`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(0)} ns`;
}

// The smallest 1, 2 or 5 × 10^k at or above x, so axes end on a round number.
function niceCeiling(x) {
  const power = 10 ** Math.floor(Math.log10(x));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= x);
}

/** groups: [{ label, bars: [{ label, peer, median, min, max }] }] */
export function barChart(title, groups) {
  const left = 190,
    barArea = 420,
    right = 90,
    bar = 14,
    gap = 4,
    header = 20,
    top = 34,
    axis = 24;
  const width = left + barArea + right;
  const values = groups.flatMap((g) => g.bars.map((b) => b.max));
  const scaleMax = niceCeiling(Math.max(1, ...values));
  const x = (v) => left + (v / scaleMax) * barArea;
  const parts = [];
  let y = top;
  for (const group of groups) {
    parts.push(`<text x="8" y="${y + 14}" class="group">${esc(group.label)}</text>`);
    y += header;
    for (const b of group.bars) {
      const fill = b.peer ? "#9aa5b1" : "#2f6fb3";
      parts.push(`<text x="${left - 6}" y="${y + bar - 3}" class="label" text-anchor="end">${esc(b.label)}</text>`);
      parts.push(`<rect x="${left}" y="${y}" width="${n1(x(b.median) - left)}" height="${bar}" fill="${fill}"/>`);
      parts.push(
        `<line x1="${n1(x(b.min))}" y1="${y + bar / 2}" x2="${n1(x(b.max))}" y2="${y + bar / 2}" stroke="#1a202c" stroke-width="1"/>`,
      );
      parts.push(
        `<text x="${n1(Math.max(x(b.max), x(b.median)) + 4)}" y="${y + bar - 3}" class="value">${esc(formatNs(b.median))}</text>`,
      );
      y += bar + gap;
    }
    y += gap;
  }
  const height = y + axis;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => {
    const tx = n1(left + t * barArea);
    return `<line x1="${tx}" y1="${top}" x2="${tx}" y2="${y}" stroke="#e2e8f0"/><text x="${tx}" y="${y + 16}" class="tick" text-anchor="middle">${esc(formatNs(t * scaleMax))}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<style>.title{font-size:14px;font-weight:bold}.group{font-size:12px;font-weight:bold}.label,.value{font-size:11px}.tick{font-size:10px;fill:#4a5568}</style>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="8" y="20" class="title">${esc(title)}</text>`,
    ...ticks,
    ...parts,
    `</svg>`,
    "",
  ].join("\n");
}
