/**
 * `canon compat npm:…` treats a package as untrusted: its lifecycle scripts never run, and its
 * tarball is read in memory with unsafe entries refused (exit 2, COMPAT_TARBALL), nothing written.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoDefs, project, runCli, treeBytes } from "./project.js";
import { schemaFile } from "@canon-sdk/core";

let work: string;
let root: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "canon-npm-side-"));
  root = project(demoDefs());
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bundled = JSON.stringify(schemaFile(demoDefs()));
const manifest = JSON.stringify({
  name: "@canon-sdk/demo",
  version: "1.0.0",
  canon: { schema: "schema/demo.schema.json" },
});

/** One ustar entry: header (with its checksum) and the padded body. */
function entry(name: string, body: string, type = "0", link = ""): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, "utf8");
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write(type, 156);
  header.write(link, 157, 100);
  header.write("ustar\0" + "00", 257);
  header.fill(32, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  padded.write(body);
  return Buffer.concat([header, padded]);
}

function tarball(name: string, entries: Buffer[]): string {
  const path = join(work, name);
  writeFileSync(path, gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)])));
  return path;
}

const compat = (tgz: string) => runCli(["compat", `npm:${tgz}`, "schemas/demo"], root);

describe("npm: sides of canon compat", () => {
  it("a well-formed tarball is read (control for the refusals below)", () => {
    const tgz = tarball("good.tgz", [
      entry("package/package.json", manifest),
      entry("package/schema/demo.schema.json", bundled),
    ]);
    const run = compat(tgz);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("never runs the package's prepack, prepare or postpack scripts", () => {
    const pkg = join(work, "scripted");
    const markers = ["prepack", "prepare", "postpack"].map((script) => join(work, `${script}-ran`));
    mkdirSync(join(pkg, "schema"), { recursive: true });
    const write = (marker: string) =>
      `node -e "require('fs').writeFileSync(${JSON.stringify(marker).replace(/"/g, "'")}, 'ran')"`;
    writeFileSync(
      join(pkg, "package.json"),
      JSON.stringify({
        name: "@canon-sdk/demo",
        version: "1.0.0",
        files: ["schema"],
        canon: { schema: "schema/demo.schema.json" },
        scripts: { prepack: write(markers[0]!), prepare: write(markers[1]!), postpack: write(markers[2]!) },
      }),
    );
    writeFileSync(join(pkg, "schema", "demo.schema.json"), bundled);
    // Control: a plain `npm pack` does run them, so the markers prove what they claim.
    execFileSync("npm", ["pack", "--silent", "--pack-destination", mkdtempSync(join(tmpdir(), "canon-control-"))], {
      cwd: pkg,
      stdio: "ignore",
    });
    expect(markers.map(existsSync)).toEqual([true, true, true]);
    for (const marker of markers) rmSync(marker);
    const run = runCli(["compat", `npm:${pkg}`, "schemas/demo"], root);
    expect(run.status, run.stderr).toBe(0);
    expect(markers.map(existsSync)).toEqual([false, false, false]);
  });

  it.each([
    [
      "a ../ entry",
      () => [entry("package/package.json", manifest), entry("package/../../ESCAPED-dotdot.json", "{}")],
      /leaves the package folder/,
    ],
    [
      "an absolute entry",
      () => [entry("package/package.json", manifest), entry(`/${"tmp"}/ESCAPED-absolute.json`, "{}")],
      /absolute or unsafe path/,
    ],
    [
      "a symbolic link",
      () => [entry("package/package.json", manifest), entry("package/schema/demo.schema.json", "", "2", "/etc/passwd")],
      /symbolic link/,
    ],
    [
      "a hard link",
      () => [
        entry("package/package.json", manifest),
        entry("package/schema/demo.schema.json", "", "1", "package/package.json"),
      ],
      /hard link/,
    ],
  ])("refuses a tarball with %s: exit 2, COMPAT_TARBALL, nothing written", (name, entries, reason) => {
    const tgz = tarball(`${name.replace(/\W+/g, "-")}.tgz`, entries());
    const before = treeBytes(work);
    const beforeTmp = readdirSync(tmpdir()).filter((f) => f.includes("ESCAPED"));
    const run = compat(tgz);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^canon: COMPAT_TARBALL: /);
    expect(run.stderr).toMatch(reason);
    expect(treeBytes(work)).toEqual(before);
    expect(readdirSync(tmpdir()).filter((f) => f.includes("ESCAPED"))).toEqual(beforeTmp);
    expect(readdirSync(dirname(work)).filter((f) => f.includes("ESCAPED"))).toEqual([]);
  });

  it.each([
    ["random bytes", () => Buffer.from("this is not a tarball at all")],
    [
      "a truncated gzip stream",
      () =>
        gzipSync(
          Buffer.concat([entry("package/package.json", manifest), entry("package/schema/demo.schema.json", bundled)]),
        ).subarray(0, 200),
    ],
    [
      "a gzip'd tar with a broken header checksum",
      () => {
        const tar = Buffer.concat([entry("package/package.json", manifest), Buffer.alloc(1024)]);
        tar[0] = "q".charCodeAt(0);
        return gzipSync(tar);
      },
    ],
    [
      "a tar whose entry claims more bytes than it holds",
      () => gzipSync(entry("package/package.json", manifest).subarray(0, 550)),
    ],
    [
      "a package.json that is not JSON",
      () => gzipSync(Buffer.concat([entry("package/package.json", "{nope"), Buffer.alloc(1024)])),
    ],
  ])("a corrupt tarball (%s) is a clear error with exit 2", (name, bytes) => {
    const path = join(work, `${name.replace(/\W+/g, "-")}.tgz`);
    writeFileSync(path, bytes());
    const run = compat(path);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^canon: COMPAT_TARBALL: npm:\S+/);
    expect(run.stderr).not.toMatch(/\bat \S+:\d+:\d+\)?$/m);
  });
});
