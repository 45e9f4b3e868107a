/** The subset check's shared state: memo, recursion guard and the violation records it returns. */
import type { SchemaNode } from "../resolve.js";
import type { Policy } from "../types.js";

/**
 * One way in which a document valid under `sub` may be rejected by `sup`. `kind` names the
 * change from sub to sup; facts carry the values on each side for the message.
 */
export interface Violation {
  readonly kind: string;
  readonly sub: SchemaNode;
  readonly sup: SchemaNode;
  readonly subKeyword?: string;
  readonly supKeyword?: string;
  readonly facts: { readonly sub?: string; readonly sup?: string; readonly name?: string };
  /** A value at this position that sub accepts and sup rejects, when the check found one. */
  readonly witness?: unknown;
  /** The whole conjunction `sub` stands for (union branches chosen), when `sub` is its anchor. */
  readonly conj?: Conj;
}

/** A conjunction of schema nodes; `skip` names union groups already distributed over. */
export interface Conj {
  readonly nodes: readonly SchemaNode[];
  readonly skip?: readonly string[];
}

export interface Ctx {
  readonly policy: Policy;
  readonly memo: Map<string, Violation[]>;
  readonly stack: Map<string, number>;
  /** Lowest stack depth an optimistic (coinductive) assumption was taken at, per open frame. */
  readonly lowestHit: number[];
  budget: number;
  /** Nodes proved identical on both sides (same text, same reachable definitions): included. */
  readonly same?: (a: SchemaNode, b: SchemaNode) => boolean;
}

export function newContext(policy: Policy, same?: (a: SchemaNode, b: SchemaNode) => boolean): Ctx {
  return {
    policy,
    memo: new Map(),
    stack: new Map(),
    lowestHit: [],
    budget: 2_000_000,
    ...(same === undefined ? {} : { same }),
  };
}

export function violation(
  kind: string,
  sub: SchemaNode,
  sup: SchemaNode,
  facts: Violation["facts"] = {},
  subKeyword?: string,
  supKeyword?: string,
  extra: { witness?: unknown } = {},
): Violation {
  return {
    kind,
    sub,
    sup,
    facts,
    ...(subKeyword === undefined ? {} : { subKeyword }),
    ...(supKeyword === undefined ? {} : { supKeyword }),
    ...("witness" in extra ? { witness: extra.witness } : {}),
  };
}
