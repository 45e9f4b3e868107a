/**
 * Runs in headless Chromium, bundled by esbuild with the generated `@canon-sdk/agui` package:
 * reads each SSE stream with fetch and a ReadableStream reader, parses every event with
 * `parseEvent`, then times parsing the received events again (parse only, no network) and posts
 * the counts and rates back to the test server.
 */
import { parseEvent } from "@canon-sdk/agui";

export interface Tally {
  readonly stream: string;
  events: number;
  accepted: number;
  warnings: number;
  errors: number;
  bytes: number;
  streamedPerSecond: number;
  parsedPerSecond: number;
}

// One SSE event block: its `data:` lines joined by newlines (the SSE rule), or undefined.
function dataOf(block: string): string | undefined {
  const data = block
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5));
  return data.length > 0 ? data.join("\n") : undefined;
}

async function read(stream: string): Promise<Tally> {
  const tally: Tally = {
    stream,
    events: 0,
    accepted: 0,
    warnings: 0,
    errors: 0,
    bytes: 0,
    streamedPerSecond: 0,
    parsedPerSecond: 0,
  };
  const texts: string[] = [];
  const take = (block: string): void => {
    const data = dataOf(block);
    if (data === undefined) return;
    texts.push(data);
    const result = parseEvent(data);
    tally.events++;
    tally.warnings += result.warnings.length;
    if (result.ok) tally.accepted++;
    else tally.errors++;
  };
  const started = performance.now();
  const response = await fetch(`/events?stream=${stream}`, { headers: { accept: "text/event-stream" } });
  if (!response.ok || response.body === null) throw new Error(`GET /events?stream=${stream}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    tally.bytes += value.byteLength;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      take(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
  buffer += decoder.decode();
  if (buffer.trim() !== "") take(buffer);
  tally.streamedPerSecond = tally.events / ((performance.now() - started) / 1000);
  // Parse only: the browser's clock is coarse, so time whole passes over every event, not single calls.
  let passes = 0;
  const t0 = performance.now();
  do {
    for (const text of texts) parseEvent(text);
    passes++;
  } while (performance.now() - t0 < 300);
  tally.parsedPerSecond = (passes * texts.length) / ((performance.now() - t0) / 1000);
  return tally;
}

async function main(): Promise<void> {
  let report: unknown;
  try {
    const tallies: Tally[] = [];
    for (const stream of ["valid", "unknown", "invalid"]) tallies.push(await read(stream));
    report = { tallies };
  } catch (error) {
    report = { error: String((error as Error).stack ?? error) };
  }
  await fetch("/report", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
  });
}

void main();
