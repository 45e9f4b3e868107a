/**
 * Zero-config generation: `canon generate --schema <file|dir> --target t1,t2 --out <dir>` writes
 * `<dir>/<target>/…` from schemas that have no canon.config.json, exactly as a configured module
 * would (same checks, nothing written when anything fails).
 */
import { relative, resolve, sep } from "node:path";
import { adhocModule, applyPlan, planOutput } from "@canon-sdk/core";
import { EXIT, UsageError } from "../io.js";
import { generateModule } from "./generate.js";

export interface SchemaGenerateOptions {
  readonly schema: string;
  readonly targets?: string;
  readonly out?: string;
  readonly name?: string;
}

export async function generateFromSchema(cwd: string, options: SchemaGenerateOptions): Promise<number> {
  const targets = (options.targets ?? "").split(",").map((t) => t.trim()).filter((t) => t.length > 0);
  if (targets.length === 0) throw new UsageError("generate --schema needs --target <t>[,<t>…]");
  if (options.out === undefined) throw new UsageError("generate --schema needs --out <dir>");
  // Output paths are relative to the current folder, like every generated path Canon writes.
  const out = relative(cwd, resolve(cwd, options.out)).split(sep).join("/");
  if (out === "" || out.startsWith("..")) throw new UsageError("--out must name a folder inside the current folder");
  const module = adhocModule(cwd, options.schema, { targets, ...(options.name === undefined ? {} : { name: options.name }) });
  const { files, ownedDirs } = await generateModule(cwd, module, targets, (target) => `${out}/${target}`);
  const plan = planOutput(cwd, files, ownedDirs);
  applyPlan(cwd, plan);
  process.stderr.write(`canon generate: ${plan.changed.length + plan.missing.length} written to ${out}/{${targets.join(",")}}, ${plan.orphaned.length} removed, ${plan.unchanged} unchanged\n`);
  return EXIT.ok;
}
