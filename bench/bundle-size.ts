import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { report, root } from "./lib";

/**
 * Gzipped sizes of the built SPA: what the entry HTML loads up front (the
 * initial JavaScript and CSS) against PERFORMANCE.md's budgets, and the
 * scripts each prerendered public page loads before any interaction.
 */
export function bundleSize() {
  const dist = path.join(root, "dist/client");
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (rel: string) => gzipSync(readFileSync(path.join(dist, rel))).length;
  const initialJs = initial.filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(f), 0);
  const initialCss = initial.filter((f) => f.endsWith(".css")).reduce((n, f) => n + gz(f), 0);
  const assets = readdirSync(path.join(dist, "assets"));
  const totalJs = assets.filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(`assets/${f}`), 0);
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  // A prerendered public page loads its own scripts up front (the boot script, web/boot); the app only on interaction.
  const publicPages = Object.fromEntries(
    readdirSync(dist)
      .filter((f) => f.endsWith(".html") && f !== "index.html")
      .map((f) => {
        const page = readFileSync(path.join(dist, f), "utf8");
        const scripts = [
          ...page.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g),
        ];
        return [f, { upFrontJsGzipKB: kb(scripts.reduce((n, m) => n + gz(m[1]!), 0)) }];
      }),
  );
  report("bundle-size", {
    publicPages,
    initialJsGzipKB: kb(initialJs),
    initialCssGzipKB: kb(initialCss),
    allJsGzipKB: kb(totalJs),
    chunks: assets.length,
    rawDistKB: kb(assets.reduce((n, f) => n + statSync(path.join(dist, "assets", f)).size, 0)),
    targets: { signedInAppInitialJsGzipKB: 120, publicPageJsGzipKB: 60, publicPageCssGzipKB: 15 },
  });
}
