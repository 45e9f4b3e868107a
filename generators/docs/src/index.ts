/** The `docs` target: a Markdown reference of a module, generated from the IR. */
import { type Generator, GENERATED_MARK, type ModuleIR, type NamedType, parseFlatOptions } from "@canon-sdk/core";
import { renderLifecycle } from "./lifecycle.js";
import { anchor } from "./shapes.js";
import { renderType } from "./render.js";

const groups: [NamedType["kind"], string][] = [
  ["union", "Unions"],
  ["object", "Objects"],
  ["enum", "Enumerations"],
  ["alias", "Other types"],
];

export function renderReference(ir: ModuleIR): string {
  const lines = [
    `<!-- ${GENERATED_MARK} from ${ir.schemaDir}; do not edit -->`,
    "",
    `# ${ir.module} ${ir.version} reference`,
    "",
    String(ir.bundle["description"] ?? ""),
    "",
  ];
  for (const [kind, title] of groups) {
    const types = ir.types.filter((t) => t.kind === kind);
    if (types.length === 0) continue;
    lines.push(`## ${title}`, "", types.map((t) => `[${t.name}](#${anchor(t.name)})`).join(" · "), "");
    for (const type of types) lines.push(renderType(ir, type));
  }
  if (ir.lifecycle !== undefined) lines.push(...renderLifecycle(ir.lifecycle));
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}

export const docsGenerator: Generator<Record<string, never>> = {
  name: "@canon-sdk/generator-docs",
  target: "docs",
  parseOptions: (raw) => parseFlatOptions("docs", raw, {}),
  generate: (ir) => [{ path: "reference.md", content: renderReference(ir) }],
};
