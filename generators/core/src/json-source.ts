/**
 * JSON documents that remember where every value came from, so each diagnostic can say
 * file:line:col. Values come from JSON.parse (the reference reader); positions come from a
 * syntax tree that is only walked when a position is asked for.
 */
import type { Node, ParseError } from "jsonc-parser";
import { type Diagnostic, diagnostic, type Position } from "./diagnostics.js";
import { jsoncParser } from "./lazy-deps.js";
import { decodePointer } from "./pointer.js";

export interface JsonSource {
  /** Repo-relative path used in diagnostics. */
  readonly file: string;
  readonly text: string;
  readonly value: unknown;
  /** The URIs a local copy of a remote schema was read by (remotes.ts); the first is its base. */
  readonly uris?: readonly string[];
  /** Position of the value at a JSON pointer (or of its nearest existing ancestor). */
  locate(pointer: string): Position;
}

const strictJson = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

export function parseJsonSource(text: string, file: string): { source?: JsonSource; diagnostics: Diagnostic[] } {
  const errors: ParseError[] = [];
  const { parseTree, printParseErrorCode } = jsoncParser();
  const tree = parseTree(text, errors, strictJson);
  const lineStarts = computeLineStarts(text);
  const at = (offset: number): Position => offsetToPosition(lineStarts, offset);
  if (errors.length > 0 || tree === undefined) {
    const first = errors[0];
    const message =
      first === undefined ? "empty document" : `invalid JSON: ${describeParseError(printParseErrorCode(first.error))}`;
    return { diagnostics: [diagnostic("CANON101", message, file, at(first?.offset ?? 0))] };
  }
  const diagnostics = findDuplicateKeys(tree).map((node) =>
    diagnostic("CANON102", `duplicate key "${String(node.value)}"`, file, at(node.offset)),
  );
  const value: unknown = JSON.parse(text);
  const locate = (pointer: string): Position => at(nodeForPointer(tree, pointer).offset);
  return { source: { file, text, value, locate }, diagnostics };
}

function describeParseError(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

function nodeForPointer(tree: Node, pointer: string): Node {
  const path = decodePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  // Walk back until an existing node is found, so a missing key points at its parent object.
  for (let depth = path.length; depth >= 0; depth--) {
    const node = jsoncParser().findNodeAtLocation(tree, path.slice(0, depth));
    if (node !== undefined) {
      // Point at the key of a property rather than its value: that is where people look.
      const key = node.parent?.type === "property" ? node.parent.children?.[0] : undefined;
      return key ?? node;
    }
  }
  return tree;
}

function findDuplicateKeys(root: Node): Node[] {
  const found: Node[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.type === "object") {
      const seen = new Set<unknown>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (key !== undefined && seen.has(key.value)) found.push(key);
        if (key !== undefined) seen.add(key.value);
      }
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return found.sort((a, b) => a.offset - b.offset);
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function offsetToPosition(lineStarts: number[], offset: number): Position {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((lineStarts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] as number) + 1 };
}
