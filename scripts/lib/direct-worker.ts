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
export async function startDirectWorker(input: StartInput, listen: { hostname: string; port: number }) {
  const devEnv = new unstable_DevEnv();
  type Target = { host: string; port: number; headers: Record<string, string> };
  let setTarget: (target: Target) => void = () => {};
  const reloaded = new Promise<Target>((resolve) => {
    setTarget = resolve;
  });
  const dispatch = devEnv.dispatch.bind(devEnv);
  // The Worker's address and the header that makes it trust the caller arrive in this event.
  devEnv.dispatch = (event) => {
    if (event.type === "reloadComplete") {
      const { hostname, port } = event.proxyData.userWorkerUrl;
      setTarget({ host: hostname, port: Number(port), headers: event.proxyData.headers });
    }
    dispatch(event);
  };
  const worker = await devEnv.startWorker({
    ...input,
    // wrangler's own proxy still starts; it listens on a port nobody uses.
    dev: { ...input.dev, server: { hostname: "127.0.0.1", port: 0 } },
  });
  await worker.ready;
  const worker$ = await Promise.race([
    reloaded,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("wrangler did not report the Worker's address")), 60_000).unref(),
    ),
  ]);
  const origin = `http://${listen.hostname}:${listen.port}`;

  const server = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = {
      ...req.headers,
      ...worker$.headers,
      "mf-original-url": origin + req.url,
    };
    const upstream = http.request(
      { host: worker$.host, port: worker$.port, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      // A client that left first is not news; anything else is, and says which request.
      if (!res.destroyed) console.error(`direct-worker: ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`e2e proxy: ${error.message}`);
    });
    // A client that goes away (an EventSource closed by a test) ends the Worker's request too.
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
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
