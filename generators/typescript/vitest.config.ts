import { defineConfig } from "vitest/config";

// No time limit: these tests run real toolchains whose duration depends on caches and machine load,
// so a test never fails for being slow; a hung tool is caught by the CI job's own time limit.
export default defineConfig({ test: { include: ["test/**/*.test.ts"], testTimeout: 0, hookTimeout: 0 } });
