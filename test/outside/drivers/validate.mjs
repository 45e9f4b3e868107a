// Reads samples (one JSON object per line: type, text) from standard input and prints one verdict
// per line from the generated TypeScript package whose built entry is the first argument: "1"
// accepted, "0" rejected, "X:<name>" when validate threw (a defect: it must return a result).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const pkg = await import(pathToFileURL(process.argv[2]).href);
const verdict = (sample) => {
  try {
    return pkg.validate(sample.type, JSON.parse(sample.text)).ok ? "1" : "0";
  } catch (error) {
    return `X:${error?.name ?? "thrown"}`;
  }
};
const lines = readFileSync(0, "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "");
process.stdout.write(lines.map((l) => verdict(JSON.parse(l))).join("\n") + "\n");
