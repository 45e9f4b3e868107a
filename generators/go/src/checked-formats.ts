/**
 * The `format` values the Go runtime checks, read from the runtime's own `formatHolds` switch
 * (runtime/formats.go, embedded in runtime-sources.ts), so that what the README promises is what
 * the package does: a format added to or removed from the switch changes the README with it.
 */
import { runtimeSources } from "./runtime-sources.js";

/** The string case labels of `formatHolds`'s switch in `source`, in the order they are written. */
export function checkedFormats(source: string = runtimeSources["formats.go"] ?? ""): string[] {
  const body = /^func formatHolds\(.*\{\n([\s\S]*?)^\}\n/m.exec(source)?.[1];
  if (body === undefined) throw new Error("runtime/formats.go: no formatHolds function");
  const formats: string[] = [];
  for (const label of body.matchAll(/^\tcase (.*):$/gm))
    for (const quoted of label[1]!.matchAll(/"([^"\\]*)"/g)) formats.push(quoted[1]!);
  if (formats.length === 0) throw new Error("runtime/formats.go: formatHolds names no format");
  return formats;
}

/** `a`, `b` and `c`: formats as README prose, each in code marks. */
export function formatList(formats: readonly string[]): string {
  const marked = formats.map((f) => `\`${f}\``);
  return marked.length < 2 ? marked.join("") : `${marked.slice(0, -1).join(", ")} and ${marked.at(-1)!}`;
}
