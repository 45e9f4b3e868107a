#!/usr/bin/env node
// prepack of every tool package: npm ships a LICENSE only from the package's own folder, so the
// repository's LICENSE is copied there before packing (the copy is ignored by git).
import { copyFileSync } from "node:fs";
import { join } from "node:path";

copyFileSync(join(import.meta.dirname, "..", "LICENSE"), join(process.cwd(), "LICENSE"));
