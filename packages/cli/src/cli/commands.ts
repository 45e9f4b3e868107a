/**
 * The command table. Each entry names its options and loads its implementation lazily; adding a
 * command is adding an entry here.
 */
import type { CommandSpec } from "./spec.js";
import { defined, str } from "./spec.js";

const FORMAT_HELP = "output: text, json (one document), github (workflow annotations) or sarif (one SARIF 2.1.0 log)";
const MACHINE_FORMATS = ["text", "json", "github", "sarif"] as const;
const COMPAT_FORMATS = ["text", "json", "markdown", "github", "sarif"] as const;

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: "lint",
    args: "",
    summary: "check schemas and their vectors",
    details:
      "Loads the schemas with source positions, validates them against the 2020-12 meta-schema, resolves $ref, checks the authoring rules, runs every vector through ajv and generates every configured target in memory (nothing written), so it reports every problem that would stop generate.",
    options: {
      module: { type: "string", value: "M", help: "only this module" },
      format: { type: "string", value: "F", choices: MACHINE_FORMATS, help: FORMAT_HELP },
    },
    exits: "0 clean, 1 problems, 2 usage",
    run: async (root, v) =>
      (await import("../commands/lint.js")).lint(root, defined({ module: str(v, "module"), format: str(v, "format") })),
  },
  {
    name: "validate",
    args: "<module> <Type> <file…|->   |   --schema FILE [--type T] <file…|->",
    summary: "validate documents against one type",
    details:
      "With --schema, no canon.config.json is needed: the documents are validated against the schema file's root type, or the type named by --type.",
    options: {
      format: { type: "string", value: "F", choices: ["text", "json"], help: "text, or json: one result per file" },
      schema: {
        type: "string",
        value: "FILE",
        help: "zero-config: a schema file (any dialect from draft-04 to 2020-12)",
      },
      type: {
        type: "string",
        value: "T",
        help: "with --schema: the type to validate against (default: the file's root schema)",
      },
      remotes: {
        type: "string",
        value: "URI=DIR,…",
        help: "with --schema: read $refs to a URI prefix (ending in /) from a local folder, or one URI from a file",
      },
    },
    exits: "0 all valid, 1 any invalid, 2 usage",
    root: (v) => (str(v, "schema") === undefined ? "required" : "never"),
    run: async (root, v, positionals) => {
      const validate = await import("../commands/validate.js");
      const format = str(v, "format") === "json" ? "json" : "text";
      const schema = str(v, "schema");
      if (schema !== undefined)
        return validate.validateWithSchema(root, schema, str(v, "type"), positionals, format, str(v, "remotes"));
      const [module, type, ...files] = positionals;
      return validate.validateCommand(root, module, type, files, format);
    },
  },
  {
    name: "generate",
    args: "",
    summary: "regenerate packages from the schemas",
    details:
      "Generates every target of every module in memory, then writes the files atomically; nothing is written if any module or generator fails. With --schema, no canon.config.json is needed: `canon generate --schema api.json --target typescript,python,go --out sdk` writes sdk/<target>/….",
    options: {
      module: { type: "string", value: "M", help: "only this module" },
      target: { type: "string", value: "T", help: "only this target (with --schema: one or more, comma-separated)" },
      schema: { type: "string", value: "FILE|DIR", help: "zero-config: generate from this schema file or folder" },
      out: { type: "string", value: "DIR", help: "with --schema: the output folder (one subfolder per target)" },
      name: {
        type: "string",
        value: "M",
        help: "with --schema: the module name (default: from the file or folder name)",
      },
      remotes: {
        type: "string",
        value: "URI=DIR,…",
        help: "with --schema: read $refs to a URI prefix (ending in /) from a local folder, or one URI from a file",
      },
    },
    exits: "0 done, 1 problems, 2 usage",
    root: (v) => (str(v, "schema") === undefined ? "required" : "never"),
    run: async (root, v) => {
      const schema = str(v, "schema");
      if (schema !== undefined) {
        const { generateFromSchema } = await import("../commands/generate-schema.js");
        return generateFromSchema(root, {
          schema,
          ...defined({
            targets: str(v, "target"),
            out: str(v, "out"),
            name: str(v, "name"),
            remotes: str(v, "remotes"),
          }),
        });
      }
      return (await import("../commands/generate.js")).generate(root, {
        ...defined({ module: str(v, "module"), target: str(v, "target") }),
        check: false,
      });
    },
  },
  {
    name: "check",
    args: "",
    summary: "fail when generated files are stale, missing or orphaned, or a version bump is owed",
    options: {
      module: { type: "string", value: "M", help: "only this module" },
      target: { type: "string", value: "T", help: "only this target" },
      format: { type: "string", value: "F", choices: MACHINE_FORMATS, help: FORMAT_HELP },
    },
    exits: "0 up to date, 1 drift, 2 usage",
    run: async (root, v) =>
      (await import("../commands/generate.js")).generate(root, {
        ...defined({ module: str(v, "module"), target: str(v, "target"), format: str(v, "format") }),
        check: true,
      }),
  },
  {
    name: "verify-stream",
    args: "<module> <file.jsonl…|->",
    summary: "check a stream of events against the module's lifecycle",
    details:
      "Reads NDJSON (one event per line) or SSE (data: lines), validates each event strictly and runs the module's lifecycle (schemas/<module>/lifecycle.json, docs/lifecycle.md): runs, messages, tool calls and chunks opened, continued and closed in order. Every violation is reported at its event index and line; a violating event is skipped and checking carries on. Several files are checked one by one (the module is compiled once).",
    options: {
      format: {
        type: "string",
        value: "F",
        choices: ["text", "json"],
        help: "text, or json: one document with a report per file",
      },
    },
    exits: "0 every stream follows the lifecycle, 1 violations, 2 usage",
    run: async (root, v, [module, ...files]) =>
      (await import("../commands/verify-stream.js")).verifyStream(root, module, files, str(v, "format")),
  },
  {
    name: "compat",
    args: "<base> <head>",
    summary: "classify schema changes between two versions",
    details:
      "Sides: a file, a folder, a module name, git:<ref> (the configured modules at that ref), git:<ref>:<path>, npm:<package@version> or npm:<file.tgz>. Accepted breaks listed in .canon-compat-ignore.json are reported as ignored.",
    options: {
      module: { type: "string", value: "M", help: "only this module" },
      mode: {
        type: "string",
        value: "MODE",
        choices: ["backward", "forward", "full"],
        help: "direction checked (default: the module's compat.mode)",
      },
      policy: {
        type: "string",
        value: "P",
        choices: ["strict", "lenient"],
        help: "strict or lenient (default: the module's compat.policy)",
      },
      format: {
        type: "string",
        value: "F",
        choices: COMPAT_FORMATS,
        help: "text, json, markdown (PR comment), github (annotations) or sarif; one document for all modules",
      },
      "allow-unclassified": { type: "boolean", help: "do not fail on changes no rule classifies" },
      changesets: { type: "boolean", help: "fail when pending changesets bump an affected package less than required" },
      ignore: {
        type: "string",
        value: "FILE",
        help: "accepted breaks (default: .canon-compat-ignore.json in the root, if present)",
      },
      category: {
        type: "string",
        value: "C",
        choices: ["data", "api", "all"],
        help: "documents (data), generated code's names and shapes (api), or both (default)",
      },
      "witness-dir": {
        type: "string",
        value: "DIR",
        help: "write each break's witness document as DIR/<module>/<Type>/<rule>-<n>.json",
      },
    },
    exits: "0 compatible, 1 breaking (or changesets short of the required bump), 2 error",
    // Two files or folders need no configuration; module names and git: sides do.
    root: "optional",
    run: async (root, v, [base, head]) =>
      (await import("../commands/compat.js")).compat(root, base, head, {
        ...defined({
          module: str(v, "module"),
          mode: str(v, "mode"),
          policy: str(v, "policy"),
          format: str(v, "format"),
          ignore: str(v, "ignore"),
          category: str(v, "category"),
          witnessDir: str(v, "witness-dir"),
        }),
        allowUnclassified: v["allow-unclassified"] === true,
        changesets: v["changesets"] === true,
      }),
  },
  {
    name: "changeset",
    args: "",
    summary: "draft a changeset whose bump and summary come from the compat findings",
    options: {
      module: { type: "string", value: "M", help: "only this module" },
      against: { type: "string", value: "git:REF", help: "the base to compare with (default: git:HEAD)" },
      print: { type: "boolean", help: "print the changeset instead of writing it" },
    },
    exits: "0 done, 2 error",
    run: async (root, v) =>
      (await import("../commands/changeset.js")).changeset(root, str(v, "against"), {
        ...defined({ module: str(v, "module") }),
        print: v["print"] === true,
      }),
  },
  {
    name: "init",
    args: "",
    summary: "write a canon.config.json for a folder of schemas",
    options: {
      schema: { type: "string", value: "DIR", help: "the schema folder (default: schemas)" },
      name: { type: "string", value: "M", help: "the module name (default: from the folder name)" },
      target: { type: "string", value: "T,…", help: "targets to generate (default: typescript,python,go)" },
    },
    exits: "0 written, 1 a config already exists, 2 usage",
    root: "never",
    run: async (root, v) =>
      (await import("../commands/init.js")).init(
        root,
        defined({ schema: str(v, "schema"), name: str(v, "name"), targets: str(v, "target") }),
      ),
  },
  {
    name: "version",
    args: "",
    summary: "apply pending changesets: bump module versions, update canon.lock.json, regenerate",
    details:
      "canon.config.json holds each module's version. This consumes the pending .changeset/*.md files, bumps every module they name (below 1.0.0 a breaking change bumps the minor), bumps the patch of any module whose generated output changed since canon.lock.json was written, deletes the consumed changesets and regenerates every package at its new version.",
    options: { "dry-run": { type: "boolean", help: "print the new versions and write nothing" } },
    exits: "0 done, 1 problems, 2 usage",
    run: async (root, v) => (await import("../commands/version.js")).version(root, { dryRun: v["dry-run"] === true }),
  },
];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name);
}
