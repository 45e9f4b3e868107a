/**
 * `canon changeset [--module M] [--against git:HEAD]`: drafts `.changeset/<module>-compat.md`
 * with the bump the compat findings require and the findings as its summary.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CompatError, draftChangeset } from "@canon/compat";
import { runCompare, type CompatOptions, COMPAT_EXIT } from "./compat.js";

export function changeset(root: string, against: string | undefined, o: CompatOptions & { readonly print?: boolean }): number {
  try {
    for (const { module, report } of runCompare(root, against ?? "git:HEAD", ".", o)) {
      if (module === undefined) continue;
      if (report.findings.length === 0) {
        process.stdout.write(`${module.name}: no schema changes, no changeset needed\n`);
        continue;
      }
      const text = draftChangeset(report, [`@canon/${module.name}`], module.name);
      if (o.print === true) process.stdout.write(text);
      else {
        const file = join(".changeset", `${module.name}-compat.md`);
        writeFileSync(join(root, file), text);
        process.stdout.write(`${module.name}: wrote ${file} (${report.requiredBump})\n`);
      }
    }
    return COMPAT_EXIT.compatible;
  } catch (error) {
    if (error instanceof CompatError) {
      process.stderr.write(`canon: ${error.code}: ${error.message}\n`);
      return COMPAT_EXIT.error;
    }
    throw error;
  }
}
