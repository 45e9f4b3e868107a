// Runs the generated packages' own tests: `mvn test` in every packages/*/kotlin (the Rust and Java
// packages are tested by generators/rust and generators/java), then the
// checks that are possible for the languages without an installable compiler: C# and Dart are
// parsed by tree-sitter. Swift is type-checked by test/swift-typecheck.test.ts, which reports
// itself skipped when no Swift toolchain is on PATH; no test installs system packages.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { finish, packages, run } from "../../../scripts/native-tests.mjs";
import { checkSyntax } from "./syntax-check.mjs";

const here = dirname(fileURLToPath(import.meta.url));

let ok = true;
// The Kotlin packages build in one Maven reactor (three at once) from a throwaway aggregator POM:
// the Kotlin compiler is slow to start, and one process downloads the plugins once.
const kotlin = packages("kotlin").filter((dir) => existsSync(join(dir, "pom.xml")));
if (kotlin.length > 0) {
  const reactor = mkdtempSync(join(tmpdir(), "canon-kotlin-"));
  const modules = kotlin.map((dir) => `<module>${relative(reactor, dir)}</module>`).join("");
  writeFileSync(
    join(reactor, "pom.xml"),
    `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>org.canon</groupId><artifactId>kotlin-packages</artifactId><version>0</version><packaging>pom</packaging><modules>${modules}</modules></project>\n`,
  );
  ok =
    run("mvn", ["-B", "--no-transfer-progress", "-T", "3", "-f", join(reactor, "pom.xml"), "test"], here, {}, (l) =>
      /Tests run:|vectors|BUILD|ERROR|FAIL|warning:/.test(l),
    ) && ok;
  rmSync(reactor, { recursive: true, force: true });
}

const files = (language, pattern) =>
  packages(language)
    .flatMap((dir) => listFiles(dir))
    .filter((f) => pattern.test(f))
    .sort();
ok = (await checkSyntax("csharp", files("csharp", /\.cs$/))) && ok;
ok = (await checkSyntax("dart", files("dart", /\.dart$/))) && ok;

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

finish(ok);
