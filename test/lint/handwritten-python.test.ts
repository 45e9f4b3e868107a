/**
 * The hand-written Python runtime (copied into every Python SDK) passes ruff check (F, I, E at 88
 * columns) and ruff format --check under the root ruff.toml. Its tests/ are templates with
 * placeholders: they are linted as the generated copies in generated.test.ts. The bench runners
 * and test scripts are not held to it yet.
 */
import { join } from "node:path";
import { expect, it } from "vitest";
import { python, root, run } from "./tools.js";

const runtime = join("generators", "python", "runtime");

it("Python runtime: ruff check and ruff format --check, zero findings", () => {
  const { python: py } = python();
  const lint = run(py, ["-m", "ruff", "check", "--no-cache", "--output-format", "concise", runtime], root);
  expect(lint.status, lint.output).toBe(0);
  const format = run(py, ["-m", "ruff", "format", "--no-cache", "--check", runtime], root);
  expect(format.status, format.output).toBe(0);
});
