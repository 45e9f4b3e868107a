/**
 * The patterns a generated runtime may meet (every `pattern` value and `patternProperties` name
 * of the bundle and of the parts beyond the types), each with its spelling for the runtime's
 * engine (pattern-engines.ts, pattern-python-re.ts): written beside the runtime, so that it looks
 * a pattern up instead of translating it, and one translator, tested once, serves every language.
 */
import { isSchemaObject, walkSchema } from "./walk.js";

export function patternSpellings(
  schemas: Iterable<unknown>,
  spell: (pattern: string) => string,
): Record<string, string> {
  const found = new Set<string>();
  for (const schema of schemas)
    walkSchema(schema, "", (node) => {
      if (typeof node["pattern"] === "string") found.add(node["pattern"]);
      if (isSchemaObject(node["patternProperties"]))
        for (const name of Object.keys(node["patternProperties"])) found.add(name);
    });
  return Object.fromEntries([...found].sort().map((pattern) => [pattern, spell(pattern)]));
}
