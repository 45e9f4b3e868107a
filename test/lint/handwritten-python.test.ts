/**
 * The hand-written Python passes ruff check (F, I, E) and ruff format --check under the root
 * ruff.toml: the runtime copied into every Python SDK (88 columns, ruff's default, as the SDKs
 * have), and the bench runners and test scripts (120 columns, bench/ruff.toml and test/ruff.toml,
 * like the hand-written TypeScript). The runtime's tests/ are templates with placeholders: they
 * are linted as the generated copies in generated.test.ts.
 */
import { join } from "node:path";
import { expect, it } from "vitest";
import { python, root, run } from "./tools.js";

const handwritten = [join("generators", "python", "runtime"), "bench", "test", "scripts"];

it("hand-written Python: ruff check and ruff format --check, zero findings", () => {
  const { python: py } = python();
  const lint = run(py, ["-m", "ruff", "check", "--no-cache", "--output-format", "concise", ...handwritten], root);
  expect(lint.status, lint.output).toBe(0);
  const format = run(py, ["-m", "ruff", "format", "--no-cache", "--check", ...handwritten], root);
  expect(format.status, format.output).toBe(0);
});
