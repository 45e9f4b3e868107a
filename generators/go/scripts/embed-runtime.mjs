// Embeds the hand-written Go runtime (runtime/*.go, tests excluded) into the generator as strings,
// so that generate() stays pure. The build runs it; a unit test fails when the two disagree.
// Each file is stored without its preamble (the comment and `package runtime` clause): the
// generator writes the module's own header and package clause in their place.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const clause = "package runtime\n";

/** The part of a runtime file that goes into every generated package: what follows its package clause. */
function runtimeBody(name, text) {
  const at = text.indexOf(clause);
  if (at < 0 || (at > 0 && text[at - 1] !== "\n")) throw new Error(`runtime/${name}: no "package runtime" clause`);
  return text.slice(at + clause.length).replace(/^\n+/, "");
}

const files = readdirSync(join(root, "runtime"))
  .filter((f) => f.endsWith(".go") && !f.endsWith("_test.go"))
  .sort();
const entries = files.map(
  (f) => `  ${JSON.stringify(f)}: ${JSON.stringify(runtimeBody(f, readFileSync(join(root, "runtime", f), "utf8")))},`,
);
const out = `// Embedded copy of runtime/*.go (bodies after the package clause), written by
// scripts/embed-runtime.mjs; edit the .go files instead.
export const runtimeSources: Readonly<Record<string, string>> = {
${entries.join("\n")}
};
`;
writeFileSync(join(root, "src", "runtime-sources.ts"), out);
