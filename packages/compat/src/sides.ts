/**
 * Where a side of `canon compat` comes from: a file, a folder, a module name, a module at a git
 * ref (`git:<ref>` with the module from --module, or `git:<ref>:<path>`), or a published package
 * (`npm:<spec>` or `npm:<file.tgz>`). Every form becomes an in-memory file map keyed by
 * repo-relative path, so findings point at files people can open. Git is read with
 * `git ls-tree`/`git show` (no checkout); npm with `npm pack --ignore-scripts`, read in memory.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix, relative, resolve, sep } from "node:path";
import { readTarball } from "./tarball.js";
import { CompatError } from "./types.js";

export interface Side {
  readonly label: string;
  readonly files: Record<string, string>;
  /** Files that are local copies of remote schemas (the module's `remotes`) → the URI of each. */
  readonly remotes?: Record<string, string>;
}

export interface SideContext {
  readonly root: string;
  /** Module folder (repo-relative) for `git:<ref>` and module-name sides. */
  readonly moduleDir?: string;
  readonly moduleName?: string;
  readonly modules?: Readonly<Record<string, string>>;
  /** The module's `remotes` (URI prefix or URI → project path): its sides read those copies too. */
  readonly remotes?: Readonly<Record<string, string>>;
}

export function readSide(spec: string, ctx: SideContext): Side {
  if (spec.startsWith("git:")) return readGit(spec.slice(4), ctx);
  if (spec.startsWith("npm:")) return readNpm(spec.slice(4), ctx);
  const moduleDir = ctx.modules?.[spec];
  const path =
    moduleDir !== undefined && !existsSync(resolve(ctx.root, spec))
      ? join(ctx.root, moduleDir)
      : resolve(spec === "." && ctx.moduleDir !== undefined ? join(ctx.root, ctx.moduleDir) : spec);
  if (!existsSync(path)) throw new CompatError("COMPAT_INPUT", `no such file, folder or module: ${spec}`);
  const side = { label: spec, files: readLocal(path, ctx.root) };
  const isModule = moduleDir !== undefined || (spec === "." && ctx.moduleDir !== undefined);
  return isModule ? withRemotes(side, ctx, (target) => readLocalCopies(join(ctx.root, target), ctx.root)) : side;
}

/**
 * A module's side with the local copies its `remotes` map, read from the same place (the working
 * tree, or the same git ref): the references into them resolve as `canon generate` resolves them.
 */
function withRemotes(side: Side, ctx: SideContext, read: (target: string) => Record<string, string>): Side {
  if (ctx.remotes === undefined) return side;
  const files = { ...side.files };
  const remotes: Record<string, string> = {};
  for (const [uri, target] of Object.entries(ctx.remotes)) {
    const base = posix.normalize(target).replace(/\/$/, "");
    for (const [file, text] of Object.entries(read(base))) {
      const rest = posix.relative(base, file);
      if (rest.startsWith("..")) continue;
      if (!uri.endsWith("/") && rest !== "") continue;
      files[file] = text;
      remotes[file] = uri.endsWith("/") ? uri + rest.split("/").map(encodeURIComponent).join("/") : uri;
    }
  }
  return { ...side, files, remotes };
}

/** The JSON files at a path (a file or a folder), keyed by project path; none when it is missing. */
function readLocalCopies(path: string, root: string): Record<string, string> {
  if (!existsSync(path)) return {};
  if (statSync(path).isFile()) return { [relative(root, path).split(sep).join("/")]: readFileSync(path, "utf8") };
  try {
    return readLocal(path, root);
  } catch {
    return {}; // an empty folder: references into it stay unresolved, as they would be in generate
  }
}

function readLocal(path: string, root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const key = (p: string): string => {
    const rel = relative(root, p);
    return (rel.startsWith("..") ? p : rel).split(sep).join("/");
  };
  if (statSync(path).isFile()) {
    files[key(path)] = readFileSync(path, "utf8");
    return files;
  }
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (
        entry.isDirectory() &&
        entry.name !== "examples" &&
        entry.name !== "node_modules" &&
        !entry.name.startsWith(".")
      )
        walk(full);
      else if (entry.isFile() && entry.name.endsWith(".json")) files[key(full)] = readFileSync(full, "utf8");
    }
  };
  walk(path);
  if (Object.keys(files).length === 0) throw new CompatError("COMPAT_INPUT", `no schema files in ${key(path)}`);
  return files;
}

function git(root: string, args: string[]): string {
  try {
    return execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "")
      .trim()
      .split("\n")[0];
    throw new CompatError("COMPAT_GIT", `git ${args[0]} failed: ${stderr || (error as Error).message}`);
  }
}

function readGit(rest: string, ctx: SideContext): Side {
  const colon = rest.indexOf(":");
  const ref = colon < 0 ? rest : rest.slice(0, colon);
  const path = repoPath(colon < 0 ? ctx.moduleDir : rest.slice(colon + 1), rest);
  if (ref === "" || path === undefined)
    throw new CompatError("COMPAT_INPUT", `git:${rest} needs a module (--module M) or a path (git:<ref>:<path>)`);
  const listed = git(ctx.root, ["ls-tree", "-r", "--name-only", ref, "--", path === "" ? "." : path])
    .split("\n")
    .filter((p) => p.endsWith(".json") && !/(^|\/)(examples|node_modules)\//.test(p.slice(path.length)));
  // A module that does not exist yet at the ref is compared as empty: everything in it is new.
  git(ctx.root, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  const files: Record<string, string> = {};
  for (const p of listed.sort()) files[p] = git(ctx.root, ["show", `${ref}:${p}`]);
  const side = { label: `git:${rest}`, files };
  if (colon >= 0) return side;
  return withRemotes(side, ctx, (target) => {
    const copies: Record<string, string> = {};
    for (const p of git(ctx.root, ["ls-tree", "-r", "--name-only", ref, "--", target]).split("\n"))
      if (p.endsWith(".json")) copies[p] = git(ctx.root, ["show", `${ref}:${p}`]);
    return copies;
  });
}

/**
 * A path inside the repository as git names it: `./schemas/agui/`, `schemas//agui` and
 * `schemas/x/../agui` all become `schemas/agui` (the whole repository is ""); a path that
 * leaves the repository is refused.
 */
function repoPath(raw: string | undefined, spec: string): string | undefined {
  if (raw === undefined) return undefined;
  const normal = posix.normalize(raw.replace(/\\/g, "/")).replace(/\/+$/, "");
  if (normal === "." || normal === "") return "";
  if (normal === ".." || normal.startsWith("../") || normal.startsWith("/"))
    throw new CompatError("COMPAT_INPUT", `git:${spec}: the path must stay inside the repository`);
  return normal.replace(/^\.\//, "");
}

/**
 * A published package's bundled schema: the file named by `canon.schema` in its package.json,
 * else the first `*.schema.json` under `schema/`, the package root or `dist/`. The package is
 * untrusted: `npm pack` runs with `--ignore-scripts` (no prepack/prepare/postpack), and the
 * tarball is read in memory (tarball.ts), never extracted.
 */
function readNpm(spec: string, ctx: SideContext): Side {
  if (spec === "" || spec.startsWith("-"))
    throw new CompatError("COMPAT_INPUT", `npm:${spec} is not a package spec or a .tgz file`);
  const work = mkdtempSync(join(tmpdir(), "canon-compat-"));
  try {
    let tarball = resolve(ctx.root, spec);
    if (!(spec.endsWith(".tgz") && existsSync(tarball))) {
      let out: string;
      try {
        out = execFileSync("npm", ["pack", "--ignore-scripts", "--pack-destination", work, "--silent", "--", spec], {
          cwd: work,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
      } catch (error) {
        throw new CompatError(
          "COMPAT_NPM",
          `npm pack ${spec} failed: ${
            String((error as { stderr?: unknown }).stderr ?? "")
              .trim()
              .split("\n")
              .pop() ?? ""
          }`,
        );
      }
      tarball = join(work, out.trim().split("\n").pop() as string);
    }
    let data: Buffer;
    try {
      data = readFileSync(tarball);
    } catch (error) {
      throw new CompatError("COMPAT_NPM", `cannot read ${spec}: ${(error as Error).message}`);
    }
    const files = readTarball(data, `npm:${spec}`);
    const manifest = parseManifest(files.get("package.json"), spec);
    const schema = findBundledSchema(files, manifest.canon?.schema, ctx.moduleName);
    const label = `npm:${manifest.name ?? spec}@${manifest.version ?? "?"}`;
    return { label, files: { [`${label}/${schema}`]: (files.get(schema) as Buffer).toString("utf8") } };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function parseManifest(
  content: Buffer | undefined,
  spec: string,
): { name?: string; version?: string; canon?: { schema?: string } } {
  try {
    const manifest = JSON.parse(content?.toString("utf8") ?? "") as unknown;
    if (typeof manifest === "object" && manifest !== null && !Array.isArray(manifest))
      return manifest as { name?: string; version?: string; canon?: { schema?: string } };
  } catch {
    // Reported below.
  }
  throw new CompatError("COMPAT_TARBALL", `npm:${spec} has no readable package.json`);
}

function findBundledSchema(
  files: Map<string, Buffer>,
  declared: string | undefined,
  moduleName: string | undefined,
): string {
  const normalized = typeof declared === "string" ? declared.replace(/^\.\//, "") : undefined;
  if (normalized !== undefined && files.has(normalized)) return normalized;
  for (const dir of ["schema", ".", "dist"]) {
    const candidates = [...files.keys()]
      .filter(
        (path) =>
          path.endsWith(".schema.json") &&
          (dir === "." ? !path.includes("/") : path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes("/")),
      )
      .sort();
    const preferred =
      candidates.find((f) => f.endsWith(`/${moduleName}.schema.json`) || f === `${moduleName}.schema.json`) ??
      candidates[0];
    if (preferred !== undefined) return preferred;
  }
  throw new CompatError(
    "COMPAT_NPM",
    "the package ships no bundled schema (canon.schema in package.json, or schema/*.schema.json)",
  );
}
