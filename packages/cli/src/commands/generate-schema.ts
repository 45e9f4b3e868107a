/**
 * Zero-config generation: `canon generate --schema <file|dir> --target t1,t2 --out <dir>` writes
 * `<dir>/<target>/…` from schemas that have no canon.config.json, exactly as a configured module
 * would (same checks, nothing written when anything fails).
 */
import { statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { adhocModule, applyPlan, parseRemotesOption, planOutput } from "@canon-sdk/core";
import { EXIT, UsageError } from "../io.js";
import { generateModule } from "./generate.js";

export interface SchemaGenerateOptions {
  readonly schema: string;
  readonly targets?: string;
  readonly out?: string;
  readonly name?: string;
  /** `--remotes PREFIX=DIR,…`: folders relative to the current folder. */
  readonly remotes?: string;
}

export async function generateFromSchema(cwd: string, options: SchemaGenerateOptions): Promise<number> {
  const targets = (options.targets ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  if (targets.length === 0) throw new UsageError("generate --schema needs --target <t>[,<t>…]");
  if (options.out === undefined) throw new UsageError("generate --schema needs --out <dir>");
  // Output paths are relative to the current folder, like every generated path Canon writes.
  const out = relative(cwd, resolve(cwd, options.out)).split(sep).join("/");
  if (out === "" || out.startsWith("..")) throw new UsageError("--out must name a folder inside the current folder");
  const readRoot = schemaRoot(cwd, options.schema);
  const module = adhocModule(readRoot, readRoot === cwd ? options.schema : resolve(cwd, options.schema), {
    targets,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.remotes === undefined ? {} : { remotes: parseRemotesOption(options.remotes, cwd, readRoot) }),
  });
  // Files are read under `readRoot` and written under the current folder.
  const { files, ownedDirs } = await generateModule(readRoot, module, targets, (target) => `${out}/${target}`);
  const plan = planOutput(cwd, files, ownedDirs);
  applyPlan(cwd, plan);
  process.stderr.write(
    `canon generate: ${plan.changed.length + plan.missing.length} written to ${out}/{${targets.join(",")}}, ${plan.orphaned.length} removed, ${plan.unchanged} unchanged\n`,
  );
  return EXIT.ok;
}

/**
 * The folder schemas are read from: the current folder when the schema is inside it, else the
 * schema's own folder. A path given on the command line is the user's explicit choice (as with
 * quicktype or json2ts), so it is read wherever it is; reading still stays inside that folder
 * (no `$ref` or link out of it), and writing stays inside the current folder.
 */
function schemaRoot(cwd: string, schema: string): string {
  const absolute = resolve(cwd, schema);
  const inside = relative(cwd, absolute);
  if (inside !== ".." && !inside.startsWith(`..${sep}`)) return cwd;
  try {
    return statSync(absolute).isDirectory() ? absolute : dirname(absolute);
  } catch {
    // adhocModule reports the missing path (CANON109).
    return cwd;
  }
}
