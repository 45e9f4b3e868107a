// Parses the generated C# and Dart with tree-sitter grammars (WebAssembly builds from npm, so
// nothing is compiled here) and fails on any ERROR or MISSING node. This is syntax only: no
// compiler for either language is installable on the machines the tests run on.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Language, Parser } from "web-tree-sitter";

const require = createRequire(import.meta.url);
const GRAMMARS = {
  csharp: require.resolve("tree-sitter-c-sharp/tree-sitter-c_sharp.wasm"),
  dart: require.resolve("tree-sitter-dart/tree-sitter-dart.wasm"),
};

/**
 * tree-sitter-dart predates Dart 3's class modifiers, so `sealed class` and `final class` are read
 * as `abstract class` and `class` (line numbers stay exact); everything else is parsed as written.
 */
const PREPARE = {
  csharp: (text) => text,
  dart: (text) => text.replace(/^sealed class /gm, "abstract class ").replace(/^final class /gm, "class "),
};

/** Returns one line per syntax error in `file`, at most `limit`. */
function syntaxErrors(parser, file, prepare, limit = 5) {
  const tree = parser.parse(prepare(readFileSync(file, "utf8")));
  const errors = [];
  const walk = (node) => {
    if (errors.length >= limit) return;
    if (node.isError || node.isMissing) {
      errors.push(
        `${file}:${node.startPosition.row + 1}:${node.startPosition.column + 1}: ${node.isMissing ? `missing ${node.type}` : `cannot parse "${node.text.slice(0, 60)}"`}`,
      );
      return;
    }
    if (node.hasError) for (const child of node.children) walk(child);
  };
  walk(tree.rootNode);
  return errors;
}

/** Parses `files` as `language`; prints a verdict line and returns whether all parsed cleanly. */
export async function checkSyntax(language, files) {
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(GRAMMARS[language]));
  const errors = files.flatMap((file) => syntaxErrors(parser, file, PREPARE[language]));
  process.stdout.write(
    `${language}: ${files.length} files parsed by tree-sitter, ${errors.length === 0 ? "no syntax errors" : `syntax errors:\n${errors.join("\n")}`}\n`,
  );
  return errors.length === 0 && files.length > 0;
}
