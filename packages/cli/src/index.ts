export { generatorFor, targets } from "./registry.js";
export { generateAll } from "./commands/generate.js";
