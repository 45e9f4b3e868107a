export { blockCommentText, javaCommentText, pythonDocstringText } from "./comments.js";
export {
  dropUnusedGoFuncs,
  goCodeOnly,
  goImportBlock,
  goResolveUses,
  goStructTag,
  goUse,
} from "./go.js";
export { pythonCodeOnly, pythonImportBlock, tidyPythonImports, type PythonImport } from "./python.js";
export { fitPythonLine, fitPythonLines, pythonLineWidth } from "./python-lines.js";
