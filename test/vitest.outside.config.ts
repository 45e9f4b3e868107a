import { defineConfig } from "vitest/config";

/**
 * The check-jsonschema suite alone (`pnpm test-outside`): its two parts side by side, while the
 * rest of the tests run in their own task (vitest.config.ts). It is most of the test time, and most
 * of its checkers (tsc, mypy, the generator) use one core.
 */
export default defineConfig({
  test: {
    include: ["outside/check-jsonschema-*.test.ts"],
    maxWorkers: 2,
    // No time limit, as in vitest.config.ts.
    testTimeout: 0,
    hookTimeout: 0,
  },
});
