/** The module's self-contained schema: every normalized type under `$defs`, no external refs. */
import type { ModuleConfig } from "./config.js";
import { GENERATED_MARK } from "./generated.js";
import type { SchemaObject } from "./walk.js";

export function makeBundle(config: ModuleConfig, defs: Map<string, SchemaObject>): Record<string, unknown> {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $comment: `${GENERATED_MARK} from ${config.schemas}; do not edit`,
    title: `${config.name} ${config.version}`,
    description: config.description,
    $defs: Object.fromEntries(defs),
  };
}
