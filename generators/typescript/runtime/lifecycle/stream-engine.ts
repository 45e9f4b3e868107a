/**
 * The stream engine: every pushed event goes through the module's receiver (read and tolerant
 * parse), then chunk expansion, verification and application, all driven by the lifecycle plan
 * (docs/lifecycle.md, "Processing, step by step"). It knows no protocol and no generated code:
 * the package binds it to its plan and parser (stream.ts), and `canon verify-stream` to a
 * module's compiled plan and validator.
 */
import { Application } from "./stream-apply.js";
import { ChunkExpander } from "./stream-chunks.js";
import { ScopeTracker } from "./stream-scopes.js";
import type { JsonObject, Plan, StreamError, StreamWarning, Violation } from "./stream-types.js";

/** What the receiver made of one input: the event, an unknown event to drop, or a rejection. */
export type Received =
  | { readonly ok: true; readonly value: unknown; readonly unknown: boolean; readonly warnings: readonly { readonly code: string; readonly path: string; readonly message: string }[] }
  | { readonly ok: false; readonly type?: string; readonly message: string; readonly warnings: readonly { readonly code: string; readonly path: string; readonly message: string }[] };

export type Receiver = (input: unknown) => Received;

export class StreamEngine {
  readonly events: unknown[] = [];
  readonly warnings: StreamWarning[] = [];
  readonly violations: StreamError[] = [];
  error: StreamError | undefined;
  private count = 0;
  private readonly chunks: ChunkExpander;
  private readonly scopes: ScopeTracker;
  private readonly view: Application;

  /** `recover`: record a violation, skip the offending event and carry on (verify); otherwise the first one fails the stream. */
  constructor(private readonly plan: Plan, private readonly receive: Receiver, private readonly recover: boolean) {
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
    const received = this.receive(input);
    for (const w of received.warnings) this.warnings.push({ code: w.code, index, path: w.path, message: w.message });
    if (!received.ok) return this.fail(index, received.type, { code: "invalid-event", rule: "", message: received.message });
    if (received.unknown) return [];
    const event = received.value as JsonObject;
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
      this.view.apply(e, t, (code, message) => this.warnings.push({ code, index, path: "", message }));
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
