/** Writes docs/compat-rules.md from the rules catalog (the test in test/compat fails on drift). */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderRulesDoc } from "../dist/index.js";

writeFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "compat-rules.md"), renderRulesDoc());
