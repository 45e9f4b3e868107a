import { defineConfig } from "vitest/config";

// These tests run gofmt, go vet and go test: their duration depends on the Go build cache and on
// machine load, so the timeout is only a guard against a hung toolchain, never a speed check.
export default defineConfig({ test: { include: ["test/**/*.test.ts"], testTimeout: 30 * 60_000 } });
