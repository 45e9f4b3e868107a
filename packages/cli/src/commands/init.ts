/**
 * `canon init [--schema DIR] [--name M] [--target T,…]`: a canon.config.json for a folder of
 * schemas, with the authoring rules a new project has not met yet (titles, descriptions, vectors)
 * turned off, so `canon lint` can gate CI from the first day. Never overwrites a config.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adhocModule, CONFIG_FILE, diagnostic, CanonError } from "@canon-sdk/core";
import { EXIT } from "../io.js";

export interface InitOptions {
  readonly schema?: string;
  readonly name?: string;
  readonly targets?: string;
}

export function init(cwd: string, options: InitOptions): number {
  const path = join(cwd, CONFIG_FILE);
  if (existsSync(path))
    throw new CanonError([diagnostic("CANON401", `${CONFIG_FILE} already exists; edit it instead`, CONFIG_FILE)]);
  const targets = (options.targets ?? "typescript,python,go")
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  const module = adhocModule(cwd, options.schema ?? "schemas", {
    targets,
    ...(options.name === undefined ? {} : { name: options.name }),
  });
  const { name, include, ...settings } = module;
  const config = { modules: { [name]: { ...settings, ...(include === undefined ? {} : { include }) } } };
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  process.stderr.write(
    `canon init: wrote ${CONFIG_FILE} with module "${name}" (schemas ${module.schemas}; targets ${targets.join(", ")})\n`,
  );
  return EXIT.ok;
}
