/**
 * ajv, its plugins, recheck and jsonc-parser, loaded on first use. They are CommonJS, so a
 * synchronous require keeps every caller synchronous; importing the core (as `canon --help` and
 * `canon compat` do) then costs none of them until a schema is read, validated or a pattern checked.
 */
import { createRequire } from "node:module";
import type { Ajv } from "ajv";
import type { Ajv2019 } from "ajv/dist/2019.js";
import type { Ajv2020 } from "ajv/dist/2020.js";
import type * as JsoncParser from "jsonc-parser";
import type * as Recheck from "recheck";

const require = createRequire(import.meta.url);

type Plugin = (ajv: never) => unknown;

export const ajvClass = (): typeof Ajv => (require("ajv") as { Ajv: typeof Ajv }).Ajv;
export const ajv2019Class = (): typeof Ajv2019 => (require("ajv/dist/2019.js") as { Ajv2019: typeof Ajv2019 }).Ajv2019;
export const ajv2020Class = (): typeof Ajv2020 => (require("ajv/dist/2020.js") as { Ajv2020: typeof Ajv2020 }).Ajv2020;
/** ajv-draft-04 exports an Ajv subclass with the same constructor and methods. */
export const ajvDraft04Class = (): typeof Ajv => (require("ajv-draft-04") as { default: typeof Ajv }).default;
export const addFormats = <T>(ajv: T): T => {
  (require("ajv-formats") as { default: Plugin }).default(ajv as never);
  return ajv;
};
/**
 * recheck's `checkSync` runs its analysis in a worker thread through synckit unless told otherwise;
 * that worker's reply can go missing under load (synckit 0.9 then throws a TypeError from inside
 * the handshake). The analysis is the same pure code either way, so it runs in this thread.
 */
export const recheck = (): typeof Recheck => {
  process.env.RECHECK_SYNC_BACKEND = "pure";
  return require("recheck") as typeof Recheck;
};
/** The JSON reader with positions (its UMD build is CommonJS). */
export const jsoncParser = (): typeof JsoncParser => require("jsonc-parser") as typeof JsoncParser;
/** JSON files bundled with ajv (the draft-06 meta-schema). */
export const ajvFile = (path: string): object => require(path) as object;
