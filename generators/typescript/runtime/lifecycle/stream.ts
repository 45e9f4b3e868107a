/**
 * This package's stream processor: the generic engine (stream-engine.ts) bound to the module's
 * lifecycle plan and its tolerant parser. docs/lifecycle.md describes the processing and codes.
 */
import type { TypeName } from "./constants.js";
import { LIFECYCLE_PLAN } from "./lifecycle-plan.js";
import { parse } from "./parse.js";
import { readJson } from "./reading.js";
import { type Received, StreamEngine } from "./stream-engine.js";
import { isObject } from "./stream-pointer.js";
import type { StreamError, StreamWarning } from "./stream-types.js";

export type { StreamError, StreamErrorCode, StreamWarning } from "./stream-types.js";

/** A client's stream of events: push each as it arrives; read what was delivered, the state and messages. */
export interface EventStream {
  /** Processes one event (a decoded value or JSON text); returns the events it delivered. Never throws. */
  push(input: unknown): readonly unknown[];
  /** The input is over: warns about anything still open (a truncated stream); returns the new warnings. */
  end(): readonly StreamWarning[];
  readonly events: readonly unknown[];
  readonly warnings: readonly StreamWarning[];
  /** The violation that failed the stream; once set, push delivers nothing more. */
  readonly error: StreamError | undefined;
  readonly state: unknown;
  readonly messages: readonly unknown[];
}

export interface VerifyReport {
  readonly ok: boolean;
  readonly violations: readonly StreamError[];
  readonly warnings: readonly StreamWarning[];
}

const tag = LIFECYCLE_PLAN.tag;

/** The receiver pipeline: JSON text read, then the union's tolerant parse; an unknown tag is dropped with a warning. */
function receive(input: unknown): Received {
  let value = input;
  if (typeof input === "string") {
    const read = readJson(input);
    if (!read.ok) return { ok: false, message: read.message, warnings: [] };
    value = read.value;
  }
  const rawType = isObject(value) ? value[tag] : undefined;
  const parsed = parse(LIFECYCLE_PLAN.union as TypeName, value);
  const unknown = parsed.ok && (parsed.value as Record<string, unknown>)["unknown"] === true && "raw" in (parsed.value as object);
  const warnings = parsed.warnings.length === 0 ? parsed.warnings : parsed.warnings.map((w) =>
    w.code === "unknown-member" && w.path === "" ? { code: "unknown-event", path: "", message: `dropped an event of unknown ${tag} ${JSON.stringify(rawType)}` } : w,
  );
  if (parsed.ok) return { ok: true, value: parsed.value, unknown, warnings };
  const first = parsed.errors[0];
  return { ok: false, ...(typeof rawType === "string" ? { type: rawType } : {}), message: first === undefined ? "invalid event" : `${first.path || "/"} ${first.message}`, warnings };
}

/** A new stream processor for this module's events. */
export function createEventStream(): EventStream {
  return new StreamEngine(LIFECYCLE_PLAN, receive, false);
}

/**
 * Checks a whole stream, as a producer's test would: every violation (each offending event is
 * skipped and the stream carries on), then the end-of-input warnings.
 */
export function verify(events: Iterable<unknown>): VerifyReport {
  const stream = new StreamEngine(LIFECYCLE_PLAN, receive, true);
  for (const event of events) stream.push(event);
  stream.end();
  return { ok: stream.violations.length === 0, violations: stream.violations, warnings: stream.warnings };
}
