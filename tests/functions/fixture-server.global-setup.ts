/**
 * Vitest globalSetup (Node): serves tests/fixtures over HTTP on 127.0.0.1 so the
 * cron job's source connectors fetch real files in each source's wire format.
 * `?status=500` answers an error, to test a failing source. Two APIs are
 * answered the way the real ones answer:
 * - `/hn/...`: the Algolia Hacker News Search API (`search_by_date`, `items/<id>`);
 * - `/reddit/...`: Reddit's OAuth API (client-credentials token, a subreddit's
 *   `new` listing, `api/info`), refusing a wrong secret, token or User-Agent.
 *   `POST /reddit/__delete?id=<id>` makes a post deleted, as its author would.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    fixtureOrigin: string;
    /** Cases per operation of the fuzz suite (FUZZ_RUNS; `npm run fuzz` asks for 10,000). */
    fuzzRuns: number;
  }
}

/** The Reddit app the tests configure (tests/functions/vitest.config.ts). */
export const REDDIT_TEST_APP = {
  clientId: "fixture-client",
  clientSecret: "fixture-secret",
  userAgent: "web:leadsmith-tests:1.0.0 (by /u/leadsmith_test)",
};
const REDDIT_TOKEN = "fixture-reddit-token";

type RedditChild = { kind: string; data: Record<string, unknown> };

function reddit(dir: string, deleted: Set<string>, url: URL, req: IncomingMessage, res: ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (url.pathname === "/reddit/__delete" && req.method === "POST") {
    deleted.add(url.searchParams.get("id") ?? "");
    return json(200, { ok: true });
  }
  if (req.headers["user-agent"] !== REDDIT_TEST_APP.userAgent) return json(429, { message: "Too Many Requests" });
  if (url.pathname === "/reddit/api/v1/access_token") {
    const basic = `Basic ${Buffer.from(`${REDDIT_TEST_APP.clientId}:${REDDIT_TEST_APP.clientSecret}`).toString("base64")}`;
    if (req.method !== "POST" || req.headers.authorization !== basic)
      return json(401, { message: "Unauthorized", error: 401 });
    return json(200, { access_token: REDDIT_TOKEN, token_type: "bearer", expires_in: 86400, scope: "*" });
  }
  if (req.headers.authorization !== `bearer ${REDDIT_TOKEN}`) return json(401, { message: "Unauthorized", error: 401 });
  const listing = JSON.parse(readFileSync(path.join(dir, "reddit-forhire.json"), "utf8")) as {
    data: { children: RedditChild[] };
  };
  const state = (c: RedditChild): RedditChild =>
    deleted.has(String(c.data.id))
      ? { ...c, data: { ...c.data, author: "[deleted]", selftext: "[deleted]", removed_by_category: "deleted" } }
      : c;
  if (/^\/reddit\/r\/[^/]+\/new$/.test(url.pathname))
    return json(200, {
      kind: "Listing",
      data: { after: null, dist: listing.data.children.length, children: listing.data.children.map(state) },
    });
  if (url.pathname === "/reddit/api/info") {
    const ids = new Set((url.searchParams.get("id") ?? "").split(",").map((s) => s.replace(/^t3_/, "")));
    const children = listing.data.children.filter((c) => ids.has(String(c.data.id))).map(state);
    return json(200, { kind: "Listing", data: { after: null, dist: children.length, children } });
  }
  return json(404, { message: "Not Found", error: 404 });
}

export default async function setup(project: TestProject) {
  const dir = path.resolve(import.meta.dirname, "../fixtures");
  const deleted = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname.startsWith("/reddit/")) return reddit(dir, deleted, url, req, res);
    if (url.pathname.startsWith("/hn/")) {
      // Algolia's Hacker News API: the thread search, and one item with its comment tree.
      const item = url.pathname.match(/^\/hn\/items\/(\d+)$/);
      const file =
        url.pathname === "/hn/search_by_date"
          ? "hn-algolia-search.json"
          : item
            ? `hn-algolia-item-${item[1]}.json`
            : "";
      try {
        res.writeHead(200, { "content-type": "application/json" }).end(readFileSync(path.join(dir, file)));
      } catch {
        res.writeHead(404, { "content-type": "application/json" }).end('{"status":404,"error":"Not Found"}');
      }
      return;
    }
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
  project.provide("fuzzRuns", Number(process.env.FUZZ_RUNS ?? 10));
  project.provide("fixtureOrigin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
