/**
 * Vitest globalSetup (Node): serves tests/fixtures over HTTP on 127.0.0.1 so the
 * cron job's source connectors fetch real files in each source's wire format.
 * `?status=500` answers an error, to test a failing source.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    fixtureOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, "../fixtures");
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.searchParams.get("status")) {
      res.writeHead(Number(url.searchParams.get("status"))).end("failure");
      return;
    }
    try {
      const body = readFileSync(path.join(dir, path.basename(url.pathname)));
      res
        .writeHead(200, { "content-type": url.pathname.endsWith(".xml") ? "application/rss+xml" : "application/json" })
        .end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("fixtureOrigin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
