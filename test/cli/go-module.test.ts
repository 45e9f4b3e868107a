/**
 * The agui Go module as `go get` would fetch it once `packages/agui/go/vX.Y.Z` is tagged: served
 * from a module proxy on disk at the module's version, fetched by the real go command into an
 * empty module, then built, vetted and run on an event.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";
import { publishModule } from "./go-proxy.js";

const moduleDir = join(repoRoot, "packages", "agui", "go");
const modulePath = /^module (\S+)$/m.exec(readFileSync(join(moduleDir, "go.mod"), "utf8"))?.[1] ?? "";
const config = JSON.parse(readFileSync(join(repoRoot, "canon.config.json"), "utf8")) as {
  modules: Record<string, { version: string }>;
};
const version = `v${config.modules["agui"]?.version ?? ""}`;

const program = `package main

import (
	"fmt"
	"os"

	agui "${modulePath}"
)

func main() {
	event, warnings, err := agui.ParseEvent([]byte(\`{"type":"TEXT_MESSAGE_START","messageId":"msg-1","role":"assistant"}\`))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	start, ok := event.(agui.TextMessageStartEvent)
	fmt.Println(event.EventTag(), ok, start.MessageID, len(warnings))
}
`;

let work: string;

/**
 * A fresh consumer module that fetches the agui module from `proxy`, with a module cache of its
 * own, so a module fetched by an earlier run or case cannot stand in for the one served now.
 */
function consumer(proxy: string): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(work, "consumer-"));
  // The disk proxy first; the module's own dependencies (json-patch) come from the usual proxy,
  // which is asked only for what the disk proxy does not hold.
  const upstream = process.env.GOPROXY ?? "https://proxy.golang.org";
  const env = {
    ...process.env,
    GOPROXY: `file://${proxy},${upstream}`,
    GOMODCACHE: join(dir, ".modcache"),
    GOFLAGS: "-mod=mod -modcacherw",
    GONOSUMDB: "*",
    GONOSUMCHECK: "1",
    GOSUMDB: "off",
    GOTOOLCHAIN: "local",
  };
  execFileSync("go", ["mod", "init", "example.com/consumer"], { cwd: dir, env, stdio: "ignore" });
  writeFileSync(join(dir, "main.go"), program);
  return { dir, env };
}

const goGet = ({ dir, env }: { dir: string; env: NodeJS.ProcessEnv }) =>
  spawnSync("go", ["get", `${modulePath}@${version}`], { cwd: dir, encoding: "utf8", env });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "canon-goproxy-"));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the agui Go module from a module proxy", () => {
  it("has a fetchable, domain-qualified module path and a release version", () => {
    expect(modulePath).toBe("github.com/canon-sdk/canon/packages/agui/go");
    expect(version).toMatch(/^v\d+\.\d+\.\d+$/);
  });

  it("is fetched with go get at its version, then builds, vets and parses an event", () => {
    const proxy = join(work, "proxy");
    publishModule(proxy, modulePath, version, moduleDir, "2026-01-01T00:00:00Z");
    const app = consumer(proxy);
    const { dir, env } = app;
    const get = goGet(app);
    expect(get.status, get.stderr).toBe(0);
    // One requirement, or a block beside the module's own dependencies (json-patch).
    const required = readFileSync(join(dir, "go.mod"), "utf8")
      .split("\n")
      .map((line) => line.replace(/^require\s+|^\s+|\s*\/\/.*$/g, ""));
    expect(required).toContain(`${modulePath} ${version}`);
    expect(readFileSync(join(dir, "go.sum"), "utf8")).toContain(`${modulePath} ${version} h1:`);
    // vet and build name only the consumer's package: the module cache lives in its folder.
    execFileSync("go", ["vet", "."], { cwd: dir, env, stdio: "inherit" });
    execFileSync("go", ["build", "-o", "consumer", "."], { cwd: dir, env, stdio: "inherit" });
    expect(execFileSync(join(dir, "consumer"), { encoding: "utf8" })).toBe("TEXT_MESSAGE_START true msg-1 0\n");
  }, 900_000);

  it("is refused when the zip is not laid out under <module>@<version>/ (the layout above is what Go checks)", () => {
    const proxy = join(work, "bad-proxy");
    publishModule(proxy, modulePath, version, moduleDir, "2026-01-01T00:00:00Z", "agui/");
    const get = goGet(consumer(proxy));
    expect(get.status).not.toBe(0);
    expect(get.stderr).toContain("has unexpected file agui/");
  }, 900_000);
});
