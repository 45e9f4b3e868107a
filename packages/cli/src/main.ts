/** The `canon` command: a thin adapter from arguments to the core's and generators' APIs. */
import { parseArgs } from "node:util";
import { CanonError } from "@canon/core";
import { changeset } from "./commands/changeset.js";
import { compat } from "./commands/compat.js";
import { generate } from "./commands/generate.js";
import { generateFromSchema } from "./commands/generate-schema.js";
import { lint } from "./commands/lint.js";
import { init } from "./commands/init.js";
import { validate, validateWithSchema } from "./commands/validate.js";
import { EXIT, findRoot, printDiagnostics, UsageError } from "./io.js";

const usage = `usage: canon <command> [options]

commands:
  lint [--module M]                           check schemas and vectors (exit 1 on problems)
  validate <module> <Type> <file…|-> [--format text|json]
                                              validate documents against a type
  validate --schema <file|dir> [--type T] <file…|->
                                              zero-config: validate against a schema file (its root by default)
  init [--schema DIR] [--name M] [--target T,…]
                                              write a canon.config.json for a folder of schemas
  generate [--module M] [--target T]          regenerate packages from the schemas
  generate --schema <file|dir> --target T[,T…] --out DIR [--name M]
                                              zero-config: generate DIR/<target>/… with no canon.config.json
  check [--module M] [--target T]             fail when generated files are stale, missing or orphaned
  compat <base> <head> [--module M] [--mode backward|forward|full] [--policy strict|lenient]
         [--format text|json|markdown|github|sarif] [--allow-unclassified] [--changesets]
                                              classify schema changes (exit 0 compatible, 1 breaking, 2 error);
                                              sides: file, folder, module, git:<ref>[:<path>], npm:<spec|file.tgz>
  changeset [--module M] [--against git:REF] [--print]
                                              draft a changeset listing the compat findings

options:
  --root DIR     project root (default: nearest folder with canon.config.json)
  -h, --help     show this help
`;

function run(argv: string[]): number | Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      module: { type: "string" },
      target: { type: "string" },
      format: { type: "string" },
      root: { type: "string" },
      help: { type: "boolean", short: "h" },
      mode: { type: "string" },
      policy: { type: "string" },
      against: { type: "string" },
      "allow-unclassified": { type: "boolean" },
      changesets: { type: "boolean" },
      print: { type: "boolean" },
      schema: { type: "string" },
      out: { type: "string" },
      name: { type: "string" },
      type: { type: "string" },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help === true || command === undefined) {
    process.stdout.write(usage);
    return command === undefined && values.help !== true ? EXIT.usage : EXIT.ok;
  }
  if (command === "generate" && values.schema !== undefined) {
    return generateFromSchema(process.cwd(), { schema: values.schema, ...(values.target === undefined ? {} : { targets: values.target }), ...(values.out === undefined ? {} : { out: values.out }), ...(values.name === undefined ? {} : { name: values.name }) });
  }
  if (command === "validate" && values.schema !== undefined) {
    const format = values.format ?? "text";
    if (format !== "text" && format !== "json") throw new UsageError(`--format must be text or json, not "${format}"`);
    return validateWithSchema(process.cwd(), values.schema, values.type, rest, format);
  }
  if (command === "init") {
    return init(process.cwd(), { ...(values.schema === undefined ? {} : { schema: values.schema }), ...(values.name === undefined ? {} : { name: values.name }), ...(values.target === undefined ? {} : { targets: values.target }) });
  }
  const root = findRoot(values.root ?? process.cwd());
  const scope = { ...(values.module === undefined ? {} : { module: values.module }), ...(values.target === undefined ? {} : { target: values.target }) };
  switch (command) {
    case "lint":
      return lint(root, scope);
    case "generate":
    case "check":
      return generate(root, { ...scope, check: command === "check" });
    case "validate": {
      const [module, type, ...files] = rest;
      if (module === undefined || type === undefined) throw new UsageError("validate needs <module> <TypeName> <file…|->");
      const format = values.format ?? "text";
      if (format !== "text" && format !== "json") throw new UsageError(`--format must be text or json, not "${format}"`);
      return validate(root, module, type, files, format);
    }
    case "compat":
    case "changeset": {
      const o = {
        ...scope,
        ...(values.mode === undefined ? {} : { mode: values.mode }),
        ...(values.policy === undefined ? {} : { policy: values.policy }),
        ...(values.format === undefined ? {} : { format: values.format }),
        allowUnclassified: values["allow-unclassified"] === true,
        changesets: values.changesets === true,
        print: values.print === true,
      };
      return command === "compat" ? compat(root, rest[0], rest[1], o) : changeset(root, values.against, o);
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

async function main(): Promise<void> {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof CanonError) {
      printDiagnostics(error.diagnostics);
      process.exitCode = EXIT.problems;
    } else if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      process.stderr.write(`canon: ${(error as Error).message}\n\n${usage}`);
      process.exitCode = EXIT.usage;
    } else {
      throw error;
    }
  }
}

void main();
