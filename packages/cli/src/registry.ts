/** Every target the CLI can generate, as a static registry of generator objects. */
import { CanonError, diagnostic, type Generator, schemaGenerator } from "@canon/core";
import { docsGenerator } from "@canon/generator-docs";
import { typescriptGenerator } from "@canon/generator-typescript";
import { pythonGenerator } from "@canon/generator-python";
import { goGenerator } from "@canon/generator-go";
import { csharpGenerator, dartGenerator, javaGenerator, kotlinGenerator, quicktypeTarget, rustGenerator, swiftGenerator } from "@canon/generator-quicktype";

const generators: readonly Generator<never>[] = [
  schemaGenerator as Generator<never>,
  docsGenerator as Generator<never>,
  pythonGenerator as Generator<never>,
  typescriptGenerator as Generator<never>,
  goGenerator as Generator<never>,
  rustGenerator as Generator<never>,
  javaGenerator as Generator<never>,
  kotlinGenerator as Generator<never>,
  swiftGenerator as Generator<never>,
  csharpGenerator as Generator<never>,
  dartGenerator as Generator<never>,
];

export function targets(): string[] {
  return generators.map((g) => g.target);
}

export function generatorFor(target: string): Generator<unknown> {
  // Any other language quicktype knows: records and enums, with a warning about unions.
  const found = generators.find((g) => g.target === target) ?? quicktypeTarget(target);
  if (found === undefined) throw new CanonError([diagnostic("CANON404", `no generator for target "${target}" (registered: ${targets().join(", ")})`)]);
  return found as Generator<unknown>;
}
