// Runs the generated Maven projects' own tests: `mvn test` in every packages/*/java, one after another.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { finish, packages, run } from "../../../scripts/native-tests.mjs";

let ok = true;
for (const dir of packages("java")) {
  if (!existsSync(join(dir, "pom.xml"))) continue;
  ok =
    run("mvn", ["-B", "--no-transfer-progress", "test"], dir, {}, (l) =>
      /Tests run:|vectors|BUILD|ERROR|FAIL/.test(l),
    ) && ok;
}
finish(ok);
