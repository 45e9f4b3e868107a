// Runs the generated crates' own tests: `cargo test` in every packages/*/rust, one after another
// (they share a machine).
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { finish, packages, run } from "../../../scripts/native-tests.mjs";

// One target folder for every crate, so serde is compiled once; it is ignored by git.
const cargoTarget = resolve(dirname(fileURLToPath(import.meta.url)), "../.cargo-target");

let ok = true;
for (const dir of packages("rust")) {
  if (!existsSync(join(dir, "Cargo.toml"))) continue;
  ok =
    run("cargo", ["test", "--quiet", "--", "--nocapture"], dir, { CARGO_TARGET_DIR: cargoTarget }, (l) =>
      /test result|running|vectors|FAILED|panicked|warning/.test(l),
    ) && ok;
}
finish(ok);
