/** The corpus of the check-jsonschema suite: reproducible, and on both sides of ajv's verdict. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeCorpus } from "./agreement.js";

describe("outside-schema corpus", () => {
  const dir = join(import.meta.dirname, "schemas");

  it.each(["inline-objects.json", "draft07-definitions.json", "anyof-untagged.json"])(
    "%s: the same documents on every run, valid and invalid ones",
    (file) => {
      const found = makeCorpus(dir, file);
      expect(makeCorpus(dir, file).samples.map((s) => s.text)).toEqual(found.samples.map((s) => s.text));
      expect(found.samples.length).toBeGreaterThan(100);
      const valid = found.expected.filter(Boolean).length;
      expect(valid).toBeGreaterThan(found.samples.length / 10);
      expect(found.samples.length - valid).toBeGreaterThan(found.samples.length / 10);
    },
  );
});
