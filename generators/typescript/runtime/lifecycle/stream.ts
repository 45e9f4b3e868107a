/**
 * The stream processor: every pushed event goes through the receiver pipeline (tolerant parse),
 * then chunk expansion, verification and application, all driven by the module's lifecycle plan
 * (docs/lifecycle.md, "Processing, step by step"). `verify` is the producer-side check.
 */
import { LIFECYCLE_PLAN } from "./lifecycle-plan.js";
import type { TypeName } from "./constants.js";
import { parse } from "./parse.js";
import { readJson } from "./reading.js";
import { Application } from "./stream-apply.js";
import { ChunkExpander } from "./stream-chunks.js";
import { isObject } from "./stream-pointer.js";
import { ScopeTracker } from "./stream-scopes.js";
import type { JsonObject, Plan, StreamError, StreamWarning, Violation } from "./stream-types.js";

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

class Stream implements EventStream {
  readonly events: unknown[] = [];
  readonly warnings: StreamWarning[] = [];
  readonly violations: StreamError[] = [];
  error: StreamError | undefined;
  private count = 0;
  private readonly chunks: ChunkExpander;
  private readonly scopes: ScopeTracker;
  private readonly view: Application;

  constructor(private readonly plan: Plan, private readonly recover: boolean) {
    this.chunks = new ChunkExpander(plan.chunks, plan.tag);
    this.scopes = new ScopeTracker(plan);
    this.view = new Application(plan);
  }

  get state(): unknown {
    return this.view.state;
  }

  get messages(): readonly unknown[] {
    return this.view.messages;
  }

  push(input: unknown): readonly unknown[] {
    const index = this.count++;
    if (this.error !== undefined) return [];
    let value = input;
    if (typeof input === "string") {
      const read = readJson(input);
      if (!read.ok) return this.fail(index, undefined, { code: "invalid-event", rule: "", message: read.message });
      value = read.value;
    }
    const parsed = parse(this.plan.union as TypeName, value);
    const rawType = isObject(value) ? value[this.plan.tag] : undefined;
    for (const w of parsed.warnings) {
      if (w.code === "unknown-member" && w.path === "") this.warn("unknown-event", index, `dropped an event of unknown ${this.plan.tag} ${JSON.stringify(rawType)}`);
      else this.warnings.push({ code: w.code, index, path: w.path, message: w.message });
    }
    if (!parsed.ok) {
      const first = parsed.errors[0];
      return this.fail(index, typeof rawType === "string" ? rawType : undefined, { code: "invalid-event", rule: "", message: first === undefined ? "invalid event" : `${first.path || "/"} ${first.message}` });
    }
    const event = parsed.value as JsonObject;
    if (event["unknown"] === true && "raw" in event) return [];
    const type = event[this.plan.tag] as string;
    const expansion = this.chunks.expand(event, type);
    if ("violation" in expansion) return this.fail(index, type, expansion.violation);
    const delivered: unknown[] = [];
    for (const e of expansion.events) {
      const t = e[this.plan.tag] as string;
      const rule = this.plan.events[t];
      const violation = rule === undefined ? undefined : this.scopes.check(e, t, rule);
      if (violation !== undefined) {
        this.fail(index, t, violation);
        break;
      }
      this.view.apply(e, t, (code, message) => this.warn(code, index, message));
      delivered.push(e);
      this.events.push(e);
    }
    return delivered;
  }

  end(): readonly StreamWarning[] {
    // A failed stream is over already: what it left open is the violation's business, not truncation.
    if (this.error !== undefined) return [];
    const before = this.warnings.length;
    for (const open of [...this.scopes.openInstances(), ...this.chunks.openStreams()]) this.warn("stream-truncated", this.count, `the input ended with ${open} open`);
    return this.warnings.slice(before);
  }

  private warn(code: string, index: number, message: string): void {
    this.warnings.push({ code, index, path: "", message });
  }

  private fail(index: number, type: string | undefined, violation: Violation): readonly unknown[] {
    const error: StreamError = { code: violation.code, index, ...(type === undefined ? {} : { type }), rule: violation.rule, message: violation.message };
    this.violations.push(error);
    if (!this.recover) this.error = error;
    return [];
  }
}

/** A new stream processor for this module's events. */
export function createEventStream(): EventStream {
  return new Stream(LIFECYCLE_PLAN, false);
}

/**
 * Checks a whole stream, as a producer's test would: every violation (each offending event is
 * skipped and the stream carries on), then the end-of-input warnings.
 */
export function verify(events: Iterable<unknown>): VerifyReport {
  const stream = new Stream(LIFECYCLE_PLAN, true);
  for (const event of events) stream.push(event);
  stream.end();
  return { ok: stream.violations.length === 0, violations: stream.violations, warnings: stream.warnings };
}
