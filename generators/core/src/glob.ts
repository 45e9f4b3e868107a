/**
 * The glob subset module configs use to pick schema files: `**` (any folders), `*` (any name
 * part), `?` (one character) and `{a,b}` (alternatives), matched against POSIX paths relative
 * to the module folder.
 */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*" && glob[i + 1] === "*") {
      // `**/` matches zero or more folders; a trailing `**` matches everything below.
      const slash = glob[i + 2] === "/";
      source += slash ? "(?:[^/]+/)*" : ".*";
      i += slash ? 2 : 1;
    } else if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else if (c === "{") source += "(?:";
    else if (c === "}") source += ")";
    else if (c === ",") source += "|";
    else source += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

export function matchesAny(path: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(path));
}
