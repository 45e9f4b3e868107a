/** Part 2 of the check-jsonschema suite (check-jsonschema.ts says how the schemas are shared out). */
import { checkJsonschemaPart } from "./check-jsonschema.js";

checkJsonschemaPart(2);
