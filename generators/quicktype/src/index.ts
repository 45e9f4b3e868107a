/** Canon targets through quicktype-core, with Canon's own union glue per language. */
export { rustGenerator } from "./rust/index.js";
export { classifyInvalidVectors, type InvalidVerdict } from "./vector-verdicts.js";
export { javaGenerator } from "./java/index.js";
export { gluedGenerator, quicktypeLanguage, quicktypeTarget } from "./others/package.js";
import { gluedGenerator } from "./others/package.js";
export const kotlinGenerator = gluedGenerator("kotlin");
export const swiftGenerator = gluedGenerator("swift");
export const csharpGenerator = gluedGenerator("csharp");
export const dartGenerator = gluedGenerator("dart");
