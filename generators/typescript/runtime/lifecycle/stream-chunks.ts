/**
 * Chunk expansion: compact chunk events become the open/continue/close events they stand for, so
 * verification and application only ever see the explicit form. One chunk stream is open per lane
 * (the parent agent, or the owner a lane pointer names); docs/lifecycle.md, "chunks", is the rule.
 */
import { cloneJson, getAt, keyText, setAt } from "./stream-pointer.js";
import type { JsonObject, PlanChunkType, PlanChunks, Synthesized, Violation } from "./stream-types.js";

interface OpenStream {
  readonly type: string;
  readonly key: unknown;
  readonly keyText: string;
  /** Values the opener established for each `repeat` pointer (null: none yet). */
  readonly established: Map<string, unknown>;
}

export type Expansion = { readonly events: readonly JsonObject[] } | { readonly violation: Violation };

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export class ChunkExpander {
  /** Lane → its open chunk stream, in the order the streams opened. */
  private readonly lanes = new Map<string, OpenStream>();

  constructor(
    private readonly plan: PlanChunks | null,
    private readonly tag: string,
  ) {}

  expand(event: JsonObject, type: string): Expansion {
    const plan = this.plan;
    if (plan === null || this.lanes.size === 0 && plan.types[type] === undefined) return { events: [event] };
    const out: JsonObject[] = [];
    const chunk = plan.types[type];
    if (chunk !== undefined) {
      const violation = this.chunk(plan, chunk, type, event, out);
      return violation === undefined ? { events: out } : { violation };
    }
    if (plan.closeAll.includes(type)) for (const lane of [...this.lanes.keys()]) this.close(lane, out);
    else if (Object.prototype.hasOwnProperty.call(plan.closeLane, type)) {
      const lane = getAt(event, plan.closeLane[type] as string);
      if (typeof lane === "string") this.close(lane, out);
    } else if (!plan.passive.includes(type)) this.close(this.laneOf(event), out);
    out.push(event);
    return { events: out };
  }

  /** The streams still open when the input ends, as `type key` descriptions. */
  openStreams(): string[] {
    return [...this.lanes.values()].map((s) => `${s.type} ${s.keyText}`);
  }

  private laneOf(event: JsonObject): string {
    const lane = this.plan?.lane == null ? undefined : getAt(event, this.plan.lane);
    return typeof lane === "string" ? lane : "";
  }

  private close(lane: string, out: JsonObject[]): void {
    const open = this.lanes.get(lane);
    if (open === undefined) return;
    this.lanes.delete(lane);
    const chunk = this.plan?.types[open.type] as PlanChunkType;
    const end = this.build(chunk.end, chunk, undefined, open.key, []);
    out.push(end);
  }

  private build(spec: Synthesized, chunk: PlanChunkType, source: JsonObject | undefined, key: unknown, carry: readonly string[]): JsonObject {
    const event: JsonObject = { [this.tag]: spec.type, ...(spec.value === undefined ? {} : cloneJson(spec.value)) };
    if (source !== undefined) {
      for (const pointer of [...spec.fields, ...carry]) {
        const value = getAt(source, pointer);
        if (value !== undefined) setAt(event, pointer, value);
      }
    }
    setAt(event, chunk.key, key);
    return event;
  }

  private chunk(plan: PlanChunks, chunk: PlanChunkType, type: string, event: JsonObject, out: JsonObject[]): Violation | undefined {
    const rule = `/chunks/types/${type.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const key = getAt(event, chunk.key);
    const tagged = plan.lane === null ? undefined : getAt(event, plan.lane);
    const lane = typeof tagged === "string" ? tagged : "";
    let target: string | undefined;
    if (key !== undefined) {
      const open = this.lanes.get(lane);
      if (open !== undefined && open.type === type && open.keyText === keyText(key)) target = lane;
    } else if (typeof tagged === "string") {
      if (this.lanes.get(lane)?.type === type) target = lane;
    } else if (this.lanes.get("")?.type === type) target = "";
    else {
      const candidates = [...this.lanes.entries()].filter(([, s]) => s.type === type).map(([l]) => l);
      if (candidates.length > 1) return { code: "chunk-ambiguous", rule, message: `a ${type} without ${chunk.key} or ${plan.lane} continues one of ${candidates.length} open streams (lanes ${candidates.map((c) => JSON.stringify(c)).join(", ")})` };
      target = candidates[0];
    }
    if (target !== undefined) return this.continueStream(chunk, type, event, target, rule, out);
    for (const pointer of chunk.first) {
      if (getAt(event, pointer) === undefined) return { code: "chunk-missing-field", rule, message: `the first ${type} of an item must carry ${pointer}` };
    }
    this.close(lane, out);
    const established = new Map<string, unknown>();
    for (const [pointer, fallback] of Object.entries(chunk.repeat)) established.set(pointer, getAt(event, pointer) ?? fallback);
    this.lanes.set(lane, { type, key, keyText: keyText(key), established });
    out.push(this.build(chunk.start, chunk, event, key, chunk.carry));
    if (chunk.content !== null && (chunk.content.when === undefined || getAt(event, chunk.content.when) !== undefined)) out.push(this.build(chunk.content, chunk, event, key, chunk.carry));
    return undefined;
  }

  private continueStream(chunk: PlanChunkType, type: string, event: JsonObject, lane: string, rule: string, out: JsonObject[]): Violation | undefined {
    const open = this.lanes.get(lane) as OpenStream;
    for (const pointer in chunk.repeat) {
      const value = getAt(event, pointer);
      if (value === undefined) continue;
      const established = open.established.get(pointer);
      if (established === null || established === undefined) open.established.set(pointer, value);
      else if (!same(established, value)) {
        return { code: "chunk-conflict", rule, message: `${type} ${open.keyText} repeats ${pointer} as ${JSON.stringify(value)}; its first chunk established ${JSON.stringify(established)}` };
      }
    }
    if (chunk.content !== null && (chunk.content.when === undefined || getAt(event, chunk.content.when) !== undefined)) out.push(this.build(chunk.content, chunk, event, open.key, chunk.carry));
    return undefined;
  }
}

