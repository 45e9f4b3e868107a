import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/fixtures/**"],
    // Suites here spawn real tools (the CLI, npm, tsc, go, python) whose duration depends on caches
    // and machine load: the timeouts only guard against a hung tool, they never measure speed.
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
  },
});
