/**
 * What the packages without a runtime of their own share (Rust, Java and the quicktype targets):
 * text helpers, package options, Maven heads, the README's "what the types cannot enforce" and
 * the verdicts on invalid vectors that section and the mirror tests are built from.
 */
export { bundledSchemaFile, commentLines, inlineName, joinLines, stringLiteral } from "./text.js";
export { effectiveShape } from "./effective.js";
export { classifyInvalidVectors, UNENFORCED_KEYWORDS, type InvalidVerdict } from "./vector-verdicts.js";
export { markdownHeader, skippedSection } from "./readme.js";
export { parsePackageOptions, type PackageOptions } from "./options.js";
export * from "./maven.js";
export { loadTestCorpus, testCorpusFile, type TestCorpus } from "./test-corpus.js";
