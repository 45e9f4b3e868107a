/**
 * Hostile documents built around a valid member of each union: non-objects, prototype keys,
 * duplicate keys, 10,000-deep nesting, a 10 MB string, numbers beyond 2^53, lone surrogates and
 * invalid UTF-8. Built as bytes, because some of them are not valid text.
 */
export interface HostileInput {
  readonly name: string;
  readonly bytes: Buffer;
}

const deep = (depth: number): string => "[".repeat(depth) + "]".repeat(depth);

/** Replaces the first string member's value (after the tag) with `raw` JSON, or appends a member. */
function withValue(base: Record<string, unknown>, tag: string, raw: string): string {
  const key = Object.keys(base).find((k) => k !== tag && typeof base[k] === "string") ?? "hostile";
  const rest = Object.entries(base)
    .filter(([k]) => k !== key)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{${[...rest, `${JSON.stringify(key)}:${raw}`].join(",")}}`;
}

export function hostileInputs(base: Record<string, unknown>, tag: string): HostileInput[] {
  const text = (name: string, json: string): HostileInput => ({ name, bytes: Buffer.from(json, "utf8") });
  const body = JSON.stringify(base).slice(1, -1);
  return [
    ...["null", "[]", '"text"', "42", "true", "", "{", "{}"].map((json) =>
      text(`non-object ${json || "(empty)"}`, json),
    ),
    ...["__proto__", "constructor", "prototype"].map((key) =>
      text(`${key} key`, `{${body},${JSON.stringify(key)}:{"polluted":true}}`),
    ),
    text("duplicate tag key", `{${body},${JSON.stringify(tag)}:"SOMETHING_ELSE"}`),
    text("10,000-deep nesting", withValue(base, tag, deep(10_000))),
    text("10,000-deep nesting at the top", deep(10_000)),
    text("10 MB string", withValue(base, tag, JSON.stringify("x".repeat(10 * 1024 * 1024)))),
    text("number beyond 2^53", withValue(base, tag, "9007199254740993")),
    text("number beyond float range", withValue(base, tag, "1e400")),
    text("lone surrogate", withValue(base, tag, '"\\ud800"')),
    text("lone surrogate in the tag", `{${body.replace(JSON.stringify(base[tag]), '"\\udfff"')}}`),
    {
      name: "invalid UTF-8",
      bytes: Buffer.concat([
        Buffer.from(withValue(base, tag, '"'), "utf8").subarray(0, -2),
        Buffer.from([0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
      ]),
    },
  ];
}
