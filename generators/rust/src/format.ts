/**
 * Layout of the Rust constructs the crate emits, as rustfmt writes them with its defaults
 * (edition 2021: `max_width` 100, `attr_fn_like_width` 70, `fn_call_width` 60, `array_width`
 * 60), so the committed crate passes `rustfmt --check` without running rustfmt during
 * generation. Only the shapes this generator emits are covered; test/lint checks every output
 * with the real rustfmt.
 */
export const MAX_WIDTH = 100;
const ATTRIBUTE_ARGS_WIDTH = 70;
const CALL_ARGS_WIDTH = 60;
const ARRAY_WIDTH = 60;

/** Display width as rustfmt counts it: East Asian wide characters and emoji take two columns. */
export function width(text: string): number {
  let columns = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1f300 && code <= 0x1f64f) ||
      (code >= 0x1f900 && code <= 0x1f9ff) ||
      (code >= 0x20000 && code <= 0x3fffd);
    columns += wide ? 2 : 1;
  }
  return columns;
}

const fits = (line: string): boolean => width(line) <= MAX_WIDTH;

/**
 * `#[name(a, b)]`, or one argument a line when the list is wider than rustfmt allows (a single
 * argument only has to fit the line).
 */
export function attribute(indent: string, name: string, args: readonly string[]): string[] {
  const line = `${indent}#[${name}(${args.join(", ")})]`;
  if ((args.length === 1 || width(args.join(", ")) <= ATTRIBUTE_ARGS_WIDTH) && fits(line)) return [line];
  return [
    `${indent}#[${name}(`,
    ...args.map((arg, i) => `${indent}    ${arg}${i < args.length - 1 ? "," : ""}`),
    `${indent})]`,
  ];
}

/** A match arm whose body is one unbreakable expression: on the arm's line, else in a block. */
export function matchArm(indent: string, pattern: string, body: string): string[] {
  const line = `${indent}${pattern} => ${body},`;
  if (fits(line)) return [line];
  return [`${indent}${pattern} => {`, `${indent}    ${body}`, `${indent}}`];
}

/**
 * A match arm whose body is `root.a().b()`: a chain of two or more calls wider than rustfmt's
 * chain width, so rustfmt puts each call on a line of its own below the root.
 */
export function chainArm(indent: string, pattern: string, root: string, calls: readonly string[]): string[] {
  return [
    `${indent}${pattern} => ${root}`,
    ...calls.map((call, i) => `${indent}    ${call}${i === calls.length - 1 ? "," : ""}`),
  ];
}

/**
 * `let lhs = rhs;` (or `pub type`), with the right-hand side on the next line when only there it
 * fits. A right-hand side that fits nowhere stays as it is, unless it is a call (`call` gives its
 * callee, arguments and what follows the closing parenthesis): then its arguments go one a line.
 */
export function binding(
  indent: string,
  lhs: string,
  rhs: string,
  call?: { callee: string; args: readonly string[]; after: string },
): string[] {
  const line = `${indent}${lhs} = ${rhs};`;
  if (fits(line)) return [line];
  if (fits(`${indent}    ${rhs};`)) return [`${indent}${lhs} =`, `${indent}    ${rhs};`];
  if (call === undefined) return [line];
  return [
    `${indent}${lhs} = ${call.callee}(`,
    ...call.args.map((arg) => `${indent}    ${arg},`),
    `${indent})${call.after};`,
  ];
}

/** A macro call statement `name!(a, b)` + `suffix`: one line, else one argument a line (no trailing comma). */
export function macroCall(indent: string, name: string, args: readonly string[], suffix: string): string[] {
  const line = `${indent}${name}!(${args.join(", ")})${suffix}`;
  if ((args.length === 1 || width(args.join(", ")) <= CALL_ARGS_WIDTH) && fits(line)) return [line];
  return [
    `${indent}${name}!(`,
    ...args.map((arg, i) => `${indent}    ${arg}${i < args.length - 1 ? "," : ""}`),
    `${indent})${suffix}`,
  ];
}

/** An item header followed by its opening brace, which rustfmt moves to a line of its own when the header is too wide. */
export function openBrace(header: string): string[] {
  return fits(`${header} {`) ? [`${header} {`] : [header, "{"];
}

/** A tuple expression followed by `suffix`: on one line, else one element a line. */
export function tuple(indent: string, items: readonly string[], suffix: string): string[] {
  const line = `${indent}(${items.join(", ")})${suffix}`;
  if (width(items.join(", ")) <= CALL_ARGS_WIDTH && fits(line)) return [line];
  return [`${indent}(`, ...items.map((item) => `${indent}    ${item},`), `${indent})${suffix}`];
}

/**
 * `head[a, b]tail` for an array of tuples (`head` ends with `[`): empty, on one line when narrow
 * enough, else one tuple a line with a trailing comma.
 */
export function tupleArray(indent: string, head: string, rows: readonly (readonly string[])[], tail: string): string[] {
  const inline = rows.map((row) => `(${row.join(", ")})`).join(", ");
  const line = `${indent}${head}${inline}${tail}`;
  if (
    rows.length === 0 ||
    (width(inline) <= ARRAY_WIDTH && rows.every((row) => width(row.join(", ")) <= CALL_ARGS_WIDTH) && fits(line))
  )
    return [line];
  // A single tuple too wide for the line opens on it and spreads its elements below.
  const only = rows.length === 1 ? rows[0] : undefined;
  if (only !== undefined)
    return [`${indent}${head}(`, ...only.map((item) => `${indent}    ${item},`), `${indent})${tail.trimStart()}`];
  return [
    `${indent}${head}`,
    ...rows.flatMap((row) => tuple(`${indent}    `, row, ",")),
    `${indent}${tail.trimStart()}`,
  ];
}

/** Splits `A<x, y<z>>` into `A` and its top-level arguments; undefined when `type` is not generic. */
function genericParts(type: string): { outer: string; args: string[] } | undefined {
  const open = type.indexOf("<");
  if (open <= 0 || !type.endsWith(">")) return undefined;
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < type.length - 1; i++) {
    const c = type[i];
    if (c === "<" || c === "(") depth++;
    else if (c === ">" || c === ")") depth--;
    else if (c === "," && depth === 0) {
      args.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(type.slice(start, type.length - 1).trim());
  return { outer: type.slice(0, open), args };
}

/** A type followed by `suffix`, its generic arguments one a line while it is too wide. */
function typeLines(indent: string, head: string, type: string, suffix: string): string[] {
  const line = `${indent}${head}${type}${suffix}`;
  const parts = genericParts(type);
  if (fits(line) || parts === undefined) return [line];
  return [
    `${indent}${head}${parts.outer}<`,
    ...parts.args.flatMap((arg) => typeLines(`${indent}    `, "", arg, ",")),
    `${indent}>${suffix}`,
  ];
}

/** A struct field `pub name: Type,`: the type on the next line when only there it fits. */
export function field(indent: string, name: string, type: string): string[] {
  const line = `${indent}pub ${name}: ${type},`;
  if (fits(line)) return [line];
  if (fits(`${indent}    ${type},`)) return [`${indent}pub ${name}:`, `${indent}    ${type},`];
  return typeLines(indent, `pub ${name}: `, type, ",");
}

/** A tuple variant `Name(Type),`: the type on a line of its own when the variant is too wide. */
export function tupleVariant(indent: string, name: string, type: string): string[] {
  const line = `${indent}${name}(${type}),`;
  if (fits(line)) return [line];
  return [`${indent}${name}(`, ...typeLines(`${indent}    `, "", type, ","), `${indent}),`];
}
