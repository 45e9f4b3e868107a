/**
 * The "Stream lifecycle" section of a module's reference: a Mermaid state diagram per scope and
 * tables of the rules with the codes each can raise, all read from the lifecycle plan, so the
 * docs say exactly what the generated stream processors enforce (docs/lifecycle.md).
 */
import type { LifecyclePlan, PlanEventRule, PlanScope } from "@canon-sdk/core";

const code = (text: string): string => `\`${text}\``;
const cell = (text: string): string => text.replace(/\|/g, "\\|");
const state = (name: string): string => `s_${name.replace(/[^A-Za-z0-9_]/g, "_")}`;

function rulesOf(
  plan: LifecyclePlan,
  scope: string,
  verb: "opens" | "continues" | "closes",
): [string, PlanEventRule][] {
  return Object.entries(plan.events).filter(([, r]) => r[verb] === scope);
}

/** The transitions of one scope: its instance lifecycle, with the states a single scope remembers. */
export function scopeDiagram(plan: LifecyclePlan, name: string, scope: PlanScope): string[] {
  const lines = ["```mermaid", "stateDiagram-v2"];
  const add = (from: string, to: string, label: string): void => {
    lines.push(`    ${from} --> ${to}: ${label}`);
  };
  const open = state("open");
  const openers = rulesOf(plan, name, "opens");
  const continuers = rulesOf(plan, name, "continues");
  const closers = rulesOf(plan, name, "closes");
  lines.push(`    state "${name} open" as ${open}`);
  if (scope.single) {
    const closedStates = [...new Set(closers.map(([, r]) => r.as))];
    for (const s of closedStates) lines.push(`    state "${s}" as ${state(s)}`);
    for (const [type] of openers) for (const from of ["[*]", ...closedStates.map(state)]) add(from, open, type);
    for (const [type] of continuers) add(open, open, type);
    for (const [type, rule] of closers) {
      add(open, state(rule.as), type);
      for (const [from, allowed] of Object.entries(scope.states))
        if (allowed.includes(type))
          add(from === "initial" ? "[*]" : state(from), state(rule.as), `${type} (nothing open)`);
    }
    return [...lines, "```"];
  }
  const closed = state("closed");
  lines.push(`    state "${name} closed" as ${closed}`);
  for (const [type, rule] of openers) {
    add("[*]", open, type);
    if (scope.reopen) add(closed, open, `${type} (reopens)`);
    if (rule.ifOpen === "continue") add(open, open, type);
  }
  for (const [type, rule] of continuers) {
    add(open, open, type);
    if (rule.ifNotOpen === "open") add("[*]", open, `${type} (opens)`);
  }
  for (const [type, rule] of closers) {
    add(open, closed, type);
    if (rule.ifNotOpen === "ignore") add("[*]", closed, `${type} (nothing open)`);
  }
  if (scope.within !== null)
    add(open, "[*]", `${scope.within} closes${scope.mustClose ? " (left-open unless it is abandoned)" : ""}`);
  return [...lines, "```"];
}

function hasMustCloseInside(plan: LifecyclePlan, name: string): boolean {
  const scope = plan.scopes[name];
  return (scope?.children ?? []).some((c) => plan.scopes[c]?.mustClose === true || hasMustCloseInside(plan, c));
}

/** What the rule does and the codes it can raise. */
export function describeRule(plan: LifecyclePlan, rule: PlanEventRule): { what: string; codes: string[] } {
  const parts: string[] = [];
  const codes = new Set<string>();
  if (rule.requires.length > 0) {
    parts.push(`needs ${rule.requires.map(code).join(", ")} open`);
    codes.add("outside-scope").add("after-close");
  }
  const target = rule.opens ?? rule.continues ?? rule.closes;
  const scope = target === undefined ? undefined : plan.scopes[target];
  if (target !== undefined && scope !== undefined) {
    const key = rule.key ?? scope.key;
    const verb = rule.opens !== undefined ? "opens" : rule.continues !== undefined ? "continues" : "closes";
    parts.push(`${verb} ${code(target)}${key === null ? "" : ` by ${code(key)}`}`);
    if (verb === "opens") {
      if (rule.ifOpen === "continue") parts.push("continues it when open");
      else codes.add("scope-already-open");
      if (!scope.single && !scope.reopen) codes.add("scope-reused");
    } else if (verb === "continues") {
      if (rule.ifNotOpen === "open") parts.push("opens it when not open");
      else codes.add("scope-not-open");
    } else {
      if (rule.ifNotOpen === "ignore") parts.push("nothing open is fine");
      else if (scope.single) codes.add("outside-scope").add("after-close");
      else codes.add("scope-not-open");
      if (rule.abandon) parts.push(`abandons what is open inside it`);
      else if (hasMustCloseInside(plan, target)) codes.add("left-open");
      if (scope.single) parts.push(`leaves it ${code(rule.as)}`);
    }
    if (scope.owner !== null && verb !== "opens") codes.add("owner-mismatch");
    if (scope.single && scope.key !== null) codes.add("outside-scope");
  }
  for (const ref of rule.references) {
    parts.push(
      `${code(ref.key)} names a ${code(ref.scope)}${ref.mustExist ? " opened before" : ""}${ref.sameOwner ? " with the same owner" : ""}`,
    );
    if (ref.mustExist) codes.add("unknown-reference");
    if (ref.sameOwner) codes.add("owner-mismatch");
  }
  if (rule.sequence !== null) {
    parts.push(`${code(rule.sequence.field)} counts from ${rule.sequence.start}`);
    codes.add("sequence-mismatch");
  }
  return { what: parts.join("; "), codes: [...codes] };
}

export function renderLifecycle(plan: LifecyclePlan): string[] {
  const lines = [
    "## Stream lifecycle",
    "",
    `What a stream of ${code(plan.union)} must respect, as the generated stream processors (\`createEventStream\`, \`EventStream\`) and \`canon verify-stream\` enforce it. The vocabulary and codes are described in docs/lifecycle.md.`,
    "",
  ];
  lines.push("### Scopes", "");
  for (const [name, scope] of Object.entries(plan.scopes)) {
    const facts = [
      scope.single ? "one at a time" : `keyed by ${code(scope.key ?? "")}`,
      ...(scope.within === null ? [] : [`inside ${code(scope.within)}`]),
      ...(scope.owner === null ? [] : [`owned by ${code(scope.owner)}${scope.ownerInKey ? " (per owner)" : ""}`]),
      scope.reopen ? "may reopen" : scope.single ? "" : "ids never reused",
      scope.mustClose ? "must close before its parent" : "",
    ].filter((f) => f !== "");
    const sentence = facts.join("; ");
    lines.push(
      `#### ${name}`,
      "",
      `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
      "",
      ...scopeDiagram(plan, name, scope),
      "",
    );
  }
  lines.push("### Event rules", "", "| event | rule | codes |", "| --- | --- | --- |");
  for (const [type, rule] of Object.entries(plan.events)) {
    const { what, codes } = describeRule(plan, rule);
    lines.push(`| ${code(type)} | ${cell(what || "no rule")} | ${codes.map(code).join(", ")} |`);
  }
  lines.push(
    "",
    "Every event: `invalid-event` when the union rejects it; an unknown type is dropped with the warning `unknown-event`.",
    "",
  );
  if (plan.chunks !== null) {
    lines.push(
      "### Chunks",
      "",
      "| chunk | expands to | first chunk needs | repeats must agree | codes |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const [type, c] of Object.entries(plan.chunks.types)) {
      const expands = [c.start.type, c.content?.type, c.end.type]
        .filter((t): t is string => t !== undefined)
        .map(code)
        .join(" → ");
      lines.push(
        `| ${code(type)} | ${expands} | ${c.first.map(code).join(", ")} | ${Object.keys(c.repeat).map(code).join(", ")} | ${["chunk-missing-field", "chunk-conflict", "chunk-ambiguous"].map(code).join(", ")} |`,
      );
    }
    const close = [
      ...(plan.chunks.closeAll.length > 0
        ? [`${plan.chunks.closeAll.map(code).join(", ")} close every chunk stream`]
        : []),
      ...(plan.chunks.passive.length > 0 ? [`${plan.chunks.passive.map(code).join(", ")} close none`] : []),
      "any other event closes the chunk stream of its own lane",
    ];
    lines.push("", `${close.join("; ")}.`, "");
  }
  const applied = Object.entries(plan.apply);
  if (applied.length > 0) {
    lines.push("### Application", "", "| event | builds |", "| --- | --- |");
    for (const [type, ops] of applied) lines.push(`| ${code(type)} | ${ops.map((o) => code(o.op)).join(", ")} |`);
    lines.push("", "A JSON Patch that does not apply is skipped with the warning `patch-failed`.", "");
  }
  return lines;
}
