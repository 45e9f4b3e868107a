/**
 * A child process that checks a batch of patterns with recheck's native build (its `agent`
 * command, JSON-RPC over stdin and stdout), for pattern-verdicts.ts. The agent cancels whatever
 * is pending when its input closes, so the caller cannot simply pipe the requests in; this
 * process keeps the input open until every answer has come back.
 *
 * Reads `{ binary, flags, params, sources }` as JSON on stdin; writes the diagnostics, in the
 * order of `sources`, as a JSON array on stdout. Exits non-zero if any answer is missing.
 */
import { spawn } from "node:child_process";
import { text } from "node:stream/consumers";

interface Batch {
  readonly binary: string;
  readonly flags: string;
  readonly params: Record<string, unknown>;
  readonly sources: readonly string[];
}

const batch = JSON.parse(await text(process.stdin)) as Batch;
const answers: unknown[] = new Array(batch.sources.length);
let pending = batch.sources.length;
const agent = spawn(batch.binary, ["agent"], { stdio: ["pipe", "pipe", "inherit"] });
let buffered = "";
agent.stdout.setEncoding("utf8").on("data", (chunk: string) => {
  buffered += chunk;
  const lines = buffered.split("\n");
  buffered = lines.pop() ?? "";
  for (const line of lines) {
    if (line.trim() === "") continue;
    const reply = JSON.parse(line) as { id?: number; result?: unknown };
    if (typeof reply.id !== "number" || reply.result === undefined || answers[reply.id] !== undefined) continue;
    answers[reply.id] = reply.result;
    if (--pending === 0) agent.stdin.end();
  }
});
agent.on("close", () => {
  if (pending !== 0) process.exit(1);
  process.stdout.write(JSON.stringify(answers));
});
batch.sources.forEach((source, id) => {
  const params = { source, flags: batch.flags, params: batch.params };
  agent.stdin.write(`${JSON.stringify({ jsonrpc: "2.0+push", id, method: "check", params })}\n`);
});
if (pending === 0) agent.stdin.end();
