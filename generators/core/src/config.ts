/** canon.config.json: the modules, where their schemas live, and which targets each gets. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkSubset, type SubsetSchema } from "./config-check.js";
import { CanonError, type Diagnostic, diagnostic } from "./diagnostics.js";
import { parseJsonSource } from "./json-source.js";
import { configurableRules, type RuleLevel } from "./lint/levels.js";

export interface CompatSettings {
  /** Default direction `canon compat` checks: readers on the new version (backward), etc. */
  readonly mode: "backward" | "forward" | "full";
  /** Who produces the module's documents and who consumes them, for the compat report. */
  readonly writers: string;
  readonly readers: string;
  /** Receivers ignore union members they do not know, so a new member breaks no reader. */
  readonly tolerantReceivers: boolean;
  /**
   * `lenient` assumes writers send only declared properties, so a new optional property of an
   * open object is additive; `strict` (the default) does not assume it.
   */
  readonly policy?: "strict" | "lenient";
}

export interface ModuleConfig {
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly schemas: string;
  /** Globs of schema files under `schemas` (default every `.json`); `exclude` wins (default `examples/**`). */
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /**
   * Local copies of remote schemas: a URI prefix ending in `/` → a folder, or one URI → a file,
   * relative to the project root. A `$ref` to such a URI reads the copy (remotes.ts).
   */
  readonly remotes?: Readonly<Record<string, string>>;
  /** Schema key → type name, for the few names the derived ones do not suit. */
  readonly names?: Readonly<Record<string, string>>;
  /** Level of each configurable lint rule (lint/levels.ts); unlisted rules are errors. */
  readonly lint?: Readonly<Record<string, RuleLevel>>;
  /** Target name → raw options, parsed by the target's generator. */
  readonly targets: Readonly<Record<string, unknown>>;
  readonly compat: CompatSettings;
}

/**
 * Where the project lives, for the metadata registries show (npm repository/homepage/bugs, PyPI
 * project URLs, the POM's url/scm/developers, Cargo, NuGet, pub) and the default Go module path.
 */
export interface RepositoryConfig {
  /** The source repository, e.g. https://github.com/OWNER/REPO. */
  readonly url: string;
  readonly homepage?: string;
  /** Where to report problems; default `<url>/issues`. */
  readonly issues?: string;
  /** Who publishes the packages (Maven Central requires at least one developer). */
  readonly developers?: readonly { readonly name: string; readonly url?: string; readonly email?: string }[];
}

export interface CanonConfig {
  readonly root: string;
  readonly modules: readonly ModuleConfig[];
  readonly repository?: RepositoryConfig;
}

export const CONFIG_FILE = "canon.config.json";

export const configSchema: SubsetSchema = {
  type: "object",
  additionalProperties: false,
  required: ["modules"],
  properties: {
    $schema: { type: "string" },
    repository: {
      type: "object",
      additionalProperties: false,
      required: ["url"],
      properties: {
        url: { type: "string", pattern: "^https://" },
        homepage: { type: "string", pattern: "^https?://" },
        issues: { type: "string", pattern: "^https?://" },
        developers: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["name"],
            properties: { name: { type: "string", minLength: 1 }, url: { type: "string" }, email: { type: "string" } },
          },
        },
      },
    },
    modules: {
      type: "object",
      propertyNames: { pattern: "^[a-z][a-z0-9]*$" },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["version", "description", "schemas", "targets", "compat"],
        properties: {
          version: { type: "string", pattern: "^\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.-]+)?$" },
          description: { type: "string", minLength: 1 },
          schemas: { type: "string", minLength: 1 },
          include: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
          exclude: { type: "array", items: { type: "string", minLength: 1 } },
          remotes: {
            type: "object",
            propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9+.-]*:[^#]*$" },
            additionalProperties: { type: "string", minLength: 1 },
          },
          names: { type: "object", additionalProperties: { type: "string", pattern: "^[A-Z][A-Za-z0-9]*$" } },
          lint: {
            type: "object",
            propertyNames: { enum: configurableRules },
            additionalProperties: { enum: ["off", "warn", "error"] },
          },
          targets: { type: "object", additionalProperties: { type: "object" } },
          compat: {
            type: "object",
            additionalProperties: false,
            required: ["mode", "writers", "readers", "tolerantReceivers"],
            properties: {
              mode: { enum: ["backward", "forward", "full"] },
              writers: { type: "string" },
              readers: { type: "string" },
              tolerantReceivers: { type: "boolean" },
              policy: { enum: ["strict", "lenient"] },
            },
          },
        },
      },
    },
  },
};

export function loadConfig(root: string): CanonConfig {
  let text: string;
  try {
    text = readFileSync(join(root, CONFIG_FILE), "utf8");
  } catch {
    throw new CanonError([
      diagnostic("CANON401", `no ${CONFIG_FILE} in ${root === "." ? "this folder" : "the project root"}`, CONFIG_FILE),
    ]);
  }
  const { source, diagnostics } = parseJsonSource(text, CONFIG_FILE);
  if (source === undefined) throw new CanonError(diagnostics);
  // Checked without ajv: loading and compiling it here was most of every command's start-up.
  const errors = checkSubset(configSchema, source.value);
  if (errors.length > 0) {
    // A bad property name is reported by its own keyword's error; ajv's summary line after it adds nothing.
    const problems: Diagnostic[] = errors
      .filter((e) => e.keyword !== "propertyNames")
      .map((e) => {
        const extra = e.keyword === "additionalProperties" ? ` "${String(e.params["additionalProperty"])}"` : "";
        const subject =
          e.propertyName === undefined
            ? e.instancePath || "/"
            : `${e.instancePath || "/"} property name "${e.propertyName}"`;
        return diagnostic("CANON401", `${subject} ${e.message}${extra}`, CONFIG_FILE, source.locate(e.instancePath));
      });
    throw new CanonError(problems);
  }
  const value = source.value as { modules: Record<string, Omit<ModuleConfig, "name">>; repository?: RepositoryConfig };
  const modules = Object.entries(value.modules).map(([name, m]) => ({ name, ...m }));
  return { root, modules, ...(value.repository === undefined ? {} : { repository: value.repository }) };
}

export function findModule(config: CanonConfig, name: string): ModuleConfig {
  const found = config.modules.find((m) => m.name === name);
  if (found === undefined) {
    const known = config.modules.map((m) => m.name).join(", ");
    throw new CanonError([diagnostic("CANON402", `unknown module "${name}" (configured: ${known})`)]);
  }
  return found;
}
