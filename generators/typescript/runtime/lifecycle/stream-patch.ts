/**
 * RFC 6902 JSON Patch through fast-json-patch, without cloning the whole document: before each
 * operation, the containers on its path (and on `from` for a move) are copied and the rest is
 * shared. The document passed in is never changed, so a patch that does not apply changes nothing,
 * and a view handed out earlier keeps its value (shared parts are never written to).
 */
import jsonPatch from "fast-json-patch";
import { cloneJson } from "./stream-pointer.js";

const hasOwn = Object.prototype.hasOwnProperty;

const shallow = (value: object): object => (Array.isArray(value) ? value.slice() : { ...value });

/** `doc` with the root and every existing container on `path` above its last token replaced by copies. */
function copyPath(doc: unknown, path: unknown): unknown {
  if (typeof doc !== "object" || doc === null || typeof path !== "string") return doc;
  const root = shallow(doc) as Record<string, unknown>;
  const tokens = path.split("/");
  let current = root;
  for (let i = 1; i < tokens.length - 1; i++) {
    const raw = tokens[i] as string;
    const token = raw.includes("~") ? raw.replace(/~1/g, "/").replace(/~0/g, "~") : raw;
    if (!hasOwn.call(current, token)) break;
    const child = current[token];
    if (typeof child !== "object" || child === null) break;
    const copy = shallow(child) as Record<string, unknown>;
    current[token] = copy;
    current = copy;
  }
  return root;
}

/** `target` with `patch` applied, leaving `target` as it was; undefined when the patch does not apply. */
export function patched(target: unknown, patch: unknown): { value: unknown } | undefined {
  if (!Array.isArray(patch)) return undefined;
  try {
    // The patch's values are copied: the view must not alias the delivered events.
    const operations = cloneJson(patch) as jsonPatch.Operation[];
    let doc = target;
    for (let i = 0; i < operations.length; i++) {
      const operation = operations[i] as jsonPatch.Operation & { from?: unknown };
      doc = copyPath(doc, operation.path);
      if (operation.op === "move") doc = copyPath(doc, operation.from);
      doc = jsonPatch.applyOperation(doc, operation, true, true, true, i).newDocument;
    }
    return { value: doc };
  } catch {
    return undefined;
  }
}
