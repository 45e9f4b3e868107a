/**
 * Headless Chromium from the pinned `@sparticuz/chromium` dev dependency, which ships the binary
 * brotli-compressed inside the npm package. The package unpacks into the OS temp folder and reuses
 * whatever `chromium` it finds there, even another version's (whose graphics libraries then fail
 * to load) or one still being written by a concurrent run: so it unpacks into a fresh folder that
 * is then renamed, whole, to a folder named after its version.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chromium from "@sparticuz/chromium";
import puppeteer, { type Browser } from "puppeteer-core";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  devDependencies: Record<string, string>;
};
const version = manifest.devDependencies["@sparticuz/chromium"] as string;

async function unpackInto(dir: string): Promise<void> {
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    await chromium.executablePath();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

async function executablePath(): Promise<string> {
  const home = join(tmpdir(), `canon-sparticuz-chromium-${version}`);
  if (!existsSync(join(home, "chromium"))) {
    const staging = mkdtempSync(join(tmpdir(), "canon-chromium-unpack-"));
    await unpackInto(staging);
    try {
      renameSync(staging, home);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // a concurrent run renamed its copy first
    }
  }
  return join(home, "chromium");
}

export async function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: await executablePath(), args: chromium.args, headless: true });
}
