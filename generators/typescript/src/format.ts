/**
 * Formatting inside generation: every TypeScript file a package gets is run through Biome's
 * formatter (its WebAssembly build, in process: no binary, no files, no config lookup), so the
 * committed output is exactly what `biome format` writes with these settings and `canon check`
 * compares formatted text. The settings are those of the repository's biome.jsonc; a generated
 * package carries them in its own biome.jsonc, so `biome format` there agrees (test/lint checks it).
 */
import { createRequire } from "node:module";
import type { Biome as BiomeApi } from "@biomejs/js-api/nodejs";

/** The formatter settings, as written into each package's biome.jsonc. */
export const FORMATTER = {
  formatter: { enabled: true, indentStyle: "space", indentWidth: 2, lineWidth: 120, lineEnding: "lf" },
  javascript: {
    formatter: { quoteStyle: "double", semicolons: "always", trailingCommas: "all", arrowParentheses: "always" },
  },
} as const;

/** The largest file Biome formats, here and in each package's biome.jsonc (16 MiB). */
export const MAX_FORMATTED_SIZE = 16 * 1024 * 1024;

const require = createRequire(import.meta.url);
let session: { biome: BiomeApi; projectKey: number } | undefined;

/** One Biome workspace per process, opened on first use (loading the WebAssembly takes ~0.1 s). */
function biome(): { biome: BiomeApi; projectKey: number } {
  if (session !== undefined) return session;
  const { Biome } = require("@biomejs/js-api/nodejs") as typeof import("@biomejs/js-api/nodejs");
  const instance = new Biome();
  const { projectKey } = instance.openProject();
  // Biome refuses files over 1 MiB by default; the validators of a large schema (renovate's,
  // azure-pipelines') are several MiB, and the package's biome.jsonc allows the same size.
  instance.applyConfiguration(projectKey, { ...FORMATTER, files: { maxSize: MAX_FORMATTED_SIZE } });
  session = { biome: instance, projectKey };
  return session;
}

/**
 * The text as Biome formats it, or as emitted when it is beyond MAX_FORMATTED_SIZE; `path` only
 * tells Biome the language (TypeScript, JSON). Emitted text that does not parse is a generator bug.
 */
export function formatWithBiome(path: string, content: string): string {
  const { biome: instance, projectKey } = biome();
  // The ajv validators of a very large schema (renovate's are 27 MB) are written as emitted:
  // Biome's WebAssembly build would take minutes and gigabytes on them.
  if (content.length > MAX_FORMATTED_SIZE) return content;
  const result = instance.formatContent(projectKey, content, { filePath: path });
  if (result.diagnostics.length > 0) {
    const first = result.diagnostics[0] as { description?: string; message?: unknown };
    throw new Error(`${path}: Biome cannot format the emitted code: ${first.description ?? JSON.stringify(first)}`);
  }
  return result.content;
}
