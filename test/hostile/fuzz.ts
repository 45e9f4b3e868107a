/**
 * The seeded fuzz lane's documents: the agreement corpus (valid vectors and near-misses built at
 * IR sites) with, on about half of them, one mutation of the text or its bytes aimed at the rules
 * of docs/json-reading.md: duplicate keys (also spelled with escapes), nesting around the depth
 * limit, non-JSON numbers, lone surrogates, byte-order marks, invalid UTF-8, truncation, date-time
 * spellings, stray bytes and harmless whitespace. Same seed, same documents.
 */
import type { ModuleIR, Vector } from "@canon-sdk/core";
import { makeSamples } from "../agreement/documents.js";
import { isObject } from "../agreement/sites.js";
import { type Random, seeded } from "../agreement/random.js";
import type { Document } from "./judges.js";

export interface FuzzDocument extends Document {
  /** The sample it came from and the mutation applied, for reports. */
  readonly origin: string;
}

type Mutation = (text: string, random: Random) => { text?: string; bytes?: Buffer; what: string } | undefined;

const numbers = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "-1e400",
  "1e308",
  "1e-400",
  `1${"0".repeat(400)}`,
  "-0",
  "1.0",
  "1e0",
  "0.1e1",
  "01",
  "1.",
  ".5",
  "+1",
];
const strayBytes = [
  0x22, 0x5c, 0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a, 0xff, 0xc3, 0x20, 0x09, 0x0a, 0x00, 0x65, 0x2d, 0x2e, 0xa0,
];
const separators = ["T", "t", " ", "\t", "\n", "\u00a0", "\u2003", "\u3000", "  ", "x", ""];
const offsets = ["Z", "z", "+01:00", "+0100", "+01", "-23:59", "+24:00", "+01:60", "", "Z\n", "Z ", "+1:00"];
const DATE_TIME = /"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:\d{2})"/g;

/** Positions of the object keys in JSON.stringify output (no whitespace, escapes kept). */
function keyPositions(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const token = /"(?:[^"\\]|\\.)*"/g;
  for (let match = token.exec(text); match !== null; match = token.exec(text)) {
    if (text[token.lastIndex] === ":") found.push({ start: match.index, end: token.lastIndex });
  }
  return found;
}

function mapValue(text: string, random: Random, change: (value: unknown) => unknown): string | undefined {
  const doc: unknown = JSON.parse(text);
  if (!isObject(doc)) return undefined;
  const keys = Object.keys(doc);
  if (keys.length === 0) return undefined;
  const key = random.pick(keys);
  return JSON.stringify({ ...doc, [key]: change(doc[key]) });
}

const mutations: Mutation[] = [
  (text, random) => {
    // A second copy of a key (with another value, or the same) right after the object opens it.
    const keys = keyPositions(text);
    if (keys.length === 0) return undefined;
    const key = random.pick(keys);
    const name = text.slice(key.start, key.end);
    const opening = text.lastIndexOf("{", key.start);
    const value = random.pick(['"RUN_ERROR"', "1", "null", '"x"', "{}"]);
    return {
      text: `${text.slice(0, opening + 1)}${name}:${value},${text.slice(opening + 1)}`,
      what: `duplicate key ${name}`,
    };
  },
  (text, random) => {
    // The same key spelled with a \u escape: still the same key, so still a duplicate when repeated.
    const keys = keyPositions(text).filter((k) => k.end - k.start > 2 && text[k.start + 1] !== "\\");
    if (keys.length === 0) return undefined;
    const key = random.pick(keys);
    const code = text
      .charCodeAt(key.start + 1)
      .toString(16)
      .padStart(4, "0");
    const escaped = `"\\u${code}${text.slice(key.start + 2, key.end)}`;
    const repeat = random.chance(0.5);
    const rest = repeat
      ? `${text.slice(0, key.start)}${text.slice(key.start, key.end)}:null,${escaped}${text.slice(key.end)}`
      : `${text.slice(0, key.start)}${escaped}${text.slice(key.end)}`;
    return { text: rest, what: repeat ? "duplicate key spelled with an escape" : "key spelled with an escape" };
  },
  (text, random) => {
    const doc: unknown = JSON.parse(text);
    if (!isObject(doc) || Object.keys(doc).length === 0) return undefined;
    const depth = random.pick([126, 127, 128, 129, 140, 1000]);
    const objects = random.chance(0.5);
    const key = random.pick(Object.keys(doc));
    // A marker no document holds (it contains NUL) stands for the value, then is replaced by it.
    const marker = JSON.stringify(`\u0000canon-nesting`);
    const marked = JSON.stringify({ ...doc, [key]: JSON.parse(marker) as string });
    const nested =
      (objects ? '{"k":'.repeat(depth) : "[".repeat(depth)) +
      JSON.stringify(doc[key]) +
      (objects ? "}" : "]").repeat(depth);
    return {
      text: marked.replace(marker, () => nested),
      what: `${JSON.stringify(key)} nested ${depth} ${objects ? "objects" : "arrays"} deeper`,
    };
  },
  (text, random) => {
    const spots = [...text.matchAll(/(?<=[:[,])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?=[,}\]])/g)];
    if (spots.length === 0) return undefined;
    const spot = random.pick(spots);
    const number = random.pick(numbers);
    return {
      text: text.slice(0, spot.index) + number + text.slice((spot.index ?? 0) + spot[0].length),
      what: `number ${number}`,
    };
  },
  (text, random) => {
    const changed = mapValue(text, random, (v) =>
      typeof v === "string" ? random.pick([`${v}\ud800`, `\udfff${v}`, `${v}\udc00\ud800`, `${v}\ud83d\ude00`]) : v,
    );
    return changed === undefined ? undefined : { text: changed, what: "string with a lone or paired surrogate" };
  },
  (text, random) => {
    const which = random.int(3);
    if (which === 0)
      return {
        bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]),
        what: "byte-order mark",
      };
    if (which === 1) return { text: `\ufeff${text}`, what: "byte-order mark as text" };
    return {
      text: text + random.pick(["\n", " \r\n", "\u00a0", "x", "{}", "\u0000"]),
      what: "something after the document",
    };
  },
  (text, random) => {
    const bytes = Buffer.from(text, "utf8");
    const at = random.int(bytes.length + 1);
    const which = random.int(3);
    const stray = Buffer.from([random.pick(strayBytes)]);
    if (which === 0)
      return {
        bytes: Buffer.concat([bytes.subarray(0, at), stray, bytes.subarray(at)]),
        what: `byte ${stray[0]} inserted at ${at}`,
      };
    if (which === 1)
      return {
        bytes: Buffer.concat([bytes.subarray(0, at), stray, bytes.subarray(at + 1)]),
        what: `byte at ${at} replaced by ${stray[0]}`,
      };
    return { bytes: bytes.subarray(0, at), what: `truncated at ${at}` };
  },
  (text, random) => {
    const dates = [...text.matchAll(DATE_TIME)];
    if (dates.length === 0) return undefined;
    const date = random.pick(dates);
    const separator = random.pick(separators);
    const offset = random.pick(offsets);
    const spelled = JSON.stringify(`${date[1]}${separator}${date[2]}${offset}`);
    return {
      text: text.slice(0, date.index) + spelled + text.slice((date.index ?? 0) + date[0].length),
      what: `date-time ${spelled}`,
    };
  },
  (text, random) => {
    // Whitespace JSON allows, between tokens: never changes a verdict.
    const spaced = text.replace(/[,:{}[\]]/g, (c) =>
      random.chance(0.3) ? `${c}${random.pick([" ", "\n", "\t", "\r\n "])}` : c,
    );
    return { text: ` ${spaced}\n`, what: "JSON whitespace" };
  },
];

export function fuzzDocuments(ir: ModuleIR, vectors: readonly Vector[], count: number, seed: number): FuzzDocument[] {
  const random = seeded(seed ^ 0x5eed);
  return makeSamples(ir, vectors, count, seed).map((sample) => {
    const base: FuzzDocument = {
      module: sample.module,
      type: sample.typeName,
      bytes: Buffer.from(sample.text, "utf8"),
      origin: sample.origin,
    };
    if (!random.chance(0.5)) return base;
    const mutated = random.pick(mutations)(sample.text, random);
    if (mutated === undefined) return base;
    return {
      ...base,
      bytes: mutated.bytes ?? Buffer.from(mutated.text ?? "", "utf8"),
      origin: `${sample.origin} + ${mutated.what}`,
    };
  });
}
