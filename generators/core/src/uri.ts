/**
 * URI references as JSON Schema resolves them (RFC 3986), for the core and for `canon compat`,
 * which must land on the same resource for the same reference.
 */

export const withoutFragment = (uri: string): string => (uri.includes("#") ? uri.slice(0, uri.indexOf("#")) : uri);

/** A reference resolved against a base URI, without its fragment; undefined if either is no URI. */
export function resolveAgainst(base: string, reference: string): string | undefined {
  // An empty reference is the base itself (RFC 3986 §5.2.2), which URL refuses for a URN base.
  if (reference === "" || reference.startsWith("#")) return withoutFragment(base);
  try {
    return withoutFragment(new URL(reference, base).href);
  } catch {
    return undefined;
  }
}
