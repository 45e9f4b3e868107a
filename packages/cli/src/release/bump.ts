/** Semver bumps with the 0.x policy: below 1.0.0 a breaking change bumps the minor. */
import type { Bump } from "@canon-sdk/compat";

/** The bump a module at `version` takes for a change that requires `required`. */
export function effectiveBump(required: Bump, version: string): Bump {
  return required === "major" && version.startsWith("0.") ? "minor" : required;
}

export function bumpVersion(version: string, bump: Bump): string {
  const m = /^(\d+)\.(\d+)\.(\d+)(-.+)?$/.exec(version);
  if (m === null) throw new Error(`not a semver version: ${version}`);
  const [major, minor, patch] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const pre = m[4] !== undefined;
  switch (bump) {
    case "none":
      return version;
    case "patch":
      return pre ? `${major}.${minor}.${patch}` : `${major}.${minor}.${patch + 1}`;
    case "minor":
      return `${major}.${minor + 1}.0`;
    case "major":
      return `${major + 1}.0.0`;
  }
}
