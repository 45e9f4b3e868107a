// Reads samples (one JSON object per line: type, text) from standard input and prints one verdict
// per line from the generated TypeScript package whose built entry is the first argument: "1"
// accepted, "0" rejected, "X:<name>" when validate threw (a defect: it must return a result).
// With --guards, each verdict is three: validate's, the type's guard's (is<Type>) and
// parse(typeName, text)'s, as "1", "0" or "X:<name>".
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const pkg = await import(pathToFileURL(process.argv[2]).href);
const guards = process.argv[3] === "--guards";
const answer = (judge) => {
  try {
    return judge() ? "1" : "0";
  } catch (error) {
    return `X:${error?.name ?? "thrown"}`;
  }
};
const verdict = (sample) => {
  const valid = answer(() => pkg.validate(sample.type, JSON.parse(sample.text)).ok);
  if (!guards) return valid;
  const guard = answer(() => pkg[`is${sample.type}`](JSON.parse(sample.text)));
  return `${valid} ${guard} ${answer(() => pkg.parse(sample.type, sample.text).ok)}`;
};
const lines = readFileSync(0, "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "");
process.stdout.write(lines.map((l) => verdict(JSON.parse(l))).join("\n") + "\n");
