/** Canon targets through quicktype-core, with Canon's own union glue per language. */
export { gluedGenerator, quicktypeLanguage, quicktypeTarget } from "./others/package.js";
import { gluedGenerator } from "./others/package.js";
export const kotlinGenerator = gluedGenerator("kotlin");
export const swiftGenerator = gluedGenerator("swift");
export const csharpGenerator = gluedGenerator("csharp");
export const dartGenerator = gluedGenerator("dart");
