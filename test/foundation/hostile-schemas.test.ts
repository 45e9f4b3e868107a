/**
 * Hostile schemas for the CLI: each gets its diagnostic code with file:line:col, nothing is ever
 * fetched, and a failed generate leaves every generated package (every target) exactly as it was.
 */
import { createFixtureProject, schemaFile, snapshotTree, writeFixtureFile } from "@canon-sdk/core";
import { describe, expect, it } from "vitest";
import { EVENTS, ping, pingDefs } from "./ping-module.js";
import { runCli } from "./workspace.js";

const targets = { schema: {}, docs: {}, typescript: {}, python: {}, go: {} };
const clean = pingDefs;

/** A project generated cleanly for every target, then given a hostile events file. */
function generatedThenBroken(events: unknown): { root: string; before: Record<string, string> } {
  const root = createFixtureProject({ [EVENTS]: schemaFile(clean) }, { targets });
  const first = runCli(["generate"], root);
  expect(first.status, first.stdout + first.stderr).toBe(0);
  writeFixtureFile(root, EVENTS, events);
  return { root, before: snapshotTree(root) };
}

const hostile: [string, unknown, RegExp][] = [
  [
    "a cyclic $ref",
    schemaFile({
      ...clean,
      A: { title: "A", description: "x", $ref: "#/$defs/B" },
      B: { title: "B", description: "x", $ref: "#/$defs/A" },
    }),
    /events\.schema\.json:\d+:\d+ CANON106 \$ref cycle A → B → A/,
  ],
  [
    "a $ref to a missing file",
    schemaFile({
      ...clean,
      Ping: {
        ...ping,
        properties: { ...ping.properties, seq: { description: "x", $ref: "./missing.schema.json#/$defs/Seq" } },
      },
    }),
    /events\.schema\.json:\d+:\d+ CANON104 .*missing\.schema\.json/,
  ],
  [
    "a $ref to a remote URL",
    schemaFile({
      ...clean,
      Ping: {
        ...ping,
        properties: { ...ping.properties, seq: { description: "x", $ref: "https://schemas.invalid/seq.json" } },
      },
    }),
    /events\.schema\.json:\d+:\d+ CANON105 .*never fetched/,
  ],
  [
    "a $schema naming no known dialect",
    { ...schemaFile(clean), $schema: "https://example.invalid/my-dialect" },
    /events\.schema\.json:\d+:\d+ CANON108 \$schema "https:\/\/example\.invalid\/my-dialect" names no dialect/,
  ],
  [
    "a document invalid under its own draft-07 meta-schema",
    {
      ...schemaFile(clean),
      $schema: "http://json-schema.org/draft-07/schema#",
      definitions: { Bad: { type: "strin" } },
    },
    /events\.schema\.json:\d+:\d+ CANON103 .*draft-07 meta-schema/,
  ],
  ["invalid JSON", '{\n  "$defs": {\n    "Ping": {\n  }\n', /events\.schema\.json:\d+:\d+ CANON101 invalid JSON/],
];

describe("hostile schemas", () => {
  it.each(hostile)("%s: diagnostic with position, exit 1, and no package changes", (_name, events, diagnostic) => {
    const { root, before } = generatedThenBroken(events);
    const lint = runCli(["lint"], root);
    expect(lint.stdout).toMatch(diagnostic);
    expect(lint.status).toBe(1);
    const generate = runCli(["generate"], root);
    expect(generate.stdout).toMatch(diagnostic);
    expect(generate.status).toBe(1);
    expect(snapshotTree(root)).toEqual(before);
  });

  it("10,000 definitions: every type is checked and each missing vector reported, without crashing", () => {
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 10_000; i++)
      defs[`Type${i}`] = { title: `Type${i}`, description: `Type number ${i}.`, type: "string", maxLength: i + 1 };
    const root = createFixtureProject({ [EVENTS]: schemaFile(defs) }, { targets: { schema: {} } });
    const lint = runCli(["lint"], root);
    expect(lint.status).toBe(1);
    expect(lint.stdout.match(/CANON206/g)?.length).toBe(10_000);
    expect(lint.stdout).toMatch(
      /events\.schema\.json:\d+:\d+ CANON206 type "Type9999" has no valid or invalid vectors/,
    );
  });
});
