/**
 * Verification: which scopes are open, who owns them, and whether an event may open, continue or
 * close one now. Every check runs before anything changes, so a rejected event leaves the tracking
 * as it was (verify() carries on after a violation). docs/lifecycle.md, "Verify", is the algorithm.
 */
import { getAt, keyText } from "./stream-pointer.js";
import type { JsonObject, Plan, PlanRule, PlanScope, Violation } from "./stream-types.js";

interface Instance {
  readonly scope: string;
  readonly id: string;
  readonly owner: unknown;
  readonly counts: Map<string, number>;
}

const escape = (token: string): string => token.replace(/~/g, "~0").replace(/\//g, "~1");

export class ScopeTracker {
  /** `scope \u0001 id` → open instance, in opening order. */
  private readonly open = new Map<string, Instance>();
  /** `scope \u0001 id` → owner of every instance opened in the current parent instance. */
  private readonly seen = new Map<string, unknown>();
  /** Single scope → its state when no instance is open ("initial", or the state it closed in). */
  private readonly states = new Map<string, string>();
  private readonly descendants = new Map<string, readonly string[]>();
  /** Scope → the set of its descendants, for membership tests when it closes or reopens. */
  private readonly inside = new Map<string, ReadonlySet<string>>();
  /** Event type → the JSON Pointers of its references' rules. */
  private readonly referencePaths = new Map<string, readonly string[]>();
  /** Scopes some rule closes (the ones end-of-input reports when left open). */
  private readonly closable: ReadonlySet<string | undefined>;
  /** Single scope → its open instance (a single scope has at most one). */
  private readonly singles = new Map<string, Instance>();
  /** Event type → the JSON Pointer of its rule, built once rather than per event. */
  private readonly rulePaths = new Map<string, string>();

  constructor(private readonly plan: Plan) {
    for (const name of Object.keys(plan.scopes)) {
      const nested = this.collect(name);
      this.descendants.set(name, nested);
      this.inside.set(name, new Set(nested));
    }
    for (const [type, rule] of Object.entries(plan.events)) this.referencePaths.set(type, rule.references.map((_, i) => `/events/${escape(type)}/references/${i}`));
    this.closable = new Set(Object.values(plan.events).map((r) => r.closes));
  }

  /** Checks `event` against its rule and, when it passes, records what it opened, continued or closed. */
  check(event: JsonObject, type: string, rule: PlanRule): Violation | undefined {
    let at = this.rulePaths.get(type);
    if (at === undefined) {
      at = `/events/${escape(type)}`;
      this.rulePaths.set(type, at);
    }
    for (let i = 0; i < rule.requires.length; i++) {
      const violation = this.requireOpen(rule.requires[i] as string, event, type, at);
      if (violation !== undefined) return violation;
    }
    const paths = rule.references.length === 0 ? undefined : this.referencePaths.get(type);
    for (let i = 0; i < rule.references.length; i++) {
      const violation = this.reference(rule.references[i] as PlanRule["references"][number], event, type, paths?.[i] ?? `${at}/references/${i}`);
      if (violation !== undefined) return violation;
    }
    const target = rule.opens ?? rule.continues ?? rule.closes;
    if (target === undefined) return undefined;
    const scope = this.plan.scopes[target] as PlanScope;
    if (rule.opens !== undefined) return this.opens(target, scope, rule, event, type, at);
    if (rule.continues !== undefined) return this.continues(target, scope, rule, event, type, at);
    return this.closes(target, scope, rule, event, type, at);
  }

  /** Open instances of scopes some rule closes, in opening order (for end-of-input warnings). */
  openInstances(): string[] {
    return [...this.open.values()].filter((i) => this.closable.has(i.scope)).map((i) => (i.id === "" ? i.scope : `${i.scope} ${JSON.stringify(i.id)}`));
  }

  private collect(name: string): string[] {
    const direct = this.plan.scopes[name]?.children ?? [];
    return direct.flatMap((child) => [child, ...this.collect(child)]);
  }

  private ownerOf(scope: PlanScope, event: JsonObject): unknown {
    return scope.owner === null ? undefined : getAt(event, scope.owner);
  }

  private idOf(scope: PlanScope, rule: PlanRule | undefined, event: JsonObject): string {
    if (scope.single && scope.key === null) return "";
    const pointer = rule?.key ?? scope.key;
    const key = keyText(pointer === null ? "" : getAt(event, pointer));
    if (!scope.ownerInKey) return key;
    const owner = this.ownerOf(scope, event);
    return `${typeof owner === "string" ? owner : ""}\u0000${key}`;
  }

  private requireOpen(name: string, event: JsonObject, type: string, at: string): Violation | undefined {
    const scope = this.plan.scopes[name] as PlanScope;
    const open = this.singles.get(name);
    if (open !== undefined) {
      if (scope.key === null) return undefined;
      const key = getAt(event, scope.key);
      if (key === undefined || keyText(key) === open.id) return undefined;
      return { code: "outside-scope", rule: at, message: `${type} names ${name} ${JSON.stringify(key)}, but ${name} ${JSON.stringify(open.id)} is open` };
    }
    return this.closedSingle(name, scope, type, at);
  }

  /** A single scope that is not open: allowed when its state lists the type, otherwise outside or after. */
  private closedSingle(name: string, scope: PlanScope, type: string, at: string): Violation | undefined {
    const state = this.states.get(name) ?? "initial";
    if ((scope.states[state] ?? []).includes(type)) return undefined;
    if (state === "initial") return { code: "outside-scope", rule: at, message: `${type} before any ${name} started` };
    return { code: "after-close", rule: at, message: `${type} after the ${name} closed (${state})` };
  }

  private reference(ref: PlanRule["references"][number], event: JsonObject, type: string, at: string): Violation | undefined {
    const value = getAt(event, ref.key);
    if (value === undefined) return undefined;
    const scope = this.plan.scopes[ref.scope] as PlanScope;
    const slot = `${ref.scope}\u0001${keyText(value)}`;
    if (!this.seen.has(slot)) {
      return ref.mustExist ? { code: "unknown-reference", rule: at, message: `${type} ${ref.key} names ${ref.scope} ${JSON.stringify(value)}, which was never opened` } : undefined;
    }
    const owner = this.ownerOf(scope, event);
    if (ref.sameOwner && owner !== undefined && owner !== this.seen.get(slot)) {
      return { code: "owner-mismatch", rule: at, message: `${type} is attributed to ${JSON.stringify(owner)}, but ${ref.scope} ${JSON.stringify(value)} belongs to ${JSON.stringify(this.seen.get(slot) ?? null)}` };
    }
    return undefined;
  }

  private ownerCheck(instance: Instance, scope: PlanScope, event: JsonObject, type: string, at: string): Violation | undefined {
    const owner = this.ownerOf(scope, event);
    if (owner === undefined || owner === instance.owner) return undefined;
    return { code: "owner-mismatch", rule: at, message: `${type} is attributed to ${JSON.stringify(owner)}, but ${instance.scope} ${JSON.stringify(instance.id)} was opened by ${JSON.stringify(instance.owner ?? null)}` };
  }

  private sequence(instance: Instance | undefined, rule: PlanRule, event: JsonObject, type: string, at: string): Violation | undefined {
    if (rule.sequence === null) return undefined;
    const expected = rule.sequence.start + (instance?.counts.get(type) ?? 0);
    const actual = getAt(event, rule.sequence.field);
    if (actual === expected) return undefined;
    return { code: "sequence-mismatch", rule: `${at}/sequence`, message: `${type} ${rule.sequence.field} is ${JSON.stringify(actual)}, expected ${expected}` };
  }

  private opens(name: string, scope: PlanScope, rule: PlanRule, event: JsonObject, type: string, at: string): Violation | undefined {
    const id = this.idOf(scope, rule, event);
    const slot = `${name}\u0001${id}`;
    const open = scope.single ? this.singles.get(name) : this.open.get(slot);
    if (open !== undefined) {
      if (rule.ifOpen === "continue" && !scope.single) return this.continues(name, scope, rule, event, type, at);
      return { code: "scope-already-open", rule: at, message: `${type} opens ${name}${id === "" ? "" : ` ${JSON.stringify(open.id)}`}, which is already open` };
    }
    if (!scope.single && !scope.reopen && this.seen.has(slot)) return { code: "scope-reused", rule: at, message: `${type} reuses ${name} ${JSON.stringify(id)}, which already ended` };
    const violation = this.sequence(undefined, rule, event, type, at);
    if (violation !== undefined) return violation;
    if (scope.single) this.forget(name);
    this.start(name, id, this.ownerOf(scope, event), type, rule);
    return undefined;
  }

  private start(name: string, id: string, owner: unknown, type: string, rule: PlanRule): void {
    const slot = `${name}\u0001${id}`;
    const counts = new Map<string, number>();
    if (rule.sequence !== null) counts.set(type, 1);
    const instance = { scope: name, id, owner, counts };
    this.open.set(slot, instance);
    this.seen.set(slot, owner);
    if (this.plan.scopes[name]?.single) {
      this.singles.set(name, instance);
      this.states.set(name, "open");
    }
  }

  /** A single scope opens anew: everything tracked inside its previous instance is forgotten. */
  private forget(name: string): void {
    const inside = this.inside.get(name) ?? new Set<string>();
    for (const scope of inside) {
      this.singles.delete(scope);
      this.states.delete(scope);
    }
    for (const map of [this.open, this.seen] as Map<string, unknown>[]) {
      for (const slot of [...map.keys()]) if (inside.has(slot.slice(0, slot.indexOf("\u0001")))) map.delete(slot);
    }
  }

  /** The open instance an event continues or closes; a keyed single scope's only instance must be the one named. */
  private target(name: string, scope: PlanScope, id: string, type: string, at: string): Instance | Violation | undefined {
    if (!scope.single) return this.open.get(`${name}\u0001${id}`);
    const open = this.singles.get(name);
    if (open === undefined || scope.key === null || id === "" || id === open.id) return open;
    return { code: "outside-scope", rule: at, message: `${type} names ${name} ${JSON.stringify(id)}, but ${name} ${JSON.stringify(open.id)} is open` };
  }

  private continues(name: string, scope: PlanScope, rule: PlanRule, event: JsonObject, type: string, at: string): Violation | undefined {
    const id = this.idOf(scope, rule, event);
    const found = this.target(name, scope, id, type, at);
    if (found !== undefined && "code" in found) return found;
    const instance = found;
    if (instance === undefined) {
      if (rule.ifNotOpen === "open") return this.opens(name, scope, { ...rule, ifOpen: "error" }, event, type, at);
      return { code: "scope-not-open", rule: at, message: `${type} continues ${name} ${JSON.stringify(id)}, which is not open` };
    }
    const violation = this.ownerCheck(instance, scope, event, type, at) ?? this.sequence(instance, rule, event, type, at);
    if (violation !== undefined) return violation;
    if (rule.sequence !== null) instance.counts.set(type, (instance.counts.get(type) ?? 0) + 1);
    return undefined;
  }

  private closes(name: string, scope: PlanScope, rule: PlanRule, event: JsonObject, type: string, at: string): Violation | undefined {
    const id = this.idOf(scope, rule, event);
    const found = this.target(name, scope, id, type, at);
    if (found !== undefined && "code" in found) return found;
    const instance = found;
    if (instance === undefined) {
      if (scope.single) {
        const violation = this.closedSingle(name, scope, type, at);
        if (violation === undefined) this.states.set(name, rule.as);
        return violation;
      }
      if (rule.ifNotOpen === "ignore") return undefined;
      return { code: "scope-not-open", rule: at, message: `${type} closes ${name} ${JSON.stringify(id)}, which is not open` };
    }
    const violation = this.ownerCheck(instance, scope, event, type, at);
    if (violation !== undefined) return violation;
    const inside = this.inside.get(name);
    const within: Instance[] = [];
    if (inside !== undefined && inside.size > 0) for (const i of this.open.values()) if (inside.has(i.scope)) within.push(i);
    if (!rule.abandon) {
      const left = within.find((i) => this.plan.scopes[i.scope]?.mustClose);
      if (left !== undefined) return { code: "left-open", rule: `/scopes/${escape(left.scope)}`, message: `${type} closes ${name} while ${left.scope} ${JSON.stringify(left.id)} is still open` };
    }
    for (const i of within) {
      this.open.delete(`${i.scope}\u0001${i.id}`);
      this.singles.delete(i.scope);
    }
    this.open.delete(`${name}\u0001${instance.id}`);
    if (scope.single) {
      this.singles.delete(name);
      this.states.set(name, rule.as);
    }
    return undefined;
  }
}
