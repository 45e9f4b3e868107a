import { describe, expect, it } from "vitest";
import { checkInThread, checkNatively, nativeBuild } from "../src/lint/pattern-verdicts.js";

// Linear; bounded repetition (recheck's fuzz checker); exponential; ambiguous only anchored; a
// polynomial search and its anchored reading; one of a published CI schema's two costliest
// patterns; a fuzzed polynomial one from the same kind of schema; lookbehind; not a pattern.
const patterns = [
  "^a+$",
  "^[a-z]{1,64}$",
  "^(a+)+$",
  "(a|a)*",
  "\\s+$",
  "^(?:\\s+$)$",
  " *<< *parameters.([^ ]+) *>> *",
  "^((@(hourly|daily))|((((\\d+,)+\\d+|(\\d+|\\*)(\\/|-)\\d+|\\d+|\\*) ?){5,6}))$",
  "(?<=a)b",
  "(",
];

describe("recheck verdicts", () => {
  it("are the same from the native build as from the JavaScript build", () => {
    // The native build ships for Linux, macOS and Windows on x64 (and macOS on arm64); where it
    // does, the batch must find it, or every verdict silently takes the slow path.
    if (process.arch === "x64" && ["linux", "darwin", "win32"].includes(process.platform))
      expect(nativeBuild()).toBeDefined();
    if (nativeBuild() === undefined) return;
    const native = checkNatively(patterns);
    expect(native).toHaveLength(patterns.length);
    expect(native).toEqual(patterns.map(checkInThread));
    expect(native?.map((verdict) => `${verdict?.status} ${verdict?.checker}`)).toEqual([
      "safe automaton",
      "safe fuzz",
      "vulnerable automaton",
      "safe automaton",
      "vulnerable automaton",
      "safe automaton",
      "vulnerable automaton",
      "vulnerable fuzz",
      "safe automaton",
      "unknown null",
    ]);
  });

  it("a batch of nothing asks the native build for nothing", () => {
    if (nativeBuild() === undefined) return;
    expect(checkNatively([])).toEqual([]);
  });
});
