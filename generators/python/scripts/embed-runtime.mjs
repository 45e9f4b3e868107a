// Embeds the hand-written Python runtime (runtime/*.py) into the generator as strings, so that
// generate() stays pure. Run after editing runtime/; a unit test fails when the two disagree.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const files = readdirSync(join(root, "runtime"), { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".py"))
  .map((f) => f.split("\\").join("/"))
  .sort();
const entries = files.map(
  (f) => `  ${JSON.stringify(f)}: ${JSON.stringify(readFileSync(join(root, "runtime", f), "utf8"))},`,
);
const out = `// Embedded copy of runtime/*.py, written by scripts/embed-runtime.mjs; edit the .py files instead.
export const runtimeSources: Readonly<Record<string, string>> = {
${entries.join("\n")}
};
`;
writeFileSync(join(root, "src", "python", "runtime-sources.ts"), out);
