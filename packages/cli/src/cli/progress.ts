/**
 * One self-overwriting status line on stderr while a long command works, for people watching a
 * terminal; nothing at all when stderr is piped, redirected or in CI, so logs stay clean.
 */
export interface Progress {
  step(done: number, total: number, label: string): void;
  done(): void;
}

const silent: Progress = { step() {}, done() {} };

export function progressFor(
  stream: NodeJS.WriteStream = process.stderr,
  env: NodeJS.ProcessEnv = process.env,
): Progress {
  if (stream.isTTY !== true || (env["CI"] !== undefined && env["CI"] !== "" && env["CI"] !== "false")) return silent;
  let shown = false;
  return {
    step(done, total, label) {
      const width = String(total).length;
      stream.write(`\r\u001b[K[${String(done).padStart(width)}/${total}] ${label}`);
      shown = true;
    },
    done() {
      if (shown) stream.write("\r\u001b[K");
      shown = false;
    },
  };
}
