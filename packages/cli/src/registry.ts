/**
 * Every target the CLI can generate. Each entry loads its generator package only when a module
 * asks for that target, so `canon --help`, `canon compat` and `canon lint` import none of them.
 */
import type { Generator } from "@canon-sdk/core";

type Loader = () => Promise<Generator<unknown>>;

const quicktype = () => import("@canon-sdk/generator-quicktype");

const loaders: Readonly<Record<string, Loader>> = {
  schema: async () => (await import("@canon-sdk/core")).schemaGenerator as Generator<unknown>,
  docs: async () => (await import("@canon-sdk/generator-docs")).docsGenerator as Generator<unknown>,
  python: async () => (await import("@canon-sdk/generator-python")).pythonGenerator as Generator<unknown>,
  typescript: async () => (await import("@canon-sdk/generator-typescript")).typescriptGenerator as Generator<unknown>,
  go: async () => (await import("@canon-sdk/generator-go")).goGenerator as Generator<unknown>,
  rust: async () => (await import("@canon-sdk/generator-rust")).rustGenerator as Generator<unknown>,
  java: async () => (await import("@canon-sdk/generator-java")).javaGenerator as Generator<unknown>,
  kotlin: async () => (await quicktype()).kotlinGenerator as Generator<unknown>,
  swift: async () => (await quicktype()).swiftGenerator as Generator<unknown>,
  csharp: async () => (await quicktype()).csharpGenerator as Generator<unknown>,
  dart: async () => (await quicktype()).dartGenerator as Generator<unknown>,
};

/** The targets with a generator of their own (any other quicktype language works too). */
export function targets(): string[] {
  return Object.keys(loaders);
}

export async function generatorFor(target: string): Promise<Generator<unknown>> {
  const load = loaders[target];
  if (load !== undefined) return load();
  // Any other language quicktype knows: records and enums, with a warning about unions.
  const found = (await quicktype()).quicktypeTarget(target);
  if (found !== undefined) return found as Generator<unknown>;
  const { CanonError, diagnostic } = await import("@canon-sdk/core");
  throw new CanonError([
    diagnostic("CANON404", `no generator for target "${target}" (registered: ${targets().join(", ")})`),
  ]);
}
