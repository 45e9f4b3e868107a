/**
 * Application: the client's view a stream builds — `state` and `messages` — by the plan's `apply`
 * operations (docs/lifecycle.md, "apply"). JSON Patch is RFC 6902 (stream-patch.ts); a patch
 * that does not apply changes nothing (a `patch-failed` warning).
 */
import { patched } from "./stream-patch.js";
import { cloneJson, getAt, isObject, setAt } from "./stream-pointer.js";
import type { JsonObject, Operation, Plan } from "./stream-types.js";

type Warn = (code: string, message: string) => void;

const clone = cloneJson;

export class Application {
  state: unknown = {};
  readonly messages: JsonObject[] = [];
  private readonly byId = new Map<string, JsonObject>();
  /** Item id → the message and array path holding it. */
  private readonly items = new Map<string, { readonly message: string; readonly path: string }>();
  private readonly itemPaths: readonly string[];
  /** Event type → its operations, as a lookup built once. */
  private readonly operations: ReadonlyMap<string, readonly Operation[]>;
  /** Operation → its `set` entries (target, source), split once rather than per event. */
  private readonly sets = new Map<Operation, readonly (readonly [string, string])[]>();

  constructor(plan: Plan) {
    const paths = Object.values(plan.apply).flatMap((ops) => ops.filter((o) => o.op === "item.add").map((o) => o["path"] as string));
    this.itemPaths = [...new Set(paths)];
    this.operations = new Map(Object.entries(plan.apply));
    for (const ops of this.operations.values()) for (const op of ops) this.sets.set(op, Object.entries((op["set"] ?? {}) as Record<string, string>));
  }

  apply(event: JsonObject, type: string, warn: Warn): void {
    const ops = this.operations.get(type);
    if (ops === undefined) return;
    for (let i = 0; i < ops.length; i++) this.run(ops[i] as Operation, event, type, warn);
  }

  private run(op: Operation, event: JsonObject, type: string, warn: Warn): void {
    switch (op.op) {
      case "state.replace":
        this.state = clone(getAt(event, op["from"] as string));
        return;
      case "state.patch": {
        const result = patched(this.state, getAt(event, op["from"] as string));
        if (result === undefined) warn("patch-failed", `${type}: the state patch does not apply; state is unchanged`);
        else this.state = result.value;
        return;
      }
      case "message.create":
      case "message.put":
        return this.create(op, event);
      case "message.append": {
        const message = this.message(event, op["id"] as string);
        const text = getAt(event, op["from"] as string);
        if (message === undefined || typeof text !== "string") return;
        const current = getAt(message, op["path"] as string);
        setAt(message, op["path"] as string, (typeof current === "string" ? current : "") + text);
        return this.merge(message, op, event);
      }
      case "message.patch": {
        const message = this.message(event, op["id"] as string);
        const result = message === undefined ? undefined : patched(getAt(message, op["path"] as string), getAt(event, op["from"] as string));
        if (message === undefined || result === undefined) warn("patch-failed", `${type}: the patch of message ${JSON.stringify(getAt(event, op["id"] as string))} does not apply; it is unchanged`);
        else setAt(message, op["path"] as string, result.value);
        return;
      }
      case "item.add":
        return this.addItem(op, event);
      case "item.append": {
        const item = this.item(getAt(event, op["id"] as string));
        const text = getAt(event, op["from"] as string);
        if (item === undefined || typeof text !== "string") return;
        const current = getAt(item, op["path"] as string);
        setAt(item, op["path"] as string, (typeof current === "string" ? current : "") + text);
        return;
      }
      case "messages.reconcile":
        return this.reconcile(op, event);
    }
  }

  private message(event: JsonObject, pointer: string): JsonObject | undefined {
    const id = getAt(event, pointer);
    return typeof id === "string" ? this.byId.get(id) : undefined;
  }

  private merge(message: JsonObject, op: Operation, event: JsonObject): void {
    if (typeof op["merge"] !== "string") return;
    const extra = getAt(event, op["merge"]);
    if (!isObject(extra)) return;
    message["metadata"] = { ...(isObject(message["metadata"]) ? message["metadata"] : {}), ...clone(extra) };
  }

  /** A new message or item: `id` first, then a copy of the plan's value, built by assignment (a fast object). */
  private fresh(value: unknown, id: string): JsonObject {
    const made: JsonObject = { id };
    if (isObject(value)) for (const name of Object.keys(value)) made[name] = clone(value[name]);
    made["id"] = id;
    return made;
  }

  private build(op: Operation, event: JsonObject, id: string): JsonObject {
    const message = this.fresh(op["value"], id);
    for (const [target, source] of this.sets.get(op) ?? []) {
      const value = getAt(event, source);
      if (value !== undefined) setAt(message, target, clone(value));
    }
    return message;
  }

  private create(op: Operation, event: JsonObject): void {
    const id = getAt(event, op["id"] as string);
    if (typeof id !== "string") return;
    const existing = this.byId.get(id);
    if (existing === undefined) {
      const message = this.build(op, event, id);
      this.messages.push(message);
      this.byId.set(id, message);
      return this.merge(message, op, event);
    }
    const replace = typeof op["replace"] === "string" ? getAt(event, op["replace"]) : undefined;
    if (op.op === "message.put" && replace !== false) {
      const message = this.build(op, event, id);
      this.messages[this.messages.indexOf(existing)] = message;
      this.byId.set(id, message);
      return;
    }
    if (op.op === "message.create") {
      for (const [target, source] of this.sets.get(op) ?? []) {
        const value = getAt(event, source);
        if (value !== undefined && getAt(existing, target) === undefined) setAt(existing, target, clone(value));
      }
      this.merge(existing, op, event);
    }
  }

  private addItem(op: Operation, event: JsonObject): void {
    const id = getAt(event, op["id"] as string);
    if (typeof id !== "string") return;
    const parentId = getAt(event, op["parent"] as string);
    const messageId = typeof parentId === "string" ? parentId : id;
    let message = this.byId.get(messageId);
    if (message === undefined) {
      message = this.fresh(op["parentValue"], messageId);
      this.messages.push(message);
      this.byId.set(messageId, message);
    }
    const path = op["path"] as string;
    const list = getAt(message, path);
    const items = Array.isArray(list) ? list : [];
    if (!Array.isArray(list)) setAt(message, path, items);
    if (!items.some((i) => isObject(i) && i["id"] === id)) items.push(this.build(op, event, id));
    this.items.set(id, { message: messageId, path });
    this.merge(message, op, event);
  }

  private item(id: unknown): JsonObject | undefined {
    if (typeof id !== "string") return undefined;
    const at = this.items.get(id);
    const list = at === undefined ? undefined : getAt(this.byId.get(at.message), at.path);
    return Array.isArray(list) ? (list.find((i) => isObject(i) && i["id"] === id) as JsonObject | undefined) : undefined;
  }

  private reconcile(op: Operation, event: JsonObject): void {
    const snapshot = getAt(event, op["from"] as string);
    if (!Array.isArray(snapshot)) return;
    const incoming = new Map<string, JsonObject>();
    for (const m of snapshot) if (isObject(m) && typeof m["id"] === "string") incoming.set(m["id"], m);
    const keep = op["keep"] as { field: string; values: string[] } | undefined;
    const kept = new Set((keep?.values ?? []).filter((v) => ![...incoming.values()].some((m) => getAt(m, keep?.field ?? "") === v)));
    const next: JsonObject[] = [];
    for (const m of this.messages) {
      const id = m["id"] as string;
      const replacement = incoming.get(id);
      if (replacement !== undefined) next.push(clone(replacement));
      else if (keep !== undefined && kept.has(getAt(m, keep.field) as string)) next.push(m);
    }
    const present = new Set(next.map((m) => m["id"]));
    for (const [id, m] of incoming) if (!present.has(id)) next.push(clone(m));
    this.messages.splice(0, this.messages.length, ...next);
    this.byId.clear();
    this.items.clear();
    for (const m of next) {
      this.byId.set(m["id"] as string, m);
      for (const path of this.itemPaths) {
        const list = getAt(m, path);
        if (Array.isArray(list)) for (const i of list) if (isObject(i) && typeof i["id"] === "string") this.items.set(i["id"], { message: m["id"] as string, path });
      }
    }
  }
}
