/**
 * Splits quicktype's rendering of a C-family language into top-level items (doc comments,
 * attributes, a declaration and its braced body), so each emitter can keep what quicktype gets
 * right and replace what it gets wrong.
 */
export interface RenderedItem {
  readonly name: string;
  /** `struct`, `enum`, `class`, … as written in the declaration line. */
  readonly keyword: string;
  /** Doc comment lines before the declaration. */
  readonly docs: readonly string[];
  /** Attribute or annotation lines before the declaration. */
  readonly attributes: readonly string[];
  /** Every line of the item, from its first comment to its closing brace. */
  readonly lines: readonly string[];
}

/**
 * `declaration` must capture the keyword and the name. Items end at the first line that closes the
 * top level (`}` in column 0), which is how quicktype formats every language it renders.
 */
export function splitItems(text: string, declaration: RegExp, docPrefix: RegExp, attributePrefix: RegExp): Map<string, RenderedItem> {
  const items = new Map<string, RenderedItem>();
  let pending: string[] = [];
  let current: { keyword: string; name: string; docs: string[]; attributes: string[]; lines: string[] } | undefined;
  for (const line of text.split("\n")) {
    if (current !== undefined) {
      current.lines.push(line);
      if (/^}/.test(line)) {
        items.set(current.name, current);
        current = undefined;
      }
      continue;
    }
    const match = declaration.exec(line);
    if (match !== null) {
      const docs = pending.filter((l) => docPrefix.test(l.trim()));
      const attributes = pending.filter((l) => attributePrefix.test(l.trim()));
      current = { keyword: match[1] as string, name: match[2] as string, docs, attributes, lines: [...pending, line] };
      pending = [];
      if (/}\s*$/.test(line) && !/{\s*$/.test(line)) {
        items.set(current.name, current);
        current = undefined;
      }
      continue;
    }
    pending = line.trim() === "" ? [] : [...pending, line];
  }
  return items;
}
