/** `canon compat` end to end: files, folders, git refs, an npm tarball, every format, exit codes. */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = join(import.meta.dirname, "..", "..");
const cli = join(repo, "packages", "cli", "dist", "main.js");
const cases = join(import.meta.dirname, "cases");
const canon = (args: string[], cwd = repo) => spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "canon-compat-cli-"));
  // A throwaway project with one module, committed once, then edited in the working tree.
  mkdirSync(join(work, "schemas", "demo"), { recursive: true });
  writeFileSync(
    join(work, "canon.config.json"),
    JSON.stringify({
      modules: {
        demo: {
          version: "1.0.0",
          description: "demo",
          schemas: "schemas/demo",
          targets: {},
          compat: { mode: "backward", writers: "w", readers: "r", tolerantReceivers: false },
        },
      },
    }),
  );
  writeFileSync(
    join(work, "schemas", "demo", "a.schema.json"),
    JSON.stringify(
      {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        $defs: {
          Thing: {
            type: "object",
            properties: { name: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
            required: ["name"],
            additionalProperties: false,
          },
        },
      },
      null,
      2,
    ),
  );
  const git = (...args: string[]) => execFileSync("git", args, { cwd: work, stdio: "ignore" });
  git("init", "-q");
  git("-c", "user.email=t@example.invalid", "-c", "user.name=t", "add", ".");
  git("-c", "user.email=t@example.invalid", "-c", "user.name=t", "commit", "-q", "-m", "init");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("canon compat", () => {
  it("compares two files: exit 1 on a breaking change, text reads like buf", () => {
    const r = canon([
      "compat",
      join(cases, "rule-max-length-decreased", "base.json"),
      join(cases, "rule-max-length-decreased", "head.json"),
    ]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /head\.json:\d+:\d+: breaking MAX_LENGTH_DECREASED <root>: maxLength decreased from 9 to 5 \[type <root>\]\n {2}witness <root> \(valid before, rejected now\): "a{6,9}"\n/,
    );
  });
  it("exit 0 for a compatible pair, 2 for unreadable input", () => {
    expect(
      canon([
        "compat",
        join(cases, "rule-max-length-increased", "base.json"),
        join(cases, "rule-max-length-increased", "head.json"),
      ]).status,
    ).toBe(0);
    const missing = canon(["compat", "no-such-file.json", "also-missing.json"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^canon: CANON501: .*no-such-file\.json[^\n]*\n {2}fix: /);
  });
  it("compares a folder with itself and the working tree with git:HEAD (module from config)", () => {
    expect(canon(["compat", "schemas/demo", "schemas/demo"], work).status).toBe(0);
    expect(canon(["compat", "git:HEAD", "."], work).status).toBe(0);
    const file = join(work, "schemas", "demo", "a.schema.json");
    const original = readFileSync(file, "utf8");
    writeFileSync(
      file,
      original.replace(
        '"type": "string"\n        },\n        "tags"',
        '"type": "string",\n          "maxLength": 5\n        },\n        "tags"',
      ),
    );
    try {
      const r = canon(["compat", "git:HEAD", ".", "--format", "json"], work);
      expect(r.status).toBe(1);
      const report = JSON.parse(r.stdout);
      expect(report.findings.map((f: { rule: string }) => f.rule)).toContain("MAX_LENGTH_ADDED");
      expect(report.findings[0].head.file).toBe("schemas/demo/a.schema.json");
      expect(canon(["compat", "git:HEAD:schemas/demo", "schemas/demo"], work).status).toBe(1);
      const gh = canon(["compat", "git:HEAD", ".", "--format", "github"], work).stdout;
      expect(gh).toMatch(
        /^::error title=MAX_LENGTH_ADDED,file=schemas\/demo\/a\.schema\.json,line=\d+,col=\d+::Thing\.name: maxLength 5 added \[type Thing\]%0Awitness Thing \(valid before, rejected now\): \{"name":"a{6}"\}$/m,
      );
      // git: paths are normalized: ./, trailing slashes and .. inside the repository name the same folder.
      const plain = canon(["compat", "git:HEAD:schemas/demo", "schemas/demo"], work).stdout;
      for (const spelled of [
        "git:HEAD:./schemas/demo",
        "git:HEAD:schemas/demo/",
        "git:HEAD:./schemas//demo/",
        "git:HEAD:schemas/x/../demo",
      ]) {
        expect(canon(["compat", spelled, "schemas/demo"], work).stdout, spelled).toBe(plain);
      }
      expect(canon(["compat", "git:HEAD:../outside", "schemas/demo"], work).stderr).toContain("CANON501");
      // --witness-dir writes each witness as a file, ready to become an invalid vector.
      const dir = join(work, "witnesses");
      expect(canon(["compat", "git:HEAD", ".", "--witness-dir", dir], work).status).toBe(1);
      const written = JSON.parse(readFileSync(join(dir, "demo", "Thing", "max-length-added-1.json"), "utf8"));
      expect(
        new Ajv2020({ strict: false }).validate(
          { $ref: "#/$defs/Thing", $defs: JSON.parse(readFileSync(file, "utf8")).$defs },
          written,
        ),
      ).toBe(false);
      expect(
        new Ajv2020({ strict: false }).validate({ $ref: "#/$defs/Thing", $defs: JSON.parse(original).$defs }, written),
      ).toBe(true);
      const md = canon(["compat", "git:HEAD", ".", "--format", "markdown"], work).stdout;
      expect(md).toContain("### ❌ Breaking schema changes (backward)");
      expect(md).toMatch(
        /\| ❌ \| `MAX_LENGTH_ADDED` \| Thing \| Thing\.name: maxLength 5 added \| `schemas\/demo\/a\.schema\.json:\d+` \| `\{"name":"aaaaaa"\}` \|/,
      );
      // Changesets: none pending → short of the major bump; a major changeset satisfies it.
      mkdirSync(join(work, ".changeset"), { recursive: true });
      expect(canon(["compat", "git:HEAD", ".", "--changesets", "--allow-unclassified"], work).stderr).toContain(
        "needs a major changeset",
      );
      expect(canon(["changeset", "--module", "demo"], work).status).toBe(0);
      const names = readdirSync(join(work, ".changeset")).filter((f) => f.endsWith(".md"));
      expect(names).toEqual([expect.stringMatching(/^demo-[0-9a-f]{8}\.md$/)]);
      const drafted = readFileSync(join(work, ".changeset", names[0] as string), "utf8");
      // No typescript target, so no npm package name: the changeset names the module.
      expect(drafted).toContain('"demo": major');
      expect(drafted).toContain("MAX_LENGTH_ADDED");
    } finally {
      writeFileSync(file, original);
    }
  });
  it("on a strict run where open-model additions dominate, a hint names --policy lenient and what it assumes", () => {
    const open = (props: object) => ({
      $defs: { A: { type: "object", properties: props }, B: { type: "object", properties: props } },
    });
    const base = join(work, "open-base.json");
    const head = join(work, "open-head.json");
    writeFileSync(base, JSON.stringify(open({ a: { type: "string" } })));
    writeFileSync(head, JSON.stringify(open({ a: { type: "string" }, b: { type: "integer" } })));
    const strict = canon(["compat", base, head]);
    expect(strict.stdout).toMatch(
      /^hint: 2 of 2 breaking findings concern properties an object does not declare.*`--policy lenient`: it assumes exactly that/m,
    );
    const lenient = canon(["compat", base, head, "--policy", "lenient"]);
    expect(lenient.status).toBe(0);
    expect(lenient.stdout).not.toContain("hint:");
  });
  it("--category: a pure definition rename breaks the generated API, not documents", () => {
    const defs = (name: string) => ({
      $defs: {
        [name]: { type: "object", properties: { n: { type: "integer" } } },
        Run: { type: "object", properties: { usage: { $ref: `#/$defs/${name}` } } },
      },
    });
    const [base, head] = [join(work, "rename-base.schema.json"), join(work, "rename-head.schema.json")];
    writeFileSync(base, JSON.stringify(defs("Usage")));
    writeFileSync(head, JSON.stringify(defs("TokenUsage")));
    const all = canon(["compat", base, head]);
    expect(all.status).toBe(1);
    expect(all.stdout).toMatch(
      /breaking API_TYPE_CHANGED Run: field "usage": generated type changed \(TypeScript, Python, Go: Usage → TokenUsage\)/,
    );
    expect(all.stdout).toMatch(/; data compatible \(none\), api breaking \(major\)\n$/);
    const data = canon(["compat", base, head, "--category", "data"]);
    expect(data.status).toBe(0);
    expect(data.stdout).not.toContain("API_");
    expect(canon(["compat", base, head, "--category", "nope"]).status).toBe(2);
  });
  it("sarif output validates against the SARIF 2.1.0 schema", () => {
    const r = canon([
      "compat",
      join(cases, "rule-type-changed", "base.json"),
      join(cases, "rule-type-changed", "head.json"),
      "--format",
      "sarif",
    ]);
    const require = createRequire(import.meta.url);
    const schemaPath = join(
      require.resolve("@microsoft/jest-sarif/package.json"),
      "..",
      "lib",
      "schemas",
      "sarif-2.1.0-rtm.5.json",
    );
    const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
    delete schema.$schema;
    delete schema.id; // draft-04 spelling of $id
    const validate = new Ajv({ strict: false, validateFormats: false, unicodeRegExp: false }).compile(schema);
    const log = JSON.parse(r.stdout);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs[0].results[0].ruleId).toBe("TYPE_CHANGED");
    expect(log.runs[0].results[0].properties.witness.document).toBe("");
  });
  it("reads a published package's bundled schema from an npm tarball", () => {
    const pkg = join(work, "pkg");
    mkdirSync(join(pkg, "schema"), { recursive: true });
    writeFileSync(
      join(pkg, "package.json"),
      JSON.stringify({
        name: "@canon-sdk/demo",
        version: "1.0.0",
        files: ["schema"],
        canon: { schema: "schema/demo.schema.json" },
      }),
    );
    cpSync(join(work, "schemas", "demo", "a.schema.json"), join(pkg, "schema", "demo.schema.json"));
    const tgz = execFileSync("npm", ["pack", "--silent", "--pack-destination", work], { cwd: pkg, encoding: "utf8" })
      .trim()
      .split("\n")
      .pop() as string;
    const same = canon(["compat", `npm:${join(work, tgz)}`, "schemas/demo", "--format", "json"], work);
    expect(same.status).toBe(0);
    const narrowed = join(work, "narrowed.json");
    const doc = JSON.parse(readFileSync(join(pkg, "schema", "demo.schema.json"), "utf8"));
    doc.$defs.Thing.required.push("tags");
    writeFileSync(narrowed, JSON.stringify(doc, null, 2));
    const r = canon(["compat", `npm:${join(work, tgz)}`, narrowed], work);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("PROPERTY_BECAME_REQUIRED");
  });
});

describe("this repository", () => {
  it("git:HEAD:./schemas/agui reads the same schemas as git:HEAD:schemas/agui (examples are not schemas)", () => {
    const plain = canon(["compat", "git:HEAD:schemas/agui", "schemas/agui", "--category", "data", "--format", "json"]);
    const dotted = canon([
      "compat",
      "git:HEAD:./schemas/agui/",
      "schemas/agui",
      "--category",
      "data",
      "--format",
      "json",
    ]);
    expect(dotted.stderr).toBe("");
    expect(dotted.stdout).toBe(plain.stdout);
    expect(JSON.parse(dotted.stdout).findings.filter((f: { severity: string }) => f.severity === "breaking")).toEqual(
      [],
    );
  });
  it("the working tree is compatible with the last commit, module by module", () => {
    const r = canon(["compat", "git:HEAD", "."]);
    expect(r.stderr).toBe("");
    expect(r.status, r.stdout).toBe(0);
  });
});
