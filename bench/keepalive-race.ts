import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { unstable_startWorker } from "wrangler";
import { startDirectWorker } from "../scripts/lib/direct-worker";

/**
 * The keep-alive race behind the end-to-end suite's dropped requests
 * (docs/decisions/009-steady-end-to-end-tests.md): three keep-alive clients
 * send a request together, idle for just about 5 s (the idle timeout at both
 * ends of wrangler's ProxyWorker), and repeat. Through wrangler's own server
 * some requests fail (a 500 or a reset socket); through scripts/lib/direct-worker.ts
 * none should. About 3.5 minutes per mode.
 *
 *   tsx bench/keepalive-race.ts wrangler|direct PORT [ROUNDS]
 */
const mode = process.argv[2];
const port = Number(process.argv[3]);
if ((mode !== "wrangler" && mode !== "direct") || !port) {
  console.error("usage: tsx bench/keepalive-race.ts wrangler|direct PORT [ROUNDS]");
  process.exit(2);
}
const persist = mkdtempSync(path.join(os.tmpdir(), "race-"));
const input = {
  config: "bench/bare-worker/wrangler.toml",
  dev: { inspector: false as const, persist, logLevel: "error" as const, watch: false, liveReload: false },
};
const server =
  mode === "direct"
    ? await startDirectWorker(input, { hostname: "127.0.0.1", port })
    : await (async () => {
        const w = await unstable_startWorker({
          ...input,
          dev: { ...input.dev, server: { hostname: "127.0.0.1", port } },
        });
        await w.ready;
        return w;
      })();
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const get = () =>
  new Promise<number>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
let errors = 0;
let ok = 0;
const rounds = Number(process.argv[4] ?? 40);
for (let i = 0; i < rounds; i++) {
  // three clients in step, idle for just about the servers' 5 s keep-alive timeout
  const res = await Promise.allSettled([get(), get(), get()]);
  for (const r of res) {
    if (r.status === "fulfilled" && r.value === 200) ok++;
    else {
      errors++;
      console.log(mode, "round", i, r.status === "rejected" ? String(r.reason) : r.value);
    }
  }
  await new Promise((r) => setTimeout(r, 4960 + ((i * 7) % 80)));
}
console.log(mode, { ok, errors });
await server.dispose();
process.exit(errors === 0 ? 0 : 1);
