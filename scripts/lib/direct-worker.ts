import http from "node:http";
import { unstable_DevEnv } from "wrangler";

type StartInput = Parameters<unstable_DevEnv["startWorker"]>[0];

/**
 * The Worker under wrangler's dev runtime (workerd, local D1/KV/Durable
 * Objects), served on `port` by a small Node proxy that talks to the Worker's
 * own socket instead of through wrangler's ProxyWorker.
 *
 * Why: wrangler 4.86 relays every request from its ProxyWorker to the Worker
 * over pooled keep-alive connections, and both ends of that pool drop an idle
 * connection after 5 s (kj's defaults). A request written to a connection at
 * that moment is lost and the client sees a reset socket or a hung request,
 * about once in a few hundred requests under test traffic (workers-sdk issue
 * 14641; fixed only in wrangler releases that need Node 22). The same race
 * exists between a client's idle keep-alive socket and the server, so this
 * proxy keeps client sockets open longer than any client idles and opens a new
 * connection to the Worker for each request (cheap on loopback). See
 * docs/decisions/009-steady-end-to-end-tests.md.
 */
type Target = { host: string; port: number; headers: Record<string, string> };

export async function startDirectWorker(input: StartInput, listen: { hostname: string; port: number }) {
  // wrangler watches its config file even with `watch: false` and restarts the runtime when it
  // changes; a test or bench run serves the config it started with.
  process.env.WRANGLER_CI_DISABLE_CONFIG_WATCHING = "true";
  const devEnv = new unstable_DevEnv();
  // Where the Worker listens now, and who waits for the next address after a reload.
  let current: Target | undefined;
  let waiting: ((target: Target) => void)[] = [];
  const nextTarget = (ms: number) =>
    new Promise<Target | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      waiting.push((target) => {
        clearTimeout(timer);
        resolve(target);
      });
    });
  const dispatch = devEnv.dispatch.bind(devEnv);
  // The Worker's address and the header that makes it trust the caller arrive in this event,
  // at start and again whenever wrangler restarts the runtime (which may move it to a new port).
  devEnv.dispatch = (event) => {
    if (event.type === "reloadComplete") {
      const { hostname, port } = event.proxyData.userWorkerUrl;
      if (current) console.error(`direct-worker: wrangler restarted the Worker, now on port ${port}`);
      current = { host: hostname, port: Number(port), headers: event.proxyData.headers };
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake(current);
    }
    dispatch(event);
  };
  const worker = await devEnv.startWorker({
    ...input,
    // wrangler's own proxy still starts; it listens on a port nobody uses.
    dev: { ...input.dev, server: { hostname: "127.0.0.1", port: 0 } },
  });
  await worker.ready;
  if (!current && !(await nextTarget(60_000))) throw new Error("wrangler did not report the Worker's address");
  const origin = `http://${listen.hostname}:${listen.port}`;

  /** One attempt at the Worker; resolves false when the connection was refused (nothing was sent). */
  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, target: Target) =>
    new Promise<boolean>((resolve) => {
      const headers: http.OutgoingHttpHeaders = {
        ...req.headers,
        ...target.headers,
        "mf-original-url": origin + req.url,
      };
      const upstream = http.request(
        { host: target.host, port: target.port, method: req.method, path: req.url, headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
          answer.pipe(res);
          answer.on("end", () => resolve(true));
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED" && !res.headersSent) return resolve(false);
        // A client that left first is not news; anything else is, and says which request.
        if (!res.destroyed) console.error(`direct-worker: ${req.method} ${req.url}: ${error.message}`);
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`e2e proxy: ${error.message}`);
        resolve(true);
      });
      // A client that goes away (an EventSource closed by a test) ends the Worker's request too.
      res.on("close", () => {
        upstream.destroy();
        resolve(true);
      });
      upstream.end(body);
    });

  const server = http.createServer(async (req, res) => {
    // Bodies are read first (test traffic is small) so a refused connection can be tried again.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const target = current;
    if (target && (await forward(req, body, res, target))) return;
    // Refused: the runtime is restarting. Try once more at its next address.
    const next = current !== target ? current : await nextTarget(30_000);
    if (next && (await forward(req, body, res, next))) return;
    console.error(`direct-worker: ${req.method} ${req.url}: the Worker refused the connection and did not come back`);
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("e2e proxy: the Worker is not listening");
  });
  // Longer than any client keeps an idle socket, so the server never closes one as it is reused.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise<void>((resolve) => server.listen(listen.port, listen.hostname, resolve));
  return {
    url: origin,
    async dispose() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await worker.dispose();
    },
  };
}
