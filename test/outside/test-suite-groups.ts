/**
 * The JSON Schema Test Suite (json-schema-org's JSON-Schema-Test-Suite) as the PyPI package
 * jsonschema ships it in its source distribution (`json/tests/<draft>/`): fetched with pip at test
 * time, never copied into this repository. Each test group (a schema and instances, each with the
 * verdict the specification gives) becomes one schema file of a module per draft, named after its
 * suite file and place in it (`ref.json`'s fourth group: `ref03.json`). The draft-04 to draft-07
 * files leave `$schema` out (their folder says the draft): it is added, so Canon reads each in its
 * dialect. 2020-12's `optional/` is judged too (ECMAScript regexes, bignums, compatibility
 * keywords, …), and of its format files those of the formats Canon asserts (`FORMATS`), and
 * groups this repository writes in the suite's form (`suite-own/`, the `canon/` lanes). The
 * suite's remote schemas (`json/remotes/`, served at http://localhost:1234/ by the suite's own
 * harnesses) are read from their local copy through Canon's `remotes`, as a user would map theirs.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { adhocModule, CanonError, compileModule } from "@canon-sdk/core";

/** The jsonschema release whose source distribution carries the suite. */
export const SUITE_VERSION = "4.26.0";

/** Where the suite's references to remote schemas point, and the folder each draft copies them to. */
export const REMOTES = { uri: "http://localhost:1234/", folder: "remotes" };

export const DRAFTS: Readonly<Record<string, string>> = {
  draft4: "http://json-schema.org/draft-04/schema#",
  draft6: "http://json-schema.org/draft-06/schema#",
  draft7: "http://json-schema.org/draft-07/schema#",
  "draft2019-09": "https://json-schema.org/draft/2019-09/schema",
  "draft2020-12": "https://json-schema.org/draft/2020-12/schema",
  "draft2020-12/optional": "https://json-schema.org/draft/2020-12/schema",
  "draft2020-12/optional/format": "https://json-schema.org/draft/2020-12/schema",
  // Groups this repository writes in the suite's form (suite-own/): where the engines behind the
  // generated validators read a pattern otherwise than ECMAScript, and the suite has no test.
  "canon/patterns": "https://json-schema.org/draft/2020-12/schema",
};

/** The folder of the groups this repository writes (the `canon/` lanes of DRAFTS). */
const OWN = join(dirname(fileURLToPath(import.meta.url)), "suite-own");

/** Where a lane's files are: the suite's `json/tests/<draft>`, or suite-own/ for a `canon/` lane. */
const laneFolder = (tests: string, draft: string) =>
  draft.startsWith("canon/") ? join(OWN, draft.slice("canon/".length)) : join(tests, draft);

/**
 * The formats every language asserts (docs/input.md), whose files of the suite's optional format
 * tests are judged: they read `format` as an assertion, as Canon does for these.
 */
export const FORMATS = ["date-time", "date", "time", "uuid", "uri", "email", "hostname", "ipv4", "ipv6"];

export interface SuiteTest {
  readonly description: string;
  readonly data: unknown;
  readonly valid: boolean;
}

export interface Group {
  /** The suite file, without `.json`. */
  readonly file: string;
  readonly index: number;
  readonly description: string;
  /** The schema file of the group in the draft's module. */
  readonly name: string;
  readonly schema: unknown;
  readonly tests: readonly SuiteTest[];
  /** The diagnostic codes Canon refuses the group's schema with; undefined when it generates. */
  readonly refused?: string;
}

/** `json/tests` of the source distribution, unpacked under `work`. */
export function fetchSuite(python: string, work: string): string {
  const pip = ["-m", "pip", "download", `jsonschema==${SUITE_VERSION}`, "--no-deps", "--no-binary", ":all:"];
  execFileSync(python, [...pip, "--disable-pip-version-check", "-q", "-d", work], { stdio: "pipe" });
  const archive = readdirSync(work).find((f) => f.endsWith(".tar.gz")) as string;
  execFileSync(python, ["-m", "tarfile", "-e", join(work, archive), join(work, "sdist")], { stdio: "pipe" });
  return join(work, "sdist", `jsonschema-${SUITE_VERSION}`, "json", "tests");
}

const identifier = (file: string) => file.replace(/[^A-Za-z0-9]/g, "");

/**
 * The draft's groups, each written as its own file in `dir`/one/<name>/ and compiled alone, and
 * those Canon generates copied into `dir`/module/ together, beside a copy of the suite's remote
 * schemas. A crash, not a diagnostic, throws.
 */
export function prepareDraft(tests: string, draft: string, dir: string): Group[] {
  const groups: Group[] = [];
  const optional = draft.endsWith("/optional/format");
  const files = readdirSync(laneFolder(tests, draft)).filter(
    (f) => f.endsWith(".json") && (!optional || FORMATS.includes(f.replace(/\.json$/, ""))),
  );
  mkdirSync(join(dir, "module"), { recursive: true });
  cpSync(join(tests, "..", "remotes"), join(dir, REMOTES.folder), { recursive: true });
  for (const file of files.sort()) {
    const written = JSON.parse(readFileSync(join(laneFolder(tests, draft), file), "utf8")) as Omit<
      Group,
      "file" | "index" | "name"
    >[];
    written.forEach((group, index) => {
      const base = file.replace(/\.json$/, "");
      const name = `${identifier(base)}${String(index).padStart(2, "0")}.json`;
      const schema = withDialect(group.schema, DRAFTS[draft] as string);
      const alone = join(dir, "one", name.replace(/\.json$/, ""));
      mkdirSync(alone, { recursive: true });
      const text = `${JSON.stringify(schema, null, 2)}\n`;
      writeFileSync(join(alone, name), text);
      const refused = refusal(dir, join("one", name.replace(/\.json$/, ""), name));
      if (refused === undefined) writeFileSync(join(dir, "module", name), text);
      groups.push({ ...group, file: base, index, name, schema, ...(refused === undefined ? {} : { refused }) });
    });
  }
  return groups;
}

function withDialect(schema: unknown, dialect: string): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema) || "$schema" in schema) return schema;
  return { $schema: dialect, ...schema };
}

/** The codes Canon stops at, compiling the file alone for the judged targets; undefined if none. */
function refusal(dir: string, path: string): string | undefined {
  try {
    const remotes = { [REMOTES.uri]: REMOTES.folder };
    const config = adhocModule(dir, path, { targets: ["typescript", "python", "go"], remotes });
    const compiled = compileModule(dir, config, { withVectors: false });
    if (compiled.ir !== undefined) return undefined;
    return [...new Set(compiled.errors.map((e) => e.code))].sort().join(" ");
  } catch (error) {
    if (error instanceof CanonError) return [...new Set(error.diagnostics.map((d) => d.code))].sort().join(" ");
    throw error;
  }
}
