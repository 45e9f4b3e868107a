/** `canon validate <module> <TypeName> <file…|->`: documents against one type of a module. */
import { readFileSync } from "node:fs";
import {
  parseRemotesOption,
  adhocModule,
  CanonError,
  compileModule,
  diagnostic,
  findModule,
  type JsonSource,
  loadConfig,
  type ModuleConfig,
  parseJsonSource,
} from "@canon-sdk/core";
import { EXIT, UsageError } from "../io.js";

interface FileResult {
  readonly file: string;
  readonly valid: boolean;
  readonly errors: readonly { path: string; keyword: string; message: string; line: number; column: number }[];
}

export function validateCommand(
  root: string,
  moduleName: string | undefined,
  typeName: string | undefined,
  files: readonly string[],
  format: string,
): number {
  if (moduleName === undefined || typeName === undefined)
    throw new UsageError("validate needs <module> <TypeName> <file…|->", "validate");
  return validate(root, moduleName, typeName, files, format === "json" ? "json" : "text");
}

export function validate(
  root: string,
  moduleName: string,
  typeName: string,
  files: readonly string[],
  format: "text" | "json",
): number {
  return validateIn(root, findModule(loadConfig(root), moduleName), typeName, files, format);
}

/** Zero-config: `canon validate --schema it.json [--type T] [--remotes P=DIR] doc.json`; the type defaults to the file's root schema. */
export function validateWithSchema(
  cwd: string,
  schema: string,
  typeName: string | undefined,
  files: readonly string[],
  format: "text" | "json",
  remotes?: string,
): number {
  const module = adhocModule(cwd, schema, {
    targets: [],
    ...(remotes === undefined ? {} : { remotes: parseRemotesOption(remotes, cwd, cwd) }),
  });
  if (typeName !== undefined) return validateIn(cwd, module, typeName, files, format);
  const compiled = compileModule(cwd, module, { withVectors: false });
  const root = compiled.ir?.types.find((t) => t.origin.pointer === "");
  if (compiled.ir !== undefined && root === undefined)
    throw new UsageError(
      `${schema} has no root schema; name a type with --type (types: ${compiled.ir.types.map((t) => t.name).join(", ")})`,
      "validate",
    );
  return validateIn(cwd, module, root?.name ?? "", files, format);
}

function validateIn(
  root: string,
  module: ModuleConfig,
  typeName: string,
  files: readonly string[],
  format: "text" | "json",
): number {
  const moduleName = module.name;
  if (files.length === 0) throw new UsageError("validate needs at least one file, or - for standard input", "validate");
  const compiled = compileModule(root, module, { withVectors: false });
  if (compiled.validator === undefined) throw new CanonError(compiled.errors);
  const validator = compiled.validator;
  if (!validator.has(typeName)) {
    const known = compiled.ir?.types.map((t) => t.name).join(", ") ?? "";
    throw new CanonError([
      diagnostic("CANON403", `module "${moduleName}" has no type "${typeName}" (types: ${known})`),
    ]);
  }
  const results = files.map((file): FileResult => {
    const name = file === "-" ? "<stdin>" : file;
    const parsed = parseJsonSource(readInput(file), name);
    if (parsed.source === undefined) {
      const problem = parsed.diagnostics[0];
      const position = problem?.position ?? { line: 1, column: 1 };
      return {
        file: name,
        valid: false,
        errors: [{ path: "", keyword: "json", message: problem?.message ?? "invalid JSON", ...position }],
      };
    }
    const source: JsonSource = parsed.source;
    const result = validator.validate(typeName, source.value);
    return {
      file: name,
      valid: result.ok,
      errors: result.ok ? [] : result.errors.map((e) => ({ ...e, ...source.locate(e.path) })),
    };
  });
  for (const r of results) {
    if (format === "json") process.stdout.write(`${JSON.stringify(r)}\n`);
    else if (r.valid) process.stdout.write(`${r.file}: valid ${typeName}\n`);
    else
      for (const e of r.errors)
        process.stdout.write(`${r.file}:${e.line}:${e.column} ${e.path || "/"} ${e.keyword}: ${e.message}\n`);
  }
  return results.every((r) => r.valid) ? EXIT.ok : EXIT.problems;
}

function readInput(file: string): string {
  try {
    return readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (error) {
    throw new CanonError([diagnostic("CANON107", `cannot read ${file}: ${(error as Error).message}`, file)]);
  }
}
