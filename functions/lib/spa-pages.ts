import type { Context } from "hono";
import type { AppEnv } from "../env";
import { escapeRegExp } from "./regexp";

/**
 * Page navigations the static files do not answer (the assets server has no
 * fallback: `not_found_handling = "none"`). A path the SPA's router knows gets
 * the app shell with 200; any other gets the not-found screen with 404, so
 * crawlers and links see a real 404. Both files and the router's path list
 * are written at build time by scripts/prerender.ts.
 */
let patterns: RegExp[] | null = null;

async function knownPatterns(assets: NonNullable<AppEnv["Bindings"]["ASSETS"]>, origin: string) {
  if (patterns) return patterns;
  const res = await assets.fetch(`${origin}/spa-routes.json`);
  const paths = res.ok ? ((await res.json()) as string[]) : [];
  patterns = paths.map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/\/$/, "")
          .split("/")
          .map((part) => (part.startsWith("$") ? "[^/]+" : escapeRegExp(part)))
          .join("/")}/?$`,
      ),
  );
  return patterns;
}

export async function answerNavigation(c: Context<AppEnv>) {
  const assets = c.env.ASSETS;
  if (!assets) return c.text("Not found.", 404);
  const url = new URL(c.req.url);
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Not found.", 404);
  const known = (await knownPatterns(assets, url.origin)).some((re) => re.test(url.pathname));
  const page = await assets.fetch(`${url.origin}${known ? "/app-shell" : "/404"}`);
  const headers = new Headers();
  page.headers.forEach((value, key) => {
    headers.set(key, value);
  });
  // The shell is the same file for every path: never cached as if it were this URL's own content.
  headers.set("Cache-Control", "no-cache");
  return new Response(c.req.method === "HEAD" ? null : await page.arrayBuffer(), {
    status: known ? 200 : 404,
    headers,
  });
}
