/**
 * A Go module proxy on disk (GOPROXY=file://…), laid out as the GOPROXY protocol says:
 * `<escaped module>/@v/list`, `<version>.info`, `<version>.mod` and `<version>.zip`, the zip holding
 * every file of the module under the prefix `<module>@<version>/` (no directory entries, no files
 * of nested modules), which is what `go get` verifies before it uses a module.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { crc32 } from "node:zlib";

/** Go's case encoding for paths in the proxy and the module cache: `A` → `!a`. */
export const escapeModulePath = (path: string): string => path.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);

/** The files of a module folder, as Go packs them: subfolders that are modules of their own left out. */
export function moduleFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "vendor" || readdirSync(path).includes("go.mod")) continue;
        walk(path);
      } else if (entry.isFile()) files.push(relative(dir, path).split(sep).join("/"));
    }
  };
  walk(dir);
  return files;
}

/** A zip archive of stored (uncompressed) entries; archive/zip reads it like any other. */
export function zip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time and date: 1980-00-00, deterministic
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt32LE(0, 12);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Publishes the module in `dir` at `version` (e.g. "v1.2.3") into the proxy folder `proxy`.
 * `prefix` overrides the zip's path prefix, to show that Go refuses a zip laid out otherwise.
 */
export function publishModule(
  proxy: string,
  modulePath: string,
  version: string,
  dir: string,
  time: string,
  prefix = `${modulePath}@${version}/`,
): void {
  const at = join(proxy, escapeModulePath(modulePath), "@v");
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, "list"), `${version}\n`);
  writeFileSync(join(at, `${version}.info`), `${JSON.stringify({ Version: version, Time: time })}\n`);
  writeFileSync(join(at, `${version}.mod`), readFileSync(join(dir, "go.mod")));
  const entries = moduleFiles(dir).map((file) => ({ name: `${prefix}${file}`, data: readFileSync(join(dir, file)) }));
  writeFileSync(join(at, `${version}.zip`), zip(entries));
}
