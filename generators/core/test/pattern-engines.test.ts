import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { re2FamilyPattern, rustRegexPattern } from "../src/pattern-engines.js";
import { pythonRePattern } from "../src/pattern-python-re.js";

/**
 * Each pattern's RE2-family spelling, read back by ECMAScript itself (`\x{…}` is `\u{…}` there),
 * must match exactly the strings the original matches: the spelling changes how a set is written,
 * never which characters it holds. Go and pydantic read the spelling in the test-suite harness's
 * own lane (test/outside/suite-own).
 */
const patterns = [
  "^\\s+$",
  "^\\S+$",
  "^[\\s]+$",
  "^[\\S]+@[\\S]+\\.[\\S]{2,}$",
  "^[^\\S]+$",
  "^[a\\S]+$",
  "^[^a\\S]$",
  "^[\\W_]+$",
  "^[^\\W_]+$",
  "^[\\D]$",
  "^[^\\D]$",
  "^[\\d\\D]$",
  "^[^\\d\\D]$",
  "^[\\s\\S]$",
  "^[\\S\\D]$",
  "^[\\w\\-\\S]$",
  "^[\\u00a0\\S]$",
  "^.$",
  "^\\u00e9\\u{1F600}$",
  "^[\\]\\S]$",
  "^[]$",
  "^[^]$",
  "^a$",
  "\\bé",
  "^(?<x>a)\\k<x>$",
  "^a[\\b]$",
];

const probes = [
  ..."\t\n\u000b\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff",
  "\u0085",
  "\u200b",
  ..."aZ09_-@.]é",
  "\u0663",
  "\u{1F600}",
  "é\u{1F600}",
  "a@b.cd",
  "a\u00a0b@c.de",
  "a\ufeffb@c.de",
  "a\u0085b@c.de",
  "a\n",
  "aa",
  "ééé",
  "a\b",
];

const asEcmaScript = (spelled: string) => spelled.replace(/\\x\{([0-9A-Fa-f]+)\}/g, "\\u{$1}");

describe("re2FamilyPattern", () => {
  it.each(patterns)("%s: the spelling holds the same characters", (pattern) => {
    const original = new RegExp(pattern, "u");
    const spelled = re2FamilyPattern(pattern);
    expect(spelled).not.toMatch(/\\[SDW]|\\u/); // nothing left that RE2 engines read otherwise
    const again = new RegExp(asEcmaScript(spelled), "u");
    const differ = probes.filter((p) => original.test(p) !== again.test(p));
    expect(differ, `${pattern} spelled ${spelled}`).toEqual([]);
  });

  it("writes a class with a negated escape as the complement of what it leaves out", () => {
    expect(re2FamilyPattern("^[\\S]+$")).toBe(
      "^[^\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]+$",
    );
    expect(re2FamilyPattern("[^\\W_]")).toBe("[\\x{30}-\\x{39}\\x{41}-\\x{5A}\\x{61}-\\x{7A}]");
    expect(re2FamilyPattern("[\\s\\S]")).toBe("[\\x{0}-\\x{10FFFF}]");
    expect(re2FamilyPattern("[^\\d\\D]")).toBe("[^\\x{0}-\\x{10FFFF}]");
  });
});

describe("pythonRePattern", () => {
  it("Python's re matches what ECMAScript matches, for every pattern and probe", () => {
    const expected = patterns.map((p) => probes.map((probe) => new RegExp(p, "u").test(probe)));
    const program = [
      "import json, re, sys",
      "patterns, probes = json.load(sys.stdin)",
      "print(json.dumps([[re.search(p, s) is not None for s in probes] for p in patterns]))",
    ].join("\n");
    const input = JSON.stringify([patterns.map(pythonRePattern), probes]);
    const got = JSON.parse(execFileSync("python3", ["-c", program], { input, encoding: "utf8" })) as boolean[][];
    const differ = patterns.flatMap((p, i) =>
      probes.flatMap((probe, j) =>
        got[i]?.[j] === expected[i]?.[j] ? [] : [`${p} (${pythonRePattern(p)}) on ${JSON.stringify(probe)}`],
      ),
    );
    expect(differ).toEqual([]);
  });
});

describe("rustRegexPattern", () => {
  it("writes word boundaries as ASCII ones, and nothing else differently", () => {
    expect(rustRegexPattern("\\bé\\B[\\b\\S]")).toBe(`(?-u:\\b)é(?-u:\\B)${re2FamilyPattern("[\\b\\S]")}`);
    expect(rustRegexPattern("^\\\\b$")).toBe("^\\\\b$"); // an escaped backslash, then "b"
  });
});
