/**
 * The tolerant half of every parser: the module's receiver plan (core, from
 * schemas/<module>/receivers.json) written as data in src/receivers-plan.ts, and the hand-written
 * walk from runtime/receivers/ copied in with the generated header. `tolerate` walks a decoded
 * document with the plan — retired shapes translated, unknown properties stripped, unknown union
 * members dropped, removed or surfaced — and reports each change as a warning with a stable code
 * and a JSON Pointer. The same walk is generated for Python and Go, so all three report the same
 * warnings.
 */
import { buildReceiverPlan, type GeneratedFile, type ModuleIR } from "@canon-sdk/core";
import { copiedRuntime, file, tsHeader } from "./text.js";

/** The walk's sources (runtime/receivers/receivers-plan.ts only stands in for the plan when they are type-checked). */
const RUNTIME_FILES = [
  "receivers-types.ts",
  "receivers-tables.ts",
  "receivers-translate.ts",
  "receivers-walk.ts",
  "receivers.ts",
] as const;

export function emitReceivers(ir: ModuleIR): GeneratedFile[] {
  const header = tsHeader(ir.schemaDir);
  return [
    { path: "src/receivers-plan.ts", content: emitPlan(ir, header) },
    ...copiedRuntime("receivers", RUNTIME_FILES, header),
  ];
}

function emitPlan(ir: ModuleIR, header: string): string {
  const plan = ir.receivers ?? buildReceiverPlan(ir, undefined);
  const { source, lead } = planSource(plan);
  // Only the shared entries this plan names: an unused constant fails noUnusedLocals.
  const shared = Object.entries(SHARED_ENTRIES).filter(([name]) => new RegExp(`[:.]${name}[,}]`).test(source + lead));
  const unsettled = unsettledTypes(plan);
  const walks = source.includes("walks(");
  return file([
    header,
    "/** The module's receiver plan (docs/receivers.md): what the walk in receivers.ts reads as data. */",
    `import type { Plan${walks ? ", Property, Walk" : ""} } from "./receivers-types.js";`,
    "",
    "// Types below which something reads null as absent or retires a tag its union still accepts; a",
    "// valid document of any other type is what the walk would return, and a trusting walk takes it as it is.",
    `export const UNSETTLED: ReadonlySet<string> = /*#__PURE__*/ new Set(${JSON.stringify(unsettled)});`,
    ...(shared.length === 0
      ? []
      : ["// Most properties only need to be known; they share one entry, which keeps the plan small in a bundle."]),
    ...shared.map(([name, value]) => `const ${name} = ${value} as const;`),
    ...(lead === "" ? [] : ["// The properties most types begin with, written once.", `const LEAD = ${lead};`]),
    ...(walks
      ? [
          "// A property with a walk and nothing else: the entry written once, its arguments in each use.",
          "const walks = (required: boolean, walk: Walk): Property => ({ required, walk });",
        ]
      : []),
    "// Spreading is a side effect as far as a bundler knows; the annotated call says it is not one.",
    `export const PLAN: Plan = /*#__PURE__*/ (() => (${source}))();`,
  ]);
}

type PlanType = ReceiverPlan["types"][string];
type PlanWalk = NonNullable<Extract<PlanType, { kind: "alias" }>["walk"]>;

/**
 * Types whose valid documents the walk may change. In a valid document no closed object has an
 * unknown key and every tag is a member, so the walk can only change one through a null read as
 * absent (the schema may allow that null) or a retired tag the union still accepts: a type is
 * unsettled when it or a type it reaches has either.
 */
function unsettledTypes(plan: ReceiverPlan): string[] {
  const refs = (w: PlanWalk): string[] =>
    "ref" in w ? [w.ref] : "array" in w ? refs(w.array) : "map" in w ? refs(w.map) : w.choice.flatMap(refs);
  const children = (t: PlanType): string[] =>
    t.kind === "object"
      ? Object.values(t.properties).flatMap((p) => (p.walk === undefined ? [] : refs(p.walk)))
      : t.kind === "union"
        ? Object.values(t.members)
        : refs(t.walk);
  const unsettling = (t: PlanType): boolean =>
    t.kind === "object"
      ? Object.values(t.properties).some((p) => p.nullAsAbsent === true)
      : t.kind === "union" && Object.keys(t.retired).some((tag) => tag in t.members);
  const names = Object.keys(plan.types);
  const unsettled = new Set(names.filter((n) => unsettling(plan.types[n] as PlanType)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of names) {
      if (!unsettled.has(n) && children(plan.types[n] as PlanType).some((c) => unsettled.has(c))) {
        unsettled.add(n);
        grew = true;
      }
    }
  }
  return [...unsettled].sort();
}

const SHARED_ENTRIES = {
  OPTIONAL: "{ required: false }",
  REQUIRED: "{ required: true }",
  CLOSED: '{ kind: "object", closed: true }',
  OPEN: '{ kind: "object", closed: false }',
} as const;

type ReceiverPlan = ReturnType<typeof buildReceiverPlan>;

/**
 * The plan as TypeScript source: JSON, except that plain property entries name a shared constant,
 * and the run of plain entries that most object types begin with (an event's envelope) is one
 * constant spread into each.
 */
function planSource(plan: ReceiverPlan): { source: string; lead: string } {
  const objects = Object.entries(plan.types).map(([name, type]) => {
    if (type.kind !== "object") return { name, type, properties: [] as string[] };
    const properties = Object.entries(type.properties).map(([key, p]) => {
      const plain = Object.keys(p).length === 1;
      const walked = Object.keys(p).length === 2 && p.walk !== undefined;
      return `${JSON.stringify(key)}:${plain ? (p.required ? "REQUIRED" : "OPTIONAL") : walked ? `walks(${p.required}, ${JSON.stringify(p.walk)})` : JSON.stringify(p)}`;
    });
    return { name, type, properties };
  });
  const lead = commonLead(objects.map((o) => o.properties));
  const types = objects.map(({ name, type, properties }) => {
    if (type.kind !== "object") return `${JSON.stringify(name)}:${JSON.stringify(type)}`;
    const shared = lead.length > 0 && lead.every((entry, i) => properties[i] === entry);
    const listed = shared ? ["...LEAD", ...properties.slice(lead.length)] : properties;
    const { kind: _kind, closed, properties: _properties, ...rest } = type;
    const head = JSON.stringify({ ...rest, properties: {} }).slice(1);
    return `${JSON.stringify(name)}:{...${closed ? "CLOSED" : "OPEN"},${head.replace('"properties":{}', `"properties":{${listed.join(",")}}`)}`;
  });
  const source = JSON.stringify({ ...plan, types: {} }).replace('"types":{}', `"types":{${types.join(",")}}`);
  return { source, lead: lead.length === 0 ? "" : `{ ${lead.join(", ")} }` };
}

/** The longest run of plain entries that at least four object types begin with, if it saves more than it costs. */
function commonLead(lists: readonly string[][]): string[] {
  const counts = new Map<string, { run: string[]; count: number }>();
  for (const list of lists) {
    let plain = 0;
    while (plain < list.length && /:(REQUIRED|OPTIONAL)$/.test(list[plain] as string)) plain++;
    for (let n = 3; n <= plain; n++) {
      const key = list.slice(0, n).join(",");
      counts.set(key, { run: list.slice(0, n), count: (counts.get(key)?.count ?? 0) + 1 });
    }
  }
  let best: { run: string[]; saved: number } = { run: [], saved: 0 };
  for (const { run, count } of counts.values()) {
    const saved = (count - 1) * run.join(",").length - 8 * count;
    if (count >= 4 && saved > best.saved) best = { run, saved };
  }
  return best.run;
}
