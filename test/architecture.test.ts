/**
 * ARCHITECTURE.md's package drawing must match the code: the edges it lists are exactly the
 * `@canon-sdk/*` dependencies of each tool package, and every `@canon-sdk/*` import in a package's
 * sources is one of its listed edges.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const toolPackages = ["generators/core", "generators/docs", "generators/go", "generators/java", "generators/python", "generators/quicktype", "generators/rust", "generators/typescript", "packages/cli", "packages/compat"];

function documentedEdges(): Map<string, Set<string>> {
  const text = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");
  const edges = new Map<string, Set<string>>();
  for (const match of text.matchAll(/^- `(@canon-sdk\/[\w-]+)` → (.+)$/gm)) {
    const targets = [...(match[2] as string).matchAll(/`(@canon-sdk\/[\w-]+)`/g)].map((m) => m[1] as string);
    edges.set(match[1] as string, new Set(targets));
  }
  return edges;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => join(e.parentPath, e.name));
}

describe("ARCHITECTURE.md", () => {
  const edges = documentedEdges();

  it("lists every tool package", () => {
    const names = toolPackages.map((p) => JSON.parse(readFileSync(join(root, p, "package.json"), "utf8")).name as string);
    expect([...edges.keys()].sort()).toEqual(names.sort());
  });

  for (const dir of toolPackages) {
    it(`matches the dependencies and imports of ${dir}`, () => {
      const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((d) => d.startsWith("@canon-sdk/"));
      const documented = edges.get(manifest.name) ?? new Set<string>();
      expect(declared.sort()).toEqual([...documented].sort());
      const imported = new Set<string>();
      for (const file of sourceFiles(join(root, dir, "src"))) {
        for (const m of readFileSync(file, "utf8").matchAll(/(?:from |import\()\s*"(@canon-sdk\/[\w-]+)/g)) imported.add(m[1] as string);
      }
      imported.delete(manifest.name);
      for (const name of imported) expect(documented.has(name), `${dir} imports ${name}, which ARCHITECTURE.md does not list`).toBe(true);
    });
  }
});
