/**
 * What a browser application pays for importing one symbol of a generated TypeScript package:
 * esbuild bundles an entry that imports only that symbol (minified, for the browser, with code
 * splitting so that a dynamic import becomes its own chunk, as every web bundler does), and the
 * bytes loaded up front — the entry plus the chunks it imports statically — must stay under a
 * budget. A second lane proves that no generated module has a top-level side effect: with every
 * file declared side-effectful, importing a package for its effects alone must bundle to nothing.
 */
import { build, type Metafile, type Plugin } from "esbuild";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

/** Budgets in bytes (1 KB = 1000 bytes) for symbols of @canon-sdk/agui, the largest module. */
const budgets: readonly [string, number][] = [
  ["validateTextPart", 10_000],
  ["isEvent", 40_000],
  ["parseEvent", 60_000],
];

interface Bundle {
  readonly upFront: number;
  readonly lazy: number;
}

async function bundle(contents: string, plugins: Plugin[] = []): Promise<{ bundle: Bundle; eagerText: string }> {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: "js" },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    splitting: true,
    outdir: "out",
    write: false,
    metafile: true,
    logLevel: "silent",
    plugins,
  });
  const outputs = (result.metafile as Metafile).outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint !== undefined) as string;
  // The entry and everything it reaches through static imports is loaded before the first call.
  const eager = new Set<string>();
  const visit = (name: string): void => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const imported of outputs[name]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(entry);
  const size = (names: string[]): number => names.reduce((sum, name) => sum + (outputs[name]?.bytes ?? 0), 0);
  const all = Object.keys(outputs).filter((name) => name.endsWith(".js"));
  const eagerText = result.outputFiles
    .filter((f) => [...eager].some((name) => f.path.endsWith(name)))
    .map((f) => f.text)
    .join("\n");
  return { bundle: { upFront: size([...eager]), lazy: size(all.filter((name) => !eager.has(name))) }, eagerText };
}

describe("one symbol of @canon-sdk/agui, bundled for the browser", () => {
  it.each(budgets)("%s loads at most its budget up front", async (symbol, budget) => {
    const { bundle: measured } = await bundle(
      `import { ${symbol} } from "@canon-sdk/agui"; globalThis.use = ${symbol};`,
    );
    expect(
      measured.upFront,
      `${symbol}: ${measured.upFront} bytes up front (${measured.lazy} lazily)`,
    ).toBeLessThanOrEqual(budget);
    expect(measured.upFront).toBeGreaterThan(0);
  });

  it("the detailed validators behind parseEvent are a lazily loaded chunk", async () => {
    const { bundle: measured } = await bundle(
      `import { parseEvent } from "@canon-sdk/agui"; globalThis.use = parseEvent;`,
    );
    // The ajv validators of every event type are far larger than the parser; they must exist, but lazily.
    expect(measured.lazy).toBeGreaterThan(measured.upFront);
  });
});

/** Marks every file as having side effects, so that only the code itself can be dropped. */
const everythingSideEffectful: Plugin = {
  name: "everything-side-effectful",
  setup(on) {
    on.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      // What is imported on demand runs only when asked for; it is not part of loading the package.
      if (args.kind === "dynamic-import") return { path: args.path, external: true };
      return { path: require.resolve(args.path, { paths: [args.resolveDir] }), sideEffects: true };
    });
  },
};

describe.each(["@canon-sdk/agui", "@canon-sdk/openwop", "@canon-sdk/meup"])("%s", (pkg) => {
  it("has no top-level side effects: imported for its effects alone, it bundles to nothing", async () => {
    const { eagerText } = await bundle(`import ${JSON.stringify(pkg)};`, [everythingSideEffectful]);
    expect(eagerText.replace(/"use strict";/g, "").trim()).toBe("");
  });

  it("declares itself side-effect free to bundlers", () => {
    expect((require(`${pkg}/package.json`) as { sideEffects?: unknown }).sideEffects).toBe(false);
  });
});

describe("a parser's rejection", () => {
  it("names the type at once and lists every problem through explain(), loaded on demand", async () => {
    const { parseEvent } = await import("@canon-sdk/agui");
    const result = parseEvent('{"type":"TEXT_MESSAGE_START","messageId":7}', { mode: "strict" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([{ path: "", keyword: "schema", message: expect.stringContaining("Event") }]);
    const issues = await result.explain();
    expect(issues.map((i) => [i.path, i.keyword])).toContainEqual(["/messageId", "type"]);
    expect(JSON.parse(JSON.stringify(result))).toEqual({ ok: false, errors: result.errors, warnings: [] });
  });
});
