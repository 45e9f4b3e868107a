import { defineConfig } from "vitest/config";

// Timing depends on machine load (a busy CI machine is several times slower than a quiet one):
// the timeout only guards against a hang, it never measures speed.
export default defineConfig({ test: { include: ["test/**/*.test.ts"], testTimeout: 30 * 60_000, hookTimeout: 30 * 60_000 } });
