/** Whole definitions and annotations: definitions added, removed and renamed, API names and types, descriptions, defaults, deprecation, dialect; and what no rule classifies. */
import { S, N, n } from "./schemas.js";
import type { Rule } from "../rules.js";

export const DEFINITION_RULES: readonly Rule[] = [
  {
    id: "UNCLASSIFIED_CHANGE",
    category: "data",
    backward: "breaking",
    forward: "breaking",
    purpose: "A change this checker cannot prove compatible; counted as breaking unless --allow-unclassified.",
    unprovable: true,
    message: (f) => `change not classified: ${n(f)}`,
    example: {
      base: S({ contentSchema: {}, "x-y": 1, unknownKeyword: 1 }),
      head: S({ unknownKeyword: 2 }),
      expect: ["UNCLASSIFIED_CHANGE"],
    },
  },
  {
    id: "TYPE_DEFINITION_REMOVED",
    category: "api",
    backward: "breaking",
    forward: "breaking",
    purpose: "A named type was removed: generated code loses it, and documents of that type lose their schema.",
    message: (f) => `type ${n(f)} removed`,
    example: { base: { $defs: { A: S(), B: N() } }, head: { $defs: { A: S() } }, expect: ["TYPE_DEFINITION_REMOVED"] },
  },
  {
    id: "TYPE_DEFINITION_ADDED",
    category: "api",
    backward: "compatible",
    forward: "compatible",
    purpose: "A named type was added.",
    message: (f) => `type ${n(f)} added`,
    example: { base: { $defs: { A: S() } }, head: { $defs: { A: S(), B: N() } }, expect: ["TYPE_DEFINITION_ADDED"] },
  },
  {
    id: "TYPE_DEFINITION_RENAMED",
    category: "api",
    backward: "breaking",
    forward: "breaking",
    purpose: "A named type was renamed with an identical wire shape: no data change, but generated code changes names.",
    message: (f) => `type ${n(f)}`,
    example: { base: { $defs: { A: S() } }, head: { $defs: { B: S() } }, expect: ["TYPE_DEFINITION_RENAMED"] },
  },
  {
    id: "API_TYPE_CHANGED",
    category: "api",
    backward: "breaking",
    forward: "breaking",
    purpose:
      "The type generated code declares for a field or alias changed while documents did not (an inline enum or shape moved into a named $ref, or back).",
    note: "Computed from both sides' IR (`--category api` or `all`); shown per target language.",
    message: (f) => `${n(f)}: generated type changed (${f.base})`,
    example: {
      base: { $defs: { A: { type: "object", properties: { color: { enum: ["red", "blue"] } } } } },
      head: {
        $defs: {
          Color: { enum: ["red", "blue"] },
          A: { type: "object", properties: { color: { $ref: "#/$defs/Color" } } },
        },
      },
      expect: ["API_TYPE_CHANGED", "TYPE_DEFINITION_ADDED"],
      options: { mode: "full", api: true },
    },
  },
  {
    id: "API_NAME_CHANGED",
    category: "api",
    backward: "breaking",
    forward: "breaking",
    purpose:
      "The name generated code uses for a field or enum member changed while its wire name stayed (a field name set in configuration, or one that Kotlin, Swift, C# or Dart now numbers because a name added before it in its type takes its spelling).",
    note: "Computed from both sides' IR with each side's configured field names; Kotlin, Swift, C# and Dart names as Canon's resolver gives them.",
    message: (f) => `${n(f)}: generated name changed (${f.base})`,
    example: {
      base: { $defs: { A: { type: "object", properties: { id: { type: "string" } } } } },
      head: { $defs: { A: { type: "object", properties: { id: { type: "string" } } } } },
      expect: ["API_NAME_CHANGED"],
      options: { mode: "full", api: { head: { go: { "A.id": "Identifier" } } } },
    },
  },
  {
    id: "DESCRIPTION_CHANGED",
    category: "data",
    backward: "compatible",
    forward: "compatible",
    purpose: "A description or title changed (documentation only).",
    message: (f) => `${n(f)} changed`,
    example: { base: S({ description: "x" }), head: S({ description: "y" }), expect: ["DESCRIPTION_CHANGED"] },
  },
  {
    id: "DEFAULT_CHANGED",
    category: "data",
    backward: "compatible",
    forward: "compatible",
    purpose:
      "A default was added, removed or changed: validity is the same, but readers that fill in defaults behave differently.",
    message: (f) => `default changed from ${f.base ?? "none"} to ${f.head ?? "none"}`,
    example: { base: S({ default: "x" }), head: S({ default: "y" }), expect: ["DEFAULT_CHANGED"] },
  },
  {
    id: "DEPRECATION_CHANGED",
    category: "data",
    backward: "compatible",
    forward: "compatible",
    purpose: "deprecated was set or cleared.",
    message: (f) => `deprecated changed from ${f.base ?? "false"} to ${f.head ?? "false"}`,
    example: { base: S(), head: S({ deprecated: true }), expect: ["DEPRECATION_CHANGED"] },
  },
  {
    id: "DIALECT_CHANGED",
    category: "data",
    backward: "compatible",
    forward: "compatible",
    purpose: "The $schema dialect changed (for example draft-07 to 2020-12) with no data change.",
    message: (f) => `dialect changed from ${f.base} to ${f.head}`,
    example: {
      base: { $schema: "http://json-schema.org/draft-07/schema#", type: "string" },
      head: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "string" },
      expect: ["DIALECT_CHANGED"],
    },
  },
];
