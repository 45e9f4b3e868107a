/** Per-command argument parsing: unknown options, missing values and bad choices are usage errors. */
import { parseArgs } from "node:util";
import { UsageError } from "../io.js";
import { COMMANDS } from "./commands.js";
import { COMMON_OPTIONS, type CommandSpec, type Values } from "./spec.js";
import { didYouMean } from "./suggest.js";

export function parseCommandArgs(c: CommandSpec, argv: readonly string[]): { values: Values; positionals: string[] } {
  const options = { ...c.options, ...COMMON_OPTIONS };
  const config = Object.fromEntries(
    Object.entries(options).map(([name, o]) => [
      name,
      { type: o.type, ...(o.short === undefined ? {} : { short: o.short }) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: config, allowPositionals: true, strict: true });
  } catch (error) {
    throw explain(c, error as Error & { code?: string }, Object.keys(options));
  }
  for (const [name, o] of Object.entries(options)) {
    const value = parsed.values[name];
    if (o.choices !== undefined && typeof value === "string" && !o.choices.includes(value)) {
      throw new UsageError(
        `--${name} must be one of ${o.choices.join(", ")}, not "${value}"${didYouMean(value, o.choices)}`,
        c.name,
      );
    }
  }
  return { values: parsed.values as Values, positionals: parsed.positionals };
}

function explain(c: CommandSpec, error: Error & { code?: string }, known: readonly string[]): Error {
  if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const option = /'(-{1,2}[^'\s]+)'/.exec(error.message)?.[1] ?? "";
    const name = option.replace(/^-+/, "").replace(/=.*$/, "");
    const elsewhere = COMMANDS.filter((other) => other !== c && name in other.options).map((other) => other.name);
    const hint =
      elsewhere.length > 0 ? ` (it is an option of ${elsewhere.join(", ")})` : didYouMean(name, known, (s) => `--${s}`);
    return new UsageError(`${c.name}: unknown option ${option}${hint}`, c.name);
  }
  if (error.code?.startsWith("ERR_PARSE_ARGS") === true) return new UsageError(`${c.name}: ${error.message}`, c.name);
  return error;
}
