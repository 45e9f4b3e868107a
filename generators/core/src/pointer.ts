/** RFC 6901 JSON pointers. */
export function decodePointer(pointer: string): string[] {
  if (pointer === "" || pointer === "#") return [];
  const isFragment = pointer.startsWith("#");
  const body = isFragment ? pointer.slice(1) : pointer;
  return body
    .split("/")
    .slice(1)
    .map((segment) => (isFragment ? decodeFragment(segment) : segment).replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** URI fragments may percent-encode; a malformed escape is kept as written rather than thrown. */
function decodeFragment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function encodePointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => "/" + String(s).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

export function childPointer(pointer: string, ...segments: (string | number)[]): string {
  return pointer + encodePointer(segments);
}

/** Reads the value at a pointer, or undefined when any step is missing. Own properties only. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const segment of decodePointer(pointer)) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
