// One measurement in its own process: `node ts-worker.mjs <parse|stream> <file.jsonl> <repeat>`.
// parse: the receiver pipeline alone (tolerant parse of every line as an Event).
// stream: the same lines through createEventStream (parse, chunk expansion, verification, application).
// Prints one JSON line: {"ops", "cpuNs", "accepted", "warnings"}; one untimed warm-up pass first.
import { readFileSync } from "node:fs";
import { parse } from "@canon-sdk/agui";
import { createEventStream } from "@canon-sdk/agui/stream";

const [mode, file, repeatText] = process.argv.slice(2);
const lines = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l !== "");
const repeat = Number(repeatText ?? 5);

function once() {
  let accepted = 0;
  let warnings = 0;
  if (mode === "parse") {
    for (const line of lines) {
      const result = parse("Event", line);
      if (result.ok) accepted++;
      warnings += result.warnings.length;
    }
  } else if (mode === "stream") {
    const stream = createEventStream();
    for (const line of lines) stream.push(line);
    stream.end();
    if (stream.error !== undefined)
      throw new Error(
        `the bench stream breaks its lifecycle: ${stream.error.code} at ${stream.error.index}: ${stream.error.message}`,
      );
    accepted = stream.events.length;
    warnings = stream.warnings.length;
  } else throw new Error(`unknown mode ${mode}`);
  return { accepted, warnings };
}

once();
const start = process.cpuUsage();
let last = { accepted: 0, warnings: 0 };
for (let i = 0; i < repeat; i++) last = once();
const used = process.cpuUsage(start);
process.stdout.write(
  `${JSON.stringify({ ops: lines.length * repeat, cpuNs: (used.user + used.system) * 1000, accepted: last.accepted, warnings: last.warnings })}\n`,
);
