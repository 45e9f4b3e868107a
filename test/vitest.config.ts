import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    // The check-jsonschema suite is its own task (vitest.outside.config.ts), run beside this one.
    exclude: ["**/node_modules/**", "**/fixtures/**", "outside/check-jsonschema-*.test.ts"],
    // No time limit: suites here spawn real tools (the CLI, npm, tsc, go, python) whose duration
    // depends on caches and machine load, so a test never fails for being slow; a hung tool is
    // caught by the CI job's own time limit.
    testTimeout: 0,
    hookTimeout: 0,
  },
});
