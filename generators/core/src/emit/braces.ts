/**
 * Re-indents brace-structured code that was emitted flat (two spaces per level). Only code
 * counts: a comment line that ends in `{` (a description quoting JSON, say) or a string
 * holding brackets leaves the depth as it was.
 */
export function indentBraces(code: string): string {
  let depth = 0;
  let inComment = false;
  const out: string[] = [];
  for (const raw of code.split("\n")) {
    const line = raw.trim();
    if (line === "") {
      out.push("");
      continue;
    }
    const comment = inComment || line.startsWith("/*") || line.startsWith("//");
    if (line.startsWith("/*") && !line.includes("*/")) inComment = true;
    else if (inComment && line.includes("*/")) inComment = false;
    const bare = comment ? "" : withoutStrings(line);
    if (/^[}\])]/.test(bare)) depth = Math.max(0, depth - 1);
    const extra = comment && line.startsWith("*") ? " " : "";
    out.push(`${"  ".repeat(depth)}${extra}${line}`);
    if (/[{[(]$/.test(bare)) depth++;
  }
  return out.join("\n");
}

/** A line with its string literals emptied, so brackets inside them are not counted. */
function withoutStrings(line: string): string {
  return line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""').trimEnd();
}
