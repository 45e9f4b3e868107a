/**
 * ARCHITECTURE.md's package drawing must match the code: the edges it lists are exactly the
 * `@canon-sdk/*` dependencies of each tool package, and every `@canon-sdk/*` import in a package's
 * sources is one of its listed edges.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const toolPackages = [
  "generators/core",
  "generators/docs",
  "generators/go",
  "generators/java",
  "generators/python",
  "generators/quicktype",
  "generators/rust",
  "generators/typescript",
  "packages/cli",
  "packages/compat",
];

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

/** The drawing: the first fenced block of the packages section. */
function drawing(): string {
  const text = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");
  const section = text.slice(text.indexOf("## Packages and who imports whom"));
  return section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3));
}

/** What the drawing says a workspace package outside the tool (tests, bench) imports, by short name. */
function drawnImports(name: string): string[] {
  const line = new RegExp(`^${name} \\(\\w+/\\) imports (.+)$`, "m").exec(drawing());
  if (line === null) return [];
  const words = (line[1] as string).match(/[\w-]+/g) ?? [];
  return words.filter((w) => !["and", "the", "generated", "canon-sdk"].includes(w)).map((w) => `@canon-sdk/${w}`);
}

const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

describe("ARCHITECTURE.md", () => {
  const edges = documentedEdges();

  it("draws a box for every tool package", () => {
    const drawn = drawing();
    for (const dir of toolPackages) {
      const name = manifestOf(dir).name;
      const short = name.replace("@canon-sdk/generator-", "-");
      expect(
        drawn.includes(name) || new RegExp(`(?<![\\w-])${short}(?![\\w-])`).test(drawn),
        `${name} is not in the drawing`,
      ).toBe(true);
    }
  });

  for (const dir of ["test", "bench"]) {
    it(`says what ${dir}/ imports`, () => {
      const manifest = manifestOf(dir);
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((d) =>
        d.startsWith("@canon-sdk/"),
      );
      expect(drawnImports(manifest.name).sort()).toEqual(declared.sort());
    });
  }

  it("lists every tool package", () => {
    const names = toolPackages.map(
      (p) => JSON.parse(readFileSync(join(root, p, "package.json"), "utf8")).name as string,
    );
    expect([...edges.keys()].sort()).toEqual(names.sort());
  });

  for (const dir of toolPackages) {
    it(`matches the dependencies and imports of ${dir}`, () => {
      const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((d) =>
        d.startsWith("@canon-sdk/"),
      );
      const documented = edges.get(manifest.name) ?? new Set<string>();
      expect(declared.sort()).toEqual([...documented].sort());
      const imported = new Set<string>();
      for (const file of sourceFiles(join(root, dir, "src"))) {
        for (const m of readFileSync(file, "utf8").matchAll(/(?:from |import\()\s*"(@canon-sdk\/[\w-]+)/g))
          imported.add(m[1] as string);
      }
      imported.delete(manifest.name);
      for (const name of imported)
        expect(documented.has(name), `${dir} imports ${name}, which ARCHITECTURE.md does not list`).toBe(true);
    });
  }
});
