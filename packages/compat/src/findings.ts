/** Turns violations into findings: rule names per direction, severities, locations, messages. */
import { decodePointer } from "@canon-sdk/core/pointer";
import type { Violation } from "./check/context.js";
import type { SchemaNode } from "./resolve.js";
import { KINDS, ruleById, type Facts } from "./rules.js";
import type { CompareOptions, Direction, Finding, Location, Mode, Severity } from "./types.js";

export function directionsOf(mode: Mode): Direction[] {
  return mode === "full" ? ["backward", "forward"] : [mode];
}

export function locationOf(node: SchemaNode, keyword?: string): Location {
  const has =
    keyword !== undefined && typeof node.schema === "object" && node.schema !== null && keyword in node.schema;
  const pointer = has ? `${node.pointer}/${keyword.replace(/~/g, "~0").replace(/\//g, "~1")}` : node.pointer;
  const { line, column } = node.doc.source.locate(pointer);
  return { pointer, file: node.doc.file, line, column };
}

/** A readable path such as `ReasoningMessage.content[]` for a pointer. */
export function describePointer(pointer: string): string {
  const segments = decodePointer(pointer);
  let start = 0;
  for (let i = 0; i < segments.length - 1; i++)
    if (segments[i] === "$defs" || segments[i] === "definitions") start = i + 1;
  let out = "";
  for (let i = start; i < segments.length; i++) {
    const s = segments[i] as string;
    const next = segments[i + 1];
    if (i === start && start > 0) out = s;
    else if ((s === "properties" || s === "patternProperties" || s === "dependentSchemas") && next !== undefined) {
      out += `.${next}`;
      i++;
    } else if (s === "items" || s === "additionalItems")
      out += next !== undefined && /^\d+$/.test(next) ? (i++, `[${next}]`) : "[]";
    else if (s === "prefixItems" && next !== undefined) {
      out += `[${next}]`;
      i++;
    } else if ((s === "oneOf" || s === "anyOf" || s === "allOf") && next !== undefined) {
      out += `/${s}[${next}]`;
      i++;
    } else if (s === "additionalProperties" || s === "unevaluatedProperties") out += ".*";
  }
  return out;
}

export function severityFor(
  ruleId: string,
  direction: Direction,
  options: Required<Pick<CompareOptions, "mode" | "tolerantReceivers">>,
): Severity {
  if (!directionsOf(options.mode).includes(direction)) return "info";
  if (ruleId === "UNION_MEMBER_ADDED" && direction === "forward" && options.tolerantReceivers) return "info";
  return ruleById(ruleId).unprovable === true ? "warning" : "breaking";
}

export function findingFrom(
  v: Violation,
  direction: Direction,
  typeName: string,
  options: Required<Pick<CompareOptions, "mode" | "tolerantReceivers">>,
): Finding {
  const backward = direction === "backward";
  const ruleId = (KINDS[v.kind] ?? (KINDS["unclassified"] as readonly [string, string]))[backward ? 0 : 1];
  const rule = ruleById(ruleId);
  const baseNode = backward ? v.sub : v.sup;
  const headNode = backward ? v.sup : v.sub;
  const base = locationOf(baseNode, backward ? v.subKeyword : v.supKeyword);
  const head = locationOf(headNode, backward ? v.supKeyword : v.subKeyword);
  const facts: Facts = {
    ...(v.facts.name === undefined ? {} : { name: v.facts.name }),
    ...((backward ? v.facts.sub : v.facts.sup) === undefined
      ? {}
      : { base: (backward ? v.facts.sub : v.facts.sup) as string }),
    ...((backward ? v.facts.sup : v.facts.sub) === undefined
      ? {}
      : { head: (backward ? v.facts.sup : v.facts.sub) as string }),
  };
  const path = describePointer(head.pointer) || describePointer(base.pointer);
  const where = path === "" ? typeName : /^[.[/]/.test(path) ? `${typeName}${path}` : path;
  return {
    rule: ruleId,
    severity: severityFor(ruleId, direction, options),
    category: rule.category,
    direction,
    typeName,
    base,
    head,
    message: `${where}: ${rule.message(facts)}`,
  };
}
