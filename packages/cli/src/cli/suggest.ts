/** "Did you mean …?" for mistyped commands, options and values. */

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** The closest candidate within a third of the word's length (at least 2 edits), or nothing. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = candidate.startsWith(word) && word.length >= 3 ? 1 : distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

export function didYouMean(
  word: string,
  candidates: readonly string[],
  render: (s: string) => string = (s) => `"${s}"`,
): string {
  const hit = closest(word, candidates);
  return hit === undefined ? "" : `; did you mean ${render(hit)}?`;
}
