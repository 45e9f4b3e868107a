import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/fixtures/**"],
    // No time limit: suites here spawn real tools (the CLI, npm, tsc, go, python) whose duration
    // depends on caches and machine load, so a test never fails for being slow; a hung tool is
    // caught by the CI job's own time limit.
    testTimeout: 0,
    hookTimeout: 0,
  },
});
