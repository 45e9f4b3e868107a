export { compare, compareSync, compareSets, loadApiCategory } from "./compare.js";
export { loadSchemaSet, type SchemaInput, type SchemaSet } from "./documents.js";
export { RULES, KINDS, type Rule, type Verdict } from "./rules.js";
export { renderRulesDoc } from "./rules-doc.js";
export * from "./types.js";
export { formatReport, FORMATS, type Format } from "./format/index.js";
export { readSide, type Side, type SideContext } from "./sides.js";
export { checkChangesets, draftChangeset, type ChangesetProblem } from "./changesets.js";
