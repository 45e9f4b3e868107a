/**
 * Verdicts on JSON documents as bytes, from every language's entry points that read text:
 * TypeScript validateJson and parse<Union> (strict, tolerant) in this process, Python
 * validate_json and parse_<union> and Go Validate and Parse<Union> through drivers that judge a
 * whole batch per process. Columns: [validate, strict parse, tolerant parse]; "1" accepted, "0"
 * refused, "-" not applicable, anything else a crash (always a failure).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../foundation/workspace.js";

export interface Document {
  readonly module: string;
  readonly type: string;
  readonly bytes: Buffer;
}

export type Verdicts = readonly [string, string, string];

type Result = { readonly ok: boolean };
export interface TypeScriptPackage {
  validateJson(typeName: string, text: string): Result;
  readonly [name: string]: unknown;
}

const maxBuffer = 1 << 30;
const batch = (documents: readonly Document[]): string =>
  documents.map((d) => JSON.stringify({ module: d.module, type: d.type, b64: d.bytes.toString("base64") })).join("\n") +
  "\n";
const rows = (output: string): Verdicts[] =>
  output
    .trimEnd()
    .split("\n")
    .map((line) => line.split(" ") as unknown as Verdicts);

/** TypeScript reads text: bytes are decoded as the package README says, refusing what is not UTF-8. */
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function judge(run: () => boolean): string {
  try {
    return run() ? "1" : "0";
  } catch (error) {
    return `X:${(error as Error).name}`;
  }
}

/** With `strictOnly`, the tolerant column is "-" (the fuzz lane compares strict verdicts only). */
export function typescriptVerdicts(
  packages: Record<string, TypeScriptPackage>,
  documents: readonly Document[],
  strictOnly = false,
): Verdicts[] {
  return documents.map((d) => {
    const pkg = packages[d.module] as TypeScriptPackage;
    let text: string;
    try {
      text = utf8.decode(d.bytes);
    } catch {
      return ["0", "0", "0"].map((v, i) =>
        i > 0 && pkg[`parse${d.type}`] === undefined ? "-" : v,
      ) as unknown as Verdicts;
    }
    const parse = pkg[`parse${d.type}`] as ((input: unknown, options: { mode: string }) => Result) | undefined;
    return [
      judge(() => pkg.validateJson(d.type, text).ok),
      parse === undefined ? "-" : judge(() => parse(text, { mode: "strict" }).ok),
      parse === undefined || strictOnly ? "-" : judge(() => parse(text, { mode: "tolerant" }).ok),
    ];
  });
}

export function pythonVerdicts(python: string, documents: readonly Document[], strictOnly = false): Verdicts[] {
  const modules = ["agui", "openwop", "meup"].map((m) => join(repoRoot, "packages", m, "python"));
  const output = execFileSync(
    python,
    [join(repoRoot, "test", "hostile", "python", "judge.py"), ...(strictOnly ? ["--strict-only"] : [])],
    {
      input: batch(documents),
      encoding: "utf8",
      maxBuffer,
      env: { ...process.env, PYTHONPATH: modules.join(":"), PYTHONWARNINGS: "ignore" },
    },
  );
  return rows(output);
}

export function buildGoJudge(outDir: string): string {
  const binary = join(outDir, "hostile-go");
  execFileSync("go", ["build", "-o", binary, "."], { cwd: join(repoRoot, "test", "hostile", "go"), stdio: "inherit" });
  return binary;
}

export function goVerdicts(binary: string, documents: readonly Document[]): Verdicts[] {
  return rows(execFileSync(binary, [], { input: batch(documents), encoding: "utf8", maxBuffer }));
}

export async function typescriptPackages(): Promise<Record<string, TypeScriptPackage>> {
  return {
    agui: (await import("@canon-sdk/agui")) as unknown as TypeScriptPackage,
    openwop: (await import("@canon-sdk/openwop")) as unknown as TypeScriptPackage,
    meup: (await import("@canon-sdk/meup")) as unknown as TypeScriptPackage,
  };
}
