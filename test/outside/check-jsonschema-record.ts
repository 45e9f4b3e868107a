/**
 * The table of record of the check-jsonschema suite (check-jsonschema.ts): what each vendored
 * schema does in each language, the disagreements with ajv known, and how long each takes.
 */
import { type Language, LANGUAGES } from "./table.js";
import type { Judged } from "./validators.js";

/** The check-jsonschema release whose vendored schemas the suite reads. */
export const VERSION = "0.39.0";

/**
 * Minutes a schema's row took on a 2-core machine, where it is well above the rest: only to share
 * the schemas out evenly between the parts.
 */
const minutes: Record<string, number> = {
  "circle-ci": 10,
  renovate: 8,
  "azure-pipelines": 6,
  "gitlab-ci": 2.5,
  meltano: 2,
};

/** The schemas of part `part` (1-based) of `of`: the longest first, each to the part with least. */
export function share(names: readonly string[], part: number, of: number): Set<string> {
  const load = Array.from({ length: of }, () => 0);
  const mine = new Set<string>();
  const byLength = [...names].sort((a, b) => (minutes[b] ?? 1) - (minutes[a] ?? 1) || a.localeCompare(b));
  for (const name of byLength) {
    const least = load.indexOf(Math.min(...load));
    load[least]! += minutes[name] ?? 1;
    if (least === part - 1) mine.add(name);
  }
  return mine;
}

/**
 * Schema → language → "builds", the diagnostic code that stops generation, or the checker that
 * fails (with why in parentheses, for the reader; only the part before it is compared). A string
 * instead of a row: generation stops for every language with that diagnostic.
 */
export const expected: Record<string, string | Record<Language, string>> = {
  "azure-pipelines": everywhere("builds"),
  "bamboo-spec": everywhere("builds"),
  "bitbucket-pipelines": everywhere("builds"),
  buildkite: everywhere("builds"),
  changie: everywhere("builds"),
  "circle-ci": everywhere("builds"),
  "citation-file-format": everywhere("builds"),
  cloudbuild: everywhere("builds"),
  codecov: everywhere("builds"),
  "compose-spec": everywhere("builds"),
  dependabot: everywhere("builds"),
  "drone-ci": "CANON104 (refers to kubernetes-definitions.json, which the package does not vendor)",
  "github-actions": everywhere("builds"),
  "github-discussion": everywhere("builds"),
  "github-issue-config": everywhere("builds"),
  "github-issue-forms": everywhere("builds"),
  // Its pattern ^(.+\/)+(.+)\.(ya?ml)(@.+)?$ backtracks exponentially in ECMAScript's engine: the
  // TypeScript validators match it with their linear-time matcher (pydantic's Rust regex and Go's
  // RE2 are linear already).
  "github-workflows": everywhere("builds"),
  "gitlab-ci": everywhere("builds"),
  meltano: everywhere("builds"),
  mergify: everywhere("builds"),
  readthedocs: everywhere("builds"),
  renovate: everywhere("builds"),
  snapcraft: everywhere("builds"),
  taskfile: everywhere("builds"),
  travis: everywhere("builds"),
  "woodpecker-ci": everywhere("builds"),
};

/**
 * Disagreements with ajv known and not yet fixed: schema → language → how many, and why. Absent is
 * 0; a count can only fall (more fails the suite).
 */
export const tolerated: Record<string, Partial<Record<Judged, number>>> = {
  // ajv tracks the names unevaluatedProperties has seen in a plain JavaScript object at run time,
  // where a "__proto__" key always reads as seen (reference.test.ts shows it). TypeScript (whose
  // generated validators record them without a prototype), Python and Go refuse it as unevaluated.
  "compose-spec": { typescript: 1, python: 1, go: 1 },
};

function everywhere(outcome: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, outcome])) as Record<Language, string>;
}
