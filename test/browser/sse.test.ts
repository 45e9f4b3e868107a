/**
 * The generated `@canon-sdk/agui` package in a real browser: bundled by esbuild for the browser,
 * loaded in headless Chromium (the binary shipped by the pinned `@sparticuz/chromium` dev
 * dependency, driven by `puppeteer-core`), reading the bench stream fixture as Server-Sent Events
 * with fetch, parsing every event with `parseEvent`. Its counts must match the fixture's known
 * outcome and Node's own parse of the same events; the page's throughput is printed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEvent } from "@canon-sdk/agui";
import { build } from "esbuild";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { launchChromium } from "./chromium.js";
import { serve, type PageServer } from "./server.js";
import type { Tally } from "./page.js";

const STREAMS = ["valid", "unknown", "invalid"] as const;
const events = Object.fromEntries(
  STREAMS.map((s) => [
    s,
    readFileSync(join(repoRoot, `bench/fixtures/stream.${s}.jsonl`), "utf8")
      .trimEnd()
      .split("\n"),
  ]),
);

let browser: Browser | undefined;
let server: PageServer | undefined;
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let bundle: string;
beforeAll(async () => {
  const result = await build({
    entryPoints: [join(import.meta.dirname, "page.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  bundle = result.outputFiles[0]?.text ?? "";
});

it("parses every event of an SSE stream in headless Chromium as Node does", async () => {
  server = await serve(bundle, events);
  browser = await launchChromium();
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto(server.url);
  const report = (await server.report) as { tallies?: Tally[]; error?: string };
  expect(report.error, report.error).toBeUndefined();
  expect(problems).toEqual([]);
  const tallies = report.tallies as Tally[];
  expect(tallies.map((t) => t.stream)).toEqual([...STREAMS]);

  const count = events.valid?.length as number;
  const expected = {
    valid: { events: count, accepted: count, warnings: 0, errors: 0 },
    unknown: { events: count, accepted: count, warnings: count, errors: 0 },
    invalid: { events: count, accepted: 0, warnings: 0, errors: count },
  };
  for (const tally of tallies) {
    const lines = events[tally.stream] as string[];
    const node = lines.map((line) => parseEvent(line));
    const inNode = {
      events: node.length,
      accepted: node.filter((r) => r.ok).length,
      warnings: node.reduce((n, r) => n + r.warnings.length, 0),
      errors: node.filter((r) => !r.ok).length,
    };
    const { events: seen, accepted, warnings, errors } = tally;
    expect({ events: seen, accepted, warnings, errors }, tally.stream).toEqual(
      expected[tally.stream as keyof typeof expected],
    );
    expect(inNode, tally.stream).toEqual(expected[tally.stream as keyof typeof expected]);
    expect(tally.bytes).toBeGreaterThan(lines.join("").length);
  }

  const version = await browser.version();
  const kb = (Buffer.byteLength(bundle) / 1024).toFixed(0);
  for (const t of tallies) {
    console.log(
      `${version}, page bundle ${kb} KB: stream.${t.stream} ${t.events} events, parse ${Math.round(t.parsedPerSecond).toLocaleString("en")} events/s, end to end over SSE ${Math.round(t.streamedPerSecond).toLocaleString("en")} events/s`,
    );
  }
});
