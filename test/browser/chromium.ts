/**
 * Headless Chromium from the pinned `@sparticuz/chromium` dev dependency, which ships the binary
 * brotli-compressed inside the npm package. The package unpacks into the OS temp folder and reuses
 * whatever `chromium` it finds there, even another version's, whose graphics libraries then fail
 * to load: so it unpacks here into a folder of its own version.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chromium from "@sparticuz/chromium";
import puppeteer, { type Browser } from "puppeteer-core";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { devDependencies: Record<string, string> };
const version = manifest.devDependencies["@sparticuz/chromium"] as string;

async function executablePath(): Promise<string> {
  const dir = join(tmpdir(), `canon-sparticuz-chromium-${version}`);
  mkdirSync(dir, { recursive: true });
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await chromium.executablePath();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

export async function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: await executablePath(), args: chromium.args, headless: true });
}
