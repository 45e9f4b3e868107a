import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/fixtures/**"],
    // Suites here spawn real tools (the CLI, npm, tsc); give them room without timing anything.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
