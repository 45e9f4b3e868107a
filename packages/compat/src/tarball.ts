/**
 * Reads an npm package tarball in memory, never extracting it to disk: a published package is
 * untrusted input. Only regular files under `package/` are kept; an entry with an absolute path,
 * a `..` segment, or a link (symbolic or hard) is refused, and so is anything that is not a
 * well-formed gzip'd tar. Every refusal is a CompatError (exit 2), never a crash.
 */
import { gunzipSync } from "node:zlib";
import { CompatError } from "./types.js";

const BLOCK = 512;
/** Far above any schema package; a decompression bomb stops here instead of filling memory. */
const MAX_UNPACKED = 256 * 1024 * 1024;

const refuse = (message: string): never => {
  throw new CompatError("COMPAT_TARBALL", message);
};

/** Path inside the package (without `package/`) → file content. */
export function readTarball(data: Buffer, label: string): Map<string, Buffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(data, { maxOutputLength: MAX_UNPACKED });
  } catch (error) {
    return refuse(`${label} is not a readable gzip'd tarball: ${(error as Error).message}`);
  }
  const files = new Map<string, Buffer>();
  let longName: string | undefined;
  let paxPath: string | undefined;
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (!checksumMatches(header)) refuse(`${label}: corrupt tar header at byte ${offset}`);
    const size = octal(header.subarray(124, 136), label);
    const type = String.fromCharCode(header[156] ?? 0);
    const start = offset + BLOCK;
    if (start + size > tar.length) refuse(`${label}: truncated entry at byte ${offset}`);
    const body = tar.subarray(start, start + size);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
    if (type === "x") {
      paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString("utf8"))?.[1];
      continue;
    }
    if (type === "g") continue;
    if (type === "L") {
      longName = body.toString("utf8").replace(/\0.*$/s, "");
      continue;
    }
    const prefix = text(header.subarray(345, 500));
    const name =
      paxPath ??
      longName ??
      (prefix === "" ? text(header.subarray(0, 100)) : `${prefix}/${text(header.subarray(0, 100))}`);
    paxPath = undefined;
    longName = undefined;
    const inside = safeEntryPath(name, label);
    if (type === "1" || type === "2")
      refuse(`${label}: entry "${name}" is a ${type === "1" ? "hard" : "symbolic"} link; links are refused`);
    if (type === "5") continue;
    if (type !== "0" && type !== "\0" && type !== "7")
      refuse(`${label}: entry "${name}" is not a regular file (type ${JSON.stringify(type)})`);
    if (inside !== undefined) files.set(inside, Buffer.from(body));
  }
  if (files.size === 0) refuse(`${label} holds no files`);
  return files;
}

/** The path below the archive's top folder (npm's `package/`), or a refusal when it could escape. */
function safeEntryPath(name: string, label: string): string | undefined {
  if (name.includes("\0") || name.includes("\\") || name.startsWith("/") || /^[A-Za-z]:/.test(name))
    refuse(`${label}: entry "${name}" has an absolute or unsafe path`);
  const segments = name.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) refuse(`${label}: entry "${name}" leaves the package folder`);
  return segments.length < 2 ? undefined : segments.slice(1).join("/");
}

function checksumMatches(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
  const stored = Number.parseInt(text(header.subarray(148, 156)).trim() || "NaN", 8);
  return stored === sum;
}

function octal(field: Buffer, label: string): number {
  const value = Number.parseInt(text(field).trim() || "0", 8);
  if (!Number.isSafeInteger(value) || value < 0) refuse(`${label}: corrupt size field`);
  return value;
}

function text(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString("utf8");
}
