/**
 * Several modules' compat reports as one output: one JSON value, one SARIF log, and markdown,
 * github and text output that name each module.
 */
import { type Bump, type Format, formatReport, type Report } from "@canon-sdk/compat";

export interface ModuleReport {
  readonly module?: string;
  readonly report: Report;
}

const ORDER: readonly Bump[] = ["none", "patch", "minor", "major"];

export function renderReports(results: readonly ModuleReport[], format: Format): string {
  switch (format) {
    case "json":
      return `${JSON.stringify(json(results), null, 2)}\n`;
    case "sarif":
      return `${JSON.stringify(mergeSarif(results), null, 2)}\n`;
    default:
      return results
        .map((r) => named(formatReport(r.report, format), format, r.module))
        .join(format === "markdown" ? "\n" : "");
  }
}

function json(results: readonly ModuleReport[]): object {
  const [only] = results;
  if (results.length === 1 && only !== undefined)
    return { ...(only.module === undefined ? {} : { module: only.module }), ...only.report };
  const requiredBump = results
    .map((r) => r.report.requiredBump)
    .reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), "none" as Bump);
  return {
    compatible: results.every((r) => r.report.compatible),
    requiredBump,
    modules: results.map((r) => ({ module: r.module, ...r.report })),
  };
}

function named(text: string, format: Format, module: string | undefined): string {
  if (module === undefined) return text;
  switch (format) {
    case "text":
      return text.replace(/([^\n]*)\n$/, `${module}: $1\n`);
    case "markdown":
      return text.replace(/^(### [^\n]*)/, `$1 — module \`${module}\``);
    case "github":
      return text.replace("::notice title=canon compat::", `::notice title=canon compat ${module}::`);
    default:
      return text;
  }
}

interface SarifLog {
  runs: {
    tool: { driver: { name: string; rules: { id: string }[] } };
    results: { ruleId: string; ruleIndex: number; properties?: object }[];
  }[];
}

/** One run with every module's results: code scanning keeps one analysis per tool and category. */
function mergeSarif(results: readonly ModuleReport[]): object {
  const logs = results.map((r) => ({ module: r.module, log: JSON.parse(formatReport(r.report, "sarif")) as SarifLog }));
  const first =
    logs[0]?.log ??
    (JSON.parse(
      formatReport(
        { compatible: true, mode: "backward", policy: "strict", findings: [], requiredBump: "none" },
        "sarif",
      ),
    ) as SarifLog);
  const rules = new Map<string, { id: string }>();
  for (const { log } of logs)
    for (const rule of log.runs.flatMap((run) => run.tool.driver.rules)) rules.set(rule.id, rule);
  const ids = [...rules.keys()].sort();
  const merged = logs.flatMap(({ module, log }) =>
    log.runs.flatMap((run) =>
      run.results.map((res) => ({
        ...res,
        ruleIndex: ids.indexOf(res.ruleId),
        properties: { ...res.properties, ...(module === undefined ? {} : { module }) },
      })),
    ),
  );
  const run = first.runs[0];
  return {
    ...first,
    runs: [
      { ...run, tool: { driver: { ...run?.tool.driver, rules: ids.map((id) => rules.get(id)) } }, results: merged },
    ],
  };
}
