/**
 * The tolerant half of every parser: `tolerate` walks a decoded document with the module's receiver
 * plan (receivers-plan.ts, from schemas/<module>/receivers.json) and reports each change as a
 * warning with a stable code and a JSON Pointer; the same walk is generated for Python and Go, so
 * all three report the same warnings. The rest is for the common case of a newer producer: one
 * unknown property at the top of a document, walked there only, or taken out before the guard
 * runs once it has been seen (strippedLearned).
 */
import { PLAN } from "./receivers-plan.js";
import { DROP, isObject, isRetired, own, type Table, tableOf } from "./receivers-tables.js";
import type { ParseWarning, Tolerated } from "./receivers-types.js";
import { byPathThenCode, isTopWarning, trust, walkObject, walkRoot } from "./receivers-walk.js";

export type { ParseWarning, ParseWarningCode, Tolerated } from "./receivers-types.js";

/** Whether the plan can change a document of this type at all. */
export function tolerates(typeName: string): boolean {
  return PLAN.types[typeName] !== undefined;
}

/** A null, an escape that could spell a tag (\u, \/), or a retired tag as JSON text; built on first use. */
let untrusting: RegExp | undefined;

/**
 * The trust level a walk of this JSON text may take (tolerate's `level`). Without a null, a retired
 * tag, or an escape that could spell either, the walk changes nothing below the top of a document
 * that the guard then accepts: every value there may be taken as it is (2). Otherwise, values of
 * settled types (1). One regular expression: a dozen substring searches cost ten times more.
 */
export function trustIn(text: string | undefined): number {
  if (text === undefined) return 1;
  untrusting ??= new RegExp(
    [
      "null",
      "\\\\[u/]",
      ...Object.values(PLAN.types).flatMap((t) => (t.kind === "union" ? Object.keys(t.retired) : [])).map((tag) => JSON.stringify(tag).replace(/[.*+?^$(){}|[\]\\]/g, "\\$&")),
    ].join("|"),
  );
  return untrusting.test(text) ? 1 : 2;
}

/**
 * The document as a receiver of this module reads it, with every change it made. Never throws on
 * JSON input. With a trust level above 0, values below the top of a type not UNSETTLED (at 2,
 * every value) are taken as they are, not walked: the caller checks the result with the guard
 * anyway, and when that check fails and trusted is set, walks again without trust. If the check
 * passes, every trusted value was valid and a full walk would have left it as it is, so the result
 * is the same; a document from a newer producer with one extra top-level field is walked at its
 * top only and its nested values are checked once, by that final check.
 */
export function tolerate(typeName: string, value: unknown, level = 0): Tolerated {
  trust.level = level;
  trust.taken = 0;
  try {
    const read = walkRoot(typeName, value);
    return trust.taken === 0 ? read : { ...read, trusted: true };
  } finally {
    trust.level = 0;
  }
}

/**
 * The common case of a newer producer: unknown properties at the top of a member (or of the type),
 * read by the walk of that one object, with trust as tolerate takes it, and one shared warning per
 * name. The caller checks the value with the guard, as after tolerate: the answer is tolerate's,
 * with trust, which walks the same object after the same dispatch. Undefined when the root is no
 * such object (an unknown or retired tag) or its walk drops it.
 */
export function strippedAtTop(typeName: string, value: unknown, level: number): Tolerated | undefined {
  if (!isObject(value)) return undefined;
  let type = tableOf(typeName);
  if (type?.kind === "union") {
    const tag = value[type.tag];
    const member = typeof tag === "string" && !isRetired(type, tag) ? type.members.get(tag) : undefined;
    type = member === undefined ? null : tableOf(member);
  }
  if (type?.kind !== "object") return undefined;
  const warnings: ParseWarning[] = [];
  trust.level = level;
  trust.taken = 0;
  try {
    const read = walkObject(type, value, "", warnings, true);
    if (read === DROP) return undefined;
    if (warnings.length > 1) warnings.sort(byPathThenCode);
    else if (warnings.length === 1) learn(typeName, value, warnings[0] as ParseWarning);
    return trust.taken === 0 ? { value: read, warnings } : { value: read, warnings, trusted: true };
  } finally {
    trust.level = 0;
  }
}

/**
 * Per type, the unknown property last removed when it was the only change and the document's last
 * key (a newer producer adds the same field to every event, at the end), with its warnings; only
 * a name no member has, of a type whose every member strips unknown properties.
 */
const learned: Map<string, Learned> = /*#__PURE__*/ new Map();

/** A learned property; held is its value while strippedLearned has taken it out. */
export interface Learned {
  readonly key: string;
  readonly warnings: readonly ParseWarning[];
  held?: unknown;
}

/** Called with the walk's only warning: a refused or unchanged document has none and costs nothing here. */
function learn(typeName: string, value: Record<string, unknown>, warning: ParseWarning): void {
  const keys = Object.keys(value);
  const key = keys[keys.length - 1] as string;
  // "__proto__" is never learned: putting it back by assignment would set the prototype instead.
  if (key === "__proto__" || !isTopWarning(key, warning) || learned.get(typeName)?.key === key) return;
  const root = tableOf(typeName);
  const members = root?.kind === "union" ? [...root.members.values()].map(tableOf) : [root];
  if (members.every((t) => t?.kind === "object" && t.strip && !t.properties.has(key))) learned.set(typeName, { key, warnings: Object.freeze([warning]) });
}

/**
 * The document without its learned last property (taken out in place: the caller parsed the value
 * itself from text, and removing the last key keeps the object's shape fast for the guard), and the
 * property's warnings; undefined when its last key is another. If the guard accepts what remains,
 * the walk would have changed nothing else: it goes into none of the member's properties
 * (inertAtTop), or the text holds nothing it changes below the top (trustIn). putBack undoes it.
 */
export function strippedLearned(typeName: string, value: unknown, text: string): Learned | undefined {
  const found = learned.get(typeName);
  if (found === undefined || !isObject(value)) return undefined;
  let last: string | undefined;
  for (const key in value) last = key; // no array of keys to build, unlike Object.keys
  if (last !== found.key || !own(value, last) || (!inertAtTop(typeName, value) && trustIn(text) !== 2)) return undefined;
  found.held = value[last];
  delete value[last];
  return found;
}

/** Per type: the tags of its current members whose properties the walk goes into none of (a union), or whether it is such an object. */
const inertOf: Map<string, { readonly tag?: string; readonly tags?: ReadonlySet<string>; readonly whole: boolean }> = /*#__PURE__*/ new Map();

const inertObject = (table: Table | null): boolean =>
  table?.kind === "object" && [...table.properties.values()].every((p) => p.walk === undefined && p.nullAsAbsent !== true);

/** Whether the walk of this document can do nothing but strip unknown properties at its top. */
function inertAtTop(typeName: string, value: Record<string, unknown>): boolean {
  let found = inertOf.get(typeName);
  if (found === undefined) {
    const root = tableOf(typeName);
    found =
      root?.kind === "union"
        ? { tag: root.tag, tags: new Set([...root.members].filter(([tag, member]) => !isRetired(root, tag) && inertObject(tableOf(member))).map(([tag]) => tag)), whole: false }
        : { whole: inertObject(root) };
    inertOf.set(typeName, found);
  }
  if (found.tags === undefined) return found.whole;
  const tag = value[found.tag as string];
  return typeof tag === "string" && found.tags.has(tag);
}

export function putBack(value: Record<string, unknown>, taken: Learned): void {
  value[taken.key] = taken.held;
  taken.held = undefined;
}
