/** Report renderers: text (buf-like), json, markdown (PR comment), github (annotations), sarif. */
import { RULES_BY_ID } from "../rules.js";
import type { Finding, Location, Report } from "../types.js";

export type Format = "text" | "json" | "markdown" | "github" | "sarif";
export const FORMATS: readonly Format[] = ["text", "json", "markdown", "github", "sarif"];

/** Findings point at the new schema when they can (as buf does), else at the old one. */
function where(f: Finding): Location | undefined {
  return f.head ?? f.base;
}

function summary(r: Report): string {
  const counts = { breaking: 0, warning: 0, info: 0 };
  for (const f of r.findings) counts[f.severity]++;
  const v = r.verdicts;
  const one = (name: string, c: NonNullable<Report["verdicts"]>["data"]) =>
    `${name} ${c.notComputed !== undefined ? "not computed" : c.compatible ? "compatible" : "breaking"} (${c.requiredBump})`;
  const per = v === undefined || r.category !== "all" ? "" : `; ${one("data", v.data)}, ${one("api", v.api)}`;
  return `${r.compatible ? "compatible" : "not compatible"} (${r.mode}, ${r.policy}): ${counts.breaking} breaking, ${counts.warning} warning, ${counts.info} info; required bump: ${r.requiredBump}${per}`;
}

export function formatReport(r: Report, format: Format): string {
  switch (format) {
    case "json":
      return `${JSON.stringify(r, null, 2)}\n`;
    case "text":
      return (
        r.findings.map((f) => textLine(f, r.mode === "full")).join("") +
        (r.verdicts?.api.notComputed === undefined || r.category === "data"
          ? ""
          : `note: api category not computed: ${r.verdicts.api.notComputed}\n`) +
        (r.hints ?? []).map((h) => `hint: ${h}\n`).join("") +
        `${summary(r)}\n`
      );
    case "markdown":
      return markdown(r);
    case "github":
      return (
        r.findings.map(github).join("") +
        (r.hints ?? []).map((h) => `::notice title=canon compat hint::${escapeData(h)}\n`).join("") +
        `::notice title=canon compat::${summary(r)}\n`
      );
    case "sarif":
      return `${JSON.stringify(sarif(r), null, 2)}\n`;
  }
}

/** The types a finding concerns: the one shown, and every other type that reaches the change. */
function typesOf(f: Finding): string {
  const types = f.types ?? [f.typeName];
  return types.length === 1 ? `type ${types[0]}` : `types ${types.join(", ")}`;
}

/** A witness as one line of JSON, or the reason there is none. */
export function witnessText(f: Finding): string | undefined {
  if (f.witness === undefined) return undefined;
  return "document" in f.witness
    ? `witness ${f.typeName} (${f.direction === "backward" ? "valid before, rejected now" : "valid now, rejected before"}): ${JSON.stringify(f.witness.document)}`
    : `no witness: ${f.witness.reason}`;
}

function textLine(f: Finding, showDirection: boolean): string {
  const l = where(f);
  const witness = witnessText(f);
  return `${l === undefined ? "" : `${l.file}:${l.line}:${l.column}: `}${f.severity}${showDirection ? ` ${f.direction}` : ""} ${f.rule} ${f.message} [${typesOf(f)}]\n${witness === undefined ? "" : `  ${witness}\n`}`;
}

const ICON = { breaking: "❌", warning: "⚠️", info: "ℹ️" } as const;
const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

function markdown(r: Report): string {
  const head = r.compatible
    ? `### ✅ Schemas are compatible (${r.mode})`
    : `### ❌ Breaking schema changes (${r.mode})`;
  const lines = [
    head,
    "",
    `**Required version bump: ${r.requiredBump}** · policy: ${r.policy} · ${r.findings.length} finding${r.findings.length === 1 ? "" : "s"}`,
    "",
  ];
  if (r.findings.length > 0) {
    lines.push("| | Rule | Type | Change | Where | Witness |", "| --- | --- | --- | --- | --- | --- |");
    for (const f of r.findings) {
      const l = where(f);
      const w =
        f.witness === undefined
          ? ""
          : "document" in f.witness
            ? `\`${cell(JSON.stringify(f.witness.document))}\``
            : cell(`none: ${f.witness.reason}`);
      lines.push(
        `| ${ICON[f.severity]} | \`${f.rule}\` | ${cell((f.types ?? [f.typeName]).join(", "))} | ${cell(f.message)} | ${l === undefined ? "" : `\`${l.file}:${l.line}\``} | ${w} |`,
      );
    }
    for (const h of r.hints ?? []) lines.push("", `> **Hint:** ${h}`);
    lines.push(
      "",
      "<sub>❌ breaking · ⚠️ not provably compatible (counts as breaking) · ℹ️ additive or documentation only. Rules: docs/compat-rules.md</sub>",
    );
  }
  return `${lines.join("\n")}\n`;
}

const escapeData = (s: string): string => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

function github(f: Finding): string {
  const level = f.severity === "breaking" ? "error" : f.severity === "warning" ? "warning" : "notice";
  const l = where(f);
  const props = [
    `title=${escapeProperty(f.rule)}`,
    ...(l === undefined ? [] : [`file=${escapeProperty(l.file)}`, `line=${l.line}`, `col=${l.column}`]),
  ];
  const witness = witnessText(f);
  return `::${level} ${props.join(",")}::${escapeData(`${f.message} [${typesOf(f)}]${witness === undefined ? "" : `\n${witness}`}`)}\n`;
}

function sarif(r: Report): object {
  const ruleIds = [...new Set(r.findings.map((f) => f.rule))].sort();
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "canon compat",
            rules: ruleIds.map((id) => ({ id, shortDescription: { text: RULES_BY_ID.get(id)?.purpose ?? id } })),
          },
        },
        results: r.findings.map((f) => {
          const l = where(f);
          return {
            ruleId: f.rule,
            ruleIndex: ruleIds.indexOf(f.rule),
            level: f.severity === "breaking" ? "error" : f.severity === "warning" ? "warning" : "note",
            message: { text: f.message },
            ...(l === undefined
              ? {}
              : {
                  locations: [
                    {
                      physicalLocation: {
                        artifactLocation: { uri: l.file },
                        region: { startLine: l.line, startColumn: l.column },
                      },
                    },
                  ],
                }),
            properties: {
              direction: f.direction,
              category: f.category,
              typeName: f.typeName,
              types: f.types ?? [f.typeName],
              ...(f.witness === undefined ? {} : { witness: f.witness }),
            },
          };
        }),
      },
    ],
  };
}
