// One measurement in its own process: parses a stream of JSON lines with one contender and prints
// the CPU nanoseconds per event of the best of a few passes, after warm-up passes.
import { readFileSync } from "node:fs";
import { parseEvent } from "@canon-sdk/agui";

const [contender, file, passes = "5"] = process.argv.slice(2);
const lines = readFileSync(file, "utf8").trim().split("\n");
const modes = { tolerant: { mode: "tolerant" }, strict: { mode: "strict" } };
const options = modes[contender];
if (options === undefined) throw new Error(`unknown contender ${contender}`);

function pass() {
  let accepted = 0;
  const start = process.cpuUsage();
  for (const line of lines) if (parseEvent(line, options).ok) accepted++;
  const used = process.cpuUsage(start);
  return { ns: ((used.user + used.system) * 1000) / lines.length, accepted };
}

for (let i = 0; i < 3; i++) pass();
const results = Array.from({ length: Number(passes) }, pass);
console.log(JSON.stringify({ nsPerEvent: Math.min(...results.map((r) => r.ns)), accepted: results[0].accepted }));
