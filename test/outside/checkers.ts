/** Running a language's checker or test runner on a generated package, as the outside suites do. */
import { execFileSync } from "node:child_process";

/** Runs a checker; a failure carries its whole output so the test report says what broke. */
export function check(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: "pipe", env });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}
