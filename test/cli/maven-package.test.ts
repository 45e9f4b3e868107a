/**
 * Maven Central takes a jar only with its `-sources` and `-javadoc` jars: the agui Java and
 * Kotlin projects build all three with `mvn package`, under distinct coordinates.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../foundation/workspace.js";

describe.each([
  ["java", "canon-agui-1.1.0"],
  ["kotlin", "canon-agui-kotlin-1.1.0"],
])("agui %s", (target, artifact) => {
  it("packages the jar, the sources jar and the javadoc jar", () => {
    // A copy, so the build's target/ folder never lands in the repository.
    const dir = join(mkdtempSync(join(tmpdir(), `canon-maven-${target}-`)), target);
    cpSync(join(repoRoot, "packages", "agui", target), dir, {
      recursive: true,
      filter: (src) => !src.includes(`${target}/target`),
    });
    execFileSync("mvn", ["-B", "-q", "-DskipTests", "package"], { cwd: dir, stdio: "inherit" });
    for (const suffix of ["", "-sources", "-javadoc"])
      expect(existsSync(join(dir, "target", `${artifact}${suffix}.jar`)), `${artifact}${suffix}.jar`).toBe(true);
  }, 900_000);
});
