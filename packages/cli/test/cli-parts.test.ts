import { describe, expect, it } from "vitest";
import { parseCommandArgs } from "../src/cli/args.js";
import { COMMANDS, findCommand } from "../src/cli/commands.js";
import { commandHelp, globalHelp } from "../src/cli/help.js";
import { progressFor } from "../src/cli/progress.js";
import { useColour } from "../src/cli/style.js";
import { closest } from "../src/cli/suggest.js";
import { bumpVersion, effectiveBump } from "../src/release/bump.js";

const command = (name: string) => findCommand(name) ?? expect.unreachable(`no ${name}`);

describe("did you mean", () => {
  it("suggests near misses and nothing for unrelated words", () => {
    expect(closest("lnt", ["lint", "check"])).toBe("lint");
    expect(
      closest(
        "genrate",
        COMMANDS.map((c) => c.name),
      ),
    ).toBe("generate");
    expect(
      closest(
        "comapt",
        COMMANDS.map((c) => c.name),
      ),
    ).toBe("compat");
    expect(
      closest(
        "xyzzy",
        COMMANDS.map((c) => c.name),
      ),
    ).toBeUndefined();
  });

  it("explains unknown options and options of other commands", () => {
    expect(() => parseCommandArgs(command("lint"), ["--modul", "x"])).toThrow(
      /unknown option --modul; did you mean --module\?/,
    );
    expect(() => parseCommandArgs(command("lint"), ["--changesets"])).toThrow(/it is an option of compat/);
    expect(() => parseCommandArgs(command("compat"), ["a", "b", "--format", "sarf"])).toThrow(
      /--format must be one of .*did you mean "sarif"/,
    );
  });
});

describe("help", () => {
  it("lists every command globally and every option per command", () => {
    for (const c of COMMANDS) expect(globalHelp()).toContain(`  ${c.name} `);
    const compat = commandHelp(command("compat"));
    for (const option of Object.keys(command("compat").options)) expect(compat).toContain(`--${option}`);
    expect(compat).toContain("exit codes: 0 compatible, 1 breaking");
  });
});

describe("terminal behaviour", () => {
  it("colours only a TTY, and NO_COLOR wins over everything", () => {
    expect(useColour({ isTTY: true }, {})).toBe(true);
    expect(useColour({ isTTY: false }, {})).toBe(false);
    expect(useColour({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(useColour({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(useColour({ isTTY: true }, { NO_COLOR: "1", FORCE_COLOR: "1" })).toBe(false);
    expect(useColour({ isTTY: true }, { TERM: "dumb" })).toBe(false);
  });

  it("shows progress on a TTY outside CI, and nothing otherwise", () => {
    const written: string[] = [];
    const stream = (isTTY: boolean) =>
      ({ isTTY, write: (s: string) => written.push(s) }) as unknown as NodeJS.WriteStream;
    const tty = progressFor(stream(true), {});
    tty.step(1, 12, "agui go");
    tty.done();
    expect(written.join("")).toContain("[ 1/12] agui go");
    written.length = 0;
    for (const [isTTY, env] of [
      [false, {}],
      [true, { CI: "true" }],
    ] as const) {
      const p = progressFor(stream(isTTY), env);
      p.step(1, 2, "x");
      p.done();
    }
    expect(written).toEqual([]);
  });
});

describe("version bumps", () => {
  it("bumps semver and lowers breaking to minor below 1.0.0", () => {
    expect(bumpVersion("1.1.0", "minor")).toBe("1.2.0");
    expect(bumpVersion("1.1.3", "major")).toBe("2.0.0");
    expect(bumpVersion("1.1.3", "patch")).toBe("1.1.4");
    expect(bumpVersion("1.2.0-rc.1", "patch")).toBe("1.2.0");
    expect(effectiveBump("major", "0.2.0")).toBe("minor");
    expect(effectiveBump("major", "1.0.0")).toBe("major");
    expect(effectiveBump("patch", "0.2.0")).toBe("patch");
  });
});
