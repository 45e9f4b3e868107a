// The processor's copy-on-write JSON Patch: the same result as applying the patch to a deep copy,
// the input document never changed (a view handed out earlier keeps its value), and a patch that
// does not apply reports undefined.
import jsonPatch from "fast-json-patch";
import { describe, expect, it } from "vitest";
import { patched } from "../runtime/lifecycle/stream-patch.js";

const state = () => ({
  count: 1,
  phase: "run",
  nested: { list: [1, { deep: "x" }], keep: { a: 1 } },
  "a/b": { "c~d": 2 },
});

const patches: unknown[][] = [
  [
    { op: "replace", path: "/count", value: 2 },
    { op: "add", path: "/phase2", value: { v: 1 } },
  ],
  [
    { op: "add", path: "/nested/list/-", value: 3 },
    { op: "remove", path: "/nested/list/0" },
  ],
  [{ op: "replace", path: "/nested/list/1/deep", value: "y" }],
  [{ op: "move", from: "/nested/keep/a", path: "/moved" }],
  [
    { op: "copy", from: "/nested/list", path: "/copied" },
    { op: "add", path: "/copied/-", value: 9 },
  ],
  [{ op: "replace", path: "/a~1b/c~0d", value: 3 }],
  [
    { op: "test", path: "/count", value: 1 },
    { op: "replace", path: "", value: { fresh: true } },
  ],
  [
    { op: "remove", path: "/nested/keep" },
    { op: "add", path: "/nested/keep", value: { b: 2 } },
  ],
];

describe("copy-on-write JSON Patch", () => {
  for (const [i, patch] of patches.entries()) {
    it(`patch ${i} gives the deep-copy result and leaves the input as it was`, () => {
      const input = state();
      const expected = jsonPatch.applyPatch(
        structuredClone(input),
        structuredClone(patch) as jsonPatch.Operation[],
        true,
        true,
      ).newDocument;
      const result = patched(input, patch);
      expect(result?.value).toEqual(expected);
      expect(input).toEqual(state());
    });
  }

  it("a patch that does not apply (after a step that did) reports undefined and changes nothing", () => {
    const input = state();
    expect(
      patched(input, [
        { op: "replace", path: "/count", value: 5 },
        { op: "replace", path: "/missing/x", value: 1 },
      ]),
    ).toBeUndefined();
    expect(patched(input, [{ op: "test", path: "/count", value: 2 }])).toBeUndefined();
    expect(patched(input, [{ op: "add", path: "/__proto__/polluted", value: 1 }])).toBeUndefined();
    expect(patched(input, [null])).toBeUndefined();
    expect(patched(input, { op: "add" })).toBeUndefined();
    expect(input).toEqual(state());
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("the result does not alias the patch's values", () => {
    const value = { inner: [1] };
    const result = patched({}, [{ op: "add", path: "/v", value }])?.value as { v: { inner: number[] } };
    value.inner.push(2);
    expect(result.v.inner).toEqual([1]);
  });
});
