/**
 * Shrinks a disagreeing document while the languages keep disagreeing the same way: drop object
 * members and array items, replace containers by their children, one pass per level, each pass
 * judged as one batch per language.
 */
import type { Sample } from "./documents.js";

type Verdicts = Record<string, string | undefined>;
type Judge = (batch: readonly Sample[]) => Verdicts[];

function candidates(value: unknown): unknown[] {
  if (Array.isArray(value)) return [...value.map((_, i) => value.filter((__, j) => j !== i)), ...value];
  if (value === null || typeof value !== "object") return [];
  const entries = Object.entries(value);
  const without = entries.map((_, i) => Object.fromEntries(entries.filter((__, j) => j !== i)));
  const inner = entries.flatMap(([key, child]) =>
    candidates(child).map((smaller) => Object.fromEntries(entries.map(([k, v]) => [k, k === key ? smaller : v]))),
  );
  return [...without, ...inner.slice(0, 200)];
}

export function minimize(sample: Sample, judge: Judge): string {
  const signature = (v: Verdicts | undefined) => JSON.stringify(v);
  const [original] = judge([sample]);
  let current = sample;
  for (let round = 0; round < 50; round++) {
    const options = candidates(JSON.parse(current.text)).map((doc) => ({ ...current, text: JSON.stringify(doc) }));
    if (options.length === 0) break;
    const verdicts = judge(options);
    const index = verdicts.findIndex((v) => signature(v) === signature(original));
    if (index < 0) break;
    current = options[index] as Sample;
  }
  return `${sample.module} ${sample.typeName} (${sample.origin})\n  document: ${current.text}\n  verdicts: ${signature(original)}`;
}
