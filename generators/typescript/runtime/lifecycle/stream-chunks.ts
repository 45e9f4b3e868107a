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


const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export class ChunkExpander {
  /** Lane → its open chunk stream, in the order the streams opened. */
  private readonly lanes = new Map<string, OpenStream>();
  /** The plan's chunk lists as lookups, built once. */
  private readonly chunkTypes: ReadonlyMap<string, PlanChunkType>;
  private readonly closeAll: ReadonlySet<string>;
  private readonly closeLane: ReadonlyMap<string, string>;
  private readonly passive: ReadonlySet<string>;
  /** Chunk type → the JSON Pointer of its rule. */
  private readonly rules = new Map<string, string>();

  constructor(
    private readonly plan: PlanChunks | null,
    private readonly tag: string,
  ) {
    this.chunkTypes = new Map(plan === null ? [] : Object.entries(plan.types));
    this.closeAll = new Set(plan?.closeAll ?? []);
    this.closeLane = new Map(plan === null ? [] : Object.entries(plan.closeLane));
    this.passive = new Set(plan?.passive ?? []);
    for (const type of this.chunkTypes.keys()) this.rules.set(type, `/chunks/types/${type.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  }

  /**
   * Appends to `out` the events `event` stands for (itself, after the ends of the chunk streams it
   * closes); a violation leaves `out` unspecified. Nothing is allocated for an event that is no
   * chunk while no chunk stream is open, the common case.
   */
  expand(event: JsonObject, type: string, out: JsonObject[]): Violation | undefined {
    const plan = this.plan;
    if (plan === null || this.lanes.size === 0 && !this.chunkTypes.has(type)) {
      out.push(event);
      return undefined;
    }
    const chunk = this.chunkTypes.get(type);
    if (chunk !== undefined) return this.chunk(plan, chunk, type, event, out);
    if (this.closeAll.has(type)) for (const lane of [...this.lanes.keys()]) this.close(lane, out);
    else if (this.closeLane.has(type)) {
      const lane = getAt(event, this.closeLane.get(type) as string);
      if (typeof lane === "string") this.close(lane, out);
    } else if (!this.passive.has(type)) this.close(this.laneOf(event), out);
    out.push(event);
    return undefined;
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
    // Built by assignment (not a computed key and spreads), which keeps the event a fast object.
    const event: JsonObject = {};
    event[this.tag] = spec.type;
    if (spec.value !== undefined) for (const name of Object.keys(spec.value)) event[name] = cloneJson(spec.value[name]);
    if (source !== undefined) {
      this.copy(source, event, spec.fields);
      this.copy(source, event, carry);
    }
    setAt(event, chunk.key, key);
    return event;
  }

  private copy(source: JsonObject, event: JsonObject, pointers: readonly string[]): void {
    for (let i = 0; i < pointers.length; i++) {
      const value = getAt(source, pointers[i] as string);
      if (value !== undefined) setAt(event, pointers[i] as string, value);
    }
  }

  private chunk(plan: PlanChunks, chunk: PlanChunkType, type: string, event: JsonObject, out: JsonObject[]): Violation | undefined {
    const rule = this.rules.get(type) as string;
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

