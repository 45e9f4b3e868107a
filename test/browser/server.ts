/**
 * The test's web server: the page, its esbuild bundle, one SSE endpoint per stream (written in
 * small chunks that cut through events, as a proxy would), and /report, where the page posts
 * its result.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface PageServer {
  readonly url: string;
  readonly report: Promise<unknown>;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>canon agui in the browser</title></head>
<body><script type="module" src="/app.js"></script></body></html>`;

const body = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function serve(
  bundle: string,
  streams: Readonly<Record<string, readonly string[]>>,
  chunkSize = 1500,
): Promise<PageServer> {
  let deliver: (report: unknown) => void = () => undefined;
  const report = new Promise<unknown>((resolve) => (deliver = resolve));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/")
      return void response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    if (url.pathname === "/app.js")
      return void response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(bundle);
    if (url.pathname === "/events" && streams[url.searchParams.get("stream") ?? ""]) {
      const events = streams[url.searchParams.get("stream") ?? ""] as readonly string[];
      const wire = Buffer.from(events.map((event) => `event: message\ndata: ${event}\n\n`).join(""), "utf8");
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      void (async () => {
        for (let at = 0; at < wire.length; at += chunkSize) {
          response.write(wire.subarray(at, at + chunkSize));
          await tick();
        }
        response.end();
      })();
      return;
    }
    if (url.pathname === "/report" && request.method === "POST") {
      void body(request).then((text) => {
        deliver(JSON.parse(text));
        response.writeHead(204).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    report,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
