/**
 * Colour only for people: on a terminal, unless NO_COLOR is set (https://no-color.org) or the
 * terminal is dumb; FORCE_COLOR turns it on anywhere (for tests and CI logs that render it).
 */
type Stream = { readonly isTTY?: boolean };

export function useColour(stream: Stream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  if (env["FORCE_COLOR"] !== undefined && env["FORCE_COLOR"] !== "0") return true;
  return stream.isTTY === true && env["TERM"] !== "dumb";
}

const CODES = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;
export type Colour = keyof typeof CODES;

export function paint(stream: Stream, colour: Colour, text: string): string {
  return useColour(stream) ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}
