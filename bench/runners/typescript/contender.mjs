/**
 * One TypeScript contender per process, as bench/harness/PROTOCOL.md asks:
 *   node runners/typescript/contender.mjs <id> --fixture <path.jsonl> --input text|value --repeat <n>
 * prints {"ops", "cpuNs", "accepted", "warnings"} for the timed loop only (CPU time, user+sys),
 * after one untimed warm-up pass. With --input value every line is decoded by JSON.parse first.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { fixture: { type: "string" }, input: { type: "string", default: "text" }, repeat: { type: "string", default: "1" } } });
const id = positionals[0];
const lines = readFileSync(values.fixture, "utf8").split("\n").filter((line) => line.length > 0);
const input = values.input === "value" ? lines.map((line) => JSON.parse(line)) : lines;
const fromText = values.input !== "value";

/** Each contender: one document in, { ok, warnings } out. */
async function contender(name) {
  switch (name) {
    case "canon-parse": {
      const { parseEvent } = await import("@canon-sdk/agui");
      return (doc) => {
        const r = parseEvent(doc);
        return [r.ok, r.warnings.length];
      };
    }
    case "canon-is": {
      const { isEvent } = await import("@canon-sdk/agui");
      return (doc) => [isEvent(fromText ? JSON.parse(doc) : doc), 0];
    }
    case "canon-validate": {
      const { validateEvent } = await import("@canon-sdk/agui");
      return (doc) => [validateEvent(fromText ? JSON.parse(doc) : doc).ok, 0];
    }
    case "json-parse":
      return (doc) => [(fromText ? JSON.parse(doc) : doc) !== undefined, 0];
    case "zod": {
      const { EventSchema } = await import("@ag-ui/core/schemas");
      return (doc) => [EventSchema.safeParse(fromText ? JSON.parse(doc) : doc).success, 0];
    }
    case "ajv": {
      const { default: Ajv2020Module } = await import("ajv/dist/2020.js");
      const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
      const { schema } = await import("@canon-sdk/agui");
      // As a user would set ajv up on the bundled schema: defaults plus discriminator.
      const ajv = new Ajv2020({ discriminator: true, allowUnionTypes: true, strict: false });
      ajv.addSchema(schema, "agui");
      const check = ajv.getSchema("agui#/$defs/Event");
      return (doc) => [check(fromText ? JSON.parse(doc) : doc), 0];
    }
    default:
      throw new Error(`unknown contender ${name}`);
  }
}

const run = await contender(id);
const repeat = Number(values.repeat);
let accepted = 0;
let warnings = 0;
for (const doc of input) run(doc);
const start = process.cpuUsage();
for (let pass = 0; pass < repeat; pass++) {
  for (const doc of input) {
    const [ok, w] = run(doc);
    if (ok) accepted++;
    warnings += w;
  }
}
const used = process.cpuUsage(start);
console.log(JSON.stringify({ ops: input.length * repeat, cpuNs: (used.user + used.system) * 1000, accepted, warnings }));
