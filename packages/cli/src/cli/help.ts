/** `canon --help` and `canon help <command>`. */
import { COMMANDS } from "./commands.js";
import { COMMON_OPTIONS, type CommandSpec, type OptionSpec } from "./spec.js";

function optionLine(name: string, o: OptionSpec): [string, string] {
  const flag = `${o.short === undefined ? "    " : `-${o.short}, `}--${name}${o.value === undefined ? "" : ` ${o.value}`}`;
  const choices = o.choices === undefined ? "" : ` [${o.choices.join("|")}]`;
  return [flag, `${o.help}${choices}`];
}

function table(rows: readonly [string, string][]): string {
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`).join("\n");
}

export function globalHelp(): string {
  return [
    "usage: canon <command> [options]",
    "",
    "commands:",
    table(COMMANDS.map((c) => [c.name, c.summary])),
    "",
    "options:",
    table([
      ["    --root DIR", COMMON_OPTIONS["root"]?.help ?? ""],
      ["-h, --help", "show this help; `canon help <command>` or `canon <command> --help` for a command"],
      ["-v, --version", "print the version of canon"],
    ]),
    "",
    "exit codes: 0 success, 1 problems found (lint, drift, invalid, breaking), 2 usage or error",
    "",
  ].join("\n");
}

export function commandHelp(c: CommandSpec): string {
  const options = { ...c.options, ...COMMON_OPTIONS };
  return [
    `usage: canon ${c.name}${c.args === "" ? "" : ` ${c.args}`} [options]`,
    "",
    `${c.summary}.${c.details === undefined ? "" : `\n${c.details}`}`,
    "",
    "options:",
    table(Object.entries(options).map(([name, o]) => optionLine(name, o))),
    "",
    `exit codes: ${c.exits}`,
    "",
  ].join("\n");
}
