/**
 * The lifecycle plan: a module's lifecycle.json with every default made explicit, so the
 * hand-written interpreters of each language read one shape and never guess a default. The plan
 * is plain JSON (docs/lifecycle.md, "The plan"), embedded as data by every generator.
 */
import type { ModuleIR } from "../ir.js";
import type {
  ApplyOperation,
  ChunkTypeDeclaration,
  LifecycleDeclaration,
  LifecyclePlan,
  PlanChunks,
  PlanEventRule,
  PlanScope,
} from "./types.js";

const withoutDescription = (value: ApplyOperation): ApplyOperation => {
  const { description: _ignored, ...rest } = value;
  return rest as ApplyOperation;
};

function scopes(d: LifecycleDeclaration): Record<string, PlanScope> {
  const result: Record<string, PlanScope> = {};
  for (const [name, s] of Object.entries(d.scopes)) {
    const children = Object.entries(d.scopes)
      .filter(([, c]) => c.within === name)
      .map(([n]) => n)
      .sort();
    result[name] = {
      key: s.key ?? null,
      single: s.single ?? false,
      states: s.states ?? {},
      within: s.within ?? null,
      owner: s.owner ?? null,
      ownerInKey: s.ownerInKey ?? false,
      reopen: s.reopen ?? false,
      mustClose: s.mustClose ?? false,
      children,
    };
  }
  return result;
}

function events(d: LifecycleDeclaration): Record<string, PlanEventRule> {
  const result: Record<string, PlanEventRule> = {};
  for (const [type, rule] of Object.entries(d.events)) {
    const verb =
      rule.opens !== undefined
        ? { opens: rule.opens }
        : rule.continues !== undefined
          ? { continues: rule.continues }
          : rule.closes !== undefined
            ? { closes: rule.closes }
            : {};
    const target = rule.opens ?? rule.continues ?? rule.closes;
    const declared =
      rule.requires === undefined ? [] : typeof rule.requires === "string" ? [rule.requires] : [...rule.requires];
    const parent = target === undefined ? undefined : d.scopes[target]?.within;
    const requires = parent === undefined || declared.includes(parent) ? declared : [...declared, parent];
    result[type] = {
      ...verb,
      key: rule.key ?? null,
      as: rule.as ?? "closed",
      abandon: rule.abandon ?? false,
      ifOpen: rule.ifOpen ?? "error",
      ifNotOpen: rule.ifNotOpen ?? "error",
      requires,
      references: (rule.references ?? []).map((r) => ({
        scope: r.scope,
        key: r.key,
        mustExist: r.mustExist ?? false,
        sameOwner: r.sameOwner ?? false,
      })),
      sequence: rule.sequence === undefined ? null : { field: rule.sequence.field, start: rule.sequence.start ?? 0 },
    };
  }
  return result;
}

function chunkType(c: ChunkTypeDeclaration) {
  return {
    key: c.key,
    start: c.start,
    content: c.content ?? null,
    end: c.end,
    first: c.first ?? [],
    repeat: c.repeat ?? {},
    carry: c.carry ?? [],
  };
}

function chunks(d: LifecycleDeclaration): PlanChunks | null {
  const c = d.chunks;
  if (c === undefined) return null;
  return {
    lane: c.lane ?? null,
    passive: c.passive ?? [],
    closeAll: c.closeAll ?? [],
    closeLane: c.closeLane ?? {},
    types: Object.fromEntries(Object.entries(c.types).map(([t, ct]) => [t, chunkType(ct)])),
  };
}

function apply(d: LifecycleDeclaration): Record<string, readonly ApplyOperation[]> {
  return Object.fromEntries(Object.entries(d.apply ?? {}).map(([t, ops]) => [t, ops.map(withoutDescription)]));
}

/** The plan of a module whose lifecycle.json passed `loadLifecycle`; the union's tag comes from the IR. */
export function buildLifecyclePlan(ir: Pick<ModuleIR, "types">, declaration: LifecycleDeclaration): LifecyclePlan {
  const union = ir.types.find((t) => t.name === declaration.union);
  const tag = union?.kind === "union" ? union.tag : "type";
  return {
    version: 1,
    union: declaration.union,
    tag,
    scopes: scopes(declaration),
    events: events(declaration),
    chunks: chunks(declaration),
    apply: apply(declaration),
  };
}
