/**
 * Diagnostics in the four formats `lint` and `check` offer, each a single document on stdout:
 * text (`file:line:col CODE message` + fix), json, github (workflow commands) and sarif.
 */
import { catalog, type Diagnostic, formatDiagnostic } from "@canon-sdk/core";
import { paint } from "../cli/style.js";

export type DiagnosticFormat = "text" | "json" | "github" | "sarif";

export function renderDiagnostics(
  diagnostics: readonly Diagnostic[],
  format: DiagnosticFormat,
  tool = "canon",
): string {
  switch (format) {
    case "text":
      return diagnostics.map(text).join("");
    case "json":
      return `${JSON.stringify({ tool, problems: diagnostics.length, diagnostics: diagnostics.map((d) => ({ ...d, title: catalog[d.code].title, fix: catalog[d.code].fix })) }, null, 2)}\n`;
    case "github":
      return diagnostics.map(github).join("");
    case "sarif":
      return `${JSON.stringify(sarif(diagnostics, tool), null, 2)}\n`;
  }
}

export function printDiagnostics(diagnostics: readonly Diagnostic[], format: DiagnosticFormat, tool?: string): void {
  const out = renderDiagnostics(diagnostics, format, tool);
  if (out !== "") process.stdout.write(out);
}

function text(d: Diagnostic): string {
  const line = formatDiagnostic(d).replace(
    d.code,
    paint(process.stdout, d.severity === "error" ? "red" : "yellow", d.code),
  );
  return `${line}\n  ${paint(process.stdout, "dim", "fix:")} ${catalog[d.code].fix}\n`;
}

const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

function github(d: Diagnostic): string {
  const where =
    d.file === undefined
      ? []
      : [`file=${escapeProperty(d.file)}`, `line=${d.position?.line ?? 1}`, `col=${d.position?.column ?? 1}`];
  const props = [`title=${escapeProperty(`${d.code} ${catalog[d.code].title}`)}`, ...where];
  return `::${d.severity} ${props.join(",")}::${escapeData(`${d.message}\nfix: ${catalog[d.code].fix}`)}\n`;
}

function sarif(diagnostics: readonly Diagnostic[], tool: string): object {
  const ruleIds = [...new Set(diagnostics.map((d) => d.code))].sort();
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: tool,
            rules: ruleIds.map((id) => ({
              id,
              name: catalog[id].title,
              shortDescription: { text: catalog[id].title },
              fullDescription: { text: catalog[id].cause },
              help: { text: catalog[id].fix },
            })),
          },
        },
        results: diagnostics.map((d) => ({
          ruleId: d.code,
          ruleIndex: ruleIds.indexOf(d.code),
          level: d.severity === "error" ? "error" : "warning",
          message: { text: d.message },
          ...(d.file === undefined
            ? {}
            : {
                locations: [
                  {
                    physicalLocation: {
                      artifactLocation: { uri: d.file },
                      region: { startLine: d.position?.line ?? 1, startColumn: d.position?.column ?? 1 },
                    },
                  },
                ],
              }),
        })),
      },
    ],
  };
}
