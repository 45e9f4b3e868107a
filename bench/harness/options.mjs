// Command-line options of `pnpm bench`. Paths default to the bench/ folder; the test points them
// at a temporary folder with a fake contender.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const USAGE = `usage: pnpm bench [--rounds N] [--repeat N] [--warmup N] [--only LANGUAGE[,LANGUAGE]] [--quick]
                  [--contenders DIR] [--fixtures DIR] [--out DIR]
  --rounds N      interleaved rounds; every measurement is taken once per round (default 5, --quick 1)
  --repeat N      passes over the fixture inside one timed loop (default 10, --quick 1)
  --warmup N      untimed passes before it, so that JIT compilers finish first (default: typescript
                  200, other languages 20; --quick 1)
  --only L        only the contenders of these languages
  --quick         one round, one pass: checks that everything runs, measures little
  --contenders D  folder of <language>.json contender lists (default bench/contenders)
  --fixtures D    folder of <fixture>.<stream>.jsonl files (default bench/fixtures)
  --out D         where README.md and results/ are written (default bench/)`;

export function parseOptions(argv) {
  const options = {
    rounds: undefined,
    repeat: undefined,
    warmup: undefined,
    only: undefined,
    quick: false,
    contenders: resolve(benchDir, "contenders"),
    fixtures: resolve(benchDir, "fixtures"),
    out: benchDir,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith("--")) throw new Error(`${arg} needs a value\n${USAGE}`);
      return next;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} must be a whole number of at least 1\n${USAGE}`);
      return n;
    };
    if (arg === "--") continue;
    else if (arg === "--rounds") options.rounds = count();
    else if (arg === "--repeat") options.repeat = count();
    else if (arg === "--warmup") options.warmup = count();
    else if (arg === "--only")
      options.only = value()
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean);
    else if (arg === "--quick") options.quick = true;
    else if (arg === "--contenders") options.contenders = resolve(value());
    else if (arg === "--fixtures") options.fixtures = resolve(value());
    else if (arg === "--out") options.out = resolve(value());
    else if (arg === "--help" || arg === "-h") throw Object.assign(new Error(USAGE), { help: true });
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  options.rounds ??= options.quick ? 1 : 5;
  options.repeat ??= options.quick ? 1 : 10;
  if (options.quick) options.warmup ??= 1;
  return options;
}

/**
 * Warm-up passes per language when --warmup is not given. V8 optimizes each function on its own
 * call count, so a function only the rarer events reach (a per-type check, a schema's branch) is
 * compiled late: with 20 passes over the stream fixture every JavaScript contender, canon's and
 * its peers', still compiled functions inside the timed loop (PROTOCOL.md). CPython and Go have
 * no such background compiler.
 */
const WARMUP = { typescript: 200 };

export function warmupOf(options, language) {
  return options.warmup ?? WARMUP[language] ?? 20;
}

/** The warm-up passes of a run, per language measured (what results/latest.json records). */
export function warmups(options, languages) {
  return Object.fromEntries(languages.map((language) => [language, warmupOf(options, language)]));
}
