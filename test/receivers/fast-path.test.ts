/**
 * The Python fast API (canon_agui.fast, the `fast` extra) gives parse_event's answer, warnings and
 * issues included, for every line of the bench fixtures: valid, invalid and unknown-property
 * streams of both fixtures, the inputs the bench measures it on.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { ensurePython } from "../agreement/python-env.js";

const fixtures = join(repoRoot, "bench", "fixtures");
const streams = readdirSync(fixtures)
  .filter((f) => /^(stream|rich)\.(valid|invalid|unknown)\.jsonl$/.test(f))
  .sort();

describe("the Python fast API answers as parse_event on the bench fixtures", () => {
  let python = "";
  beforeAll(() => {
    python = ensurePython();
  });

  it("covers both fixtures and the three streams", () => {
    expect(streams).toHaveLength(6);
  });

  it.each(streams)(
    "%s",
    (stream) => {
      const input = readFileSync(join(fixtures, stream));
      const out = execFileSync(python, [join(repoRoot, "test", "receivers", "fast_agrees.py")], {
        input,
        env: { ...process.env, PYTHONPATH: join(repoRoot, "packages", "agui", "python") },
        encoding: "utf8",
        maxBuffer: 1 << 26,
      });
      const result = JSON.parse(out.trim().split("\n").pop() as string) as {
        lines: number;
        agreed: number;
        first: string[];
      };
      expect(result.lines).toBeGreaterThan(1000);
      expect(result.first).toEqual([]);
      expect(result.agreed).toBe(result.lines);
    },
    10 * 60_000,
  );
});
