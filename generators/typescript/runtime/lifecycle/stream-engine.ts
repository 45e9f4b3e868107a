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
import type { JsonObject, Plan, PlanRule, StreamError, StreamWarning, Violation } from "./stream-types.js";

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
  /** Event type → its rule, as a lookup built once. */
  private readonly rules: ReadonlyMap<string, PlanRule>;
  /** The events the current input expanded to (reused: one array for the stream's life). */
  private readonly expanded: JsonObject[] = [];
  /** The input index application warnings are placed at. */
  private index = 0;
  /** Application's warning sink, bound once rather than a closure per event. */
  private readonly warnApplied = (code: string, message: string): void => {
    this.warnings.push({ code, index: this.index, path: "", message });
  };

  /** `recover`: record a violation, skip the offending event and carry on (verify); otherwise the first one fails the stream. */
  constructor(private readonly plan: Plan, private readonly receive: Receiver, private readonly recover: boolean) {
    this.chunks = new ChunkExpander(plan.chunks, plan.tag);
    this.scopes = new ScopeTracker(plan);
    this.view = new Application(plan);
    this.rules = new Map(Object.entries(plan.events));
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
    const expanded = this.expanded;
    expanded.length = 0;
    const violation = this.chunks.expand(event, type, expanded);
    if (violation !== undefined) return this.fail(index, type, violation);
    const delivered: unknown[] = [];
    this.index = index;
    for (let i = 0; i < expanded.length; i++) {
      const e = expanded[i] as JsonObject;
      const t = e[this.plan.tag] as string;
      const rule = this.rules.get(t);
      const broken = rule === undefined ? undefined : this.scopes.check(e, t, rule);
      if (broken !== undefined) {
        this.fail(index, t, broken);
        break;
      }
      this.view.apply(e, t, this.warnApplied);
      delivered.push(e);
      this.events.push(e);
    }
    expanded.length = 0;
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
