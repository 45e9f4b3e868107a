/** The `canon` command: a thin adapter from arguments to the core's and generators' APIs. */
import { parseArgs } from "node:util";
import { CanonError } from "@canon/core";
import { generate } from "./commands/generate.js";
import { lint } from "./commands/lint.js";
import { validate } from "./commands/validate.js";
import { EXIT, findRoot, printDiagnostics, UsageError } from "./io.js";

const usage = `usage: canon <command> [options]

commands:
  lint [--module M]                           check schemas and vectors (exit 1 on problems)
  validate <module> <Type> <file…|-> [--format text|json]
                                              validate documents against a type
  generate [--module M] [--target T]          regenerate packages from the schemas
  check [--module M] [--target T]             fail when generated files are stale, missing or orphaned

options:
  --root DIR     project root (default: nearest folder with canon.config.json)
  -h, --help     show this help
`;

function run(argv: string[]): number {
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
    },
  });
  const [command, ...rest] = positionals;
  if (values.help === true || command === undefined) {
    process.stdout.write(usage);
    return command === undefined && values.help !== true ? EXIT.usage : EXIT.ok;
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
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function main(): void {
  try {
    process.exitCode = run(process.argv.slice(2));
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

main();
