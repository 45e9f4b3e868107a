// Reads bench/contenders/*.json: one list per language, written by whoever owns that language's
// runners. A malformed entry stops the run with the file and the entry named, before any build.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const FIXTURES = ["stream", "rich"];
export const STREAMS = ["valid", "invalid", "unknown"];
export const INPUTS = ["text", "value"];

function check(entry, where) {
  const fail = (why) => {
    throw new Error(`${where}: ${why}`);
  };
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) fail("a contender must be an object");
  if (typeof entry.id !== "string" || !/^[\w.@/+-]+$/.test(entry.id)) fail(`"id" must be a non-empty name`);
  if (typeof entry.language !== "string" || entry.language === "") fail(`"language" must be a non-empty string`);
  if (typeof entry.peer !== "boolean") fail(`"peer" must be true or false`);
  if (!Array.isArray(entry.argv) || entry.argv.length === 0 || !entry.argv.every((a) => typeof a === "string"))
    fail(`"argv" must be a non-empty array of strings`);
  for (const [key, allowed] of [
    ["inputs", INPUTS],
    ["fixtures", FIXTURES],
    ["streams", STREAMS],
  ]) {
    const list = entry[key] ?? allowed;
    if (!Array.isArray(list) || list.length === 0 || !list.every((v) => allowed.includes(v)))
      fail(`"${key}" must be a non-empty subset of ${JSON.stringify(allowed)}`);
  }
  if (
    entry.build !== undefined &&
    (!Array.isArray(entry.build) || entry.build.length === 0 || !entry.build.every((a) => typeof a === "string"))
  )
    fail(`"build" must be a non-empty array of strings`);
  return {
    id: entry.id,
    language: entry.language,
    peer: entry.peer,
    argv: entry.argv,
    build: entry.build,
    inputs: entry.inputs ?? INPUTS,
    fixtures: entry.fixtures ?? FIXTURES,
    streams: entry.streams ?? STREAMS,
  };
}

export function loadContenders(dir, only) {
  let files;
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    throw new Error(`no contender lists: ${dir} does not exist`);
  }
  const contenders = [];
  const seen = new Set();
  for (const file of files) {
    const list = JSON.parse(readFileSync(join(dir, file), "utf8"));
    if (!Array.isArray(list)) throw new Error(`${file}: must hold an array of contenders`);
    list.forEach((entry, index) => {
      const contender = check(entry, `${file}[${index}]`);
      const key = `${contender.language}/${contender.id}`;
      if (seen.has(key)) throw new Error(`${file}[${index}]: contender ${key} is listed twice`);
      seen.add(key);
      contenders.push(contender);
    });
  }
  const chosen = only ? contenders.filter((c) => only.includes(c.language)) : contenders;
  if (chosen.length === 0)
    throw new Error(only ? `no contender of language ${only.join(", ")} in ${dir}` : `no contenders in ${dir}`);
  return chosen;
}
