/**
 * formats.ts of a package whose schemas use a checked `format`: one exported checker per format
 * the schemas use, and nothing for the others, so that a guard or validator pulls in only the
 * checkers it calls (a bundle of a module that uses date-time carries no IPv6 parser). The
 * formats checked, and how each is read, are Python's and Go's (docs/input.md): the three
 * languages judge a document alike. Any other format is an annotation.
 */
import { type GeneratedFile, type ModuleIR, walkSchema } from "@canon-sdk/core";
import { file, tsHeader } from "./text.js";

interface Checker {
  /** The exported function's name. */
  readonly name: string;
  /** Checkers of other formats it calls. */
  readonly uses: readonly string[];
  readonly code: string;
}

const dateCode = String.raw`
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** RFC 3339 full-date with a real day of the month. */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}`;

const timeCode = String.raw`
// The offset may be written +01:00, +0100 or +01, as ajv-formats' full mode accepts.
const TIME = /^(\d{2}):(\d{2}):(\d{2}(?:\.\d+)?)(?:[zZ]|([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * RFC 3339 full-time as ajv-formats' full mode reads it: an offset is required; a leap second
 * (second 60) only where the time, moved to UTC by the offset, is 23:59.
 */
export function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (match === null) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3]);
  const sign = match[4] === "-" ? -1 : 1;
  const offsetHour = Number(match[5] ?? 0);
  const offsetMinute = Number(match[6] ?? 0);
  if (offsetHour > 23 || offsetMinute > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - offsetMinute * sign;
  const utcHour = hour - offsetHour * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}`;

const dateTimeCode = String.raw`
/** A date-time is split where ajv-formats splits it: at "T", "t" or any JavaScript whitespace. */
const DATE_TIME_SEPARATOR = /[tT\s]/;

/** RFC 3339 date-time: exactly one separator between a date and a time with zone. */
export function isDateTime(text: string): boolean {
  const parts = text.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && isDate(parts[0] as string) && isTime(parts[1] as string);
}`;

const ipv4Code = String.raw`
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Dotted-quad IPv4, no leading zeros (which some parsers read as octal). */
export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}`;

const ipv6Code = `
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

/**
 * IPv6 as Python's ipaddress and Go's netip read it: eight hextets, or fewer around one "::"
 * that stands for at least one; the last two may be a dotted IPv4; a non-empty zone after "%".
 */
export function isIpv6(text: string): boolean {
  const percent = text.indexOf("%");
  let address = text;
  if (percent !== -1) {
    const zone = text.slice(percent + 1);
    if (zone === "" || zone.includes("%")) return false;
    address = text.slice(0, percent);
  }
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (tail.includes(".")) {
    if (lastColon === -1 || !isIpv4(tail)) return false;
    address = address.slice(0, lastColon + 1) + "0:0";
  }
  const halves = address.split("::");
  const groups = (part: string): string[] => (part === "" ? [] : part.split(":"));
  if (halves.length === 1) {
    const all = groups(address);
    return all.length === 8 && all.every((g) => HEXTET.test(g));
  }
  if (halves.length !== 2) return false;
  const all = [...groups(halves[0] as string), ...groups(halves[1] as string)];
  return all.length <= 7 && all.every((g) => HEXTET.test(g));
}`;

const byPattern = (name: string, doc: string, pattern: string, extra = ""): string => `
const ${name.toUpperCase()} = ${pattern};

/** ${doc} */
export function is${name[0]?.toUpperCase()}${name.slice(1)}(text: string): boolean {
  return ${extra}${name.toUpperCase()}.test(text);
}`;

/** Every format checked, by name, in the order the module lists them. */
const checkers: Readonly<Record<string, Checker>> = {
  date: { name: "isDate", uses: [], code: dateCode },
  time: { name: "isTime", uses: [], code: timeCode },
  "date-time": { name: "isDateTime", uses: ["date", "time"], code: dateTimeCode },
  uuid: {
    name: "isUuid",
    uses: [],
    code: byPattern(
      "uuid",
      "A UUID, optionally as a URN.",
      "/^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i",
    ),
  },
  uri: {
    name: "isUri",
    uses: [],
    // ASCII whitespace only, as Python's re.ASCII \s and Go's pattern read it.
    code: byPattern(
      "uri",
      "A scheme, a colon, and no whitespace after it.",
      String.raw`/^[a-z][a-z0-9+\-.]*:[^ \t\n\r\f\v]*$/i`,
    ),
  },
  email: {
    name: "isEmail",
    uses: [],
    code: byPattern(
      "email",
      "An address with a dot-atom local part and a host name.",
      String.raw`/^[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i`,
    ),
  },
  hostname: {
    name: "isHostname",
    uses: [],
    code: byPattern(
      "hostname",
      "Labels of up to 63 letters, digits and inner hyphens; at most 253 characters before a final dot.",
      String.raw`/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i`,
      'text.replace(/\\.$/, "").length <= 253 && ',
    ),
  },
  ipv4: { name: "isIpv4", uses: [], code: ipv4Code },
  ipv6: { name: "isIpv6", uses: ["ipv4"], code: ipv6Code },
};

/** The formats the guards and validators check; any other is an annotation. */
export const checkedFormats: readonly string[] = Object.keys(checkers);

/** The exported checker of a checked format. */
export function formatChecker(format: string): string {
  const checker = checkers[format];
  if (checker === undefined) throw new Error(`format ${format} is not checked`);
  return checker.name;
}

/** The checked formats the module's schemas use, in a fixed order. */
export function formatsUsed(ir: ModuleIR): string[] {
  const found = new Set<string>();
  walkSchema(ir.bundle, "", (node) => {
    if (typeof node["format"] === "string" && checkers[node["format"]] !== undefined) found.add(node["format"]);
  });
  return checkedFormats.filter((f) => found.has(f));
}

/** The import of the named checkers, or nothing when there are none. */
export function formatsImport(names: readonly string[]): string[] {
  return names.length === 0 ? [] : [`import { ${[...names].sort().join(", ")} } from "./formats.js";`];
}

export function emitFormats(ir: ModuleIR): GeneratedFile[] {
  const used = formatsUsed(ir);
  if (used.length === 0) return [];
  const wanted = new Set<string>();
  const add = (format: string): void => {
    wanted.add(format);
    for (const dependency of checkers[format]?.uses ?? []) add(dependency);
  };
  for (const format of used) add(format);
  const code = checkedFormats.filter((f) => wanted.has(f)).map((f) => (checkers[f] as Checker).code.trim());
  return [{ path: "src/formats.ts", content: file([tsHeader(ir.schemaDir), code.join("\n\n")]) }];
}
