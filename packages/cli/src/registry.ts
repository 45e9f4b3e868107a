/** Every target the CLI can generate, as a static registry of generator objects. */
import { CanonError, diagnostic, type Generator, schemaGenerator } from "@canon/core";
import { docsGenerator } from "@canon/generator-docs";

const generators: readonly Generator<never>[] = [
  schemaGenerator as Generator<never>,
  docsGenerator as Generator<never>,
];

export function targets(): string[] {
  return generators.map((g) => g.target);
}

export function generatorFor(target: string): Generator<unknown> {
  const found = generators.find((g) => g.target === target);
  if (found === undefined) throw new CanonError([diagnostic("CANON404", `no generator for target "${target}" (registered: ${targets().join(", ")})`)]);
  return found as Generator<unknown>;
}
