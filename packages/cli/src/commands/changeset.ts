/**
 * `canon changeset [--module M] [--against git:HEAD]`: drafts `.changeset/<module>-<hash>.md`
 * with the bump the compat findings require (0.x policy applied) and the findings as its summary.
 * The hash of the content keeps names unique across branches, and rerunning idempotent.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CompatError, draftChangeset } from "@canon-sdk/compat";
import { effectiveBump } from "../release/bump.js";
import { releaseNames } from "../release/names.js";
import { COMPAT_EXIT, type CompatOptions, runCompare } from "./compat.js";

export async function changeset(
  root: string,
  against: string | undefined,
  o: CompatOptions & { readonly print?: boolean },
): Promise<number> {
  try {
    for (const { module, report } of await runCompare(root, against ?? "git:HEAD", ".", o)) {
      if (module === undefined) continue;
      if (report.findings.length === 0) {
        process.stdout.write(`${module.name}: no schema changes, no changeset needed\n`);
        continue;
      }
      const bump = effectiveBump(report.requiredBump, module.version);
      const text = draftChangeset({ ...report, requiredBump: bump }, await releaseNames(module), module.name);
      if (o.print === true) process.stdout.write(text);
      else {
        const file = join(
          ".changeset",
          `${module.name}-${createHash("sha256").update(text).digest("hex").slice(0, 8)}.md`,
        );
        mkdirSync(join(root, ".changeset"), { recursive: true });
        writeFileSync(join(root, file), text);
        process.stdout.write(`${module.name}: wrote ${file} (${bump})\n`);
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
