/**
 * Generated packages are registry-ready: coordinates from the targets' options, links from the
 * project's repository, the LICENSE in each, and the bundled schema that `canon compat npm:` reads.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFixtureFile } from "@canon-sdk/core";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot, runCli } from "../foundation/workspace.js";
import { breakPing, project } from "./project.js";

const REPO = "https://github.com/acme-sdks/protocols";
const TARGETS = {
  schema: {},
  typescript: { packageName: "@acme/demo" },
  python: { distribution: "acme-demo", importName: "acme_demo" },
  go: {},
  rust: { name: "acme-demo" },
  java: { groupId: "com.acme" },
  kotlin: {},
  csharp: {},
  dart: {},
};

let root: string;
const read = (path: string) => readFileSync(join(root, "packages", "demo", path), "utf8");

beforeAll(() => {
  root = project(
    { demo: { version: "2.3.0", targets: TARGETS } },
    { LICENSE: readFileSync(join(repoRoot, "LICENSE"), "utf8") },
  );
  const config = JSON.parse(readFileSync(join(root, "canon.config.json"), "utf8")) as Record<string, unknown>;
  writeFixtureFile(root, "canon.config.json", {
    repository: { url: REPO, developers: [{ name: "Acme SDK team", email: "sdk@example.com" }] },
    ...config,
  });
  const generate = runCli(["generate"], root);
  expect(generate.status, generate.stderr).toBe(0);
  // The Go path comes from the repository: no warning about a path without a host.
  expect(generate.stderr).not.toContain("has no host");
});

describe("registry-ready packages", () => {
  it("every package ships the repository's LICENSE", () => {
    for (const target of Object.keys(TARGETS).filter((t) => t !== "schema")) {
      expect(read(`${target}/LICENSE`), target).toBe(readFileSync(join(repoRoot, "LICENSE"), "utf8"));
    }
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toContain(
      "Apache License\n                           Version 2.0, January 2004",
    );
  });

  it("npm: name from options, links, engines, prepack, and the bundled schema as JSON under canon.schema", () => {
    const pkg = JSON.parse(read("typescript/package.json")) as Record<string, unknown> & {
      canon: { schema: string };
      files: string[];
      scripts: Record<string, string>;
    };
    expect(pkg).toMatchObject({
      name: "@acme/demo",
      version: "2.3.0",
      repository: { type: "git", url: `git+${REPO}.git`, directory: "packages/demo/typescript" },
      homepage: REPO,
      bugs: { url: `${REPO}/issues` },
      engines: { node: ">=18" },
    });
    expect(pkg.scripts["prepack"]).toBe("npm run build");
    expect(pkg.files).toEqual(expect.arrayContaining(["dist", "LICENSE", pkg.canon.schema]));
    expect(JSON.parse(read(`typescript/${pkg.canon.schema}`))).toEqual(JSON.parse(read("schema/demo.schema.json")));
  });

  it("PyPI: distribution and import names from options, project URLs", () => {
    const pyproject = read("python/pyproject.toml");
    expect(pyproject).toMatch(/^name = "acme-demo"$/m);
    expect(pyproject).toMatch(/^packages = \["acme_demo"\]$/m);
    expect(pyproject).toContain(
      `[project.urls]\nHomepage = "${REPO}"\nRepository = "${REPO}"\nIssues = "${REPO}/issues"`,
    );
    expect(existsSync(join(root, "packages/demo/python/acme_demo/__init__.py"))).toBe(true);
  });

  it("Go: a fetchable module path under the repository, with /vN from v2 on and the tag scheme", () => {
    expect(read("go/go.mod")).toMatch(/^module github\.com\/acme-sdks\/protocols\/packages\/demo\/go\/v2$/m);
    expect(read("go/README.md")).toContain("`packages/demo/go/v2.3.0`");
  });

  it("Maven: distinct coordinates for Java and Kotlin, Central's fields, sources and javadoc jars", () => {
    const java = read("java/pom.xml");
    const kotlin = read("kotlin/pom.xml");
    expect(java).toContain("<groupId>com.acme</groupId>\n  <artifactId>canon-demo</artifactId>");
    expect(kotlin).toContain("<groupId>io.github.acme-sdks</groupId>\n  <artifactId>canon-demo-kotlin</artifactId>");
    for (const pom of [java, kotlin]) {
      for (const field of [
        "<name>",
        "<description>",
        `<url>${REPO}</url>`,
        "<licenses>",
        "<license><name>Apache-2.0</name>",
        "<developers>",
        `<issueManagement><url>${REPO}/issues</url></issueManagement>`,
        "<developer><name>Acme SDK team</name><email>sdk@example.com</email></developer>",
        `<scm><connection>scm:git:${REPO}.git</connection>`,
        "maven-source-plugin",
      ]) {
        expect(pom).toContain(field);
      }
    }
    expect(java).toContain("maven-javadoc-plugin");
    expect(kotlin).toContain("<classifier>javadoc</classifier>");
  });

  it("every package ships the bundled schema as JSON", () => {
    const bundle = read("schema/demo.schema.json");
    for (const path of [
      "typescript/demo.schema.json",
      "python/acme_demo/schema.json",
      "go/demo.schema.json",
      "rust/demo.schema.json",
      "java/src/main/resources/demo.schema.json",
      "kotlin/src/main/resources/demo.schema.json",
      "csharp/demo.schema.json",
      "dart/lib/demo.schema.json",
    ]) {
      expect(JSON.parse(read(path)), path).toEqual(JSON.parse(bundle));
    }
  });

  it("crates.io, NuGet and pub: name and links", () => {
    expect(read("rust/Cargo.toml")).toContain(`name = "acme-demo"\nversion = "2.3.0"`);
    expect(read("rust/Cargo.toml")).toContain(`repository = "${REPO}"\nhomepage = "${REPO}"`);
    expect(read("csharp/CanonDemo.csproj")).toContain(`<RepositoryUrl>${REPO}</RepositoryUrl>`);
    expect(read("csharp/CanonDemo.csproj")).toContain(`<PackageProjectUrl>${REPO}</PackageProjectUrl>`);
    expect(read("dart/pubspec.yaml")).toContain(
      `repository: ${REPO}\nhomepage: ${REPO}\nissue_tracker: ${REPO}/issues`,
    );
  });

  it("canon compat npm: reads the schema a generated npm package ships", () => {
    const dir = join(root, "packages", "demo", "typescript");
    // --ignore-scripts: the fixture has no TypeScript toolchain to run prepack with; compat reads only the schema.
    const tgz = execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", root], {
      cwd: dir,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop() as string;
    expect(runCli(["compat", `npm:${join(root, tgz)}`, "demo"], root).status).toBe(0);
    breakPing(root, "demo");
    const broken = runCli(["compat", `npm:${join(root, tgz)}`, "demo"], root);
    expect(broken.stdout).toContain("REQUIRED_PROPERTY_ADDED");
    expect(broken.status).toBe(1);
  });
});
