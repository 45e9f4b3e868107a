/**
 * The `canon` command: a thin adapter from arguments to the core's and generators' APIs.
 * Only the command that runs is loaded, so help, version and compat start fast.
 */
import { readFileSync } from "node:fs";
import { parseCommandArgs } from "./cli/args.js";
import { COMMANDS, findCommand } from "./cli/commands.js";
import { commandHelp, globalHelp } from "./cli/help.js";
import { paint } from "./cli/style.js";
import { didYouMean } from "./cli/suggest.js";
import { EXIT, findRoot, UsageError } from "./io.js";

function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}

async function run(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    process.stderr.write(globalHelp());
    return EXIT.usage;
  }
  if (first === "--help" || first === "-h") return print(globalHelp());
  if (first === "--version" || first === "-v") return print(`${cliVersion()}\n`);
  if (first === "help") {
    const topic = rest[0];
    if (topic === undefined) return print(globalHelp());
    return print(commandHelp(commandOrThrow(topic)));
  }
  if (first.startsWith("-")) throw new UsageError(`put the command first: canon <command> ${argv.join(" ")}`);
  const command = commandOrThrow(first);
  const { values, positionals } = parseCommandArgs(command, rest);
  if (values["help"] === true) return print(commandHelp(command));
  const rootPolicy = typeof command.root === "function" ? command.root(values) : (command.root ?? "required");
  const start = typeof values["root"] === "string" ? values["root"] : process.cwd();
  return command.run(
    rootPolicy === "never" ? process.cwd() : rootPolicy === "optional" ? rootOrHere(start) : findRoot(start),
    values,
    positionals,
  );
}

function rootOrHere(start: string): string {
  try {
    return findRoot(start);
  } catch {
    return start;
  }
}

function commandOrThrow(name: string) {
  const command = findCommand(name);
  if (command === undefined)
    throw new UsageError(
      `unknown command "${name}"${didYouMean(
        name,
        COMMANDS.map((c) => c.name),
      )}`,
    );
  return command;
}

function print(text: string): number {
  process.stdout.write(text);
  return EXIT.ok;
}

/** Codes that mean "you asked for something that does not exist", not "your schemas have problems". */
const USAGE_CODES = new Set(["CANON402", "CANON403", "CANON404"]);

async function fail(error: unknown): Promise<number> {
  if (error instanceof UsageError) {
    const help = error.command === undefined ? "canon --help" : `canon help ${error.command}`;
    process.stderr.write(`${paint(process.stderr, "red", "canon:")} ${error.message}\nrun \`${help}\` for usage\n`);
    return EXIT.usage;
  }
  const { CanonError } = await import("@canon-sdk/core");
  if (error instanceof CanonError) {
    const { printDiagnostics } = await import("./output/diagnostics.js");
    printDiagnostics(error.diagnostics, "text");
    return error.diagnostics.every((d) => USAGE_CODES.has(d.code)) ? EXIT.usage : EXIT.problems;
  }
  throw error;
}

// A reader that stops early (`canon compat … | head -1`) is not an error: the rest of the output
// is dropped silently and the command still ends with its own exit code.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
    stream.write = (() => true) as typeof stream.write;
  });
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  process.exitCode = await fail(error);
}
