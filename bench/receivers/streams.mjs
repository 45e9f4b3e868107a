// The three receiver streams, made from the shared AG-UI event stream: valid events as they are,
// each event with one property a newer producer added, and each event with a malformed known
// field (a string timestamp), which every contender must reject.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

export function writeStreams(outDir, count) {
  const lines = readFileSync(join(here, "../fixtures/agui-events.jsonl"), "utf8").trim().split("\n").slice(0, count);
  const events = lines.map((line) => JSON.parse(line));
  const streams = {
    valid: lines,
    "unknown-property": events.map((e) => JSON.stringify({ ...e, futureField: { addedIn: "1.2" } })),
    invalid: events.map((e) => JSON.stringify({ ...e, timestamp: "soon" })),
  };
  mkdirSync(outDir, { recursive: true });
  const files = {};
  for (const [name, stream] of Object.entries(streams)) {
    files[name] = join(outDir, `${name}.jsonl`);
    writeFileSync(files[name], `${stream.join("\n")}\n`);
  }
  return files;
}
